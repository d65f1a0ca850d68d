"""The settings and statistics of play against a friend: the display name, the relay's
address, and the games counted per friend (won, lost, abandoned) apart from the levels.
No Arcade."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from dirty7.store.finished_game import FinishedGame
from dirty7.store.friend_games import count_friend_game, record_friend_game
from dirty7.store.friend_stats import FRIENDS_LIMIT, NO_NAME, friend_key
from dirty7.store.settings import (
    DEFAULT_RELAY_URL,
    MAX_DISPLAY_NAME,
    Settings,
    clean_display_name,
    clean_relay_url,
    load_settings,
    save_settings,
)
from dirty7.store.stats import (
    Stats,
    count_game,
    load_stats,
    record_game,
)

WHEN = datetime(2026, 12, 1, 20, 0, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def data_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    return tmp_path


# --- the display name and the relay -------------------------------------------------------

def test_defaults_ask_for_a_name_and_use_a_local_relay():
    settings = Settings()
    assert settings.display_name == "" and settings.relay_url == DEFAULT_RELAY_URL


def test_a_name_is_trimmed_and_its_spaces_made_one():
    assert Settings(display_name="  Alex   the  Great ").display_name == "Alex the Great"
    assert clean_display_name("\t Bo \n") == "Bo"


@pytest.mark.parametrize("bad", ["a" * (MAX_DISPLAY_NAME + 1), "Al\x00ex", "Al\x1bex",
                                 "\u202eAlex", 42, None, ["Alex"]])
def test_a_hostile_name_is_refused_in_plain_words(bad):
    with pytest.raises(ValueError, match="name"):
        Settings(display_name=bad)


@pytest.mark.parametrize("good", ["ws://localhost:8765", "wss://relay.example.org",
                                  "wss://relay.example.org:443/dirty7", "ws://[::1]:8765",
                                  "WS://192.168.1.20:8765"])
def test_a_relay_address_is_ws_or_wss(good):
    assert Settings(relay_url=f"  {good} ").relay_url == good


@pytest.mark.parametrize("bad, words", [
    ("http://relay.example.org", "ws:// or wss://"),
    ("relay.example.org:8765", "ws:// or wss://"),
    ("ws:relay", "ws:// or wss://"),
    ("ws://", "host"),
    ("ws://:8765", "host"),
    ("ws://relay:99999", "port"),
    ("ws://relay:0", "port"),
    ("ws://relay:http", "port"),
    ("ws://me:secret@relay:8765", "user"),
    ("ws://relay:8765/?room=1", "? or #"),
    ("ws://relay:8765/#x", "? or #"),
    ("ws://re lay:8765", "spaces"),
    ("ws://relay\x00:8765", "control"),
    ("ws://" + "a" * 300, "200"),
])
def test_a_bad_relay_address_says_what_is_wrong(bad, words):
    with pytest.raises(ValueError) as caught:
        clean_relay_url(bad)
    assert words in str(caught.value)
    with pytest.raises(ValueError, match="relay_url"):
        Settings(relay_url=bad)


def test_the_name_and_relay_are_saved_and_read_back():
    assert save_settings(Settings(display_name="Alex", relay_url="wss://r.example.org")) is None
    settings, warning = load_settings()
    assert warning is None
    assert (settings.display_name, settings.relay_url) == ("Alex", "wss://r.example.org")


def test_an_old_settings_file_without_them_still_loads(data_env):
    (data_env / "settings.json").write_text(json.dumps({"version": 1, "difficulty": "hard"}))
    settings, warning = load_settings()
    assert warning is None and settings.difficulty == "hard"
    assert settings.display_name == "" and settings.relay_url == DEFAULT_RELAY_URL


@pytest.mark.parametrize("field, value", [("display_name", "x" * 5000),
                                          ("relay_url", "ftp://x"), ("relay_url", ""),
                                          ("display_name", {"a": 1}), ("relay_url", None)])
def test_a_hostile_settings_file_is_set_aside_not_obeyed(data_env, field, value):
    (data_env / "settings.json").write_text(json.dumps({"version": 1, field: value}))
    settings, warning = load_settings()
    assert warning is not None and field in warning
    assert settings == Settings()
    assert (data_env / "settings.json.bad").exists()


@hypothesis_settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_a_name_or_refused_never_a_crash(text):
    try:
        name = clean_display_name(text)
    except ValueError:
        return
    assert name == name.strip() and len(name) <= MAX_DISPLAY_NAME and name.isprintable()
    assert Settings(display_name=text).display_name == name


@hypothesis_settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_a_relay_address_or_refused(text):
    try:
        url = clean_relay_url(text)
    except ValueError:
        return
    assert url.lower().startswith(("ws://", "wss://"))


# --- statistics per friend ------------------------------------------------------------------

def test_games_are_counted_per_friend_as_won_lost_or_abandoned():
    stats = Stats()
    for i, outcome in enumerate(["won", "won", "lost", "abandoned"]):
        assert record_friend_game(stats, f"net-{i}", "Alex", outcome, WHEN)
    record_friend_game(stats, "net-9", "Bo", "lost", WHEN + timedelta(hours=1))
    alex = stats.by_friend["Alex"]
    assert (alex.won, alex.lost, alex.abandoned, alex.games) == (2, 1, 1, 4)
    assert [name for name, _ in stats.friends()] == ["Bo", "Alex"]  # the last played first


def test_a_friends_game_never_counts_for_a_level():
    stats = Stats()
    record_game(stats, FinishedGame("g1", "hard", True, 0, 30, WHEN))
    record_friend_game(stats, "net-1", "Alex", "won", WHEN)
    record_friend_game(stats, "net-2", "medium", "abandoned", WHEN)  # a friend named medium
    assert stats.totals().games == 1 and stats.totals().streak == 1
    assert stats.for_difficulty("medium").games == 0
    assert len(stats.recent) == 1


def test_a_game_is_counted_once():
    stats = Stats()
    assert record_friend_game(stats, "net-1", "Alex", "won", WHEN)
    assert not record_friend_game(stats, "net-1", "Alex", "won", WHEN)
    assert stats.by_friend["Alex"].won == 1


def test_a_game_abandoned_then_resumed_to_its_end_is_one_game_counted_once():
    stats = Stats()
    assert record_friend_game(stats, "net-7", "Alex", "abandoned", WHEN)
    assert not record_friend_game(stats, "net-7", "Alex", "abandoned", WHEN)  # again
    assert record_friend_game(stats, "net-7", "Alex", "won", WHEN)  # resumed and won
    assert not record_friend_game(stats, "net-7", "Alex", "lost", WHEN)
    alex = stats.by_friend["Alex"]
    assert (alex.won, alex.lost, alex.abandoned, alex.games) == (1, 0, 0, 1)
    again = Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert not record_friend_game(again, "net-7", "Alex", "abandoned", WHEN)
    assert again.by_friend["Alex"].games == 1


@pytest.mark.parametrize("outcome", ["win", "", None, "draw", True])
def test_an_unknown_outcome_is_refused(outcome):
    with pytest.raises(ValueError, match="outcome"):
        record_friend_game(Stats(), "net-1", "Alex", outcome)


def test_hostile_names_from_a_peer_are_kept_short_and_apart():
    long_a, long_b = "A" * 39 + "x" * 500, "A" * 39 + "y" * 500
    assert friend_key(long_a) != friend_key(long_b)
    assert len(friend_key(long_a)) <= 40 and friend_key("\x00\x01") != ""
    assert friend_key("") == friend_key("   ") == friend_key(None) == NO_NAME
    stats = Stats()
    for i, name in enumerate([long_a, "Al\x00ex", "  Alex  ", "\u202e", 5]):
        record_friend_game(stats, f"n{i}", name, "lost", WHEN)
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


def test_the_file_keeps_at_most_so_many_friends_the_oldest_dropped():
    stats = Stats()
    for i in range(FRIENDS_LIMIT + 5):
        record_friend_game(stats, f"n{i}", f"friend {i}", "won", WHEN + timedelta(minutes=i))
    assert len(stats.by_friend) == FRIENDS_LIMIT
    assert "friend 0" not in stats.by_friend and f"friend {FRIENDS_LIMIT + 4}" in stats.by_friend


def test_counted_into_the_file_beside_another_windows_games():
    assert count_game(FinishedGame("g1", "easy", True, 0, 20, WHEN)) == (True, None)
    assert count_friend_game("net-1", "Alex", "abandoned", WHEN) == (True, None)
    assert count_friend_game("net-1", "Alex", "abandoned", WHEN) == (False, None)
    stats, warning = load_stats()
    assert warning is None
    assert stats.by_friend["Alex"].abandoned == 1 and stats.for_difficulty("easy").wins == 1


def test_an_old_stats_file_without_friends_still_loads(data_env):
    old = {"version": 1, "by_difficulty": {"hard": {"games": 1, "wins": 1, "streak": 1,
                                                    "best_streak": 1}},
           "recent": [], "recorded_ids": ["g1"]}
    (data_env / "stats.json").write_text(json.dumps(old))
    stats, warning = load_stats()
    assert warning is None and stats.by_friend == {} and stats.for_difficulty("hard").wins == 1
    assert count_friend_game("net-1", "Alex", "won", WHEN) == (True, None)
    stats, _ = load_stats()
    assert stats.for_difficulty("hard").wins == 1 and stats.by_friend["Alex"].won == 1


@pytest.mark.parametrize("section", [
    [], "Alex", {"Alex": {"won": -1}}, {"Alex": {"won": True}}, {"Alex": {"won": 1.5}},
    {"Alex": {"lost": 10**12}}, {"": {"won": 1}}, {" Alex": {"won": 1}},
    {"Al\x00ex": {"won": 1}}, {"Alex": {"last": "yesterday"}}, {"Alex": []},
    {f"f{i}": {} for i in range(FRIENDS_LIMIT + 1)},
])
def test_a_damaged_friends_section_sets_the_file_aside(data_env, section):
    (data_env / "stats.json").write_text(json.dumps({"version": 1, "by_friend": section}))
    stats, warning = load_stats()
    assert warning is not None and stats == Stats()
    assert (data_env / "stats.json.bad").exists()


def test_a_friends_last_evening_counts_its_games_and_points_and_a_new_one_starts_afresh():
    stats = Stats()
    evening = ("net-room2", None)
    record_friend_game(stats, "net-room1", "Alex", "won", WHEN, session=("net-room1", (60, 0)))
    record_friend_game(stats, "net-room1-2", "Alex", "lost", WHEN,
                       session=("net-room1", (60, 45)))
    record_friend_game(stats, "net-room1-3", "Alex", "abandoned", WHEN,
                       session=("net-room1", (60, 45)))
    part = stats.by_friend["Alex"]
    assert (part.evening.games, part.evening.won, part.evening.lost) == (3, 1, 1)
    assert part.evening.points == (60, 45)
    # the abandoned game resumed to its end: still three games that evening
    record_friend_game(stats, "net-room1-3", "Alex", "won", WHEN,
                       session=("net-room1", (120, 45)))
    assert (part.evening.games, part.evening.won, part.evening.points) == (3, 2, (120, 45))
    again = Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again.by_friend["Alex"].evening == part.evening  # kept in the file as it was
    record_friend_game(stats, "net-room2", "Alex", "lost", WHEN, session=evening)
    assert (part.evening.session, part.evening.games, part.evening.lost) == ("net-room2", 1, 1)
    assert part.evening.points is None and part.games == 4  # the totals go on


@pytest.mark.parametrize("evening", [
    {"session": "net-1", "games": -1}, {"session": "net-1", "points": [1]},
    {"session": "net-1", "points": [1, "x"]}, {"games": 2}, "tonight",
])
def test_a_damaged_evening_is_refused_with_where_it_is(evening):
    data = Stats().to_dict()
    data["by_friend"] = {"Alex": {"won": 1, "lost": 0, "abandoned": 0, "last": "",
                                  "evening": evening}}
    with pytest.raises(ValueError, match="evening"):
        Stats.from_dict(data)
