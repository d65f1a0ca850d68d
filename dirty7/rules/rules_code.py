"""A rule set as a short code to share: ``R7-`` and thirteen letters and digits.

Why a code and not a file: a custom set is told to a friend in a chat, typed on the
command line (``dirty7 --rules CODE``) and used as the set's key where statistics are
kept, so it must be short, read case-blind, and a mistyped one must be refused with a
reason rather than read as another set. It is a short code like a challenge's
(:mod:`.short_code`: Crockford's base32 in groups of five, read case-blind, with a
checksum), over these bytes:

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

from typing import Any

from .short_code import (
    ALPHABET,
    BAD_LETTER,
    CHECKSUM,
    EMPTY,
    MISCOUNTED,
    TOO_LONG,
    TOO_SHORT,
    CodeFormat,
    ShortCodeError,
)
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
_SWITCH_BYTES = 3
#: The longest text read as a code (a pasted paragraph is refused at once).
MAX_CODE_TEXT = 80
FORMAT = CodeFormat(PREFIX, b"dirty7 rules", MAX_CODE_TEXT, 1 + _SWITCH_BYTES)
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

# Reasons a text is refused (:attr:`RulesCodeError.reason`): a short code's, and these.
OTHER_VERSION, UNREADABLE = "other-version", "unreadable"


class RulesCodeError(ValueError):
    """A text that is no rules code: :attr:`reason` says why (one of the ids above) and
    :attr:`detail` what was wrong (the letter, the version), for the player's words."""

    def __init__(self, reason: str, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.detail = detail


def _bits(choices: tuple[Any, ...]) -> int:
    return (len(choices) - 1).bit_length()


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
    return FORMAT.write(bytes([VERSION]) + _pack(variant).to_bytes(_SWITCH_BYTES, "big"))


# --- reading ---------------------------------------------------------------------------------
def looks_like_code(text: str) -> bool:
    """Whether ``text`` is meant as a rules code (it starts with ``R7``), not a name."""
    return FORMAT.looks_like(text)


#: The English words of each refusal (the command line's; the window says them through
#: the player's words, by :attr:`RulesCodeError.reason`).
_REFUSALS = {
    TOO_LONG: "that is far too long for a rules code",
    EMPTY: "a rules code starts with R7- and has 13 letters",
    BAD_LETTER: "a rules code has only letters and digits; {detail!r} is not one of them",
    MISCOUNTED: "this rules code is mistyped: a letter is missing or one too many",
    TOO_SHORT: "this rules code is too short: part of it is missing",
    CHECKSUM: "this rules code is mistyped or altered: its checksum does not match",
}


def decode_rules(text: str) -> Variant:
    """The play rules a code holds (Dirty Seven's who starts and no match);
    RulesCodeError says why a text is refused."""
    try:
        payload = FORMAT.read(text)
    except ShortCodeError as exc:
        raise RulesCodeError(exc.reason, _REFUSALS[exc.reason].format(detail=exc.detail),
                             exc.detail) from None
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


__all__ = ["ALPHABET", "BAD_LETTER", "CHECKSUM", "EMPTY", "FORMAT", "MAX_CODE_TEXT",
           "MISCOUNTED", "NOT_IN_CODE", "OTHER_VERSION", "PREFIX", "SWITCHES", "TOO_LONG",
           "TOO_SHORT", "UNREADABLE", "VERSION", "RulesCodeError", "canonical_code",
           "decode_rules", "encode_rules", "looks_like_code"]
