"""A session: several games over one channel, each dealt afresh, checked and recorded as
its own joint record; who starts alternates; a match is scored alike on both sides; a bad
word between two games is refused with its reason; a drop between two games resumes."""

from __future__ import annotations

import asyncio

import pytest

from dirty7.ai.medium import MediumStrategy
from dirty7.net.invite import Invite
from dirty7.net.messages import ProtocolError, check_message, message
from dirty7.net.net_session import Session
from dirty7.net.peer import Peer
from dirty7.rules import Variant
from tests.support.resumable_game import Switchboard, check_finished, make_resumable

LIMIT = 2000


def _maker(peer: Peer):
    """The next game's Peer on ``peer``'s channel, as FriendLink makes it."""
    def make(first: int) -> Peer:
        return Peer(peer.channel, name=peer.name, chooser=MediumStrategy().choose,
                    player=peer.player, variant=peer.variant, first=first,
                    move_limit=peer.move_limit, identity=peer.identity)
    return make


def _play(games=(3, 3), *, variant: Variant | None = None, fault=None, board=None,
          guest_session=Session):
    async def go():
        switchboard = board or Switchboard()
        invite = Invite.fresh()
        options = {} if variant is None else {"variant": variant}
        host = make_resumable(switchboard.connector("host"), invite, "host", **options)
        guest = make_resumable(switchboard.connector("guest"), invite, "guest")
        sessions = (Session(host, _maker(host), games=games[0]),
                    guest_session(guest, _maker(guest), games=games[1]))
        both = asyncio.gather(*(s.run() for s in sessions))
        beside = asyncio.ensure_future(fault(sessions, switchboard)) if fault else None
        try:
            return await asyncio.wait_for(both, 240)
        finally:
            if beside is not None:
                beside.cancel()
    return asyncio.run(go())


def _records(host, guest) -> list:
    assert len(host.games) == len(guest.games)
    return [check_finished(h, g) for h, g in zip(host.games, guest.games, strict=True)]


def test_a_session_of_three_games_alternates_who_starts_and_records_each_game():
    host, guest = _play()
    assert host.reason is None and guest.reason is None, (host.reason, guest.reason)
    records = _records(host, guest)
    assert [r.first for r in records] == [0, 1, 0]
    assert len({str(r.start) for r in records}) == 3  # dealt afresh each time
    assert host.wins == guest.wins and sum(host.wins) <= 3


def test_the_side_that_wants_fewer_games_ends_the_session_for_both():
    host, guest = _play((3, 2))
    assert len(host.games) == len(guest.games) == 2
    assert host.reason is None and guest.reason is None
    _records(host, guest)


def test_a_match_is_scored_alike_on_both_sides_and_ends_the_session():
    host, guest = _play((None, None), variant=Variant(match_to=25))
    assert host.scores == guest.scores and max(host.scores) >= 25
    records = _records(host, guest)
    assert [r.first for r in records] == [i % 2 for i in range(len(records))]


def test_a_drop_between_two_games_resumes_and_the_next_game_verifies():
    seen = []

    async def fault(sessions, board):
        seen.extend(sessions)
        loop = asyncio.get_running_loop()
        end = loop.time() + 120
        while loop.time() < end and not all(s.outcome.games for s in sessions):
            await asyncio.sleep(0.002)
        await board.cut()  # between the first game and the second
    host, guest = _play((2, 2), fault=fault)
    assert host.reason is None and guest.reason is None, (host.reason, guest.reason)
    assert len(_records(host, guest)) == 2
    assert seen[0].channel.drops and seen[0].channel.reconnects  # it did drop, and came back


class _Rude(Session):
    """Says something else than again or goodbye after the first game."""

    word = message("move", ply=0, move="draw", pos=None, key=None)

    async def _exchange(self) -> bool:
        await self.channel.send(self.word)
        try:
            await self.channel.recv()  # the other side's abort, saying why
        except ProtocolError:
            pass
        return False


class _Miscounting(_Rude):
    word = message("again", game=5)


@pytest.mark.parametrize("cls, words", [
    (_Rude, "it sent a 'move' message between two games"),
    (_Miscounting, "it sent 'again' naming game 5 after game 1"),
])
def test_a_bad_word_between_two_games_is_refused_with_its_reason(cls, words):
    host, guest = _play((3, 3), guest_session=cls)
    assert host.reason is not None and words in host.reason, host.reason
    assert len(host.games) == 1 and host.games[0].ok  # the game played stays recorded


class _SameStarter(Session):
    """A host that starts every game itself."""

    def _next_peer(self):
        peer = super()._next_peer()
        peer.first = self.first_seat
        return peer


def test_a_host_that_does_not_let_the_other_seat_start_is_refused():
    async def go():
        board, invite = Switchboard(), Invite.fresh()
        host = make_resumable(board.connector("host"), invite, "host")
        guest = make_resumable(board.connector("guest"), invite, "guest")
        sessions = (_SameStarter(host, _maker(host), games=3),
                    Session(guest, _maker(guest), games=3))
        return await asyncio.wait_for(asyncio.gather(*(s.run() for s in sessions)), 240)
    host, guest = asyncio.run(go())
    assert guest.reason is not None and "it changed who starts" in guest.reason, guest.reason
    assert len(guest.finished_games) == 1


def test_the_session_messages_are_checked_like_any_other():
    assert check_message(message("again", game=2))["game"] == 2
    for bad in ({"v": 1, "type": "again", "game": 1}, {"v": 1, "type": "goodbye"},
                {"v": 1, "type": "goodbye", "games": 5, "extra": 1}):
        with pytest.raises(ProtocolError):
            check_message(bad)
