"""Pointer gestures on the table: lift, drag, drop, double-click and stock click → intents.

Why apart: turning presses and drags into "play this card" or "draw" is about the pointer
and the sprites, not about the game; the decision stays with the flow (its intents
refuse with the engine's reason). Points are logical table coordinates.

A held card over the waste says whether it may be played there in more than colour: a
tick, or a cross and the engine's reason (:attr:`PointerInput.drop_cue`). A drag that
ends in the hand is a reorder, never a move: the card takes the place it was dropped on.
"""

from __future__ import annotations

from dirty7.game.table.gestures import Drag
from dirty7.game.table.status_words import refusal
from dirty7.game.table.table_flow import TableFlow
from dirty7.i18n import _
from dirty7.rules import MOVES, CardPlayed
from dirty7.ui.core import theme
from dirty7.ui.core.card_sprites import CardSprite
from dirty7.ui.core.layout import card_size
from dirty7.ui.table.sprites import CardSprites, sorted_hand

LIFT = 1.12  # a held card is this much larger


class PointerInput:
    """The card held by the pointer and what a release over the waste means."""

    def __init__(self, flow: TableFlow, cards: CardSprites) -> None:
        self.flow = flow
        self.cards = cards
        self.drag: Drag | None = None
        self.waste_glow: tuple[int, int, int] | None = None
        #: Over the waste: (True, "") for a legal drop, (False, why not) for an illegal one.
        self.drop_cue: tuple[bool, str] | None = None
        self.moved_this_gesture = False  # a move was made since the press
        #: The card let go of that glides back to the hand (drawn over the texts).
        self.returning: int | None = None
        flow.events.move.connect(self.on_move)
        flow.events.step.connect(self.on_step)
        flow.events.pick.connect(self.on_pick)

    @property
    def held(self) -> int | None:
        return int(self.drag.card) if self.drag else None

    # ------------------------------------------------------------------ flow events
    def on_move(self, _events) -> None:
        self.moved_this_gesture = True

    def on_step(self, event) -> None:
        if (isinstance(event, CardPlayed) and self.drag is not None
                and int(self.drag.card) == int(event.card)):
            self.drop()

    def on_pick(self, _card: int) -> None:
        self.drop()

    # ------------------------------------------------------------------ where things are
    def _hand_card_at(self, x: float, y: float) -> CardSprite | None:
        """The topmost card of the player's hand under logical point ``(x, y)``."""
        p = self.flow
        if not any(p.human):
            return None
        mine = {int(c) for c in p.state.hands[p.my_seat]}
        for sprite in reversed(self.cards.cards):
            if int(sprite.card) in mine and sprite.collides_with_point((x, y)):
                return sprite
        return None

    def _over_stock(self, x: float, y: float) -> bool:
        lay = self.cards.layout
        return self.flow.state.stock_size > 0 and lay.pile_box(lay.stock).contains(x, y)

    def _over_waste(self, x: float, y: float, sprite: CardSprite | None = None) -> bool:
        cx, cy = self.cards.layout.waste_center
        w, h = card_size(self.cards.layout.pile_scale)
        margin = 30.0
        points = [(x, y)] + ([sprite.position] if sprite is not None else [])
        return any(abs(px - cx) <= w / 2 + margin and abs(py - cy) <= h / 2 + margin
                   for px, py in points)

    # ------------------------------------------------------------------ gestures
    def press(self, x: float, y: float) -> bool | None:
        """A left press at ``(x, y)`` not taken by a widget: lift, double-click or draw."""
        p = self.flow
        sprite = self._hand_card_at(x, y)
        if sprite is not None:
            if not p.game.is_human_turn():
                p.not_your_turn()
                return True
            if p.double_click.press(int(sprite.card)):
                self.play(sprite.card)
                return True
            self.drag = Drag(sprite.card, sprite, (sprite.center_x - x, sprite.center_y - y),
                             (x, y))
            sprite.set_pose(sprite.center_x, sprite.center_y, 0.0,
                            self.cards.layout.hand_scale * LIFT)
            self.cards.restack()
            return True
        if self._over_stock(x, y):
            p.double_click.reset()
            p.draw()
            return True
        return None

    def move(self, x: float, y: float) -> None:
        """The held card follows the pointer; the waste glows green or red under it (only
        called while a card is held)."""
        drag = self.drag
        assert drag is not None
        px, py = drag.follow(x, y)
        drag.sprite.set_pose(px, py, 0.0, self.cards.layout.hand_scale * LIFT)
        drag.over_waste = self._over_waste(x, y, drag.sprite)
        if drag.over_waste:
            drag.legal = int(drag.card) in self.flow.legal_cards()
            self.waste_glow = theme.GLOW_LEGAL if drag.legal else theme.GLOW_ILLEGAL
            self.drop_cue = (drag.legal, "" if drag.legal else self._why_not(int(drag.card)))
        else:
            self.waste_glow = None
            self.drop_cue = None

    def _why_not(self, card: int) -> str:
        """The engine's reason ``card`` cannot be played now, in a player's words."""
        p = self.flow
        if not p.game.is_human_turn():
            return _("Not your turn")
        return refusal(p.position, p.state, MOVES[card])

    def release(self, x: float, y: float) -> None:
        """Dropped on the waste: play it; anywhere else: it goes back (only called while a
        card is held)."""
        drag = self.drag
        assert drag is not None
        self.waste_glow = None
        self.drop_cue = None
        if drag.moved and self._over_waste(x, y, drag.sprite) and not self.moved_this_gesture:
            self.play(drag.card)
        else:
            if drag.moved and not self.moved_this_gesture:
                self._reorder(drag)
            self.return_held()

    def _reorder(self, drag: Drag) -> bool:
        """A card dropped on the hand takes the place of the hand card nearest to it (the
        hand keeps the player's own order from then on); True if the order changed."""
        p = self.flow
        hand = p.state.hands[p.my_seat]
        shown = [int(c) for c in sorted_hand(hand, p.hand_order)]
        targets = self.cards.targets()
        x, y = drag.sprite.position
        w, h = card_size(self.cards.layout.hand_scale)
        near = min(shown, key=lambda k: abs(targets[k][0].x - x) + abs(targets[k][0].y - y))
        slot = targets[near][0]
        if abs(slot.y - y) > h * 0.75 or abs(slot.x - x) > w:
            return False  # dropped beside the hand: it only goes back
        return p.hand_order.move(hand, int(drag.card), shown.index(near))

    def play(self, card) -> bool:
        """Play ``card``; refused (or not the player's turn), it goes back to the hand."""
        if self.flow.play(card):
            return True
        if self.flow.picking != int(card):
            self.return_held()
        return False

    def drop(self) -> None:
        """Forget the held card (it is being played, or waits for a suit)."""
        self.drag = None
        self.waste_glow = None
        self.drop_cue = None

    def return_held(self) -> None:
        """A held or dragged card glides back to its place in the hand."""
        self.returning = self.held
        self.drop()
        self.cards.place_all(duration=0.28)

    def over_texts(self) -> list:
        """The sprites that pass over the table's texts: the held card and the one gliding
        back (under the status line it read as slipping behind the words)."""
        sprites = self.cards.sprites
        if self.returning is not None and not (self.returning in sprites
                                               and sprites[self.returning].is_animating):
            self.returning = None  # home
        keys = (self.held, self.returning)
        return [sprites[k] for k in keys if k is not None and k in sprites]


__all__ = ["LIFT", "PointerInput"]
