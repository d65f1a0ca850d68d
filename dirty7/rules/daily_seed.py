"""The deal of the day: one deal number per calendar date, the same for everyone.

Why a documented function of the date (docs/RULES.md, "The deal of the day") and not a
number a server hands out: any program, with no network, deals the same game on the same
day, and a player can recompute it. The date is the player's own local date, written
``YYYY-MM-DD``; the seed is the first 8 bytes (big-endian) of
``SHA-256("dirty7 daily YYYY-MM-DD")`` in UTF-8, a whole number below ``SEED_LIMIT``.
"""

from __future__ import annotations

import hashlib
from datetime import date

from .shuffle import SEED_LIMIT

#: What is hashed before the date (the date follows, ``YYYY-MM-DD``).
DAILY_PREFIX = "dirty7 daily "
#: Who starts the deal of the day: always the player (seat 0), whatever the settings say.
DAILY_FIRST = 0


def daily_seed(day: date) -> int:
    """The deal number of ``day``'s deal (see the module docstring)."""
    text = DAILY_PREFIX + day.isoformat()
    seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    assert 0 <= seed < SEED_LIMIT
    return seed


__all__ = ["DAILY_FIRST", "DAILY_PREFIX", "daily_seed"]
