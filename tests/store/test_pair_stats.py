"""Games of two people at one computer count per pair of names: once per game, the same pair
in either seat order, never in the statistics against the computer; the last two names are
remembered; a damaged file is set aside and the counts start again."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from dirty7.store.pair_stats import (
    MAX_PAIRS,
    PAIRS_FILE,
    PairStats,
    count_pair_game,
    load_pairs,
    remember_names,
)
from dirty7.store.stats import STATS_FILE
from dirty7.store.storage import Store

WHEN = datetime(2026, 12, 3, 18, 0, tzinfo=timezone.utc)


@pytest.fixture
def store(tmp_path) -> Store:
    return Store(tmp_path)


def test_a_game_counts_once_for_the_pair_in_either_order(store):
    record, error = count_pair_game(("Alex", "Bob"), "Bob", "g1", WHEN, store)
    assert error is None and record.wins_of("Bob") == 1 and record.games == 1
    again, error = count_pair_game(("Alex", "Bob"), "Bob", "g1", WHEN, store)
    assert again is None and error is None  # the same game: not counted twice
    record, _error = count_pair_game(("Bob", "Alex"), "Alex", "g2", WHEN, store)
    assert (record.wins_of("Alex"), record.wins_of("Bob"), record.games) == (1, 1, 2)
    stats, warning = load_pairs(store)
    assert warning is None and len(stats.pairs) == 1
    assert stats.last_names == ("Bob", "Alex")
    assert not store.path(STATS_FILE).exists()  # nothing counted against the computer


def test_the_last_names_are_remembered(store):
    assert load_pairs(store)[0].last_names is None
    assert remember_names(("Sam", "Kim"), store) is None
    assert load_pairs(store)[0].last_names == ("Sam", "Kim")


def test_the_file_round_trips_and_keeps_the_newest_pairs(store):
    stats = PairStats()
    for i in range(MAX_PAIRS + 3):
        stats.add((f"A{i:03}", f"B{i:03}"), f"A{i:03}", WHEN.replace(minute=i % 60,
                                                                       hour=i // 60))
    assert len(stats.pairs) == MAX_PAIRS and stats.pair(("A000", "B000")) is None
    assert PairStats.from_dict(stats.to_dict()).to_dict() == stats.to_dict()


@pytest.mark.parametrize("content", ['{"pairs": [{"names": ["Bob", "Alex"], "wins": [1, 0]}]}',
                                     '{"pairs": [{"names": ["A", "A"], "wins": [1, 0]}]}',
                                     '{"pairs": [{"names": ["A", "B"], "wins": [-1, 0]}]}',
                                     '{"counted": [3]}', "[1, 2"])
def test_a_damaged_file_is_set_aside(store, content):
    store.path(PAIRS_FILE).write_text(content)
    stats, warning = load_pairs(store)
    assert stats.pairs == [] and warning is not None


def test_a_game_must_be_between_two_names():
    with pytest.raises(ValueError):
        count_pair_game(("Alex", "Alex"), None, "g", WHEN)
    with pytest.raises(ValueError):
        count_pair_game(("Alex", "Bob"), "Kim", "g", WHEN)
