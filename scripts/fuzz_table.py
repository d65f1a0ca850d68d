"""The table part of scripts/fuzz.py: random events at the real, headless table.

The whole program runs on an invisible window: :class:`dirty7.ui.app.App` opens the menu,
the table (:class:`dirty7.ui.table.table_session.SessionTable`), the results and every screen
reached from them. Events go to the current view's real handlers: mouse presses, drags
and releases at random pixels and at meaningful ones (a hand card's visible strip, the
stock, the waste, Draw, Pass, Menu, Hint, Log, Why?, ?, a suit of the picker, a menu or
results button), the game's keys (arrows, Enter, Space, D, P, H, L, M, W, E, 1-4, Esc, ?,
F11), ``on_update`` steps of irregular length, and ``on_draw`` every few events so the
drawing code runs too. Off the table the walk presses keys and buttons of that screen
and, when it lingers, goes on as a player would (Play again, Resume, a new game). Quitting
from the menu opens a fresh App on the same data folder, as starting the program again
would (Resume from disk). The computer seats think in threads with Easy or Medium, so a
long run is quick.

One event is one handler call. An exception escaping a handler is caught, counted, and
its summary (type, message, innermost frame) kept; the walk then goes back to the menu.
"""

from __future__ import annotations

import contextlib
import os
import random
import traceback
from collections.abc import Iterator
from typing import Any

FRAME = 1 / 60
SPECS = ("easy", "medium")
DRAW_EVERY = 20  # events between two frames drawn
LINGER = 40  # events spent on a screen other than the table or the menu before leaving it


def _keys(arcade: Any) -> tuple[list[int], list[int]]:
    """The table's keys (Esc and F11 apart: they are drawn rarely) and the menu's."""
    k = arcade.key
    table = [k.LEFT, k.RIGHT, k.UP, k.DOWN, k.ENTER, k.SPACE, k.D, k.P, k.H, k.L, k.M,
             k.W, k.E, k.KEY_1, k.KEY_2, k.KEY_3, k.KEY_4, k.QUESTION, k.TAB]
    menu = [k.UP, k.DOWN, k.LEFT, k.RIGHT, k.ENTER, k.SPACE, k.N, k.R, k.H, k.S, k.M, k.TAB]
    return table, menu


def _waiting_for_the_answer(wait: Any) -> Any:
    """A seat's ``wait`` that waits for the answer whatever the timeout asked.

    Why: the table gives a quick strategy a few milliseconds to answer within the frame
    that asked; on a loaded machine the answer came a frame later, and the same seed
    walked another walk.
    """
    def patient(timeout: float | None = None) -> None:
        wait(timeout=30)

    return patient


class TableFuzzer:
    """One seeded walk; :meth:`run` returns the counts."""

    def __init__(self, window: Any, seed: int) -> None:
        from dirty7.ui.core.bootstrap import arcade

        self.arcade = arcade
        self.window = window
        self.rng = random.Random(seed)
        self.table_keys, self.menu_keys = _keys(arcade)
        self.counts = {"events": 0, "moves_played": 0, "refusals_shown": 0,
                       "games_finished": 0, "games_started": 0, "menu_visits": 0,
                       "restarts": 0, "frames_drawn": 0, "exceptions": 0}
        self.failures: list[str] = []
        self.current: tuple[Any, int] = (None, 0)  # the table followed, its moves then
        self.finished: dict[int, Any] = {}  # id → game (kept, so an id is never reused)
        self.lingered = 0
        self.now = 0.0  # the walk's own clock: on_update steps move it, and each event a little
        self.quits: list[int] = []
        self.app = self._new_app()

    # --- the program -----------------------------------------------------------------------
    def _new_app(self) -> Any:
        from dirty7.ui.app import App, AppOptions
        from dirty7.ui.core.difficulties import BUILT_IN_OPTIONS

        options = AppOptions(opponent_mode="thread", strategies=BUILT_IN_OPTIONS[:2],
                             animation_speed=self.rng.choice(["instant", "fast", "normal"]))
        self.quits = []
        return App(self.window, options, on_quit=self.quits.append)

    def _restart(self) -> None:
        """The player quit: the program starts again on the same data folder."""
        if self.app.table is not None:
            self.app.table.flow.close()
        self.counts["restarts"] += 1
        self.app = self._new_app()
        self.app.show_menu()

    def _follow(self, view: Any) -> None:
        """Count what the table left behind did; note a new table (its refusals count)."""
        from dirty7.ui.table.table_session import SessionTable

        table, before = self.current
        if view is table:
            return
        if table is not None:
            game = table.flow.game
            self.counts["moves_played"] += len(game.record.moves) - before
            if game.is_over and id(game) not in self.finished:
                self.finished[id(game)] = game
                self.counts["games_finished"] += 1
        self.current = (None, 0)
        if isinstance(view, SessionTable):
            view.flow.think_delay = 0.05  # the computer answers within a few steps
            # Double-clicks and the stock's cooldown read the walk's clock, not the wall's:
            # the same seed makes the same walk on a fast machine and on a loaded one.
            view.flow.double_click.clock = view.flow.stock_cooldown.clock = self.clock
            for opponent in view.flow.opponents.values():  # its answer in the frame it asks
                opponent.wait = _waiting_for_the_answer(opponent.wait)
            view.flow.events.refused.connect(self.on_refused)
            moves = len(view.flow.game.record.moves)
            self.counts["games_started"] += moves == 0
            self.current = (view, moves)

    def clock(self) -> float:
        return self.now

    def on_refused(self, _reason: str) -> None:
        """The table showed a refusal (a flow listener, like the table's parts)."""
        self.counts["refusals_shown"] += 1

    # --- events ----------------------------------------------------------------------------
    def send(self, handler: str, *args: Any) -> None:
        """One event to the current view's real handler."""
        view = self.window.current_view
        self.counts["events"] += 1
        self.now += args[0] if handler == "on_update" else 0.01
        getattr(view, handler)(*args)
        if self.counts["events"] % DRAW_EVERY == 0 and self.window.current_view is not None:
            self.window.current_view.on_draw()
            self.counts["frames_drawn"] += 1

    def tick(self, dt: float) -> None:
        """A frame of ``dt`` seconds, once a computer seat's thread has answered."""
        from dirty7.game.table.table_flow import TableFlow

        flow = getattr(self.window.current_view, "flow", None)  # a table's (or a screen's)
        if isinstance(flow, TableFlow):
            for opponent in flow.opponents.values():
                if opponent.thinking:
                    opponent.wait(timeout=30)
            flow.hint.wait(timeout=30)  # a hint asked (H) is shown in the frame after, too
        self.send("on_update", dt)

    def table_point(self, table: Any) -> tuple[int, int]:
        """A window pixel worth pressing at the table (or anywhere, sometimes)."""
        from dirty7.ui.core.layout import card_size

        rng, lay = self.rng, table.layout
        choice = rng.random()
        mine = [int(c) for c in table.flow.state.hands[table.flow.my_seat]
                if int(c) in table.card_sprites.sprites]
        if choice < 0.25 and table.flow.human_to_move:  # often a legal move: the games go on
            legal = [m for m in table.flow.game.position.legal_moves() if m.card is not None]
            mine = [int(m.card) for m in legal if int(m.card) in table.card_sprites.sprites] or mine
        if choice < 0.4 and mine:
            sprite = table.card_sprites.sprites[rng.choice(mine)]
            w, _ = card_size(sprite.base_scale)
            x, y = sprite.center_x - w / 2 + rng.uniform(4, 24), sprite.center_y
        elif choice < 0.52:
            x, y = lay.stock.x, lay.stock.y
        elif choice < 0.62:
            x, y = lay.waste_center
        elif choice < 0.85:
            widgets = [table.hud.draw_button] * 4 + [table.hud.pass_button] * 4
            widgets += [table.hud.menu_button, *table._tool_buttons(), *table.picker.buttons * 3]
            x, y = rng.choice(widgets).rect.center
        else:
            x, y = rng.uniform(0, table.fit.width), rng.uniform(0, table.fit.height)
        wx, wy = table.to_window(x, y)
        return round(wx), round(wy)

    def screen_point(self, view: Any) -> tuple[int, int]:
        """A window pixel on another screen: one of its buttons, or anywhere."""
        buttons = [w for w in getattr(view, "ui", None).walk_widgets()
                   if hasattr(w, "rect")] if hasattr(view, "ui") else []
        if buttons and self.rng.random() < 0.7 and hasattr(view, "to_window"):
            x, y = view.to_window(*self.rng.choice(buttons).rect.center)
            return round(x), round(y)
        width, height = self.window.get_size()
        return self.rng.randrange(width), self.rng.randrange(height)

    def gesture(self, point: tuple[int, int], other: tuple[int, int]) -> None:
        """A click, a double-click, a drag (sometimes never released) or a hover."""
        rng, left = self.rng, self.arcade.MOUSE_BUTTON_LEFT
        r = rng.random()
        x, y = point
        if r < 0.45:
            self.send("on_mouse_press", x, y, rng.choice([left] * 5 + [4]), 0)
            if rng.random() < 0.9:
                self.send("on_mouse_release", x, y, left, 0)
        elif r < 0.6:
            for _ in range(2):
                self.send("on_mouse_press", x, y, left, 0)
                self.send("on_mouse_release", x, y, left, 0)
        elif r < 0.9:
            (x1, y1), px, py = other, x, y
            self.send("on_mouse_press", x, y, left, 0)
            steps = rng.randint(1, 6)
            for i in range(1, steps + 1):
                if rng.random() < 0.3:
                    self.tick(rng.uniform(0, 0.05))
                nx, ny = x + (x1 - x) * i // steps, y + (y1 - y) * i // steps
                self.send("on_mouse_drag", nx, ny, nx - px, ny - py, left, 0)
                px, py = nx, ny
            if rng.random() < 0.9:
                self.send("on_mouse_release", px, py, left, 0)
        else:
            self.send("on_mouse_motion", x, y, 0, 0)

    def at_table(self, table: Any) -> None:
        rng, k = self.rng, self.arcade.key
        r = rng.random()
        if r < 0.4:
            self.tick(rng.choice([0.0, 1 / 120, FRAME, 1 / 30, rng.uniform(0, 0.3)]))
        elif r < 0.75:
            self.gesture(self.table_point(table), self.table_point(table))
        else:
            rare = rng.random()
            symbol = k.ESCAPE if rare < 0.015 else k.F11 if rare < 0.02 else \
                rng.choice(self.table_keys)
            self.send("on_key_press", symbol, rng.choice([0, 0, 0, 0, k.MOD_SHIFT]))

    def at_menu(self, menu: Any) -> None:
        rng, k = self.rng, self.arcade.key
        r = rng.random()
        if r < 0.3:
            self.tick(FRAME)
        elif r < 0.55:
            self.gesture(self.screen_point(menu), self.screen_point(menu))
        elif r < 0.58:
            self.send("on_key_press", k.ESCAPE, 0)  # quit: the program starts again
        else:
            symbol = k.R if menu.resume_available and rng.random() < 0.3 else \
                k.ENTER if rng.random() < 0.3 else rng.choice(self.menu_keys)
            self.send("on_key_press", symbol, 0)

    def elsewhere(self, view: Any) -> None:
        """Results, review, settings, statistics, how to play: press around, then go on."""
        from dirty7.ui.screens.results import ResultsView

        rng, k = self.rng, self.arcade.key
        self.lingered += 1
        if self.lingered > LINGER:
            self.lingered = 0
            if isinstance(view, ResultsView) and rng.random() < 0.7:
                self.app.play_again()
            else:
                self.app.show_menu()
            return
        r = rng.random()
        if r < 0.35:
            self.tick(FRAME)
        elif r < 0.65:
            self.gesture(self.screen_point(view), self.screen_point(view))
        else:
            self.send("on_key_press", rng.choice(
                [k.ENTER, k.SPACE, k.ESCAPE, k.LEFT, k.RIGHT, k.UP, k.DOWN, k.S, k.R, k.V,
                 k.M, k.E, k.TAB, k.PAGEDOWN, k.PAGEUP]), 0)

    # --- the walk --------------------------------------------------------------------------
    def step(self) -> None:
        from dirty7.ui.screens.menu import MenuView
        from dirty7.ui.table.table_session import SessionTable

        view = self.window.current_view
        self._follow(view)
        if isinstance(view, SessionTable):
            self.lingered = 0
            self.at_table(view)
        elif isinstance(view, MenuView):
            self.counts["menu_visits"] += self.lingered >= 0
            self.lingered = -1  # counted once a visit
            self.at_menu(view)
        elif view is None:
            self.app.show_menu()
        else:
            self.elsewhere(view)
        if self.quits:
            self._restart()
        self._follow(self.window.current_view)

    def recover(self, exc: BaseException) -> None:
        """Count and summarise an exception, then carry on from the menu (or a new App)."""
        self.counts["exceptions"] += 1
        frame = traceback.extract_tb(exc.__traceback__)[-1:] or [None]
        where = f" at {frame[0].filename}:{frame[0].lineno}" if frame[0] else ""
        self.failures.append(f"{type(exc).__name__}: {exc}{where}"[:300])
        try:
            self.app.show_menu()
        except Exception:  # noqa: BLE001 - the menu itself broke: start the program again
            self._restart()

    @contextlib.contextmanager
    def seeded_deals(self) -> Iterator[None]:
        """Deals the program would draw from the OS's random source come from the walk's.

        Why: with a new deal each run, the same seed walked a different game each time (a
        hand with no card the walk happened to play, on some runs); a walk that repeats
        itself is one a failure can be reproduced from.
        """
        from dirty7.game import session

        def draw_seed() -> int:
            return self.rng.randrange(2**32)

        saved = session.draw_seed
        session.draw_seed = draw_seed
        try:
            yield
        finally:
            session.draw_seed = saved

    def run(self, events: int) -> dict[str, int]:
        with self.seeded_deals():
            return self._run(events)

    def _run(self, events: int) -> dict[str, int]:
        self.app.start() if self.rng.random() < 0.5 else \
            self.app.start_game(self.rng.choice(SPECS), self.rng.randrange(10_000))
        try:
            while self.counts["events"] < events:
                try:
                    self.step()
                except Exception as exc:  # noqa: BLE001 - counted: this must stay 0
                    self.recover(exc)
        finally:
            if self.app.table is not None:
                self.app.table.flow.close()
            self._follow(None)
            self._wind_down()
        return self.counts

    def _wind_down(self) -> None:
        """Leave the window as it was found (windowed, its size, nothing shown)."""
        from dirty7.ui.table.fullscreen import toggle_fullscreen

        if self.window.fullscreen:
            toggle_fullscreen(self.window)
        if self.window.current_view is not None:
            self.window.current_view.on_resize(*self.window.get_size())
        self.window.hide_view()


def run_table(events: int, seed: int, window: Any = None) -> tuple[dict[str, int], list[str]]:
    """``events`` random events at the table on ``window`` (a new invisible one when None,
    headless); the counts and the exception summaries."""
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    from dirty7.ui.core.bootstrap import arcade

    own = window is None
    if own:
        window = arcade.Window(1280, 720, "Dirty Seven fuzz", visible=False)
    try:
        fuzzer = TableFuzzer(window, seed)
        counts = fuzzer.run(events)
        return counts, fuzzer.failures
    finally:
        if own:
            window.close()
