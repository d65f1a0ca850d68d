"""Hard's play is pinned: a fixed-seed match against Medium gives the same moves.

Why: refactoring the search, the playout or the rules engine must not change how Hard
plays. The sequences were recorded before the engine/AI restructuring and re-recorded
once when the shuffle became SHA-256 Fisher–Yates (new deals): Hard's code was unchanged
then, and the old sequences still held under the old shuffle; and once when the value model
for cut-off playouts was refit from 20,000 self-play games (``value_model.json``). A change
here must be a deliberate change of Hard's play, re-recorded on purpose.
"""

from __future__ import annotations

import pytest

from dirty7.ai.hard import HardStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.game.controller import Game

RECORDED = [
    'JC>H 6H 4H 5H TH draw TD AD 9D 9S 6S 4S KS 7S',
    'JC>D 7D draw 7S draw KS KC 9C 4C 4H 7H draw 5H AH AC 3C pass TC TH QH KH draw JH',
    ('JH>D 5D 8D JD>S JC>H QH KH KS KD JS>C draw AC draw TC 5C draw draw 7C draw draw 3C '
     'pass 8C 8H draw 6H 6D 9D TD TS 6S'),
    ('KD 5D TD 2D 4D JD>S draw 3S 5S draw draw draw draw 5C 6C KC 7C draw 7H draw draw 2H '
     '5H JS>H draw 3H pass draw 3C 2C draw 8C draw TC draw 9C 9D 9S 6S 4S 4H draw QH draw '
     'QD draw JH'),
    ('TH QH JC>S KS 5S 5D draw 8D draw JD>C 3C 3S pass draw draw draw draw 2S 2C 4C 6C 9C '
     'AC draw draw JS>D 7D draw draw KD draw QD draw draw draw draw draw draw draw QC 5C '
     'KC draw KH 3H 9H 5H 7H 7S draw AS 4S 4D draw 2D 3D pass 6D draw 6S 6H AH draw 8H'),
    '4H 6H JD>C AC JC>D draw 2D 2C draw 5C draw 3C pass 3S KS AS AH 7H',
    ('5C JH>H 2H 6H 6D AD draw 4D draw KD KH draw KS draw 9S draw 9H draw TH draw draw 5H '
     'AH draw draw JD>S 3S 3C 2C draw draw TC draw draw draw 8C KC draw draw draw JC>D '
     'draw QD draw 8D draw 2D draw 5D 5S AS draw 7S 7D 7C draw 7H draw draw 3H 8H draw QH '
     'JS>S QS 2S draw 6S 6C draw 9C draw QC 4C 4H 4S draw TS 8S draw draw draw draw JH>C '
     '5C AC draw draw draw draw AD 3D pass 4D draw 9D KD TD draw 6D 6H 2H'),
    '6D AD KD 3D JH>H 2H TH TC TS AS draw 6S 3S pass 7S',
]


@pytest.mark.parametrize("index", range(len(RECORDED)))
def test_hard_plays_the_recorded_moves(index):
    hard = HardStrategy(seed=index, iterations=200)
    seats = [hard, MediumStrategy()] if index % 2 == 0 else [MediumStrategy(), hard]
    game = Game(seats, seed=100 + index, first=index % 2, move_limit=400)
    game.run()
    assert " ".join(game.record.moves) == RECORDED[index]
