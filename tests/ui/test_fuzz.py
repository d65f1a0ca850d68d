"""Random input at the table: nothing raises, the model stays a legal 52-card position, and
every move made replays legally from the start.

Why: a card table has many moments (a deal in flight, a drag over the waste, the suit
picker open, the computer thinking, a window resized mid-animation) and players press
whatever they like at any of them. A seeded random walk of presses, drags, releases,
double-clicks, keys, resizes and irregular frame steps through the real App reaches
combinations no hand-written test does; the seed makes any failure reproducible
(``FUZZ_SEED=n`` reruns with another walk). The meta-tests at the end prove the checks
bite: an exception in a handler and a corrupted model are both caught.
"""

from __future__ import annotations

import os
import random

import pytest

from dirty7.rules import apply_move, format_position, parse_move, parse_position
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.table.table_session import SessionTable
from tests.support.app import make_app
from tests.support.table import LEFT, grab_point

SEED = int(os.environ.get("FUZZ_SEED", "7"))
K = arcade.key
KEYS = [K.KEY_1, K.KEY_2, K.KEY_3, K.KEY_4, K.D, K.P, K.H, K.L, K.M, K.E,
        K.LEFT, K.RIGHT, K.UP, K.DOWN, K.ENTER, K.SPACE, K.QUESTION, K.TAB]
SIZES = [(1280, 720), (800, 600), (1600, 1000), (1024, 768), (1920, 1080), (900, 700)]


class Checker:
    """Follows the game as it grows: each new move must replay legally from the last."""

    def __init__(self) -> None:
        self.game = None
        self.replayed = None
        self.done = 0

    def check(self, game) -> None:
        position = game.position
        cards = [int(c) for seat in (0, 1) for c in position.hand(seat)]
        cards += [int(c) for c in position.waste] + [int(c) for c in position.stock]
        assert sorted(cards) == list(range(52)), "the table must hold each card once"
        text = format_position(position)
        assert format_position(parse_position(text, seven_stack=position.seven_stack)) == text
        moves = game.record.moves
        if game is not self.game or len(moves) < self.done:  # a new game, or a take-back
            self.game, self.replayed, self.done = game, game.record.initial_position(), 0
        for text in moves[self.done:]:
            self.replayed = apply_move(self.replayed, parse_move(text))  # raises if illegal
        self.done = len(moves)
        assert format_position(self.replayed) == format_position(position)


def random_point(rng: random.Random, table: SessionTable) -> tuple[int, int]:
    """A window pixel somewhere worth pressing: a hand card, a pile, a button, anywhere."""
    lay = table.layout
    choice = rng.random()
    mine = [int(c) for c in table.flow.state.hands[0] if int(c) in table.card_sprites.sprites]
    if choice < 0.45 and mine:
        return grab_point(table, rng.choice(mine))
    if choice < 0.6:
        x, y = lay.stock.x, lay.stock.y
    elif choice < 0.75:
        x, y = lay.waste_center
    elif choice < 0.85:
        # Menu rarely: leaving the table (and coming back) is the slow part of a walk
        hud = table.hud
        widget = rng.choice([hud.draw_button, hud.pass_button] * 8 + [hud.menu_button])
        x, y = widget.rect.center
    else:
        x, y = rng.uniform(0, table.fit.width), rng.uniform(0, table.fit.height)
    wx, wy = table.to_window(x, y)
    return round(wx), round(wy)


def step(rng: random.Random, app, table: SessionTable) -> None:
    """One random thing a player (or the window system) does."""
    r = rng.random()
    if r < 0.35:
        table.on_update(rng.choice([0.0, 1 / 120, 1 / 60, 1 / 30, rng.uniform(0, 0.25)]))
    elif r < 0.5:  # press and release
        x, y = random_point(rng, table)
        table.on_mouse_press(x, y, rng.choice([LEFT, LEFT, arcade.MOUSE_BUTTON_RIGHT]), 0)
        if rng.random() < 0.8:
            table.on_mouse_release(x, y, LEFT, 0)
    elif r < 0.62:  # a drag, sometimes onto the waste, sometimes never released
        x0, y0 = random_point(rng, table)
        x1, y1 = random_point(rng, table)
        table.on_mouse_press(x0, y0, LEFT, 0)
        px, py = x0, y0
        for i in range(1, rng.randint(1, 6) + 1):
            if rng.random() < 0.3:
                table.on_update(rng.uniform(0, 0.05))
            x, y = x0 + (x1 - x0) * i // 6, y0 + (y1 - y0) * i // 6
            table.on_mouse_drag(x, y, x - px, y - py, LEFT, 0)
            px, py = x, y
        if rng.random() < 0.85:
            table.on_mouse_release(px, py, LEFT, 0)
    elif r < 0.7:  # a double-click
        x, y = random_point(rng, table)
        for _ in range(2):
            table.on_mouse_press(x, y, LEFT, 0)
            table.on_mouse_release(x, y, LEFT, 0)
    elif r < 0.92:
        symbol = K.ESCAPE if rng.random() < 0.04 else rng.choice(KEYS)
        table.on_key_press(symbol, rng.choice([0, 0, 0, K.MOD_SHIFT, K.MOD_CTRL]))
    elif r < 0.96:
        table.on_mouse_motion(*random_point(rng, table), 0, 0)
    else:
        table.on_resize(*rng.choice(SIZES))


def leave_other_view(app, view, spec: str) -> None:
    """Off the table (Esc, Menu, game over): come back the way a player would."""
    if isinstance(view, ResultsView):
        view.on_key_press(K.ENTER, 0)  # play again
    elif isinstance(view, MenuView) and app.can_resume():
        view.on_key_press(K.R, 0)
    else:
        app.start_game(spec, None)


def fuzz(window, spec: str, events: int, seed: int, checker: Checker | None = None) -> int:
    """Throw ``events`` random inputs at the App's table; returns the moves made."""
    rng = random.Random(seed)
    checker = checker or Checker()
    app, _ = make_app(window, animation_speed="normal")
    table = app.start_game(spec, rng.randrange(10_000))
    table.flow.think_delay = 0.05  # the computer answers within a few steps
    moves = 0
    try:
        for i in range(events):
            view = window.current_view
            if not isinstance(view, SessionTable):
                if table.flow.game.moves_played:
                    moves += table.flow.game.moves_played
                leave_other_view(app, view, spec)
                table = window.current_view
                table.flow.think_delay = 0.05
                continue
            table = view
            step(rng, app, table)
            checker.check(table.flow.game)
            if i % 150 == 0:
                table.on_draw()
    finally:
        window.current_view.on_resize(*window.get_size())
        if app.table is not None:
            app.table.flow.close()
    return moves + table.flow.game.moves_played


@pytest.mark.parametrize("spec, events", [("hard:iterations=20", 1300), ("medium", 1300)])
def test_random_input_never_breaks_the_table(window, spec, events):
    moves = fuzz(window, spec, events, SEED)
    assert moves > 40  # the walk really plays, it does not just bounce off


def test_the_fuzzer_catches_an_exception_in_a_handler(window, monkeypatch):
    original = SessionTable.on_mouse_drag
    calls = {"n": 0}

    def flaky(self, *args):
        calls["n"] += 1
        if calls["n"] == 40:
            raise RuntimeError("boom in a handler")
        return original(self, *args)

    monkeypatch.setattr(SessionTable, "on_mouse_drag", flaky)
    with pytest.raises(RuntimeError, match="boom"):
        fuzz(window, "medium", 1500, SEED)


def test_the_fuzzer_catches_a_lost_card_and_an_illegal_move(window):
    class Sabotage(Checker):
        def check(self, game) -> None:
            if game.moves_played >= 3 and not getattr(self, "done_it", False):
                self.done_it = True
                game.record.moves.append("pass")  # a move the rules never allowed here
            super().check(game)

    with pytest.raises(Exception, match="pass|illegal|Illegal"):
        fuzz(window, "medium", 1500, SEED, Sabotage())
