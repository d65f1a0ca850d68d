"""A row of options that pages when they do not fit, and the text fitting it needs."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.arcade_private import resolved_font_name
from dirty7.ui.core.bootstrap import gui, pyglet
from dirty7.ui.widgets.buttons import OptionButton, TableButton, button_style, on_click

#: Room a button keeps between its label and its edges (both sides together).
LABEL_MARGIN = 12
ELLIPSIS = "\u2026"
#: The resolution pyglet lays a label's text out at (a label made without one).
LAYOUT_DPI = 96


#: The least room between a choice's word and each side of its button (× the text scale).
WORD_ROOM = 7


def row_widths(words: Sequence[str], size: float, total: float, gap: float,
               room: float) -> tuple[list[float], float]:
    """Each button's width and the one font size of a row of choices ``words`` that fills
    ``total`` (``gap`` between buttons, ``room`` beside each word, both sides together).

    Equal buttons when every word fits one at ``size``. Else each button is as wide as its
    word with the spare shared out, so a long word ("Crazy Eights", "Очень крупный") takes
    width from a short one ("Mau-Mau") before the row's size has to shrink; only when the
    words together are wider than the row does the size shrink, to the one at which they
    fit (never below 8 points).
    """
    if not words:
        return [], size
    count = len(words)
    inner = total - gap * (count - 1)
    each = inner / count
    widths = [text_width(word, size) for word in words]
    if max(widths, default=0.0) + room <= each:
        return [each] * count, size
    if not any(widths):  # no text: nothing to shrink, equal buttons however narrow
        return [max(0.0, each)] * count, size
    if sum(widths) + room * count > inner:
        size = max(8.0, math.floor(size * (inner - room * count) / sum(widths) * 10) / 10)
        widths = [text_width(word, size) for word in words]
        while sum(widths) + room * count > inner and size > 8.0:  # a font is not linear
            size = round(size - 0.1, 1)
            widths = [text_width(word, size) for word in words]
    spare = max(0.0, inner - sum(widths) - room * count) / count
    return [width + room + spare for width in widths], size


@lru_cache(maxsize=512)
def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is in the body font at ``size`` (logical units): the
    ``content_width`` of an ``arcade.Text`` of it, summed as pyglet's one-line layout sums
    it (each glyph's advance and offset), from the very font and glyphs such a label uses.

    Why no label: one made only to be measured costs about a millisecond (a document, a
    layout, vertex lists), and the menu measures a dozen words before its first frame; the
    glyphs are rendered either way, once, into the font a label of them then reuses.
    """
    weight = pyglet.text.Weight.BOLD if bold else pyglet.text.Weight.NORMAL
    font = pyglet.font.load(resolved_font_name(theme.BODY_FONT), size, weight=weight,
                            italic=False, stretch=False, dpi=LAYOUT_DPI)
    glyphs, offsets = font.get_glyphs(text)
    return sum(glyph.advance for glyph in glyphs) + sum(place.x_advance for place in offsets)


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
        self.values = [value for value, _text in choices]
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
            on_click(self.prev_button, lambda: self.turn(-1))
            on_click(self.next_button, lambda: self.turn(+1))
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
        return _("{first}–{last} of {count}").format(first=start + 1,
                                                     last=start + len(self.shown),
                                                     count=len(self.values))

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
