"""Position notation of RULES.md: parse with full validation, format canonically.

    <hand0>/<hand1>/<waste>/<stock> <to_move> <phase> <active_suit>

A variant's phases carry more: ``n:7H`` (the card just drawn, which may be played at
once, or passed) and a trailing ``!`` once the player to move has called "last card".

This module knows the notation, not the Position class: :mod:`.position` imports it
(``Position.__str__`` and ``parse_position``), so the two never import each other.

Parsing rejects anything a game could not reach — an unknown or duplicate card, an empty
waste, a live game with an empty hand, a phase its top card cannot have — with a
:class:`NotationError` that names the problem, so a bad position never gets into play.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from .cards import (
    CARDS,
    RANKS,
    SUITS,
    Card,
    cards_of,
    parse_card_or_none,
    parse_suit,
)
from .moves import NotationError
from .phases import ANSWER_SEVEN, OVER, PHASE_CODES, Phase
from .variant import STANDARD, Variant

_PILE_NAMES = ("hand0", "hand1", "waste", "stock")


def parse_pile(text: str, name: str = "pile") -> list[Card]:
    """The cards written together in ``text`` (``-`` is an empty pile), in order."""
    if text == "-":
        return []
    if not text:
        raise NotationError(f"{name} is empty: write an empty pile as '-'")
    cards: list[Card] = []
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


def format_pile(cards: Iterable[int]) -> str:
    return "".join(str(CARDS[c]) for c in cards) or "-"


class PositionParts(NamedTuple):
    """The validated fields of a position's notation, the arguments of ``Position``."""

    hands: tuple[int, int]
    waste: Sequence[int]
    stock_top_first: Sequence[int]
    to_move: int
    phase: Phase
    active_suit: int
    pending: int
    seven_stack: bool
    drawn: int = -1
    called: bool = False


def parse_parts(text: str, *, seven_stack: bool | None = None,
                variant: Variant = STANDARD) -> PositionParts:
    """Parse and validate position notation (``parse_position`` builds the Position).

    ``seven_stack`` defaults to whether the text needs it; ``variant`` says which cards
    the deck holds and which rank each phase needs on top.
    """
    if not isinstance(text, str):
        raise NotationError(f"a position must be text, not {type(text).__name__}")
    fields = text.split()
    if len(fields) != 4:
        raise NotationError(f"a position has 4 space-separated fields "
                            f"(piles, to_move, phase, active_suit), got {len(fields)}: {text!r}")
    piles_text, to_move_text, phase_text, suit_text = fields
    hand0, hand1, waste, stock = _parse_piles(piles_text, variant)
    if to_move_text not in ("0", "1"):
        raise NotationError(f"to_move must be 0 or 1, not {to_move_text!r}")
    to_move = int(to_move_text)
    called = phase_text.endswith("!") and variant.last_card > 0
    phase, pending, drawn = _parse_phase(phase_text[:-1] if called else phase_text, variant)
    try:
        active = parse_suit(suit_text)
    except ValueError:
        raise NotationError(f"active_suit must be one of C D H S, not {suit_text!r}") from None
    hands = (sum(1 << c for c in hand0), sum(1 << c for c in hand1))
    _check_consistent(hands, waste, stock, to_move, phase, active, variant)
    if drawn >= 0 and not hands[to_move] >> drawn & 1:
        raise NotationError(f"the card drawn, {CARDS[drawn]}, is not in seat {to_move}'s hand")
    if seven_stack is None:
        seven_stack = pending > variant.penalty_draw or variant.seven_stack
    elif pending > variant.penalty_draw and not seven_stack:
        raise NotationError(f"a {variant.rank_name(variant.penalty_rank)} costing {pending} "
                            "cards needs the seven_stack variant")
    return PositionParts(hands, waste, stock, to_move, Phase.from_code(phase), active, pending,
                         seven_stack, drawn, called)


def _parse_piles(piles_text: str, variant: Variant) -> list[list[Card]]:
    """The four piles (hand0, hand1, waste, stock): no card twice, a waste never empty,
    only cards of the variant's deck."""
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
            if variant.deck == 32 and 0 < card % 13 < 6:
                raise NotationError(f"{card} (in {name}) is not in the 32-card deck")
            seen[card] = name
    if not piles[2]:
        raise NotationError("the waste is empty: it always holds at least one card")
    return piles


def _parse_phase(phase_text: str, variant: Variant) -> tuple[str, int, int]:
    """The phase code, the cards a penalty to answer costs (``7:8``; 0 when not
    written) and the card just drawn that may be played (``n:7H``; else -1)."""
    phase, _, count_text = phase_text.partition(":")
    if phase not in tuple(PHASE_CODES):  # one code: "n3" is not a phase
        raise NotationError(f"phase must be one of n 3 a 7 -, not {phase_text!r}")
    if phase == "n" and count_text and variant.cannot_play == "draw-play":
        drawn = parse_card_or_none(count_text)
        if drawn is None:
            raise NotationError(f"phase n carries the card drawn (n:7H), not {phase_text!r}")
        return phase, 0, drawn
    if not count_text and not phase_text.endswith(":"):
        return phase, 0, -1
    if phase != "7":
        raise NotationError(f"only phase 7 carries a card count, not {phase_text!r}")
    step = variant.penalty_draw
    # ASCII digits only: "²".isdigit() is true but int("²") fails; and at most 3
    # digits, a penalty never costs more than the deck
    if (not (count_text.isascii() and count_text.isdigit()) or len(count_text) > 3
            or int(count_text) < step or int(count_text) % step):
        raise NotationError(f"the {variant.rank_name(variant.penalty_rank)}'s count must be "
                            f"a multiple of {step}, not {count_text!r}")
    return phase, int(count_text), -1


def _check_consistent(hands: tuple[int, int], waste: Sequence[int], stock: Sequence[int],
                      to_move: int, phase: str, active: int, variant: Variant) -> None:
    """Refuse what no game reaches: an empty hand in play, a winner holding cards, a phase
    its top card cannot give, a suit only a wild card names, an empty stock beside a
    waste."""
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
    need = {"3": variant.extra_rank, "a": variant.again_rank,
            "7": variant.penalty_rank}.get(phase, -1)
    if need is None:
        raise NotationError(f"phase {phase} is not a phase of these rules")
    if need >= 0 and top % 13 != need:
        raise NotationError(f"phase {phase} needs a {RANKS[need]} on top of the waste, "
                            f"not {top}")
    if top % 13 != variant.wild_rank and active != top // 13:
        wild = variant.rank_name(variant.wild_rank)
        raise NotationError(f"active_suit {SUITS[active]} differs from the top card {top}'s "
                            f"suit (only a {wild} can name another suit)")
    if not stock and len(waste) > 1:
        raise NotationError("the stock is empty while the waste holds more than its top "
                            "card: it would have been refilled")


def format_position(position: Any) -> str:
    """Canonical notation: hands in card order (suit, then rank)."""
    phase = PHASE_CODES[position.phase_index]
    if position.phase_index == ANSWER_SEVEN and position.pending > position.rules.penalty_draw:
        phase = f"7:{position.pending}"
    elif position.drawn >= 0:
        phase = f"n:{CARDS[position.drawn]}"
    if position.called:
        phase += "!"
    to_move = position.winner if position.phase_index == OVER else position.to_move
    return (f"{format_pile(cards_of(position.hands[0]))}/{format_pile(cards_of(position.hands[1]))}"
            f"/{format_pile(position.waste)}/{format_pile(reversed(position._stock))}"
            f" {to_move} {phase} {SUITS[position.active_suit]}")
