"""The shuffle: a deal is a documented function of its seed (docs/RULES.md, "The shuffle").

Why not ``random.Random(seed).shuffle``: its algorithm is CPython's business and may
change between versions, and another program could not recompute a deal without
reimplementing the Mersenne Twister's seeding. Here the deck is shuffled by Fisher–Yates
driven by SHA-256 of the seed and a counter, with rejection sampling so that every index
is exactly uniform: a dozen lines any language can repeat, and what makes a sealed deal
checkable. Pure and deterministic; no I/O.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

#: Deal numbers are whole numbers from 0 to 2**64 - 1 (8 bytes, big-endian).
SEED_LIMIT = 2**64
_WORD = 1 << 32
#: A seal's nonce is 16 random bytes, written as 32 lowercase hex digits.
NONCE_BYTES = 16


def seed_bytes(seed: int) -> bytes:
    """The seed as 8 bytes, big-endian; ValueError outside 0 … 2**64 - 1."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"a deal number is a whole number from 0 to 2**64 - 1, not {seed!r}")
    return seed.to_bytes(8, "big")


def _words(seed: int) -> Iterator[int]:
    """Unsigned 32-bit big-endian words of SHA-256(seed ‖ counter), counter = 0, 1, 2, …"""
    prefix = seed_bytes(seed)
    counter = 0
    while True:
        block = hashlib.sha256(prefix + counter.to_bytes(8, "big")).digest()
        for k in range(0, 32, 4):
            yield int.from_bytes(block[k:k + 4], "big")
        counter += 1


def shuffled_deck(seed: int, size: int = 52) -> list[int]:
    """``[0, 1, …, size-1]`` shuffled by Fisher–Yates from the seed's word stream.

    For ``i`` from ``size-1`` down to 1, ``j`` is uniform in ``[0, i]``: the next word
    ``w`` is rejected while ``w >= 2**32 - 2**32 % (i+1)``, else ``j = w % (i+1)``; then
    ``deck[i]`` and ``deck[j]`` swap.
    """
    deck = list(range(size))
    words = _words(seed)
    for i in range(size - 1, 0, -1):
        n = i + 1
        limit = _WORD - _WORD % n
        w = next(words)
        while w >= limit:
            w = next(words)
        j = w % n
        deck[i], deck[j] = deck[j], deck[i]
    return deck




def commitment(seed: int, nonce_hex: str) -> str:
    """The seal of a deal: hex SHA-256 of the seed (8 bytes, big-endian) and the nonce bytes.

    ``nonce_hex`` is the nonce as 32 hex digits (16 bytes); ValueError otherwise.
    """
    nonce = nonce_bytes(nonce_hex)
    return hashlib.sha256(seed_bytes(seed) + nonce).hexdigest()


def nonce_bytes(nonce_hex: str) -> bytes:
    """The 16 bytes of a nonce written as 32 hex digits; ValueError otherwise."""
    if not isinstance(nonce_hex, str) or len(nonce_hex) != 2 * NONCE_BYTES:
        raise ValueError(f"a nonce is {2 * NONCE_BYTES} hex digits, not {nonce_hex!r}")
    return bytes.fromhex(nonce_hex)


def fingerprint(commitment_hex: str) -> str:
    """What the table shows of a commitment: its first 8 hex digits in two groups."""
    return f"{commitment_hex[:4]} {commitment_hex[4:8]}"


__all__ = ["NONCE_BYTES", "SEED_LIMIT", "commitment", "fingerprint", "nonce_bytes",
           "seed_bytes", "shuffled_deck"]
