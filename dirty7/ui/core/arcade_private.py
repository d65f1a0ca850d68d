"""Every private member of Arcade or pyglet the game reaches into, each behind a named accessor.

Why one module: a private member may change or vanish in any release of Arcade or pyglet
(the game pins arcade 3.3.3 and pyglet 2.1.19: :mod:`dirty7.ui.core.patch_pins`). With
every reach here, checking a new release means reading this page (and the patches that use
it, docs/PATCHES.md), and a screen reads ``label_text(label).font_size``, which says what
it wants, not ``label._label.font_size``. ``tests/ui/test_arcade_private.py`` fails when
another module of ``dirty7/ui`` reaches into a private member of Arcade or pyglet.

This module imports neither at its top: :mod:`dirty7.ui.core.library_search` uses it
before Arcade may be imported, and each accessor works on the object it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from arcade import Camera2D, Text, Window
    from arcade.gui import (
        Surface,
        UIBoxLayout,
        UIInputText,
        UILabel,
        UIManager,
        UISlider,
        UIWidget,
    )

#: A text field of any kind (a callback on it is told the field it was bound to).
_Field = TypeVar("_Field", bound="UIInputText")


# --- widgets ------------------------------------------------------------------------------
def label_text(label: UILabel) -> Text:
    """The ``arcade.Text`` a ``UILabel`` draws: its font size, its measured width, the
    width it wraps at (Arcade 3.3 offers no public way to them)."""
    return label._label


def box_gap(box: UIBoxLayout) -> float:
    """The space a box layout leaves between its children (Arcade 3.3 takes it when the
    box is made and offers no public way to it after)."""
    return float(box._space_between)


def set_box_gap(box: UIBoxLayout, gap: float) -> None:
    """Change the space between a box layout's children (a row that grows with the text),
    and have the box measured and laid out again."""
    if box._space_between != gap:
        box._space_between = gap
        box._trigger_size_hint_update()
        box.trigger_full_render()


def horizontal_padding(widget: UIWidget) -> float:
    """A widget's left and right padding together (what its content width leaves out)."""
    return float(widget._padding_left + widget._padding_right)


def apply_style(widget: UIWidget, *style: object) -> None:
    """Apply ``widget``'s current style now (a button's font and colours, an input
    field's outline): Arcade's own step before it renders."""
    widget._apply_style(*style)  # type: ignore[attr-defined]


def on_active_change(field: _Field, callback: Callable[[_Field], None]) -> None:
    """Call ``callback(field)`` when typing goes to ``field`` or leaves it (its private
    ``_active`` property: the public ``active`` has no event)."""
    from arcade.gui import bind

    bind(field, "_active", callback)


def slider_x(slider: UISlider, value: float | None = None) -> float:
    """The x of ``value`` on a slider's track (its thumb's x when None)."""
    if value is None:
        return float(slider._thumb_x)
    return float(slider._x_for_value(value))


def widget_wants_render(widget: UIWidget) -> bool:
    """Whether a widget asked for a render, or (a box or grid) for a new layout of its
    children's size hints, since the last frame."""
    return bool(widget._requires_render or getattr(widget, "_size_hint_requires_update", False))


def has_background(widget: UIWidget) -> bool:
    """Whether a widget paints a background of its own (a texture or a colour)."""
    return any(getattr(widget, name, None) is not None for name in ("_bg_tex", "_bg_color"))


# --- the UI manager -----------------------------------------------------------------------
def ui_surfaces(manager: UIManager) -> dict[int, Surface]:
    """The manager's surface of each layer (made at its first draw)."""
    return manager._surfaces


def copy_pixelated(surface: Surface, manager: UIManager) -> None:
    """Give a new surface the manager's choice of pixelated (nearest) sampling."""
    surface._pixelated = manager._pixelated


def manager_wants_render(manager: UIManager) -> bool:
    """Whether the manager itself was asked to render again (``trigger_render``)."""
    return bool(manager._requires_render)


def render_camera(manager: UIManager) -> Camera2D:
    """The camera the manager renders its widgets into their surfaces with."""
    return manager._render_to_surface_camera


def render_widgets(manager: UIManager) -> None:
    """Render every widget that asked for it into its layer's surface (no layout)."""
    manager._do_render()


# --- the window ---------------------------------------------------------------------------
def draw_rate(window: Window) -> float:
    """The window's draw interval in seconds (Arcade's loop takes it as the first step)."""
    return float(window._draw_rate)


def x11_event_handlers(window: Any) -> dict[int, Callable[[Any], None]] | None:
    """pyglet's X11 window's handlers by X event type; None on another platform."""
    handlers = getattr(window, "_event_handlers", None)
    return handlers if isinstance(handlers, dict) else None


def x11_window_id(window: Any) -> int | None:
    """The X11 window id of a pyglet window (None where there is none)."""
    return getattr(window, "_window", None)


# --- members the patches replace ----------------------------------------------------------
def glyph_expander(renderer: type) -> Callable[..., bytes]:
    """pyglet's FreeType renderer's conversion of a glyph's bitmap to RGBA."""
    return renderer._expand_to_rgba  # type: ignore[attr-defined, no-any-return]


def set_glyph_expander(renderer: type, expand: Callable[..., bytes]) -> None:
    renderer._expand_to_rgba = expand  # type: ignore[attr-defined]


def listener_type() -> type:
    """``arcade.gui.property``'s class that tells how a property listener is called."""
    from arcade.gui.property import _ListenerType

    return _ListenerType


def weak_listener_type() -> type:
    """``arcade.gui.property``'s wrapper of a listener bound weakly (``bind(..., weak=True)``):
    its ``__call__`` always takes the instance, the new value and the old one."""
    from arcade.gui.property import _WeakCallback

    return _WeakCallback


def property_observers(prop_class: type) -> tuple[Callable[..., Any], type]:
    """An ``arcade.gui`` property's look-up of a widget's value and listeners, and the
    class that holds them."""
    from arcade.gui import property as gui_property

    return prop_class._get_obs, gui_property._Obs  # type: ignore[attr-defined]


def set_property_observers(prop_class: type, get_obs: Callable[..., Any]) -> None:
    prop_class._get_obs = get_obs  # type: ignore[attr-defined]


def resolved_font_name(names: str | tuple[str, ...]) -> str:
    """The one font of ``names`` that ``arcade.Text`` hands pyglet (the first installed),
    so a font loaded by hand is the very one, and its cached glyphs, a label uses."""
    return str(font_name_resolver()(names))


def font_name_resolver() -> Callable[[Any], str]:
    """Arcade's look-up of the font a text's font names stand for (``arcade.text``'s
    private ``_attempt_font_name_resolution``, called by every ``arcade.Text``)."""
    import arcade.text

    resolver: Callable[[Any], str] = arcade.text._attempt_font_name_resolution
    return resolver


def set_font_name_resolver(resolver: Callable[[Any], str]) -> None:
    """Replace :func:`font_name_resolver` for every ``arcade.Text`` made after."""
    import arcade.text

    setattr(arcade.text, "_attempt_font_name_resolution", resolver)  # noqa: B010


def pyglet_local_library(loader: Any, name: str) -> str | None:
    """pyglet's first step in finding a shared library: its ``search_local_libs`` folders
    (beside the program), listed once into the loader's cache."""
    import pyglet.lib

    folders = getattr(pyglet.lib, "_local_lib_paths", None)
    if not folders:
        return None
    if not loader._local_libs_cache:
        loader._local_libs_cache = loader._find_libs(folders)
    found: str | None = loader._local_libs_cache.get(name)
    return found


# --- a nine-patch's set-up ------------------------------------------------------------------
def nine_patch_setup(cls: type) -> Callable[[Any], None]:
    """A ``NinePatchTexture``'s deferred set-up (its private ``_init_deferred``: its shader
    program, buffers and place in the atlas), as a function of the patch."""
    setup: Callable[[Any], None] = cls._init_deferred  # type: ignore[attr-defined]
    return setup


def set_nine_patch_setup(cls: type, setup: Callable[[Any], None]) -> None:
    """Replace :func:`nine_patch_setup` for every nine-patch of ``cls``."""
    setattr(cls, "_init_deferred", setup)  # noqa: B010 - a private name, said once here


# --- a texture atlas's table of texture coordinates ---------------------------------------
def fill_uv_data(uv: Any, ctx: Any, capacity: int) -> None:
    """Arcade's ``UVData.__init__`` (Arcade 3.3.3), with its table of coordinates (eight
    floats a slot) made from zero bytes and its queue of free slots from a range: the same
    members and values, made in C where Arcade builds a list and runs a generator."""
    from array import array
    from collections import deque

    from arcade.texture_atlas.uv_data import UV_TEXTURE_WIDTH

    uv._ctx = ctx
    uv._capacity = capacity
    uv._num_slots = UV_TEXTURE_WIDTH * capacity
    uv._dirty = False
    uv._texture = ctx.texture((UV_TEXTURE_WIDTH, uv._num_slots * 2 // UV_TEXTURE_WIDTH),
                              components=4, dtype="f4")
    uv._texture.filter = ctx.NEAREST, ctx.NEAREST
    uv._data = array("f", bytes(4 * 8 * uv._num_slots))
    uv._slots = {}
    uv._slots_free = deque(range(uv._num_slots))


# --- a label's vertex lists, made when it is first drawn -----------------------------------
def layout_steps(layout_class: type) -> tuple[Callable[..., None], Callable[..., None],
                                              Callable[..., None]]:
    """pyglet's ``TextLayout``'s lay-out (lines, then their vertex lists), its making of one
    line's vertex lists, and its draw."""
    return (layout_class._update, layout_class._create_vertex_lists,  # type: ignore[attr-defined]
            layout_class.draw)  # type: ignore[attr-defined]


def set_layout_steps(label_class: type, update: Callable[..., None],
                     create: Callable[..., None], draw: Callable[..., None]) -> None:
    label_class._update = update  # type: ignore[attr-defined]
    label_class._create_vertex_lists = create  # type: ignore[attr-defined]
    label_class.draw = draw  # type: ignore[attr-defined]


def layout_anchor_step(layout_class: type) -> Callable[..., None]:
    """pyglet's ``TextLayout``'s anchoring again (``anchor_x`` or ``anchor_y`` set): its
    placed vertex lists given the new anchors."""
    return layout_class._update_anchor  # type: ignore[attr-defined, no-any-return]


def set_layout_anchor_step(label_class: type, anchor: Callable[..., None]) -> None:
    label_class._update_anchor = anchor  # type: ignore[attr-defined]


def layout_lays_out_now(layout: Any) -> bool:
    """Whether a text layout lays its text out when asked (not between its
    ``begin_update`` and ``end_update``)."""
    return bool(layout._update_enabled)


def layout_draws_itself(layout: Any) -> bool:
    """Whether a text layout has a batch of its own, which only its ``draw`` draws."""
    return bool(layout._own_batch)


def make_line_vertex_lists(layout: Any, create: Callable[..., None]) -> None:
    """Make the vertex lists of a laid-out text's lines with ``create``, as the end of
    pyglet 2.1.19's ``TextLayout._update`` does (its anchors and colours as they are now)."""
    from pyglet.text.layout.base import _StaticLayoutContext

    document = layout._document
    context = _StaticLayoutContext(layout, document, document.get_style_runs("color"),
                                   document.get_style_runs("background_color"))
    anchor_top = layout._get_top_anchor()
    for line in layout._lines:
        create(layout, line.x, line.y, layout._anchor_left, anchor_top, line.start, line.boxes,
               context)


__all__ = ["apply_style", "box_gap", "copy_pixelated", "draw_rate", "fill_uv_data",
           "font_name_resolver", "glyph_expander",
           "has_background", "horizontal_padding", "label_text", "layout_anchor_step",
           "layout_draws_itself", "layout_lays_out_now", "layout_steps", "listener_type",
           "make_line_vertex_lists", "manager_wants_render", "nine_patch_setup",
           "on_active_change",
           "property_observers", "pyglet_local_library", "render_camera", "render_widgets",
           "resolved_font_name", "set_box_gap", "set_glyph_expander", "set_layout_anchor_step",
           "set_font_name_resolver", "set_layout_steps", "set_nine_patch_setup",
           "set_property_observers", "slider_x",
           "ui_surfaces",
           "widget_wants_render", "x11_event_handlers", "x11_window_id"]
