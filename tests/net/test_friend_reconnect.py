"""A friend's game through ``dirty7 relay`` survives the relay restarted mid-game: both
FriendLinks say "reconnecting" meanwhile, the game finishes with the same verified record on
both sides, and each side's journal (``unfinished-<room>.json``) is there during the game
and gone after it. A relay gone for good abandons the game on both sides with its reason,
the journals kept — and the same two players resume it later with the same code."""

from __future__ import annotations

import asyncio
import threading
import time

from dirty7.ai.medium import MediumStrategy
from dirty7.net.friend_link import FriendLink
from dirty7.net.record_check import check_network
from dirty7.net.relay import Relay, RelayLimits
from dirty7.store.storage import Store
from dirty7.store.unfinished import load_unfinished
from tests.support.friend import GAME_S, wait_until

WINDOW = 1.5  # a short resume window, for the abandoned game


class _Relay:
    """``dirty7 relay`` on a loop thread, on a fixed port once started: stop and start it."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server, self.port = None, 0
        self.start()

    def _do(self, step):
        return asyncio.run_coroutine_threadsafe(step(), self.loop).result(10)

    def start(self) -> None:
        async def go():
            self.server = await Relay(RelayLimits()).serve("127.0.0.1", self.port)
            self.port = self.server.sockets[0].getsockname()[1]
        self._do(go)

    def stop(self) -> None:
        async def go():
            if self.server is not None:
                self.server.close()
                await self.server.wait_closed()
                self.server = None
        self._do(go)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def close(self) -> None:
        self.stop()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def _bot(seed: int, store: Store, **options) -> dict:
    return {"chooser": MediumStrategy().choose, "player": ("medium", seed), "store": store,
            "move_limit": 2000, **options}


def _pair(relay: _Relay, tmp_path, code: str | None = None, **options):
    stores = Store(tmp_path / "host"), Store(tmp_path / "guest")
    host = FriendLink.host(name="Ann", relay=relay.url, code=code, **_bot(1, stores[0],
                                                                          **options))
    assert wait_until(lambda: host.code is not None or host.finished), host.error
    guest = FriendLink.join(host.code, name="Bob", relay=relay.url, **_bot(2, stores[1],
                                                                           **options))
    guest.accept()
    return host, guest, stores


def _journals(links, stores) -> list:
    """Each side's unfinished-game file, as ``load_unfinished`` reads it."""
    return [load_unfinished(link.journal_id, store)
            for link, store in zip(links, stores, strict=True)]


def _moves(link: FriendLink) -> int:
    return len(link.peer.moves) if link.peer is not None else 0


def _break_at(relay: _Relay, links, ply: int) -> bool:
    """Stop the relay once the game has ``ply`` moves; whether both links then said
    "reconnecting"."""
    assert wait_until(lambda: _moves(links[0]) >= ply or links[0].finished, GAME_S)
    assert not links[0].finished, links[0].error
    relay.stop()
    return wait_until(lambda: all(link.status == "reconnecting" or link.finished
                                  for link in links), 30, 0.002) \
        and all(link.status == "reconnecting" for link in links)


def test_the_relay_restarted_mid_game_the_friends_game_finishes_and_verifies(tmp_path):
    relay = _Relay()
    try:
        host, guest, stores = _pair(relay, tmp_path)
        said = _break_at(relay, (host, guest), 4)
        journals = [state for state, _ in _journals((host, guest), stores)]
        time.sleep(0.3)
        relay.start()
        outcomes = host.wait(GAME_S), guest.wait(GAME_S)
    finally:
        relay.close()
    assert said, "the links never said they were reconnecting"
    assert all(o is not None and o.ok for o in outcomes), [o and o.reason for o in outcomes]
    assert outcomes[0].record == outcomes[1].record
    assert check_network(outcomes[0].record)[0], check_network(outcomes[0].record)[1]
    assert host.peer.channel.drops and guest.peer.channel.drops
    assert host.status == guest.status == "ended"
    assert [j["role"] for j in journals] == ["host", "guest"]  # journaled during the game
    assert host.journal_id != guest.journal_id  # one data folder could hold both
    assert _journals((host, guest), stores) == [(None, None)] * 2


def test_the_relay_restarted_between_two_games_the_next_game_finishes_and_verifies(tmp_path):
    relay = _Relay()
    try:
        host, guest, stores = _pair(relay, tmp_path, games=None)
        firsts = [link.wait_game(0, GAME_S) for link in (host, guest)]
        assert all(o is not None and o.ok for o in firsts), [o and o.reason for o in firsts]
        relay.stop()  # between the two games: nobody has said play again yet
        assert wait_until(lambda: host.peer.channel.drops and guest.peer.channel.drops, 30)
        relay.start()
        host.play_again()
        guest.play_again()
        seconds = [link.wait_game(1, GAME_S) for link in (host, guest)]
        guest.leave_session()
        host.wait(GAME_S)
    finally:
        relay.close()
    assert all(o is not None and o.ok for o in seconds), [o and o.reason for o in seconds]
    assert seconds[0].record == seconds[1].record != firsts[0].record
    assert check_network(seconds[0].record)[0], check_network(seconds[0].record)[1]
    assert seconds[0].record["first"] == 1  # the other seat starts the second game
    assert host.status == guest.status == "ended"
    assert _journals((host, guest), stores) == [(None, None)] * 2


def test_a_friend_gone_beyond_the_window_abandons_and_the_game_resumes_later(tmp_path):
    relay = _Relay()
    try:
        host, guest, stores = _pair(relay, tmp_path, resume_window=WINDOW)
        code = host.code
        _break_at(relay, (host, guest), 6)
        outcomes = host.wait(GAME_S), guest.wait(GAME_S)
        assert all(o.abandoned and not o.ok for o in outcomes), [o.reason for o in outcomes]
        assert f"did not come back within {WINDOW:g} s" in host.error
        assert host.status == guest.status == "failed"
        kept = [state for state, _ in _journals((host, guest), stores)]
        assert all(kept), "an abandoned game keeps its journal"
        # later: the same two players, the same code
        relay.start()
        host2 = FriendLink.host(name="Ann", relay=relay.url, code=code,
                                **_bot(1, stores[0]))
        guest2 = FriendLink.join(code, name="Bob", relay=relay.url, **_bot(2, stores[1]))
        guest2.accept()
        again = host2.wait(GAME_S), guest2.wait(GAME_S)
    finally:
        relay.close()
    assert host2.resumed and guest2.resumed
    assert all(o.ok for o in again), [o.reason for o in again]
    assert again[0].record == again[1].record and check_network(again[0].record)[0]
    assert again[0].record["moves"][:len(host.peer.moves)] == host.peer.moves
    assert _journals((host, guest), stores) == [(None, None)] * 2
    # one game: the same id abandoned and finished, so the statistics count it once
    assert host2.game_id() == host.game_id() and guest2.game_id() == guest.game_id()


def test_a_direct_game_resumes_through_the_hosts_listener_when_a_socket_closes(tmp_path):
    """The guest's socket closes mid-game: it connects to the code's address again, the
    host's listener takes the new connection, and the game finishes unchanged."""
    host = FriendLink.host(name="Ann", port=0, address="127.0.0.1", listen_host="127.0.0.1",
                           **_bot(1, Store(tmp_path / "host")))
    assert wait_until(lambda: host.code is not None or host.finished), host.error
    guest = FriendLink.join(host.code, name="Bob", **_bot(2, Store(tmp_path / "guest")))
    guest.accept()
    assert wait_until(lambda: _moves(host) >= 4 or host.finished, GAME_S)
    leg = guest._channel._leg
    assert leg is not None and not host.finished
    asyncio.run_coroutine_threadsafe(leg.transport.close(), guest._loop).result(5)
    outcomes = host.wait(GAME_S), guest.wait(GAME_S)
    assert all(o.ok for o in outcomes), [o.reason for o in outcomes]
    assert outcomes[0].record == outcomes[1].record
    assert guest.peer.channel.reconnects >= 1 and host.peer.channel.drops


def test_a_player_who_leaves_abandons_the_game_on_both_sides_and_keeps_it(tmp_path):
    """The host's player (at the window: no chooser) leaves while a move is due."""
    relay = _Relay()
    try:
        stores = Store(tmp_path / "host"), Store(tmp_path / "guest")
        host = FriendLink.host(name="Ann", relay=relay.url, store=stores[0])
        assert wait_until(lambda: host.code is not None or host.finished), host.error
        guest = FriendLink.join(host.code, name="Bob", relay=relay.url,
                                **_bot(2, stores[1]))
        guest.accept()
        assert wait_until(lambda: host._answer is not None or host.finished, GAME_S)
        host.cancel()
        outcomes = host.wait(GAME_S), guest.wait(GAME_S)
    finally:
        relay.close()
    assert all(o.abandoned for o in outcomes), [o.reason for o in outcomes]
    assert host.error == "You left the game." and "left the game" in guest.error
    assert all(state for state, _ in _journals((host, guest), stores))


def test_a_computer_resumed_later_plays_on_as_it_began_and_the_record_verifies(tmp_path):
    """``dirty7 host --autoplay`` resumed with the same code makes its level with a new seed;
    the seat must go on as the player the game began with (the journal's level and seed,
    caught up on its own earlier views), or the record no longer verifies: Easy draws at
    random, so another seed plays other moves."""
    from dirty7.ai.registry import create_strategy
    from dirty7.game.record import GameRecord
    from dirty7.game.verify import verify

    def easy(seed: int, store: Store) -> dict:
        return {"chooser": create_strategy("easy", seed=seed).choose,
                "player": ("easy", seed), "store": store, "move_limit": 2000}

    relay = _Relay()
    try:
        stores = Store(tmp_path / "host"), Store(tmp_path / "guest")
        host = FriendLink.host(name="Ann", relay=relay.url, resume_window=WINDOW,
                               **easy(11, stores[0]))
        assert wait_until(lambda: host.code is not None or host.finished), host.error
        guest = FriendLink.join(host.code, name="Bob", relay=relay.url, resume_window=WINDOW,
                                **easy(12, stores[1]))
        guest.accept()
        code = host.code
        _break_at(relay, (host, guest), 8)
        assert all(o.abandoned for o in (host.wait(GAME_S), guest.wait(GAME_S)))
        relay.start()  # later, each program's level made with a new seed
        host2 = FriendLink.host(name="Ann", relay=relay.url, code=code, **easy(901, stores[0]))
        guest2 = FriendLink.join(code, name="Bob", relay=relay.url, **easy(902, stores[1]))
        guest2.accept()
        again = host2.wait(GAME_S), guest2.wait(GAME_S)
    finally:
        relay.close()
    assert all(o.ok for o in again), [o.reason for o in again]
    assert (host2.player, guest2.player) == (("easy", 11), ("easy", 12))
    data = again[0].record
    verdict = verify(GameRecord.from_dict(data), data)
    assert verdict.status == "verified", verdict.lines()
