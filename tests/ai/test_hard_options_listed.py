"""Every option a bad Hard option's message lists is one the README's Hard paragraph
documents (it once listed the undocumented ``opponent_tree``), and
``opponent_tree`` still works for the tools that use it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dirty7.ai.registry import StrategyError, validate_spec

README = Path(__file__).resolve().parents[2] / "README.md"


def _hard_paragraph() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("- **Hard** searches")
    return text[start:text.index("\n- **", start + 1)]


def test_every_listed_hard_option_is_documented():
    with pytest.raises(StrategyError) as error:
        validate_spec("hard:nosuch=1")
    listed = str(error.value).split("it accepts: ")[1].split(", ")
    documented = set(re.findall(r"`(\w+)`", _hard_paragraph()))
    assert "opponent_tree" in listed
    assert [name for name in listed if name not in documented] == []


def test_opponent_tree_is_still_taken():
    info, options = validate_spec("hard:opponent_tree=false,iterations=50")
    assert options["opponent_tree"] is False
    assert info.cls(seed=1, **options).opponent_tree is False
