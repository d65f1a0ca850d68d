"""The rule variant: one frozen object from the settings down to the position."""

from __future__ import annotations

import dataclasses
import json

import pytest

from dirty7.game.controller import Game, Match
from dirty7.game.record import GameRecord
from dirty7.game.session import SessionState
from dirty7.rules import FIRST_CHOICES, Variant, deal
from dirty7.store.settings import Settings


def test_the_defaults_are_the_standard_game_and_it_is_frozen():
    variant = Variant()
    assert (variant.seven_stack, variant.first, variant.match_to) == (False, "alternate", None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        variant.first = "human"


@pytest.mark.parametrize("fields, word", [
    ({"first": "whoever"}, "first"), ({"match_to": 0}, "match_to"),
    ({"match_to": True}, "match_to"), ({"seven_stack": 1}, "seven_stack"),
])
def test_bad_values_are_clear_errors(fields, word):
    with pytest.raises(ValueError, match=word):
        Variant(**fields)


def test_first_choices_are_one_list_for_settings_and_sessions():
    for first in FIRST_CHOICES:
        Settings(first=first)
        Variant(first=first)
    assert Settings(first="computer", match_to=50).variant == Variant(first="computer",
                                                                      match_to=50)


def test_match_scoring():
    variant = Variant(match_to=50)
    assert variant.score([10, 0], 1, 45) == [10, 45]
    assert variant.score([10, 0], None, 45) == [10, 0]  # a drawn game scores nothing
    assert Variant().score([0, 0], 1, 45) == [0, 0]     # no match, no scores
    assert not variant.match_over([49, 10]) and variant.match_over([12, 50])
    assert variant.match_loser([12, 50]) == 1 and variant.match_loser([1, 2]) is None


def test_the_variant_reaches_the_position_the_record_and_the_match():
    stacked = Variant(seven_stack=True, first="computer", match_to=40)
    assert deal(1, variant=stacked).seven_stack
    game = Game([None, None], seed=3, variant=stacked)
    assert game.position.seven_stack and game.record.variant == stacked
    match = Match([None, None], variant=stacked, seed=2)
    assert match.new_game().to_move == 1


def test_old_files_without_the_full_variant_still_load():
    record = GameRecord(seed=5, variant=Variant(seven_stack=True, match_to=30))
    data = record.to_dict()
    assert GameRecord.from_dict(json.loads(json.dumps(data))).variant == record.variant
    data["variant"] = {"seven_stack": True}  # what records held before the Variant
    assert GameRecord.from_dict(data).variant == Variant(seven_stack=True)
    state = SessionState("easy", 7, variant=Variant(first="human", match_to=60), game_id="g1")
    stored = state.to_dict()
    assert {"first", "seven_stack", "match_to"} <= set(stored)  # the same keys on disk
    assert SessionState.from_dict("easy", stored) == state
