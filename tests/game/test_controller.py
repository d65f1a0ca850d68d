"""The headless controller, matches and game records."""

import json
import random

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game, Match, NotYourTurnError
from dirty7.game.record import GameRecord, RecordError
from dirty7.rules import IllegalMoveError, Variant, format_position


class RandomStrategy:
    name = "random"

    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, view):
        return self.rng.choice(view.legal_moves)


def test_a_strategy_game_runs_to_the_end_and_replays():
    game = Game([RandomStrategy(1), RandomStrategy(2)], seed=11, first=1)
    result = game.run()
    assert result.winner in (0, 1) and result.moves == len(game.record.moves)
    assert result.cards_left[result.winner] == 0
    assert format_position(game.record.replay()) == format_position(game.position)


def test_human_moves_arrive_from_outside():
    game = Game([PERSON_AT_TABLE, RandomStrategy(3)], seed=5, first=0)
    assert game.is_human_turn()
    with pytest.raises(NotYourTurnError):
        game.choose()
    move = game.position.legal_moves()[0]
    events = game.play(move)
    assert events and game.record.moves == [str(move)]


def test_an_illegal_move_changes_nothing():
    game = Game([PERSON_AT_TABLE, RandomStrategy(3)], start="5H9C/KD/3H/4C 0 n H")
    before = format_position(game.position)
    with pytest.raises(IllegalMoveError, match="9♣ matches neither ♥ nor 3"):
        game.play("9C")
    assert format_position(game.position) == before and game.record.moves == []


def test_move_limit_makes_a_draw():
    game = Game([RandomStrategy(1), RandomStrategy(2)], seed=11, move_limit=5)
    result = game.run()
    assert result.is_draw and result.moves == 5 and game.is_over


def test_match_scoring_loser_scores_cards_left_until_the_target():
    match = Match([RandomStrategy(1), RandomStrategy(2)], variant=Variant(match_to=100), seed=3,
                  move_limit=500)
    results = match.run()
    assert match.is_over and max(match.scores) >= 100
    expected = [0, 0]
    for r in results:
        expected[r.loser] += r.points[r.loser]
    assert expected == match.scores
    assert match.loser == (0 if match.scores[0] >= 100 else 1)
    assert [match.variant.first_player(i) for i in range(3)] == [0, 1, 0]


def test_first_player_policies():
    assert [Variant(first="human").first_player(i) for i in range(3)] == [0, 0, 0]
    assert [Variant(first="computer").first_player(i) for i in range(3)] == [1, 1, 1]


def test_record_round_trips_through_json_and_replays(tmp_path):
    game = Game([RandomStrategy(1), RandomStrategy(2)], seed=99, variant=Variant(seven_stack=True))
    game.run()
    path = tmp_path / "game.json"
    game.record.save(path)
    loaded = GameRecord.load(path)
    assert loaded == game.record
    assert format_position(loaded.replay()) == format_position(game.position)
    again = Game.from_record(loaded, [PERSON_AT_TABLE, PERSON_AT_TABLE])
    assert format_position(again.position) == format_position(game.position)


def test_record_from_a_starting_position():
    game = Game([RandomStrategy(1), RandomStrategy(2)], start="7C2DKS/9H4H/5H7H/QDAC 0 7 H",
                move_limit=200)
    game.run()
    loaded = GameRecord.from_json(game.record.to_json())
    assert format_position(loaded.replay()) == format_position(game.position)


#: How a record's field is refused (the one form of dirty7.rules.schema.Fields).
_FIELD = "game record field "


@pytest.mark.parametrize("data,message", [
    ("not json", "bad JSON"),
    ([], "game record must be an object, not list"),
    ({"seed": 1, "moves": []}, "game record field 'version' must be a whole number from 1 to 3"),
    ({"version": 9, "seed": 1, "moves": []}, "newer"),
    ({"version": 1, "moves": []}, "'seed' and 'start': exactly one of them"),
    ({"version": 1, "seed": "x", "moves": []}, _FIELD + "'seed' must be a whole number from 0 to"),
    ({"version": 1, "seed": 1, "moves": [3]}, _FIELD + "'moves' must be a list of move"),
    ({"version": 1, "seed": 1, "first": 2, "moves": []},
     _FIELD + "'first' must be a whole number from 0 to 1, not 2"),
    ({"version": 1, "seed": 1, "moves": ["pass"]}, "move 1 .'pass'. does not replay"),
    ({"version": 1, "start": "7C/9H/-/QD 0 n H", "moves": []},
     _FIELD + "'start' must be a starting position"),
    ({"version": 1, "seed": 1, "moves": [], "variant": {"seven_stack": "yes"}},
     "game record's variant field 'seven_stack' must be true or false"),
])
def test_bad_records_raise_clear_errors(data, message):
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(text)


def test_missing_record_file(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        GameRecord.load(tmp_path / "nope.json")
