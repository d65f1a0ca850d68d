"""Position and move notation: parsing, canonical formatting and the errors it names."""

import pytest

from dirty7.rules import (
    NotationError,
    Position,
    deal,
    format_move,
    format_position,
    parse_move,
    parse_position,
)

EXAMPLE = "7C2DKS/9H4H/5H7H/QDAC 0 7 H"


def test_rulebook_example_parses():
    position = parse_position(EXAMPLE)
    assert [str(c) for c in position.waste] == ["5H", "7H"]
    assert [str(c) for c in position.stock] == ["QD", "AC"]
    assert position.to_move == 0 and position.phase == "7" and position.active_suit == 2
    assert {str(c) for c in position.hand(0)} == {"7C", "2D", "KS"}


def test_format_is_canonical_and_round_trips():
    text = format_position(parse_position(EXAMPLE))
    assert text == "7C2DKS/4H9H/5H7H/QDAC 0 7 H"
    assert format_position(parse_position(text)) == text


def test_parser_accepts_ten_lower_case_and_symbols():
    a = parse_position("10h7♣/9H/5H/QD 0 n h")
    b = parse_position("TH7C/9H/5H/QD 0 n H")
    assert a == b and str(a) == "7CTH/9H/5H/QD 0 n H"


def test_dealt_position_round_trips():
    position = deal(3)
    assert parse_position(str(position)) == position
    assert len(str(position).split("/")[3].split()[0]) == 37 * 2


@pytest.mark.parametrize("text,message", [
    ("7C2D/9H/5H7H/QD 0 7", "4 space-separated fields"),
    ("7C2D/9H/5H7H 0 7 H", "4 '/'-separated piles"),
    ("7C2X/9H/5H7H/QD 0 7 H", "unknown card '2X' in hand0"),
    ("7C2D/9H/5H7H/QD7C 0 7 H", "duplicate card 7C"),
    ("7C2D/9H/-/QD 0 n H", "waste is empty"),
    ("7C2D/9H//QD 0 n H", "write an empty pile as '-'"),
    ("7C2D/9H/5H7H/QD 2 7 H", "to_move must be 0 or 1"),
    ("7C2D/9H/5H7H/QD 0 x H", "phase must be one of"),
    ("7C2D/9H/5H7H/QD 0 7 X", "active_suit must be one of"),
    ("7C2D/9H/5H7H/QD 0 3 H", "phase 3 needs a 3"),
    ("7C2D/9H/5H7H/QD 0 n C", "differs from the top card"),
    ("-/9H/5H7H/QD 0 n H", "seat 0's hand is empty"),
    ("7C/9H/5H7H/QD 0 - H", "still holds cards"),
    ("7C2D/9H/5H7H/- 0 7 H", "stock is empty while the waste"),
    ("7C2D/9H/5H7H/QD 0 7:6 H", "multiple of 4"),
    ("7C2D/9H/5H7H/QD 0 n:8 H", "only phase 7"),
])
def test_bad_positions_name_the_problem(text, message):
    with pytest.raises(NotationError, match=message):
        parse_position(text)


def test_notation_error_is_a_value_error():
    assert issubclass(NotationError, ValueError)
    with pytest.raises(ValueError):
        parse_position(123)  # type: ignore[arg-type]


def test_jack_on_top_may_carry_any_active_suit():
    assert parse_position("7C/9H/5HJS/QD 0 n D").active_suit == 1


def test_game_over_position():
    position = parse_position("-/9H/5H7H/QD 0 - H")
    assert position.is_over and position.winner == 0 and position.legal_moves() == []


@pytest.mark.parametrize("text,canonical", [
    ("7H", "7H"), ("10h", "TH"), ("js>h", "JS>H"), ("J♠>♥", "JS>H"), ("JS", "JS"),
    ("draw", "draw"), ("PASS", "pass"), (" 7h ", "7H"),
])
def test_move_notation(text, canonical):
    assert format_move(parse_move(text)) == canonical == str(parse_move(text))


@pytest.mark.parametrize("text", ["", "7X", "7H>C", "JS>X", "JS>", "drawx", "11H"])
def test_bad_moves(text):
    with pytest.raises(NotationError):
        parse_move(text)


def test_move_attributes():
    jack = parse_move("JS>H")
    assert str(jack.card) == "JS" and jack.named_suit == 2 and jack.is_play
    assert parse_move("draw").is_draw and parse_move("pass").is_pass
    assert parse_move("draw").card is None


def test_position_constructor_builds_what_the_parser_builds():
    text = "7C2DKS/4H9H/5H7H/QDAC 0 7 H"
    parsed = parse_position(text)
    built = Position(parsed.hands, parsed.waste, [c for c in parsed.stock], 0, "7", 2)
    assert built == parsed


def test_one_phase_type_whose_str_is_the_notation_code():
    from dirty7.rules import PHASE_CODES, Phase, parse_position

    assert [str(p) for p in Phase] == list(PHASE_CODES) == ["n", "3", "a", "7", "-"]
    assert all(Phase.from_code(p.code) is p for p in Phase)
    with pytest.raises(ValueError, match="phase must be one of"):
        Phase.from_code("x")
    position = parse_position("7C2D/7S4H/5H7H/QDACKC3D4D5D6D8D9D 0 7 H")
    view = position.view(0)
    assert position.phase_index == Phase.ANSWER_SEVEN and view.phase_index is Phase.ANSWER_SEVEN
    assert view.phase == position.phase == "7"
