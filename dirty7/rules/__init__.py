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

Every name is loaded from its module when it is first used (:func:`__getattr__`), so that
a program reading a rule set's name, or a player's settings, does not load the move
generator and its events: the game's window opens without them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

#: Each module of the engine and the names the facade takes from it.
_MODULES: dict[str, tuple[str, ...]] = {
    "cards": ("CARDS", "RANKS", "SUIT_NAMES", "SUIT_SYMBOLS", "SUITS", "Card", "card_points",
        "cards_of", "hand_points", "make_card", "parse_suit"),
    "events": ("CardDealt", "CardDrawn", "CardPlayed", "Event", "GameOver", "LastCardCalled",
        "NextTurn", "Passed", "StockRefilled", "SuitNamed", "UpCardTurned"),
    "illegal": ("Refusal",),
    "moves": ("CALL", "CALL_MOVE", "DRAW", "DRAW_MOVE", "EIGHT_MOVE_BASE", "JACK_MOVE_BASE",
        "MOVES", "NUM_MOVES", "PASS", "PASS_MOVE", "Move", "NotationError", "as_move",
        "format_move", "jack_move", "parse_move", "wild_move"),
    "notation": ("format_position", "parse_pile"),
    "phases": ("PHASE_CODES", "PHASES", "Phase"),
    "position": ("Position", "deal", "parse_position"),
    "presets": ("PRESETS", "preset_name", "rules_name", "variant_named"),
    "rules_code": ("RulesCodeError", "decode_rules", "encode_rules"),
    "ruleset": ("Rules", "rules_of"),
    "shuffle": ("commitment", "fingerprint", "shuffled_deck"),
    "variant": ("FIRST_CHOICES", "MATCH_TO_MAX", "STANDARD", "Variant"),
    "view": ("PlayerView",),
    "play": ("IllegalMoveError", "apply_move", "apply_move_with_events", "explain_illegal",
        "legal_moves"),
}
#: Each name of the facade and its module.
_HOMES = {name: module for module, names in _MODULES.items() for name in names}

if TYPE_CHECKING:  # what a type checker reads; at run time each is loaded when first used
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
    from .play import (
        IllegalMoveError,
        apply_move,
        apply_move_with_events,
        explain_illegal,
        legal_moves,
    )
    from .position import Position, deal, parse_position
    from .presets import PRESETS, preset_name, rules_name, variant_named
    from .rules_code import RulesCodeError, decode_rules, encode_rules
    from .ruleset import Rules, rules_of
    from .shuffle import commitment, fingerprint, shuffled_deck
    from .variant import FIRST_CHOICES, MATCH_TO_MAX, STANDARD, Variant
    from .view import PlayerView


if not TYPE_CHECKING:  # hidden from a type checker, which would read every unknown name
    # as this function's ``object`` and so let a misspelt import of the facade pass

    def __getattr__(name: str) -> object:
        """The facade's ``name``, loaded from its module at its first use and kept."""
        module = _HOMES.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f".{module}", __name__), name)
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*globals(), *_HOMES})


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
