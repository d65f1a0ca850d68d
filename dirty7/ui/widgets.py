"""Styled arcade.gui widgets: rounded felt-table buttons, a selectable option, a paged row
of options and a yes/no question over the screen.

Why a subclass instead of a style dict: ``UIFlatButton`` paints a square flat rectangle;
card-game UIs read better with rounded, slightly lit buttons. The subclass keeps all of
``UIFlatButton``'s behaviour (states, click events, label) and only changes the painting.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from dirty7.ui import theme
from dirty7.ui.bootstrap import arcade, gui

_Style = gui.UIFlatButton.UIStyle


def _style(bg, text, border=None, size: int = theme.BUTTON_SIZE) -> gui.UIFlatButton.UIStyle:
    return _Style(
        font_size=size,
        font_name=theme.BODY_FONT,
        font_color=text,
        bg=bg,
        border=border,
        border_width=2 if border else 0,
    )


def button_style(primary: bool = False, size: int = theme.BUTTON_SIZE) -> dict:
    """State → style for a normal or a primary (gold) button."""
    if primary:
        return {
            "normal": _style(theme.PRIMARY_BG, theme.PRIMARY_TEXT, theme.GOLD_DARK, size),
            "hover": _style(theme.PRIMARY_HOVER, theme.PRIMARY_TEXT, theme.CREAM, size),
            "press": _style(theme.PRIMARY_PRESS, theme.PRIMARY_TEXT, theme.GOLD_DARK, size),
            "disabled": _style(theme.BUTTON_DISABLED, theme.TEXT_DIM, None, size),
        }
    return {
        "normal": _style(theme.BUTTON_BG, theme.BUTTON_TEXT, theme.BUTTON_BORDER, size),
        "hover": _style(theme.BUTTON_HOVER, theme.BUTTON_TEXT, theme.CREAM, size),
        "press": _style(theme.BUTTON_PRESS, theme.BUTTON_TEXT, theme.BUTTON_BORDER, size),
        "disabled": _style(theme.BUTTON_DISABLED, theme.TEXT_DIM, None, size),
    }


def selected_style(size: int = theme.BUTTON_SIZE) -> dict:
    """Style of the chosen option in a group (gold outline on a lit felt)."""
    sel = _style((46, 118, 74), theme.CREAM, theme.GOLD, size)
    return {"normal": sel, "hover": sel, "press": sel, "disabled": sel}


def suit_button_style(color: tuple[int, int, int], size: int = 46) -> dict:
    """A cream card-like button whose label is a large suit symbol in the suit's colour."""
    return {
        "normal": _style(theme.CREAM, color, theme.GOLD_DARK, size),
        "hover": _style((255, 252, 240), color, theme.GOLD, size),
        "press": _style((232, 224, 200), color, theme.GOLD_DARK, size),
        "disabled": _style(theme.BUTTON_DISABLED, theme.TEXT_DIM, None, size),
    }


class TableButton(gui.UIFlatButton):
    """A rounded button; ``primary=True`` makes it the gold call to action."""

    def __init__(self, *, text: str = "", primary: bool = False, radius: int = 12, **kwargs):
        if kwargs.get("style") is None:
            kwargs["style"] = button_style(primary)
        # The label is made empty and gets its text once the style's font is set: made
        # with the text, it would lay the text out (and render its glyphs) in Arcade's
        # default font first, for nothing.
        super().__init__(text="", **kwargs)
        if text:
            self.text = text
        self.radius = radius

    def do_render(self, surface) -> None:  # type: ignore[override]
        self.prepare_render(surface)
        style = self.get_current_style()
        self._apply_style(style)
        bg = style.get("bg", None) or theme.BUTTON_BG
        border = style.get("border", None)
        patch = theme.nine_patch(tuple(bg), tuple(border) if border else None, self.radius)
        surface.draw_texture(0, 0, self.content_width, self.content_height, patch)


class OptionButton(TableButton):
    """One option of a choice group: looks selected while ``selected`` is true."""

    def __init__(self, *, text: str = "", value: str = "", **kwargs):
        super().__init__(text=text, **kwargs)
        self.value = value
        self._normal_style = dict(self.style)
        self._selected = False

    @property
    def selected(self) -> bool:
        return self._selected

    @selected.setter
    def selected(self, value: bool) -> None:
        if value != self._selected:
            self._selected = value
            self.style = selected_style() if value else dict(self._normal_style)
            self.trigger_full_render()


#: Room a button keeps between its label and its edges (both sides together).
LABEL_MARGIN = 12
ELLIPSIS = "\u2026"


@lru_cache(maxsize=512)
def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is in the body font at ``size`` (logical units)."""
    return arcade.Text(text, 0, 0, font_size=size, font_name=theme.BODY_FONT,
                       bold=bold).content_width


def fit_text(text: str, width: float, size: float) -> str:
    """``text``, shortened with an ellipsis when it is wider than ``width`` at ``size``.

    Why: a plugin may call its strategy anything; a label cut mid-letter (or shrunk to an
    unreadable size) tells the player nothing, an ellipsis says "there is more".
    """
    if text_width(text, size) <= width:
        return text
    words = text
    while len(words) > 1 and text_width(words.rstrip() + ELLIPSIS, size) > width:
        words = words[:-1]
    return words.rstrip() + ELLIPSIS


class OptionPager(gui.UIBoxLayout):
    """A row of options that holds any number of them: it pages.

    Why pages rather than wrapping: the rows sit in panels with little height to spare
    (the menu, the settings sheet), but width is fixed too, so when the options would get
    narrower than ``min_width`` the row shows as many as fit, between ‹ and › buttons
    that turn the page. Labels keep their font size and are shortened with an ellipsis
    when they do not fit. ``make_button(value, label, width)`` makes each option's button;
    the caller wires its click. :meth:`show` turns to the page of a value (keyboard focus);
    ``on_turn`` (if set) is called whenever the page changes.
    """

    def __init__(self, choices: Sequence[tuple[Any, str]], *, width: float, height: float,
                 font_size: float, make_button: Callable[[Any, str, float], OptionButton],
                 gap: float = 10, min_width: float = 96, max_width: float | None = None,
                 arrow_width: float = 34) -> None:
        super().__init__(vertical=False, space_between=gap, align="center")
        count = max(1, len(choices))
        paged = count * min_width + gap * (count - 1) > width
        inner = width - 2 * (arrow_width + gap) if paged else width
        self.per_page = max(1, int((inner + gap) // (min_width + gap))) if paged else count
        each = (inner - gap * (self.per_page - 1)) / self.per_page
        if max_width is not None:
            each = min(each, max_width)
        self.font_size = font_size
        self.values = [value for value, _ in choices]
        self.labels = dict(choices)
        self.buttons: dict[Any, OptionButton] = {}
        self.shortened: dict[Any, bool] = {}
        for value, label in choices:
            text = fit_text(label, each - LABEL_MARGIN, font_size)
            self.buttons[value] = make_button(value, text, each)
            self.shortened[value] = text != label
        self.prev_button = self.next_button = None
        if paged:
            arrows = button_style(size=round(font_size + 4))
            self.prev_button = TableButton(text="\u2039", width=arrow_width, height=height,
                                           style=arrows)
            self.next_button = TableButton(text="\u203a", width=arrow_width, height=height,
                                           style=arrows)
            self.prev_button.on_click = lambda _e=None: self.turn(-1)  # type: ignore[method-assign]
            self.next_button.on_click = lambda _e=None: self.turn(+1)  # type: ignore[method-assign]
        self.page = 0
        self.on_turn: Callable[[], None] | None = None
        self._fill()

    @property
    def page_count(self) -> int:
        return max(1, -(-len(self.values) // self.per_page))

    @property
    def shown(self) -> list[Any]:
        """The values on the current page, left to right."""
        start = self.page * self.per_page
        return self.values[start:start + self.per_page]

    @property
    def page_text(self) -> str:
        """Where the page is, e.g. "4–6 of 25" ("" when everything fits)."""
        if self.page_count == 1:
            return ""
        start = self.page * self.per_page
        return f"{start + 1}\u2013{start + len(self.shown)} of {len(self.values)}"

    def turn(self, delta: int) -> None:
        """Show the next (``+1``) or previous (``-1``) page, wrapping around."""
        self.page = (self.page + delta) % self.page_count
        self._fill()

    def show(self, value: Any) -> None:
        """Turn to the page holding ``value`` (nothing happens for an unknown one)."""
        if value in self.values:
            page = self.values.index(value) // self.per_page
            if page != self.page:
                self.page = page
                self._fill()

    def _fill(self) -> None:
        self.clear()
        if self.prev_button is not None:
            self.add(self.prev_button)
        for value in self.shown:
            self.add(self.buttons[value])
        if self.next_button is not None:
            self.add(self.next_button)
        if self.on_turn is not None:
            self.on_turn()


def draw_focus_ring(rect, color=theme.CREAM) -> None:
    """A rounded outline just outside ``rect`` (logical units): the keyboard focus."""
    ring = theme.nine_patch((0, 0, 0, 0), (*color[:3], 230), 14)
    ring.draw_rect(rect=arcade.LBWH(rect.left - 4, rect.bottom - 4, rect.width + 8,
                                    rect.height + 8))


class ConfirmDialog(gui.UIMouseFilterMixin, gui.UIAnchorLayout):
    """A yes/no question over a dimmed screen (add it to a UI layer to ask).

    Why not ``UIMessageBox``: it answers only to the mouse. This one swallows every mouse
    event under it like ``UIMessageBox`` does, and answers the keyboard through
    :meth:`on_key`: ← → or Tab move the focus between the answers, Enter or Space choose
    the focused one, Y says yes, N or Esc say no. The focus starts on "no" (the answer
    that loses nothing); the owner draws it with :meth:`draw_focus`.
    """

    def __init__(self, title: str, body: str, *, yes_text: str, no_text: str,
                 on_yes: Callable[[], None], on_no: Callable[[], None],
                 yes_style: dict | None = None) -> None:
        super().__init__()
        self.with_background(color=(0, 0, 0, 150))
        self.on_yes, self.on_no = on_yes, on_no
        box = gui.UIBoxLayout(vertical=True, space_between=14, align="center")
        self.title = gui.UILabel(title, font_name=theme.TITLE_FONT,
                                 font_size=theme.HEADING_SIZE - 4, text_color=theme.CREAM,
                                 bold=True)
        self.body = gui.UILabel(body, font_name=theme.BODY_FONT, font_size=theme.BODY_SIZE,
                                text_color=theme.TEXT_DIM)
        box.add(self.title)
        box.add(self.body)
        box.add(gui.UISpace(height=6, width=10))
        row = gui.UIBoxLayout(vertical=False, space_between=16)
        self.no_button = TableButton(text=no_text, width=200, height=48)
        self.yes_button = TableButton(text=yes_text, width=200, height=48,
                                      style=yes_style or button_style(primary=True))
        self.no_button.on_click = lambda _e=None: self.answer(False)  # type: ignore[method-assign]
        self.yes_button.on_click = lambda _e=None: self.answer(True)  # type: ignore[method-assign]
        row.add(self.no_button)
        row.add(self.yes_button)
        box.add(row)
        self.keys = gui.UILabel(
            "\u2190 \u2192 choose   \u00b7   Enter answer   \u00b7   Y yes   \u00b7   N / Esc no",
            font_name=theme.BODY_FONT, font_size=theme.SMALL_SIZE - 1,
            text_color=(*theme.TEXT_DIM, 190))
        box.add(self.keys)
        box.with_padding(top=30, bottom=24, left=48, right=48)
        box.with_background(texture=theme.nine_patch((8, 38, 24, 250), (*theme.GOLD, 150), 20))
        self.add(box, anchor_x="center", anchor_y="center")
        self.focus_yes = False

    @property
    def focused_button(self) -> TableButton:
        return self.yes_button if self.focus_yes else self.no_button

    def answer(self, yes: bool) -> None:
        (self.on_yes if yes else self.on_no)()

    def on_key(self, symbol: int) -> bool:
        """Answer or move the focus; True when the key was the dialog's."""
        key = arcade.key
        if symbol in (key.LEFT, key.RIGHT, key.TAB, key.UP, key.DOWN):
            self.focus_yes = not self.focus_yes
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.SPACE):
            self.answer(self.focus_yes)
        elif symbol == key.Y:
            self.answer(True)
        elif symbol in (key.N, key.ESCAPE, key.BACKSPACE):
            self.answer(False)
        else:
            return False
        return True

    def draw_focus(self) -> None:
        """Draw the keyboard focus around the focused answer (logical units)."""
        if self.focused_button.rect.width > 0:
            draw_focus_ring(self.focused_button.rect)


__all__ = [
    "ConfirmDialog", "OptionButton", "OptionPager", "TableButton", "arcade", "button_style",
    "draw_focus_ring", "fit_text", "selected_style", "suit_button_style", "text_width",
]
