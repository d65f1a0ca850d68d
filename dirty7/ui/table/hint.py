"""The Hint part: its button and H key, and the gold halo and outline on the advised move.

The advice itself (asking Hard, staleness) is the presenter's; this part only draws
what :attr:`TablePresenter.hint_on_show` says, under the cards (a halo round the card,
the stock or Pass) and over them (an outline), and re-places the cards when a hint
arrives (the hinted card stands a little higher).
"""

from __future__ import annotations

from dirty7.ui.core.layout import card_size
from dirty7.ui.table.advice import HINT_COLOR
from dirty7.ui.table.glow import draw_box_glow, draw_card_glow, draw_outline, draw_sprite_outline
from dirty7.ui.table.keyboard_focus import action_for
from dirty7.ui.widgets.buttons import TableButton, on_click


class HintPart:
    """Draws the presenter's hint on ``view`` (its sprites, layout and Pass button)."""

    def __init__(self, view) -> None:
        self.view = view
        self.presenter = view.presenter
        self.button = TableButton(text="Hint", width=80, height=42)
        on_click(self.button, lambda: self.presenter.request_hint())
        self.presenter.subscribe(self)

    def on_hint(self, _move) -> None:
        self.view.card_sprites.place_all(duration=0.18)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if action_for(symbol, modifiers) != "hint":
            return False
        self.presenter.request_hint()
        return True

    def _card_sprite(self):
        key = self.presenter.hinted_card()
        if key is not None and key in self.view.sprites and key != self.presenter.picking:
            return self.view.sprites[key]
        return None

    def draws_under(self) -> bool:
        """Whether :meth:`draw_under` draws anything this frame."""
        return self.presenter.hint_on_show is not None

    def draw_under(self) -> None:
        """Halos under the cards and widgets: the hinted card, the stock or Pass."""
        move = self.presenter.hint_on_show
        if move is None:
            return
        sprite = self._card_sprite()
        if sprite is not None:
            draw_card_glow(sprite)
        elif move.is_draw:
            w, h = card_size(self.view.layout.pile_scale)
            stock = self.view.layout.stock
            draw_box_glow(stock.x, stock.y, w, h)
        elif move.is_pass and self.view.hud.pass_holder.visible:
            r = self.view.pass_button.rect
            x, y = r.center
            draw_box_glow(x, y, r.width, r.height)

    def draw_over_cards(self) -> None:
        """The gold outline round the hinted card, on the player's turn."""
        p = self.presenter
        sprite = self._card_sprite()
        if p.my_turn and p.is_idle and sprite is not None:
            draw_sprite_outline(sprite, HINT_COLOR, pad=3)

    def draw_overlay(self) -> None:
        """Over the widgets: the hint's outline on Pass."""
        p = self.presenter
        move = p.hint.move
        if (move is not None and move.is_pass and self.view.hud.pass_holder.visible
                and p.hint.ply == p.game.moves_played):
            r = self.view.pass_button.rect
            x, y = r.center
            draw_outline(x, y, r.width, r.height, HINT_COLOR, pad=4, width=3)


__all__ = ["HintPart"]
