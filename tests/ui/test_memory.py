"""A finished game's views are freed.

Why this matters: ``arcade.gui`` keeps each widget property's state in a class-level
``WeakKeyDictionary`` keyed by the widget; a value that leads back to its own key (a
button's click handler → the view → its UI manager → the widget) kept every table and
results view alive, about 20 MB a game. These tests hold only weak references to the views
and check they are gone after ``gc.collect()``.
"""

from __future__ import annotations

import gc
import weakref

import pytest

from dirty7.ui.core.bootstrap import gui
from dirty7.ui.screens.results import ResultsShown, ResultsView
from dirty7.ui.widgets.buttons import TableButton, on_click
from tests.support.app import make_app, play_to_the_end


class _Owner:
    """Something a button's handler calls back, as a view is."""

    def __init__(self, bound: bool) -> None:
        self.manager = gui.UIManager()
        row = self.manager.add(gui.UIBoxLayout())  # its children are an arcade.gui property
        self.button = row.add(TableButton(text="Go"))
        self.clicks = 0
        on_click(self.button, self.go if bound else lambda: self.go())

    def go(self) -> None:
        self.clicks += 1


@pytest.mark.parametrize("bound", [True, False], ids=["method", "closure"])
def test_a_button_whose_handler_calls_its_owner_does_not_keep_the_owner_alive(window, bound):
    owner = _Owner(bound)
    owner.button.dispatch_event("on_click", gui.UIOnClickEvent(owner.button, 0, 0, 1, 0))
    assert owner.clicks == 1  # the handler still runs
    gone = weakref.ref(owner)
    del owner
    gc.collect()
    assert gone() is None


def test_a_finished_game_s_table_and_results_are_collected_back_at_the_menu(window):
    app, _ = make_app(window, difficulty="easy")
    app.show_menu()
    table = app.start_game("easy", 3)
    play_to_the_end(window, table)
    results = window.current_view
    assert isinstance(results, ResultsView)
    results.on_draw()
    views = [weakref.ref(table), weakref.ref(results)]
    del table, results
    app.show_menu()
    # the app's own last-game handles (kept by design)
    app.navigator.table = app.navigator.results = None
    gc.collect()
    assert [ref() for ref in views] == [None, None]


def test_playing_again_does_not_pile_up_views(window):
    app, _ = make_app(window, difficulty="easy")
    table = app.start_game("easy", 5)
    finished = []
    for _ in range(3):
        play_to_the_end(window, table)
        window.current_view.on_draw()
        finished += [weakref.ref(table), weakref.ref(window.current_view)]
        table = app.play_again()
    app.show_menu()  # the table lets full collections happen again when it is left
    # the app's handles on the last game (kept by design)
    app.navigator.table = app.navigator.results = None
    gc.collect()
    assert [ref() for ref in finished] == [None] * 6


def test_sound_players_and_gl_buffers_do_not_pile_up_across_games(window):
    """Each cue's pyglet player was dropped only at its end of stream (never reached
    headless), and collected GL objects waited in ``ctx.objects`` for a ``ctx.gc()``
    nothing called: ~30 players and ~190 buffers a game. Both now stay bounded."""
    from pyglet import media

    app, _ = make_app(window, difficulty="easy")
    table = app.start_game("easy", 7)
    before = len(media.Source._players)  # earlier tests in this worker may have left some
    players, waiting = [], []
    for _ in range(3):
        play_to_the_end(window, table)
        window.current_view.on_draw()
        table = app.play_again()
        players.append(len(media.Source._players))
        waiting.append(len(window.ctx.objects))
    from dirty7.ui.core.sounds import MAX_PLAYING

    assert max(players) - before <= MAX_PLAYING, (before, players)
    assert players[-1] <= players[0], players  # never growing from game to game
    assert waiting[-1] <= waiting[0], waiting  # one game's worth at most, never growing


def test_laying_views_out_at_new_sizes_leaves_no_gl_objects_waiting(plain_window):
    """Each window size gives a view new widget surfaces; Arcade queues the old ones'
    textures and framebuffers for a ``ctx.gc()`` nothing called (~17 MB per results view
    laid out at four sizes, most of a test worker's 2.2 GB). A resize now frees them."""
    from dirty7.game.controller import PERSON_AT_TABLE, Game

    game = Game([PERSON_AT_TABLE, None], start="5H/2D4D/8C5C/QDAC6S9H9S 0 n C",
                players=["You", "Computer"])
    game.play("5H")
    waiting = []
    for _ in range(12):
        view = ResultsView(plain_window, ResultsShown(game.result(), seal_text=""))
        for size in ((800, 600), (1024, 768), (1280, 720), (1920, 1080)):
            view.on_resize(*size)
        del view
        gc.collect()
        waiting.append(len(plain_window.ctx.objects))
    assert max(waiting) <= 2 * waiting[0] + 8, waiting  # bounded, not 30 more a view


def test_large_freed_blocks_go_back_to_the_system_on_linux():
    """glibc's dynamic mmap threshold kept freed textures in the heap (372 → 802 MB for
    one results layout test, all of it free memory); the UI fixes the threshold."""
    import sys

    from dirty7.ui.core import heap

    if not sys.platform.startswith("linux"):
        pytest.skip("mallopt is glibc's")
    assert heap._done == [True]  # applied when the UI was imported (bootstrap)
