"""Short codes a person types or pastes: a prefix, then Crockford's base32 in groups of five,
over a payload and a four-byte checksum.

Why one module for every code: a challenge (``D7-…``) and a rule set (``R7-…``) are told
to a friend in a chat and typed back, so both need the same things — letters that survive
being read aloud (digits and capitals without I, L, O, U; ``I``/``L`` read as 1 and ``O``
as 0), case-blind reading, dashes and spaces ignored, a pasted paragraph refused at once,
and a checksum (the first four bytes of SHA-256 over a salt and the payload) that catches
a mistyped or truncated code (all but about one in four billion). A code says nothing of
its own meaning: each kind of code reads its payload itself.

The errors are :class:`ShortCodeError` (a ValueError) with a :attr:`~ShortCodeError.reason`
id, so each kind of code says each refusal in its own words.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ_AS = {"I": "1", "L": "1", "O": "0"}
CHECK_BYTES = 4
GROUP = 5

# Why a text is refused (:attr:`ShortCodeError.reason`).
TOO_LONG, EMPTY, BAD_LETTER, MISCOUNTED, TOO_SHORT, CHECKSUM = (
    "too-long", "empty", "bad-letter", "miscounted", "too-short", "checksum")


class ShortCodeError(ValueError):
    """A text that is no code of its kind: :attr:`reason` is one of the ids above and
    :attr:`detail` what was wrong (the letter that is not one), for the player's words."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"not a code: {reason}" + (f" ({detail!r})" if detail else ""))
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class CodeFormat:
    """One kind of code: its ``prefix`` (``D7-``), the ``salt`` of its checksum, the
    longest text read as one (``max_text``) and the fewest payload bytes it can hold."""

    prefix: str
    salt: bytes
    max_text: int
    min_payload: int

    def write(self, payload: bytes) -> str:
        """The code of ``payload``: the prefix and groups of five letters and digits."""
        data = payload + self._check(payload)
        number = int.from_bytes(data, "big") << (-len(data) * 8 % 5)
        count = (len(data) * 8 + 4) // 5
        text = "".join(ALPHABET[(number >> (5 * (count - 1 - k))) & 31] for k in range(count))
        return self.prefix + "-".join(text[k:k + GROUP] for k in range(0, len(text), GROUP))

    def looks_like(self, text: object) -> bool:
        """Whether ``text`` is meant as a code of this kind (it starts with the prefix)."""
        return isinstance(text, str) and text.strip().upper().startswith(self.prefix[:-1])

    def read(self, text: str) -> bytes:
        """The payload of the code ``text``, its checksum checked; ShortCodeError says
        why a text is refused."""
        data = _unbase32(self._letters(text))
        if len(data) < self.min_payload + CHECK_BYTES:
            raise ShortCodeError(TOO_SHORT)
        payload, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
        if self._check(payload) != check:
            raise ShortCodeError(CHECKSUM)
        return payload

    def _check(self, payload: bytes) -> bytes:
        return hashlib.sha256(self.salt + payload).digest()[:CHECK_BYTES]

    def _letters(self, text: str) -> str:
        """The code's letters: case-blind, without the prefix, spaces and dashes."""
        if len(text) > self.max_text:
            raise ShortCodeError(TOO_LONG)
        text = "".join(text.split()).upper().replace("-", "")
        if text.startswith(self.prefix[:-1]):
            text = text[len(self.prefix) - 1:]
        if not text:
            raise ShortCodeError(EMPTY)
        out = []
        for char in text:
            char = _READ_AS.get(char, char)
            if char not in ALPHABET:
                raise ShortCodeError(BAD_LETTER, char)
            out.append(char)
        return "".join(out)


def _unbase32(letters: str) -> bytes:
    """The bytes of ``letters``; a count of letters no bytes give, or padding bits that are
    not zero, is a letter too many or too few."""
    number = 0
    for char in letters:
        number = number << 5 | ALPHABET.index(char)
    size = len(letters) * 5 // 8
    spare = len(letters) * 5 - size * 8
    if (size * 8 + 4) // 5 != len(letters) or number & ((1 << spare) - 1):
        raise ShortCodeError(MISCOUNTED)
    return (number >> spare).to_bytes(size, "big")


__all__ = ["ALPHABET", "BAD_LETTER", "CHECKSUM", "CHECK_BYTES", "EMPTY", "GROUP", "MISCOUNTED",
           "TOO_LONG", "TOO_SHORT", "CodeFormat", "ShortCodeError"]
