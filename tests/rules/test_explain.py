"""``Position.explain_illegal`` takes the same three forms of a move as the facade."""

import pytest

from dirty7.rules import MOVES, NotationError, explain_illegal, parse_move, parse_position

POSITION = "5H9C/KD/3S/4C8D 0 n S"  # nothing matches ♠ or 3: seat 0 must draw


@pytest.mark.parametrize("move", ["5H", parse_move("5H"), int(parse_move("5H"))])
def test_a_move_may_be_given_as_notation_a_move_or_its_int(move):
    position = parse_position(POSITION)
    assert position.explain_illegal(move) == "5♥ matches neither ♠ nor 3"
    assert position.explain_illegal(move) == explain_illegal(position, move)


def test_notation_of_a_legal_move_is_explained_as_legal():
    position = parse_position(POSITION)
    assert position.explain_illegal("draw") is None
    assert position.explain_illegal("pass") == "You can pass only after playing a Three"
    assert position.explain_illegal("7H") == "7♥ is not in your hand"


@pytest.mark.parametrize("move", ["7X", "", "JS>Q", len(MOVES), -1, True, 2.0, None])
def test_anything_else_is_a_notation_error_naming_it(move):
    with pytest.raises(NotationError):
        parse_position(POSITION).explain_illegal(move)
