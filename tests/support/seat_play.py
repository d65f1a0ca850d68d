"""Playing a game out against a computer seat as the table drives one (request, wait, poll),
with random moves for seat 0; shared by the tests of resumed seats (no tests here)."""

from __future__ import annotations

import random

from dirty7.rules import MOVES


def play_out_against_seat(game, seat, rng: random.Random):
    """Seat 0 plays random legal moves, seat 1 is asked as the table asks it; the seat is
    closed at the end. Returns the finished game's record."""
    try:
        while not game.is_over:
            if game.to_move == 0:
                game.play(MOVES[rng.choice(game.view(0).legal_moves)])
                continue
            seat.request(game.view(1))
            seat.wait()
            game.play(MOVES[int(seat.poll(0.0))])
    finally:
        seat.close()
    return game.record
