"""The one place that imports Arcade for the app.

Why: with ``ARCADE_HEADLESS=1`` (tests, screenshots) ``import arcade.gui`` fails because
pyglet's xlib window module and ``arcade.ControllerManager`` are missing. Importing
``pyglet.window.xlib`` first and aliasing the controller manager makes it import. Every
other UI module does ``from dirty7.ui.bootstrap import arcade, gui`` so the fix is applied
before any ``arcade.gui`` import, whatever module is imported first.
"""

from __future__ import annotations

import os

import arcade
import pyglet

HEADLESS: bool = bool(getattr(arcade, "headless", False))

if HEADLESS:  # pragma: no branch - depends on the environment
    try:
        import pyglet.window.xlib  # noqa: F401  (registers the module arcade.gui expects)
    except Exception:  # pragma: no cover - only on exotic platforms
        pass
    import arcade.controller

    if not hasattr(arcade, "ControllerManager"):
        arcade.ControllerManager = arcade.controller.ControllerManager  # type: ignore[attr-defined]

import arcade.easing as easing  # noqa: E402  (arcade does not import it by itself)
import arcade.gui as gui  # noqa: E402

__all__ = ["HEADLESS", "arcade", "easing", "gui", "pyglet", "is_headless"]


def is_headless() -> bool:
    """True when Arcade renders off screen (``ARCADE_HEADLESS`` was set before import)."""
    return HEADLESS or os.environ.get("ARCADE_HEADLESS", "") not in ("", "0")
