"""The turn rules Dirty Seven does not have: the call, a drawn card played at once,
drawing until a card fits, and the up-card's effect.

Why apart from :class:`~.position.Position`: its ``push`` and ``legal_moves`` are the hot
path of every game, and they reach these only through one switch of the compiled rules
(``rules.after_play``, ``rules.draw_play``, ``rules.cannot_play``), so a Dirty Seven game
never runs them.
"""

from __future__ import annotations

from typing import Protocol

from .events import Event, LastCardCalled, Passed
from .moves import CALL, DRAW, MOVES, PASS_MOVE, Move
from .phases import ANSWER_SEVEN, NORMAL
from .ruleset import AGAIN, DRAW_ONE, DRAW_PLAY, PENALTY, Rules


class Position(Protocol):
    """What these rules read and change of a :class:`~.position.Position` (which
    imports this module, not the reverse)."""

    hands: list[int]
    waste: list[int]
    to_move: int
    phase_index: int
    active_suit: int
    pending: int
    rules: Rules
    drawn: int
    called: bool

    def draw_cards(self, seat: int, count: int, events: list[Event] | None) -> int: ...


def after_draw_moves(position: Position, hand: int, playable: int) -> list[Move]:
    """Just after drawing a card that fits: play it, or pass (and call first)."""
    rules = position.rules
    moves = rules.moves_for(playable) + [PASS_MOVE]
    if rules.call_penalty and not position.called and rules.can_call(hand, playable):
        moves.append(MOVES[CALL])
    return moves


def after_play(position: Position, seat: int, hand: int, events: list[Event] | None) -> None:
    """What a play settles beyond its card's effect: a drawn card's chance is over,
    and a play that left one card without the call costs the penalty."""
    position.drawn = -1
    if position.rules.call_penalty and hand & (hand - 1) == 0:
        if position.called:
            position.called = False
        else:
            position.draw_cards(seat, position.rules.call_penalty, events)


def push_other(position: Position, move: int, seat: int, events: list[Event] | None) -> None:
    """Draw (see :meth:`push`), pass or call. No draw follows a call: holding a card
    to play, one may not draw."""
    if move == DRAW:  # a draw of one card by a cannot-play rule other than Dirty Seven's
        if _draw_to_play(position, seat, events):
            return
        position.phase_index = NORMAL
        position.pending = 0
        position.to_move = seat ^ 1
    elif move == CALL:
        position.called = True
        if events is not None:
            events.append(LastCardCalled(seat))
    else:  # PASS
        position.called = False
        position.phase_index = NORMAL
        position.drawn = -1
        position.to_move = seat ^ 1
        if events is not None:
            events.append(Passed(seat))


def _draw_to_play(position: Position, seat: int, events: list[Event] | None) -> bool:
    """A draw when no card could be played, by the variant's cannot-play rule; True
    when the same player may now play a card it drew."""
    rules = position.rules
    if rules.cannot_play == DRAW_ONE:
        position.draw_cards(seat, 1, events)
        return False
    fits = rules.match[position.waste[-1]][position.active_suit]
    while True:
        card = position.draw_cards(seat, 1, events)
        if card < 0:
            return False
        if fits >> card & 1:
            position.phase_index = NORMAL
            if rules.cannot_play == DRAW_PLAY:
                position.drawn = card
            return True
        if rules.cannot_play == DRAW_PLAY:
            return False


def up_card_effect(position: Position) -> None:
    """The up-card acts as if the player who does not start had played it: a penalty
    card must be answered, a play-again card makes that player (not the starter) move
    first; a wild or extra-play card asks only for its own suit."""
    rules = position.rules
    effect = rules.effect[position.waste[-1] % 13]
    if effect == PENALTY:
        position.phase_index = ANSWER_SEVEN
        position.pending = rules.penalty_draw
    elif effect == AGAIN:
        position.to_move ^= 1
