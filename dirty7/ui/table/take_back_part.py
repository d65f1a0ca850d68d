"""The Take back button and Ctrl+Z at the table (the rule is the flow's:
dirty7.game.table.take_back).

The button stands under Draw and Pass only while a take-back is offered (the computer's
pause after the player's play); Ctrl+Z does the same and, like Esc or H, still acts when
its press first finished an animation (the play still flying is the misclick). After a
take-back the card glides back to its place in the hand and the game log marks it.
"""

from __future__ import annotations

from dirty7.i18n import N_, _
from dirty7.rules import CARDS
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.layout import Box
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.widgets.buttons import TableButton, on_click

TAKE_BACK_KEY = arcade.key.Z
LABEL = N_("Take back")


def is_take_back_key(symbol: int, modifiers: int) -> bool:
    """Ctrl+Z (Cmd+Z on a Mac)."""
    return symbol == TAKE_BACK_KEY and bool(
        modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_COMMAND))


class TakeBackPart(TablePart):
    """The take-back's button and key on ``view`` (a TableView)."""

    def __init__(self, view) -> None:
        self.view = view
        self.flow = view.flow
        self.button = TableButton(text=_(LABEL), width=190, height=52)
        on_click(self.button, self.take_back)
        self.holder = gui.UIAnchorLayout()
        self.holder.visible = False
        view.ui.add(self.holder)
        self.flow.events.taken_back.connect(self.on_taken_back)
        self.flow.events.tick.connect(self.on_tick)
        self.flow.events.move.connect(self.on_move)

    def box(self) -> Box:
        """Under the Pass button's place, as wide as Draw and Pass."""
        under = self.view.layout.button_boxes(2)[1]
        return Box(under.left, under.bottom - under.height - 14, under.width, under.height)

    def place(self) -> None:
        box = self.box()
        self.holder.clear()
        self.holder.add(self.button, anchor_x="left", anchor_y="bottom", align_x=box.left,
                        align_y=box.bottom)

    def on_tick(self, _delta_time: float) -> None:
        """Shown exactly while a take-back is offered (it ends when the computer decides)."""
        offered = self.flow.take_back.offered and self.flow.picking is None
        if self.holder.visible != offered:
            self.holder.visible = offered

    def on_move(self, _events: list) -> None:
        """A move was made: the computer's answer ends the offer in the frame it comes,
        not a frame later (the flow's tick comes before it asks the computer)."""
        self.on_tick(0.0)

    def take_back(self) -> bool:
        view = self.view
        view.picker.cancel()  # a Jack after an Ace: its suit is no longer asked
        view.pointer.return_held()
        return self.flow.take_back.take_back()

    def on_taken_back(self, move) -> None:
        """The card glides home; a waste card uncovered again is made where it lies."""
        sprites = self.view.card_sprites
        for key, (slot, face_up) in sprites.targets().items():
            if key not in sprites.sprites:
                sprites.sprite(CARDS[key], face_up, at=slot)
        sprites.place_all(duration=0.3)
        self.view.log_part.game_log.take_back(
            _("You take back {card}").format(card=CARDS[int(move.card)].pretty()))
        self.holder.visible = False
        self.view.hud.refresh_texts()

    # --- keys -----------------------------------------------------------------------------
    @staticmethod
    def acts_after_skip(symbol: int, modifiers: int) -> bool:
        return is_take_back_key(symbol, modifiers)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if not is_take_back_key(symbol, modifiers):
            return False
        self.take_back()
        return True


__all__ = ["LABEL", "TAKE_BACK_KEY", "TakeBackPart", "is_take_back_key"]
