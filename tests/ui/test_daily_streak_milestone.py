"""The deal of the day's best streak reaches the statistics' milestone "a daily streak of
seven": the app tells every counted game the best streak, after the day itself is counted."""

from __future__ import annotations

from datetime import date, timedelta
from types import SimpleNamespace

from dirty7.store.daily_log import record_day
from dirty7.ui.daily_play import DailyPlay

TODAY = date(2026, 12, 2)


def _session(daily: str | None = None):
    return SimpleNamespace(state=SimpleNamespace(daily=daily, challenge=None), messages=[],
                           best_daily_streak=0)


def test_a_counted_game_is_told_the_best_daily_streak(tmp_path, monkeypatch):
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    for back in range(7):
        assert record_day(TODAY - timedelta(days=back), True, 20, 3)[0]
    daily = DailyPlay(app=None, today=lambda: TODAY)
    session = _session()
    daily.count_before_results(session, SimpleNamespace(human=(True, False)))
    assert session.best_daily_streak == 7 and session.messages == []


def test_six_days_are_not_seven(tmp_path, monkeypatch):
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    for back in range(1, 7):
        record_day(TODAY - timedelta(days=back), False, 20, 3)
    daily = DailyPlay(app=None, today=lambda: TODAY)
    session = _session()
    daily.count_before_results(session, SimpleNamespace(human=(True, False)))
    assert session.best_daily_streak == 6
