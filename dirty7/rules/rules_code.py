"""A rule set as a short code to share: ``R7-`` and thirteen letters and digits.

Why a code and not a file: a custom set is told to a friend in a chat, typed on the
command line (``dirty7 --rules CODE``) and used as the set's key where statistics are
kept, so it must be short, read case-blind, and a mistyped one must be refused with a
reason rather than read as another set. It is written like a challenge code: Crockford's
base32 (digits and capitals without I, L, O, U; ``I``/``L`` read as 1 and ``O`` as 0), in
groups of five, over these bytes:

- 1 byte: the version (1)
- 3 bytes: every switch of the play rules, packed in the order of :data:`SWITCHES`, each
  as its index among the allowed values in as few bits as those values need (21 bits;
  the three spare bits are zero)
- 4 bytes: the first four of SHA-256 over ``b"dirty7 rules" ‖ the bytes above``

Who starts and the match target are not part of a code: they are the player's settings
for any rule set, as they are for the presets. The checksum catches a mistyped or
truncated code (all but about one in four billion).

The errors are :class:`RulesCodeError` (a ValueError): its text is English, for the
command line; its :attr:`~RulesCodeError.reason` is an id the player's words translate.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .variant import (
    AGAIN_CHOICES,
    CANNOT_PLAY_CHOICES,
    CARD_VALUES,
    DECK_CHOICES,
    EXTRA_CHOICES,
    HAND_SIZES,
    PENALTY_CHOICES,
    SCORER_CHOICES,
    WILD_CHOICES,
    Variant,
)

VERSION = 1
PREFIX = "R7-"
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ_AS = {"I": "1", "L": "1", "O": "0"}
_SALT = b"dirty7 rules"
_SWITCH_BYTES = 3
_CHECK_BYTES = 4
_GROUP = 5
#: The longest text read as a code (a pasted paragraph is refused at once).
MAX_CODE_TEXT = 80
_FLAG = (False, True)

#: Every switch of the play rules and its allowed values, in the code's order. A switch
#: added to :class:`Variant` is added at the end (with a new version when it needs more
#: bits than are spare).
SWITCHES: tuple[tuple[str, tuple[Any, ...]], ...] = (
    ("deck", DECK_CHOICES), ("hand_size", HAND_SIZES), ("wild", WILD_CHOICES),
    ("wild_on_wild", _FLAG), ("again", AGAIN_CHOICES), ("extra", EXTRA_CHOICES),
    ("penalty", PENALTY_CHOICES), ("penalty_draw", (2, 4)), ("seven_stack", _FLAG),
    ("cannot_play", CANNOT_PLAY_CHOICES), ("first_effect", _FLAG), ("last_card", (0, 1, 2)),
    ("card_values", tuple(CARD_VALUES)), ("scorer", SCORER_CHOICES),
)
#: The fields of a variant a code does not carry (the player's settings for any rules).
NOT_IN_CODE = ("first", "match_to")

# Reasons a text is refused (:attr:`RulesCodeError.reason`).
TOO_LONG, EMPTY, BAD_LETTER, MISCOUNTED, TOO_SHORT, CHECKSUM, OTHER_VERSION, UNREADABLE = (
    "too-long", "empty", "bad-letter", "miscounted", "too-short", "checksum",
    "other-version", "unreadable")


class RulesCodeError(ValueError):
    """A text that is no rules code: :attr:`reason` says why (one of the ids above) and
    :attr:`detail` what was wrong (the letter, the version), for the player's words."""

    def __init__(self, reason: str, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.detail = detail


def _bits(choices: tuple[Any, ...]) -> int:
    return (len(choices) - 1).bit_length()


def _check(payload: bytes) -> bytes:
    return hashlib.sha256(_SALT + payload).digest()[:_CHECK_BYTES]


# --- writing ---------------------------------------------------------------------------------
def _pack(variant: Variant) -> int:
    number = 0
    for name, choices in SWITCHES:
        number = number << _bits(choices) | choices.index(getattr(variant, name))
    spare = _SWITCH_BYTES * 8 - sum(_bits(c) for _n, c in SWITCHES)
    return number << spare


def encode_rules(variant: Variant) -> str:
    """The code of ``variant``'s play rules: ``R7-`` and groups of five (who starts and the
    match are not in it)."""
    payload = bytes([VERSION]) + _pack(variant).to_bytes(_SWITCH_BYTES, "big")
    data = payload + _check(payload)
    number = int.from_bytes(data, "big") << (-len(data) * 8 % 5)
    count = (len(data) * 8 + 4) // 5
    text = "".join(ALPHABET[(number >> (5 * (count - 1 - k))) & 31] for k in range(count))
    return PREFIX + "-".join(text[k:k + _GROUP] for k in range(0, len(text), _GROUP))


# --- reading ---------------------------------------------------------------------------------
def looks_like_code(text: str) -> bool:
    """Whether ``text`` is meant as a rules code (it starts with ``R7``), not a name."""
    return isinstance(text, str) and text.strip().upper().startswith(PREFIX[:-1])


def _letters(text: str) -> str:
    """The code's letters: case-blind, without the prefix, spaces and dashes."""
    if len(text) > MAX_CODE_TEXT:
        raise RulesCodeError(TOO_LONG, "that is far too long for a rules code")
    text = "".join(text.split()).upper().replace("-", "")
    if text.startswith(PREFIX[:-1]):
        text = text[len(PREFIX) - 1:]
    if not text:
        raise RulesCodeError(EMPTY, "a rules code starts with R7- and has 13 letters")
    out = []
    for char in text:
        char = _READ_AS.get(char, char)
        if char not in ALPHABET:
            raise RulesCodeError(BAD_LETTER, f"a rules code has only letters and digits; "
                                 f"{char!r} is not one of them", char)
        out.append(char)
    return "".join(out)


def _unbase32(letters: str) -> bytes:
    number = 0
    for char in letters:
        number = number << 5 | ALPHABET.index(char)
    size = len(letters) * 5 // 8
    spare = len(letters) * 5 - size * 8
    if (size * 8 + 4) // 5 != len(letters) or number & ((1 << spare) - 1):
        raise RulesCodeError(MISCOUNTED, "this rules code is mistyped: a letter is missing "
                             "or one too many")
    return (number >> spare).to_bytes(size, "big")


def decode_rules(text: str) -> Variant:
    """The play rules a code holds (Dirty Seven's who starts and no match);
    RulesCodeError says why a text is refused."""
    data = _unbase32(_letters(text))
    if len(data) < 1 + _SWITCH_BYTES + _CHECK_BYTES:
        raise RulesCodeError(TOO_SHORT, "this rules code is too short: part of it is missing")
    payload, check = data[:-_CHECK_BYTES], data[-_CHECK_BYTES:]
    if _check(payload) != check:
        raise RulesCodeError(CHECKSUM, "this rules code is mistyped or altered: its "
                             "checksum does not match")
    if payload[0] != VERSION:
        raise RulesCodeError(OTHER_VERSION, f"this rules code was made by another version of "
                             f"Dirty Seven (code version {payload[0]}; this one reads "
                             f"version {VERSION})", str(payload[0]))
    return _unpack(payload[1:])


def _unpack(switches: bytes) -> Variant:
    unreadable = RulesCodeError(UNREADABLE, "this rules code holds rules this version "
                                "cannot play")
    if len(switches) != _SWITCH_BYTES:
        raise unreadable
    number = int.from_bytes(switches, "big")
    spare = _SWITCH_BYTES * 8 - sum(_bits(c) for _n, c in SWITCHES)
    if number & ((1 << spare) - 1):
        raise unreadable
    number >>= spare
    values: dict[str, Any] = {}
    for name, choices in reversed(SWITCHES):
        index = number & ((1 << _bits(choices)) - 1)
        number >>= _bits(choices)
        if index >= len(choices):
            raise unreadable
        values[name] = choices[index]
    try:
        return Variant(**values)
    except ValueError:
        raise unreadable from None


def canonical_code(text: str) -> str:
    """``text`` read as a code and written again: the one spelling of its rules (lower
    case, missing dashes and a read-as letter give the same key)."""
    return encode_rules(decode_rules(text))


__all__ = ["ALPHABET", "MAX_CODE_TEXT", "NOT_IN_CODE", "PREFIX", "SWITCHES", "VERSION",
           "RulesCodeError", "canonical_code", "decode_rules", "encode_rules",
           "looks_like_code"]
