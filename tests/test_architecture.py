"""The package's floors and import graph, read from the sources with ``ast`` (no imports).

Why: the layering is what keeps the rules pure and the computer players honest, and a
cycle is where that starts to rot. Each folder is a floor that imports only the floors
below it: rules < ai, store < game < arena, ui < cli (README, "How the code is laid out"),
and the player's language (``i18n``, importing nothing of dirty7) serves the floors of words;
``ui`` and ``arena`` never import each other; only ``ui`` imports Arcade or pyglet, only
the Ray backend imports Ray. Imports inside functions count as imports. Modules have names
of their own, at most 500 lines, and functions at most 60 (but for the hot loops).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Collection, Mapping
from functools import cache, lru_cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "dirty7"
TESTS = Path(__file__).resolve().parent
#: The floors of the package, each with the floors it may import (besides itself).
FLOORS: dict[str, tuple[str, ...]] = {
    "dirty7.rules": (),
    "dirty7.i18n": (),
    "dirty7.ai": ("dirty7.rules",),
    "dirty7.store": ("dirty7.rules",),
    "dirty7.game": ("dirty7.rules", "dirty7.ai", "dirty7.store", "dirty7.i18n"),
    "dirty7.arena": ("dirty7.rules", "dirty7.ai", "dirty7.store", "dirty7.game", "dirty7.i18n"),
    "dirty7.net": ("dirty7.rules", "dirty7.store", "dirty7.game", "dirty7.i18n"),
    "dirty7.ui": ("dirty7.rules", "dirty7.ai", "dirty7.store", "dirty7.game", "dirty7.net",
                  "dirty7.assets", "dirty7.i18n"),
    "dirty7.cli": ("dirty7.rules", "dirty7.ai", "dirty7.store", "dirty7.game", "dirty7.arena",
                   "dirty7.net", "dirty7.ui", "dirty7.assets", "dirty7.i18n"),
}
#: The modules on no floor: the package itself, where the game's files are (for the Arcade
#: layer's sounds and icon; imports nothing of dirty7), and ``python -m dirty7``. The
#: package itself reads its ``__version__`` from the store's metadata reader when asked.
GROUND = {"dirty7": ("dirty7.store.app_version",), "dirty7.assets": (),
          "dirty7.__main__": ("dirty7.cli",)}
COMMAND_LINE = ("dirty7.cli", "dirty7.__main__")


@cache
def _parsed(source: str) -> ast.Module:
    """One parse of each source for the whole session: the tests below read the same
    modules over and over, and only read the trees."""
    return ast.parse(source)


@pytest.fixture(autouse=True, scope="module")
def _forget_the_trees():
    """The trees and the graph go with this module's tests: kept, they would be ~420,000
    more objects for every later full collection of the worker to walk."""
    yield
    _parsed.cache_clear()
    _graph.cache_clear()


def _tree(path: Path) -> ast.Module:
    """``path``'s syntax tree (read afresh, parsed once for the same text)."""
    return _parsed(path.read_text(encoding="utf-8"))


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _only_for_the_type_checker(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:``: imports a type checker reads and the program never runs."""
    test = getattr(node, "test", None) if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _run_time_nodes(tree: ast.AST):
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:`` (their ``else`` runs)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if _only_for_the_type_checker(node):
            stack.extend(node.orelse)
        else:
            stack.extend(ast.iter_child_nodes(node))


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The dirty7 modules ``name`` imports when it runs, at any depth of its code (an
    import for the type checker only is no dependency: it names a type, it loads nothing)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _run_time_nodes(_tree(path)):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            # ``from package import module`` imports that module too
            found.update(f"{target}.{a.name}" for a in node.names)
    return {m for m in found if m in known and m != name}


@lru_cache(maxsize=1)
def _graph() -> dict[str, frozenset[str]]:
    """Each module's run-time imports of dirty7 (read once a session: the sources do not
    change while the tests run)."""
    modules = _modules()
    known = set(modules)
    return {name: frozenset(_imports(name, path, known)) for name, path in modules.items()}


def _cycles(graph: Mapping[str, Collection[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _in(layer: str, module: str) -> bool:
    return module == layer or module.startswith(layer + ".")


def test_the_graph_sees_function_level_and_relative_imports():
    graph = _graph()
    assert "dirty7.rules.position" in graph["dirty7.rules.play"]  # relative
    assert "dirty7.rules" in graph["dirty7.ai.medium"]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_imports_for_the_type_checker_only_are_no_dependency(tmp_path):
    source = tmp_path / "typed.py"
    source.write_text("from typing import TYPE_CHECKING\nimport typing\n"
                      "if TYPE_CHECKING:\n    import dirty7.ui.app\nelse:\n"
                      "    import dirty7.rules\n"
                      "if typing.TYPE_CHECKING:\n    from dirty7.net import peer\n"
                      "def f():\n    import dirty7.store\n", encoding="utf-8")
    known = {"dirty7.ui.app", "dirty7.rules", "dirty7.net", "dirty7.net.peer", "dirty7.store"}
    assert _imports("dirty7.game.typed", source, known) == {"dirty7.rules", "dirty7.store"}
    assert "dirty7.ui.app" not in _graph()["dirty7.ui.friend_table"]


def test_no_import_cycle_outside_the_ui():
    graph = _graph()
    outside = {m: {d for d in deps if not _in("dirty7.ui", d)}
               for m, deps in graph.items() if not _in("dirty7.ui", m)}
    assert _cycles(outside) == []


def test_no_import_cycle_in_the_ui():
    assert _cycles(_graph()) == []


def _floor(module: str) -> str | None:
    return next((f for f in FLOORS if _in(f, module)), None)


def test_every_module_is_on_a_floor():
    """A new module goes on a floor (a folder), not beside them."""
    assert {m for m in _modules() if _floor(m) is None} == set(GROUND)


@pytest.mark.parametrize("floor", sorted(FLOORS))
def test_each_floor_imports_only_the_floors_below(floor):
    allowed = (floor, *FLOORS[floor])
    bad = {(m, d) for m, deps in _graph().items() if _in(floor, m)
           for d in deps if not any(_in(a, d) for a in allowed)}
    assert bad == set()


def test_the_ground_imports_what_it_says():
    graph = _graph()
    bad = {(m, d) for m, below in GROUND.items() for d in graph[m]
           if not any(_in(a, d) for a in below)}
    assert bad == set()


def test_the_rules_import_nothing_else_of_dirty7():
    bad = {(m, d) for m, deps in _graph().items() if _in("dirty7.rules", m)
           for d in deps if not _in("dirty7.rules", d)}
    assert bad == set()


def test_the_language_layer_imports_nothing_else_of_dirty7():
    """The catalogues serve every floor of words; they depend on none of them."""
    bad = {(m, d) for m, deps in _graph().items() if _in("dirty7.i18n", m)
           for d in deps if not _in("dirty7.i18n", d)}
    assert bad == set()


def test_the_computer_players_import_only_the_rules():
    bad = {(m, d) for m, deps in _graph().items() if _in("dirty7.ai", m)
           for d in deps if not (_in("dirty7.ai", d) or _in("dirty7.rules", d))}
    assert bad == set()


def test_the_store_imports_only_the_rules():
    bad = {(m, d) for m, deps in _graph().items() if _in("dirty7.store", m)
           for d in deps if not (_in("dirty7.store", d) or _in("dirty7.rules", d))}
    assert bad == set()


def test_games_import_the_rules_the_players_and_the_store_only():
    allowed = ("dirty7.game", "dirty7.rules", "dirty7.ai", "dirty7.store", "dirty7.i18n")
    bad = {(m, d) for m, deps in _graph().items() if _in("dirty7.game", m)
           for d in deps if not any(_in(a, d) for a in allowed)}
    assert bad == set()


def test_the_network_layer_imports_the_rules_the_store_and_games_only():
    """``net`` is a floor above ``game``: it never reaches for the window or the batch tools."""
    allowed = ("dirty7.net", "dirty7.rules", "dirty7.store", "dirty7.game", "dirty7.i18n")
    bad = {(m, d) for m, deps in _graph().items() if _in("dirty7.net", m)
           for d in deps if not any(_in(a, d) for a in allowed)}
    assert bad == set()


def test_only_the_ui_and_the_command_line_import_the_network_layer():
    bad = {(m, d) for m, deps in _graph().items()
           if not any(_in(a, m) for a in ("dirty7.net", "dirty7.ui", "dirty7.cli"))
           and m != "dirty7.__main__"
           for d in deps if _in("dirty7.net", d)}
    assert bad == set()


def test_only_the_network_layer_imports_the_network_libraries():
    """Cryptography and sockets live on one floor, where docs/NETWORK.md describes them."""
    bad = {name for name, path in _modules().items() if not _in("dirty7.net", name)
           and _third_party(path) & {"nacl", "websockets"}}
    assert bad == set()


def test_only_the_ui_and_the_command_line_import_the_ui():
    bad = {(m, d) for m, deps in _graph().items()
           if not _in("dirty7.ui", m) and not any(_in(c, m) for c in COMMAND_LINE)
           for d in deps if _in("dirty7.ui", d)}
    assert bad == set()


def test_the_ui_and_the_batch_tools_never_import_each_other():
    bad = {(m, d) for m, deps in _graph().items() for d in deps
           if (_in("dirty7.ui", m) and _in("dirty7.arena", d))
           or (_in("dirty7.arena", m) and _in("dirty7.ui", d))}
    assert bad == set()


def _third_party(path: Path) -> set[str]:
    """The top-level names of what ``path`` imports that are not dirty7 (absolute imports)."""
    found: set[str] = set()
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Import):
            found.update(a.name.partition(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module.partition(".")[0])
    return found


def test_only_the_ui_imports_arcade_or_pyglet():
    bad = {name for name, path in _modules().items()
           if not _in("dirty7.ui", name) and _third_party(path) & {"arcade", "pyglet"}}
    assert bad == set()


def test_third_party_imports_are_seen():
    assert {"arcade", "pyglet"} <= _third_party(PACKAGE / "ui" / "core" / "bootstrap.py")


#: Within the Arcade layer, each floor imports only the floors below it.
UI_FLOORS = {
    "dirty7.ui.core": (),
    "dirty7.ui.widgets": ("dirty7.ui.core",),
    "dirty7.ui.table": ("dirty7.ui.core", "dirty7.ui.widgets"),
    "dirty7.ui.screens": ("dirty7.ui.core", "dirty7.ui.widgets"),
}


@pytest.mark.parametrize("floor", sorted(UI_FLOORS))
def test_each_ui_floor_imports_only_the_floors_below(floor):
    allowed = (floor, *UI_FLOORS[floor])
    bad = {(m, d) for m, deps in _graph().items() if _in(floor, m)
           for d in deps if _in("dirty7.ui", d) and not any(_in(a, d) for a in allowed)}
    assert bad == set()


def _screen(module: str) -> str:
    """The screen a module belongs to: ``dirty7.ui.screens.settings.sheet`` → ``settings``."""
    return module.split(".")[3] if module.count(".") >= 3 else ""


def test_screens_do_not_import_each_other():
    """A screen may be a package of modules; those import each other, screens do not."""
    bad = {(m, d) for m, deps in _graph().items() if _in("dirty7.ui.screens", m)
           for d in deps if _in("dirty7.ui.screens", d) and d != "dirty7.ui.screens"
           and _screen(d) != _screen(m)}
    assert bad == set()


#: A module this long does more than one job (no module over 500 lines, but none cut only
#: to fit: split by job).
MAX_MODULE_LINES = 500


#: Modules still to be split (each named here must still be too long: then it leaves).
TO_SPLIT: set[str] = set()


def test_no_module_is_too_long():
    long = {name for name, path in _modules().items()
            if len(path.read_text(encoding="utf-8").splitlines()) > MAX_MODULE_LINES}
    assert long == TO_SPLIT


def test_no_two_modules_share_a_file_name():
    """Why: ``view.py`` three times is three tabs and three guesses; a name says its job."""
    paths: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name != "__init__.py":
            paths.setdefault(path.name, []).append(str(path.relative_to(PACKAGE)))
    assert {name: where for name, where in paths.items() if len(where) > 1} == {}


#: A function this long does more than one thing.
MAX_FUNCTION_LINES = 60
#: The engine's and the search's hot loops: one long function is measurably faster there
#: than calls (bench_engine, bench_ai), and their comments walk through it.
HOT_LOOPS = {"ai/hard/policy.py:playout", "ai/hard/search.py:search",
             "ai/hard/sim.py:apply_move", "rules/position.py:Position.push"}
#: Known, being split: each named here must still be too long — then it leaves
#: (the lead trims it as the branches that shorten them land); no new name may join it.
KNOWN_LONG_BEING_SPLIT: set[str] = set()  # all split now; a new long one fails above


def _functions(path: Path) -> dict[str, int]:
    """Every function of ``path`` by qualified name (``Class.method``), with its length in
    lines from ``def`` to its last line (nested functions count inside theirs, and alone)."""
    out: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = f"{prefix}{child.name}"
                out[name] = child.end_lineno - child.lineno + 1
                visit(child, f"{name}.")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            else:
                visit(child, prefix)

    visit(_tree(path), "")
    return out


def _long_functions() -> set[str]:
    return {f"{path.relative_to(PACKAGE)}:{name}"
            for path in sorted(PACKAGE.rglob("*.py"))
            for name, lines in _functions(path).items() if lines > MAX_FUNCTION_LINES}


def test_the_function_lengths_are_read_with_their_classes():
    lengths = _functions(PACKAGE / "rules" / "position.py")
    assert lengths["Position.push"] > MAX_FUNCTION_LINES >= lengths["Position.copy"]


def test_no_new_function_is_too_long():
    assert _long_functions() - HOT_LOOPS - KNOWN_LONG_BEING_SPLIT == set()


def test_the_known_long_functions_are_still_long():
    """A function split below the cap leaves :data:`KNOWN_LONG_BEING_SPLIT`."""
    assert KNOWN_LONG_BEING_SPLIT - _long_functions() == set()


# --- the tests themselves ----------------------------------------------------------------
def _imported_test_modules(source: str, package: str) -> set[str]:
    """The test modules (``test_*``) that ``source``, a module of ``package``, imports."""
    found: set[str] = set()
    for node in ast.walk(_parsed(source)):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level \
                else []
            target = ".".join(base + ([node.module] if node.module else []))
            found.add(target)
            found.update(f"{target}.{a.name}" for a in node.names)
    return {m for m in found if m.rpartition(".")[2].startswith("test_")}


def test_the_test_import_check_sees_every_form():
    assert _imported_test_modules("from tests.ui.test_app import make_app", "tests.ui") == {
        "tests.ui.test_app"}
    assert _imported_test_modules("from .test_menu import show", "tests.ui") == {
        "tests.ui.test_menu"}
    assert _imported_test_modules("from . import test_menu", "tests.ui") == {"tests.ui.test_menu"}
    assert _imported_test_modules("import tests.rules.test_notation", "tests") == {
        "tests.rules.test_notation"}
    assert _imported_test_modules("from tests.support.app import make_app", "tests.ui") == set()


def test_no_test_module_imports_another():
    """Why: a helper kept in a test module drags that module's tests and fixtures along
    (and runs its import-time setup) wherever it is used; shared helpers live in
    ``tests/support``."""
    bad = {}
    for path in sorted(TESTS.rglob("*.py")):
        package = ".".join(path.relative_to(TESTS.parent).parent.parts)
        found = _imported_test_modules(path.read_text(encoding="utf-8"), package)
        if found:
            bad[str(path.relative_to(TESTS.parent))] = sorted(found)
    assert bad == {}


#: The one module that may import Ray (``--backend ray``): the game never needs it.
RAY_MODULE = "dirty7.arena.ray_cluster"


def _imports_ray(path: Path) -> bool:
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Import) and any(
                a.name == "ray" or a.name.startswith("ray.") for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and not node.level and (
                node.module == "ray" or (node.module or "").startswith("ray.")):
            return True
    return False


def test_only_the_cluster_module_imports_ray():
    assert {name for name, path in _modules().items() if _imports_ray(path)} == {RAY_MODULE}


# --- the table's flow lives in game/, the window layer only draws and forwards ------------
#: What the table keeps that needs no window: F11's bookkeeping and the package's docstring.
TABLE_LINES_WITHOUT_ARCADE = 150
_ARCADE_ROOTS = ("arcade", "pyglet")
BOOTSTRAP = "dirty7.ui.core.bootstrap"


def _imports_arcade_itself(path: Path) -> bool:
    for node in ast.walk(_tree(path)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module or ""]
        if any(n.split(".")[0] in _ARCADE_ROOTS or n == BOOTSTRAP for n in names):
            return True
    return False


def _reaching_arcade() -> set[str]:
    """The modules that import Arcade or pyglet, themselves or through dirty7 modules."""
    modules, graph = _modules(), _graph()
    reach = {name for name, path in modules.items() if _imports_arcade_itself(path)}
    grew = True
    while grew:
        more = {name for name, deps in graph.items() if name not in reach and deps & reach}
        reach |= more
        grew = bool(more)
    return reach


def test_the_reach_check_follows_imports():
    reach = _reaching_arcade()
    assert {BOOTSTRAP, "dirty7.ui.table.table_view", "dirty7.ui.table.hint_glow"} <= reach
    assert not any(_in("dirty7.game", m) or _in("dirty7.rules", m) for m in reach)


def test_the_table_flow_is_not_in_the_window_layer():
    """The game flow of the table (what is shown when, the seats, the hint, the
    refusals, the hand order, the words) lives in ``dirty7.game``; ``dirty7.ui.table``
    holds at most TABLE_LINES_WITHOUT_ARCADE lines of modules that reach neither Arcade
    nor pyglet."""
    reach = _reaching_arcade()
    pure = {name: len(path.read_text(encoding="utf-8").splitlines())
            for name, path in _modules().items()
            if _in("dirty7.ui.table", name) and name not in reach}
    assert sum(pure.values()) <= TABLE_LINES_WITHOUT_ARCADE, pure


#: Where comments are read for issue numbers: the package, the tests (their helpers too)
#: and the scripts, each folder with the pattern its Python files match.
COMMENTED_SOURCES = (("dirty7", "**/*.py"), ("tests", "**/*.py"), ("scripts", "*.py"))


def test_comments_say_why_not_which_issue_asked():
    """A comment or docstring explains the code; an issue number says nothing to a reader
    of the code (the history is in git). A test's docstring says what it checks and why,
    as the package's do."""
    cited = re.compile(r"\b[Ii]ssues? \d+")
    checkout = PACKAGE.parent
    found = [f"{path.relative_to(checkout)}:{number}"
             for folder, pattern in COMMENTED_SOURCES
             for path in sorted((checkout / folder).glob(pattern))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if cited.search(line)]
    assert found == []
