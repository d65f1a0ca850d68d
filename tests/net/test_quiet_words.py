"""Quiet words between friends: a word sent is heard (as its id, shown in each side's own
language), the sender rests between words, a flood is dropped with its reason while the
game goes on, and a word not in the list is refused like any bad message (the game ends
with the reason)."""

from __future__ import annotations

import pytest

from dirty7.net.friend_link import FriendLink
from dirty7.net.messages import ProtocolError, check_message, message
from dirty7.net.quiet_words import WORD_IDS, WORD_TEXTS
from dirty7.net.token_bucket import TokenBucket
from tests.support.friend import GAME_S, RelayThread, bot_options, wait_until
from tests.support.hostile_peer import say_raw_word

WAIT = 20.0


def _between_games():
    """Two computers over a relay, the first game played, both at "play again"."""
    relay = RelayThread()
    host = FriendLink.host(name="Ann", relay=relay.url, journal=False,
                           **bot_options(1), games=None)
    assert wait_until(lambda: host.code is not None or host.finished), host.error
    guest = FriendLink.join(host.code, name="Bob", relay=relay.url, journal=False,
                            **bot_options(2), games=None)
    guest.accept()
    assert host.wait_game(0, GAME_S).ok and guest.wait_game(0, GAME_S).ok
    assert wait_until(lambda: host.status == guest.status == "between", WAIT)
    return relay, host, guest


def _close(relay, *links) -> None:
    for link in links:
        link.cancel()
    relay.close()


def test_six_words_each_a_message_id_with_its_words():
    assert len(WORD_IDS) == 6 and set(WORD_TEXTS) == set(WORD_IDS)
    assert check_message(message("word", word="oops"))["word"] == "oops"
    with pytest.raises(ProtocolError, match="bad 'word'"):
        check_message({"v": 1, "type": "word", "word": "you are slow"})


def test_the_gate_takes_two_at_once_then_one_every_rest():
    now = [0.0]
    gate = TokenBucket(burst=2, rate=1 / 3.0, clock=lambda: now[0])
    assert [gate.take() for _ in range(3)] == [True, True, False]
    now[0] = 2.0
    assert not gate.take()
    now[0] = 5.5
    assert gate.take() and not gate.take()


def test_a_word_is_heard_and_the_sender_rests():
    relay, host, guest = _between_games()
    try:
        assert host.say_word("good-game")
        assert wait_until(lambda: guest.heard_word is not None, WAIT)
        assert guest.heard_word == (0, "good-game")
        assert not host.say_word("thanks") and host.word_rest_left() > 0  # resting
        with pytest.raises(ValueError):
            host.say_word("free text")
        assert guest.say_word("well-played")
        assert wait_until(lambda: host.heard_word == (0, "well-played"), WAIT)
    finally:
        _close(relay, host, guest)


def test_a_flood_of_words_is_dropped_with_its_reason_and_the_game_goes_on():
    relay, host, guest = _between_games()
    try:
        say_raw_word(host, "oops", times=12)
        assert wait_until(lambda: guest.words_refused >= 6, WAIT), guest.words_refused
        assert "faster than one every 3 s" in guest.word_refusal
        assert guest.heard_word is not None and guest.heard_word[1] == "oops"
        host.play_again()
        guest.play_again()
        second = guest.wait_game(1, GAME_S)
        assert second is not None and second.ok, guest.error
    finally:
        _close(relay, host, guest)


def test_a_word_not_in_the_list_is_refused_like_any_bad_message():
    relay, host, guest = _between_games()
    try:
        say_raw_word(host, "you-are-slow")
        assert wait_until(lambda: guest.finished, WAIT)
        reason = guest.session.reason  # between games: the session ends with it
        assert "its 'word' message has a bad 'word'" in reason, reason
        assert guest.parting == reason
        assert guest.heard_word is None
    finally:
        _close(relay, host, guest)
