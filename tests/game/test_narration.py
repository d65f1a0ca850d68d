"""The game log's words come from the engine's events."""

from dirty7.game.narration import describe
from dirty7.rules import apply_move_with_events, parse_position


def words(text, move, **kw):
    return describe(apply_move_with_events(parse_position(text), move)[1], **kw)


def test_a_seven_asks_for_an_answer():
    assert words("2C/7CKD/5C/4C 1 n C", "7C") == [
        "Computer played 7♣ — answer with a Seven or draw 4"]
    assert words("7H2C/KD4D/5H/4C 0 n H", "7H") == [
        "You played 7♥ — Computer must answer with a Seven or draw 4"]


def test_jack_three_ace_and_win():
    assert words("JS2D/9H4C/5H/QD 0 n H", "JS>C") == ["You played J♠ and named ♣"]
    assert words("3H9H2C/KD/5H/4C 0 n H", "3H") == ["You played 3♥ — another card or pass"]
    assert words("AH9H2C/KD/5H/4C 0 n H", "AH") == ["You played A♥ and play again"]
    assert words("KD/AH9H2C/5H/4C 1 n H", "AH") == ["Computer played A♥ and plays again"]
    assert words("7H/KD4D/5H/4C 0 n H", "7H") == ["You played 7♥ and won the game!"]


def test_draws_hide_the_computers_cards_but_not_yours():
    assert words("5H9C/KD/3S/4S8D 0 n S", "draw") == ["You drew 1 card: 4♠"]
    assert words("5H/KD9C/3S/4S8D 1 n S", "draw") == ["Computer drew 1 card"]
    assert words("5H/KD9C/3S/4S8D 1 n S", "draw", viewer=None) == ["Computer drew 1 card: 4♠"]


def test_refill_and_known_stock_cards_are_told():
    lines = words("2CKS/9H4H/QDAC5H7H/3D8S 1 7 H".replace("2CKS/9H4H", "9H4H/2CKS"), "draw")
    assert lines[0] == "Computer drew 4 cards (seen: Q♦, A♣)"
    assert lines[1] == "The waste was turned over: 3 cards make a new stock"


def test_pass():
    assert words("9H2C/KD/5H3H/4C 0 3 H", "pass") == ["You passed"]
