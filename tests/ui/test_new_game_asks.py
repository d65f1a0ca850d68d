"""Every way into a new game asks first over an unfinished one, with the menu's own
question ("Start a new game?"), and Cancel keeps ``saved-game.json`` as it was: the
deal of the day, a challenge, the empty statistics' Play (the game after the lessons is
checked beside the lessons, in tests/ui/table/test_lesson_table.py)."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

import pytest

from dirty7.ui.screens.challenge_entry import ChallengeEntryView
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.statistics import StatisticsView
from dirty7.ui.table.table_view import TableView
from dirty7.ui.widgets.menu_words import NEW_GAME_TITLE
from tests.support.app import make_app, play_moves
from tests.support.table import click_widget

DAY = date(2026, 12, 2)


@pytest.fixture(autouse=True)
def _fresh_store(monkeypatch):
    import dirty7.store.storage

    monkeypatch.setattr(dirty7.store.storage, "_default_store", None)


def saved_game() -> Path:
    return Path(os.environ["DIRTY7_DATA_DIR"]) / "saved-game.json"


@pytest.fixture
def waiting(window) -> bytes:
    """A game left unfinished (saved when the window closed): its saved file's bytes."""
    app, _ = make_app(window)
    table = app.start_game("easy", 3)
    play_moves(window, table, 2)
    app.quit(0)
    return saved_game().read_bytes()


def asked(window, app) -> MenuView:
    """The menu shows, with the new-game question open over it."""
    menu = window.current_view
    assert isinstance(menu, MenuView) and menu is app.menu
    assert menu.confirm is not None and menu.confirm.title.text == NEW_GAME_TITLE
    return menu


def cancel(window, app, before: bytes) -> None:
    menu = asked(window, app)
    menu.on_draw()
    click_widget(menu, menu.confirm.no_button)
    assert menu.confirm is None and window.current_view is menu
    assert menu.resume_available
    assert saved_game().read_bytes() == before


def test_the_deal_of_the_day_asks_first_and_cancel_keeps_the_saved_game(window, waiting):
    app, _ = make_app(window, today=lambda: DAY)
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    click_widget(menu, menu.buttons["daily"])
    cancel(window, app, waiting)
    click_widget(menu, menu.buttons["daily"])
    menu.on_draw()
    click_widget(menu, asked(window, app).confirm.yes_button)
    table = window.current_view
    assert isinstance(table, TableView) and app.session.state.daily
    table.flow.close()


def test_a_challenge_asks_first_and_cancel_keeps_the_saved_game(window, waiting):
    app, _ = make_app(window, today=lambda: DAY)
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    click_widget(menu, menu.buttons["challenge"])
    cancel(window, app, waiting)
    click_widget(menu, menu.buttons["challenge"])
    menu.on_draw()
    click_widget(menu, asked(window, app).confirm.yes_button)
    assert isinstance(window.current_view, ChallengeEntryView)


def test_the_empty_statistics_play_asks_first_and_cancel_keeps_the_saved_game(
        window, waiting):
    app, _ = make_app(window)
    app.show_menu()
    app.show_statistics()
    stats = window.current_view
    assert isinstance(stats, StatisticsView) and stats.is_empty
    stats.on_draw()
    assert stats.play_button in stats.buttons.children
    click_widget(stats, stats.play_button)
    cancel(window, app, waiting)


def test_without_a_waiting_game_the_deal_of_the_day_starts_at_once(window):
    app, _ = make_app(window, today=lambda: DAY)
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    click_widget(menu, menu.buttons["daily"])
    table = window.current_view
    assert isinstance(table, TableView) and menu.confirm is None
    table.flow.close()
