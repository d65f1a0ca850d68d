"""Strategy discovery through the ``dirty7.strategies`` entry points, and spec parsing."""

from __future__ import annotations

import sys
import textwrap

import pytest

from dirty7.ai import registry
from dirty7.ai.easy import EasyStrategy
from dirty7.ai.registry import (
    StrategyError,
    available_strategies,
    create_guarded,
    create_strategy,
    parse_spec,
    validate_spec,
)


def test_builtins_come_first_and_are_available():
    infos = available_strategies()
    assert [i.name for i in infos[:3]] == ["easy", "medium", "hard"]
    for info in infos[:3]:
        assert info.available and info.reason is None
        assert info.label and info.description


def _write_plugin(tmp_path, monkeypatch, module_source: str, entry: str) -> None:
    """Install a throwaway distribution (dist-info + module) on sys.path."""
    (tmp_path / "d7_plugin_test.py").write_text(textwrap.dedent(module_source))
    info = tmp_path / "d7_plugin_test-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: d7-plugin-test\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[dirty7.strategies]\n{entry}\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "d7_plugin_test", raising=False)


def test_a_plugin_declared_by_a_distribution_is_listed_after_the_builtins(tmp_path, monkeypatch):
    _write_plugin(tmp_path, monkeypatch, """
        class FirstMove:
            label = "First move"
            description = "Always plays its first legal move."
            def __init__(self, seed=0, reverse=False):
                self.reverse = reverse
            def choose(self, view):
                return view.legal_moves[-1 if self.reverse else 0]
        """, "aardvark = d7_plugin_test:FirstMove")
    infos = available_strategies()
    names = [i.name for i in infos]
    assert names[:3] == ["easy", "medium", "hard"] and "aardvark" in names[3:]
    info = infos[names.index("aardvark")]
    assert info.available and info.label == "First move"
    strategy = create_strategy("aardvark:reverse=yes", seed=4)
    assert strategy.reverse is True


def test_a_plugin_that_fails_to_import_is_unavailable_with_its_reason(tmp_path, monkeypatch):
    _write_plugin(tmp_path, monkeypatch, "import no_such_module_xyz\n",
                  "broken = d7_plugin_test:Nothing")
    info = {i.name: i for i in available_strategies()}["broken"]
    assert not info.available and "no_such_module_xyz" in info.reason
    with pytest.raises(StrategyError, match="unavailable.*no_such_module_xyz"):
        create_strategy("broken")


def test_entry_point_lookup_can_be_replaced(monkeypatch):
    class EP:
        name, value = "zebra", "tests:Zebra"

        def load(self):
            return EasyStrategy

    monkeypatch.setattr(registry, "_entry_points", lambda: [EP()])
    names = [i.name for i in available_strategies()]
    # built-ins survive missing metadata
    assert names == ["easy", "medium", "hard", "matched", "zebra"]


@pytest.mark.parametrize("spec, expected", [
    ("hard", ("hard", {})),
    ("hard:iterations=400", ("hard", {"iterations": 400})),
    (" hard : think_ms=2.5, flag=true, mode=fast ",
     ("hard", {"think_ms": 2.5, "flag": True, "mode": "fast"})),
])
def test_parse_spec(spec, expected):
    assert parse_spec(spec) == expected


@pytest.mark.parametrize("spec, message", [
    ("nobody", "unknown strategy 'nobody'; known strategies: easy, medium, hard"),
    ("hard:depth=3", "hard does not take option.*depth.*accepts: .*iterations"),
    ("easy:x=1", "accepts: no options"),
    ("hard:iterations", "expected key=value"),
    ("hard:a=1,a=2", "given twice"),
    ("", "no strategy name"),
    ("hard:iterations=-5", "iterations"),
])
def test_bad_specs_are_clear_errors(spec, message):
    with pytest.raises(StrategyError, match=message):
        create_strategy(spec)


def test_create_guarded_wraps_and_passes_label_through():
    player = create_guarded("medium", seed=1)
    assert player.name == "medium" and player.label == "Medium" and player.fallbacks == []


@pytest.mark.parametrize("spec, english", [
    ("nosuch", "unknown strategy 'nosuch'; known strategies: easy"),
    ("medium:x=1", "medium does not take option(s) x; it accepts: "),
    ("hard:iterations=99999999999", "option iterations=99999999999 is out of range"),
    ("easy:a", "bad option 'a' in 'easy:a': expected key=value"),
    ("x" * 300, "a strategy spec has at most 200 characters, not 300"),
])
def test_a_refused_spec_is_its_english_sentence_and_a_message(spec, english):
    """``str()`` stays the English (logs, records, ``--json``); ``reason`` is the phrase a
    screen translates, its data plain enough to cross a process boundary."""
    from dirty7.game.phrase_words import phrase_words
    from dirty7.i18n import set_language
    from dirty7.rules.phrase import Phrase

    with pytest.raises(StrategyError) as caught:
        validate_spec(spec)
    assert str(caught.value).startswith(english)
    reason = caught.value.reason
    assert isinstance(reason, Phrase) and Phrase.from_data(reason.to_data()) == reason
    set_language("ru")
    words = phrase_words(reason)
    assert words != str(reason) and not words.startswith(english[:12])
