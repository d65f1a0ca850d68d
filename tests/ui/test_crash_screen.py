"""A crash is never silent: an exception in a view's ``on_draw`` or ``on_update``
saves the game in progress (it resumes), writes ``crash-YYYYMMDD-HHMMSS.log`` with the
traceback and the version (the last ten kept), and shows a screen saying so, with "Back to
the menu" and "Quit"."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from dirty7.store import crash_log
from dirty7.store.app_version import app_label
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.crash_guard import dispatch_guarded
from dirty7.ui.screens.crash_screen import MENU_TEXT, QUIT_TEXT, CrashView
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app, play_moves
from tests.support.table import click_widget

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("handler", ["on_draw", "on_update"])
def test_the_real_window_survives_a_failing_handler(handler, tmp_path, monkeypatch):
    """The program's own window and event loop, in a process of its own."""
    data = tmp_path / "data"
    proc = subprocess.run(
        [sys.executable, "-m", "tests.support.crashing", handler], cwd=ROOT,
        env={**os.environ, "ARCADE_HEADLESS": "1", "DIRTY7_DATA_DIR": str(data)},
        capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["title"] == "Something went wrong" and seen["status"] == 1  # Quit clicked
    facts = seen["facts"]
    assert facts["error"] == f"InjectedFailure: injected into {handler}"
    assert facts["saved"].startswith("Your game was saved")
    assert seen["colours"] > 100  # text drawn on the felt, not a blank frame
    (log,) = data.glob("crash-*.log")
    assert facts["log_path"] == str(log)
    text = log.read_text()
    assert app_label() in text and "Traceback (most recent call last)" in text
    assert f"SessionTable.{handler}" in text and "InjectedFailure" in text
    import dirty7.store.storage
    from dirty7.game.session import PlaySession

    monkeypatch.setenv("DIRTY7_DATA_DIR", str(data))  # the crashed window's data folder
    monkeypatch.setattr(dirty7.store.storage, "_default_store", None)
    session, _ = PlaySession.resume(lambda _spec: None)
    assert session is not None and session.seed == 31 and not session.game.is_over


def _crash(window, app, handler: str) -> CrashView:
    """Make the current view's ``handler`` fail (its class's, put back at once) and
    dispatch it through the guard the window uses."""
    def failing(self, *_args):
        raise ZeroDivisionError("injected")

    args = (1 / 60,) if handler == "on_update" else ()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(window.current_view), handler, failing)
        assert dispatch_guarded(lambda event, *a: getattr(window.current_view, event)(*a),
                                app.crashed, handler, *args) is True
    crash = window.current_view
    assert isinstance(crash, CrashView)
    crash.on_draw()
    return crash


@pytest.mark.parametrize("handler", ["on_draw", "on_update"])
def test_the_game_in_progress_resumes_from_the_menu_after_a_crash(window, handler,
                                                                  _private_data_dir):
    app, quits = make_app(window)
    table = app.start_game("easy", 31)
    play_moves(window, table, 3)
    moves = list(table.flow.game.record.moves)
    crash = _crash(window, app, handler)
    assert crash.menu_button.text == MENU_TEXT and crash.quit_button.text == QUIT_TEXT
    assert str(next(_private_data_dir.glob("crash-*.log"))) in crash.body.text
    assert "Your game was saved" in crash.body.text
    click_widget(crash, crash.menu_button)
    menu = window.current_view
    assert isinstance(menu, MenuView) and menu.resume_available
    menu.on_key_press(arcade.key.ENTER, 0)  # Enter resumes
    resumed = window.current_view
    assert isinstance(resumed, TableView) and resumed is not table
    assert list(resumed.flow.game.record.moves) == moves and quits == []
    resumed.flow.close()


def test_quit_on_the_crash_screen_ends_with_status_one(window):
    app, quits = make_app(window)
    app.start_game("easy", 12)
    crash = _crash(window, app, "on_draw")
    crash.on_key_press(arcade.key.ESCAPE, 0)
    assert quits == [1]


def test_a_crash_of_the_crash_screen_itself_is_raised_not_looped(window):
    app, _ = make_app(window)
    app.show_menu()
    _crash(window, app, "on_draw")
    with pytest.raises(ZeroDivisionError):
        _crash(window, app, "on_draw")  # now on the crash screen's own on_draw


def test_only_the_newest_ten_crash_logs_are_kept(tmp_path):
    start = datetime(2026, 1, 2, 3, 4, 5)
    written = [crash_log.write_crash_log(f"crash {i}\n", start + timedelta(seconds=i), tmp_path)
               for i in range(12)]
    again = crash_log.write_crash_log("same second\n", start + timedelta(seconds=11), tmp_path)
    kept = crash_log.crash_logs(tmp_path)
    assert len(kept) == crash_log.KEEP and again.name == "crash-20260102-030416-2.log"
    assert written[0] not in kept and written[2] not in kept and written[11] in kept
    assert written[5].name == "crash-20260102-030410.log"


def test_a_log_that_cannot_be_written_is_said_on_the_screen(window):
    def refuse(*_args, **_kwargs):
        raise crash_log.StorageError("Cannot write crash-x.log: the disk is full.")

    app, _ = make_app(window)
    app.show_menu()
    import dirty7.store.crash_log

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(dirty7.store.crash_log, "write_crash_log", refuse)
        crash = _crash(window, app, "on_update")
    assert "No crash log could be written: Cannot write crash-x.log" in crash.body.text
    assert "No game was in progress." in crash.body.text
