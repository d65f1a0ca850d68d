"""The Dirty Seven rules engine: pure, deterministic, fast, with no Arcade and no I/O.

This facade is the stable public API for the game, its tools and third parties::

    from dirty7.rules import (deal, parse_position, format_position, legal_moves,
                              parse_move, format_move, apply_move,
                              IllegalMoveError, NotationError)

A game plays by a rule set, a :class:`Variant` (Dirty Seven's by default; the presets are
:data:`PRESETS`, found by :func:`variant_named`). Positions are :class:`Position`
objects; cards and moves are int subclasses whose ``str`` is RULES.md notation.
``apply_move`` is functional (the given position is left unchanged) and validated;
``Position.push`` is its in-place, unchecked twin for search.
"""

from __future__ import annotations

from .cards import (
    CARDS,
    RANKS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    card_points,
    cards_of,
    hand_points,
    make_card,
    parse_suit,
)
from .events import (
    CardDealt,
    CardDrawn,
    CardPlayed,
    Event,
    GameOver,
    LastCardCalled,
    NextTurn,
    Passed,
    StockRefilled,
    SuitNamed,
    UpCardTurned,
)
from .illegal import Refusal
from .moves import (
    CALL,
    CALL_MOVE,
    DRAW,
    DRAW_MOVE,
    EIGHT_MOVE_BASE,
    JACK_MOVE_BASE,
    MOVES,
    NUM_MOVES,
    PASS,
    PASS_MOVE,
    Move,
    NotationError,
    as_move,
    format_move,
    jack_move,
    parse_move,
    wild_move,
)
from .notation import format_position, parse_pile
from .phases import PHASE_CODES, PHASES, Phase
from .position import Position, deal, parse_position
from .presets import PRESETS, preset_name, rules_name, variant_named
from .rules_code import RulesCodeError, decode_rules, encode_rules
from .ruleset import Rules, rules_of
from .shuffle import commitment, fingerprint, shuffled_deck
from .variant import FIRST_CHOICES, MATCH_TO_MAX, STANDARD, Variant
from .view import PlayerView


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in the given position; the message says why."""

    def __init__(self, move: int, position: Position, reason: str) -> None:
        self.move = move
        self.position_text = format_position(position)
        self.reason = reason
        super().__init__(f"illegal move {format_move(move)} in {self.position_text}: {reason}")


def legal_moves(position: Position) -> list[Move]:
    """The legal moves of the player to move (empty when the game is over)."""
    return position.legal_moves()


def apply_move(position: Position, move: int | str) -> Position:
    """The position after ``move`` (a Move, its int, or its notation); ``position`` is kept.

    Raises :class:`IllegalMoveError` naming the move and the reason.
    """
    new, _ = apply_move_with_events(position, move)
    return new


def apply_move_with_events(position: Position, move: int | str
                           ) -> tuple[Position, list[Event]]:
    """Like :func:`apply_move`, also returning the events the move produced."""
    m = as_move(move)
    reason = position.explain_illegal(m)
    if reason is not None:
        raise IllegalMoveError(m, position, reason)
    new = position.copy()
    events: list[Event] = []
    new.push(m, events)
    return new, events


def explain_illegal(position: Position, move: int | str) -> Refusal | None:
    """A player-facing reason why ``move`` is illegal here, or None when it is legal."""
    return position.explain_illegal(move)


__all__ = [
    "CARDS", "MOVES", "RANKS", "SUITS", "SUIT_NAMES", "SUIT_SYMBOLS", "PHASE_CODES", "PHASES",
    "Phase", "Variant", "STANDARD", "FIRST_CHOICES", "MATCH_TO_MAX", "JACK_MOVE_BASE", "DRAW",
    "PASS", "NUM_MOVES", "CALL", "CALL_MOVE", "EIGHT_MOVE_BASE", "wild_move",
    "PRESETS", "preset_name", "rules_name", "variant_named", "RulesCodeError",
    "decode_rules", "encode_rules", "Rules", "rules_of", "LastCardCalled",
    "Card", "Move", "Position", "PlayerView", "DRAW_MOVE", "PASS_MOVE",
    "deal", "shuffled_deck", "commitment", "fingerprint",
    "parse_position", "format_position", "legal_moves", "parse_move", "format_move",
    "apply_move", "apply_move_with_events", "as_move", "explain_illegal", "jack_move",
    "make_card",
    "parse_pile", "parse_suit", "cards_of", "card_points", "hand_points",
    "IllegalMoveError", "NotationError", "Refusal",
    "Event", "CardDealt", "UpCardTurned", "CardPlayed", "SuitNamed", "CardDrawn",
    "StockRefilled", "Passed", "NextTurn", "GameOver",
]
