"""The shipped levels' names and descriptions are written once: the strategies carry them
for the registry, and the menu's built-in choice (before the registry is read) shows the
same words, from the same module."""

from __future__ import annotations

from pathlib import Path

from dirty7.ai.easy import EasyStrategy
from dirty7.ai.hard.strategy import HardStrategy
from dirty7.ai.level_words import BUILT_IN, MATCHED
from dirty7.ai.matched import MatchedStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.ui.core.difficulties import BUILT_IN_OPTIONS

PACKAGE = Path(__file__).resolve().parents[2] / "dirty7"


def test_the_menus_built_in_levels_say_what_the_strategies_say():
    classes = {"easy": EasyStrategy, "medium": MediumStrategy, "hard": HardStrategy}
    assert [o.name for o in BUILT_IN_OPTIONS] == list(BUILT_IN) == list(classes)
    for option in BUILT_IN_OPTIONS:
        cls = classes[option.name]
        assert (option.label, option.description) == (cls.label, cls.description)
    assert (MatchedStrategy.label, MatchedStrategy.description) == MATCHED


def test_each_levels_description_is_written_in_one_module():
    for _label, description in (*BUILT_IN.values(), MATCHED):
        holders = [p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py")
                   if description in p.read_text(encoding="utf-8")]
        assert holders == ["ai/level_words.py"], (description, holders)
