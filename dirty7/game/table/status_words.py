"""What the table says and offers: the status line and the Draw/Pass buttons (no Arcade).

Why from the shown state and the engine: the status must speak of what the player sees
(the lagging state), already naming the next turn while a move is shown, and every word
that depends on the hand comes from the engine's legal moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dirty7.game.phrase_words import phrase_words
from dirty7.game.table.shown_state import ShownEvent, TableState
from dirty7.game.table.table_words import phase_text, up_card_refusal, winner_text
from dirty7.i18n import _, ngettext
from dirty7.rules import (
    CALL_MOVE,
    DRAW_MOVE,
    PASS_MOVE,
    CardDrawn,
    Move,
    NextTurn,
    Position,
)


def status_line(state: TableState, queue: Iterable[ShownEvent], position: Position,
                names: Sequence[str], human: Sequence[bool], last_shown: object = None) -> str:
    """The status line for ``state`` with ``queue`` still to show; ``position`` is the game's.

    ``last_shown`` is the event shown last: while a draw is still being shown (a card
    flying, more to come), the line says who draws, not yet whose turn follows — else
    "Your turn" would show while the computer still takes its four cards for a Seven.
    """
    st = state
    if st.dealing or not st.waste:
        return _("Dealing…")
    if st.is_over:
        return winner_text(st.winner, names, human)
    queue = list(queue)
    turn = next((e for e in queue if isinstance(e, NextTurn)), None)
    drawer = _drawing(queue, last_shown) if turn is not None else None
    if drawer is not None:
        return drawing_text(drawer, st.pending if st.phase == "7" else 1, names, human)
    seat, phase, pending = ((turn.seat, turn.phase, turn.pending_draw) if turn
                            else (st.to_move, st.phase, st.pending))
    # Words that depend on the hand come from the engine's legal moves, which
    # belong to the turn the text speaks of once it is the position's turn.
    legal = (position.legal_moves() if human[seat] and seat == position.to_move
             and phase == position.phase else None)
    holds_seven = None if legal is None else DRAW_MOVE not in legal
    text = phase_text(phase, seat, pending, names=names, human_seats=human,
                      holds_seven=holds_seven, variant=position.variant)
    if turn is None and phase in "na" and legal == [DRAW_MOVE]:
        text = _("No card fits: click the stock to draw")
    if legal is not None and position.drawn >= 0:  # "draw one and you may play it"
        text = _("The card you drew fits: play it, or keep it")
    return text


def _drawing(queue: list[ShownEvent], last_shown: object) -> int | None:
    """The seat whose draw is being shown (cards of it still queued or flying), or None."""
    for event in queue:
        if isinstance(event, CardDrawn):
            return event.seat
        if isinstance(event, NextTurn):
            break
    return last_shown.seat if isinstance(last_shown, CardDrawn) else None


def drawing_text(seat: int, count: int, names: Sequence[str], human: Sequence[bool]) -> str:
    """"Computer draws 4 cards…", "You draw a card…": a draw being shown."""
    if human[seat]:
        return ngettext("You draw a card…", "You draw {count} cards…", count).format(
            count=count)
    return ngettext("{name} draws a card…", "{name} draws {count} cards…", count).format(
        name=names[seat], count=count)


def refusal(position: Position, state: TableState, move: Move) -> str:
    """Why the player may not play ``move`` now: the engine's reason, except on a wild
    card that was turned up at the deal, where the engine's "the Jack asked for ♠" is
    untrue (nobody played that Jack, RULES.md: its own suit is simply in play)."""
    why = position.explain_illegal(move)
    reason = phrase_words(why) if why is not None else _("You cannot play that card")
    card, top, wild = move.card, position.top_card, position.rules.wild_rank
    if (state.up_card and position.phase == "n" and top.rank == wild and card is not None
            and card.rank != wild and card.suit != position.active_suit
            and int(card) in {int(c) for c in position.hand(position.to_move)}):
        return up_card_refusal(card.pretty(), top.pretty(), position.active_suit)
    return reason


def offered_buttons(position: Position, due: bool) -> tuple[str | None, bool]:
    """The Draw button's label (None: no Draw) and whether Pass shows; nothing unless ``due``."""
    legal = position.legal_moves() if due else []
    draw = None
    if DRAW_MOVE in legal:
        n = position.pending_draw
        draw = _("Draw") if n == 1 else _("Draw {count}").format(count=n)
    return draw, PASS_MOVE in legal


def call_offered(position: Position, due: bool) -> bool:
    """Whether the "Last card!" button shows: the rules have the call and it may be
    made now (two cards in hand, one of them to play)."""
    return due and CALL_MOVE in position.legal_moves()


__all__ = ["call_offered", "drawing_text", "offered_buttons", "refusal", "status_line"]
