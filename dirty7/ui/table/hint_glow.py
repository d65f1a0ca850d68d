"""The Hint part: its button and H key, and the gold halo and outline on the advised move.

The advice itself (asking Hard, staleness) is the flow's; this part only draws
what :attr:`TableFlow.hint_on_show` says, under the cards (a halo round the card,
the stock or Pass) and over them (an outline), and re-places the cards when a hint
arrives (the hinted card stands a little higher).
"""

from __future__ import annotations

from dirty7.i18n import _
from dirty7.ui.core.layout import card_size
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.glow import (
    HINT_COLOR,
    draw_box_glow,
    draw_card_glow,
    draw_outline,
    draw_sprite_outline,
)
from dirty7.ui.table.keyboard_focus import action_for
from dirty7.ui.widgets.buttons import TableButton, on_click


class HintPart(TablePart):
    """Draws ``flow``'s hint on the table's card sprites (their layout) and the hud's Pass
    button: the only things of the table it touches, given here."""

    def __init__(self, flow, card_sprites, hud) -> None:
        self.flow = flow
        self.card_sprites = card_sprites
        self.hud = hud
        self.button = TableButton(text=_("Hint"), width=80, height=42)
        on_click(self.button, lambda: self.flow.request_hint())
        self.flow.events.hint.connect(self.on_hint)

    def on_hint(self, _move) -> None:
        self.card_sprites.place_all(duration=0.18)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if action_for(symbol, modifiers) != "hint":
            return False
        self.flow.request_hint()
        return True

    def _card_sprite(self):
        key = self.flow.hinted_card()
        if key is not None and key in self.card_sprites.sprites and key != self.flow.picking:
            return self.card_sprites.sprites[key]
        return None

    def draws_under(self) -> bool:
        """Whether :meth:`draw_under` draws anything this frame."""
        return self.flow.hint_on_show is not None

    def draw_under(self) -> None:
        """Halos under the cards and widgets: the hinted card, the stock or Pass."""
        move = self.flow.hint_on_show
        if move is None:
            return
        sprite = self._card_sprite()
        if sprite is not None:
            draw_card_glow(sprite)
        elif move.is_draw:
            w, h = card_size(self.card_sprites.layout.pile_scale)
            stock = self.card_sprites.layout.stock
            draw_box_glow(stock.x, stock.y, w, h)
        elif move.is_pass and self.hud.pass_holder.visible:
            r = self.hud.pass_button.rect
            x, y = r.center
            draw_box_glow(x, y, r.width, r.height)

    def draw_over_cards(self) -> None:
        """The gold outline round the hinted card, on the player's turn."""
        p = self.flow
        sprite = self._card_sprite()
        if p.my_turn and p.is_idle and sprite is not None:
            draw_sprite_outline(sprite, HINT_COLOR, pad=3)

    def draw_overlay(self) -> None:
        """Over the widgets: the hint's outline on Pass."""
        p = self.flow
        move = p.hint.move
        if (move is not None and move.is_pass and self.hud.pass_holder.visible
                and p.hint.ply == p.game.moves_played):
            r = self.hud.pass_button.rect
            x, y = r.center
            draw_outline(x, y, r.width, r.height, HINT_COLOR, pad=4, width=3)


__all__ = ["HintPart"]
