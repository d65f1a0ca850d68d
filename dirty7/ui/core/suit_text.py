"""Multiline panel text whose suit symbols (♣♦♥♠) are drawn in their suit's colour.

Why a formatted document rather than symbols placed by hand: the colour belongs to the
characters themselves (``set_style`` over each symbol's range of a pyglet
``FormattedDocument``), so however the layout wraps the lines the colours stay on their
symbols. The colours are asked of :func:`theme.suit_text_color` every time the text is
set or :meth:`SuitText.restyle` is called, so they follow the look (four-colour deck,
high contrast).

The class offers the few members of ``arcade.Text`` the panels and screens use
(``text``, ``position``, ``width``, ``font_size``, ``color``, ``anchor_x``,
``anchor_y``, ``content_width``, ``content_height``, ``draw``), so one swaps for the
other.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import pyglet
from dirty7.ui.core.recent import Recent

if TYPE_CHECKING:
    from pyglet.customtypes import AnchorX, AnchorY

SUIT_SYMBOLS = "♣♦♥♠"

#: How many measured heights :meth:`SuitText.height_for` keeps (every panel's together).
HEIGHTS_KEPT = 2048
#: Measured heights by (text, width, size, font, bold, multiline): nothing else moves one.
_heights: Recent[tuple[str, int | None, float, str, bool, bool], int] = Recent(HEIGHTS_KEPT)


def suit_ranges(text: str) -> list[tuple[int, int]]:
    """(index, suit) of every suit symbol in ``text``."""
    return [(i, SUIT_SYMBOLS.index(ch)) for i, ch in enumerate(text) if ch in SUIT_SYMBOLS]


@lru_cache(maxsize=8)
def _font(names: tuple[str, ...]) -> str:
    """The first of ``names`` pyglet has (as ``arcade.Text`` picks it)."""
    return pyglet.font.load(names).name


class PlacedText(Protocol):
    """Where a text stands and how large it is, ``arcade.Text`` or :class:`SuitText` (what
    a layout reads to keep texts clear of one another)."""

    @property
    def text(self) -> str: ...
    @property
    def x(self) -> float: ...
    @property
    def y(self) -> float: ...
    @property
    def content_width(self) -> float: ...
    @property
    def content_height(self) -> float: ...
    @property
    def anchor_x(self) -> str: ...
    @property
    def anchor_y(self) -> str: ...


class SizedText(Protocol):
    """What a layout that grows text needs of it, ``arcade.Text`` or :class:`SuitText`."""

    font_size: float


class SuitText:
    """Text with coloured suit symbols: word-wrapped and top-left anchored when given a
    ``width``, else one line anchored as asked (``anchor_x``, ``anchor_y``)."""

    def __init__(self, text: str, x: float, y: float, color: Sequence[int], font_size: float,
                 *, width: int | None = None, font_name: Sequence[str] | str = theme.BODY_FONT,
                 bold: bool = False, anchor_x: AnchorX = "left", anchor_y: AnchorY = "top") -> None:
        self._doc = pyglet.text.document.FormattedDocument("")
        self._color = tuple(color)
        self._font_size = font_size
        self._bold = bold
        self._font_name = _font(tuple(font_name) if not isinstance(font_name, str)
                                else (font_name,))
        self._layout = pyglet.text.layout.TextLayout(
            self._doc, x=x, y=y, width=None if width is None else int(width),
            multiline=width is not None, anchor_x=anchor_x, anchor_y=anchor_y)
        self._batched = 0
        self.text = text

    # --- the text and its styles ---------------------------------------------------------
    @property
    def text(self) -> str:
        return self._doc.text

    @text.setter
    def text(self, value: str) -> None:
        with self.batch():
            self._doc.text = value
            self._style()

    def restyle(self) -> None:
        """Colour again from the current look (after the look changed)."""
        with self.batch():
            self._style()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Changes to the text, its size and its width laid out once, when the outermost
        batch ends. Why: pyglet lays the whole text out again after each change, and a
        panel that sets its width, size and text for each box it tries paid three times."""
        self._batched += 1
        if self._batched == 1:
            self._layout.begin_update()
        try:
            yield
        finally:
            self._batched -= 1
            if not self._batched:
                self._layout.end_update()

    def _style(self) -> None:
        doc = self._doc
        end = len(doc.text)
        if not end:
            return
        colour = tuple(self._color) + (255,) * (4 - len(self._color))
        doc.set_style(0, end, {"font_name": self._font_name, "font_size": self._font_size,
                               "color": colour, "weight": "bold" if self._bold else "normal"})
        for i, suit in suit_ranges(doc.text):  # as opaque as the text (a fading toast)
            doc.set_style(i, i + 1, {"color": (*theme.suit_text_color(suit), colour[3])})

    @property
    def color(self) -> tuple[int, ...]:
        return self._color

    @color.setter
    def color(self, value: Sequence[int]) -> None:
        if tuple(value) != self._color:
            self._color = tuple(value)
            self.restyle()

    @property
    def font_size(self) -> float:
        return self._font_size

    @font_size.setter
    def font_size(self, value: float) -> None:
        if value != self._font_size:
            self._font_size = value
            self.restyle()

    def height_for(self, text: str, width: float | None = None,
                   font_size: float | None = None) -> int:
        """The height ``text`` takes laid out as this text lays it out, ``width`` wide at
        ``font_size`` (its own where None).

        Why: a panel searches for where and how large its text fits (the Why? panel tries
        boxes, sizes and columns; a scrolled panel bisects over the lines to leave out),
        and each try laid the whole text out again. A height depends only on the words, the
        width, the size, the font and the wrapping, so each is laid out once, for every
        panel; the colours of the suits play no part. Measuring anew lays ``text`` out in
        this text (it then holds ``text`` at that width and size): the caller sets the
        text it chose after its search. Not inside :meth:`batch` (nothing is laid out
        there until it ends); the empty text is 0 high (pyglet keeps the last height).
        """
        if not text:
            return 0
        if self._batched:
            raise RuntimeError("SuitText.height_for inside batch(): nothing is laid out there")
        wrap = self._layout.width if width is None else int(width)
        size = self._font_size if font_size is None else font_size
        key = (text, wrap, size, self._font_name, self._bold, bool(self._layout.multiline))
        height = _heights.get(key)
        if height is None:
            with self.batch():
                if wrap is not None:
                    self.width = wrap
                self.font_size = size
                self.text = text
            height = self.content_height
            _heights.put(key, height)
        return height

    # --- placing -------------------------------------------------------------------------
    @property
    def width(self) -> int:
        return int(self._layout.width or 0)

    @width.setter
    def width(self, value: float) -> None:
        # pyglet lays the text out again at every width set (inside a batch, when it ends)
        if int(value) != self._layout.width:
            self._layout.width = int(value)

    @property
    def position(self) -> tuple[float, float]:
        return self._layout.x, self._layout.y

    @position.setter
    def position(self, xy: tuple[float, float]) -> None:
        self._layout.position = (xy[0], xy[1], 0)

    @property
    def x(self) -> float:
        return self._layout.x

    @property
    def y(self) -> float:
        return self._layout.y

    @property
    def anchor_x(self) -> AnchorX:
        return self._layout.anchor_x

    @property
    def anchor_y(self) -> AnchorY:
        return self._layout.anchor_y

    @property
    def content_width(self) -> int:
        return self._layout.content_width

    @property
    def content_height(self) -> int:
        return self._layout.content_height

    def draw(self) -> None:
        self._layout.draw()


__all__ = ["SUIT_SYMBOLS", "PlacedText", "SizedText", "SuitText", "suit_ranges"]
