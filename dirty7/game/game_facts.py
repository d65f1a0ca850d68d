"""What a finished game says for the quiet milestones (dirty7.store.achievements).

Why from the record: the record is the one account of a game every reader trusts (the
moves as finally played, a take-back's undone play no longer among them), so a Seven
chain or a draw is read from the moves themselves, never from what the table showed.
"""

from __future__ import annotations

from dirty7.game.record import GameRecord
from dirty7.rules.cards import CARDS, SEVEN
from dirty7.store.achievements import GameFacts


def game_facts(record: GameRecord, seat: int = 0) -> GameFacts:
    """The facts of ``record`` for the player in ``seat``: the longest chain of Sevens
    (each played on the one before) they took part in, and whether they drew at all."""
    chain, best, joined, drew = 0, 0, False, False
    for step in record.steps():
        move = step.move
        if move.is_draw and step.seat == seat:
            drew = True
        if move.card is not None and CARDS[int(move.card)].rank == SEVEN:
            chain += 1
            joined = joined or step.seat == seat
        else:
            chain, joined = 0, False
        if joined:
            best = max(best, chain)
    return GameFacts(seven_chain=best, drew=drew)


__all__ = ["game_facts"]
