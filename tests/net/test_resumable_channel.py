"""The resumable channel on its own: game messages arrive in order, each once, across cut
connections; a resume is refused when the two sides do not share the game; what the other
program says wrong inside the channel is final (not a reconnect); leaving and silence end
the game abandoned. A control test shows an honest exchange is accepted."""

from __future__ import annotations

import asyncio

import pytest

from dirty7.net.invite import Invite
from dirty7.net.messages import message
from dirty7.net.resumable_channel import MAX_DUPLICATES, Abandoned, Refused, ResumableChannel
from tests.support.resumable_game import TIMEOUT, WINDOW, Switchboard


def _pair(board, **options):
    key = Invite.fresh().channel_key()
    return (ResumableChannel(board.connector("host"), key, "host", timeout=TIMEOUT,
                             resume_window=WINDOW, **options),
            ResumableChannel(board.connector("guest"), key, "guest", timeout=TIMEOUT,
                             resume_window=WINDOW, **options))


def _run(test):
    return asyncio.run(asyncio.wait_for(test(), 30))


def _note(i):
    return message("commit", digest=f"{i:064x}")


async def _until(condition):
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the condition never held")


async def _opened(board, **options):
    host, guest = _pair(board, **options)
    await asyncio.gather(host.open(), guest.open())
    assert host.state == guest.state == "connected"
    return host, guest


def test_control_messages_arrive_in_order_each_once():
    async def test():
        host, guest = await _opened(Switchboard())
        for i in range(20):
            await host.send(_note(i))
        got = [await guest.recv() for _ in range(20)]
        assert got == [_note(i) for i in range(20)]
        await asyncio.gather(host.close(), guest.close())
        assert host.state == guest.state == "closed"
    _run(test)


def test_messages_sent_across_cuts_arrive_in_order_each_once_and_acknowledged():
    async def test():
        board = Switchboard()
        host, guest = await _opened(board)
        for i in range(30):
            await host.send(_note(i))
            if i % 7 == 3:
                before = len(host.drops)
                await board.cut()
                await _until(lambda n=before: len(host.drops) > n
                             and host.state == guest.state == "connected")
        got = [await guest.recv() for _ in range(30)]
        assert got == [_note(i) for i in range(30)]
        assert host.reconnects >= 4 and host.drops[0] == "the connection closed"
        for _ in range(200):  # the acknowledgements come back on the resumed connection
            if not host._outbox:
                break
            await asyncio.sleep(0.01)
        assert not host._outbox and host.state == "connected"
        await asyncio.gather(host.close(), guest.close())
    _run(test)


def test_the_state_says_reconnecting_while_the_connection_is_down():
    async def test():
        board = Switchboard()
        host, guest = await _opened(board)
        board.down = True
        await board.cut()
        await asyncio.sleep(TIMEOUT / 10)
        assert host.state == guest.state == "reconnecting"
        await host.send(_note(1))  # kept, sent on resume
        board.down = False
        assert await guest.recv() == _note(1)
        assert host.state == "connected"
        await asyncio.gather(host.close(), guest.close())
    _run(test)


def test_gone_beyond_the_window_is_abandoned():
    async def test():
        board = Switchboard()
        host, guest = await _opened(board)
        board.down = True
        await board.cut()
        with pytest.raises(Abandoned, match="did not come back within 1.5 s"):
            await host.recv()
        assert host.state == "closed"
    _run(test)


def test_a_player_who_leaves_ends_the_game_abandoned_on_both_sides():
    async def test():
        host, guest = await _opened(Switchboard())
        await guest.leave("Bob closed the window")
        with pytest.raises(Abandoned, match="left the game .Bob closed the window."):
            await host.recv()
        with pytest.raises(Abandoned, match="this player left"):
            await guest.recv()
    _run(test)


def test_a_silent_program_is_given_up_on_as_abandoned():
    """It stops sending anything (no heartbeat either) and never reconnects."""
    async def test():
        board = Switchboard()
        host, guest = await _opened(board)
        for task in guest._tasks:
            task.cancel()  # the guest's program freezes: nothing more from it
        board.wrap["guest"] = lambda t: _Frozen()
        with pytest.raises(Abandoned, match="sent nothing"):
            await host.recv()
    _run(test)


class _Frozen:
    async def send(self, frame):
        pass

    async def recv(self):
        await asyncio.sleep(3600)

    async def close(self):
        pass


def test_a_resume_with_a_program_that_does_not_have_the_game_is_refused():
    async def test():
        board = Switchboard()
        host, guest = await _opened(board)
        await host.send(_note(0))
        saved = host.snapshot()
        await asyncio.gather(host.close(), guest.close())
        key = host._key
        resumed = ResumableChannel(board.connector("host"), key, "host", timeout=TIMEOUT,
                                   resume_window=WINDOW, saved=saved)
        fresh = ResumableChannel(board.connector("guest"), key, "guest", timeout=TIMEOUT,
                                 resume_window=WINDOW)
        results = await asyncio.gather(resumed.open(), fresh.open(), return_exceptions=True)
        assert isinstance(results[0], Refused) and "does not have this game" in str(results[0])
        assert isinstance(results[1], Refused) and "does not have" in str(results[1])
    _run(test)


async def _hostile(board, craft):
    """The host sends ``craft(host)`` raw on its connection; the guest's verdict."""
    host, guest = await _opened(board)
    async with host._lock:
        for data in craft(host):
            await host._leg.send(data)
    try:
        while True:
            await guest.recv()
    except Refused as exc:
        return str(exc)
    finally:
        await asyncio.gather(host.close(), guest.close())


@pytest.mark.parametrize("craft, words", [
    (lambda h: [message("data", seq=5, ack=0, body=_note(0))], "message 5 where message 0"),
    (lambda h: [message("data", seq=0, ack=9, body=_note(0))], "acknowledged 9 messages"),
    (lambda h: [message("ack", ack=3)], "acknowledged 3 messages"),
    (lambda h: [_note(0)], "outside a 'data' message"),
    (lambda h: [message("resume", session="0" * 32, peer=None, received=0, acked=0, sent=0)],
     "outside a 'data' message"),
    (lambda h: [message("data", seq=0, ack=0, body=_note(0))] * (MAX_DUPLICATES + 2),
     "endless messages"),
])
def test_what_the_other_program_says_wrong_in_the_channel_is_final(craft, words):
    reason = _run(lambda: _hostile(Switchboard(), craft))
    assert words in reason


def test_a_copy_of_a_message_already_received_is_dropped():
    async def test():
        board = Switchboard()
        host, guest = await _opened(board)
        for data in [message("data", seq=0, ack=0, body=_note(0))] * 3 + [
                message("data", seq=1, ack=0, body=_note(1))]:
            async with host._lock:
                await host._leg.send(data)
        assert [await guest.recv(), await guest.recv()] == [_note(0), _note(1)]
        assert guest.duplicates == 2
        await asyncio.gather(host.close(), guest.close())
    _run(test)


def test_a_data_message_cannot_wrap_a_channel_message():
    from dirty7.net.messages import ProtocolError, check_message

    with pytest.raises(ProtocolError, match="wrapped a 'ack' message"):
        check_message({"v": 1, "type": "data", "seq": 0, "ack": 0,
                       "body": {"v": 1, "type": "ack", "ack": 0}})


def _sealed(leg, plaintext: bytes):
    """``plaintext`` encrypted and numbered on ``leg`` as its next frame (what a modified
    program can send: any bytes, properly authenticated)."""
    from nacl import bindings as sodium

    counter = leg._sent.to_bytes(8, "big")
    box = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
        plaintext, b"dirty7 net v1 " + counter, bytes(16) + counter, leg._send_key)
    leg._sent += 1
    return counter + box


async def _flooded(frames):
    """The host's program sends ``frames(leg)`` raw; the guest's verdict and its evidence."""
    board = Switchboard()
    host, guest = await _opened(board)
    async with host._lock:
        for frame in frames(host._leg):
            await host._leg.transport.send(frame)
    try:
        while True:
            await guest.recv()
    except Refused as exc:
        return str(exc), guest
    finally:
        await asyncio.gather(host.close(), guest.close())


def test_an_acknowledgement_padded_to_the_frame_limit_is_refused():
    padded = b'{"v":1,"type":"ack","ack":0' + b" " * 60_000 + b"}"
    reason, guest = _run(lambda: _flooded(lambda leg: [_sealed(leg, padded)]))
    assert "'ack' message of 60028 bytes" in reason and "padded" in reason


def test_a_flood_of_empty_acknowledgements_is_refused_and_the_evidence_stays_bounded():
    from dirty7.net.resumable_channel import MAX_IDLE_BURST

    ack = b'{"v":1,"type":"ack","ack":0}'
    reason, guest = _run(lambda: _flooded(lambda leg: [_sealed(leg, ack)
                                                      for _ in range(3000)]))
    assert "acknowledgements of nothing new" in reason
    evidence = guest.received_frames
    assert MAX_IDLE_BURST < evidence.total <= 3000
    assert len(evidence) <= evidence.max_frames and evidence.bytes <= evidence.max_bytes


def test_the_evidence_keeps_the_newest_frames_within_its_bounds():
    from dirty7.net.secure_channel import Evidence

    evidence = Evidence(max_frames=10, max_bytes=1000)
    for i in range(3000):
        evidence.append(bytes([i % 256]) * 300)
    assert len(evidence) == 3 and evidence.bytes == 900 and evidence.total == 3000
    assert list(evidence)[-1] == bytes([2999 % 256]) * 300


def test_game_messages_sent_far_ahead_of_the_game_are_refused():
    from dirty7.net.resumable_channel import MAX_INBOX

    async def test():
        host, guest = await _opened(Switchboard())
        async with host._lock:  # the guest's game reads nothing meanwhile
            for i in range(MAX_INBOX + 5):
                await host._leg.send(message("data", seq=i, ack=0, body=_note(i)))
        await _until(lambda: guest._failure is not None)
        await asyncio.gather(host.close(), guest.close())
        return str(guest._failure)
    assert "ahead of the game" in _run(test)
