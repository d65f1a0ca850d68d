"""Position notation of RULES.md: parse with full validation, format canonically.

    <hand0>/<hand1>/<waste>/<stock> <to_move> <phase> <active_suit>

This module knows the notation, not the Position class: :mod:`.position` imports it
(``Position.__str__`` and ``parse_position``), so the two never import each other.

Parsing rejects anything a game could not reach — an unknown or duplicate card, an empty
waste, a live game with an empty hand, a phase its top card cannot have — with a
:class:`NotationError` that names the problem, so a bad position never gets into play.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import (
    ACE,
    CARDS,
    JACK,
    RANKS,
    SEVEN,
    SUITS,
    THREE,
    cards_of,
    parse_card_or_none,
    parse_suit,
)
from .moves import NotationError
from .phases import ANSWER_SEVEN, OVER, PHASE_CODES, Phase

_PILE_NAMES = ("hand0", "hand1", "waste", "stock")
_PHASE_TOP = {"3": THREE, "a": ACE, "7": SEVEN}


def parse_pile(text: str, name: str = "pile") -> list:
    """The cards written together in ``text`` (``-`` is an empty pile), in order."""
    if text == "-":
        return []
    if not text:
        raise NotationError(f"{name} is empty: write an empty pile as '-'")
    cards = []
    i = 0
    while i < len(text):
        if text.startswith("10", i):
            token = text[i:i + 3]
        else:
            token = text[i:i + 2]
        card = parse_card_or_none(token) if len(token) >= 2 else None
        if card is None:
            raise NotationError(f"unknown card {token!r} in {name} (at character {i + 1} "
                                f"of {text!r})")
        cards.append(card)
        i += len(token)
    return cards


def format_pile(cards) -> str:
    return "".join(str(CARDS[c]) for c in cards) or "-"


class PositionParts(NamedTuple):
    """The validated fields of a position's notation, the arguments of ``Position``."""

    hands: tuple[int, int]
    waste: list
    stock_top_first: list
    to_move: int
    phase: Phase
    active_suit: int
    pending: int
    seven_stack: bool


def parse_parts(text: str, *, seven_stack: bool | None = None) -> PositionParts:
    """Parse and validate position notation (``parse_position`` builds the Position).

    ``seven_stack`` defaults to whether the text needs it.
    """
    if not isinstance(text, str):
        raise NotationError(f"a position must be text, not {type(text).__name__}")
    fields = text.split()
    if len(fields) != 4:
        raise NotationError(f"a position has 4 space-separated fields "
                            f"(piles, to_move, phase, active_suit), got {len(fields)}: {text!r}")
    piles_text, to_move_text, phase_text, suit_text = fields
    hand0, hand1, waste, stock = _parse_piles(piles_text)
    if to_move_text not in ("0", "1"):
        raise NotationError(f"to_move must be 0 or 1, not {to_move_text!r}")
    to_move = int(to_move_text)
    phase, pending = _parse_phase(phase_text)
    try:
        active = parse_suit(suit_text)
    except ValueError:
        raise NotationError(f"active_suit must be one of C D H S, not {suit_text!r}") from None
    hands = (sum(1 << c for c in hand0), sum(1 << c for c in hand1))
    _check_consistent(hands, waste, stock, to_move, phase, active)
    if seven_stack is None:
        seven_stack = pending > 4
    elif pending > 4 and not seven_stack:
        raise NotationError(f"a Seven costing {pending} cards needs the seven_stack variant")
    return PositionParts(hands, waste, stock, to_move, Phase.from_code(phase), active, pending,
                         seven_stack)


def _parse_piles(piles_text: str) -> list[list]:
    """The four piles (hand0, hand1, waste, stock): no card twice, a waste never empty."""
    piles_fields = piles_text.split("/")
    if len(piles_fields) != 4:
        raise NotationError(f"the piles field has 4 '/'-separated piles (hand0/hand1/waste/"
                            f"stock), got {len(piles_fields)}: {piles_text!r}")
    piles = [parse_pile(t, n) for t, n in zip(piles_fields, _PILE_NAMES, strict=True)]
    seen: dict[int, str] = {}
    for pile, name in zip(piles, _PILE_NAMES, strict=True):
        for card in pile:
            if card in seen:
                raise NotationError(f"duplicate card {card} (in {seen[card]} and {name})")
            seen[card] = name
    if not piles[2]:
        raise NotationError("the waste is empty: it always holds at least one card")
    return piles


def _parse_phase(phase_text: str) -> tuple[str, int]:
    """The phase code and the cards a Seven to answer costs (``7:8``; 0 when not written)."""
    phase, _, count_text = phase_text.partition(":")
    if phase not in tuple(PHASE_CODES):  # one code: "n3" is not a phase
        raise NotationError(f"phase must be one of n 3 a 7 -, not {phase_text!r}")
    if not count_text and not phase_text.endswith(":"):
        return phase, 0
    if phase != "7":
        raise NotationError(f"only phase 7 carries a card count, not {phase_text!r}")
    # ASCII digits only: "²".isdigit() is true but int("²") fails; and at most 3
    # digits, a Seven never costs more than the deck
    if (not (count_text.isascii() and count_text.isdigit()) or len(count_text) > 3
            or int(count_text) < 4 or int(count_text) % 4):
        raise NotationError(f"the Seven's count must be a multiple of 4, not {count_text!r}")
    return phase, int(count_text)


def _check_consistent(hands: tuple[int, int], waste: list, stock: list,
                      to_move: int, phase: str, active: int) -> None:
    """Refuse what no game reaches: an empty hand in play, a winner holding cards, a phase
    its top card cannot give, a suit only a Jack names, an empty stock beside a waste."""
    top = waste[-1]
    if phase == "-":
        if hands[to_move]:
            raise NotationError(f"the game is over (phase '-') but the winner, seat {to_move}, "
                                "still holds cards")
        if not hands[to_move ^ 1]:
            raise NotationError("both hands are empty")
        return
    for seat in (0, 1):
        if not hands[seat]:
            raise NotationError(f"seat {seat}'s hand is empty but the game is not over "
                                "(write phase '-')")
    need = _PHASE_TOP.get(phase)
    if need is not None and top % 13 != need:
        raise NotationError(f"phase {phase} needs a {RANKS[need]} on top of the waste, "
                            f"not {top}")
    if top % 13 != JACK and active != top // 13:
        raise NotationError(f"active_suit {SUITS[active]} differs from the top card {top}'s "
                            "suit (only a Jack can name another suit)")
    if not stock and len(waste) > 1:
        raise NotationError("the stock is empty while the waste holds more than its top "
                            "card: it would have been refilled")


def format_position(position: Any) -> str:
    """Canonical notation: hands in card order (suit, then rank)."""
    phase = PHASE_CODES[position.phase_index]
    if position.phase_index == ANSWER_SEVEN and position.pending > 4:
        phase = f"7:{position.pending}"
    to_move = position.winner if position.phase_index == OVER else position.to_move
    return (f"{format_pile(cards_of(position.hands[0]))}/{format_pile(cards_of(position.hands[1]))}"
            f"/{format_pile(position.waste)}/{format_pile(reversed(position._stock))}"
            f" {to_move} {phase} {SUITS[position.active_suit]}")
