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

from collections.abc import Callable, Hashable

from dirty7.ui.core import look, theme
from dirty7.ui.core.alpha import alpha_locked
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.layout import Fit, fit_window
from dirty7.ui.core.patches import UIManagerPatches, guard_atlas
from dirty7.ui.core.recent import Recent

#: How much more a heading grows at the largest text size than at 100 %: less than the
#: text (1.3 times), as the largest styles of Apple's Dynamic Type grow least — a heading
#: is twice the text's size already, and the room it would take is the text's.
HEADING_GROWTH = 1.15

#: Where each remembered search ended: its key -> (start, the scale it returned, the
#: least scale it tried that did not fit). A bounded number, the oldest forgotten first.
SEARCHES_REMEMBERED = 64
_searches_ended: Recent[Hashable, tuple[float, float, float]] = Recent(SEARCHES_REMEMBERED)


def fit_text_scale(start: float, build: Callable[[float], None],
                   fits: Callable[[], bool], remember: Hashable | None = None) -> float:
    """The largest text scale from ``start`` down to 1.0 (to within 0.02) at which
    ``build(k)`` makes a layout that ``fits()``; 1.0 when none does. The layout is left
    built at the scale returned.

    Why a bisection: a sheet is rebuilt for each try, and a large text size in a small
    window would otherwise take a score of rebuilds to come down to what fits.

    ``remember`` (a screen and its size, say) keeps where the search ended: the next
    search under the same key first checks that answer with two builds — the least scale
    the search found too large still does not fit, and its answer still fits — instead of
    the five to eight of a search. Every scale a search tries lies at or below its answer
    or at or above that least misfit, so as a layout that fits at a scale fits at every
    smaller one, the search would end where it did; where either check fails, it runs.
    """
    answer = None if remember is None else _ended_as_before(remember, start, build, fits)
    if answer is not None:
        return answer
    build(start)
    if start <= 1.0 or fits():
        return start
    low, high = 1.0, start  # 1.0 is the floor whether it fits or not
    built = start
    while high - low > 0.02:
        built = (low + high) / 2
        build(built)
        if fits():
            low = built
        else:
            high = built
    if built != low:
        build(low)
    if remember is not None:
        _searches_ended.put(remember, (start, low, high))
    return low


def _ended_as_before(key: Hashable, start: float, build: Callable[[float], None],
                     fits: Callable[[], bool]) -> float | None:
    """The answer of the search remembered under ``key`` if a search would end there
    again (see :func:`fit_text_scale`), the layout left built at it; else None."""
    ended = _searches_ended.get(key)
    if ended is None or ended[0] != start:
        return None
    _, answer, misfit = ended
    build(misfit)
    if fits():
        return None
    build(answer)
    # the floor is the answer whether it fits or not
    return answer if answer <= 1.0 or fits() else None


def fits_short_of(factor: float, start: float, build: Callable[[float], None],
                  fits: Callable[[], bool], remember: Hashable | None = None) -> bool:
    """Whether a layout fits at no text scale from ``start`` down to ``factor`` (the size
    the player asked for): True when the screen must give up something else (put its rows
    on pages). Otherwise the layout is left built as :func:`fit_text_scale` leaves it.

    Why not the search down from ``start`` alone: a layout that does not fit at
    ``factor`` fits at nothing larger either, so it is built there first; the search
    (a handful of builds) only runs where it can end at ``factor`` or above.
    """
    if 1.0 < factor <= start:
        build(factor)
        if not fits():
            return True
        if factor == start:
            return False
    return fit_text_scale(start, build, fits, remember) < factor


def configure_camera(camera: arcade.Camera2D, fit: Fit, window_w: int, window_h: int) -> None:
    """Make ``camera`` show logical ``(0, 0)–(fit.width, fit.height)`` over the whole window."""
    camera.viewport = arcade.LBWH(0, 0, window_w, window_h)
    camera.projection = arcade.LRBT(-fit.width / 2, fit.width / 2, -fit.height / 2, fit.height / 2)
    camera.position = (fit.width / 2, fit.height / 2)


class ScaledUIManager(UIManagerPatches, gui.UIManager):
    """A UIManager whose coordinates are logical table units, not window pixels.

    Its logical-size surfaces and its cached draw override members that are private in
    Arcade: they are in :class:`dirty7.ui.core.patches.UIManagerPatches`, with the other
    patches and their version guard.
    """

    def __init__(self, window: arcade.Window | None = None) -> None:
        super().__init__(window)
        self._window_size: tuple[int, int] = tuple(self.window.get_size())  # type: ignore[assignment]
        self.fit: Fit = fit_window(*self._window_size)
        self._apply_fit()

    def _apply_fit(self) -> None:
        configure_camera(self.camera, self.fit, *self._window_size)
        ratio = self.fit.scale * self.window.get_pixel_ratio()
        self._resize_surfaces((self.fit.width, self.fit.height), ratio)
        self.trigger_render()

    @property
    def rect(self) -> arcade.types.Rect:  # type: ignore[override]
        return arcade.LBWH(0, 0, self.fit.width, self.fit.height)

    def on_resize(self, width: int, height: int) -> None:  # type: ignore[override]
        self._window_size = (width, height)
        self.fit = fit_window(width, height)
        self._apply_fit()


def free_released_gl(ctx) -> None:
    """Delete the GL objects (textures, framebuffers, buffers) whose Python objects are gone.

    Why: Arcade's context defers each deletion to ``ctx.gc()`` (its default ``gc_mode``
    "context_gc", so that a collection in another thread, such as the computer's, never
    makes a GL call there), and nothing in Arcade calls it. Each window size gives a view
    new widget surfaces, each game new sprite-list buffers; the old ones stayed in GPU (on
    a software renderer, in process) memory: ~17 MB per results view laid out at four
    sizes, 2.2 GB in the test suite's worker. Called from the main
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
        return self.window_text_scale * look.current().text_factor

    @property
    def window_text_scale(self) -> float:
        """The small window's part of :attr:`text_scale` (1.0 to 1.3), without the
        player's text size."""
        return min(1.3, max(1.0, 0.8 / self.fit.scale))

    @property
    def promised_text_scale(self) -> float:
        """The least text scale a screen keeps by turning pages or folding its layout:
        the player's text size, and at a larger one 1.3 times the small window's own
        text (the README's promise: 150 % is at least 1.3 times as large as 100 %)."""
        factor = look.current().text_factor
        least = factor if factor <= 1.0 else max(factor, 1.3 * self.window_text_scale)
        return min(self.text_scale, least)

    def heading_scale(self, k: float) -> float:
        """A heading's scale where the text is at ``k``: it grows with the text, but by
        the text size's part at most :data:`HEADING_GROWTH` (a heading is large already,
        and its room is the panel's)."""
        return min(k, HEADING_GROWTH * self.window_text_scale)

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
