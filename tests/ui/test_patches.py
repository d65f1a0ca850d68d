"""The patches of Arcade's and pyglet's internals: all in ``ui/core/patches.py``, applied
only on the Arcade and pyglet that ``pyproject.toml`` pins (else skipped, with a warning),
and each one can be left out to measure what it buys."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest

from dirty7.ui.core import library_search, patch_pins, patches

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "dirty7" / "ui"
#: Private members of Arcade's UIManager and widgets that only the patches may override.
PRIVATE_OVERRIDES = {"_get_surface", "_do_render", "_requires_render", "_surfaces"}
#: The modules that hold the patches (Arcade's and pyglet's text).
PATCH_MODULES = ("patches.py", "text_patches.py")


def test_the_dependencies_pin_the_versions_the_patches_were_written_for():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'"arcade=={patches.ARCADE_PINNED}"' in text
    assert f'"pyglet=={patches.PYGLET_PINNED}"' in text
    assert (patches.ARCADE_VERSION, patches.PYGLET_VERSION) == (patches.ARCADE_PINNED,
                                                                patches.PYGLET_PINNED)


def _checked_against() -> dict[str, str]:
    """docs/PATCHES.md's table: each patch's name and the versions it was checked against."""
    rows = {}
    for line in (ROOT / "docs" / "PATCHES.md").read_text(encoding="utf-8").splitlines():
        name = re.match(r"\| `([a-z0-9-]+)`", line)
        if name:
            rows[name.group(1)] = line.rstrip(" |").rsplit("|", 1)[1].strip()
    return rows


def test_every_patch_was_checked_against_the_pinned_versions():
    """Pinning another Arcade or pyglet fails here until each patch has been checked again
    and docs/PATCHES.md says so (the pins themselves must match pyproject.toml, above)."""
    pins = f"arcade {patch_pins.ARCADE_PINNED}, pyglet {patch_pins.PYGLET_PINNED}"
    checked = _checked_against()
    assert set(checked) == set(patch_pins.WITHOUT)
    assert {name: versions for name, versions in checked.items() if versions != pins} == {}


def test_the_check_of_the_recorded_versions_can_fail(monkeypatch):
    monkeypatch.setattr(patch_pins, "ARCADE_PINNED", "3.4.0")
    with pytest.raises(AssertionError):
        test_every_patch_was_checked_against_the_pinned_versions()


def test_each_patch_says_what_is_lost_without_it():
    source = "".join((UI / "core" / name).read_text(encoding="utf-8")
                     for name in PATCH_MODULES)
    named = set(re.findall(r"(?:applies|_patched)\(\"([a-z0-9-]+)\"\)", source))
    assert named | {library_search.PATCH_NAME} == set(patch_pins.WITHOUT)
    for name in ("logical-surfaces", "label-min-size"):  # not only slower: wrong
        assert "placed wrongly" in patch_pins.WITHOUT[name]


def test_both_patch_modules_read_one_list_of_pins():
    assert patches.ARCADE_PINNED is patch_pins.ARCADE_PINNED
    assert patches.PYGLET_PINNED is library_search.PYGLET_PINNED is patch_pins.PYGLET_PINNED
    assert patches.SKIP_ENV is library_search.SKIP_ENV is patch_pins.SKIP_ENV


def test_a_patch_applies_on_the_pinned_versions_only_and_says_why_not(monkeypatch, caplog):
    assert patches.applies("glyphs")
    monkeypatch.setattr(patches, "ARCADE_VERSION", "3.3.4")
    monkeypatch.setattr(patches, "_warned", set())
    with caplog.at_level(logging.WARNING, logger="dirty7.ui"):
        assert not patches.applies("glyphs")
        assert not patches.applies("glyphs")
    warnings = [r.getMessage() for r in caplog.records if "glyphs" in r.getMessage()]
    assert len(warnings) == 1 and "arcade 3.3.3" in warnings[0] and "3.3.4" in warnings[0]
    assert patch_pins.WITHOUT["glyphs"] in warnings[0]
    monkeypatch.setattr(patches, "ARCADE_VERSION", patches.ARCADE_PINNED)
    monkeypatch.setattr(patches, "PYGLET_VERSION", "2.1.20")
    assert not patches.applies("glyphs")


@pytest.mark.parametrize("skip", ["glyphs", "cached-ui-draw, glyphs", "all"])
def test_a_patch_can_be_left_out_to_measure_it(monkeypatch, skip):
    monkeypatch.setenv(patches.SKIP_ENV, skip)
    assert not patches.applies("glyphs")
    assert patches.applies("atlas-alpha") is (skip != "all")
    assert patches.applies("headless-gui")  # "all" never leaves the headless import out


def _overrides(path: Path) -> set[str]:
    """Private Arcade members that the classes of ``path`` define or assign."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    found |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
              and isinstance(n.ctx, ast.Store)}
    return found & PRIVATE_OVERRIDES


def test_no_module_but_the_patches_overrides_arcades_private_members():
    outside = {str(p.relative_to(ROOT)): _overrides(p) for p in UI.rglob("*.py")
               if p.name not in PATCH_MODULES}
    assert {k: v for k, v in outside.items() if v} == {}
    program_swaps = [str(p.relative_to(ROOT)) for p in UI.rglob("*.py")
                     if p.name not in PATCH_MODULES
                     and re.search(r"\.program\s*=", p.read_text(encoding="utf-8"))]
    assert program_swaps == []


def _ui_classes() -> list[type]:
    """Every class defined in ``dirty7/ui`` (each module imported, headless)."""
    import importlib
    import inspect

    found = []
    for path in sorted(UI.rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        module = importlib.import_module(name.removesuffix(".__init__"))
        found += [c for _, c in inspect.getmembers(module, inspect.isclass)
                  if c.__module__ == module.__name__]
    return found


#: Set on every subclass by a metaclass (``abc.ABCMeta``, pyglet's window class), not by us.
_METACLASS_MEMBERS = {"_abc_impl", "_platform_event_names"}


def _library_private(cls: type, name: str) -> bool:
    return any(base.__module__.split(".")[0] in ("arcade", "pyglet") and name in vars(base)
               for base in cls.__mro__[1:])


def test_no_class_outside_the_patches_overrides_a_private_member_of_arcade_or_pyglet():
    """``FixedLabel._update_size_hint_min`` and the sliders' ``_render_*`` once were
    private Arcade hooks overridden in the widgets; now the label takes the patches' mixin
    and the sliders draw in the public ``do_render``. Any class of ``dirty7/ui`` that
    defines a single-underscore member of an Arcade or pyglet base must be in the patches."""
    found = sorted(f"{cls.__module__}.{cls.__qualname__}.{name}"
                   for cls in _ui_classes() if cls.__module__ != patches.__name__
                   for name in vars(cls)
                   if name.startswith("_") and not name.startswith("__")
                   and name not in _METACLASS_MEMBERS and _library_private(cls, name))
    assert found == []


def test_a_fixed_label_keeps_its_width_and_measures_its_lines_at_it(window, monkeypatch):
    from dirty7.ui.widgets.banner import FixedLabel

    short = FixedLabel("ab", 300)
    assert short.size_hint_min[0] >= 300
    words = "a note long enough to wrap on three or four lines at this width " * 2
    note = FixedLabel(words, 200, width=200, multiline=True)
    one_line = FixedLabel("a", 200, width=200, multiline=True).size_hint_min[1]
    assert note.size_hint_min[0] >= 200 and note.size_hint_min[1] > 2 * one_line
    monkeypatch.setenv(patches.SKIP_ENV, "label-min-size")  # the stock measure: it shrinks
    assert FixedLabel("ab", 300).size_hint_min[0] < 300


def test_making_widgets_does_not_grow_their_class_event_types(window):
    """pyglet appends an event type per call and arcade.gui registers two per widget: the
    patch keeps each name once, so a long session's lists do not grow with its games."""
    from dirty7.ui.widgets.buttons import TableButton

    TableButton(text="first")
    before = list(TableButton.event_types)
    for n in range(50):
        TableButton(text=f"button {n}")
    assert TableButton.event_types == before
    assert len(before) == len(set(before)) and "on_click" in before


def test_a_label_given_the_style_it_holds_is_not_laid_out_again(window, monkeypatch):
    """Equal sizes, colours (RGB as RGBA) and widths are skipped; a change, or a text whose
    runs differ, is laid out and applied to the whole text."""
    import arcade

    label = arcade.Text("Hello there", 0, 0, color=(10, 20, 30, 255), font_size=12,
                        width=200, multiline=True)
    laid_out: list[object] = []
    label_class = type(label.label)  # its lay-out is its own (labels-placed-when-drawn)
    stock = label_class._update
    monkeypatch.setattr(label_class, "_update",
                        lambda layout: (laid_out.append(layout), stock(layout))[1])
    label.font_size = 12
    label.color = (10, 20, 30)
    label.label.width = 200
    label.font_name = label.font_name
    assert laid_out == []
    wide = label.content_width
    label.font_size = 18
    assert laid_out and label.content_width > wide
    document = label.label.document
    document.set_style(0, 5, {"font_size": 30})  # "Hello" larger than the rest
    label.font_size = 18
    assert document.get_style_range("font_size", 0, len(document.text)) == 18
    monkeypatch.setenv(patches.SKIP_ENV, "same-style")  # how the stock setter is measured
    assert not patches.applies("same-style")


def test_a_new_glyph_atlas_makes_one_texture_of_its_own_kind(window, monkeypatch):
    from pyglet.font.base import GlyphTexture, GlyphTextureAtlas
    from pyglet.image import Texture

    made: list[tuple[int, int]] = []
    stock = Texture.create.__func__

    def counted(cls, width, height, *args, **kwargs):
        made.append((width, height))
        return stock(cls, width, height, *args, **kwargs)

    monkeypatch.setattr(Texture, "create", classmethod(counted))
    atlas = GlyphTextureAtlas(256, 128)
    assert made == [(256, 128)]
    assert isinstance(atlas.texture, GlyphTexture)
    assert (atlas.texture.width, atlas.texture.height) == (256, 128)
    assert (atlas.allocator.width, atlas.allocator.height) == (256, 128)


def test_a_font_out_of_use_is_the_same_font_when_asked_for_again(window):
    """A text size that falls out of use (a screen fitting its text tries several) keeps
    its font, glyphs and atlas for when it comes back, up to FONTS_KEPT of them."""
    import gc
    import weakref

    import pyglet.font

    from dirty7.ui.core import text_patches

    first = weakref.ref(pyglet.font.load(None, 41.25))
    for n in range(8):  # more than pyglet's own four
        pyglet.font.load(None, 30 + n / 4)
    gc.collect()
    assert first() is not None
    assert pyglet.font.load(None, 41.25) is first()
    for n in range(text_patches.FONTS_KEPT + 1):
        pyglet.font.load(None, 60 + n / 4)
    assert len(text_patches._kept_fonts) == text_patches.FONTS_KEPT


def test_a_font_starts_a_small_glyph_atlas_holding_the_same_glyphs(window, monkeypatch):
    """A new font's first glyph atlas is GLYPH_ATLAS_SIDE square, not pyglet's 512, and
    holds the very glyphs pyglet's own atlas holds (their pixels, sizes and advances);
    a font with more glyphs than one atlas holds starts another and loses none."""
    import pyglet.font
    from pyglet.font.base import Font

    from dirty7.ui.core import text_patches

    text = "".join(chr(c) for c in range(0x21, 0x7F)) + "ÄÖÜßéàçñ♠♥♦♣—…" + \
        "".join(chr(c) for c in range(0x410, 0x450))  # some 190 glyphs, Cyrillic too

    def glyphs_of(font) -> tuple[list[tuple], int]:
        """Each glyph's size, advance, vertices and pixels; how many atlases hold them."""
        glyphs, _offsets = font.get_glyphs(text)
        return [(g.width, g.height, g.advance, tuple(g.vertices),
                 g.get_image_data().get_data("RGBA", g.width * 4)) for g in glyphs], \
            len({id(g.owner) for g in glyphs})

    font_class = type(pyglet.font.load("DejaVu Sans", 12))
    small = font_class("DejaVu Sans", 29, dpi=96)
    ours, atlases = glyphs_of(small)
    monkeypatch.setattr(Font, "texture_width", 512)
    monkeypatch.setattr(Font, "texture_height", 512)
    stock = font_class("DejaVu Sans", 29, dpi=96)
    theirs, _atlases = glyphs_of(stock)

    first = small.texture_bin.atlases[0].texture
    assert (first.width, first.height) == (text_patches.GLYPH_ATLAS_SIDE,) * 2
    assert stock.texture_bin.atlases[0].texture.width == 512
    assert atlases > 1  # the font overflowed its first atlas
    assert ours == theirs


def test_an_atlas_uv_table_made_quickly_is_the_one_arcade_makes(window):
    """The patched ``UVData`` holds the very members Arcade's own constructor gives it
    (a second copy of Arcade's module, unpatched, makes the one to compare with)."""
    import importlib.util

    from arcade.texture_atlas import uv_data

    spec = importlib.util.spec_from_file_location("arcade.texture_atlas.stock_uv_data",
                                                  uv_data.__file__)
    assert spec is not None and spec.loader is not None
    stock_module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(stock_module)
    assert stock_module.UVData.__init__ is not uv_data.UVData.__init__  # patched
    ours, theirs = uv_data.UVData(window.ctx, 2), stock_module.UVData(window.ctx, 2)
    for name in ("_capacity", "_num_slots", "_dirty", "_data", "_slots"):
        assert getattr(ours, name) == getattr(theirs, name), name
    assert list(ours._slots_free) == list(theirs._slots_free)
    assert (ours.texture.size, ours.texture.components, ours.texture.dtype,
            ours.texture.filter) == (theirs.texture.size, theirs.texture.components,
                                     theirs.texture.dtype, theirs.texture.filter)


def test_the_nine_patches_of_a_context_share_one_program_and_draw_as_with_their_own(window):
    """Two nine-patches of different looks share one shader program; each draws the very
    pixels it draws with a program of its own, whichever was drawn before it."""
    import arcade
    from arcade.gui import NinePatchTexture

    def patch(colour: tuple[int, int, int, int]) -> NinePatchTexture:
        from PIL import Image, ImageDraw

        image = Image.new("RGBA", (24, 24), (0, 0, 0, 0))
        ImageDraw.Draw(image).rounded_rectangle((0, 0, 23, 23), 8, fill=colour,
                                                outline=(250, 240, 200, 255), width=2)
        return NinePatchTexture(left=9, right=9, bottom=9, top=9,
                                texture=arcade.Texture(image, hash=f"shared-{colour}"))

    def drawn(nine: NinePatchTexture) -> bytes:
        window.clear()
        first.draw_rect(rect=arcade.LBWH(10, 10, 200, 90))
        nine.draw_rect(rect=arcade.LBWH(40, 30, 300, 120))
        return arcade.get_image(0, 0, 400, 200).tobytes()

    first, second = patch((200, 40, 40, 255)), patch((40, 80, 200, 180))
    assert first.program is second.program
    shared = drawn(second)
    second.program = window.ctx.load_program(
        vertex_shader=":system:shaders/gui/nine_patch_vs.glsl",
        fragment_shader=":system:shaders/gui/nine_patch_fs.glsl")
    second.program.set_uniform_safe("uv_texture", 0)
    second.program["sprite_texture"] = 1
    assert second.program is not first.program
    assert drawn(second) == shared


def test_arcade_gui_imports_headless_without_pyglets_x11_window():
    """A headless start imports ``arcade.gui`` with ``pyglet.input`` as on a platform
    without devices: neither pyglet's X11 window nor its Xlib bindings are loaded, and
    pyglet's platform is its own again afterwards."""
    import os
    import subprocess
    import sys

    probe = ("import sys, pyglet\n"
             "import dirty7.ui.core.bootstrap as boot\n"
             "import pyglet.input\n"
             "print(boot.gui.UIManager.__name__, pyglet.compat_platform == sys.platform,\n"
             "      pyglet.input.Controller.__name__,\n"
             "      [m for m in sys.modules if m.startswith(('pyglet.window.xlib',\n"
             "                                               'pyglet.libs.x11.xlib'))])\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, env={**os.environ, "ARCADE_HEADLESS": "1"}).stdout
    assert out.split() == ["UIManager", "True", "Controller", "[]"], out


def test_a_texts_font_names_are_looked_up_once(window, monkeypatch):
    """The second text of the same font names does not look them up again (no name tried
    as a file, no font loaded for it), and finds the same font."""
    import arcade
    import arcade.text

    tried: list[str] = []
    stock_resolve = arcade.text.resolve

    def counted(path):
        tried.append(str(path))
        return stock_resolve(path)

    monkeypatch.setattr(arcade.text, "resolve", counted)
    names = ("No Such Font 7f3a", "DejaVu Sans", "sans-serif")
    first = arcade.Text("Seven", 0, 0, font_name=names)
    assert tried  # looked up: each name tried as a file first
    tried.clear()
    second = arcade.Text("Jack", 0, 0, font_name=names)
    assert tried == []
    assert first.font_name == second.font_name
