"""One validation layer for what is read from outside: the same strict reading of
JSON numbers, flags, choices and names, and one message form naming the field, whoever
reads — the settings, the statistics, the saved session, the calibration, the view as data."""

from __future__ import annotations

import ast
import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dirty7.game.record import GameRecord
from dirty7.game.session import SessionState
from dirty7.rules import NotationError, PlayerView, deal
from dirty7.rules.schema import Fields, shown
from dirty7.store.settings import Settings
from dirty7.store.stats import Stats

ROOT = Path(__file__).resolve().parents[2]


def test_a_bool_is_never_a_number_and_a_float_never_a_whole_number():
    fields = Fields({"n": True, "f": 1.0, "nan": math.nan, "ok": 3}, "test")
    with pytest.raises(ValueError, match=r"test field 'n' must be a whole number from 0 to 9"):
        fields.whole("n", 0, 9)
    with pytest.raises(ValueError, match=r"'f' must be a whole number"):
        fields.whole("f", 0, 9)
    with pytest.raises(ValueError, match=r"'nan' must be a number from 0 to 1, not nan"):
        fields.number("nan", 0, 1)
    with pytest.raises(ValueError, match=r"'n' must be a number"):
        fields.number("n", 0, 1)
    assert fields.whole("ok", 0, 9) == 3 and fields.number("ok", 0, 9) == 3.0


def test_an_absent_field_takes_its_default_and_a_null_one_does_not():
    fields = Fields({"gone": None}, "test")
    assert fields.flag("missing", default=True) is True
    with pytest.raises(ValueError, match="'gone' must be true or false, not None"):
        fields.flag("gone", default=True)
    with pytest.raises(ValueError, match="'missing' must be true or false, not None"):
        fields.flag("missing")
    assert fields.whole("gone", 0, 1, optional=True) is None


def test_a_huge_value_is_shortened_in_the_message():
    fields = Fields({"name": "x" * 10_000}, "test")
    with pytest.raises(ValueError) as info:
        fields.name("name", 40)
    assert len(str(info.value)) < 200 and shown("x" * 10_000).endswith("…")


@pytest.mark.parametrize("read,words", [
    (lambda: Settings.from_dict({"volume": True}), "settings field 'volume' must be a number"),
    (lambda: Settings.from_dict({"text_size": True}), "settings field 'text_size' must be one of"),
    (lambda: Settings.from_dict({"difficulty": "a\x00b"}), "settings field 'difficulty' must "
                                                           "be a short name"),
    (lambda: Settings.from_dict({"match_to": 2.0}), "variant field 'match_to' must be a whole"),
    (lambda: Stats.from_dict({"by_difficulty": {"easy": {"wins": -1}}}),
     "statistics' by_difficulty.easy field 'wins' must be a whole number from 0"),
    (lambda: Stats.from_dict({"recent": [{"difficulty": "easy", "won": 1}]}),
     "statistics' recent[0] field 'won' must be true or false"),
    (lambda: Stats.from_dict({"recorded_ids": [7]}),
     "statistics field 'recorded_ids' must be a list of game ids"),
    (lambda: GameRecord.from_dict({"version": 3, "seed": True, "moves": []}),
     "game record field 'seed' must be a whole number from 0 to 18446744073709551615, "
     "not True"),
    (lambda: GameRecord.from_dict({"version": 3, "seed": 1, "moves": [], "first": 1.0}),
     "game record field 'first' must be a whole number from 0 to 1, not 1.0"),
    (lambda: GameRecord.from_dict({"version": 3, "seed": 1, "moves": [],
                                   "players": ["human", {"spec": "easy", "seed": 0.5}]}),
     "game record's players[1] field 'seed' must be a whole number from 0 to"),
    (lambda: GameRecord.from_dict({"version": 3, "seed": 1, "moves": [], "nonce": "x" * 32,
                                   "commitment": "0" * 64}),
     "game record field 'nonce' must be 32 lowercase hex digits, not 'xxxx"),
])
def test_every_reader_names_the_field_in_the_same_form(read, words):
    with pytest.raises(ValueError) as info:
        read()
    assert words in str(info.value)


def _saved_session(**changes) -> dict:
    data = SessionState(difficulty="medium", base_seed=7, game_id="g1").to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize("changes,field", [
    ({"base_seed": 10**30}, "'base_seed'"),
    ({"base_seed": -1}, "'base_seed'"),
    ({"game_index": 1.5}, "'game_index'"),
    ({"game_index": 10**12}, "'game_index'"),
    ({"game_id": "x" * 500}, "'game_id'"),
    ({"scores": [True, 0]}, "'scores'"),
    ({"scores": [1, 2, 3]}, "'scores'"),
    ({"chosen": "yes"}, "'chosen'"),
    ({"seven_stack": 0}, "'seven_stack'"),
])
def test_a_hostile_saved_session_names_its_bad_field(changes, field):
    with pytest.raises(ValueError, match=f"saved session.*{field}"):
        SessionState.from_dict("medium", _saved_session(**changes))


@given(seed=st.integers(0, 2**64 - 1), first=st.integers(0, 1), seat=st.integers(0, 1))
def test_the_view_as_data_reads_back_as_the_same_view(seed, first, seat):
    view = deal(seed, first).view(seat)
    again = PlayerView.from_dict(json.loads(json.dumps(view.to_dict())))
    assert again.to_dict() == view.to_dict()


@pytest.mark.parametrize("key,value,words", [
    ("seat", True, "view field 'seat' must be a whole number from 0 to 1, not True"),
    ("phase", "n3", "view field 'phase' must be one of n 3 a 7 -"),
    ("active_suit", "CD", "view field 'active_suit' must be one of C D H S"),
    ("seven_stack", 1, "view field 'seven_stack' must be true or false, not 1"),
    ("legal_moves", ["draw", 5], "view field 'legal_moves' must be a list of move notations"),
    ("hand", ["7h"], "view field 'hand' must be a list of cards"),
    ("waste", [], "view field 'waste' is empty"),
])
def test_a_hostile_view_is_refused_naming_its_field(key, value, words):
    data = deal(5, 0).view(0).to_dict()
    data[key] = value
    with pytest.raises(NotationError) as info:
        PlayerView.from_dict(data)
    assert words in str(info.value)


def _length(path: str, name: str) -> int:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == name)
    return node.end_lineno - node.lineno + 1


@pytest.mark.parametrize("path,name", [("dirty7/rules/view.py", "from_dict"),
                                       ("dirty7/rules/notation.py", "parse_parts")])
def test_the_two_long_readers_are_under_60_lines(path, name):
    assert _length(path, name) <= 60
