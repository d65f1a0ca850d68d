"""The navigator: the one place that switches the window's screens and closes a table.

Why these tests: every way to play used to close the old table and assign the app's
table, results and session itself; a way that forgot the close left a computer opponent
running behind the next table. The navigator now does it, and the source check keeps
the other modules from doing it again.
"""

from __future__ import annotations

import ast
from pathlib import Path

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.navigator import Navigator
from dirty7.ui.screens.results import ResultsActions, ResultsShown
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app

UI = Path(__file__).resolve().parents[2] / "dirty7" / "ui"


class FakeFlow:
    def __init__(self) -> None:
        self.closed = 0

    def close(self) -> None:
        self.closed += 1


class FakeTable:
    def __init__(self) -> None:
        self.flow = FakeFlow()


class FakeWindow:
    def __init__(self) -> None:
        self.shown: list[object] = []

    def show_view(self, view) -> None:
        self.shown.append(view)


def test_a_new_table_closes_the_one_before_it_is_built():
    window = FakeWindow()
    navigator = Navigator(window)
    first = navigator.open_table(FakeTable)
    closed_when_built = []

    def build():
        closed_when_built.append(first.flow.closed)
        return FakeTable()

    second = navigator.open_table(build)
    assert closed_when_built == [1]  # the old opponents end before the new ones start
    assert navigator.table is second and window.shown == [first, second]
    assert second.flow.closed == 0


def test_a_crash_forgets_the_game_and_hands_it_back():
    navigator = Navigator(FakeWindow())
    table = navigator.open_table(FakeTable)
    navigator.session = "session"
    assert navigator.forget_game() == ("session", table)
    assert navigator.table is None and navigator.session is None


def test_results_hear_their_frames_and_the_review_goes_back_to_them(window):
    from dirty7.game.controller import PERSON_AT_TABLE, Game

    game = Game([PERSON_AT_TABLE, None], start="5H/2D4D/8C5C/QDAC6S9H9S 0 n C",
                players=["You", "Computer"])
    game.play("5H")
    heard = []
    navigator = Navigator(window, on_results_drawn=heard.append)
    results = navigator.show_results(ResultsShown(game.result(), seal_text=""),
                                     ResultsActions(), notice="A line over it")
    assert window.current_view is results and navigator.results is results
    assert "A line over it" in results.notice.message
    results.on_draw()
    assert heard == [results]
    back = navigator.back_to_results()
    navigator.show(arcade.View(window))  # any other screen
    assert window.current_view is not results
    back()
    assert window.current_view is results


def _count_closes(table, closes: list) -> None:
    close = table.flow.close

    def counted() -> None:
        closes.append(table)
        close()
    table.flow.close = counted


def test_every_way_to_play_goes_through_the_navigator(window):
    app, _ = make_app(window)
    closes: list = []
    app.start_game("easy", 5)
    first = app.table
    assert isinstance(first, TableView) and app.navigator.table is first
    _count_closes(first, closes)
    app.show_lessons(0)
    assert closes == [first]  # the game's table was closed for the lesson's
    lesson = app.table
    assert window.current_view is lesson and lesson is not first
    _count_closes(lesson, closes)
    app.show_menu()
    assert closes == [first, lesson]


def _switches_itself(path: Path) -> list[str]:
    """Where a module of the app's floor shows a view, closes a flow or sets the app's
    table, results or session without the navigator."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = ast.unparse(node.func.value)
            if node.func.attr == "show_view" or (node.func.attr == "close"
                                                 and owner.endswith(".flow")):
                found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                text = ast.unparse(target)
                if text.endswith((".table", ".results", ".session")) \
                        and not text.startswith("self.navigator"):
                    found.append(f"{path.name}:{node.lineno} {text} =")
    return found


def test_only_the_navigator_switches_screens():
    modules = [p for p in sorted(UI.glob("*.py")) if p.name != "navigator.py"]
    assert len(modules) >= 9
    found = [line for path in modules for line in _switches_itself(path)]
    # the crash closes what it forgot (the navigator handed it over): that one is known
    # (named without its line number: an edit above it must not fail this test)
    assert [line.split(":")[0] + " " + line.split(" ", 1)[1] for line in found] == [
        "crash_recovery.py table.flow.close()"]


def test_the_switch_check_sees_each_way(tmp_path):
    source = tmp_path / "way.py"
    source.write_text("app.window.show_view(v)\napp.table.flow.close()\napp.results = r\n",
                      encoding="utf-8")
    assert len(_switches_itself(source)) == 3
