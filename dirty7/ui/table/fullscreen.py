"""F11 on the table: full screen on and off, and the window's size kept across the switch."""

from __future__ import annotations

import weakref

from dirty7.i18n import _

#: Window → its size before it went full screen (the window outlives the tables).
_WINDOWED_SIZE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def toggle_fullscreen(window) -> None:
    """Full screen on or off; leaving it gives the window back the size it had before.

    Why not only ``window.set_fullscreen``: on X11 pyglet makes a new window for the
    switch and, with Arcade's DPI setting, sizes it from the size it was *created* with,
    not the one the player had resized it to. And the key that asked for the switch is
    released over the new window, so pyglet still counts it as held and would take its
    next press for an auto-repeat: every second F11 would be lost. pyglet notes the key
    as held only after this handler returns, so the caller forgets held keys on the next
    frame (:func:`forget_held_keys`).
    """
    if window.fullscreen:
        window.set_fullscreen(False)
        size = _WINDOWED_SIZE.pop(window, None)
        if size is not None and tuple(window.get_size()) != size:
            window.set_size(*size)
    else:
        _WINDOWED_SIZE[window] = tuple(window.get_size())
        window.set_fullscreen(True)


def forget_held_keys(window) -> None:
    """Forget the keys pyglet counts as held (the window was made anew: none are)."""
    pressed = getattr(window, "pressed_keys", None)
    if pressed is not None:
        pressed.clear()



def refused_words() -> str:
    """What the table says when the window manager refuses full screen."""
    return _("Full screen is not available here")

__all__ = ["forget_held_keys", "refused_words", "toggle_fullscreen"]
