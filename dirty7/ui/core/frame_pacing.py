"""Draw at full rate only while something moves.

Why: Arcade draws and updates 60 times a second whatever happens, and a card game sits
still most of the time: the menu used 77 % of a core and the table on the player's turn
71 %, for frames identical to the one before. :class:`FramePacer` is the model (no
Arcade): full rate at once on any input, animation, toast or computer move, and after
:data:`QUIET_AFTER` seconds of nothing, :data:`IDLE_UPDATE` updates (10 a second, so a
move arriving from the computer's worker is picked up within a tenth of a second, and its
animation then runs at full rate) and :data:`IDLE_DRAW` (one) draw a second (a safety net; an
idle frame shows nothing new). :func:`view_is_busy` tells from a view whether anything is
moving on it, through what it declares (:class:`PacedView`, :class:`Moving`);
:class:`dirty7.ui.app.DirtySevenWindow` feeds both to the window's rates.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

FULL = 1 / 60
IDLE_UPDATE = 1 / 10
IDLE_DRAW = 1.0
QUIET_AFTER = 1.0  # seconds with nothing moving before the rates drop

#: Window events that mean the player did something: full rate at once.
INPUT_EVENTS = frozenset({
    "on_mouse_motion", "on_mouse_press", "on_mouse_release", "on_mouse_drag",
    "on_mouse_scroll", "on_mouse_enter", "on_key_press", "on_key_release", "on_text",
    "on_text_motion", "on_resize", "on_activate", "on_show", "on_expose",
})


class FramePacer:
    """Chooses the update and draw intervals; ``rates`` is what the window should use."""

    def __init__(self) -> None:
        self.quiet = 0.0  # seconds since something last moved
        self.rates = (FULL, FULL)  # (update interval, draw interval)

    @property
    def idle(self) -> bool:
        return self.rates != (FULL, FULL)

    def wake(self) -> tuple[float, float]:
        """Input, or something started moving: full rate now."""
        self.quiet = 0.0
        self.rates = (FULL, FULL)
        return self.rates

    def tick(self, dt: float, busy: bool) -> tuple[float, float]:
        """One update ``dt`` seconds after the last; ``busy``: something moves on screen."""
        if busy:
            return self.wake()
        self.quiet += dt
        if self.quiet >= QUIET_AFTER:
            self.rates = (IDLE_UPDATE, IDLE_DRAW)
        return self.rates


@runtime_checkable
class Moving(Protocol):
    """Something on a screen that may move (a toast or notice fading, cards gliding, a part
    of the table): the window draws at full rate while it does."""

    @property
    def in_motion(self) -> bool: ...


@runtime_checkable
class PacedView(Protocol):
    """A view that says itself whether anything on it moves (the table: its flow too)."""

    def wants_full_rate(self) -> bool: ...


def view_is_busy(view: object) -> bool:
    """Whether ``view`` has anything moving: its own :meth:`PacedView.wants_full_rate` if
    it has one, else whether any of its attributes is :class:`Moving` and in motion (a
    toast or notice showing)."""
    if view is None:
        return False
    if isinstance(view, PacedView):
        return view.wants_full_rate()
    return any(isinstance(part, Moving) and part.in_motion for part in list(vars(view).values()))


class PacedWindow:
    """Mixin for an ``arcade.Window`` (put it first in the bases): the frame rates follow
    a :class:`FramePacer` fed by the window's own events."""

    pacer: FramePacer

    def dispatch_event(self, event_type: str, *args: Any):
        result = super().dispatch_event(event_type, *args)  # type: ignore[misc]
        pacer = self.__dict__.setdefault("pacer", FramePacer())
        before = pacer.rates
        if event_type in INPUT_EVENTS:
            rates = pacer.wake()
        elif event_type == "on_update":
            rates = pacer.tick(args[0], view_is_busy(getattr(self, "current_view", None)))
        else:
            return result
        if rates != before:
            self.set_update_rate(rates[0])  # type: ignore[attr-defined]
            self.set_draw_rate(rates[1])  # type: ignore[attr-defined]
        return result


__all__ = ["FULL", "IDLE_DRAW", "IDLE_UPDATE", "INPUT_EVENTS", "QUIET_AFTER", "FramePacer",
           "Moving", "PacedView", "PacedWindow", "view_is_busy"]
