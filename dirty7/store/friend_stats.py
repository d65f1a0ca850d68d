"""The statistics of games against friends over the network: one record per display name.

Why apart from :mod:`dirty7.store.stats`: a friend's game is not a game against a level.
It is counted by the friend's name, as won, lost or *abandoned* (the friend left, or the
connection was gone too long), and never for or against a computer level, the totals or
the streaks. The names come from the other program, which may send anything: a name is
trimmed, one that is not short and printable is kept under a shortened form with a hash,
and at most :data:`FRIENDS_LIMIT` friends are kept (the one played longest ago goes first).

Each friend's public key is remembered with their name the first time it is seen (trust on
first use): a name that comes back with another key may be someone else using the name, so
those games are kept apart, under "Alex (new key e5f6 0718)", and never mixed with the
games of the key first met.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from dirty7.rules.schema import Fields, is_name
from dirty7.store.identity_file import fingerprint, is_public_key

__all__ = ["ABANDONED_MARK", "FRIEND_OUTCOMES", "FRIENDS_LIMIT", "Evening", "FriendStats",
           "SessionMark", "add_friend_game", "count_friend_once", "friend_key", "friends_from",
           "key_changed", "names_by_key", "plain_name"]

#: How a game against a friend ended, for this player.
FRIEND_OUTCOMES: tuple[str, ...] = ("won", "lost", "abandoned")
#: Friends kept in the file; past this, the one played longest ago is dropped.
FRIENDS_LIMIT = 100
_MAX_NAME = 40
_MAX_DATE = 64
_MAX_COUNT = 10**9
NO_NAME = "(no name)"
#: The end of the name a friend's games are kept under when the name came with another key.
_NEW_KEY = re.compile(r" \(new key [0-9a-f]{4} [0-9a-f]{4}\)$")
_NEW_KEY_LENGTH = len(" (new key 0000 0000)")


#: A game's session: its id (the first game's) and the match points after the game, this
#: player's first (None when the session is no match).
SessionMark = tuple[str, "tuple[int, int] | None"]
_MAX_POINTS = 10**6


@dataclass
class Evening:
    """The last session with a friend: the games of one invitation, how many this player
    won and lost, and the match points (this player's first) when it was a match."""

    session: str
    games: int = 0
    won: int = 0
    lost: int = 0
    points: tuple[int, int] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"session": self.session, "games": self.games, "won": self.won,
                "lost": self.lost, "points": list(self.points) if self.points else None}

    @classmethod
    def from_dict(cls, data: Any, where: str) -> Evening:
        fields = Fields(data, f"statistics' {where}")
        session = fields.text("session", _MAX_DATE * 2)
        counts = {name: fields.whole(name, 0, _MAX_COUNT, default=0)
                  for name in ("games", "won", "lost")}
        points = fields.data.get("points")
        if points is not None:
            fields.each("points", [points], _two_points, "two whole points")
        return cls(session, **counts, points=None if points is None else _two_points(points))


def _two_points(value: Any) -> tuple[int, int]:
    if not (isinstance(value, list) and len(value) == 2
            and all(type(p) is int and 0 <= p <= _MAX_POINTS for p in value)):
        raise ValueError("not two whole points")
    return value[0], value[1]


@dataclass
class FriendStats:
    """One friend's games: won, lost and abandoned, when the last one was, and the last
    session's summary."""

    won: int = 0
    lost: int = 0
    abandoned: int = 0
    last: str = ""  # ISO 8601 with the UTC offset ("" before the first game)
    #: The friend's public key (64 hex digits) first met under this name ("" if none yet).
    key: str = ""
    #: The last session with this friend (None before the first counted in one).
    evening: Evening | None = None

    @property
    def games(self) -> int:
        """Every game against this friend, abandoned ones too."""
        return self.won + self.lost + self.abandoned

    def to_dict(self) -> dict[str, Any]:
        data = {"won": self.won, "lost": self.lost, "abandoned": self.abandoned,
                "last": self.last}
        if self.key:
            data["key"] = self.key
        if self.evening is not None:
            data["evening"] = self.evening.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: Any, where: str) -> FriendStats:
        fields = Fields(data, f"statistics' {where}")
        counts = {name: fields.whole(name, 0, _MAX_COUNT, default=0)
                  for name in FRIEND_OUTCOMES}
        last = fields.text("last", _MAX_DATE, default="", min_length=0)
        if last:
            fields.each("last", [last], datetime.fromisoformat, "an ISO date")
        key = fields.text("key", 64, default="", min_length=0)
        if key and not is_public_key(key):
            fields.fail("key", "a public key (64 hex digits)", key)
        evening = fields.data.get("evening")
        if evening is not None:
            evening = Evening.from_dict(evening, f"{where}.evening")
        return cls(**counts, last=last, key=key, evening=evening)


def friend_key(name: Any) -> str:
    """The name a friend's games are kept under: the display name trimmed (inner runs of
    spaces made one), or for one too long or not printable, its printable start and a hash
    of the whole (two long names sharing a start stay apart)."""
    text = " ".join(name.split()) if isinstance(name, str) else ""
    if not text:
        return NO_NAME
    if len(text) <= _MAX_NAME and text.isprintable():
        return text
    digest = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:8]
    start = "".join(c for c in text if c.isprintable()).strip()[:_MAX_NAME - 10].strip()
    return f"{start or 'friend'}…{digest}"


def plain_name(kept: str) -> str:
    """The friend's name of a name games are kept under (less any "(new key …)")."""
    return _NEW_KEY.sub("", kept)


def key_changed(by_friend: dict[str, FriendStats], friend: Any, public_key: str) -> bool:
    """Whether ``friend``'s name was first met with another key than ``public_key``."""
    known = by_friend.get(friend_key(friend))
    return known is not None and bool(known.key) and known.key != public_key


def names_by_key(by_friend: dict[str, FriendStats]) -> dict[str, str]:
    """Each friend's remembered public key and the friend's name (for ``dirty7 verify``)."""
    return {part.key: plain_name(name) for name, part in by_friend.items() if part.key}


def _kept_under(by_friend: dict[str, FriendStats], friend: Any,
                public_key: str | None) -> str:
    """The name the game is counted under: the friend's, or, when that name was first met
    with another key, the name with "(new key …)" (kept apart)."""
    name = friend_key(friend)
    if public_key is None or not key_changed(by_friend, friend, public_key):
        return name
    return f"{name} (new key {fingerprint(public_key)})"


def add_friend_game(by_friend: dict[str, FriendStats], friend: Any, outcome: str,
                    when: datetime | None = None, public_key: str | None = None,
                    session: SessionMark | None = None) -> str:
    """Count one game against ``friend`` into ``by_friend`` (in place); returns the name
    it is kept under. ``public_key`` (hex) is remembered with a name met for the first
    time; a name that comes with another key is kept apart (see the module docstring).
    ``session`` counts the game in the friend's last session too (a new one starts it).

    ``outcome`` must be one of :data:`FRIEND_OUTCOMES` (ValueError). ``when`` defaults to
    now (a naive one is local time).
    """
    if outcome not in FRIEND_OUTCOMES:
        raise ValueError(f"outcome must be one of {', '.join(FRIEND_OUTCOMES)}, "
                         f"not {outcome!r:.40}")
    if public_key is not None and not is_public_key(public_key):
        raise ValueError("public_key must be 64 hex digits")
    key = _kept_under(by_friend, friend, public_key)
    part = by_friend.setdefault(key, FriendStats())
    if public_key is not None and not part.key:
        part.key = public_key
    setattr(part, outcome, getattr(part, outcome) + 1)
    if session is not None:
        _count_evening(part, outcome, session)
    moment = when if when is not None else datetime.now()
    if moment.tzinfo is None:
        moment = moment.astimezone()
    part.last = moment.isoformat(timespec="seconds")
    while len(by_friend) > FRIENDS_LIMIT:
        oldest = min((name for name in by_friend if name != key),
                     key=lambda name: (by_friend[name].last, name))
        del by_friend[oldest]
    return key


def _count_evening(part: FriendStats, outcome: str, session: SessionMark) -> None:
    session_id, points = session
    if part.evening is None or part.evening.session != session_id:
        part.evening = Evening(session_id)
    evening = part.evening
    evening.games += 1
    if outcome != "abandoned":
        setattr(evening, outcome, getattr(evening, outcome) + 1)
    evening.points = points


#: What marks the id of a friend's game counted as abandoned (it may be resumed and end).
ABANDONED_MARK = "~abandoned"


def count_friend_once(by_friend: dict[str, FriendStats], counted_ids: list[str],
                      game_id: str, friend: Any, outcome: str,
                      when: datetime | None = None, public_key: str | None = None,
                      session: SessionMark | None = None) -> bool:
    """Count game ``game_id`` against ``friend`` once (in place; ``counted_ids`` are the
    statistics' ids of games counted); False if it was counted already.

    ``outcome`` is this player's: ``"won"``, ``"lost"`` or ``"abandoned"`` (counted as
    such, never as a win or a loss). Why the mark: a game counted as abandoned may be
    resumed later to its end, under the same id; it is still one game, so its abandonment
    becomes its result rather than a second game.
    """
    if outcome not in FRIEND_OUTCOMES:
        raise ValueError(f"outcome must be one of {', '.join(FRIEND_OUTCOMES)}, "
                         f"not {outcome!r:.40}")
    stopped = game_id + ABANDONED_MARK
    if game_id in counted_ids or (outcome == "abandoned" and stopped in counted_ids):
        return False
    if stopped in counted_ids:  # resumed and finished: the abandonment becomes its result
        part = by_friend.get(_kept_under(by_friend, friend, public_key))
        if part is not None and part.abandoned > 0:
            part.abandoned -= 1
            evening = part.evening
            if evening is not None and session is not None and evening.session == session[0]:
                evening.games -= 1  # the same game again, now with its result
        counted_ids.remove(stopped)
    elif outcome == "abandoned":
        game_id = stopped  # its result may still come, when the game is resumed
    add_friend_game(by_friend, friend, outcome, when, public_key, session)
    counted_ids.append(game_id)
    return True


def friends_from(fields: Fields) -> dict[str, FriendStats]:
    """The ``by_friend`` section of the statistics ``fields`` read (absent from files
    written before network play: empty). ValueError for one of the wrong shape."""
    groups = fields.data.get("by_friend", {})
    if not isinstance(groups, dict):
        fields.fail("by_friend", "an object", type(groups).__name__)
    if len(groups) > FRIENDS_LIMIT:
        fields.fail("by_friend", f"an object of at most {FRIENDS_LIMIT} friends", len(groups))
    friends = {}
    for name, part in groups.items():
        plain = plain_name(name) if isinstance(name, str) else name
        if not is_name(name, _MAX_NAME + _NEW_KEY_LENGTH) or friend_key(plain) != plain:
            fields.fail("by_friend", "keyed by display names", name)
        friends[name] = FriendStats.from_dict(part, f"by_friend.{name}")
    return friends
