"""Sealed deals: a seed the program picks comes from the operating system, with a nonce.

Why: the player must be able to check that the computer did not choose a deal to suit
itself. The seed and a 16-byte nonce are drawn from ``secrets`` (the OS's random source);
the table shows the commitment, SHA-256 of both (docs/RULES.md, "The shuffle"), before the
first card is dealt, and the results reveal seed and nonce. The nonce keeps the seed from
being found by trying every number against the commitment while the game is on.
"""

from __future__ import annotations

import secrets

from dirty7.rules.shuffle import NONCE_BYTES, SEED_LIMIT


def draw_seed() -> int:
    """A deal number from the OS's random source, 0 … 2**64 - 1."""
    return secrets.randbelow(SEED_LIMIT)


def draw_nonce() -> str:
    """16 random bytes from the OS, as 32 lowercase hex digits."""
    return secrets.token_hex(NONCE_BYTES)


__all__ = ["draw_nonce", "draw_seed"]
