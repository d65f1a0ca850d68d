"""Challenge a friend: a short code that holds a finished game's deal, its computer and the
challenger's result, so that a friend plays the very same game against the very same
computer and both results can be compared.

Why a code and not a file: it is pasted into a chat. It holds the deal number, who
started, the variant (``seven_stack``), the computer's spec and seed exactly as the record
names them, and the challenger's result (won, lost or drawn; moves; both seats' cards
left). The same spec and seed make the same computer: a built-in level decides from its
seed and its own views alone, so the same moves get the same answers (and the game
verifies like any other). Matches are not challenged: a challenge is one game.

The code (version 1) is a short code (:mod:`dirty7.rules.short_code`: Crockford's base32
after ``D7-`` in groups of five, read case-blind, with a checksum) over these bytes:

- 1 byte: the version (1)
- 8 bytes: the deal number, big-endian
- 1 byte of flags: bit 0 the seat that started, bit 1 ``seven_stack``, bits 2–3 the result
  (0 lost, 1 won, 2 drawn), bit 4 the computer's seed is not the one the deal gives
  (``strategy_seed(deal, 1)``; then 8 bytes of it follow the flags)
- 3 bytes: the challenger's moves; 1 byte each: cards left to the challenger, to the computer
- 1 byte: the spec's length; the spec (ASCII)
- 4 bytes: the first four of SHA-256 over ``b"dirty7 challenge" ‖ the bytes above``

The checksum catches a mistyped or truncated code (all but about one in four billion); it
does not stop a determined forger, who can compute it as well as the game can.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dirty7.ai.registry import StrategyError, reproducible_options, validate_spec
from dirty7.game.phrase_words import phrase_words
from dirty7.game.players import strategy_seed
from dirty7.game.record import GameRecord
from dirty7.i18n import N_, _
from dirty7.rules import STANDARD
from dirty7.rules.short_code import (
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
from dirty7.rules.shuffle import SEED_LIMIT

VERSION = 1
PREFIX = "D7-"
_MAX_SPEC = 120
_MAX_MOVES = 2**24 - 1
#: The longest text read as a code (a pasted paragraph is refused at once).
MAX_CODE_TEXT = 400
#: The fewest bytes a challenge holds: version, deal, flags, moves, cards left, spec length.
_MIN_PAYLOAD = 1 + 8 + 1 + 3 + 2 + 1
FORMAT = CodeFormat(PREFIX, b"dirty7 challenge", MAX_CODE_TEXT, _MIN_PAYLOAD)
UNREADABLE = N_("This code holds something this version cannot read.")
_RESULTS = ("lost", "won", "drawn")


class ChallengeError(ValueError):
    """A code that is no usable challenge; its text says why, for the player."""


@dataclass(frozen=True)
class Challenge:
    """A finished game to play again: its deal, its computer, the challenger's result."""

    seed: int
    first: int
    seven_stack: bool
    spec: str
    computer_seed: int
    won: bool | None  # the challenger's result: None for a drawn game
    moves: int
    cards_left: tuple[int, int]  # the challenger's, the computer's

    @property
    def result_word(self) -> str:
        return "drawn" if self.won is None else "won" if self.won else "lost"


def challenge_of(record: GameRecord, won: bool | None, moves: int,
                 cards_left: tuple[int, int]) -> Challenge | None:
    """The challenge of a finished game played by a person in seat 0 against a computer in
    seat 1, or None when it cannot be one (no deal number, a computer without a seed, a seat
    that changed hands, a person in seat 1, a spec too long for a code, house rules: a
    challenge is Dirty Seven's, with or without Sevens stack)."""
    if (record.seed is None or record.start is not None or record.replaced
            or replace(record.variant.play_rules(), seven_stack=False) != STANDARD
            or record.players[0] != "human" or record.seeds[1] is None
            or record.players[1] == "human" or len(record.players[1]) > _MAX_SPEC
            or not record.players[1].isascii() or not 0 <= moves <= _MAX_MOVES):
        return None
    return Challenge(seed=record.seed, first=record.first,
                     seven_stack=record.variant.seven_stack, spec=record.players[1],
                     computer_seed=record.seeds[1], won=won, moves=moves,
                     cards_left=(min(cards_left[0], 255), min(cards_left[1], 255)))


# --- writing ---------------------------------------------------------------------------------
def _payload(c: Challenge) -> bytes:
    derived = c.computer_seed == strategy_seed(c.seed, 1)
    result = 2 if c.won is None else int(c.won)
    flags = c.first | int(c.seven_stack) << 1 | result << 2 | (0 if derived else 1) << 4
    spec = c.spec.encode("ascii")
    return b"".join([
        bytes([VERSION]), c.seed.to_bytes(8, "big"), bytes([flags]),
        b"" if derived else c.computer_seed.to_bytes(8, "big"),
        c.moves.to_bytes(3, "big"), bytes(c.cards_left), bytes([len(spec)]), spec])


def encode(challenge: Challenge) -> str:
    """The code of ``challenge``: ``D7-`` and groups of five letters and digits."""
    return FORMAT.write(_payload(challenge))


# --- reading ---------------------------------------------------------------------------------
#: Why a text is no challenge code, by the short code's reason (a wrong letter aside).
_REFUSALS = {
    TOO_LONG: N_("That is far too long for a challenge code."),
    EMPTY: N_("Type or paste a challenge code (it starts with D7-)."),
    MISCOUNTED: N_("This code is mistyped: a letter is missing or one too many."),
    TOO_SHORT: N_("This code is too short: part of it is missing."),
    CHECKSUM: N_("This code is mistyped or altered: its checksum does not match. Check "
                 "it against the one you were sent."),
}


def _refusal(error: ShortCodeError) -> str:
    """Why a text is no challenge code, in the player's words."""
    if error.reason == BAD_LETTER:
        return _("A challenge code has only letters and digits; {letter} is not one of "
                 "them.").format(letter=repr(error.detail))
    return _(_REFUSALS[error.reason])


def decode(text: str) -> Challenge:
    """The challenge a code holds; ChallengeError says, for the player, why it is refused."""
    try:
        payload = FORMAT.read(text)
    except ShortCodeError as exc:
        raise ChallengeError(_refusal(exc)) from None
    if payload[0] != VERSION:
        raise ChallengeError(_("This code was made by another version of Dirty Seven (code "
                               "version {found}; this one reads version {version}).").format(
                                   found=payload[0], version=VERSION))
    return _parse(payload)


def _parse(payload: bytes) -> Challenge:
    """The fields of a checked payload (ChallengeError when their lengths disagree)."""
    seed, flags, at = int.from_bytes(payload[1:9], "big"), payload[9], 10
    computer_seed = strategy_seed(seed, 1)
    if flags & 16:
        computer_seed, at = int.from_bytes(payload[at:at + 8], "big"), at + 8
    result = flags >> 2 & 3
    if flags >> 5 or result > 2 or len(payload) < at + 6:
        raise ChallengeError(_(UNREADABLE))
    moves = int.from_bytes(payload[at:at + 3], "big")
    cards_left = (payload[at + 3], payload[at + 4])
    length = payload[at + 5]
    spec_bytes = payload[at + 6:]
    if length != len(spec_bytes) or not spec_bytes.isascii() or not 0 < length <= _MAX_SPEC:
        raise ChallengeError(_(UNREADABLE))
    challenge = Challenge(seed=seed, first=flags & 1, seven_stack=bool(flags & 2),
                          spec=spec_bytes.decode("ascii"), computer_seed=computer_seed,
                          won=None if result == 2 else bool(result), moves=moves,
                          cards_left=cards_left)
    assert 0 <= challenge.seed < SEED_LIMIT
    return challenge


def check_playable(challenge: Challenge) -> None:
    """ChallengeError unless the computer the code names can be played here exactly as it
    played: installed, with valid options, on a fixed budget (not a wall-clock one)."""
    try:
        info, options = validate_spec(challenge.spec)
    except StrategyError as exc:
        raise ChallengeError(_("This challenge's computer cannot play here: {reason}").format(
            reason=phrase_words(exc.reason))) from None
    if reproducible_options(info, options, lambda: 1.0) != options:
        raise ChallengeError(_("This challenge names a computer that thinks for a time, not "
                               "a fixed number of steps, so it would not play the same moves."))


def read_code(text: str) -> Challenge:
    """:func:`decode` and :func:`check_playable`: a challenge this game can play."""
    challenge = decode(text)
    check_playable(challenge)
    return challenge


__all__ = ["ALPHABET", "MAX_CODE_TEXT", "PREFIX", "VERSION", "Challenge", "ChallengeError",
           "challenge_of", "check_playable", "decode", "encode", "read_code"]
