"""A label that keeps its width in a column, and the warm banner for problems with the
player's files (the settings and statistics screens show it)."""

from __future__ import annotations

from dirty7.game.phrase_words import phrase_words
from dirty7.store.storage import Store, default_store
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import gui
from dirty7.ui.core.patches import LabelMinSizePatch

MESSAGE_TEXT = (255, 226, 200)
MESSAGE_BG = (96, 30, 22, 225)
MESSAGE_BORDER = (236, 140, 110, 160)


def unseen_messages(store: Store | None = None) -> str | None:
    """Storage problems the player has not been shown yet (one per line), or None.

    Why the store's queue rather than the loader's return value: the app loads the settings
    at start-up, long before this screen exists; the store remembers that warning until
    someone shows it, and hands each problem out only once.
    """
    messages = (store or default_store()).pop_messages()
    return "\n".join(map(phrase_words, messages)) if messages else None


class FixedLabel(LabelMinSizePatch, gui.UILabel):
    """A label that keeps at least ``min_width`` (and ``min_height``), so labels line up
    in a column and a panel keeps its size as the text changes.

    Why: a UILabel in a box layout shrinks to its text whatever width it was given, and a
    multiline one measured before its first layout wraps at a few pixels; one whose text
    changes wraps the next text at the last one's width, a little narrower each time. The
    measure that keeps the width reaches into Arcade's private members, so it is
    :class:`~dirty7.ui.core.patches.LabelMinSizePatch` (with its reason and version guard).
    """

    def __init__(self, text: str, min_width: float, min_height: float = 0,
                 **kwargs) -> None:
        self._min_width, self._min_height = min_width, min_height
        super().__init__(text, **kwargs)

    @property
    def min_width(self) -> float:
        """The least width the label keeps (its text may be narrower)."""
        return self._min_width


class MessageBanner(FixedLabel):
    """A warm, readable banner for problems the player should know about (hidden when empty)."""

    def __init__(self, width: int = 980) -> None:
        super().__init__(
            "", width, width=width, multiline=True, font_name=theme.BODY_FONT,
            font_size=theme.SMALL_SIZE, text_color=MESSAGE_TEXT, align="center",
        )
        self.with_padding(top=8, bottom=8, left=16, right=16)
        self.with_background(texture=theme.nine_patch(MESSAGE_BG, MESSAGE_BORDER, 10))
        self.visible = False

    def show(self, text: str | None) -> None:
        """Show ``text`` (None or empty hides the banner), in the player's language."""
        self.text = phrase_words(text or "")
        self.visible = bool(text)
        self.trigger_full_render()
