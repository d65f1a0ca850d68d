"""An unusable difficulty in settings.json: the menu says so and Medium is
played; the game never crashes and never obeys the bad option."""

from __future__ import annotations

import pytest

from dirty7.ai import registry
from dirty7.store.settings import Settings, save_settings
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app


class BrokenEntryPoint:
    """A plugin that is installed but cannot be loaded (listed as unavailable)."""

    name, value = "broken", "no_such_module_xyz:Nothing"

    def load(self):
        raise ImportError("No module named 'no_such_module_xyz'")


@pytest.fixture
def broken_plugin(monkeypatch):
    installed = registry._entry_points()
    monkeypatch.setattr(registry, "_entry_points", lambda: [*installed, BrokenEntryPoint()])


@pytest.mark.parametrize("spec, why", [
    ("hard:think_ms=inf", "not a finite number"),
    ("hard:iterations=1000000000", "at most"),
    ("medium:x=1", "does not take"),
    ("nosuch", "unknown strategy"),
    ("broken", "unavailable"),
])
def test_the_menu_reports_an_unusable_difficulty_and_plays_medium(window, broken_plugin,
                                                                   spec, why):
    save_settings(Settings(difficulty=spec))
    app, quits = make_app(window)
    app.show_menu()
    menu = window.current_view
    assert isinstance(menu, MenuView)
    menu.on_draw()
    menu.on_update(1 / 60)  # the registry is read after the first frame
    menu.on_draw()
    message = menu.notice.message
    assert "settings.json" in message and repr(spec) in message and why in message
    assert "Medium" in message and menu.difficulty == "medium"
    menu.start()
    table = window.current_view
    assert isinstance(table, TableView) and table.flow.difficulty == "medium"
    assert table.session.state.difficulty == "medium" and not quits
    table.flow.close()


def test_a_game_opened_at_once_says_it_on_the_table(window):
    save_settings(Settings(difficulty="hard:think_ms=nan"))
    app, _ = make_app(window, seed=5)
    app.start()
    table = window.current_view
    assert isinstance(table, TableView) and table.flow.difficulty == "medium"
    assert "cannot be used" in table.toast.text.text
    table.flow.close()


def test_a_usable_difficulty_from_settings_is_kept_without_a_notice(window):
    save_settings(Settings(difficulty="hard:iterations=30"))
    app, _ = make_app(window)
    app.show_menu()
    menu = window.current_view
    assert menu.difficulty == "hard" and app.difficulty == "hard:iterations=30"
    assert "cannot be used" not in menu.notice.message
