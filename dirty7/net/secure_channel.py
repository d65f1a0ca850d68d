"""The private, authenticated channel between the two programs (docs/NETWORK.md, "The channel").

Why fresh direction keys per connection: the invite code's key stays the same for a game's
whole life (and a later resume), so each connection mixes both sides' random hello nonces
into its keys; numbered frames then cannot be replayed from an earlier connection, reflected
back to their sender, reordered or dropped without the receiver noticing. The cipher is
libsodium's XChaCha20-Poly1305 (PyNaCl); nothing here is hand-made cryptography.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections import deque
from collections.abc import Iterator
from typing import Protocol

from nacl import bindings as sodium
from nacl.exceptions import CryptoError

from dirty7.rules.phrase import N_, Nn_, Phrase

from .invite import derive
from .messages import JsonObject, ProtocolError, decode_message

#: The largest frame either side (or a relay) accepts: a reveal is about 7 KB.
MAX_FRAME = 64 * 1024
HELLO_NONCE_BYTES = 16
_COUNTER_BYTES = 8
_AD_PREFIX = b"dirty7 net v1 "
#: How long a side waits for the next frame before it calls the other side silent (s).
DEFAULT_TIMEOUT = 120.0
#: Every frame of a game is binary: a text frame is refused (by a websocket transport as it
#: arrives, and here again for any other transport).
TEXT_FRAME = N_("it sent a text frame where a binary one was due")


class Transport(Protocol):
    """Frames between the two programs: an in-memory pipe, a websocket, through a relay."""

    async def send(self, frame: bytes) -> None: ...

    async def recv(self) -> bytes:
        """The next frame; ProtocolError when the connection is closed."""
        ...

    async def close(self) -> None: ...


class GameChannel(Protocol):
    """Checked messages between the two sides of a game, as a Peer uses them: this
    module's :class:`SecureChannel`, a resumable one over it, or a resumed game's replay
    in front of that."""

    @property
    def role(self) -> str: ...

    @property
    def is_open(self) -> bool: ...

    async def open(self) -> None: ...

    async def send(self, message: JsonObject, /) -> None: ...

    async def recv(self) -> JsonObject: ...

    async def close(self) -> None: ...


class Evidence:
    """The frames received last, bounded by count and bytes: what a stopped game shows.

    Why bounded: a hostile program can send frames without end (padded acknowledgements, a
    heartbeat flood); keeping every one let it grow the honest side's memory without limit.
    The newest frames are the ones that explain a stop, so the oldest go first.
    """

    def __init__(self, max_frames: int = 256, max_bytes: int = 256 * 1024) -> None:
        self.max_frames, self.max_bytes = max_frames, max_bytes
        self._frames: deque[bytes] = deque()
        self.bytes = 0
        #: Every frame ever received, kept or not.
        self.total = 0

    def append(self, frame: bytes) -> None:
        self._frames.append(frame)
        self.bytes += len(frame)
        self.total += 1
        while self._frames and (len(self._frames) > self.max_frames
                                or self.bytes > self.max_bytes):
            self.bytes -= len(self._frames.popleft())

    def __iter__(self) -> Iterator[bytes]:
        return iter(self._frames)

    def __len__(self) -> int:
        return len(self._frames)

    def __getitem__(self, index: int) -> bytes:
        return self._frames[index]


class SecureChannel:
    """Numbered, encrypted, authenticated messages over a :class:`Transport`."""

    def __init__(self, transport: Transport, channel_key: bytes, role: str, *,
                 timeout: float = DEFAULT_TIMEOUT) -> None:
        if role not in ("host", "guest"):
            raise ValueError(f"role must be 'host' or 'guest', not {role!r}")
        self.transport = transport
        self.role = role
        self.timeout = timeout
        self._channel_key = channel_key
        self._send_key = self._recv_key = b""
        self._sent = self._received = 0
        #: The frames received last, as bytes (the evidence; bounded).
        self.received_frames = Evidence()

    async def open(self) -> None:
        """Exchange hello nonces and derive this connection's two keys."""
        mine = os.urandom(HELLO_NONCE_BYTES)
        await self.transport.send(mine)
        theirs = await self._next_frame()
        if len(theirs) != HELLO_NONCE_BYTES:
            raise ProtocolError(Phrase(N_("its first frame is not a hello nonce")))
        host, guest = (mine, theirs) if self.role == "host" else (theirs, mine)
        keys = {d: derive(self._channel_key, b"dirty7-direction", 32, d + host + guest)
                for d in (b"h>g", b"g>h")}
        outgoing, incoming = (b"h>g", b"g>h") if self.role == "host" else (b"g>h", b"h>g")
        self._send_key, self._recv_key = keys[outgoing], keys[incoming]

    @property
    def is_open(self) -> bool:
        """Whether the keys are agreed (a message can be sent)."""
        return bool(self._send_key)

    async def send(self, message: JsonObject) -> None:
        counter = self._sent.to_bytes(_COUNTER_BYTES, "big")
        plaintext = json.dumps(message, separators=(",", ":")).encode()
        box = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
            plaintext, _AD_PREFIX + counter, _nonce(counter), self._send_key)
        self._sent += 1
        await self.transport.send(counter + box)

    async def recv(self) -> JsonObject:
        """The next message, decrypted and checked; ProtocolError says what went wrong."""
        frame = await self._next_frame()
        if len(frame) < _COUNTER_BYTES + 16:
            raise ProtocolError(Phrase(N_("it sent a frame too short to be a message")))
        counter, box = frame[:_COUNTER_BYTES], frame[_COUNTER_BYTES:]
        number = int.from_bytes(counter, "big")
        if number != self._received:
            raise ProtocolError(Phrase(N_("it sent message {number} where message {due} was "
                                          "due (out of order or replayed)"),
                                       number=number, due=self._received))
        try:
            plaintext = sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(
                box, _AD_PREFIX + counter, _nonce(counter), self._recv_key)
        except CryptoError:
            raise ProtocolError(Phrase(N_("a message did not authenticate (altered, or not "
                                          "from the other player)"))) from None
        self._received += 1
        return decode_message(plaintext)

    async def _next_frame(self) -> bytes:
        try:
            frame = await asyncio.wait_for(self.transport.recv(), self.timeout)
        except asyncio.TimeoutError:
            raise ProtocolError(Phrase(N_("the other program sent nothing for {seconds} s "
                                          "(silent)"), seconds=f"{self.timeout:g}")) from None
        if not isinstance(frame, bytes):
            raise ProtocolError(Phrase(TEXT_FRAME))
        if len(frame) > MAX_FRAME:
            raise ProtocolError(Phrase(*Nn_("it sent a frame of {count} byte (at most {most})",
                                            "it sent a frame of {count} bytes (at most {most})"),
                                       count=len(frame), most=MAX_FRAME))
        self.received_frames.append(frame)
        return frame

    async def close(self) -> None:
        await self.transport.close()


def _nonce(counter: bytes) -> bytes:
    return bytes(24 - _COUNTER_BYTES) + counter
