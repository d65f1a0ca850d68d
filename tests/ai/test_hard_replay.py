"""Hard's play is pinned: a fixed-seed match against Medium gives the same moves.

Why: refactoring the search, the playout or the rules engine must not change how Hard
plays. The sequences were recorded before the engine/AI restructuring of issue 10 and
re-recorded once for issue 12, when the shuffle became SHA-256 Fisher–Yates (new deals):
Hard's code was unchanged then, and the old sequences still held under the old shuffle. A
change here must be a deliberate change of Hard's play, re-recorded on purpose.
"""

from __future__ import annotations

import pytest

from dirty7.ai.hard import HardStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.game.controller import Game

RECORDED = [
    'JC>H 6H 4H 5H TH draw TD AD 9D 9S 6S 4S KS 7S',
    ('JC>H AH 4H QH TH 5H draw draw draw draw draw draw 7H draw 7S draw KS 9S 9C JH>H draw '
     'KH draw KC 8C TC QC AC 4C draw 5C 5S 3S 3C pass 3H pass draw draw 2H draw 2C draw '
     'draw JD>D QD 4D TD 7D draw draw 5D 9D KD draw 6D 3D pass 8D 8S JS>C draw 7C draw '
     'draw 6C draw 6H 8H 9H draw draw draw draw draw JC>D draw AD AS 2S QS draw TS draw 4S '
     'draw 6S draw draw draw 7S 7H draw 5H AH 4H TH JH>H QH KH KS 9S draw 9C'),
    ('JC>D 5D 8D JD>S JH>H QH KH KS KD JS>C draw AC draw TC 5C draw draw 7C draw draw 3C '
     'pass 8C 8H draw 6H 6S 7S draw TS 5S draw 8S draw draw 3S pass 4S 4C KC draw draw '
     'draw draw 9C QC draw draw draw QD 3D 9D 7D draw 6D 6C draw 2C draw 2S AS AH 3H pass '
     '9H draw TH 7H draw draw 2H draw 2D TD 4D AD draw draw draw JC>H 5H 4H draw draw draw '
     'JD>S JH>D draw 8D draw 5D draw draw draw KD KH draw KS 9S QS draw QH draw JS'),
    '3H pass 3S 5S draw 5D TD 2D KD JD>C 9C 7C draw 7H',
    ('TH QH JC>S KS 5S 5D draw 8D draw JD>C 3C pass 9C 2C draw AC 6C 4C draw draw draw '
     'draw draw JS>D KD 7D draw draw QD draw draw draw draw draw draw draw draw QC 5C KC '
     'draw KH 5H 3H pass 7H draw 9H AH draw 8H draw 8C TC draw draw draw TS 3S 7S draw AS '
     '9S 6S 4S 8S draw QS draw 2S 2D 3D 4D 9D 6D AD draw TD draw JH>H 2H 6H'),
    '4H 6H JD>C AC JC>D draw 2D 2C draw 5C draw 3C pass 3S KS AS AH 7H',
    ('5C JH>H 2H 6H 6D AD draw QD draw 4D draw KD 7D draw 7S draw KS 3S JD>D draw 5D draw '
     '8D 2D 2C draw 3C TC TH AH 5H'),
    '6D AD KD 3D JH>H 2H TH TC TS AS draw 6S 3S pass 7S',
]


@pytest.mark.parametrize("index", range(len(RECORDED)))
def test_hard_plays_the_recorded_moves(index):
    hard = HardStrategy(seed=index, iterations=200)
    seats = [hard, MediumStrategy()] if index % 2 == 0 else [MediumStrategy(), hard]
    game = Game(seats, seed=100 + index, first=index % 2, move_limit=400)
    game.run()
    assert " ".join(game.record.moves) == RECORDED[index]
