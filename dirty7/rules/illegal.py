"""Why a move is not legal, in a player's words, for the rule set in force.

The texts name the variant's own ranks (a Seven to answer in Dirty Seven, a Two where the
Two is the penalty rank), so the table, the hint and the command line explain any rule
set the same way. Only :meth:`Position.explain_illegal` calls this, for a move it has
already found illegal.

Why a :class:`Refusal` and not a plain sentence: the rules are pure and know no language,
yet a German player must read the reason in German. A refusal *is* the English sentence
(records, logs and the network carry it as text, unchanged), and it also carries its
message id and named arguments (a :class:`~.phrase.Phrase`), so whoever shows it to a
player translates it there.
"""

from __future__ import annotations

from typing import Any

from .cards import CARDS, SUIT_SYMBOLS
from .moves import Move
from .phases import AFTER_THREE, ANSWER_SEVEN, OVER
from .phrase import N_, Phrase


class Refusal(Phrase):
    """The English reason a move is illegal, with its message id and named arguments for
    a translation where it is shown (see :class:`~.phrase.Phrase`)."""


def why_illegal(position: Any, m: Move) -> Refusal:
    """The reason ``m`` (known to be illegal) cannot be played in ``position``."""
    if position.phase_index == OVER:
        return Refusal(N_("The game is over"))
    if m.is_call:
        return _why_no_call(position)
    if m.is_pass:
        return _why_no_pass(position)
    if m.is_draw:
        return _why_no_draw(position)
    hand = position.hands[position.to_move]
    played = m.card
    assert played is not None  # neither a call, a pass nor a draw: a card's play
    card = played.pretty()
    if not hand >> played & 1:
        return Refusal(N_("{card} is not in your hand"), card=card)
    if position.phase_index == ANSWER_SEVEN:
        penalty = position.rules.variant.penalty_rank
        if hand & position.rules.penalty_mask:  # holding one, drawing is not allowed either
            return Refusal(N_("{card} cannot answer the {rank}: play your {rank}"),
                           card=card, rank=penalty)
        return Refusal(N_("{card} cannot answer the {rank}: you have no {rank}, "
                          "draw {count}"), card=card, rank=penalty, count=position.pending)
    if position.drawn >= 0 and played != position.drawn:
        return Refusal(N_("Only the card you drew may be played now"))
    return _why_no_match(position, m, position.rules.variant)


def _why_no_call(position: Any) -> Refusal:
    if not position.rules.variant.last_card:
        return Refusal(N_("These rules have no last-card call"))
    if position.called:
        return Refusal(N_("You have called already"))
    return Refusal(N_("Call only with two cards in hand and one of them to play"))


def _why_no_pass(position: Any) -> Refusal:
    extra = position.rules.variant.extra_rank
    if position.drawn >= 0:
        return Refusal(N_("Play the card you drew, or pass"))
    if extra is None:
        return Refusal(N_("You cannot pass now: play a card or draw"))
    return Refusal(N_("You can pass only after playing a {rank}"), rank=extra)


def _why_no_draw(position: Any) -> Refusal:
    variant = position.rules.variant
    if position.phase_index == AFTER_THREE:
        return Refusal(N_("After a {rank}, play another card or pass"),
                       rank=variant.extra_rank)
    if position.drawn >= 0:
        return Refusal(N_("You have drawn already: play the card you drew, or pass"))
    if position.phase_index == ANSWER_SEVEN:
        return Refusal(N_("You have a {rank}: play your {rank} to answer the {rank}"),
                       rank=variant.penalty_rank)
    return Refusal(N_("You have a card to play"))


def _why_no_match(position: Any, m: Move, variant: Any) -> Refusal:
    """A card that neither matches nor is wild, or a wild card named wrongly."""
    played = m.card
    assert played is not None  # only a card's play gets here
    card = played.pretty()
    wild = variant.wild_rank
    top = CARDS[position.waste[-1]]
    suit = SUIT_SYMBOLS[position.active_suit]
    if wild is not None and played % 13 == wild:
        if top % 13 == wild and not variant.wild_on_wild:
            return Refusal(N_("A wild {rank} may not be played on another"), rank=wild)
        if m.named_suit is None:
            return Refusal(N_("Name a suit for the {rank}"), rank=wild)
        return Refusal(N_("Your last card, a wild {rank}, names no suit"), rank=wild)
    if m.named_suit is not None:
        return Refusal(N_("{card} is not wild: it names no suit"), card=card)
    if wild is not None and top % 13 == wild:
        return Refusal(N_("{card} does not match: the {rank} asked for {suit}"),
                       card=card, rank=wild, suit=suit)
    return Refusal(N_("{card} matches neither {suit} nor {top}"),
                   card=card, suit=suit, top=top.pretty()[:-1])
