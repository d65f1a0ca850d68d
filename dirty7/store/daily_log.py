"""``daily.json``: the days the deal of the day was played, and the streaks they make.

Why a file of its own and not the statistics: the streak is about calendar days, not
games. A day's deal counts once — the first time it is finished — and a replay changes
nothing here (it still counts in the statistics like any game). The file is
``{"version": 1, "days": {"2026-12-02": {"won": true, "moves": 31, "cards_left": 4}}}``
(``cards_left``: the loser's), at most :data:`MAX_DAYS` days (the oldest go first).
Written atomically under the data folder's lock; a damaged file is set aside with a notice
and the days start again from none.

A *streak* is a run of consecutive calendar days; the current one ends today, or
yesterday while today's deal is not played yet (so it is not broken before the day is
over). :func:`daily_streaks` gives the played streak (current, best) for other parts of
the game (an achievement: "a daily streak of seven").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

DAILY_FILE = "daily.json"
#: The most days kept (about 27 years of daily play).
MAX_DAYS = 10_000
_MOST_MOVES = 1_000_000
_FALLBACK = Phrase(N_("the days played start again from none"))


@dataclass(frozen=True)
class DayPlayed:
    """How a day's deal went the first time it was finished."""

    won: bool
    moves: int
    cards_left: int

    def to_dict(self) -> dict[str, Any]:
        return {"won": self.won, "moves": self.moves, "cards_left": self.cards_left}


@dataclass
class DailyLog:
    """Every day played (its ISO date → :class:`DayPlayed`)."""

    days: dict[str, DayPlayed] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kept = sorted(self.days)[-MAX_DAYS:]
        return {"version": FORMAT_VERSION, "days": {d: self.days[d].to_dict() for d in kept}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DailyLog:
        """Validate a stored log; ValueError names what is wrong."""
        days = data.get("days")
        if not isinstance(days, dict) or len(days) > MAX_DAYS:
            Fields(data, "daily").fail("days", f"an object of at most {MAX_DAYS} days", days)
        log = cls()
        for key, entry in days.items():
            try:
                date.fromisoformat(key)
                ok = len(key) == 10
            except (TypeError, ValueError):
                ok = False
            if not ok:
                raise ValueError(f"daily field 'days' holds {key[:20]!r}, not a date YYYY-MM-DD")
            if not isinstance(entry, dict):
                raise ValueError(f"daily day {key} must be an object, not {type(entry).__name__}")
            fields = Fields(entry, f"daily day {key}")
            log.days[key] = DayPlayed(won=fields.flag("won"),
                                      moves=fields.whole("moves", 0, _MOST_MOVES),
                                      cards_left=fields.whole("cards_left", 0, 52))
        return log

    # --- the streaks ----------------------------------------------------------------------
    def played(self, day: date) -> DayPlayed | None:
        return self.days.get(day.isoformat())

    def _run_back(self, end: date, counts: Callable[[DayPlayed], bool]) -> int:
        """Consecutive days ending on ``end`` for which ``counts(entry)`` holds."""
        run = 0
        while (entry := self.played(end - timedelta(days=run))) is not None and counts(entry):
            run += 1
        return run

    def current(self, today: date, won: bool = False) -> int:
        """The streak of days played (``won``: won) that is still alive ``today``."""
        def counts(entry: DayPlayed) -> bool:
            return entry.won or not won

        if self.played(today) is None:  # today is not over: yesterday's streak lives on
            return self._run_back(today - timedelta(days=1), counts)
        return self._run_back(today, counts)

    def best(self, won: bool = False) -> int:
        """The longest streak of days played (``won``: won) there has ever been."""
        best = run = 0
        previous: date | None = None
        for key in sorted(self.days):
            if won and not self.days[key].won:
                run, previous = 0, None
                continue
            day = date.fromisoformat(key)
            run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
            previous = day
            best = max(best, run)
        return best


@dataclass(frozen=True)
class DailyStatus:
    """What the menu says of the deal of the day."""

    today: date
    played: DayPlayed | None
    streak: int  # days played in a row
    won_streak: int  # days won in a row
    best: int
    best_won: int


def load_daily(store: Store | None = None) -> tuple[DailyLog, str | None]:
    """The log (empty when missing or set aside as damaged) and a warning or None."""
    log, warning = (store or default_store()).load(DAILY_FILE, DailyLog.from_dict, _FALLBACK)
    return (log if log is not None else DailyLog()), warning


def daily_status(today: date, store: Store | None = None) -> DailyStatus:
    """Today's status for the menu: played or not, the streaks."""
    log, _warning = load_daily(store)  # a warning is queued in the store, shown once
    return DailyStatus(today=today, played=log.played(today), streak=log.current(today),
                       won_streak=log.current(today, won=True), best=log.best(),
                       best_won=log.best(won=True))


def daily_streaks(store: Store | None = None, today: date | None = None) -> tuple[int, int]:
    """The streak of days the deal of the day was played: (current, best)."""
    log, _warning = load_daily(store)
    return log.current(today or date.today()), log.best()


def record_day(day: date, won: bool, moves: int, cards_left: int,
               store: Store | None = None) -> tuple[bool, str | None]:
    """Count ``day``'s deal, once: (whether it was new and is now counted, error or None).

    Re-read and written under the lock, so a second window's day is not lost; a day
    already there is left as it was (a replay is not counted).
    """
    counted = False

    def change(current: DailyLog | None) -> dict[str, Any] | None:
        nonlocal counted
        log = current if current is not None else DailyLog()
        if log.played(day) is not None:
            return None
        log.days[day.isoformat()] = DayPlayed(won=bool(won), moves=moves, cards_left=cards_left)
        counted = True
        return log.to_dict()

    _written, error = (store or default_store()).update(DAILY_FILE, DailyLog.from_dict, change,
                                                        _FALLBACK)
    return counted and error is None, error


__all__ = ["DAILY_FILE", "MAX_DAYS", "DailyLog", "DailyStatus", "DayPlayed", "daily_status",
           "daily_streaks", "load_daily", "record_day"]
