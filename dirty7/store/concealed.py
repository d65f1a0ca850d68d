"""A JSON value kept in a file as text a casual look does not read: base64 of zlib.

Why: the saved game must hold the seed, the nonce and the computer's seed to resume
exactly, and the record's ``deal`` (or ``start``) spells out the computer's hand and the
stock. Opened in an editor mid-game, ``saved-game.json`` would show them. Concealed, the
file shows a block of letters instead.

This is **not** protection: anyone who reads this docstring (or runs ``base64 -d | zlib``)
recovers the value, and a player can always read their own data folder or the game's
memory. It only keeps a glance from spoiling the game. What *is* guaranteed about the
seal — the program cannot change the deal after the commitment is shown — comes from the
commitment and ``dirty7 verify``, not from here (README, "What is and is not protected").

Reading back is as guarded as any file read: the decompressed text is capped at
:data:`~dirty7.store.jsonguard.MAX_FILE_BYTES` (no zip bomb) and parsed by
:func:`~dirty7.store.jsonguard.decode_json`; whatever is wrong is a ``ValueError``.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from dirty7.store.jsonguard import MAX_FILE_BYTES, decode_json

__all__ = ["conceal", "reveal"]


def conceal(value: Any) -> str:
    """``value`` (JSON-safe) as base64 text of its compressed JSON."""
    raw = json.dumps(value, separators=(",", ":"), allow_nan=False).encode("utf-8")
    return base64.b64encode(zlib.compress(raw, 9)).decode("ascii")


def reveal(text: str, limit: int = MAX_FILE_BYTES) -> Any:
    """The value :func:`conceal` gave; ValueError says what is wrong with ``text``."""
    try:
        packed = base64.b64decode(text.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error):
        raise ValueError("the concealed entry is not base64 text") from None
    inflate = zlib.decompressobj()
    try:
        raw = inflate.decompress(packed, limit)
    except zlib.error:
        raise ValueError("the concealed entry is not compressed data") from None
    if inflate.unconsumed_tail:
        raise ValueError(f"the concealed entry unpacks to more than {limit} bytes")
    if not inflate.eof:
        raise ValueError("the concealed entry is cut short")
    return decode_json(raw)
