"""The menu's "Play a challenge": type or paste a friend's code, then play their game.

Why a screen of its own: a code is long, so it gets a wide field of its own, a Paste
button (and ``Ctrl+V``) and room for the reason a code is refused (mistyped, altered, a
computer not installed here), said in plain words while the code stays to be corrected.
Typing adds letters and digits (dashes and spaces are kept as typed and ignored when
read), Backspace takes the last one back, Enter plays, Esc goes back. A pasted message
gives its code alone (what starts with ``D7-``), so a friend's whole message may be pasted.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dirty7.i18n import N_, _
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.widgets.buttons import TableButton
from dirty7.ui.widgets.text_entry import TextEntryView

TITLE = N_("Play a challenge")
EXPLAIN = N_("Type or paste the code a friend sent you (it starts with D7-). You play their "
             "very deal against the very same computer, then compare both games.")
#: The longest code text kept (a paste of a whole message is cut there; the code says why).
MAX_TYPED = 200
#: A code within a pasted message (the words around it are left out).
CODE_IN_TEXT = re.compile(r"D7-[0-9A-Za-z]+(?:-[0-9A-Za-z]+)*", re.IGNORECASE)
#: A code reads best in a font whose 0 and O, 1 and I differ.
CODE_FONT = ("DejaVu Sans Mono", "Consolas", "Menlo", "Liberation Mono", "monospace")


def code_in(pasted: str) -> str:
    """The code within a pasted message ("" when it holds none)."""
    found = CODE_IN_TEXT.search(pasted)
    return found.group(0) if found else ""


class ChallengeEntryView(TextEntryView):
    """The code field, Paste, Play and Back; ``on_play(code)`` returns why the code is
    refused, or None once the game has started."""

    def __init__(self, window: arcade.Window | None = None, *,
                 on_play: Callable[[str], str | None], on_back: Callable[[], None]) -> None:
        super().__init__(window, title=_(TITLE), explain=_(EXPLAIN), placeholder="D7-…",
                         on_done=on_play, on_back=on_back, max_length=MAX_TYPED,
                         ok_label=_("Play"), field_font=CODE_FONT, from_paste=code_in)

    @property
    def code(self) -> str:
        """The code as typed so far."""
        return self.text

    @property
    def play_button(self) -> TableButton:
        return self.ok_button

    def play(self) -> None:
        self.done()


__all__ = ["EXPLAIN", "MAX_TYPED", "TITLE", "ChallengeEntryView", "code_in"]
