"""Logical-table camera, a UI manager that lives in the same logical space, and a base view.

Why: everything (cards, text, arcade.gui widgets) is laid out once in logical units
(:mod:`dirty7.ui.core.layout`) and scaled into whatever window the player has. The stock
``UIManager`` works in window pixels; :class:`ScaledUIManager` renders its widgets into
logical-size surfaces (with a pixel ratio equal to the scale, so text stays crisp) and
maps the pointer back through the same camera as the table.

:class:`ScaledView` routes input to its UI manager explicitly instead of calling
``ui.enable()`` (which pushes handlers on the window). That way a test that calls
``view.on_mouse_press(...)`` exercises exactly what a real click does, and events are
never delivered twice.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.ui.core import look, theme
from dirty7.ui.core.alpha import alpha_locked, alpha_unlocked
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.layout import Fit, fit_window
from dirty7.ui.core.patches import applies, guard_atlas

#: :class:`ScaledUIManager` overrides two things of ``UIManager`` that are private in
#: Arcade (its surfaces and its draw, which read ``_surfaces``, ``_requires_render``,
#: ``_do_render`` and widgets' ``_requires_render``): like the patches in
#: :mod:`dirty7.ui.core.patches` they run only on the Arcade they were written for, and
#: on another one the stock members run instead (with a warning in the log).
LOGICAL_SURFACES = applies("ScaledUIManager._get_surface (logical-size UI surfaces)")
CACHED_DRAW = applies("ScaledUIManager.draw (layers drawn only where and when changed)")


def fit_text_scale(start: float, build: Callable[[float], None],
                   fits: Callable[[], bool]) -> float:
    """The largest text scale from ``start`` down to 1.0 (to within 0.05) at which
    ``build(k)`` makes a layout that ``fits()``; 1.0 when none does. The layout is left
    built at the scale returned.

    Why a bisection: a sheet is rebuilt for each try, and a large text size in a small
    window would otherwise take a score of rebuilds to come down to what fits.
    """
    build(start)
    if start <= 1.0 or fits():
        return start
    low, high = 1.0, start  # 1.0 is the floor whether it fits or not
    built = start
    while high - low > 0.05:
        built = (low + high) / 2
        build(built)
        if fits():
            low = built
        else:
            high = built
    if built != low:
        build(low)
    return low


def configure_camera(camera: arcade.Camera2D, fit: Fit, window_w: int, window_h: int) -> None:
    """Make ``camera`` show logical ``(0, 0)–(fit.width, fit.height)`` over the whole window."""
    camera.viewport = arcade.LBWH(0, 0, window_w, window_h)
    camera.projection = arcade.LRBT(-fit.width / 2, fit.width / 2, -fit.height / 2, fit.height / 2)
    camera.position = (fit.width / 2, fit.height / 2)


class ScaledUIManager(gui.UIManager):
    """A UIManager whose coordinates are logical table units, not window pixels."""

    #: Layer → rectangles to draw, from the last layout; None: lay out before drawing.
    _areas: dict[int, list] | None = None

    def __init__(self, window: arcade.Window | None = None) -> None:
        super().__init__(window)
        self._window_size: tuple[int, int] = tuple(self.window.get_size())  # type: ignore[assignment]
        self.fit: Fit = fit_window(*self._window_size)
        self._apply_fit()

    def _apply_fit(self) -> None:
        configure_camera(self.camera, self.fit, *self._window_size)
        ratio = self.fit.scale * self.window.get_pixel_ratio()
        for surface in self._surfaces.values():
            surface.resize(size=(self.fit.width, self.fit.height), pixel_ratio=ratio)
        self.trigger_render()

    def _get_surface(self, layer: int):  # type: ignore[override]
        """A layer's surface the size of the logical table, at the window's scale.

        Fixes: the stock surface is window-sized at the window's pixel ratio, so widgets
        laid out in logical units would land in the wrong place and text would be
        resampled. Bought: one layout in logical units for every window size, with text
        rasterised at the real scale (crisp in small and large windows). Off arcade 3.3.x
        (see :data:`LOGICAL_SURFACES`) the stock surface is used: widgets are then right
        only at a 1:1 scale.
        """
        if not LOGICAL_SURFACES:
            return super()._get_surface(layer)
        if layer not in self._surfaces:
            self._surfaces[layer] = gui.Surface(
                size=(self.fit.width, self.fit.height),
                pixel_ratio=self.fit.scale * self.window.get_pixel_ratio(),
            )
            self._surfaces[layer]._pixelated = self._pixelated
        return self._surfaces[layer]

    @property
    def rect(self) -> arcade.types.Rect:  # type: ignore[override]
        return arcade.LBWH(0, 0, self.fit.width, self.fit.height)

    def draw(self, **kwargs) -> None:  # type: ignore[override]
        """Like ``UIManager.draw``, but each layer is drawn only where it has widgets, and
        layout and rendering run only when a widget changed.

        Why: the stock manager lays out every widget and draws every layer as a
        window-sized quad each frame; on a software renderer the quads cost as much as all
        the cards together, and the layout pass alone a few milliseconds of Python. The
        widgets' surfaces keep their pixels between frames, so a frame in which nothing
        asked for a render (see :func:`_needs_update`) only draws the cached rectangles.
        Bought (commits 1f675ef, 3a68ba4): window-sized quads that cost as much as all the
        cards together on a software renderer, and a layout pass of a few milliseconds of
        Python, in every frame in which no widget changed. Off arcade 3.3.x (see
        :data:`CACHED_DRAW`) the stock draw runs: every layer, every frame, with alpha
        writes on (the widgets render into their own framebuffers in the same call).
        """
        if not CACHED_DRAW:
            with alpha_unlocked():
                super().draw(**kwargs)
            return
        if self._areas is None or self._requires_render or any(
                _needs_update(widgets) for widgets in self.children.values()):
            ctx = self.window.ctx
            with alpha_unlocked():  # widgets render into their own framebuffers
                self.execute_layout()
                with ctx.enabled(ctx.BLEND), self._render_to_surface_camera.activate():
                    self._do_render()
            self._areas = {layer: _merged(_visible_areas(widgets))
                           for layer, widgets in sorted(self.children.items())}
        with self.camera.activate(), self.window.ctx.enabled(self.window.ctx.BLEND):
            for layer, areas in self._areas.items():
                if not areas:
                    continue
                with alpha_unlocked():  # a new surface clears its framebuffer
                    surface = self._get_surface(layer)
                for area in areas:
                    surface.draw(area=area)

    def trigger_render(self) -> None:
        super().trigger_render()
        self._areas = None

    def on_resize(self, width: int, height: int) -> None:  # type: ignore[override]
        self._window_size = (width, height)
        self.fit = fit_window(width, height)
        self._apply_fit()


def _visible_areas(widgets, pad: float = 4.0):
    """Rectangles worth drawing: visible widgets, looking inside window-sized layouts."""
    for widget in widgets:
        if not widget.visible:
            continue
        rect = widget.rect
        children = list(getattr(widget, "children", []))
        if (children and isinstance(widget, gui.UIAnchorLayout)
                and not isinstance(widget, gui.UIInteractiveWidget)
                and not _has_background(widget)):
            yield from _visible_areas(children, pad)
        elif rect.width > 0 and rect.height > 0:
            yield arcade.LBWH(rect.left - pad, rect.bottom - pad, rect.width + 2 * pad,
                              rect.height + 2 * pad)


def _needs_update(widgets) -> bool:
    """Whether a shown widget asked for a render or a layout since the last frame.

    Every change that moves or resizes a widget (``rect``, ``visible``, children, a
    label's text, hover and press states) sets ``_requires_render`` on it or on its
    parents; a box or grid layout whose children's size hints changed sets
    ``_size_hint_requires_update``. Hidden subtrees are skipped: showing them again sets
    the flag on a shown widget.
    """
    for widget in widgets:
        if not widget.visible:
            continue
        if widget._requires_render or getattr(widget, "_size_hint_requires_update", False):
            return True
        if widget.children and _needs_update(widget.children):
            return True
    return False


def _merged(areas, gap: float = 1.0) -> list:
    """The areas with touching or overlapping neighbours joined, so fewer quads are drawn.

    Only rectangles in the same row (equal bottom and top) that touch are joined: the
    union is then exactly their rectangle, no pixel is drawn that was not before.
    """
    out: list = []
    for area in sorted(areas, key=lambda a: (a.bottom, a.top, a.left)):
        last = out[-1] if out else None
        if (last is not None and last.bottom == area.bottom and last.top == area.top
                and area.left <= last.right + gap):
            out[-1] = arcade.LRBT(last.left, max(last.right, area.right), last.bottom, last.top)
        else:
            out.append(area)
    return out


def _has_background(widget) -> bool:
    return (getattr(widget, "_bg_tex", None) is not None
            or getattr(widget, "_bg_color", None) is not None)


def free_released_gl(ctx) -> None:
    """Delete the GL objects (textures, framebuffers, buffers) whose Python objects are gone.

    Why: Arcade's context defers each deletion to ``ctx.gc()`` (its default ``gc_mode``
    "context_gc", so that a collection in another thread, such as the computer's, never
    makes a GL call there), and nothing in Arcade calls it. Each window size gives a view
    new widget surfaces, each game new sprite-list buffers; the old ones stayed in GPU (on
    a software renderer, in process) memory: ~17 MB per results view laid out at four
    sizes, 2.2 GB in the test suite's worker (issue 19, item 16). Called from the main
    thread at each resize and frame; with nothing released it is a length check.
    """
    if ctx.objects:
        ctx.gc()


class ScaledView(arcade.View):
    """Base view: a logical camera, a :class:`ScaledUIManager` and explicit event routing.

    Subclasses draw in :meth:`draw_scene` (under the logical camera, felt already
    drawn) and :meth:`draw_overlay` (after the widgets). ``self.fit`` holds the current
    logical size; :meth:`on_layout` is called whenever it changes.
    """

    def __init__(self, window: arcade.Window | None = None) -> None:
        super().__init__(window)
        self.camera = arcade.Camera2D()
        self.ui = ScaledUIManager(self.window)
        self.fit: Fit = self.ui.fit
        #: Logical size and look of the last layout: a change of either lays out again.
        self._laid_out_for: tuple | None = None

    # --- geometry ----------------------------------------------------------------------
    def to_logical(self, x: float, y: float) -> tuple[float, float]:
        """Window pixel → logical table coordinates."""
        lx, ly, *_ = self.camera.unproject((x, y))
        return lx, ly

    def to_window(self, x: float, y: float) -> tuple[float, float]:
        """Logical table coordinates → window pixel (tests click through this)."""
        wx, wy, *_ = self.camera.project((x, y))
        return wx, wy

    def on_resize(self, width: int, height: int) -> None:
        self.fit = fit_window(width, height)
        configure_camera(self.camera, self.fit, width, height)
        self.ui.on_resize(width, height)
        free_released_gl(self.window.ctx)  # the surfaces of the last size
        if self._laid_out_for != (self.fit.width, self.fit.height, look.current()):
            self._laid_out_for = (self.fit.width, self.fit.height, look.current())
            self.on_layout(self.fit.width, self.fit.height)

    @property
    def text_scale(self) -> float:
        """How much to grow text: in a small window so it stays readable (1.0 to 1.3),
        times the player's text size (100 %, 125 % or 150 %).

        In a small window logical units shrink; text (and what holds it) grows by this
        factor, as far as a view's layout still fits.
        """
        return min(1.3, max(1.0, 0.8 / self.fit.scale)) * look.current().text_factor

    def on_layout(self, width: int, height: int) -> None:
        """Place things for a logical ``width`` × ``height`` table (override)."""

    def on_show_view(self) -> None:
        # Headless windows never send on_resize, and a view may be shown in a window whose
        # size changed while it was hidden: always lay out for the current size.
        self.on_resize(*self.window.get_size())
        self.ui.trigger_render()

    def on_hide_view(self) -> None:
        pass

    # --- drawing -----------------------------------------------------------------------
    def on_draw(self) -> None:
        # No clear: the felt covers the whole window and is drawn without blending, which
        # saves a full-screen pass on software renderers. It sets alpha to 1 everywhere,
        # and the rest of the frame leaves alpha alone (see alpha_locked).
        guard_atlas(self.window.ctx)
        free_released_gl(self.window.ctx)
        with self.camera.activate():
            self.draw_backdrop()
        with alpha_locked():
            with self.camera.activate():
                self.draw_scene()
            self.ui.draw()
            with self.camera.activate():
                self.draw_overlay()

    def draw_backdrop(self) -> None:
        """Cover the whole window without blending, setting alpha to 1 (the felt)."""
        theme.draw_felt(self.fit.width, self.fit.height)

    def draw_scene(self) -> None:
        """Draw under the widgets, in logical coordinates (override)."""

    def draw_overlay(self) -> None:
        """Draw over the widgets, in logical coordinates (override)."""

    # --- input routing: the UI first, then the view's own handling ---------------------
    def on_update(self, delta_time: float) -> None:
        self.ui.on_update(delta_time)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool | None:
        return self.ui.on_mouse_motion(x, y, dx, dy)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        return self.ui.on_mouse_press(x, y, button, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        return self.ui.on_mouse_release(x, y, button, modifiers)

    def on_mouse_drag(
        self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int
    ) -> bool | None:
        return self.ui.on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool | None:
        return self.ui.on_mouse_scroll(x, y, scroll_x, scroll_y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        return self.ui.on_key_press(symbol, modifiers)

    def on_key_release(self, symbol: int, modifiers: int) -> bool | None:
        return self.ui.on_key_release(symbol, modifiers)

    def on_text(self, text: str) -> bool | None:
        return self.ui.on_text(text)

    # Backspace, Delete, the arrows, Home and End reach a text field as text motions
    # (pyglet's, after the key press): without these a field could only be typed into.
    def on_text_motion(self, motion: int) -> bool | None:
        return self.ui.on_text_motion(motion)

    def on_text_motion_select(self, motion: int) -> bool | None:
        return self.ui.on_text_motion_select(motion)
