"""Every patch of Arcade's or pyglet's internals, in one place.

Why one module: a patch reaches into code that Arcade may change in any release. Each
one here says what it fixes and what it bought, and runs only on the Arcade it was
written for (3.3.x, with the pyglet 2.1.x it pins): on another version it is skipped and
a warning is logged, so the game still runs, only slower (or, for the headless import,
only with a display). Subclasses that use Arcade's public hooks are not patches and live
with their users; where a subclass overrides a private member (the logical-size surfaces
and the cached draw of :class:`dirty7.ui.core.scaling.ScaledUIManager`), it is guarded by
the same :func:`applies` and its comment says what it fixes and bought.

:mod:`dirty7.ui.core.bootstrap` applies the import-time patches; :func:`guard_atlas` is
applied per GL context by :class:`dirty7.ui.core.scaling.ScaledView` at each frame.
"""

from __future__ import annotations

import logging
import weakref

import arcade

from dirty7.ui.core.alpha import alpha_unlocked

log = logging.getLogger("dirty7.ui")

#: The Arcade these patches were written and measured against.
WRITTEN_FOR = "3.3."
ARCADE_VERSION: str = getattr(arcade, "VERSION", "unknown")


def applies(name: str) -> bool:
    """Whether patch ``name`` may run on the installed Arcade (else log and skip it)."""
    if ARCADE_VERSION.startswith(WRITTEN_FOR):
        return True
    log.warning("patch %s skipped: written for arcade %sx, this is arcade %s", name,
                WRITTEN_FOR, ARCADE_VERSION)
    return False


def _replace(owner: type, name: str, new) -> None:
    """Put ``new`` in place of ``owner``'s attribute ``name`` (a method of Arcade or pyglet)."""
    setattr(owner, name, new)


def make_gui_importable_headless() -> None:
    """Let ``import arcade.gui`` work with ``ARCADE_HEADLESS=1`` (tests, screenshots).

    Fixes: headless, ``arcade.gui`` fails to import because pyglet's xlib window module
    and ``arcade.ControllerManager`` are missing. Importing ``pyglet.window.xlib`` first
    and aliasing the controller manager makes it import. Bought: the whole headless test
    suite and the screenshots (without it no screen can be built off screen).
    """
    if not getattr(arcade, "headless", False) or not applies("headless gui import"):
        return
    try:
        import pyglet.window.xlib  # noqa: F401  (registers the module arcade.gui expects)
    except Exception:  # noqa: BLE001 - only on exotic platforms; arcade.gui then says why
        log.warning("pyglet.window.xlib could not be imported", exc_info=True)
    from arcade.controller import ControllerManager

    if not hasattr(arcade, "ControllerManager"):
        arcade.ControllerManager = ControllerManager  # type: ignore[attr-defined]


#: Glyph renderer classes whose conversion is already the fast one.
_fast_glyphs: set[type] = set()


def speed_up_glyphs() -> None:
    """Make pyglet's FreeType glyph conversion a byte copy instead of a Python loop.

    Fixes: pyglet expands each rendered glyph from one grey byte per pixel to BGRA with a
    Python loop over every pixel. Bought: the menu's large title alone took tens of
    milliseconds of the start-up that way, and every new label on the table stalled a
    frame. The result is the same bytes: white, with the grey value as alpha.
    """
    try:
        from pyglet.font.freetype import FreeTypeGlyphRenderer
    except Exception:  # noqa: BLE001 - Windows and macOS render glyphs natively
        return
    if FreeTypeGlyphRenderer in _fast_glyphs or not applies("fast glyph conversion"):
        return
    expand = FreeTypeGlyphRenderer._expand_to_rgba

    def fast_expand(self, data, src_format: str, dst_format: str) -> bytes:
        if (len(src_format) == 1 and src_format != "A" and len(dst_format) == 4
                and dst_format.index("A") == 3 and src_format in dst_format):
            grey = bytes(data)
            out = bytearray(b"\xff" * (len(grey) * 4))
            out[3::4] = grey
            return bytes(out)
        return expand(self, data, src_format, dst_format)

    _replace(FreeTypeGlyphRenderer, "_expand_to_rgba", fast_expand)
    _fast_glyphs.add(FreeTypeGlyphRenderer)


#: Listener-type classes whose detection is already cached.
_cached_listeners: set[type] = set()


def remember_listener_types() -> None:
    """Remember how arcade.gui calls each property listener instead of asking ``inspect``.

    Fixes: every widget binds about fifteen listeners, and Arcade inspects each one's
    signature every time (``inspect.signature`` and four trial binds). Bought: that was
    most of the cost of building a menu of a dozen widgets. The answer depends only on
    the function (and whether it is bound), so module- and class-level functions are
    looked up once; lambdas and closures (new objects each time) are not kept.
    """
    from arcade.gui.property import _ListenerType

    if _ListenerType in _cached_listeners or not applies("cached listener types"):
        return
    detect = _ListenerType.detect_callback_type
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

    _replace(_ListenerType, "detect_callback_type", staticmethod(detect_cached))
    _cached_listeners.add(_ListenerType)


#: Property classes whose per-widget state already lives on the widget.
_state_on_widgets: set[type] = set()
_STATE = "_dirty7_property_state"


def keep_property_state_on_widgets() -> None:
    """Keep each ``arcade.gui`` property's value and listeners on the widget itself.

    Fixes: Arcade keeps them in one class-level ``WeakKeyDictionary`` per property, keyed
    by the widget. A value that leads back to its own key (a widget's children → a button
    → its click handler → the view → the view's UI manager → the widget) keeps the key
    alive for good: the dictionary is reachable from the class, so not even the cycle
    collector frees it. Every finished game's table and results stayed alive that way
    (about 12 MB a game headless, 20 MB in a window; 80 tables alive at the end of one
    test module). Stored in the widget's ``__dict__``, the same references are an ordinary
    cycle that ``gc`` frees with the view. Objects without a ``__dict__`` keep Arcade's way.
    """
    from arcade.gui import property as gui_property

    prop_class = gui_property.Property
    if prop_class in _state_on_widgets or not applies("property state on widgets"):
        return
    original = prop_class._get_obs
    make_obs = gui_property._Obs

    def get_obs(self, instance):
        try:
            states = instance.__dict__[_STATE]
        except KeyError:
            states = instance.__dict__[_STATE] = {}
        except AttributeError:  # no __dict__ (slots): Arcade's own store
            return original(self, instance)
        obs = states.get(self)
        if obs is None:
            obs = states[self] = make_obs(self.default_factory(self, instance))
        return obs

    _replace(prop_class, "_get_obs", get_obs)
    _state_on_widgets.add(prop_class)


#: Texture atlases whose ``resize`` already writes alpha.
_guarded_atlases: weakref.WeakSet = weakref.WeakSet()


def guard_atlas(ctx) -> None:
    """Make the default texture atlas grow with full colour writes.

    Fixes: a texture first drawn during a frame is added to the atlas then; when it does
    not fit, the atlas re-renders itself into a larger texture, which must copy alpha
    too, but the frame has alpha writes switched off (:func:`dirty7.ui.core.alpha.
    alpha_locked`). Bought: the alpha lock itself, which replaced a full-window
    colour-masked clear at the end of every frame (a whole extra pass on a software
    renderer), without cards turning see-through after the atlas grows.
    """
    atlas = ctx.default_atlas
    if atlas in _guarded_atlases:
        return
    _guarded_atlases.add(atlas)
    if not applies("atlas resize with alpha"):
        return
    resize = atlas.resize

    def guarded_resize(*args, **kwargs):
        with alpha_unlocked():
            return resize(*args, **kwargs)

    atlas.resize = guarded_resize


__all__ = ["ARCADE_VERSION", "WRITTEN_FOR", "applies", "guard_atlas",
           "keep_property_state_on_widgets", "make_gui_importable_headless",
           "remember_listener_types", "speed_up_glyphs"]
