"""Every part of the table is a TablePart: the hooks the table calls are declared once, and a
method that looks like a hook but is none (a misspelled ``draw_overlay``) fails at once."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

import dirty7.ui.table as table_package
from dirty7.ui.core.table_part import HOOKS, TablePart, misnamed_hooks
from tests.support.table import TableOpener

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"
TABLE_VIEW = Path(table_package.__file__).parent / "table_view.py"


def every_part_class() -> list[type]:
    """Every TablePart subclass of the ui's table parts (their modules imported first)."""
    for info in pkgutil.iter_modules(table_package.__path__):
        importlib.import_module(f"{table_package.__name__}.{info.name}")
    found, todo = [], [TablePart]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("dirty7."):  # not a test's own
                found.append(sub)
    return found


@pytest.mark.parametrize("name", ["draw_overly", "draw_over", "drawunder", "on_keys", "update_",
                                  "acts_after_skips", "in_motions"])
def test_a_method_that_looks_like_a_hook_but_is_none_fails_when_the_part_is_made(name):
    with pytest.raises(TypeError, match=name):
        type("Misspelled", (TablePart,), {name: lambda self: None})


def test_a_parts_own_methods_are_not_taken_for_hooks():
    class Fine(TablePart):
        def draw_overlay(self) -> None: ...

        def on_step(self, event) -> None: ...

        def on_tick(self, delta_time: float) -> None: ...

        def place(self) -> None: ...

    assert misnamed_hooks(Fine) == []


def test_every_part_of_the_table_names_its_hooks_rightly():
    parts = every_part_class()
    assert {"HintPart", "GameLogPart", "WhyPart", "SoundPart", "QuietWordsPart"} <= {
        cls.__name__ for cls in parts}
    assert {cls.__name__: misnamed_hooks(cls) for cls in parts if misnamed_hooks(cls)} == {}


def test_the_table_asks_its_parts_exactly_the_declared_hooks():
    """What the table view asks of a ``part`` is what TablePart declares: no hook is
    declared that the table never calls, none called that a part need not have."""
    asked = {node.attr for node in ast.walk(ast.parse(TABLE_VIEW.read_text()))
             if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
             and node.value.id == "part"}
    assert asked == HOOKS


def test_every_part_on_a_table_is_a_table_part(window):
    tables = TableOpener(window)
    try:
        view = tables(NORMAL)
        assert view.parts and all(isinstance(part, TablePart) for part in view.parts)
        assert all(isinstance(part, TablePart) for part in view.key_parts)
        view.toast.remaining = 0
        view.card_sprites.finish()
        assert view.wants_full_rate() == (view.flow.is_animating or view.flow.thinking)
    finally:
        tables.close()
