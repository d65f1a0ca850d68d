"""A record of each preset replays and verifies; a record whose variant was changed does
not (the rule set is part of what a record proves)."""

from __future__ import annotations

import json

import pytest

from dirty7.__main__ import main
from dirty7.ai.registry import create_strategy
from dirty7.game.controller import Game
from dirty7.game.players import strategy_seed
from dirty7.game.record import GameRecord
from dirty7.game.seal import draw_nonce
from dirty7.rules import PRESETS


def played(name: str, seed: int = 11) -> dict:
    """The record (as JSON data) of a sealed Easy-against-Easy game of preset ``name``."""
    seeds = [strategy_seed(seed, 0), strategy_seed(seed, 1)]
    game = Game([create_strategy("easy", s) for s in seeds], seed=seed,
                players=["easy", "easy"], seeds=seeds, nonce=draw_nonce(), move_limit=300,
                variant=PRESETS[name])
    game.run()
    return game.record.to_dict()


def verify_status(tmp_path, data: dict) -> int:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    return main(["verify", str(path)])


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_record_of_each_preset_replays_and_verifies(name, tmp_path, capsys):
    data = played(name)
    record = GameRecord.from_dict(data)
    assert record.variant == PRESETS[name]
    assert record.replay().is_over
    assert verify_status(tmp_path, data) == 0, capsys.readouterr().out


@pytest.mark.parametrize("name", ["crazy-eights", "mau-mau"])
def test_a_record_whose_variant_was_changed_does_not_verify(name, tmp_path, capsys):
    data = played(name)
    data["variant"] = {**data["variant"], "hand_size": 6}
    assert verify_status(tmp_path, data) != 0
    data = played(name)
    data["variant"] = {k: v for k, v in data["variant"].items()
                       if k in ("seven_stack", "first", "match_to")}
    assert verify_status(tmp_path, data) != 0
