"""Helpers for driving the table headless through its real event handlers (no tests here)."""

from __future__ import annotations

from dirty7.rules import Card
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import card_size

LEFT = arcade.MOUSE_BUTTON_LEFT


def live(sounds=None, **values):
    """Settings for one view, kept in memory (a table or sheet in a test, never saved)."""
    from dirty7.store.settings import Settings
    from dirty7.ui.core.live_settings import LiveSettings

    return LiveSettings(Settings(**values), persist=False, sounds=sounds)


class FakeClock:
    """An injectable clock: tests decide how fast clicks come."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class FirstLegal:
    """A tiny deterministic strategy for table tests (the registry's are tested elsewhere)."""

    name = "first"

    def choose(self, view):
        return view.legal_moves[0]


def card(text: str) -> int:
    return int(Card.parse(text))


def grab_point(view, key: int) -> tuple[int, int]:
    """Window pixel over the visible left strip of a hand card (the fan overlaps cards)."""
    sprite = view.card_sprites.sprites[key]
    w, _ = card_size(sprite.base_scale)
    x, y = view.to_window(sprite.center_x - w / 2 + 14, sprite.center_y)
    return round(x), round(y)


def window_point(view, x: float, y: float) -> tuple[int, int]:
    wx, wy = view.to_window(x, y)
    return round(wx), round(wy)


def click_at(view, x: int, y: int) -> None:
    view.on_mouse_press(x, y, LEFT, 0)
    view.on_mouse_release(x, y, LEFT, 0)


def click_widget(view, widget) -> None:
    x, y = window_point(view, *widget.rect.center)
    view.on_mouse_motion(x, y, 0, 0)
    click_at(view, x, y)


def drag_to(view, start: tuple[int, int], end: tuple[int, int], steps: int = 8,
            release: bool = True) -> None:
    """Press at ``start``, move in ``steps`` to ``end`` (drawing frames), release."""
    x0, y0 = start
    x1, y1 = end
    view.on_mouse_press(x0, y0, LEFT, 0)
    px, py = x0, y0
    for i in range(1, steps + 1):
        x = round(x0 + (x1 - x0) * i / steps)
        y = round(y0 + (y1 - y0) * i / steps)
        view.on_mouse_drag(x, y, x - px, y - py, LEFT, 0)
        px, py = x, y
    if release:
        view.on_mouse_release(x1, y1, LEFT, 0)


#: What a :class:`TableOpener` hands the view itself; every other keyword is an option.
VIEW_ARGUMENTS = ("settings", "on_menu", "on_game_over")


class TableOpener:
    """Opens tables on given positions (you south, :class:`FirstLegal` north), shown,
    settled and drawn once, and closes their opponents afterwards (:meth:`close`).

    ``clock`` is shared by every table (a fresh :class:`FakeClock` each when None);
    ``defaults()`` gives arguments a test may still override (the view's own
    :data:`VIEW_ARGUMENTS`; every other one is a :class:`TableOptions` field), and
    ``prepare(view)`` runs on each new table before it is shown.
    """

    def __init__(self, window, clock=None, defaults=dict, prepare=None) -> None:
        self.window = window
        self.clock = clock
        self.defaults = defaults
        self.prepare = prepare
        self.made: list = []

    def __call__(self, position: str, **kwargs):
        from dirty7.game.controller import PERSON_AT_TABLE, Game
        from dirty7.game.seats.computer_seat import ComputerSeat
        from dirty7.game.table.table_options import TableOptions
        from dirty7.ui.table.table_view import TableView

        game = Game([PERSON_AT_TABLE, None], start=position, players=["You", "Computer"])
        kwargs = {**self.defaults(), **kwargs}
        kwargs.setdefault("opponents", {1: ComputerSeat(strategy=FirstLegal())})
        clock = self.clock if self.clock is not None else FakeClock()
        own = {name: kwargs.pop(name) for name in VIEW_ARGUMENTS if name in kwargs}
        view = TableView(self.window, TableOptions(clock=clock, **kwargs), game=game, **own)
        if self.prepare is not None:
            self.prepare(view)
        self.window.show_view(view)
        settle(view)
        view.on_draw()
        self.made.append(view)
        return view

    def close(self) -> None:
        for view in self.made:
            view.flow.close()


def tick(view, dt: float = 1 / 60) -> None:
    """One frame, after any computer seat has finished thinking.

    Tests step simulated time; waiting for the worker first keeps a loaded machine (a
    slow thread) from running out the test's frame budget before the answer arrives.
    """
    flow = getattr(view, "flow", None)  # a table (the results and the menu have none)
    for opponent in (flow.opponents.values() if flow is not None else ()):
        if opponent.thinking:
            opponent.wait(timeout=30)
    view.on_update(dt)


def settle(view, seconds: float = 5.0, dt: float = 1 / 60, until=None) -> None:
    """Step ``on_update`` until the table is idle (or ``until()``), at most ``seconds``."""
    t = 0.0
    while t < seconds:
        tick(view, dt)
        t += dt
        if until is not None:
            if until():
                return
        elif view.flow.is_idle and view.flow.settled:
            return


def pixel(x: int, y: int) -> tuple[int, int, int]:
    """Colour at window pixel (x, y), Arcade's y-up convention, of the frame just drawn."""
    image = arcade.get_image().convert("RGB")
    return image.getpixel((x, image.height - 1 - y))
