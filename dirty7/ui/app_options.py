"""What the command line (or a test) asks of a window's session.

Why apart from the app: the command line builds it before Arcade is imported, and the app
module is long enough with the navigation it owns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dirty7.game.record import GameRecord


@dataclass
class AppOptions:
    """What the command line (or a test) asks of a session."""

    difficulty: str | None = None
    seed: int | None = None
    autoplay: bool = False
    exit_after_game: bool = False
    screenshot: str | None = None
    animation_speed: str | None = None
    #: ``--language CODE``: this run's language until the player chooses one in Settings.
    language: str | None = None
    #: ``--rules NAME``: this run's rule set against the computer (a preset's name or a
    #: rules code, as :func:`~dirty7.rules.rules_name` writes it) until
    #: the player chooses one in Settings.
    rules: str | None = None
    opponent_mode: str = "process"
    strategies: Sequence | None = None
    record: GameRecord | None = None  # --load: a validated record to open at once
    startup_probe: bool = False  # print a line and quit after the first menu frame
    export: str | None = None  # --export FILE: the finished game's record goes there
    today: Callable[[], date] | None = None  # the local date (a test gives its own)
    friend: Any = None  # ``dirty7 host`` / ``join``: the FriendLink to wait on, then play
    #: ``--pass-and-play FIRST SECOND``: two players at this computer, their table at once.
    pass_and_play: tuple[str, str] | None = None
    #: Offer "Learn to play" on the very first start (the command line's menu start; off
    #: for tests and tools, which start on a fresh data folder every time).
    offer_lessons: bool = False


__all__ = ["AppOptions"]
