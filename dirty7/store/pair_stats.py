"""``pairs.json``: games of two people at one computer, counted per pair of names.

Why a file of its own and not the statistics: a game between two people at one computer
is neither won nor lost against a computer level, so it must touch none of the totals,
streaks or achievements; it is counted for the pair ("Alex and Bob": Alex 3, Bob 2), in
either seat order, once per game (its id is kept). The file also remembers the last two
names typed, offered again next time. It is
``{"version": 1, "last_names": ["Alex", "Bob"], "pairs": [{"names": ["Alex", "Bob"],
"wins": [3, 2], "draws": 0, "last": "2026-12-03T18:00:00+00:00"}], "counted": [ids]}``,
names sorted within a pair, at most :data:`MAX_PAIRS` pairs (the one played longest ago
goes first) and :data:`MAX_COUNTED` ids. Written atomically under the data folder's lock;
a damaged file is set aside with a notice and the counts start again from none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields, is_name
from dirty7.store.settings import MAX_DISPLAY_NAME
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

PAIRS_FILE = "pairs.json"
#: Pairs kept; past this, the one played longest ago is dropped.
MAX_PAIRS = 100
#: Game ids kept to count each game once (the newest).
MAX_COUNTED = 500
_MAX_COUNT = 10**9
_MAX_ID = 64
_MAX_DATE = 64
_FALLBACK = Phrase(N_("the games at one computer are counted again from none"))


@dataclass
class PairRecord:
    """One pair's games: each name's wins (in the order of :attr:`names`) and the draws."""

    names: tuple[str, str]
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    last: str = ""

    @property
    def games(self) -> int:
        return sum(self.wins) + self.draws

    def wins_of(self, name: str) -> int:
        return self.wins[self.names.index(name)] if name in self.names else 0

    def to_dict(self) -> dict[str, Any]:
        return {"names": list(self.names), "wins": list(self.wins), "draws": self.draws,
                "last": self.last}

    @classmethod
    def from_dict(cls, data: Any) -> PairRecord:
        fields = Fields(data, "pairs' pair")
        names = fields.items("names", 2)
        if len(names) != 2 or not all(is_name(n, MAX_DISPLAY_NAME) for n in names) \
                or names != sorted(names) or names[0] == names[1]:
            fields.fail("names", "two different names, sorted", names)
        wins = fields.items("wins", 2)
        if len(wins) != 2 or not all(type(w) is int and 0 <= w <= _MAX_COUNT for w in wins):
            fields.fail("wins", "two counts", wins)
        last = fields.text("last", _MAX_DATE, default="", min_length=0)
        if last:
            fields.each("last", [last], datetime.fromisoformat, "an ISO date")
        return cls(tuple(names), list(wins), fields.whole("draws", 0, _MAX_COUNT, default=0),
                   last)


@dataclass
class PairStats:
    """Every pair, the ids of the games counted, and the last two names typed."""

    pairs: list[PairRecord] = field(default_factory=list)
    counted: list[str] = field(default_factory=list)
    last_names: tuple[str, str] | None = None

    def pair(self, names: tuple[str, str] | list[str]) -> PairRecord | None:
        """The record of ``names`` (in either order), or None before their first game."""
        key = tuple(sorted(names))
        return next((p for p in self.pairs if p.names == key), None)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"version": FORMAT_VERSION,
                                "pairs": [p.to_dict() for p in self.pairs],
                                "counted": self.counted[-MAX_COUNTED:]}
        if self.last_names is not None:
            data["last_names"] = list(self.last_names)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PairStats:
        """Validate a stored file; ValueError names what is wrong."""
        fields = Fields(data, "pairs")
        pairs = [PairRecord.from_dict(p) for p in fields.items("pairs", MAX_PAIRS, default=[])]
        counted = fields.items("counted", MAX_COUNTED, default=[])
        if not all(is_name(i, _MAX_ID) for i in counted):
            fields.fail("counted", "game ids", counted)
        last = fields.items("last_names", 2, default=None) if "last_names" in data else None
        if last is not None and (len(last) != 2
                                 or not all(is_name(n, MAX_DISPLAY_NAME) for n in last)):
            fields.fail("last_names", "two names", last)
        return cls(pairs, list(counted), tuple(last) if last is not None else None)

    def add(self, names: tuple[str, str], winner: str | None, when: datetime) -> PairRecord:
        """Count one game of ``names`` won by ``winner`` (None: a draw), in place."""
        record = self.pair(names)
        if record is None:
            first, second = sorted(names)
            record = PairRecord((first, second))
            self.pairs.append(record)
        if winner is None:
            record.draws += 1
        else:
            record.wins[record.names.index(winner)] += 1
        if when.tzinfo is None:
            when = when.astimezone()
        record.last = when.isoformat(timespec="seconds")
        while len(self.pairs) > MAX_PAIRS:
            self.pairs.remove(min((p for p in self.pairs if p is not record),
                                  key=lambda p: (p.last, p.names)))
        return record


def load_pairs(store: Store | None = None) -> tuple[PairStats, str | None]:
    """The pairs (none when the file is missing or set aside as damaged) and a warning."""
    stats, warning = (store or default_store()).load(PAIRS_FILE, PairStats.from_dict, _FALLBACK)
    return (stats if stats is not None else PairStats()), warning


def count_pair_game(names: tuple[str, str], winner: str | None, game_id: str,
                    when: datetime | None = None,
                    store: Store | None = None) -> tuple[PairRecord | None, str | None]:
    """Count game ``game_id`` of ``names`` once: (the pair's record after it, or None when
    it was counted before; a save error or None). ``names`` are also remembered as the
    last two names."""
    if len(set(names)) != 2 or (winner is not None and winner not in names):
        raise ValueError("a game of two different names, won by one of them or drawn")
    counted: PairRecord | None = None

    def change(current: PairStats | None) -> dict[str, Any] | None:
        nonlocal counted
        stats = current if current is not None else PairStats()
        stats.last_names = (names[0], names[1])
        if game_id in stats.counted:
            return None
        counted = stats.add(names, winner, when or datetime.now())
        stats.counted.append(game_id)
        return stats.to_dict()

    _written, error = (store or default_store()).update(PAIRS_FILE, PairStats.from_dict,
                                                        change, _FALLBACK)
    return (counted if error is None else None), error


def remember_names(names: tuple[str, str], store: Store | None = None) -> str | None:
    """Keep ``names`` as the last two names typed (offered next time); None or why not."""
    def change(current: PairStats | None) -> dict[str, Any]:
        stats = current if current is not None else PairStats()
        stats.last_names = (names[0], names[1])
        return stats.to_dict()

    _written, error = (store or default_store()).update(PAIRS_FILE, PairStats.from_dict,
                                                        change, _FALLBACK)
    return error


__all__ = ["MAX_COUNTED", "MAX_PAIRS", "PAIRS_FILE", "PairRecord", "PairStats",
           "count_pair_game", "load_pairs", "remember_names"]
