"""Trust on first use: a friend's public key is remembered with their name the first time;
the same name coming back with another key is flagged and its games kept apart, under
"Name (new key e5f6 0718)". No Arcade."""

from __future__ import annotations

import json

import pytest

from dirty7.store.friend_games import count_friend_game
from dirty7.store.friend_stats import add_friend_game, key_changed, names_by_key, plain_name
from dirty7.store.identity_file import fingerprint
from dirty7.store.stats import STATS_FILE, Stats, load_stats
from dirty7.store.storage import default_store

ALEX, OTHER = "a1" * 32, "b2" * 32


def test_a_friends_key_is_remembered_with_the_name():
    count_friend_game("net-1", "Alex", "won", public_key=ALEX)
    stats, warning = load_stats()
    assert warning is None and stats.by_friend["Alex"].key == ALEX
    assert names_by_key(stats.by_friend) == {ALEX: "Alex"}
    count_friend_game("net-2", "Alex", "lost", public_key=ALEX)
    assert load_stats()[0].by_friend["Alex"].games == 2


def test_the_same_name_with_another_key_is_flagged_and_kept_apart():
    count_friend_game("net-1", "Alex", "won", public_key=ALEX)
    assert key_changed(load_stats()[0].by_friend, "Alex", OTHER)
    count_friend_game("net-2", "Alex", "won", public_key=OTHER)
    friends = load_stats()[0].by_friend
    flagged = f"Alex (new key {fingerprint(OTHER)})"
    assert set(friends) == {"Alex", flagged}
    assert friends["Alex"].won == 1 and friends["Alex"].key == ALEX
    assert friends[flagged].won == 1 and friends[flagged].key == OTHER
    assert plain_name(flagged) == "Alex"
    assert names_by_key(friends) == {ALEX: "Alex", OTHER: "Alex"}


def test_a_long_name_with_another_key_still_loads():
    name = "x" * 40
    by_friend: dict = {}
    add_friend_game(by_friend, name, "won", public_key=ALEX)
    kept = add_friend_game(by_friend, name, "lost", public_key=OTHER)
    assert kept != name
    stats = Stats(by_friend=by_friend)
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))).by_friend == by_friend


def test_an_older_file_without_keys_loads_and_learns_the_key():
    count_friend_game("net-1", "Alex", "won")  # no key: a game from before identities
    assert "key" not in json.loads(default_store().path(STATS_FILE).read_text()
                                   )["by_friend"]["Alex"]
    count_friend_game("net-2", "Alex", "won", public_key=ALEX)
    friends = load_stats()[0].by_friend
    assert set(friends) == {"Alex"} and friends["Alex"].key == ALEX


@pytest.mark.parametrize("key", ["zz" * 32, "a1" * 31, 7])
def test_a_stored_key_that_is_not_one_is_a_damaged_file(key):
    path = default_store().path(STATS_FILE)
    path.write_text(json.dumps({"version": 1, "by_friend": {
        "Alex": {"won": 1, "lost": 0, "abandoned": 0, "last": "", "key": key}}}))
    stats, warning = load_stats()
    assert warning and stats.by_friend == {}
