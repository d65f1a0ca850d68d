"""Custom rule sets: saved under a name in the settings (a damaged entry set aside, the
rest kept), chosen by code on the command line of the game, ``tournament`` and
``selfplay``, recorded and verified by their rules, and counted apart by their code."""

from __future__ import annotations

import dataclasses
import json
import logging
import random

import pytest

from dirty7.__main__ import main
from dirty7.cli.play_command import build_parser
from dirty7.game.custom_rules import code_error_words, differences, rules_key, set_label
from dirty7.i18n import set_language
from dirty7.rules import PRESETS, Variant, encode_rules, variant_named
from dirty7.store.custom_sets import MAX_SETS, with_set
from dirty7.store.settings import SETTINGS_FILE, Settings, load_settings
from dirty7.store.stats import STATS_FILE, load_stats
from dirty7.store.storage import FORMAT_VERSION, Store
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.statistics import StatisticsView
from tests.support.screens import STRATEGIES, show

CUSTOM = dataclasses.replace(PRESETS["mau-mau"], hand_size=6, last_card=2, wild="eight",
                             again="none")
CODE = encode_rules(CUSTOM)


def test_a_code_in_the_settings_plays_its_rules_with_who_starts_and_the_match():
    settings = Settings(rules=CODE, first="human", match_to=150, seven_stack=False)
    variant = settings.rules_variant()
    assert variant.play_rules() == CUSTOM.play_rules() and variant.seven_stack
    assert (variant.first, variant.match_to) == ("human", 150)
    assert Settings.from_dict(settings.to_dict()) == settings
    with pytest.raises(ValueError, match="rules"):
        Settings(rules=CODE.lower())  # stored only as the game writes it


def test_sets_are_saved_by_name_and_the_oldest_goes_beyond_the_limit():
    sets = with_set({}, "  Kitchen   table ", CODE.lower())
    assert sets == {"Kitchen table": CODE}
    for n in range(MAX_SETS + 2):
        sets = with_set(sets, f"set {n}", CODE)
    assert len(sets) == MAX_SETS and "Kitchen table" not in sets
    with pytest.raises(ValueError):
        with_set({}, "", CODE)
    with pytest.raises(ValueError):
        with_set({}, "fine", "R7-00000-00000-000")


def test_a_damaged_set_is_set_aside_and_the_rest_kept(_private_data_dir, caplog):
    (_private_data_dir / SETTINGS_FILE).write_text(json.dumps({
        "version": FORMAT_VERSION, "difficulty": "hard", "rules": CODE,
        "custom_rules": {"Kitchen": CODE, "Typo": CODE[:-1] + "0", "": CODE, "x" * 99: CODE,
                         "Number": 7}}))
    with caplog.at_level(logging.WARNING, logger="dirty7.store"):
        settings, warning = load_settings()
    assert warning is None and settings.difficulty == "hard" and settings.rules == CODE
    assert settings.custom_rules == {"Kitchen": CODE}
    assert "Typo" in caplog.text
    (_private_data_dir / SETTINGS_FILE).write_text(json.dumps({
        "version": FORMAT_VERSION, "custom_rules": ["not", "an", "object"]}))
    assert load_settings()[0].custom_rules == {}


def test_the_command_line_takes_a_code_and_refuses_a_mistyped_one(capsys):
    assert build_parser().parse_args(["--rules", CODE.lower()]).rules == CODE
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--rules", CODE[:-2] + "00"])
    assert stop.value.code == 2
    assert "rules code" in capsys.readouterr().err


def test_a_tournament_and_selfplay_play_a_custom_set(tmp_path, capsys):
    assert main(["tournament", "easy", "easy", "--games", "2", "--jobs", "1", "--json",
                 "--rules", CODE]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
    out = tmp_path / "games.jsonl"
    assert main(["selfplay", "easy", "easy", "--games", "2", "--jobs", "1", "--out", str(out),
                 "--rules", CODE.lower()]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 2
    assert all(Variant.from_dict(r["variant"]) == CUSTOM.play_rules() for r in records)
    with pytest.raises(SystemExit) as stop:
        main(["tournament", "easy", "easy", "--games", "2", "--rules", "R7-NOPE"])
    assert stop.value.code == 2


def _played(variant, seed: int = 5) -> dict:
    from dirty7.ai.registry import create_strategy
    from dirty7.game.controller import Game
    from dirty7.game.players import strategy_seed
    from dirty7.game.seal import draw_nonce

    seeds = [strategy_seed(seed, 0), strategy_seed(seed, 1)]
    game = Game([create_strategy("easy", s) for s in seeds], seed=seed,
                players=["easy", "easy"], seeds=seeds, nonce=draw_nonce(), move_limit=300,
                variant=variant)
    game.run()
    return game.record.to_dict()


def verify_status(tmp_path, data: dict) -> int:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    return main(["verify", str(path)])


def test_a_custom_sets_record_verifies_and_a_changed_one_does_not(tmp_path, capsys):
    data = _played(CUSTOM)
    assert verify_status(tmp_path, data) == 0, capsys.readouterr().out
    changed = {**data, "variant": {**data["variant"], "wild": "jack"}}
    assert verify_status(tmp_path, changed) != 0


def test_a_custom_game_counts_under_its_code_and_the_screen_names_it(window,
                                                                     _private_data_dir):
    from dirty7.game.session import PlaySession

    session = PlaySession.start("easy", None, seed=4, variant=CUSTOM)
    game, rng = session.game, random.Random(0)
    for _move in range(2000):
        if game.is_over:
            break
        game.play(rng.choice(game.position.legal_moves()))
    assert session.finish_game().counted
    stats, _warning = load_stats()
    assert rules_key(CUSTOM) == CODE and stats.of_rules(CODE).totals().games == 1
    assert stats.totals().games == 0
    assert json.loads(Store().path(STATS_FILE).read_text())["by_rules"].keys() == {CODE}
    view = show(window, StatisticsView(window, strategies=STRATEGIES[:3]))
    view.settings.change(custom_rules={"Kitchen": CODE})
    for _step in range(3):
        view.on_key_press(arcade.key.R, 0)
    assert view.rules == CODE and view._title.text == "Statistics · Kitchen"
    assert view.part("all").games == 1


def test_a_set_is_named_and_described_by_what_it_changes():
    assert set_label("crazy-eights") == "Crazy Eights"
    assert set_label(CODE, {"Kitchen": CODE}) == "Kitchen"
    assert set_label(CODE) == f"House rules {CODE}"
    assert "Wild card: Eight" in differences(CUSTOM)
    assert "Last-card call: 2" in differences(CUSTOM)
    assert differences(PRESETS["dirty-seven"]) == []


@pytest.mark.parametrize("text", ["R7-", CODE[:-1] + "0", CODE[:-3], "R7-!", "uno",
                                  "R7-" + "0" * 80])
def test_every_refused_code_has_words_for_the_player(text):
    with pytest.raises(ValueError) as refused:
        variant_named(text)
    assert code_error_words(refused.value)
    set_language("de")
    try:
        assert code_error_words(refused.value)
    finally:
        set_language("en")
