"""A session seen from the link, as the window sees it: after a game each side says play
again or leave; the friend's word is shown before one's own; the next game is dealt on the
same connection and the table plays it like the first; leaving ends both sides' session."""

from __future__ import annotations

from dirty7.net.friend_link import FriendLink
from dirty7.net.net_game import NetGame
from tests.support.friend import GAME_S, RelayThread, bot_options, play_out, table_for, wait_until


def _pair(relay: RelayThread, host_options: dict, guest_options: dict):
    host = FriendLink.host(name="Ann", relay=relay.url, journal=False, **host_options)
    assert wait_until(lambda: host.code is not None or host.finished), host.error
    guest = FriendLink.join(host.code, name="Bob", relay=relay.url, journal=False,
                            **guest_options)
    guest.accept()
    return host, guest


def test_play_again_on_both_sides_deals_the_next_game_and_leave_ends_the_session():
    relay = RelayThread()
    host, guest = _pair(relay, {**bot_options(1), "games": None}, {**bot_options(2), "games": None})
    try:
        assert host.wait_game(0, GAME_S).ok and guest.wait_game(0, GAME_S).ok
        assert wait_until(lambda: host.status == guest.status == "between")
        host.play_again()
        assert wait_until(lambda: guest.other_again is True), "the guest was not told"
        assert host.wants_again and guest.status == "between"  # nothing dealt yet
        guest.play_again()
        second = host.wait_game(1, GAME_S)
        assert second is not None and second.ok, host.error
        assert guest.wait_game(1, GAME_S).record == second.record
        assert [r.record["first"] for r in host.results] == [0, 1]
        guest.leave_session()
        assert host.wait(GAME_S) and guest.wait(GAME_S)
        assert host.status == guest.status == "ended"
        assert host.other_again is False  # "Bob left"
        assert host.game_id(0) != host.game_id(1)
    finally:
        host.cancel()
        guest.cancel()
        relay.close()


def test_the_table_plays_the_second_game_of_a_session_like_the_first():
    relay = RelayThread()
    link, other = _pair(relay, {"games": None}, {**bot_options(2), "games": 2})
    try:
        for index in (0, 1):
            game, flow = table_for(link)
            play_out(game, flow)
            assert game.joint is not None, game.stopped
            assert game.joint == other.wait_game(index, GAME_S).record
            if index == 0:
                assert wait_until(lambda: link.other_again is True)
                link.play_again()
        assert wait_until(lambda: link.finished, GAME_S) and link.status == "ended"
        assert isinstance(game, NetGame) and link.wins() == other.wins()[::-1]
    finally:
        link.cancel()
        other.cancel()
        relay.close()
