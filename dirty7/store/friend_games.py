"""Counting a game against a friend into the statistics: once per game id, under the
friend's name and key, in that friend's last session too.

Why apart from :mod:`dirty7.store.stats`: a friend's game never touches the levels, the
totals or the streaks; it shares only the file, its lock and the ids of counted games.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from dirty7.rules.schema import shown
from dirty7.store.friend_stats import SessionMark, count_friend_once
from dirty7.store.stats import (
    MAX_ID_LENGTH,
    RECORDED_IDS_LIMIT,
    STATS_FALLBACK,
    STATS_FILE,
    Stats,
    is_id,
)
from dirty7.store.storage import Store, default_store


def record_friend_game(stats: Stats, game_id: str, friend: str, outcome: str,
                       when: datetime | None = None, public_key: str | None = None,
                       session: SessionMark | None = None) -> bool:
    """Count one game against ``friend`` (their display name) into ``stats``, in place;
    False if ``game_id`` was counted already (the ids are :func:`record_game`'s). See
    :func:`~dirty7.store.friend_stats.count_friend_once` (a game abandoned, then resumed to
    its end, is one game). Bad arguments raise ValueError.
    """
    if not is_id(game_id):
        raise ValueError(f"game_id must be a string of 1 to {MAX_ID_LENGTH} characters, "
                         f"not {shown(game_id)}")
    counted = count_friend_once(stats.by_friend, stats.recorded_ids, game_id, friend,
                                outcome, when, public_key, session)
    del stats.recorded_ids[:-RECORDED_IDS_LIMIT]
    return counted


def count_friend_game(game_id: str, friend: str, outcome: str,
                      when: datetime | None = None, store: Store | None = None,
                      public_key: str | None = None, session: SessionMark | None = None
                      ) -> tuple[bool, str | None]:
    """:func:`record_friend_game` into ``stats.json`` itself (re-read, count, write, under
    the lock, as :func:`count_game`): what the network table calls once at a friend's
    game's end. Returns (whether the game is new and now counted, save error or None)."""
    store = store or default_store()
    counted = False

    def count(current: Stats | None) -> dict[str, Any] | None:
        nonlocal counted
        stats = current if current is not None else Stats()
        counted = record_friend_game(stats, game_id, friend, outcome, when, public_key,
                                     session)
        return stats.to_dict() if counted else None

    _written, error = store.update(STATS_FILE, Stats.from_dict, count, STATS_FALLBACK)
    return counted and error is None, error


__all__ = ["count_friend_game", "record_friend_game"]
