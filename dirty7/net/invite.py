"""Invite codes: a 128-bit secret short enough to read aloud, and what is derived from it.

``d7-k3jq-ux2m-c4ra-pf6h-ntyw-e5bs-qg@192.168.1.20:8765``: base32 of 16 random bytes in
groups of four, and for a direct game the host's address. The relay's room id and the
channel key are BLAKE2b of the secret under different ``person`` strings, so the room id a
relay sees gives neither the secret nor the key (docs/NETWORK.md).
"""

from __future__ import annotations

import base64
import os
import re
from dataclasses import dataclass

from nacl.encoding import RawEncoder
from nacl.hash import blake2b

SECRET_BYTES = 16
PREFIX = "d7-"
_GROUP = 4
_ADDRESS = re.compile(r"^(?P<host>[A-Za-z0-9.\-]{1,253}|\[[0-9A-Fa-f:]{2,45}\]):(?P<port>\d{1,5})$")
_MAX_CODE = 400


class InviteError(ValueError):
    """Text that is not an invite code; the message says what is wrong."""


@dataclass(frozen=True)
class Invite:
    """A secret and, for a direct game, where the host listens."""

    secret: bytes
    host: str | None = None
    port: int | None = None

    @classmethod
    def fresh(cls, host: str | None = None, port: int | None = None) -> Invite:
        return cls(os.urandom(SECRET_BYTES), host, port)

    def code(self) -> str:
        letters = base64.b32encode(self.secret).decode().rstrip("=").lower()
        groups = "-".join(letters[i:i + _GROUP] for i in range(0, len(letters), _GROUP))
        address = "" if self.host is None else f"@{self.host}:{self.port}"
        return PREFIX + groups + address

    @classmethod
    def parse(cls, text: str) -> Invite:
        """Read a code as typed (case, spaces and dashes in the secret do not matter)."""
        if not isinstance(text, str) or len(text) > _MAX_CODE:
            raise InviteError("an invite code is a short line of text")
        secret_text, _, address = text.strip().partition("@")
        letters = re.sub(r"[\s\-]", "", secret_text).upper()
        if letters.startswith("D7"):
            letters = letters[2:]
        try:
            secret = base64.b32decode(letters + "=" * (-len(letters) % 8))
        except (ValueError, TypeError):
            raise InviteError("the code's letters are not base32 (a–z and 2–7)") from None
        if len(secret) != SECRET_BYTES:
            raise InviteError(f"the code holds {len(secret)} bytes, not {SECRET_BYTES}: "
                              "a letter is missing or extra")
        if not address:
            return cls(secret)
        match = _ADDRESS.match(address)
        if not match or not 0 < int(match["port"]) < 65536:
            raise InviteError(f"{address!r} is not host:port")
        return cls(secret, match["host"], int(match["port"]))

    def room_id(self) -> str:
        """What a relay pairs the two programs by (32 hex digits)."""
        return derive(self.secret, b"dirty7-room", 16).hex()

    def channel_key(self) -> bytes:
        return derive(self.secret, b"dirty7-channel", 32)


def derive(key: bytes, person: bytes, size: int, data: bytes = b"") -> bytes:
    """BLAKE2b keyed by ``key`` with the purpose ``person`` (at most 16 bytes)."""
    return blake2b(data, digest_size=size, key=key, person=person, encoder=RawEncoder)


#: A room id as a relay accepts it.
ROOM_ID = re.compile(r"^[0-9a-f]{32}$")
