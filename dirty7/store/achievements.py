"""Quiet milestones, kept in ``stats.json`` and shown only in the Statistics screen.

Why quiet: the game must never nag: no pop-up
during a game, no counter on the menu. A milestone is worked out from the statistics at
the end of each counted game (:func:`reach`, called by ``stats.record_game``) and stored
with the date it was reached; the Statistics screen lists them.

The set is fixed (:data:`ACHIEVEMENTS`): a first win at each built-in level, a Seven chain
of three, a game won without drawing, a daily streak of seven, beating Hard ten times.
What one game adds is a :class:`GameFacts` (made by ``dirty7.game.game_facts`` from the
game's record); the daily streak is a number the deal of the day passes in.

Older files have no ``achievements``: the milestones the counts already prove (a first
win at a level, ten wins against Hard) are reached when such a file is read, dated with
the newest recent game at that level when the file still lists one, else undated
(``null``: "before achievements were kept").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from dirty7.rules.schema import Fields

if TYPE_CHECKING:
    from dirty7.store.stats import Stats

#: The levels whose first win is a milestone (the statistics' keys of the built-in levels).
LEVELS: tuple[tuple[str, str], ...] = (("easy", "Easy"), ("medium", "Medium"),
                                       ("hard", "Hard"), ("matched", "Matched"))
SEVEN_CHAIN = 3
DAILY_STREAK = 7
HARD_WINS = 10
_HARD = LEVELS[2][0]

#: Every milestone, in the order the Statistics screen lists them: key, title, how.
ACHIEVEMENTS: tuple[tuple[str, str, str], ...] = (
    *((f"first_win_{key}", f"First win against {label}", f"Win a game against {label}.")
      for key, label in LEVELS),
    ("seven_chain", "Seven chain", f"Take part in a chain of {SEVEN_CHAIN} Sevens."),
    ("no_draw_win", "Never drew", "Win a game without drawing a card."),
    ("daily_streak", "A week of deals", f"Play the deal of the day {DAILY_STREAK} days "
                                        "in a row."),
    ("hard_ten", "Hard, ten times", f"Beat Hard {HARD_WINS} times."),
)
KEYS = tuple(key for key, _title, _how in ACHIEVEMENTS)


@dataclass(frozen=True)
class GameFacts:
    """What one finished game says for the milestones (the player's side of it)."""

    #: The longest run of Sevens, each answering the one before, the player took part in.
    seven_chain: int = 0
    #: Whether the player drew a card at all (a Seven's four included).
    drew: bool = False


def reach(stats: Stats, difficulty: str, won: bool | None, facts: GameFacts | None,
          when: str, best_daily_streak: int = 0) -> list[str]:
    """Date in ``stats.achievements`` every milestone this game reached; the new keys.

    ``difficulty`` is the statistics' key of the game's level, ``won`` the player's
    result, ``facts`` what the game showed (None: unknown, nothing is read from it),
    ``when`` the game's date (ISO 8601), ``best_daily_streak`` the longest run of days the
    deal of the day was played (0 until it is wired in).
    """
    due = set(proven(stats))
    if won and f"first_win_{difficulty}" in KEYS:
        due.add(f"first_win_{difficulty}")
    if facts is not None and facts.seven_chain >= SEVEN_CHAIN:
        due.add("seven_chain")
    if facts is not None and won and not facts.drew:
        due.add("no_draw_win")
    if best_daily_streak >= DAILY_STREAK:
        due.add("daily_streak")
    new = [key for key in KEYS if key in due and key not in stats.achievements]
    for key in new:
        stats.achievements[key] = when
    return new


def proven(stats: Stats) -> list[str]:
    """The milestones the counts alone prove (a first win at a level, Hard ten times)."""
    found = [f"first_win_{key}" for key, _label in LEVELS
             if stats.for_difficulty(key).wins > 0]
    if stats.for_difficulty(_HARD).wins >= HARD_WINS:
        found.append("hard_ten")
    return found


def migrated(stats: Stats) -> dict[str, str | None]:
    """An older file's milestones: those its counts prove, dated where the file can tell."""
    dates: dict[str, str | None] = {}
    for key in proven(stats):
        level = _HARD if key == "hard_ten" else key.removeprefix("first_win_")
        won = [r.date for r in stats.recent if r.difficulty == level and r.won]
        dates[key] = won[-1] if won else None
    return dates


def parse(data: Any, where: str = "achievements") -> dict[str, str | None]:
    """``achievements`` as stored: known keys to an ISO date or null (unknown keys, from
    a newer version, are ignored); anything else is a damaged file (ValueError)."""
    if not isinstance(data, dict):
        Fields({where: data}, "statistics").fail(where, "an object", data)
    fields = Fields(data, f"statistics' {where}")
    out: dict[str, str | None] = {}
    for key in KEYS:
        if key not in data:
            continue
        if data[key] is None:
            out[key] = None
            continue
        text = fields.text(key, 64)
        fields.each(key, [text], datetime.fromisoformat, "an ISO date or null")
        out[key] = text
    return out


def listed(achievements: dict[str, str | None]) -> list[tuple[str, str, str, str | None, bool]]:
    """Every milestone for the screen: key, title, how, its date, and whether reached."""
    return [(key, title, how, achievements.get(key), key in achievements)
            for key, title, how in ACHIEVEMENTS]


__all__ = ["ACHIEVEMENTS", "DAILY_STREAK", "GameFacts", "HARD_WINS", "KEYS", "LEVELS",
           "SEVEN_CHAIN", "listed", "migrated", "parse", "proven", "reach"]
