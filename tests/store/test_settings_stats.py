"""Tests for settings.json (dirty7.store.settings) and stats.json (dirty7.store.stats). No Arcade.

Every test points DIRTY7_DATA_DIR at its own tmp_path. A data directory that cannot be written
is simulated with os.replace failing with ENOSPC, which works whether or not the tests run as
root (the chmod variant is covered in test_storage.py).
"""

from __future__ import annotations

import errno
import json
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from dirty7.store.finished_game import FinishedGame
from dirty7.store.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    Settings,
    load_settings,
    save_settings,
)
from dirty7.store.stats import (
    RECENT_LIMIT,
    RECORDED_IDS_LIMIT,
    Stats,
    load_stats,
    record_game,
    reset_stats,
    save_stats,
)
from dirty7.store.storage import LOCK_FILE


def _files(directory):
    """The files in ``directory`` but the data folder's lock file."""
    return sorted(name for name in os.listdir(directory) if name != LOCK_FILE)


@pytest.fixture(autouse=True)
def data_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)


# --- settings --------------------------------------------------------------------------------


def test_defaults():
    s = Settings()
    assert (s.difficulty, s.animation_speed, s.sound, s.volume) == ("medium", "normal", True, 0.6)
    assert (s.seven_stack, s.first, s.match_to) == (False, "alternate", None)
    assert (s.card_back, s.highlight_playable) == ("cardBack_blue2", True)
    assert s.animation_factor == 1.0


def test_card_backs_are_arcades_fifteen():
    assert len(CARD_BACKS) == 15 == len(set(CARD_BACKS))
    assert "cardBack_blue2" in CARD_BACKS and "cardBack_red5" in CARD_BACKS
    assert "cardBack_green1" in CARD_BACKS


def test_animation_speed_factors():
    assert ANIMATION_SPEEDS == {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
    assert Settings(animation_speed="fast").duration(0.4) == pytest.approx(0.2)
    assert Settings(animation_speed="instant").duration(0.4) == 0.0


def test_missing_settings_file_gives_defaults_silently():
    assert load_settings() == (Settings(), None)


def test_settings_round_trip(data_env):
    changed = Settings(
        difficulty="hard",
        animation_speed="slow",
        sound=False,
        volume=0.25,
        seven_stack=True,
        first="computer",
        match_to=100,
        card_back="cardBack_green4",
        highlight_playable=False,
    )
    assert save_settings(changed) is None
    assert load_settings() == (changed, None)
    stored = json.loads((data_env / "settings.json").read_text())
    assert stored["version"] == 1 and stored["match_to"] == 100
    assert _files(data_env) == ["settings.json"]


def test_volume_written_as_int_is_read_as_float(data_env):
    (data_env / "settings.json").write_text('{"version": 1, "volume": 1}')
    loaded, warning = load_settings()
    assert warning is None and loaded.volume == 1.0 and isinstance(loaded.volume, float)


def test_missing_keys_default_and_unknown_keys_are_ignored(data_env):
    (data_env / "settings.json").write_text('{"version": 1, "sound": false, "future_option": 3}')
    assert load_settings() == (Settings(sound=False), None)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("difficulty", ""),
        ("difficulty", 3),
        ("animation_speed", "warp"),
        ("sound", 1),
        ("sound", "yes"),
        ("volume", "loud"),
        ("volume", 1.5),
        ("volume", -0.1),
        ("volume", True),
        ("seven_stack", None),
        ("first", "nobody"),
        ("match_to", 0),
        ("match_to", -100),
        ("match_to", 2.5),
        ("match_to", True),
        ("match_to", "off"),
        ("card_back", "cardBack_purple1"),
        ("highlight_playable", "true"),
    ],
)
def test_bad_setting_value_moves_file_aside_and_uses_defaults(data_env, key, value):
    content = json.dumps({"version": 1, "sound": False, key: value})
    (data_env / "settings.json").write_text(content)
    loaded, warning = load_settings()
    assert loaded == Settings()
    assert "settings.json" in warning and key in warning and "default" in warning
    assert (data_env / "settings.json.bad").read_text() == content
    assert not (data_env / "settings.json").exists()


@pytest.mark.parametrize(
    "content", ["{{{", '"just a string"', '{"version": 2, "sound": false}', '{"sound": false}']
)
def test_damaged_settings_file_gives_defaults_and_warning(data_env, content):
    (data_env / "settings.json").write_text(content)
    loaded, warning = load_settings()
    assert loaded == Settings() and "settings.json" in warning
    assert (data_env / "settings.json.bad").exists()
    assert load_settings() == (Settings(), None)


def test_invalid_settings_are_rejected_in_code():
    with pytest.raises(ValueError, match="volume"):
        Settings(volume=2)
    with pytest.raises(ValueError, match="card_back"):
        Settings().replace(card_back="nope")
    mutated = Settings()
    mutated.first = "whoever"
    with pytest.raises(ValueError, match="first"):
        save_settings(mutated)


def test_settings_cannot_be_saved_returns_message(data_env, disk_full):
    error = save_settings(Settings(sound=False))
    assert error is not None and "settings.json" in error and "full" in error
    assert _files(data_env) == []


# --- stats -----------------------------------------------------------------------------------

WHEN = datetime(2025, 3, 1, 18, 4, 5, tzinfo=timezone(timedelta(hours=1)))


def _play(stats: Stats, results, difficulty="medium", start=0):
    for index, (won, cards_left) in enumerate(results, start):
        record_game(stats, FinishedGame(f"game-{index}", difficulty, won, cards_left, 30 + index,
                                        when=WHEN))


def test_empty_stats():
    stats, warning = load_stats()
    assert warning is None and stats == Stats()
    assert stats.win_rate() is None and stats.win_rate("hard") is None
    assert stats.average_cards_left_when_losing() is None


def test_record_and_round_trip(data_env):
    stats = Stats()
    assert record_game(stats, FinishedGame("g1", "hard", True, 0, 41, when=WHEN))
    assert record_game(stats, FinishedGame("g2", "hard", False, 5, 60, when=WHEN))
    assert record_game(stats, FinishedGame("g3", "easy", False, 2, 12, when=WHEN))
    assert save_stats(stats) is None
    loaded, warning = load_stats()
    assert warning is None and loaded == stats
    stored = json.loads((data_env / "stats.json").read_text())
    assert stored["version"] == 1
    assert stored["recent"][0] == {
        "difficulty": "hard",
        "won": True,
        "cards_left": 0,
        "moves": 41,
        "date": "2025-03-01T18:04:05+01:00",
    }
    assert _files(data_env) == ["stats.json"]


def test_default_date_is_now_with_offset():
    stats = Stats()
    record_game(stats, FinishedGame("g", "medium", True, 0, 10))
    moment = datetime.fromisoformat(stats.recent[0].date)
    assert moment.tzinfo is not None
    assert abs((datetime.now(timezone.utc) - moment).total_seconds()) < 120


def test_game_counts_once_per_id_even_after_resume(data_env):
    stats = Stats()
    assert record_game(stats, FinishedGame("abc", "medium", False, 4, 50))
    assert not record_game(stats, FinishedGame("abc", "medium", False, 4, 50))
    save_stats(stats)
    resumed, _ = load_stats()
    assert not record_game(resumed, FinishedGame("abc", "medium", True, 0, 70))
    part = resumed.for_difficulty("medium")
    assert (part.games, part.wins, part.losses) == (1, 0, 1)
    assert len(resumed.recent) == 1


def test_streaks_win_rate_and_average_cards_left():
    stats = Stats()
    streaks = []
    results = [(True, 0), (True, 0), (True, 0), (False, 3), (False, 6), (True, 0), (False, 9)]
    for index, (won, left) in enumerate(results):
        record_game(stats, FinishedGame(f"g{index}", "hard", won, left, 20))
        streaks.append(stats.for_difficulty("hard").streak)
    assert streaks == [1, 2, 3, -1, -2, 1, -1]
    part = stats.for_difficulty("hard")
    assert part.best_streak == 3
    assert (part.games, part.wins, part.losses, part.draws) == (7, 4, 3, 0)
    assert stats.win_rate("hard") == pytest.approx(4 / 7)
    assert stats.average_cards_left_when_losing("hard") == pytest.approx(6.0)
    assert stats.win_rate("easy") is None


def test_draw_counts_and_breaks_the_streak():
    stats = Stats()
    _play(stats, [(True, 0), (True, 0), (None, 4)])
    part = stats.for_difficulty("medium")
    assert (part.games, part.draws, part.streak, part.best_streak) == (3, 1, 0, 2)
    assert stats.average_cards_left_when_losing() is None
    assert stats.recent[-1].won is None


def test_difficulties_are_kept_apart_and_totalled():
    stats = Stats()
    _play(stats, [(True, 0), (False, 4)], "easy")
    _play(stats, [(False, 8), (False, 2)], "hard", start=10)
    assert stats.win_rate("easy") == 0.5 and stats.win_rate("hard") == 0.0
    assert stats.win_rate() == pytest.approx(0.25)
    assert stats.average_cards_left_when_losing() == pytest.approx(14 / 3)
    totals = stats.totals()
    assert (totals.games, totals.wins, totals.losses, totals.streak) == (4, 1, 3, -3)


def test_recent_list_and_ids_are_bounded(data_env):
    stats = Stats()
    _play(stats, [(index % 3 != 0, index % 7) for index in range(RECORDED_IDS_LIMIT + 50)])
    assert len(stats.recent) == RECENT_LIMIT == 20
    assert stats.recent[-1].moves == 30 + RECORDED_IDS_LIMIT + 49  # newest last
    assert len(stats.recorded_ids) == RECORDED_IDS_LIMIT
    assert stats.recorded_ids[0] == "game-50"
    save_stats(stats)
    stored = json.loads((data_env / "stats.json").read_text())
    assert len(stored["recent"]) == 20 and len(stored["recorded_ids"]) == RECORDED_IDS_LIMIT
    assert load_stats()[0] == stats


def test_reset_clears_counts_but_keeps_counted_ids(data_env):
    stats = Stats()
    _play(stats, [(True, 0), (False, 3)])
    save_stats(stats)
    cleared, error = reset_stats()
    assert error is None
    assert cleared.by_difficulty == {} and cleared.recent == []
    assert load_stats() == (cleared, None)
    assert not record_game(cleared, FinishedGame("game-0", "medium", True, 0, 10))
    assert record_game(cleared, FinishedGame("new-game", "medium", True, 0, 10))


def test_reset_given_stats_and_unwritable(data_env, disk_full):
    stats = Stats()
    _play(stats, [(True, 0)])
    cleared, error = reset_stats(stats)
    assert cleared.by_difficulty == {} and cleared.recorded_ids == ["game-0"]
    assert error is not None and "stats.json" in error


def test_stats_cannot_be_saved_returns_message(disk_full):
    stats = Stats()
    _play(stats, [(True, 0)])
    error = save_stats(stats)
    assert error is not None and "Cannot save stats.json" in error


@pytest.mark.parametrize(
    "stored",
    [
        {"version": 1, "by_difficulty": []},
        {"version": 1, "by_difficulty": {"hard": {"games": "3"}}},
        {"version": 1, "by_difficulty": {"hard": {"games": 2, "wins": 1, "losses": 0}}},
        {"version": 1, "by_difficulty": {"hard": {"games": 1, "losses": 1, "streak": -2}}},
        {"version": 1, "by_difficulty": {"": {}}},
        {"version": 1, "recent": [{"difficulty": "hard", "won": "yes"}]},
        {
            "version": 1,
            "recent": [
                {"difficulty": "hard", "won": True, "cards_left": 0, "moves": 3, "date": "today"}
            ],
        },
        {"version": 1, "recorded_ids": [1, 2]},
        {"version": 99},
    ],
)
def test_damaged_stats_file_is_moved_aside(data_env, stored):
    (data_env / "stats.json").write_text(json.dumps(stored))
    stats, warning = load_stats()
    assert stats == Stats()
    assert "stats.json" in warning and "start from zero" in warning
    assert (data_env / "stats.json.bad").exists()


def test_record_game_rejects_bad_arguments():
    stats = Stats()
    for args in [
        ("", "medium", True, 0, 1),
        ("g", "", True, 0, 1),
        ("g", "medium", 1, 0, 1),
        ("g", "medium", False, -1, 1),
        ("g", "medium", False, 2, 1.5),
    ]:
        with pytest.raises(ValueError):
            record_game(stats, FinishedGame(*args))
    assert stats == Stats()


@hypothesis_settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["easy", "medium", "hard"]),
            st.sampled_from([True, False, None]),
            st.integers(0, 40),
            st.integers(0, 500),
            st.integers(0, 30),  # game id: repeats must not count twice
        ),
        max_size=60,
    )
)
def test_any_history_stays_consistent_and_round_trips(history):
    stats = Stats()
    counted = set()
    for difficulty, won, left, moves, game in history:
        finished = FinishedGame(str(game), difficulty, won, left, moves, when=WHEN)
        assert record_game(stats, finished) == (game not in counted)
        counted.add(game)
    assert sum(part.games for part in stats.by_difficulty.values()) == len(counted)
    assert len(stats.recent) == min(len(counted), RECENT_LIMIT)
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats
