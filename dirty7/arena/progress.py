"""The progress bar of long computer-vs-computer runs: games done, A's running win rate with
its 95% Wilson interval, and the time left.

Why tqdm and not a hand-drawn line: it already knows terminals (width, redraws, rates, the
time left) and keeps quiet where it should. The bar goes to stderr so that ``--json`` keeps
stdout one JSON object. By default (``--progress auto``) it is drawn on a terminal only and
after a couple of seconds, so a short run shows none; ``--progress always`` (or
``DIRTY7_PROGRESS=1``) draws it from the start anywhere, ``never`` (``DIRTY7_PROGRESS=0``)
not at all.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Iterable
from typing import IO, Protocol

from tqdm import tqdm  # type: ignore[import-untyped]  # tqdm ships no types (nor stubs here)

from dirty7.i18n import _, format_percent, pgettext

#: ``--progress`` choices: on a terminal only, always, never.
PROGRESS_CHOICES = ("auto", "always", "never")
#: Seconds a run must last before its bar appears.
BAR_DELAY_S = 2.0


def wilson_interval(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (sound near 0 and 1, unlike ±1.96σ)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def bar_choice(choice: str) -> str:
    """``auto`` made ``always`` or ``never`` by DIRTY7_PROGRESS=1 or 0 when it is set."""
    forced = os.environ.get("DIRTY7_PROGRESS", "").strip()
    if choice == "auto" and forced in ("0", "1"):
        return "always" if forced == "1" else "never"
    return choice


class ProgressBar(Protocol):
    """What this project uses of a tqdm bar: its count (whole things here), a step on, a
    note, the end."""

    n: int

    def update(self, n: int = 1) -> object: ...

    def set_postfix_str(self, s: str = "", refresh: bool = True) -> None: ...

    def close(self) -> None: ...


class WinRateBar:
    """A tqdm bar over ``total`` games, told each finished game's winner (``"a"``, ``"b"``,
    None for a draw); a bar that is not wanted costs nothing."""

    def __init__(self, total: int, label: str, *, choice: str = "auto",
                 stream: IO[str] | None = None, delay: float = BAR_DELAY_S) -> None:
        stream = stream if stream is not None else sys.stderr
        self.a_wins = 0
        self.done = 0
        self._bar: ProgressBar | None = None
        choice = bar_choice(choice)
        self._wanted = choice == "always" or (choice == "auto" and stream.isatty())
        self._options = {"total": total, "desc": label, "file": stream,
                         "unit": pgettext("progress unit", "game"),
                         "delay": delay if choice == "auto" else 0,
                         "dynamic_ncols": True, "leave": True}

    def start(self) -> None:
        """Start the clock: the games begin (a cluster may have taken its time to answer).
        The first :meth:`update` starts it if this was not called."""
        if self._wanted and self._bar is None:
            self._bar = tqdm(**self._options)

    def update(self, winners: Iterable[str | None]) -> None:
        """Count finished games and redraw (tqdm itself limits how often)."""
        winners = list(winners)
        self.done += len(winners)
        self.a_wins += sum(w == "a" for w in winners)
        self.start()
        if self._bar is None:
            return
        low, high = wilson_interval(self.a_wins, self.done)
        self._bar.set_postfix_str(_("A wins {rate} ({level} CI {low}–{high})").format(
            rate=format_percent(self.a_wins / self.done, decimals=1),
            level=format_percent(0.95), low=format_percent(low, decimals=1),
            high=format_percent(high, decimals=1)), refresh=False)
        self._bar.update(len(winners))

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()

    def __enter__(self) -> WinRateBar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
