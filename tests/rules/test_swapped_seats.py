"""``Position.swapped_seats``: the one way the engine exchanges the two seats."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dirty7.rules import deal


@given(st.integers(0, 2**32 - 1), st.integers(0, 1), st.booleans())
def test_swapping_twice_is_the_same_position_and_once_exchanges_the_seats(seed, first, turn):
    position = deal(seed, first)
    swapped = position.swapped_seats(turn=turn)
    assert swapped.hands == position.hands[::-1]
    assert swapped.known_in_hand == position.known_in_hand[::-1]
    assert swapped.to_move == (position.to_move ^ 1 if turn else position.to_move)
    assert swapped.waste == position.waste and swapped.stock == position.stock
    assert swapped.swapped_seats(turn=turn) == position
    assert position.hands != swapped.hands or position.hands[0] == position.hands[1]
