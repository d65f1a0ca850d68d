"""The player's settings have one home while the game runs: the app's ``LiveSettings``.

The settings once lived in four places — the app's copy, a copy screens wrote back
onto the window (``window.settings``), the look module's global and the ``CardSprite.speed``
class variable — and the sounds hung on the window (``window.dirty7_sounds``). These
checks read the sources of ``dirty7/ui`` (AST, not text) so that none comes back: nothing
sets an attribute on a window, no class keeps state set through the class, no module keeps
a settings, sound or look object of its own, and a module rebinds a global only where the
list below says why that global is not the player's settings.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parent.parent / "dirty7" / "ui"

#: The only module-level names a ``global`` statement may rebind in ``dirty7/ui``, and why.
REBOUND_GLOBALS = {
    ("core/look.py", "_current"): "the look in force the theme's drawing helpers read: a "
                                  "frozen value derived from the one LiveSettings, never "
                                  "written back; set only where LOOK_WRITERS says",
    ("core/theme.py", "_felt_thread"): "the thread that makes the felt image while the "
                                       "window opens: a handle, not a setting",
}
#: The only modules of ``dirty7`` that make a look the one in force (``look.apply``), and
#: why. The look is not passed explicitly: it is kept as one derived value, since ~110
#: drawing calls in 29 modules would each take a look; so who may set it is held to these two.
LOOK_WRITERS = {
    "core/live_settings.py": "each change the player makes shows at once",
    "app.py": "the app's start: the look of the settings it was given",
}
#: Types whose instances are the player's settings or hang off them.
SETTINGS_TYPES = {"Settings", "LiveSettings", "SoundBoard", "Look"}


def _modules() -> list[tuple[str, ast.Module]]:
    return [(path.relative_to(UI).as_posix(), ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted(UI.rglob("*.py"))]


MODULES = _modules()


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    if isinstance(node, ast.Delete):
        return list(node.targets)
    return []


def _is_window(expr: ast.expr) -> bool:
    """``window``, ``self.window``, ``view.window`` … (any expression naming a window)."""
    if isinstance(expr, ast.Name):
        return expr.id == "window" or expr.id.endswith("_window")
    if isinstance(expr, ast.Attribute):
        return expr.attr == "window" or expr.attr.endswith("_window")
    return False


def window_writes(tree: ast.Module) -> list[str]:
    """Each place ``tree`` sets (or deletes) an attribute of a window."""
    found = []
    for node in ast.walk(tree):
        for target in _targets(node):
            for part in ast.walk(target):
                if isinstance(part, ast.Attribute) and _is_window(part.value):
                    found.append(f"line {node.lineno}: {ast.unparse(part)}")
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("setattr", "delattr") and node.args
                and _is_window(node.args[0])):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def class_state_writes(tree: ast.Module) -> list[str]:
    """Each place ``tree`` sets an attribute through a class (``cls.x =``, ``Card.x =``):
    state shared by every instance, as ``CardSprite.speed`` was."""
    found = []
    for node in ast.walk(tree):
        for target in _targets(node):
            for part in ast.walk(target):
                if (isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name)
                        and (part.value.id == "cls" or part.value.id[:1].isupper())):
                    found.append(f"line {node.lineno}: {ast.unparse(part)}")
    return found


def settings_globals(tree: ast.Module, module: str = "") -> list[str]:
    """Module-level names bound to a settings, sound or look object (but the allowed)."""
    found = []
    for node in tree.body:
        names = [t.id for t in _targets(node) if isinstance(t, ast.Name)]
        if names and all((module, name) in REBOUND_GLOBALS for name in names):
            continue
        value = getattr(node, "value", None)
        if not isinstance(node, (ast.Assign, ast.AnnAssign)) or not isinstance(value, ast.Call):
            continue
        func = value.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if name in SETTINGS_TYPES:
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def rebound_globals(module: str, tree: ast.Module) -> list[str]:
    """``global`` names not in :data:`REBOUND_GLOBALS`."""
    return [f"line {node.lineno}: global {name}" for node in ast.walk(tree)
            if isinstance(node, ast.Global) for name in node.names
            if (module, name) not in REBOUND_GLOBALS]


@pytest.mark.parametrize("module,tree", MODULES, ids=[m for m, _ in MODULES])
def test_no_ui_module_keeps_settings_on_the_window_a_class_or_a_global(module, tree):
    problems = (window_writes(tree) + class_state_writes(tree) + settings_globals(tree, module)
                + rebound_globals(module, tree))
    assert not problems, f"dirty7/ui/{module}: " + "; ".join(problems)


def test_the_checks_see_each_way_settings_were_kept():
    """Each of the four places the settings lived on the base commit is caught."""
    tree = ast.parse(
        "window.settings = s\n"
        "def f(self):\n    self.window.dirty7_sounds = board\n    del self.window.settings\n"
        "class CardSprite:\n    @classmethod\n    def set_speed(cls, v):\n        cls.speed = v\n"
        "CardSprite.speed = 0.0\n"
        "_current = Look()\n"
        "def apply(s):\n    global _current\n    _current = s\n")
    assert len(window_writes(tree)) == 3
    assert len(class_state_writes(tree)) == 2
    assert len(settings_globals(tree)) == 1
    assert rebound_globals("core/other.py", tree) == ["line 12: global _current"]


def test_every_allowed_global_is_still_there():
    """An allowance whose global is gone is removed from the list, not left to widen it."""
    used = {(module, name) for module, tree in MODULES for node in ast.walk(tree)
            if isinstance(node, ast.Global) for name in node.names}
    assert set(REBOUND_GLOBALS) <= used


def look_writes(tree: ast.Module) -> list[str]:
    """Each call of ``look.apply(...)`` in ``tree``."""
    return [f"line {node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "apply" and ast.unparse(node.func.value).endswith("look")]


def test_only_the_live_settings_and_the_apps_start_set_the_look_in_force():
    writers = {module for module, tree in MODULES if look_writes(tree)}
    assert writers == set(LOOK_WRITERS)
    assert look_writes(ast.parse("look.apply(s)\ncore.look.apply(s)\nx.apply(s)\n")) == [
        "line 1: look.apply(s)", "line 2: core.look.apply(s)"]
