"""The one place that imports Arcade for the app.

Why: with ``ARCADE_HEADLESS=1`` (tests, screenshots) ``import arcade.gui`` fails because
pyglet's xlib window module and ``arcade.ControllerManager`` are missing. Importing
``pyglet.window.xlib`` first and aliasing the controller manager makes it import. Every
other UI module does ``from dirty7.ui.core.bootstrap import arcade, gui`` so the fix is applied
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


def _speed_up_glyphs() -> None:
    """Make pyglet's FreeType glyph conversion a byte copy instead of a Python loop.

    Why: pyglet expands each rendered glyph from one grey byte per pixel to BGRA with a
    Python loop over every pixel; the menu's large title alone takes tens of
    milliseconds of the start-up that way, and every new label on the table stalls a
    frame. The result is the same bytes: white, with the grey value as alpha.
    """
    try:
        from pyglet.font.freetype import FreeTypeGlyphRenderer
    except Exception:  # pragma: no cover - Windows and macOS render glyphs natively
        return
    expand = FreeTypeGlyphRenderer._expand_to_rgba
    if getattr(expand, "_dirty7_fast", False):
        return

    def fast_expand(self, data, src_format: str, dst_format: str) -> bytes:
        if (len(src_format) == 1 and src_format != "A" and len(dst_format) == 4
                and dst_format.index("A") == 3 and src_format in dst_format):
            grey = bytes(data)
            out = bytearray(b"\xff" * (len(grey) * 4))
            out[3::4] = grey
            return bytes(out)
        return expand(self, data, src_format, dst_format)

    fast_expand._dirty7_fast = True  # type: ignore[attr-defined]
    FreeTypeGlyphRenderer._expand_to_rgba = fast_expand  # type: ignore[method-assign]


_speed_up_glyphs()


def _remember_listener_types() -> None:
    """Remember how arcade.gui calls each property listener instead of asking ``inspect``.

    Why: every widget binds about fifteen listeners, and Arcade inspects each one's
    signature every time (``inspect.signature`` and four trial binds) — most of the cost
    of building a menu of a dozen widgets. The answer depends only on the function (and
    whether it is bound), so module- and class-level functions are looked up once.
    """
    from arcade.gui.property import _ListenerType

    detect = _ListenerType.detect_callback_type
    if getattr(detect, "_dirty7_cached", False):
        return
    known: dict = {}

    def detect_cached(callback):
        func = getattr(callback, "__func__", callback)
        name = getattr(func, "__qualname__", "<")
        if "<" in name:  # lambdas and closures: new objects every time, not kept
            return detect(callback)
        key = (func, hasattr(callback, "__self__"))
        try:
            return known[key]
        except KeyError:
            kind = known[key] = detect(callback)
            return kind
        except TypeError:  # unhashable
            return detect(callback)

    detect_cached._dirty7_cached = True  # type: ignore[attr-defined]
    _ListenerType.detect_callback_type = staticmethod(detect_cached)  # type: ignore[method-assign]


_remember_listener_types()

__all__ = ["HEADLESS", "arcade", "easing", "gui", "pyglet", "is_headless"]


def is_headless() -> bool:
    """True when Arcade renders off screen (``ARCADE_HEADLESS`` was set before import)."""
    return HEADLESS or os.environ.get("ARCADE_HEADLESS", "") not in ("", "0")
