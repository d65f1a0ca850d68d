"""The invite code (128 bits, read aloud, the host's address) and the private channel:
nobody on the path can read, change, replay, reorder or reflect a message."""

from __future__ import annotations

import asyncio

import pytest

from dirty7.net.invite import ROOM_ID, Invite, InviteError
from dirty7.net.messages import ProtocolError, check_message, message
from dirty7.net.secure_channel import SecureChannel
from dirty7.net.transports import memory_pipe


def test_an_invite_code_holds_128_secret_bits_and_reads_back_as_typed():
    invite = Invite.fresh("192.168.1.20", 8765)
    code = invite.code()
    assert len(invite.secret) * 8 >= 128
    assert code.startswith("d7-") and code.endswith("@192.168.1.20:8765")
    assert len(code.partition("@")[0]) <= 40  # short enough to read aloud
    assert Invite.parse(code) == invite
    typed = code.partition("@")[0].upper().replace("-", " ")
    assert Invite.parse(typed).secret == invite.secret and Invite.parse(typed).host is None


@pytest.mark.parametrize("bad", ["", "d7-abcd", "d7-" + "1" * 26, "d7-" + "a" * 30,
                                 "x" * 1000, "FRESH@nohost"])
def test_a_bad_code_is_refused_with_a_reason(bad):
    # a fresh code is made here, not in the parameters: test ids must be the same in every
    # pytest-xdist worker, and a random one made the workers collect different tests
    bad = bad.replace("FRESH", Invite.fresh().code())
    with pytest.raises(InviteError):
        Invite.parse(bad)


def test_a_code_carries_a_check_letter_that_catches_every_mistyped_letter():
    code = Invite.fresh().code()
    letters = [i for i, c in enumerate(code) if c.isalnum()][2:]  # past "d7"
    assert len(letters) == 27
    alphabet = "abcdefghijklmnopqrstuvwxyz234567"
    for i in letters:
        for other in alphabet:
            if other != code[i]:
                with pytest.raises(InviteError, match="mistyped"):
                    Invite.parse(code[:i] + other + code[i + 1:])


def test_a_swap_of_neighbours_is_caught_in_nearly_every_code():
    caught = total = 0
    for _ in range(40):
        code = Invite.fresh().code().replace("-", "")[2:]
        for i in range(len(code) - 1):
            if code[i] != code[i + 1]:
                total += 1
                swapped = code[:i] + code[i + 1] + code[i] + code[i + 2:]
                try:
                    Invite.parse(swapped)
                except InviteError:
                    caught += 1
    assert caught / total > 0.95


@pytest.mark.parametrize("change, words", [
    (lambda c: c[:-1], "has 26 letters, not 27: a letter is missing"),
    (lambda c: c + "a", "has 28 letters, not 27: a letter is extra"),
    (lambda c: c[:-2] + "1" + c[-1], "not '1'"),
    (lambda c: c.replace("-", " ").upper(), None),
])
def test_a_code_one_letter_short_or_with_a_wrong_letter_says_so(change, words):
    invite = Invite.fresh()
    if words is None:
        assert Invite.parse(change(invite.code())) == invite
        return
    with pytest.raises(InviteError, match=words):
        Invite.parse(change(invite.code()))


def test_the_room_id_and_the_key_are_different_and_the_code_is_neither():
    invite = Invite.fresh()
    assert ROOM_ID.match(invite.room_id())
    assert invite.room_id() not in (invite.channel_key().hex(), invite.secret.hex())
    assert invite.secret.hex() not in invite.room_id()


def _pair(invite=None, other=None):
    invite = invite or Invite.fresh()
    a, b = memory_pipe()
    return (SecureChannel(a, invite.channel_key(), "host", timeout=2),
            SecureChannel(b, (other or invite).channel_key(), "guest", timeout=2), a, b)


def _run(coro):
    return asyncio.run(coro)


def test_messages_cross_encrypted_and_in_order():
    async def go():
        host, guest, _, _ = _pair()
        await asyncio.gather(host.open(), guest.open())
        hello = message("abort", reason="the seven of hearts 7H")
        await host.send(hello)
        await host.send(message("done", record="0" * 64))
        assert await guest.recv() == hello
        assert (await guest.recv())["type"] == "done"
        # a long needle: two random bytes of ciphertext spell "7H" once in a few hundred runs
        assert all(b"seven of hearts 7H" not in frame for frame in guest.received_frames)
    _run(go())


def _refused(tamper) -> str:
    """Send one message host → guest, let ``tamper(frames)`` change what arrives."""
    async def go():
        host, guest, a, b = _pair()
        await asyncio.gather(host.open(), guest.open())
        sent = []
        real_send = a.send

        async def capture(frame):
            sent.append(frame)
        a.send = capture
        await host.send(message("done", record="1" * 64))
        await host.send(message("done", record="2" * 64))
        for frame in tamper(sent):
            await real_send(frame)
        with pytest.raises(ProtocolError) as caught:
            for _ in range(3):
                await guest.recv()
        return caught.value.reason
    return _run(go())


def test_an_altered_message_does_not_authenticate():
    flipped = lambda f: [f[0][:-1] + bytes([f[0][-1] ^ 1])]  # noqa: E731
    assert "did not authenticate" in _refused(flipped)


def test_a_replayed_message_is_refused():
    assert "out of order or replayed" in _refused(lambda f: [f[0], f[0]])


def test_reordered_messages_are_refused():
    assert "out of order or replayed" in _refused(lambda f: [f[1], f[0]])


def test_a_message_reflected_back_to_its_sender_does_not_authenticate():
    async def go():
        host, guest, a, b = _pair()
        await asyncio.gather(host.open(), guest.open())
        await guest.send(message("done", record="1" * 64))
        frame = await a.recv()
        await a.send(frame)  # the guest's own frame, sent back to it
        with pytest.raises(ProtocolError, match="did not authenticate"):
            await guest.recv()
    _run(go())


def test_a_program_with_another_code_cannot_talk():
    async def go():
        host, guest, _, _ = _pair(other=Invite.fresh())
        await asyncio.gather(host.open(), guest.open())
        await host.send(message("done", record="1" * 64))
        with pytest.raises(ProtocolError, match="did not authenticate"):
            await guest.recv()
    _run(go())


@pytest.mark.parametrize("bad", [
    [], {"v": 1}, {"v": 1, "type": "nope"}, {"v": 1, "type": "done", "record": "x"},
    {"v": 1, "type": "done", "record": "0" * 64, "extra": 1},
    {"v": 1, "type": "deck", "stage": 1, "points": ["0" * 64] * 53},
    {"v": 1, "type": "move", "ply": -1, "move": "7H", "pos": None, "key": None},
    {"v": 1, "type": "hello", "role": "host", "name": "x" * 41,
     "player": {"spec": "human", "seed": None}},
])
def test_a_message_of_the_wrong_form_is_refused(bad):
    with pytest.raises(ProtocolError):
        check_message(bad)
