"""Lines that scroll in a side panel: the game log and the Why? panel both use this.

Why one scroller for both: a panel that holds more lines than fit must keep its text at
the size the player chose and scroll, not shrink the text (a long Hard Why? at 800×600
and 150 % text shrank to a few pixels) nor cut it. The two panels scroll the same way,
with the same keys and the wheel, and say the same way that lines are hidden: the first
and last lines are always reachable (the log's deal seal, the end of Hard's belief).

The scroll position counts lines back from the last one (0: the last line is on show),
so a log that grows keeps showing its newest lines; a panel read from the top (Why?)
opens with :meth:`ScrolledLines.to_top`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from dirty7.ui.core.bootstrap import arcade

K = arcade.key
#: Keys that scroll an open panel, and by how much (lines; a page is what is on show).
SCROLL_KEYS: dict[int, int | str] = {K.UP: 1, K.DOWN: -1, K.PAGEUP: "page", K.PAGEDOWN: "-page",
               K.HOME: "top", K.END: "end"}
#: With one of these held a key is a shortcut, never a scroll.
_SHORTCUT_MODIFIERS = K.MOD_CTRL | K.MOD_ALT | K.MOD_COMMAND


class MeasuredText(Protocol):
    """A panel's body as the scroller fits it (:class:`dirty7.ui.core.suit_text.SuitText`):
    its text, and the height another text would take in it, measured once."""

    text: str

    def height_for(self, text: str) -> float: ...


class ScrolledLines:
    """Which of ``lines()`` a panel's text body shows, and the keys and wheel that move it.

    ``earlier`` and ``later`` are the lines said at the top (bottom) of the body while
    lines are hidden above (below) it; ``bullet`` goes before each line; ``most`` caps how
    many lines show at once (None: as many as fit).
    """

    def __init__(self, lines: Callable[[], list[str]], *, earlier: str, later: str,
                 bullet: str = "", most: int | None = None) -> None:
        self.lines = lines
        self.earlier, self.later = earlier, later
        self.bullet = bullet
        self.most = most
        #: How many lines back from the last one the body's last line is (0: the last).
        self.scroll = 0
        #: The lines on show after the last :meth:`fit`.
        self.shown: list[str] = []

    def to_end(self) -> None:
        """Show the last lines (the newest of a log)."""
        self.scroll = 0

    def to_top(self) -> None:
        """Show the first lines (the next :meth:`fit` fills the body down from them)."""
        self.scroll = max(0, len(self.lines()) - 1)

    def scroll_by(self, lines: int) -> None:
        """Show earlier lines (``lines`` > 0) or later ones (< 0); never past either end."""
        total = len(self.lines())
        self.scroll = max(0, min(max(0, total - 1), self.scroll + lines))

    def scroll_key(self, symbol: int) -> bool:
        """↑/↓ a line, PgUp/PgDn a page, Home/End the first/last line; True if it scrolled."""
        step = SCROLL_KEYS.get(symbol)
        if step is None:
            return False
        if isinstance(step, str):
            page = max(1, len(self.shown) - 1)
            total = len(self.lines())
            step = {"page": page, "-page": -page, "top": total, "end": -total}[step]
        self.scroll_by(step)
        return True

    def wheel(self, scroll_y: float) -> bool:
        """The mouse wheel: up shows earlier lines, a line a notch; True if it scrolled."""
        if not scroll_y:
            return False
        notches = max(1, round(abs(scroll_y)))
        self.scroll_by(notches if scroll_y > 0 else -notches)
        return True

    def fit(self, body: MeasuredText, room: float) -> list[str]:
        """Set ``body`` to the lines at the scroll position that fit in ``room``
        (marked when lines are hidden above or below); those lines.

        Scrolled back to the first line, the body fills down from it (never a lone line at
        the top of an empty panel); long lines that wrap push out the earliest ones.
        """
        every = self.lines()
        self.scroll = min(self.scroll, max(0, len(every) - 1))
        shown = self._fit(body, every, self.scroll, room)
        while self.scroll > 0 and shown and shown[0] is every[0]:
            more = self._fit(body, every, self.scroll - 1, room)
            if not more or more[0] is not every[0]:
                shown = self._fit(body, every, self.scroll, room)
                break
            self.scroll -= 1
            shown = more
        self.shown = shown
        return shown

    def _fit(self, body: MeasuredText, every: list[str], scroll: int,
             room: float) -> list[str]:
        """The most lines ending ``scroll`` lines before the last that fit ``room`` (at
        least one), set in ``body``: long lines wrap, so the earliest are dropped.

        Why a bisection over how many to drop: each try lays the whole text out again, and
        a long log tried one line less at a time took a score of layouts a frame. Dropping
        a line never makes the text taller (the one line saying lines are hidden above
        takes the place of the first line dropped), so the fewest drops that fit are found
        in a few tries; no drop at all is tried first, as the text usually fits whole."""
        end = len(every) - scroll
        start = 0 if self.most is None else max(0, end - self.most)

        def text(drop: int) -> str:
            shown = every[start + drop:end]
            words = [f"{self.bullet}{line}" for line in shown]
            if len(shown) < end:
                words.insert(0, self.earlier)
            if scroll:
                words.append(self.later)
            return "\n".join(words)

        def fits(drop: int) -> bool:
            return end - start - drop <= 1 or body.height_for(text(drop)) <= room

        high = 0
        if not fits(0):
            low, high = 0, max(0, end - start - 1)  # fits(low) is false; fits(high) is true
            while high - low > 1:
                middle = (low + high) // 2
                if fits(middle):
                    high = middle
                else:
                    low = middle
        if body.text != text(high):  # measured earlier, or another try measured last
            body.text = text(high)
        return every[start + high:end]


def scroll_or_close(scroll_key: Callable[[int], bool], symbol: int, modifiers: int,
                    close: Callable[[], object]) -> bool:
    """The keys of an open scrolling panel: Esc closes it (only it: the shortcut list says
    Esc closes a panel first) and the scroll keys scroll it (``scroll_key``, the panel's
    :meth:`ScrolledLines.scroll_key` after its layout); True if the key was used."""
    if modifiers & _SHORTCUT_MODIFIERS:
        return False
    if symbol == K.ESCAPE:
        close()
        return True
    return scroll_key(symbol)


__all__ = ["SCROLL_KEYS", "ScrolledLines", "scroll_or_close"]
