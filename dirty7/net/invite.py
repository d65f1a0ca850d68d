"""Invite codes: a 128-bit secret short enough to read aloud, and what is derived from it.

``d7-k3jq-ux2m-c4ra-pf6h-ntyw-e5bs-qez@192.168.1.20:8765``: base32 of 16 random bytes in
groups of four, one check letter, and for a direct game the host's address. Why a check
letter: a code is read aloud and typed by hand, and without one a mistyped letter is simply
another room, where the guest waits for nobody. The check is Luhn's algorithm mod 32 over
the letters' values, which catches every single mistyped letter and almost every swap of
two neighbours, and keeps the code readable aloud (it is one more letter of the same
alphabet). The relay's room id and the
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

from dirty7.rules.phrase import N_, Nn_, Phrase

SECRET_BYTES = 16
PREFIX = "d7-"
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
#: Base32 letters of the secret, and with the check letter.
SECRET_LETTERS = 26
CODE_LETTERS = SECRET_LETTERS + 1
_GROUP = 4
_ADDRESS = re.compile(r"^(?P<host>[A-Za-z0-9.\-]{1,253}|\[[0-9A-Fa-f:]{2,45}\]):(?P<port>\d{1,5})$")
_MAX_CODE = 400


#: A code whose letters decode to no secret.
MISTYPED = N_("the code's letters do not make a code: a letter was mistyped")


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
        letters = base64.b32encode(self.secret).decode().rstrip("=")
        letters = (letters + check_letter(letters)).lower()
        groups = "-".join(letters[i:i + _GROUP] for i in range(0, len(letters), _GROUP))
        address = "" if self.host is None else f"@{self.host}:{self.port}"
        return PREFIX + groups + address

    @classmethod
    def parse(cls, text: str) -> Invite:
        """Read a code as typed (case, spaces and dashes in the secret do not matter)."""
        if not isinstance(text, str) or len(text) > _MAX_CODE:
            raise InviteError(Phrase(N_("an invite code is a short line of text")))
        secret_text, _, address = text.strip().partition("@")
        letters = re.sub(r"[\s\-]", "", secret_text).upper()
        if letters.startswith("D7") and len(letters) != CODE_LETTERS:
            letters = letters[2:]
        wrong = sorted({c for c in letters if c not in _ALPHABET})
        if wrong:
            shown = " ".join(repr(c.lower()) for c in wrong[:3])
            raise InviteError(Phrase(N_("a code has only the letters a–z and the digits 2–7, "
                                        "not {letters}"), letters=shown))
        if len(letters) != CODE_LETTERS:
            raise InviteError(Phrase(
                *Nn_("the code has {count} letter, not {size}: a letter is missing",
                     "the code has {count} letters, not {size}: a letter is missing")
                if len(letters) < CODE_LETTERS else
                Nn_("the code has {count} letter, not {size}: a letter is extra",
                    "the code has {count} letters, not {size}: a letter is extra"),
                count=len(letters), size=CODE_LETTERS))
        body, check = letters[:-1], letters[-1]
        if check_letter(body) != check:
            raise InviteError(Phrase(N_("the code's last letter does not match the others: a "
                                        "letter was mistyped or two were swapped")))
        try:
            secret = base64.b32decode(body + "=" * (-len(body) % 8))
        except (ValueError, TypeError):
            raise InviteError(Phrase(MISTYPED)) from None
        if len(secret) != SECRET_BYTES or base64.b32encode(secret).decode().rstrip("=") != body:
            raise InviteError(Phrase(MISTYPED))
        if not address:
            return cls(secret)
        match = _ADDRESS.match(address)
        if not match or not 0 < int(match["port"]) < 65536:
            raise InviteError(Phrase(N_("{address} is not host:port"),
                                     address=repr(address)[:100]))
        return cls(secret, match["host"], int(match["port"]))

    def room_id(self) -> str:
        """What a relay pairs the two programs by (32 hex digits)."""
        return derive(self.secret, b"dirty7-room", 16).hex()

    def channel_key(self) -> bytes:
        return derive(self.secret, b"dirty7-channel", 32)


def check_letter(letters: str) -> str:
    """The check letter of base32 ``letters`` (capitals): Luhn's algorithm mod 32."""
    total, factor = 0, 2
    for letter in reversed(letters):
        addend = factor * _ALPHABET.index(letter)
        total += addend // 32 + addend % 32
        factor = 3 - factor
    return _ALPHABET[-total % 32]


def derive(key: bytes, person: bytes, size: int, data: bytes = b"") -> bytes:
    """BLAKE2b keyed by ``key`` with the purpose ``person`` (at most 16 bytes)."""
    return blake2b(data, digest_size=size, key=key, person=person, encoder=RawEncoder)


#: A room id as a relay accepts it.
ROOM_ID = re.compile(r"^[0-9a-f]{32}$")
