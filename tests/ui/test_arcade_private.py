"""Every reach into a private member of Arcade or pyglet is in one module,
``dirty7/ui/core/arcade_private.py``, each behind a small named accessor.

Why: a private member may change or vanish in any release of Arcade or pyglet. With all of
them in one module, checking a new release (docs/PATCHES.md) means reading one page, and
a reader of a screen sees ``label_font_size(label)``, not ``label._label.font_size``.

How the check tells Arcade's private names from the game's own: the names are read from
the installed Arcade's and pyglet's sources (every ``_name`` they define or assign); a
``_name`` the game defines itself in a class of ``dirty7/ui`` (a method, a class
attribute, ``self._name = …``) is the game's. Any other module of ``dirty7/ui`` that
reads, writes, imports or names in a string (``getattr(w, "_bg_tex")``) one of Arcade's
is refused.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import arcade
import pyglet

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "dirty7" / "ui"
ACCESSORS = UI / "core" / "arcade_private.py"
LIBRARIES = ("arcade", "pyglet")


def _private(name: str) -> bool:
    return len(name) > 1 and name[0] == "_" and name[1] != "_"


def _defined(tree: ast.AST) -> set[str]:
    """Names a module defines or assigns: functions, classes, attributes, variables."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return {name for name in names if _private(name)}


@functools.cache
def library_private_names() -> frozenset[str]:
    """Every private name Arcade's and pyglet's sources define or assign."""
    names: set[str] = set()
    for package in (arcade, pyglet):
        for path in Path(package.__file__).parent.rglob("*.py"):
            try:
                names |= _defined(ast.parse(path.read_bytes()))
            except SyntaxError:  # a file for another Python: none of its names is used here
                continue
    return frozenset(names)


def _own(tree: ast.AST) -> set[str]:
    """Private names a module of the game gives its own classes: methods, class
    attributes, and what its methods store on ``self`` or ``cls``."""
    names: set[str] = set()
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for node in cls.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                names.add(node.name)
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names |= {t.id for t in targets if isinstance(t, ast.Name)}
        for node in ast.walk(cls):
            if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                    and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                names.add(node.attr)
    return {name for name in names if _private(name)}


def _modules() -> dict[Path, ast.AST]:
    return {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(UI.rglob("*.py"))
            if path != ACCESSORS}


def reaches(tree: ast.AST, theirs: set[str]) -> list[tuple[int, str]]:
    """Where ``tree`` reaches into one of ``theirs`` (line, what)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in theirs:
            found.append((node.lineno, f"{ast.unparse(node.value)}.{node.attr}"))
        elif isinstance(node, ast.Call):
            found += [(node.lineno, f"{ast.unparse(node.func)}(… {arg.value!r} …)")
                      for arg in node.args if isinstance(arg, ast.Constant)
                      and isinstance(arg.value, str) and arg.value in theirs]
        elif (isinstance(node, ast.ImportFrom)
              and (node.module or "").split(".")[0] in LIBRARIES):
            found += [(node.lineno, f"import {alias.name}") for alias in node.names
                      if _private(alias.name)]
    return found


def _found(modules: dict[Path, ast.AST]) -> dict[str, list[tuple[int, str]]]:
    own: set[str] = set()
    for tree in modules.values():
        own |= _own(tree)
    theirs = set(library_private_names()) - own
    found = {str(path.relative_to(ROOT)): reaches(tree, theirs) for path, tree in modules.items()}
    return {path: where for path, where in found.items() if where}


def test_no_module_but_the_accessors_reaches_into_arcade_or_pyglet():
    assert _found(_modules()) == {}


def test_the_check_sees_each_way_to_reach_in():
    tree = ast.parse(
        "from arcade.gui.property import _ListenerType\n"
        "class Note:\n"
        "    def __init__(self):\n"
        "        self._mine = 1\n"
        "    def width(self, label):\n"
        "        return label._padding_left + self._mine + getattr(label, '_bg_tex', 0)\n")
    found = _found({UI / "example.py": tree})
    assert {what for _line, what in found["dirty7/ui/example.py"]} == {
        "import _ListenerType", "label._padding_left", "getattr(… '_bg_tex' …)"}
