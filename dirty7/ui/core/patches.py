"""Every patch of Arcade's or pyglet's internals, in one place with its guard: here, and
pyglet's text (glyphs, atlases, style setters) in :mod:`dirty7.ui.core.text_patches`.

Why one place: a patch reaches into code that Arcade or pyglet may change in any release.
Each one says what it fixes and what it bought (measured with
``scripts/bench_frames.py`` with and without it, ``DIRTY7_SKIP_PATCHES=name``; the figures
are in ``docs/PATCHES.md``), and runs only on the versions it was written for, the ones
``pyproject.toml`` pins (:data:`ARCADE_PINNED`, :data:`PYGLET_PINNED`, from
:mod:`dirty7.ui.core.patch_pins`): on another version it is skipped and a warning is
logged that says what is lost (:data:`~dirty7.ui.core.patch_pins.WITHOUT`). Most patches
buy speed or memory, so the game runs on, slower or larger; but without
``logical-surfaces`` or ``label-min-size`` widgets are placed wrongly, and without
``headless-gui`` no screen can be built off screen. That covers the members a subclass
overrides or reads that are private in Arcade: the logical-size surfaces and the cached
draw of the UI manager live here as :class:`UIManagerPatches`, a mixin that
:class:`dirty7.ui.core.scaling.ScaledUIManager` takes in. Every private member a patch
reads or replaces is reached through :mod:`dirty7.ui.core.arcade_private`.

:mod:`dirty7.ui.core.bootstrap` applies the import-time patches; :func:`guard_atlas` is
applied per GL context by :class:`dirty7.ui.core.scaling.ScaledView` at each frame;
:func:`on_destroyed` by the app's window.
"""

from __future__ import annotations

import importlib
import logging
import sys
import weakref
from collections.abc import Callable

import arcade
import pyglet

from dirty7.ui.core import arcade_private as private
from dirty7.ui.core.alpha import alpha_unlocked
from dirty7.ui.core.patch_pins import ARCADE_PINNED, PYGLET_PINNED, SKIP_ENV, WITHOUT, left_out
from dirty7.ui.core.ui_areas import merged_areas, needs_update, visible_areas

log = logging.getLogger("dirty7.ui")

ARCADE_VERSION: str = getattr(arcade, "VERSION", "unknown")
PYGLET_VERSION: str = getattr(pyglet, "version", "unknown")
_warned: set[str] = set()


def applies(name: str) -> bool:
    """Whether patch ``name`` may run: on the pinned Arcade and pyglet, unless
    :data:`SKIP_ENV` leaves it out (else the stock code runs, with one warning that says
    what is lost without it)."""
    if left_out(name):
        return False
    if (ARCADE_VERSION, PYGLET_VERSION) == (ARCADE_PINNED, PYGLET_PINNED):
        return True
    if name not in _warned:
        _warned.add(name)
        log.warning("patch %s skipped: written for arcade %s and pyglet %s, this is arcade %s "
                    "and pyglet %s; without it %s", name, ARCADE_PINNED, PYGLET_PINNED,
                    ARCADE_VERSION, PYGLET_VERSION, WITHOUT.get(name, "(unknown)"))
    return False


def replace(owner: object, name: str, new) -> None:
    """Put ``new`` in place of ``owner``'s attribute ``name`` (a method of a class, or a
    function of a module, of Arcade or pyglet)."""
    setattr(owner, name, new)


def make_gui_importable_headless() -> None:
    """Let ``import arcade.gui`` work with ``ARCADE_HEADLESS=1`` (tests, screenshots, the
    start-up benchmark).

    Fixes: headless, Arcade leaves its game controllers out, but ``arcade.gui`` imports
    ``pyglet.input`` (for its ``Controller`` type) and ``arcade.ControllerManager``.
    ``pyglet.input`` then imports its Linux devices, whose X11 modules need pyglet's
    xlib window, which a headless pyglet never loads: the import fails. Here
    ``pyglet.input`` is imported as on a platform without input devices (its device
    types, without the look-ups of devices, which find none without a display), and
    Arcade's controller manager is named where ``arcade.gui`` looks for it. Bought: the
    whole headless test suite and the screenshots (without it no screen can be built off
    screen); and about 25 ms off every headless start (``import`` of the bootstrap, GC
    on), where pyglet's X11 window and Xlib bindings were loaded for it.
    """
    if not getattr(arcade, "headless", False) or not applies("headless-gui"):
        return
    if "pyglet.input" not in sys.modules:
        platform = pyglet.compat_platform
        replace(pyglet, "compat_platform", "headless")  # read once, by this import
        try:
            importlib.import_module("pyglet.input")
        finally:
            replace(pyglet, "compat_platform", platform)
    from arcade.controller import ControllerManager

    if not hasattr(arcade, "ControllerManager"):
        # a name Arcade leaves out when headless: not in its types, so not assignable there
        arcade.ControllerManager = ControllerManager  # type: ignore[attr-defined,misc]


#: Each GL context's one nine-patch shader program.
_nine_patch_programs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
#: The nine-patch classes whose set-up already shares it.
_shared_program_classes: set[type] = set()


def share_nine_patch_programs() -> None:
    """Give all the nine-patches of a GL context one shader program, not one each.

    Fixes: each ``NinePatchTexture`` loads, compiles and links its own copy of one
    program (Arcade's code asks itself "Cache in context?"), and a software renderer
    compiles each copy again at its first draw. The menu's first frame draws five
    nine-patches (four button looks and the Deal field's well). The program holds nothing
    of one patch: each sets the same two texture units in it and binds its textures
    before every draw. The first nine-patch of a context sets up as Arcade does; the
    others are handed its program where Arcade loads one.
    """
    from arcade.gui import NinePatchTexture

    if NinePatchTexture in _shared_program_classes or not applies("nine-patch-program"):
        return
    set_up = private.nine_patch_setup(NinePatchTexture)

    def set_up_sharing(patch: NinePatchTexture) -> None:
        ctx = arcade.get_window().ctx
        program = _nine_patch_programs.get(ctx)
        if program is None:
            set_up(patch)
            _nine_patch_programs[ctx] = patch.program
            return
        replace(ctx, "load_program", lambda **_shaders: program)  # for this set-up only
        try:
            set_up(patch)
        finally:
            delattr(ctx, "load_program")

    private.set_nine_patch_setup(NinePatchTexture, set_up_sharing)
    _shared_program_classes.add(NinePatchTexture)


#: The UV tables already made quickly (Arcade's class, once patched).
_quick_uv_tables: set[type] = set()


def make_uv_tables_quickly() -> None:
    """Make a texture atlas's table of texture coordinates in C, not in a Python loop.

    Fixes: each texture atlas keeps a table of eight floats for each of its 8,192 slots
    and a queue of the free ones; Arcade builds the table from a Python list of zeros and
    the queue from a generator, about 2.4 ms for each atlas, and two are made before the
    menu's first frame (the default atlas and the UI's). The same table and queue, made
    from zero bytes and a range (:func:`~dirty7.ui.core.arcade_private.fill_uv_data`).
    """
    from arcade.texture_atlas.uv_data import UVData

    if UVData in _quick_uv_tables or not applies("uv-tables"):
        return

    def __init__(uv: UVData, ctx: arcade.ArcadeContext, capacity: int) -> None:
        private.fill_uv_data(uv, ctx, capacity)

    replace(UVData, "__init__", __init__)
    _quick_uv_tables.add(UVData)


#: Listener-type classes whose detection is already cached.
_cached_listeners: set[type] = set()


def remember_listener_types() -> None:
    """Remember how arcade.gui calls each property listener instead of asking ``inspect``.

    Fixes: every widget binds about fifteen listeners, and Arcade inspects each one's
    signature every time (``inspect.signature`` and four trial binds). Bought: that was
    most of the cost of building a menu of a dozen widgets. The answer depends only on
    the function (and whether it is bound), so module- and class-level functions are
    looked up once; lambdas and closures (new objects each time) are not kept. A weakly
    bound listener's wrapper is a new object too, but its answer is its class's: it is
    looked up once for the class (a sheet of large text built a score of times to find
    its size made some 20,000 of them, a fifth of the time).
    """
    listener_type = private.listener_type()
    if listener_type in _cached_listeners or not applies("listener-types"):
        return
    detect = listener_type.detect_callback_type  # type: ignore[attr-defined]
    weak = private.weak_listener_type()
    known: dict = {}

    def detect_cached(callback):
        if type(callback) is weak:
            if weak not in known:
                known[weak] = detect(callback)
            return known[weak]
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

    replace(listener_type, "detect_callback_type", staticmethod(detect_cached))
    _cached_listeners.add(listener_type)


#: Dispatcher classes whose event types are registered once per name.
_types_once: set[type] = set()


def register_event_types_once() -> None:
    """Register an event type once per name, not once per widget.

    Fixes: pyglet's ``EventDispatcher.register_event_type`` appends the name to the
    class's ``event_types`` list on every call, and ``arcade.gui``'s ``UIWidget`` calls it
    for every widget it makes ("on_event", "on_update"). So each widget class's list grew
    by two entries per widget, for the life of the process (about 150 entries a game, 1,600
    after ten), and pyglet searches that list on every ``set_handler`` and
    ``push_handlers``. Bought: each list keeps its few names, so neither memory nor the
    cost of connecting a handler grows with the games played. A name is only ever tested
    for membership, so leaving out a repeat changes nothing else. Without the patch
    (another pyglet): the lists grow again, a few kilobytes a game, nothing breaks.
    """
    dispatcher = pyglet.event.EventDispatcher
    if dispatcher in _types_once or not applies("event-types"):
        return

    def register_event_type(owner, name: str) -> str:  # pyglet's registry, not settings
        if not hasattr(owner, "event_types"):
            owner.event_types = []
        if name not in owner.event_types:
            owner.event_types.append(name)
        return name

    replace(dispatcher, "register_event_type", classmethod(register_event_type))
    _types_once.add(dispatcher)


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
    if prop_class in _state_on_widgets or not applies("property-state"):
        return
    original, make_obs = private.property_observers(prop_class)

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

    private.set_property_observers(prop_class, get_obs)
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
    if not applies("atlas-alpha"):
        return
    resize = atlas.resize

    def guarded_resize(*args, **kwargs):
        with alpha_unlocked():
            return resize(*args, **kwargs)

    atlas.resize = guarded_resize




def on_destroyed(window, action: Callable[[], None]) -> bool:
    """Run ``action`` once when X11 destroys ``window``; False where that cannot be heard.

    Fixes: a window manager's close button sends ``WM_DELETE_WINDOW``
    and pyglet turns it into ``on_close``. A window destroyed outright (``xdotool
    windowclose``, a killed window manager, a session ending) sends only
    ``DestroyNotify``, which pyglet ignores: the game then ran on with no window, its
    thinking worker processes with it, at a full core, until killed. pyglet's X11 window
    dispatches its platform events through a per-window table of handlers
    (``_event_handlers``, keyed by X event type); one more entry there hears the window
    go. Other platforms (and the headless EGL window) have no such event: closing there is
    always ``on_close``. Bought: no speed; without it the process outlives its window
    (``tests/ui/test_window_close.py``).
    """
    handlers = private.x11_event_handlers(window)
    if handlers is None or not applies("x11-destroy"):
        return False
    try:
        from pyglet.libs.x11 import xlib
    except Exception:  # noqa: BLE001 - no Xlib here: nothing to listen to
        return False
    done: list[bool] = []

    def destroyed(event) -> None:
        if not done and event.xdestroywindow.window == private.x11_window_id(window):
            done.append(True)
            action()

    handlers[xlib.DestroyNotify] = destroyed
    return True


class LabelMinSizePatch:
    """What :class:`dirty7.ui.widgets.banner.FixedLabel` overrides of ``UILabel`` that is
    private in Arcade (``_update_size_hint_min``, reading ``_label`` and the padding): a
    mixin put before ``UILabel``, guarded like the patches above (``label-min-size``); on
    another Arcade the stock measure runs (with a warning in the log).

    Fixes: a UILabel in a box layout shrinks to its text whatever width it was given, and a
    multiline one measured before its first layout wraps at a few pixels; one whose text
    changes wraps the next text at the last one's width, a little narrower each time.
    Bought: labels that line up in a column and panels that keep their size as the text
    changes (a need, not a speed: without it a short label shrinks to its text, so the
    sheets' columns do not line up; ``tests/ui/test_patches.py``). Arcade 3.3 offers
    no public way: ``size_hint_min`` is recomputed from the text at every change, and the
    multiline measure reads the inner label's width before any layout gives it one.

    The class using it provides ``_min_width`` and ``_min_height``.
    """

    _min_width: float = 0
    _min_height: float = 0
    size_hint_min: tuple[float | None, float | None] | None  # the label's (Arcade's)

    def _update_size_hint_min(self) -> None:
        if not applies("label-min-size"):
            super()._update_size_hint_min()  # type: ignore[misc]
            return
        if self.multiline:  # type: ignore[attr-defined]
            # measure the height at the width the label will really have
            inner = self._min_width - private.horizontal_padding(self)  # type: ignore[arg-type]
            private.label_text(self).width = max(1, int(inner))  # type: ignore[arg-type]
        super()._update_size_hint_min()  # type: ignore[misc]
        width, height = self.size_hint_min or (0, 0)
        assert width is not None and height is not None  # a label measures both
        self.size_hint_min = (max(width, self._min_width), max(height, self._min_height))


class UIManagerPatches:
    """What :class:`dirty7.ui.core.scaling.ScaledUIManager` overrides of ``UIManager``
    that is private in Arcade (its surfaces and its draw, which read ``_surfaces``,
    ``_requires_render``, ``_do_render`` and widgets' ``_requires_render``): a mixin put
    before ``UIManager``, each override guarded like the patches above; on another Arcade
    the stock members run instead (with a warning in the log).

    The class using it provides ``fit`` (the logical size and scale) and ``window``.
    """

    #: Layer → rectangles to draw, from the last layout; None: lay out before drawing.
    _areas: dict[int, list] | None = None
    #: Patch name → whether it applies (asked once, at the first use).
    _applied: dict[str, bool] = {}

    def _patched(self, name: str) -> bool:
        if name not in self._applied:
            self._applied[name] = applies(name)
        return self._applied[name]

    def _resize_surfaces(self, size: tuple[float, float], pixel_ratio: float) -> None:
        """Every layer's surface at the logical ``size`` (see :meth:`_get_surface`)."""
        for surface in private.ui_surfaces(self).values():  # type: ignore[arg-type]
            # Arcade says int, but the logical size may be fractional: it scales the size
            # by the ratio and makes whole pixels of that itself
            surface.resize(size=size, pixel_ratio=pixel_ratio)  # type: ignore[arg-type]

    def _get_surface(self, layer: int):
        """A layer's surface the size of the logical table, at the window's scale.

        Fixes: the stock surface is window-sized at the window's pixel ratio, so widgets
        laid out in logical units would land in the wrong place and text would be
        resampled. Bought: one layout in logical units for every window size, with text
        rasterised at the real scale (crisp in small and large windows); without it
        widgets are right only at a 1:1 scale (``logical-surfaces``: no speed, the
        layout itself).
        """
        if not self._patched("logical-surfaces"):
            return super()._get_surface(layer)  # type: ignore[misc]
        from arcade.gui import Surface

        surfaces = private.ui_surfaces(self)  # type: ignore[arg-type]
        if layer not in surfaces:
            surfaces[layer] = Surface(
                size=(self.fit.width, self.fit.height),  # type: ignore[attr-defined]
                pixel_ratio=self.fit.scale * self.window.get_pixel_ratio(),  # type: ignore[attr-defined]
            )
            private.copy_pixelated(surfaces[layer], self)  # type: ignore[arg-type]
        return surfaces[layer]

    def draw(self, **kwargs) -> None:
        """Like ``UIManager.draw``, but each layer is drawn only where it has widgets, and
        layout and rendering run only when a widget changed.

        Fixes: the stock manager lays out every widget and draws every layer as a
        window-sized quad each frame; on a software renderer the quads cost as much as all
        the cards together, and the layout pass alone a few milliseconds of Python. The
        widgets' surfaces keep their pixels between frames, so a frame in which nothing
        asked for a render (see :func:`dirty7.ui.core.ui_areas.needs_update`) only draws the
        cached rectangles.
        Bought (``cached-ui-draw`` in ``docs/PATCHES.md``): a
        layout pass and window-sized quads in every frame in which no widget changed.
        Without it the stock draw runs: every layer, every frame, with alpha writes on
        (the widgets render into their own framebuffers in the same call).
        """
        if not self._patched("cached-ui-draw"):
            with alpha_unlocked():
                super().draw(**kwargs)  # type: ignore[misc]
            return
        window = self.window  # type: ignore[attr-defined]
        if self._areas is None or private.manager_wants_render(self) or any(  # type: ignore[arg-type]
                needs_update(widgets) for widgets in self.children.values()):  # type: ignore[attr-defined]
            ctx = window.ctx
            with alpha_unlocked():  # widgets render into their own framebuffers
                self.execute_layout()  # type: ignore[attr-defined]
                with ctx.enabled(ctx.BLEND), private.render_camera(self).activate():  # type: ignore[arg-type]
                    private.render_widgets(self)  # type: ignore[arg-type]
            self._areas = {layer: merged_areas(visible_areas(widgets))
                           for layer, widgets in sorted(self.children.items())}  # type: ignore[attr-defined]
        with self.camera.activate(), window.ctx.enabled(window.ctx.BLEND):  # type: ignore[attr-defined]
            for layer, areas in self._areas.items():
                if not areas:
                    continue
                with alpha_unlocked():  # a new surface clears its framebuffer
                    surface = self._get_surface(layer)
                for area in areas:
                    surface.draw(area=area)

    def trigger_render(self) -> None:
        super().trigger_render()  # type: ignore[misc]
        self._areas = None  # lay out and render at the next draw


__all__ = ["ARCADE_PINNED", "ARCADE_VERSION", "PYGLET_PINNED", "PYGLET_VERSION", "SKIP_ENV",
           "LabelMinSizePatch",
           "UIManagerPatches", "applies", "guard_atlas", "keep_property_state_on_widgets",
           "make_gui_importable_headless", "make_uv_tables_quickly", "on_destroyed",
           "register_event_types_once",
           "remember_listener_types",
           "replace", "share_nine_patch_programs"]
