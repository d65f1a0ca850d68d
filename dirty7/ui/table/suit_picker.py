"""The wild card's suit picker: four large suit buttons (keys 1–4), Esc takes the card
back.

Why a widget of its own: the wild card's move is made only once a suit is chosen, so the
picker is a small modal step between "the player let go of a Jack" and "the move". It
knows nothing of the rules: it is opened with the card (its title names the card's rank:
a Jack, or an Eight in Crazy Eights) and reports a suit index (C D H S = 0..3) or a
cancel.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.game.card_words import suit_title
from dirty7.i18n import N_, _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.widgets.buttons import TableButton, on_click, suit_button_style

SUIT_SYMBOLS = "♣♦♥♠"
_EIGHT = 7
#: The title and the key line by the wild card's rank (each its own message: a language
#: may inflect the rank), the Jack's for any other.
_WORDS = {_EIGHT: (N_("Name a suit for the Eight"),
                   N_("Click a suit or press 1–4   ·   Esc takes the Eight back"))}
_JACK_WORDS = (N_("Name a suit for the Jack"),
               N_("Click a suit or press 1–4   ·   Esc takes the Jack back"))
KEYS = {
    arcade.key.KEY_1: 0, arcade.key.KEY_2: 1, arcade.key.KEY_3: 2, arcade.key.KEY_4: 3,
    arcade.key.NUM_1: 0, arcade.key.NUM_2: 1, arcade.key.NUM_3: 2, arcade.key.NUM_4: 3,
}


class SuitPicker(gui.UIAnchorLayout):
    """A hidden-until-opened panel; ``on_choose(suit)`` or ``on_cancel()`` closes it."""

    def __init__(self, *, on_choose: Callable[[int], object], on_cancel: Callable[[], object],
                 center_y_offset: float = 0.0) -> None:
        super().__init__()
        self.on_choose = on_choose
        self.on_cancel = on_cancel
        self.buttons: list[TableButton] = []
        panel = gui.UIBoxLayout(vertical=True, space_between=14, align="center")
        self.title = gui.UILabel(
            _("Name a suit for the Jack"), font_name=theme.BODY_FONT, font_size=theme.BODY_SIZE + 3,
            text_color=theme.panel_text(theme.CREAM), bold=True,
        )
        panel.add(self.title)
        row = gui.UIBoxLayout(vertical=False, space_between=16)
        for suit in range(4):
            box = gui.UIBoxLayout(vertical=True, space_between=6, align="center")
            button = TableButton(
                text=SUIT_SYMBOLS[suit], width=104, height=112, radius=14,
                style=suit_button_style(theme.suit_color(suit)),
            )
            on_click(button, self._chooser(suit))
            self.buttons.append(button)
            box.add(button)
            box.add(gui.UILabel(
                f"{suit + 1}  {suit_title(suit)}", font_name=theme.BODY_FONT,
                font_size=theme.SMALL_SIZE, text_color=theme.panel_text(theme.TEXT_DIM),
            ))
            row.add(box)
        panel.add(row)
        self.keys_line = gui.UILabel(
            _("Click a suit or press 1–4   ·   Esc takes the Jack back"),
            font_name=theme.BODY_FONT, font_size=theme.SMALL_SIZE,
            text_color=theme.panel_text(theme.TEXT_DIM),
        )
        panel.add(self.keys_line)
        panel.with_padding(top=22, bottom=22, left=30, right=30)
        panel.with_background(texture=theme.nine_patch(
            *theme.panel_colors((8, 36, 22, 235), theme.GOLD_DARK), 20))
        self.panel = panel
        self.add(panel, anchor_x="center", anchor_y="center", align_y=center_y_offset)
        self.visible = False

    def _chooser(self, suit: int) -> Callable[[], None]:
        return lambda: self.choose(suit)

    @property
    def is_open(self) -> bool:
        return bool(self.visible)

    def open(self, card: int | None = None) -> None:
        """Show the picker for ``card`` (a card number; its rank names the words)."""
        title, keys = _WORDS.get(card % 13, _JACK_WORDS) if card is not None else _JACK_WORDS
        if self.title.text != _(title):
            self.title.text = _(title)
            self.keys_line.text = _(keys)
            self.title.fit_content()
            self.keys_line.fit_content()
        self.visible = True

    def close(self) -> None:
        self.visible = False

    def choose(self, suit: int) -> None:
        if self.is_open:
            self.close()
            self.on_choose(suit)

    def cancel(self) -> None:
        if self.is_open:
            self.close()
            self.on_cancel()

    def handle_key(self, symbol: int) -> bool:
        """Keys 1–4 choose, Esc cancels; True when the key was the picker's."""
        if not self.is_open:
            return False
        if symbol in KEYS:
            self.choose(KEYS[symbol])
            return True
        if symbol == arcade.key.ESCAPE:
            self.cancel()
            return True
        return True  # the picker is modal: other keys do nothing meanwhile


__all__ = ["SuitPicker"]
