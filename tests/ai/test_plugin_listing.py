"""A plugin whose class raises when read: listed as unavailable with the
reason, while the menu, ``dirty7 tournament`` and ``dirty7 verify`` go on working.

Why: reading a class's ``label`` runs the plugin's code (a metaclass property) in this
process; before, one such plugin made ``available_strategies()`` raise and so broke every
command that lists strategies.
"""

from __future__ import annotations

import json

import pytest

from dirty7.__main__ import main
from dirty7.ai import registry
from tests.support.hostile_plugins.classes import CLASSES


class EntryPoint:
    def __init__(self, name: str, cls: str) -> None:
        self.name, self.value = name, f"tests.support.hostile_plugins.classes:{cls}"

    def load(self):
        from tests.support.hostile_plugins import classes

        return getattr(classes, self.value.partition(":")[2])


class FineEntryPoint:
    name, value = "zz-fine", "dirty7.ai.easy:EasyStrategy"

    def load(self):
        from dirty7.ai.easy import EasyStrategy

        return EasyStrategy


@pytest.fixture
def hostile_classes(monkeypatch):
    installed = registry._entry_points()
    extra = [EntryPoint(name, cls) for name, (cls, _) in CLASSES.items()]
    monkeypatch.setattr(registry, "_entry_points",
                        lambda: [*installed, *extra, FineEntryPoint()])


def test_each_raising_class_is_listed_unavailable_with_its_reason(hostile_classes):
    infos = {i.name: i for i in registry.available_strategies()}
    for name, (_cls, reason) in CLASSES.items():
        assert not infos[name].available
        assert reason in infos[name].reason, infos[name].reason
    assert infos["zz-fine"].available and infos["hard"].available


def test_a_raising_class_is_refused_by_name_with_its_reason(hostile_classes):
    with pytest.raises(registry.StrategyError, match="unavailable.*label refuses"):
        registry.validate_spec("raising-label")


def test_the_menu_lists_every_strategy_and_marks_the_raising_ones(hostile_classes):
    from dirty7.ui.core.difficulties import load_difficulty_options

    options = {o.name: o for o in load_difficulty_options()}
    assert options["zz-fine"].available and options["hard"].available
    assert not options["raising-label"].available
    assert "label refuses" in options["raising-label"].reason


def test_a_tournament_still_runs(hostile_classes, capsys):
    assert main(["tournament", "easy", "zz-fine", "--games", "2", "--jobs", "1",
                 "--json", "--progress", "never"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_a_tournament_of_a_raising_class_is_a_usage_error(hostile_classes, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["tournament", "raising-description", "easy", "--games", "2"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "unavailable" in err and "description refuses" in err


def test_verify_still_runs(hostile_classes, tmp_path, capsys):
    from dirty7.ai.registry import create_strategy
    from dirty7.game.controller import Game
    from dirty7.game.players import strategy_seed
    from dirty7.game.seal import draw_nonce

    specs, seeds = ["medium", "easy"], [strategy_seed(3, 0), strategy_seed(3, 1)]
    game = Game([create_strategy(s, n) for s, n in zip(specs, seeds, strict=True)], seed=3,
                players=specs, seeds=seeds, nonce=draw_nonce(), move_limit=300)
    game.run()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record.to_dict()))
    assert main(["verify", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "verified: every check holds"
