"""The statistics of games against friends over the network: one record per display name.

Why apart from :mod:`dirty7.store.stats`: a friend's game is not a game against a level.
It is counted by the friend's name, as won, lost or *abandoned* (the friend left, or the
connection was gone too long), and never for or against a computer level, the totals or
the streaks. The names come from the other program, which may send anything: a name is
trimmed, one that is not short and printable is kept under a shortened form with a hash,
and at most :data:`FRIENDS_LIMIT` friends are kept (the one played longest ago goes first).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from dirty7.rules.schema import Fields, is_name

__all__ = ["ABANDONED_MARK", "FRIEND_OUTCOMES", "FRIENDS_LIMIT", "FriendStats",
           "add_friend_game", "count_friend_once", "friend_key", "friends_from"]

#: How a game against a friend ended, for this player.
FRIEND_OUTCOMES: tuple[str, ...] = ("won", "lost", "abandoned")
#: Friends kept in the file; past this, the one played longest ago is dropped.
FRIENDS_LIMIT = 100
_MAX_NAME = 40
_MAX_DATE = 64
_MAX_COUNT = 10**9
NO_NAME = "(no name)"


@dataclass
class FriendStats:
    """One friend's games: won, lost and abandoned, and when the last one was."""

    won: int = 0
    lost: int = 0
    abandoned: int = 0
    last: str = ""  # ISO 8601 with the UTC offset ("" before the first game)

    @property
    def games(self) -> int:
        """Every game against this friend, abandoned ones too."""
        return self.won + self.lost + self.abandoned

    def to_dict(self) -> dict[str, Any]:
        return {"won": self.won, "lost": self.lost, "abandoned": self.abandoned,
                "last": self.last}

    @classmethod
    def from_dict(cls, data: Any, where: str) -> FriendStats:
        fields = Fields(data, f"statistics' {where}")
        counts = {name: fields.whole(name, 0, _MAX_COUNT, default=0)
                  for name in FRIEND_OUTCOMES}
        last = fields.text("last", _MAX_DATE, default="", min_length=0)
        if last:
            fields.each("last", [last], datetime.fromisoformat, "an ISO date")
        return cls(**counts, last=last)


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


def add_friend_game(by_friend: dict[str, FriendStats], friend: Any, outcome: str,
                    when: datetime | None = None) -> str:
    """Count one game against ``friend`` into ``by_friend`` (in place); returns the key.

    ``outcome`` must be one of :data:`FRIEND_OUTCOMES` (ValueError). ``when`` defaults to
    now (a naive one is local time).
    """
    if outcome not in FRIEND_OUTCOMES:
        raise ValueError(f"outcome must be one of {', '.join(FRIEND_OUTCOMES)}, "
                         f"not {outcome!r:.40}")
    key = friend_key(friend)
    part = by_friend.setdefault(key, FriendStats())
    setattr(part, outcome, getattr(part, outcome) + 1)
    moment = when if when is not None else datetime.now()
    if moment.tzinfo is None:
        moment = moment.astimezone()
    part.last = moment.isoformat(timespec="seconds")
    while len(by_friend) > FRIENDS_LIMIT:
        oldest = min((name for name in by_friend if name != key),
                     key=lambda name: (by_friend[name].last, name))
        del by_friend[oldest]
    return key


#: What marks the id of a friend's game counted as abandoned (it may be resumed and end).
ABANDONED_MARK = "~abandoned"


def count_friend_once(by_friend: dict[str, FriendStats], counted_ids: list[str],
                      game_id: str, friend: Any, outcome: str,
                      when: datetime | None = None) -> bool:
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
        part = by_friend.get(friend_key(friend))
        if part is not None and part.abandoned > 0:
            part.abandoned -= 1
        counted_ids.remove(stopped)
    elif outcome == "abandoned":
        game_id = stopped  # its result may still come, when the game is resumed
    add_friend_game(by_friend, friend, outcome, when)
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
        if not is_name(name, _MAX_NAME) or friend_key(name) != name:
            fields.fail("by_friend", "keyed by display names", name)
        friends[name] = FriendStats.from_dict(part, f"by_friend.{name}")
    return friends
