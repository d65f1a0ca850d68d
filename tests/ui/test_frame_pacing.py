"""The frame rate drops while nothing moves and is full again at once.

Model tests on :class:`FramePacer` (no clock, no timing), and :func:`view_is_busy` on the
real table: animating cards or a toast keep it at full rate, the settled player's turn
does not.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dirty7.ui.core.frame_pacing import (
    FULL,
    IDLE_DRAW,
    IDLE_UPDATE,
    QUIET_AFTER,
    FramePacer,
    PacedWindow,
    view_is_busy,
)
from tests.support.app import make_app
from tests.support.table import tick

IDLE = (IDLE_UPDATE, IDLE_DRAW)


def _gone_quiet() -> FramePacer:
    pacer = FramePacer()
    for _ in range(int(QUIET_AFTER * 60) + 2):
        pacer.tick(FULL, busy=False)
    return pacer


def test_quiet_drops_the_rates_and_input_or_motion_restores_them_at_once():
    pacer = FramePacer()
    assert pacer.tick(FULL, busy=False) == (FULL, FULL)  # not at the first quiet frame
    pacer = _gone_quiet()
    assert pacer.rates == IDLE and pacer.idle
    assert pacer.wake() == (FULL, FULL)  # input
    pacer = _gone_quiet()
    assert pacer.tick(IDLE_UPDATE, busy=True) == (FULL, FULL)  # an animation, a toast


@given(st.lists(st.tuples(st.floats(0, 0.5), st.booleans()), max_size=60))
def test_a_busy_frame_is_always_at_full_rate(steps):
    pacer = FramePacer()
    for dt, busy in steps:
        rates = pacer.tick(dt, busy)
        if busy:
            assert rates == (FULL, FULL)
        assert rates in ((FULL, FULL), IDLE)


class _Base:
    """Stands for ``arcade.Window``'s own dispatch."""

    def dispatch_event(self, event_type, *args):
        return None


class _PacedWindow(PacedWindow, _Base):
    """Records the rates the mixin sets (what ``arcade.Window`` would be told)."""

    def __init__(self, view=None) -> None:
        self.current_view = view
        self.set: list[tuple[str, float]] = []

    def set_update_rate(self, rate):
        self.set.append(("update", rate))

    def set_draw_rate(self, rate):
        self.set.append(("draw", rate))


def test_the_window_slows_when_quiet_and_is_full_at_the_first_input():
    window = _PacedWindow()
    for _ in range(int(QUIET_AFTER * 60) + 2):
        window.dispatch_event("on_update", FULL)
    assert window.set == [("update", IDLE_UPDATE), ("draw", IDLE_DRAW)]
    window.dispatch_event("on_mouse_motion", 1, 1, 1, 0)
    assert window.set[-2:] == [("update", FULL), ("draw", FULL)]


def test_the_table_is_busy_while_cards_move_or_a_toast_shows_and_idle_when_settled(window):
    app, _ = make_app(window, difficulty="easy", animation_speed="normal")
    table = app.start_game("easy", 3)
    for _ in range(600):
        if table.flow.human_to_move and table.flow.settled:
            break
        tick(table)
    if table.toast.remaining > 0:
        assert view_is_busy(table)
        table.toast.remaining = 0
    assert not view_is_busy(table)
    table.toast.show("Hint: play 9♦")
    assert view_is_busy(table)
    table.toast.remaining = 0
    table.card_sprites.place_all(animate=True)
    assert view_is_busy(table) == table.card_sprites.is_animating


class _Fading:
    def __init__(self, seconds: float) -> None:
        self.remaining = seconds

    @property
    def in_motion(self) -> bool:
        return self.remaining > 0


class _Screen:
    """A view without ``wants_full_rate``: what moves on it is found by what it declares."""


def test_a_view_is_busy_through_what_its_parts_declare():
    screen = _Screen()
    assert not view_is_busy(screen) and not view_is_busy(None)
    screen.notice = _Fading(0.0)
    assert not view_is_busy(screen)
    screen.notice.remaining = 2.0
    assert view_is_busy(screen)
    screen.notice = type("Undeclared", (), {"remaining": 2.0})()  # no in_motion: not asked
    assert not view_is_busy(screen)


def test_a_view_that_says_itself_is_asked_only():
    screen = type("Asks", (), {"wants_full_rate": lambda self: False})()
    screen.notice = _Fading(2.0)
    assert not view_is_busy(screen)
