"""One meaning per name at the table: the retired names stay retired, and every seat declares
what the table asks of it.

Why a test: "seat" once named five things (a marker that was no Seat, the Seat protocol, the
person's seat, a record's player spec, the person's index beside the network's own), and the
table probed seats for optional abilities by name. A retired name that comes back, or a seat
class that leaves out a member of the protocol, fails here rather than in a game.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

from dirty7.game.controller import PERSON_AT_TABLE, Game, Match
from dirty7.game.seats.seat_protocol import CannotRewind, Seat

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("dirty7", "scripts", "tests")

#: Identifiers that named the table's seats before each thing got one name; never again.
RETIRED = {
    "HumanSeat": "the game's marker for moves made outside is PersonAtTable",
    "SeatSpec": "who plays a seat, as a record names them, is a PlayerSpec",
    "PlayerSeat": "the person's seat at the table is a PersonSeat",
    "player_seat": "the person's seat lives in dirty7.game.seats.person_seat",
    "HUMAN_SEAT": "the table's own player's seat is controller.OWN_SEAT",
}
#: Names retired in one module only (elsewhere they mean something else: a claim's kind).
RETIRED_FROM = {
    "dirty7.game.controller": {"HUMAN": "the marker is PERSON_AT_TABLE"},
    "dirty7.net.net_game": {"LOCAL": "the table's own player's seat is controller.OWN_SEAT"},
}

#: What the table asks of every seat besides request/poll/wait/cancel/catch-up/reports/close.
ABILITIES = {"at_table", "person", "thinking", "decided", "can_rewind", "rewind"}


def identifiers(tree: ast.AST) -> set[str]:
    """Every name a module defines, reads, imports or reaches as an attribute."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            found.add(node.name)
        elif isinstance(node, ast.arg):
            found.add(node.arg)
        elif isinstance(node, ast.alias):
            found.update(part for name in (node.name, node.asname) if name
                         for part in name.split("."))
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.update(node.module.split("."))
    return found


def imported_from(tree: ast.AST, module: str) -> set[str]:
    """The names a module imports from ``module``."""
    return {alias.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == module
            for alias in node.names}


def retired_in(source: str, module: str) -> list[str]:
    """The retired names ``source`` (the module ``module``) uses, each with its new name."""
    tree = ast.parse(source)
    names = identifiers(tree)
    found = [f"{name}: {why}" for name, why in RETIRED.items() if name in names]
    for home, retired in RETIRED_FROM.items():
        used = imported_from(tree, home) | (names if module == home else set())
        found += [f"{name}: {why}" for name, why in retired.items() if name in used]
    return found


def python_files() -> list[Path]:
    here = Path(__file__).resolve()
    return [path for folder in SOURCES for path in sorted((ROOT / folder).rglob("*.py"))
            if path.resolve() != here]


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def test_no_retired_name_comes_back():
    found = [f"{path.relative_to(ROOT)}: {hit}" for path in python_files()
             for hit in retired_in(path.read_text(encoding="utf-8"), module_name(path))]
    assert not found, "\n".join(found)


def test_the_retired_name_check_can_fail():
    assert retired_in("from dirty7.game.seats.seat_factory import SeatSpec\n", "x")
    assert retired_in("from dirty7.game.seats.player_seat import PersonSeat\n", "x")
    assert retired_in("seat = flow.HumanSeat()\n", "x")
    assert retired_in("from dirty7.game.controller import HUMAN\n", "x")
    assert retired_in("LOCAL = 0\n", "dirty7.net.net_game")
    assert not retired_in("HUMAN = 'human'\nLOCAL = 0\n", "dirty7.game.claims")


def test_the_game_names_its_choosers_and_its_undo_once():
    game = Game([PERSON_AT_TABLE, None], seed=1)
    assert game.choosers == [PERSON_AT_TABLE, None]
    for retired in ("seats", "take_back"):
        assert not hasattr(game, retired) and not hasattr(Match([None, None]), retired)


def seat_classes() -> list[type]:
    """Every class of the game and network layers that is driven as a seat (it answers
    ``request``, ``poll`` and ``take_reports``; the protocol itself aside)."""
    found: dict[str, type] = {}
    for package in ("dirty7.game", "dirty7.net"):
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, f"{package}."):
            module = importlib.import_module(info.name)
            for name, cls in inspect.getmembers(module, inspect.isclass):
                answers = all(callable(getattr(cls, method, None))
                              for method in ("request", "poll", "take_reports"))
                if cls.__module__ == info.name and answers and cls is not Seat:
                    found[f"{info.name}.{name}"] = cls
    return list(found.values())


def protocol_members() -> set[str]:
    return {name for name in vars(Seat) if not name.startswith("_")} | set(Seat.__annotations__)


def missing(cls: type) -> set[str]:
    """The protocol's members ``cls`` does not declare (as a class member)."""
    return {member for member in protocol_members() if not hasattr(cls, member)}


def test_the_abilities_are_declared_on_the_protocol():
    assert ABILITIES <= protocol_members()


def test_every_seat_class_declares_every_member_of_the_protocol():
    classes = seat_classes()
    names = {cls.__name__ for cls in classes}
    assert {"ComputerSeat", "PersonSeat", "ScriptedSeat", "RemoteSeat"} <= names, names
    gaps = {cls.__qualname__: missing(cls) for cls in classes if missing(cls)}
    assert not gaps, gaps


def test_the_seat_check_can_fail():
    class Forgetful(CannotRewind):
        at_table = False

        def request(self, view, min_delay: float = 0.0) -> None: ...

    assert {"person", "thinking", "poll", "close"} <= missing(Forgetful)
    assert "decided" not in missing(Forgetful)
