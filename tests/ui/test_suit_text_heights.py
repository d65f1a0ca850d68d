"""A panel text's measured heights: what :meth:`SuitText.height_for` says is what the text
laid out at that width and size is, and a height measured once is not laid out again (the
panels' searches for where their text fits try the same texts again and again)."""

from __future__ import annotations

import itertools

import pytest

from dirty7.ui.core import theme
from dirty7.ui.core.suit_text import SuitText

#: A number for a text no earlier test (or earlier run in this process) measured.
_FRESH = itertools.count()
TEXTS = ["A♣ on 7♦", "Hard played J♠ naming ♥: it holds three hearts and the stock is low",
         "\n".join(f"• line {i}: the computer drew a card" for i in range(6))]


def _text(text: str = "", width: int = 200, size: float = 12) -> SuitText:
    return SuitText(text, 0, 0, theme.TEXT, size, width=width)


@pytest.mark.parametrize("width", [90, 200, 420])
@pytest.mark.parametrize("size", [10, 13.5])
def test_a_measured_height_is_the_height_of_the_text_laid_out(window, width, size):
    body = _text("something else", width=333, size=9)
    for text in TEXTS:
        assert body.height_for(text, width, size) == _text(text, width, size).content_height


def test_a_height_measured_before_is_not_laid_out_again(window):
    first, other = _text(), _text("kept as it is")
    fresh = f"{TEXTS[1]} ({next(_FRESH)}, {id(first)})"
    height = first.height_for(fresh, 150, 11)
    assert first.text == fresh  # a miss lays the text out where it was asked
    assert other.height_for(fresh, 150, 11) == height
    assert (other.text, other.width, other.font_size) == ("kept as it is", 200, 12)


def test_the_empty_text_is_no_height_whatever_was_held_before(window):
    held = _text("one\ntwo\nthree", 300, 12.75)
    assert held.height_for("", 300, 12.75) == 0 == _text("", 300, 12.75).content_height


def test_a_height_is_not_asked_inside_a_batch(window):
    body = _text("short")
    with body.batch(), pytest.raises(RuntimeError, match="inside batch"):
        body.height_for(f"never laid out here {next(_FRESH)}", 300, 12.25)


def test_its_own_width_and_size_are_used_when_none_is_given(window):
    body = _text(width=120, size=14)
    assert body.height_for(TEXTS[2]) == _text(TEXTS[2], 120, 14).content_height
    assert body.height_for(TEXTS[2]) != _text(TEXTS[2], 400, 14).content_height
