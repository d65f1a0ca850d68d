"""One finished game for the statistics, as one frozen value."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timezone

import pytest

from dirty7.store.finished_game import FinishedGame
from dirty7.store.stats import Stats, record_game

WHEN = datetime(2025, 3, 1, 18, 4, 5, tzinfo=timezone.utc)


def test_a_finished_game_is_frozen_and_varied_with_replace() -> None:
    first = FinishedGame("g1", "easy", True, 0, 20, when=WHEN)
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.won = False  # type: ignore[misc]
    second = dataclasses.replace(first, game_id="g2", won=False, cards_left=3, pair="g1",
                                 take_backs=1)
    stats = Stats()
    assert record_game(stats, first) and record_game(stats, second)
    assert [(r.won, r.cards_left, r.pair, r.take_backs) for r in stats.recent] == [
        (True, 0, "g1", 0), (False, 3, "g1", 1)]
    assert (first.game_id, first.won, first.pair) == ("g1", True, None)


def test_a_bad_fact_is_refused_when_counted_and_nothing_is_counted() -> None:
    stats = Stats()
    with pytest.raises(ValueError, match="take_backs"):
        record_game(stats, FinishedGame("g", "easy", True, 0, 20, take_backs=-1))
    assert stats == Stats()
