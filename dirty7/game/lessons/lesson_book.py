"""The lessons of "Learn to play", read from ``resources/lessons/lessons.json``.

Why data: a lesson is a starting position in the rulebook's notation, the computer's
scripted moves and a player's way to the goal in move notation, and its words — what is
happening, what to try, a hint after a wrong try, and what succeeded. Written as data they
can be read, reworded and checked (tests/game/test_lessons.py plays each one) without
touching code, and a new rule needs a new entry, not a new screen.

Each lesson has a **goal**, the rule it shows happening once (:data:`GOALS`): it is
checked on the game's own history, so "the lesson is done" means the rule really happened
in the game, not that some button was pressed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from dirty7.game.table.shown_state import ShownEvent
from dirty7.rules import (
    Move,
    NotationError,
    Position,
    StockRefilled,
    SuitNamed,
    format_position,
    parse_move,
    parse_position,
)
from dirty7.rules.schema import Fields

LESSONS_VERSION = 1
PLAYER, COMPUTER = 0, 1
_MAX_WORDS = 400
_MAX_LESSONS = 40
_MAX_MOVES = 40


class LessonError(ValueError):
    """The lesson file is not what this program can teach from (the message says why)."""


History = Sequence[tuple[int, Move, Sequence[ShownEvent]]]


def _rank(move: Move) -> str:
    return str(move)[0] if move.card is not None else ""


def _played_again(rank: str) -> Callable[[History], bool]:
    """The player played a card of ``rank`` and then moved again (play on, or pass)."""
    def reached(history: History) -> bool:
        return any(seat == PLAYER and _rank(move) == rank and history[i + 1][0] == PLAYER
                   for i, (seat, move, _events) in enumerate(history[:-1]))
    return reached


def _seven_answered(history: History) -> bool:
    """The computer's Seven was answered by the player's, and the computer drew four."""
    return any(history[i][0] == COMPUTER and _rank(history[i][1]) == "7"
               and history[i + 1][0] == PLAYER and _rank(history[i + 1][1]) == "7"
               and history[i + 2][0] == COMPUTER and history[i + 2][1].is_draw
               for i in range(len(history) - 2))


#: What each goal asks of the game's history ((seat, move, events) per move).
GOALS: dict[str, Callable[[History], bool]] = {
    "play": lambda h: any(s == PLAYER and m.card is not None for s, m, _ in h),
    "draw": lambda h: any(s == PLAYER and m.is_draw for s, m, _ in h),
    "three": _played_again("3"),
    "ace": _played_again("A"),
    "seven": _seven_answered,
    "jack": lambda h: any(isinstance(e, SuitNamed) and e.seat == PLAYER
                          for _, _, events in h for e in events),
    "refill": lambda h: any(isinstance(e, StockRefilled) for _, _, events in h for e in events),
}


@dataclass(frozen=True)
class Lesson:
    """One lesson: where it starts, what the computer plays, and what is said."""

    id: str
    title: str
    goal: str
    position: str
    script: tuple[Move, ...]
    solution: tuple[Move, ...]
    intro: str
    try_words: str
    hint: str
    done: str

    @property
    def start(self) -> Position:
        return parse_position(self.position)

    def reached(self, history: History) -> bool:
        """Whether this lesson's rule has happened in ``history``."""
        return GOALS[self.goal](history)


def _moves(fields: Fields, key: str) -> tuple[Move, ...]:
    items = fields.items(key, _MAX_MOVES, must="a list of moves in notation")
    return tuple(fields.each(key, items, parse_move, "a list of moves in notation"))


def _lesson(data: Any, index: int) -> Lesson:
    fields = Fields(data, f"lesson {index + 1}", LessonError)
    position = fields.text("position", 200)
    try:
        format_position(parse_position(position))
    except (NotationError, ValueError) as exc:
        fields.fail("position", f"a position in notation ({exc})")
    words = {key: fields.text(key, _MAX_WORDS) for key in ("intro", "try", "hint", "done")}
    return Lesson(
        id=fields.name("id", 20), title=fields.text("title", 60),
        goal=fields.choice("goal", GOALS), position=position,
        script=_moves(fields, "script"), solution=_moves(fields, "solution"),
        intro=words["intro"], try_words=words["try"], hint=words["hint"], done=words["done"])


def parse_lessons(text: str) -> list[Lesson]:
    """The lessons in ``text`` (the file's JSON); LessonError says what is wrong."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise LessonError(f"the lesson file is not JSON: {exc}") from None
    fields = Fields(data, "lesson file", LessonError)
    fields.choice("version", (LESSONS_VERSION,))
    items = fields.items("lessons", _MAX_LESSONS)
    if not items:
        fields.fail("lessons", "a list of at least one lesson", items)
    return [_lesson(item, index) for index, item in enumerate(items)]


def lessons_path() -> Path:
    """Where the lesson file is: inside the installed package, or the checkout's."""
    packaged = Path(str(resources.files("dirty7"))) / "resources" / "lessons" / "lessons.json"
    if packaged.is_file():
        return packaged
    return Path(__file__).resolve().parents[3] / "resources" / "lessons" / "lessons.json"


def load_lessons(path: Path | None = None) -> list[Lesson]:
    """The shipped lessons (or those in ``path``); LessonError when they cannot be read."""
    path = path or lessons_path()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LessonError(f"the lessons cannot be read: {exc}") from None
    return parse_lessons(text)


__all__ = ["GOALS", "Lesson", "LessonError", "load_lessons", "parse_lessons"]
