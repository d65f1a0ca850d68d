"""Every event the window dispatches, guarded: an unexpected exception is handed to the
window's ``crash_handler`` instead of ending the program.

Why at the window's ``dispatch_event``: pyglet sends ``on_draw``, ``on_update`` and every
input event (mouse, keys, text, resize) to the current view through it, so this one place
sees an exception from any view's handler, including views no one has written yet. Without
it an exception in ``on_draw`` leaves pyglet's loop and the window vanishes with the
game in progress lost and the traceback on a terminal the player never saw.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from dirty7.ui.core.arcade_private import draw_rate

log = logging.getLogger("dirty7.crash")

CrashHandler = Callable[[BaseException, str], None]


def dispatch_guarded(dispatch: Callable[..., Any], on_crash: CrashHandler | None,
                     event_type: str, *args: Any) -> Any:
    """``dispatch(event_type, *args)``; an ``Exception`` goes to ``on_crash(error, event)``.

    Without a handler the exception is raised as before. ``KeyboardInterrupt`` and
    ``SystemExit`` are not crashes and pass through.
    """
    if on_crash is None:
        return dispatch(event_type, *args)
    try:
        return dispatch(event_type, *args)
    except Exception as error:  # noqa: BLE001 - the point: no exception is silent or fatal
        log.error("unexpected error in %s", event_type, exc_info=error)
        on_crash(error, event_type)
        return True  # handled: no other handler gets this event


class CrashGuard:
    """Mixin for an ``arcade.Window`` (before it in the bases): its events are guarded by
    :func:`dispatch_guarded` once ``crash_handler`` is set."""

    crash_handler: CrashHandler | None = None

    def dispatch_event(self, event_type: str, *args: Any) -> Any:
        return dispatch_guarded(super().dispatch_event, self.crash_handler,  # type: ignore[misc]
                                event_type, *args)


def run_headless(window: Any) -> None:
    """Arcade's headless event loop (``arcade.run`` with ``ARCADE_HEADLESS``), guarded.

    Why a copy: Arcade's own headless loop calls the view's ``on_update`` and ``on_draw``
    directly, past ``dispatch_event``, so a crash there would end the program (this is
    the loop of every test of the installed game, and of the bundle's smoke test). It
    steps the views with the time each frame took, as Arcade's does (Arcade 3.3).
    """
    import time

    delta_time = draw_rate(window)  # Arcade's first step, as in arcade.run
    last = time.perf_counter()
    while window.context:
        active = window.current_view or window
        dispatch_guarded(_direct(active), window.crash_handler, "on_update", delta_time)
        if window.context:
            active = window.current_view or window
            dispatch_guarded(_direct(active), window.crash_handler, "on_draw")
        if window.context:
            window.flip()
        now = time.perf_counter()
        delta_time, last = now - last, now


def _direct(target: Any) -> Callable[..., Any]:
    """A dispatch that calls ``target``'s handler itself (what the headless loop does)."""
    return lambda event_type, *args: getattr(target, event_type)(*args)


__all__ = ["CrashGuard", "CrashHandler", "dispatch_guarded", "run_headless"]
