"""Suit symbols in their suit's colour inside a text (the game log).

Why: a line such as "Computer played 7♦" shows the suit by its symbol; in the deck's
colours (two or four, :func:`dirty7.ui.core.theme.suit_color`) it reads at a glance, as
on the cards. The log's panel is dark, so each ink is lightened there and black becomes
the text's own colour. A pyglet label keeps one style for all of its text unless its
document is a formatted one: the text's document is swapped once for such a document.
"""

from __future__ import annotations

from pyglet.text.document import FormattedDocument

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade

SYMBOLS = "♣♦♥♠"


def ink_on_dark(suit: int, text_color=theme.TEXT) -> tuple[int, int, int]:
    """The suit's colour made readable on a dark panel (black: the text colour)."""
    color = theme.suit_color(suit)
    if color == theme.SUIT_BLACK:
        return tuple(text_color[:3])
    return tuple(round(c + (255 - c) * 0.45) for c in color)


def ink_suits(text: arcade.Text) -> None:
    """Colour every suit symbol of ``text`` (call after each change of its text)."""
    label = text._label
    document = label.document
    if not isinstance(document, FormattedDocument):
        formatted = FormattedDocument(document.text)
        formatted.set_style(0, len(formatted.text), dict(document.styles))
        label.document = formatted
        document = formatted
    base = tuple(text.color)
    body = document.text
    document.set_style(0, len(body), {"color": base})
    for i, char in enumerate(body):
        suit = SYMBOLS.find(char)
        if suit >= 0:
            document.set_style(i, i + 1, {"color": (*ink_on_dark(suit, base), 255)})


__all__ = ["SYMBOLS", "ink_on_dark", "ink_suits"]
