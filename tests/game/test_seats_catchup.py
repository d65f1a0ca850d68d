"""The window's computer seat for a resumed game catches up, so the game still verifies.

Why: resume and ``--load`` make the table's :class:`ComputerSeat` mid-game (``computer_seats``);
it must be shown its seat's earlier views before its first move, as ``dirty7 verify``'s
one continuous instance was.
"""

from __future__ import annotations

import random

from dirty7.ai.registry import create_strategy
from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.players import strategy_seed
from dirty7.game.record import GameRecord
from dirty7.game.seats.seat_factory import computer_seats
from dirty7.game.verify import verify
from tests.support.seat_play import play_out_against_seat

SPEC = "hard:iterations=30"
SEED = 2


def test_a_resumed_table_seat_plays_on_as_verify_replays_it():
    rng = random.Random(SEED)
    seeds = [None, strategy_seed(SEED, 1)]
    game = Game([PERSON_AT_TABLE, create_strategy(SPEC, seeds[1])], seed=SEED,
                players=["human", SPEC], seeds=seeds, move_limit=300)
    while game.moves_played < 20:
        game.play(rng.choice(game.view(0).legal_moves) if game.is_human_turn()
                  else game.choose())
    game = Game.from_record(GameRecord.from_json(game.record.to_json()),
                            [PERSON_AT_TABLE, PERSON_AT_TABLE], move_limit=300)
    seat = computer_seats((True, False), None, "medium", SEED, "thread", game=game)[1]
    play_out_against_seat(game, seat, rng)
    verdict = verify(game.record)
    assert verdict.ok, verdict.failure
    assert seat.spec == SPEC and any(m.number > 20 for m in verdict.moves)
