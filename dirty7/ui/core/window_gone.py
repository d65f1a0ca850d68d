"""Notice the window being destroyed from outside, so the game can end (issue 19, item 12).

Why: a window manager's close button sends ``WM_DELETE_WINDOW`` and pyglet turns it into
``on_close``. A window destroyed outright (``xdotool windowclose``, a killed window
manager, a session ending) sends only ``DestroyNotify``, which pyglet ignores: the game
then ran on with no window, its thinking worker processes with it, at a full core, until
killed. pyglet's X11 window dispatches its platform events through a per-window table of
handlers (``_event_handlers``, keyed by X event type); one more entry there hears the
window go. Other platforms (and the headless EGL window) have no such event: closing
there is always ``on_close``.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.ui.core.patches import applies


def on_destroyed(window, action: Callable[[], None]) -> bool:
    """Run ``action`` once when X11 destroys ``window``; False where that cannot be heard."""
    handlers = getattr(window, "_event_handlers", None)
    if not isinstance(handlers, dict) or not applies("X11 DestroyNotify"):
        return False
    try:
        from pyglet.libs.x11 import xlib
    except Exception:  # noqa: BLE001 - no Xlib here: nothing to listen to
        return False
    done: list[bool] = []

    def destroyed(event) -> None:
        if not done and event.xdestroywindow.window == getattr(window, "_window", None):
            done.append(True)
            action()

    handlers[xlib.DestroyNotify] = destroyed
    return True


__all__ = ["on_destroyed"]
