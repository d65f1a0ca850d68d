"""The review flags a move only when its cost is beyond the estimate's noise, whatever the seeds."""

from __future__ import annotations

import pytest

from dirty7.ai.hard.search import SearchResult
from dirty7.game.controller import Game
from dirty7.game.review import COSTLY, Judgement, beyond_noise, evaluate, judge
from dirty7.rules import parse_move

# South may play A♣ and then 9♣ (out at once), or 9♣ first and keep the Ace: a blunder.
BLUNDER = "AC9C/2D4D6H8SKS/8C4C/QDAD6S9S5H 0 n C"
# South may play 5♣ or 5♦ on 5♥, and nothing South can see tells clubs from diamonds:
# the two moves are worth exactly the same.
TIE = "5C5D9C9D/2S3S4S6S8SQSKS/5H/2C2D3C3D4C4D6C6D8C8DTHQHKH 0 n H"
SEED_SETS = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11, 12)]


def record(start: str, move: str) -> dict:
    game = Game([None, None], start=start)
    game.play(next(m for m in game.position.legal_moves() if str(m) == move))
    return game.record.to_dict()


@pytest.mark.parametrize("seeds", SEED_SETS)
def test_a_blunder_is_flagged_under_every_seed(seeds):
    j = evaluate(record(BLUNDER, "9C"), 0, 0, 150, seeds)
    assert j.best == "A♣" and j.flagged, j


@pytest.mark.parametrize("seeds", SEED_SETS)
def test_a_tie_is_flagged_under_no_seed(seeds):
    j = evaluate(record(TIE, "5C"), 0, 0, 150, seeds)
    assert not j.flagged, j


def test_a_rarely_visited_move_is_not_condemned_by_a_few_playouts():
    """One search saw the pass in 8 playouts at 25 %, the best move in 500 at 50 %: a
    25-point gap, which the old rule flagged, yet its noise is far above ten points."""
    played, best = int(parse_move("pass")), int(parse_move("6H"))
    result = SearchResult(best, 508, 0.1, {best: 500, played: 8}, {best: 0.5, played: 0.25})
    b, bv, pv, se = judge([result], played)
    assert b == best and bv - pv == pytest.approx(0.25)
    assert se > 0.1 and not beyond_noise(bv - pv, se)
    assert not Judgement(0, "pass", pv, "6♥", bv, se).flagged


def test_a_sure_gap_is_flagged_and_a_noisy_one_is_not():
    assert beyond_noise(COSTLY + 0.05, 0.02)
    assert not beyond_noise(COSTLY + 0.05, 0.03)
    # Three searches that agree the gap is 30 points: flagged.
    played, best = int(parse_move("pass")), int(parse_move("6H"))
    results = [SearchResult(best, 900, 0.1, {best: 800, played: 100},
                            {best: 0.6 + d, played: 0.3 + d}) for d in (-0.01, 0, 0.01)]
    b, bv, pv, se = judge(results, played)
    assert b == best and beyond_noise(bv - pv, se)
