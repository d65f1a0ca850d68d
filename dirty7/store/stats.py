"""Game statistics and their file, ``stats.json`` in the data directory.

Kept per difficulty (strategy name): games, wins, losses, draws, the current streak (positive:
wins in a row, negative: losses in a row), the best win streak, and the total of cards the
player still held in the games they lost (for the average). A global list keeps the last
:data:`RECENT_LIMIT` results for the statistics screen.

The quiet milestones (dirty7.store.achievements) are kept here too, each with the date it
was reached, and worked out at the end of every counted game; a game with plays taken back
is marked in the recent list (``take_backs``).

A game is counted exactly once: :func:`record_game` takes the game's id and the file keeps the
last :data:`RECORDED_IDS_LIMIT` ids it has counted, so a game that is saved, resumed and
finished later (or whose game-over screen is shown twice) does not count again. Clearing the
statistics keeps those ids for the same reason.

Games against a friend over the network are kept apart, per friend's display name
(:mod:`dirty7.store.friend_stats`: won, lost, abandoned): they never count for or against
a computer level, the totals or the streaks. A file written before them has no
``by_friend`` and loads as it is. So are games by other rules (:mod:`.rules_stats`).

Draws cannot happen in an interactive game (no move limit), but a ``won=None`` result is
accepted and counted as a draw so that the file format does not need changing if they ever do.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields, is_name, is_whole, shown
from dirty7.store import achievements as milestones
from dirty7.store.finished_game import FinishedGame
from dirty7.store.friend_stats import FRIEND_OUTCOMES, FriendStats, friends_from
from dirty7.store.rules_stats import DEFAULT_RULES, rules_from, rules_to_dict
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

__all__ = ["MAX_COUNT", "RECENT_LIMIT", "RECORDED_IDS_LIMIT", "STATS_FILE", "stats_key",
           "DifficultyStats", "FRIEND_OUTCOMES", "FriendStats", "RecentGame", "Stats",
           "DEFAULT_RULES", "FinishedGame", "count_game", "load_stats",
           "record_game", "reset_stats", "save_stats", "MAX_ID_LENGTH", "STATS_FALLBACK",
           "is_id"]

STATS_FILE = "stats.json"
RECENT_LIMIT = 20
RECORDED_IDS_LIMIT = 200
_MAX_NAME_LENGTH = 40
#: No count in a real file comes near this; a larger one is an edited or damaged file.
MAX_COUNT = 10**9
MAX_ID_LENGTH = 64


@dataclass
class DifficultyStats:
    """Totals for one difficulty."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    streak: int = 0
    best_streak: int = 0
    cards_left_when_losing: int = 0

    @property
    def win_rate(self) -> float | None:
        """Wins per game played (0..1), None before the first game."""
        return self.wins / self.games if self.games else None

    @property
    def average_cards_left_when_losing(self) -> float | None:
        """Average cards still in the player's hand in lost games, None before the first loss."""
        return self.cards_left_when_losing / self.losses if self.losses else None

    def to_dict(self) -> dict[str, int]:
        return {
            "games": self.games,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "cards_left_when_losing": self.cards_left_when_losing,
        }

    @classmethod
    def from_dict(cls, data: Any, where: str) -> DifficultyStats:
        fields = Fields(data, f"statistics' {where}")
        result = cls(**{name: fields.whole(name, -MAX_COUNT if name == "streak" else 0,
                                           MAX_COUNT, default=0)
                        for name in cls().to_dict()})
        if result.wins + result.losses + result.draws != result.games:
            raise ValueError(f"{where}: wins, losses and draws do not add up to games")
        if (
            result.best_streak > result.wins
            or result.streak > result.best_streak
            or abs(result.streak) > result.games
        ):
            raise ValueError(f"{where}: the streaks do not fit the number of games")
        return result


@dataclass
class RecentGame:
    """One finished game, for the "last games" list (the game's own result is
    :class:`dirty7.game.controller.GameResult`)."""

    difficulty: str
    won: bool | None  # None: a draw
    cards_left: int
    moves: int
    date: str  # ISO 8601 with the local UTC offset, e.g. "2025-03-01T18:04:05+01:00"
    #: The same id on both games of a "Swap hands" pair (absent from older files).
    pair: str | None = None
    #: How many plays the player took back in the game (written only when above 0).
    take_backs: int = 0

    def to_dict(self) -> dict[str, Any]:
        data = {
            "difficulty": self.difficulty,
            "won": self.won,
            "cards_left": self.cards_left,
            "moves": self.moves,
            "date": self.date,
        }
        if self.pair is not None:
            data["pair"] = self.pair
        if self.take_backs:
            data["take_backs"] = self.take_backs
        return data

    @classmethod
    def from_dict(cls, data: Any, where: str) -> RecentGame:
        fields = Fields(data, f"statistics' {where}")
        difficulty = fields.name("difficulty", _MAX_NAME_LENGTH)
        won = data.get("won")
        if won is not None:
            fields.flag("won")
        cards_left = fields.whole("cards_left", 0, MAX_COUNT)
        moves = fields.whole("moves", 0, MAX_COUNT)
        date = fields.text("date", MAX_ID_LENGTH)
        fields.each("date", [date], datetime.fromisoformat, "an ISO date")
        pair = data.get("pair")
        if pair is not None:
            fields.text("pair", MAX_ID_LENGTH)
        take_backs = fields.whole("take_backs", 0, MAX_COUNT, default=0)
        return cls(difficulty, won, cards_left, moves, date, pair, take_backs)


@dataclass
class Stats:
    """All statistics; what ``stats.json`` holds."""

    by_difficulty: dict[str, DifficultyStats] = field(default_factory=dict)
    recent: list[RecentGame] = field(default_factory=list)  # oldest first
    recorded_ids: list[str] = field(default_factory=list)  # oldest first
    #: Milestones reached: key → the date (ISO 8601), or None when an older file's counts
    #: proved it undated (see dirty7.store.achievements).
    achievements: dict[str, str | None] = field(default_factory=dict)
    #: Games against friends over the network, by the friend's display name.
    by_friend: dict[str, FriendStats] = field(default_factory=dict)
    #: Games by other rules than Dirty Seven: their levels and last games, by rule set.
    by_rules: dict[str, Stats] = field(default_factory=dict)

    def of_rules(self, rules: str) -> Stats:
        """The levels and last games of the rule set ``rules`` (Dirty Seven: these)."""
        return self if rules == DEFAULT_RULES else self.by_rules.get(rules, Stats())

    def friends(self) -> list[tuple[str, FriendStats]]:
        """Every friend and their games, the one played last first."""
        return sorted(self.by_friend.items(), key=lambda item: (item[1].last, item[0]),
                      reverse=True)

    def for_difficulty(self, difficulty: str) -> DifficultyStats:
        """Totals for one difficulty (zeros when none was played; not stored by asking)."""
        return self.by_difficulty.get(difficulty, DifficultyStats())

    def totals(self) -> DifficultyStats:
        """All difficulties together.

        ``best_streak`` is the best of any one difficulty; ``streak`` is read from the recent
        results, so across difficulties it counts at most :data:`RECENT_LIMIT` games.
        """
        total = DifficultyStats()
        for part in self.by_difficulty.values():
            total.games += part.games
            total.wins += part.wins
            total.losses += part.losses
            total.draws += part.draws
            total.cards_left_when_losing += part.cards_left_when_losing
            total.best_streak = max(total.best_streak, part.best_streak)
        total.streak = _streak_of(self.recent)
        return total

    def win_rate(self, difficulty: str | None = None) -> float | None:
        """Wins per game (0..1) for one difficulty or, with None, all; None if no games."""
        part = self.totals() if difficulty is None else self.for_difficulty(difficulty)
        return part.win_rate

    def average_cards_left_when_losing(self, difficulty: str | None = None) -> float | None:
        """Average cards left in the player's hand in lost games; None if none was lost."""
        part = self.totals() if difficulty is None else self.for_difficulty(difficulty)
        return part.average_cards_left_when_losing

    def has_recorded(self, game_id: str) -> bool:
        """Whether the game ``game_id`` has already been counted."""
        return game_id in self.recorded_ids

    def to_dict(self) -> dict[str, Any]:
        """The JSON object stored in ``stats.json`` (with its ``version``)."""
        return {
            "version": FORMAT_VERSION,
            "by_difficulty": {
                name: part.to_dict() for name, part in sorted(self.by_difficulty.items())
            },
            "recent": [result.to_dict() for result in self.recent[-RECENT_LIMIT:]],
            "recorded_ids": list(self.recorded_ids[-RECORDED_IDS_LIMIT:]),
            "achievements": dict(self.achievements),
            "by_friend": {name: part.to_dict() for name, part in sorted(self.by_friend.items())},
            **rules_to_dict(self.by_rules),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Stats:
        """Build from a stored object; raises ValueError for anything of the wrong shape.

        Missing sections are empty; lists longer than the limits (an edited file) are cut to
        their newest entries rather than rejected.
        """
        fields = Fields(data, "statistics")
        groups = data.get("by_difficulty", {})
        if not isinstance(groups, dict):
            fields.fail("by_difficulty", "an object", groups)
        by_difficulty = {}
        for name, part in groups.items():
            if not is_name(name, _MAX_NAME_LENGTH):
                fields.fail("by_difficulty", "keyed by short names", name)
            by_difficulty[name] = DifficultyStats.from_dict(part, f"by_difficulty.{name}")
        recent_data = data.get("recent", [])
        if not isinstance(recent_data, list):
            fields.fail("recent", "a list", recent_data)
        recent = [
            RecentGame.from_dict(item, f"recent[{index}]") for index, item in enumerate(recent_data)
        ][-RECENT_LIMIT:]
        ids = data.get("recorded_ids", [])
        if not isinstance(ids, list) or not all(is_id(item) for item in ids):
            fields.fail("recorded_ids", "a list of game ids")
        stats = cls(by_difficulty, recent, ids[-RECORDED_IDS_LIMIT:],
                    by_friend=friends_from(fields),
                    by_rules=rules_from(data, cls.from_dict, is_name))
        if "achievements" in data:
            stats.achievements = milestones.parse(data["achievements"])
        else:  # a file from before achievements: what its counts prove
            stats.achievements = milestones.migrated(stats)
        return stats


def stats_key(name: str) -> str:
    """The name statistics are kept under: ``name`` itself when it is a short printable
    name, else its printable start shortened, with a hash of the whole name (so two long
    names sharing a start stay apart). Why: any entry-point name is a difficulty, and a
    game must be counted whatever it is called.
    """
    text = str(name)
    if text.strip() and len(text) <= _MAX_NAME_LENGTH and text.isprintable():
        return text
    import hashlib

    digest = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:8]
    start = "".join(c for c in text if c.isprintable()).strip()[:_MAX_NAME_LENGTH - 10]
    return f"{start or 'strategy'}…{digest}"


def is_id(value: Any) -> bool:
    """A game id as the statistics keep one: a string of 1 to 64 characters."""
    return isinstance(value, str) and 0 < len(value) <= MAX_ID_LENGTH


def _streak_of(results: list[RecentGame]) -> int:
    """Streak at the end of ``results``: +n wins or -n losses in a row, 0 after a draw."""
    streak = 0
    for result in results:
        streak = _next_streak(streak, result.won)
    return streak


def _next_streak(streak: int, won: bool | None) -> int:
    if won is None:
        return 0
    if won:
        return streak + 1 if streak > 0 else 1
    return streak - 1 if streak < 0 else -1


def _check_game(game_id: Any, difficulty: Any, won: Any, **counts: Any) -> None:
    """Refuse a bad argument of :func:`record_game` (ValueError naming it)."""
    if not isinstance(game_id, str) or not 0 < len(game_id) <= MAX_ID_LENGTH:
        raise ValueError(f"game_id must be a string of 1 to {MAX_ID_LENGTH} characters, "
                         f"not {game_id!r}")
    if not is_name(difficulty, _MAX_NAME_LENGTH):
        raise ValueError(f"difficulty must be a short name, not {shown(difficulty)}")
    if won is not None and not isinstance(won, bool):
        raise ValueError(f"won must be True, False or None, not {won!r}")
    for name, value in counts.items():
        if not is_whole(value) or value < 0:
            raise ValueError(f"{name} must be a whole number >= 0, not {value!r}")


def record_game(stats: Stats, game: FinishedGame) -> bool:
    """Count one finished ``game`` into ``stats`` (in place); False if its id was counted.
    A game by rules other than Dirty Seven counts in that rule set's part only.

    Its moment (``when``, else now) is stored as ISO 8601 with a UTC offset. Its pair
    marks this game and the first one as the two halves of a "Swap hands" pair; its facts
    and best daily streak reach and date the milestones (dirty7.store.achievements). The
    caller saves afterwards with :func:`save_stats`. Bad facts raise ValueError.
    """
    game_id, difficulty, won, cards_left = (game.game_id, game.difficulty, game.won,
                                            game.cards_left)
    _check_game(game_id, difficulty, won, cards_left=cards_left, moves=game.moves,
                take_backs=game.take_backs, best_daily_streak=game.best_daily_streak)
    if stats.has_recorded(game_id):
        return False
    top, stats = stats, stats if game.rules == DEFAULT_RULES else \
        stats.by_rules.setdefault(stats_key(game.rules), Stats())
    part = stats.by_difficulty.setdefault(difficulty, DifficultyStats())
    part.games += 1
    if won is None:
        part.draws += 1
    elif won:
        part.wins += 1
    else:
        part.losses += 1
        part.cards_left_when_losing += cards_left
    part.streak = _next_streak(part.streak, won)
    part.best_streak = max(part.best_streak, part.streak)

    moment = game.when if game.when is not None else datetime.now()
    if moment.tzinfo is None:
        moment = moment.astimezone()  # naive means local time: attach its offset
    if game.pair is not None and top is stats:
        _mark_pair(stats, game.pair)
    date = moment.isoformat(timespec="seconds")
    stats.recent.append(RecentGame(difficulty, won, cards_left, game.moves, date, game.pair,
                                   game.take_backs))
    del stats.recent[:-RECENT_LIMIT]
    top.recorded_ids.append(game_id)
    del top.recorded_ids[:-RECORDED_IDS_LIMIT]
    if top is stats:  # the milestones are Dirty Seven's
        milestones.reach(stats, difficulty, won, game.facts, date, game.best_daily_streak)
    return True


def _mark_pair(stats: Stats, first_id: str) -> None:
    """Mark the recent entry of the game counted as ``first_id`` with the pair id.

    The recent list and the recorded ids grow together (one entry each per game), so
    the n-th id from the end belongs to the n-th entry from the end while both hold it.
    """
    ids = stats.recorded_ids
    if first_id not in ids:
        return
    back = len(ids) - ids.index(first_id)
    if back <= len(stats.recent):
        stats.recent[-back].pair = first_id


STATS_FALLBACK = Phrase(N_("the statistics start from zero"))


def load_stats(store: Store | None = None) -> tuple[Stats, str | None]:
    """The saved statistics, or empty ones; the second item is a warning to show, if any."""
    store = store or default_store()
    value, warning = store.load(STATS_FILE, Stats.from_dict, STATS_FALLBACK)
    return (value if isinstance(value, Stats) else Stats()), warning


def save_stats(stats: Stats, store: Store | None = None) -> str | None:
    """Write ``stats.json``; None on success, else a message saying why it cannot be saved.

    This replaces what is stored; to add a game use :func:`count_game`, which cannot lose
    another window's games.
    """
    store = store or default_store()
    _written, error = store.update(STATS_FILE, Stats.from_dict, lambda _old: stats.to_dict(),
                                   STATS_FALLBACK)
    return error


def count_game(game: FinishedGame, store: Store | None = None) -> tuple[bool, str | None]:
    """:func:`record_game` into ``stats.json`` itself: re-read, count, write, under the lock.

    Why not load, count and save: a second window may count a game in between, and its game
    would be lost. Returns (whether the game was new and is now counted, save error or None).
    A file that cannot be read is left as it is and the game is not counted (the error says
    why); a damaged one is set aside (its warning is queued in the store) and counting starts
    from zero.
    """
    store = store or default_store()
    counted = False

    def count(current: Stats | None) -> dict[str, Any] | None:
        nonlocal counted
        stats = current if current is not None else Stats()
        counted = record_game(stats, game)
        return stats.to_dict() if counted else None

    _written, error = store.update(STATS_FILE, Stats.from_dict, count, STATS_FALLBACK)
    return counted and error is None, error


def reset_stats(stats: Stats | None = None, store: Store | None = None) -> tuple[Stats, str | None]:
    """Clear all statistics and save; returns the cleared statistics and a save error or None.

    The ids of games already counted are kept (from ``stats`` and from the file as it is now,
    which another window may have added to), so clearing does not make an old game countable
    again.
    """
    store = store or default_store()
    known = list(stats.recorded_ids) if stats is not None else []
    cleared = Stats()

    def clear(current: Stats | None) -> dict[str, Any]:
        stored = current.recorded_ids if current is not None else []
        ids = stored + [game_id for game_id in known if game_id not in set(stored)]
        cleared.recorded_ids = ids[-RECORDED_IDS_LIMIT:]
        return cleared.to_dict()

    _written, error = store.update(STATS_FILE, Stats.from_dict, clear, STATS_FALLBACK)
    if error is not None:
        cleared.recorded_ids = known[-RECORDED_IDS_LIMIT:]
    return cleared, error
