"""The engine's facade (``dirty7.rules``): every public name is there, the very object its
module holds, and reading a rule set's name loads neither the move generator nor its
events (each name is loaded at its first use)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import dirty7.rules as rules

FACADE = Path(rules.__file__)


@pytest.mark.parametrize("name", rules.__all__)
def test_every_public_name_is_its_modules_own(name):
    import importlib

    value = getattr(rules, name)
    home = importlib.import_module(f"dirty7.rules.{rules._HOMES[name]}")
    assert value is getattr(home, name)
    assert name in dir(rules)


def test_the_names_a_type_checker_reads_are_the_names_loaded_at_run_time():
    """The ``TYPE_CHECKING`` imports and the table of homes say the same, and both are
    ``__all__``."""
    tree = ast.parse(FACADE.read_text(encoding="utf-8"))
    checked = next(node for node in tree.body if isinstance(node, ast.If))
    imported = {alias.name: node.module for node in checked.body
                if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert imported == rules._HOMES
    assert sorted(rules._HOMES) == sorted(rules.__all__)


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'Positon'"):
        rules.Positon  # noqa: B018
    with pytest.raises(ImportError):
        exec("from dirty7.rules import Positon", {})


def test_a_rule_sets_name_is_read_without_the_move_generator():
    """What the game's start reads (a player's settings, which name a rule set) loads
    the rule sets, not positions, moves' legality or events."""
    probe = ("import sys\n"
             "from dirty7.rules import rules_name\n"
             "from dirty7.store.settings import Settings\n"
             "rules_name('crazy-eights'), Settings()\n"
             "print(sorted(m for m in sys.modules if m.startswith('dirty7.rules.')))\n")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=True).stdout
    assert "dirty7.rules.variant" in loaded
    for heavy in ("position", "events", "illegal", "view", "play"):
        assert f"dirty7.rules.{heavy}'" not in loaded, loaded


def test_a_type_checker_refuses_a_name_the_facade_does_not_have(tmp_path):
    """The lazy loader is for the run time only: were mypy to read ``__getattr__``, every
    misspelt name imported from the facade would pass as an ``object``."""
    typo = tmp_path / "typo.py"
    typo.write_text("from dirty7.rules import Positon\n"
                    "import dirty7.rules as rules\n"
                    "rules.aply_move\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache"),
                           "--follow-imports=silent", str(typo)],
                          capture_output=True, text=True, cwd=FACADE.parents[2], check=False)
    assert done.returncode == 1, done.stdout + done.stderr
    assert 'has no attribute "Positon"' in done.stdout, done.stdout
    assert 'has no attribute "aply_move"' in done.stdout, done.stdout


def test_an_illegal_move_error_crosses_a_process_boundary():
    """The computer players and the review think in ``spawn`` worker processes, whose
    errors come back pickled: an illegal move's error must come back whole (unpickling
    one that cannot be rebuilt breaks the whole pool), under its facade's name too."""
    import pickle

    position = rules.deal(seed=7)
    move = next(m for m in rules.MOVES if m not in position.legal_moves())
    with pytest.raises(rules.IllegalMoveError) as raised:
        rules.apply_move(position, move)
    back = pickle.loads(pickle.dumps(raised.value))
    assert type(back) is rules.IllegalMoveError
    assert str(back) == str(raised.value)
    assert (back.move, back.position_text, back.reason) == (
        raised.value.move, raised.value.position_text, raised.value.reason)
