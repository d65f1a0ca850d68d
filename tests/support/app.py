"""The whole program opened headless on the test window, and a game played to its end
through the table's real handlers the way a player would (no tests here)."""

from __future__ import annotations

from dirty7.rules import DRAW_MOVE, PASS_MOVE
from dirty7.ui.app import App, AppOptions
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.table.table_view import TableView
from tests.support.table import LEFT, click_widget, grab_point, tick, window_point


def make_app(window, **options) -> tuple[App, list[int]]:
    quits: list[int] = []
    options.setdefault("opponent_mode", "thread")
    options.setdefault("animation_speed", "instant")
    app = App(window, AppOptions(**options), on_quit=quits.append)
    return app, quits


def human_turn(table: TableView) -> None:
    """Make one legal move the way a player would: double-click, stock, picker, Pass."""
    legal = table.flow.game.position.legal_moves()
    plays = [m for m in legal if m.card is not None]
    if plays:
        move = plays[0]
        point = grab_point(table, int(move.card))
        table.on_mouse_press(*point, LEFT, 0)
        table.on_mouse_release(*point, LEFT, 0)
        table.on_mouse_press(*point, LEFT, 0)  # the second press of a double-click
        table.on_mouse_release(*point, LEFT, 0)
        if table.picker.is_open:
            table.on_key_press(arcade.key.KEY_1 + move.named_suit, 0)
    elif DRAW_MOVE in legal:
        stock = table.layout.stock
        point = window_point(table, stock.x, stock.y)
        table.on_mouse_press(*point, LEFT, 0)
        table.on_mouse_release(*point, LEFT, 0)
    else:
        assert PASS_MOVE in legal
        table.on_draw()
        click_widget(table, table.hud.pass_button)


def play_to_the_end(window, table: TableView, max_frames: int = 4000) -> None:
    for _ in range(max_frames):
        view = window.current_view
        if isinstance(view, ResultsView):
            return
        assert view is table
        if table.flow.human_to_move and table.flow.settled:
            before = len(table.flow.game.record.moves)
            human_turn(table)
            assert len(table.flow.game.record.moves) == before + 1
        tick(table)
    raise AssertionError("the game did not end")


def play_moves(window, table, count: int) -> None:
    """Play until ``count`` moves were made and it is the player's turn again."""
    for _ in range(3000):
        flow = table.flow
        if flow.game.moves_played >= count and flow.human_to_move and flow.settled:
            return
        if table.flow.human_to_move and table.flow.settled:
            human_turn(table)
        tick(table)
        assert window.current_view is table
    raise AssertionError("the game did not get that far")
