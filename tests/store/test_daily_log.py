"""The days the deal of the day was played: counted once, the streaks, a damaged file."""

from __future__ import annotations

import json
from datetime import date, timedelta

from dirty7.store.daily_log import DAILY_FILE, daily_status, daily_streaks, load_daily, record_day
from dirty7.store.storage import Store

D = date(2026, 3, 10)


def day(k: int) -> date:
    return D + timedelta(days=k)


def test_a_day_counts_once_and_a_replay_changes_nothing(tmp_path):
    store = Store(tmp_path)
    assert record_day(day(0), False, 30, 3, store) == (True, None)
    assert record_day(day(0), True, 20, 4, store) == (False, None)  # the replay
    log, warning = load_daily(store)
    assert warning is None and log.played(day(0)).won is False
    assert log.played(day(0)).moves == 30


def test_streaks_of_days_played_and_won_across_injected_dates(tmp_path):
    store = Store(tmp_path)
    for k, won in ((0, True), (1, True), (2, False), (3, True)):
        record_day(day(k), won, 25, 2, store)
    status = daily_status(day(3), store)
    assert (status.streak, status.won_streak) == (4, 1)
    assert (status.best, status.best_won) == (4, 2)
    # the next day, not yet played: the streak lives on until the day is over
    later = daily_status(day(4), store)
    assert later.played is None and (later.streak, later.won_streak) == (4, 1)
    # a missed day breaks it; the best is kept
    missed = daily_status(day(5), store)
    assert (missed.streak, missed.won_streak, missed.best) == (0, 0, 4)
    record_day(day(5), True, 25, 2, store)
    assert daily_streaks(store, day(5)) == (1, 4)
    record_day(day(5), False, 10, 1, store)  # replayed the same day: not counted
    assert daily_status(day(5), store).won_streak == 1


def test_a_streak_of_seven(tmp_path):
    store = Store(tmp_path)
    for k in range(7):
        record_day(day(k), k % 2 == 0, 25, 2, store)
    assert daily_streaks(store, day(6)) == (7, 7)
    assert daily_status(day(6), store).best_won == 1


def test_a_damaged_file_is_set_aside_and_the_days_start_again(tmp_path):
    store = Store(tmp_path)
    for bad in ('{"version": 1, "days": {"2026-13-40": {}}}',
                '{"version": 1, "days": {"2026-01-01": {"won": 1, "moves": 3, "cards_left": 1}}}',
                '{"version": 1, "days": []}', "{not json", '{"version": 99, "days": {}}'):
        (tmp_path / DAILY_FILE).write_text(bad, encoding="utf-8")
        log, warning = load_daily(store)
        assert log.days == {} and warning and "daily.json" in warning
        assert not (tmp_path / DAILY_FILE).exists()
    assert record_day(day(0), True, 12, 5, store) == (True, None)
    data = json.loads((tmp_path / DAILY_FILE).read_text(encoding="utf-8"))
    assert data == {"version": 1, "days": {day(0).isoformat():
                                           {"won": True, "moves": 12, "cards_left": 5}}}
    assert len(list(tmp_path.glob("daily*.bad"))) == 5
