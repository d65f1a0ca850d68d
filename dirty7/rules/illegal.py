"""Why a move is not legal, in a player's words, for the rule set in force.

The texts name the variant's own ranks (a Seven to answer in Dirty Seven, a Two where the
Two is the penalty rank), so the table, the hint and the command line explain any rule
set the same way. Only :meth:`Position.explain_illegal` calls this, for a move it has
already found illegal.
"""

from __future__ import annotations

from typing import Any

from .cards import CARDS, SUIT_SYMBOLS
from .moves import Move
from .phases import AFTER_THREE, ANSWER_SEVEN, OVER


def why_illegal(position: Any, m: Move) -> str:
    """The reason ``m`` (known to be illegal) cannot be played in ``position``."""
    if position.phase_index == OVER:
        return "The game is over"
    variant = position.rules.variant
    hand = position.hands[position.to_move]
    phase = position.phase_index
    after_draw = position.drawn >= 0
    extra = variant.rank_name(variant.extra_rank)
    penalty = variant.rank_name(variant.penalty_rank)
    if m.is_call:
        if not variant.last_card:
            return "These rules have no last-card call"
        if position.called:
            return "You have called already"
        return "Call only with two cards in hand and one of them to play"
    if m.is_pass:
        if after_draw:
            return "Play the card you drew, or pass"
        return f"You can pass only after playing a {extra}"
    if m.is_draw:
        if phase == AFTER_THREE:
            return f"After a {extra}, play another card or pass"
        if after_draw:
            return "You have drawn already: play the card you drew, or pass"
        if phase == ANSWER_SEVEN:
            return f"You have a {penalty}: play your {penalty} to answer the {penalty}"
        return "You have a card to play"
    card = m.card
    if not hand >> card & 1:
        return f"{card.pretty()} is not in your hand"
    if phase == ANSWER_SEVEN:
        why = f"{card.pretty()} cannot answer the {penalty}"
        if hand & position.rules.penalty_mask:  # holding one, drawing is not allowed either
            return f"{why}: play your {penalty}"
        return f"{why}: you have no {penalty}, draw {position.pending}"
    if after_draw and card != position.drawn:
        return "Only the card you drew may be played now"
    return _why_no_match(position, m, variant)


def _why_no_match(position: Any, m: Move, variant: Any) -> str:
    """A card that neither matches nor is wild, or a wild card named wrongly."""
    card = m.card
    wild = variant.wild_rank
    top = CARDS[position.waste[-1]]
    wild_name = variant.rank_name(wild)
    if wild is not None and card % 13 == wild:
        if top % 13 == wild and not variant.wild_on_wild:
            return f"A {wild_name} may not be played on a {wild_name}"
        if m.named_suit is None:
            return f"Name a suit for the {wild_name}"
        return f"Your last card is a {wild_name}: it names no suit"
    if m.named_suit is not None:
        return f"{card.pretty()} is not wild: it names no suit"
    if wild is not None and top % 13 == wild:
        return (f"{card.pretty()} does not match: the {wild_name} asked for "
                f"{SUIT_SYMBOLS[position.active_suit]}")
    return (f"{card.pretty()} matches neither {SUIT_SYMBOLS[position.active_suit]} "
            f"nor {top.pretty()[:-1]}")
