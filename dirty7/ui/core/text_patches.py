"""The patches of pyglet's text: glyphs rendered, stored and laid out with less work.

Why apart from :mod:`dirty7.ui.core.patches` (Arcade's UI manager, widgets and window):
these three touch only pyglet's fonts and text layouts, run under the same version guard
(:func:`dirty7.ui.core.patches.applies`) and are measured the same way (``docs/PATCHES.md``).
:mod:`dirty7.ui.core.bootstrap` applies them once, before the first label is made.
"""

from __future__ import annotations

from dirty7.ui.core import arcade_private as private
from dirty7.ui.core.patches import applies, replace
from dirty7.ui.core.recent import Recent

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
    if FreeTypeGlyphRenderer in _fast_glyphs or not applies("glyphs"):
        return
    expand = private.glyph_expander(FreeTypeGlyphRenderer)

    def fast_expand(self, data, src_format: str, dst_format: str) -> bytes:
        if (len(src_format) == 1 and src_format != "A" and len(dst_format) == 4
                and dst_format.index("A") == 3 and src_format in dst_format):
            grey = bytes(data)
            out = bytearray(b"\xff" * (len(grey) * 4))
            out[3::4] = grey
            return bytes(out)
        return expand(self, data, src_format, dst_format)

    private.set_glyph_expander(FreeTypeGlyphRenderer, fast_expand)
    _fast_glyphs.add(FreeTypeGlyphRenderer)


#: Label classes whose style setters already skip a value the label holds.
_unchanged_skipped: set[type] = set()
#: The label styles the screens set again on every refresh, and the layout's width.
SKIPPED_WHEN_UNCHANGED = ("font_size", "color", "font_name")


def skip_unchanged_text_styles() -> None:
    """Let a label's font size, colour and font name, and a layout's wrapping width,
    ignore an assignment of the value they already hold.

    Fixes: pyglet lays the whole text out again (its glyphs, lines and vertex lists) on
    every such assignment, equal or not, and the screens set them again whenever they
    refresh: the table fits its status line, suit caption and opponent's label from their
    full size at every change of the game, and the sheets and panels reset each text's
    size before they measure it. The result is the same layout. Bought: a quarter off the
    table's UI tests, and the same share of a refresh's work in the game.
    """
    from pyglet.text import DocumentLabel
    from pyglet.text.layout import TextLayout

    if DocumentLabel in _unchanged_skipped or not applies("same-style"):
        return
    for name in SKIPPED_WHEN_UNCHANGED:
        replace(DocumentLabel, name, _style_setter_skipping_equal(DocumentLabel, name))
    width: property = vars(TextLayout)["width"]  # the descriptor itself, not its value

    def set_width(layout: TextLayout, value: int | None) -> None:
        if value != layout.width:
            width.__set__(layout, value)

    replace(TextLayout, "width", property(width.fget, set_width, doc=width.__doc__))
    _unchanged_skipped.add(DocumentLabel)


def _style_setter_skipping_equal(owner: type, name: str) -> property:
    """``owner``'s property ``name``, its setter doing nothing when the whole text already
    has that value (a colour given as RGB is compared as pyglet stores it, with alpha)."""
    stock = getattr(owner, name)

    def setter(label, value) -> None:
        document = label.document
        held = value
        if name == "color":
            r, g, b, *alpha = value
            held = (r, g, b, alpha[0] if alpha else 255)
        end = len(document.text)
        if end and document.get_style_range(name, 0, end) == held:
            return
        stock.fset(label, value)

    return property(stock.fget, setter, doc=stock.__doc__)


#: Glyph atlas classes already made with one texture.
_single_texture_atlases: set[type] = set()


def make_glyph_atlases_once() -> None:
    """Give a new glyph atlas its texture once, not twice.

    Fixes: pyglet's ``GlyphTextureAtlas`` calls its parent's constructor, which makes a
    texture of the atlas's size and fills it with zeros, then makes its own (the glyphs'
    format and filters) and drops the first. Every font at every new size starts a new
    atlas (512×512: a megabyte of zeros uploaded twice), and the screens that fit their text
    to the window try several sizes. The atlas left is the same: its own texture and an
    allocator of its size, as pyglet's constructor leaves them. Bought: about 9 ms of CPU
    before the menu's first frame, and half the texture uploads of every size searched.
    """
    from pyglet.font.base import GlyphTextureAtlas
    from pyglet.gl import GL_LINEAR, GL_RGBA, GL_TEXTURE_2D
    from pyglet.image.atlas import Allocator

    if GlyphTextureAtlas in _single_texture_atlases or not applies("glyph-atlas-once"):
        return

    def __init__(atlas, width: int = 2048, height: int = 2048, fmt: int = GL_RGBA,
                 min_filter: int = GL_LINEAR, mag_filter: int = GL_LINEAR) -> None:
        atlas.texture = atlas.texture_class.create(width, height, GL_TEXTURE_2D, fmt,
                                                   min_filter, mag_filter, fmt=fmt)
        atlas.allocator = Allocator(width, height)

    replace(GlyphTextureAtlas, "__init__", __init__)
    _single_texture_atlases.add(GlyphTextureAtlas)


#: The side a font's first glyph atlas starts from (pyglet's own: 512).
GLYPH_ATLAS_SIDE = 256


def start_glyph_atlases_small() -> None:
    """Start each font's glyph atlas at 256×256 pixels, not pyglet's 512×512.

    Fixes: every font (each face, size and weight) keeps its glyphs in an atlas of its
    own, a texture made and zero-filled when the font renders its first glyph. The menu's
    first frame uses a dozen fonts of a few dozen glyphs each, and each 512×512 atlas was a
    megabyte of fresh memory filled and uploaded (0.3-1 ms each on a software renderer).
    pyglet still sizes an atlas up from this side until a hundred glyphs of the font's
    first one fit (its ``optimize_fit``), and starts another when one is full. A glyph
    holds the same pixels, with its border of empty ones, in any atlas; only where a text
    sits between pixels (a fractional place or scale) can the sampling's rounding tip an
    edge pixel's shade.
    Bought: about 7 ms before the menu's first frame, and a quarter of the memory of
    every small font's atlas.
    """
    from pyglet.font.base import Font

    if not applies("glyph-atlas-size"):
        return
    replace(Font, "texture_width", GLYPH_ATLAS_SIDE)
    replace(Font, "texture_height", GLYPH_ATLAS_SIDE)


#: Each font name (or tuple of names) an ``arcade.Text`` was given, and the font it found.
_resolved_fonts: dict[str | tuple[str, ...], str] = {}
#: Set once the font names are resolved once (the patch is in place).
_font_names_kept: list[object] = []


def resolve_font_names_once() -> None:
    """Find the font a text's font names stand for once per names, not for every text.

    Fixes: every ``arcade.Text`` (every label of every screen) resolves its font names
    again: each name is tried as a file path on disk, and then pyglet loads the font
    (fontconfig's search, and a font object at 12 points made for its name alone). The
    menu makes 37 texts of two tuples of names: 7 ms before its first frame. The answer
    depends only on the names and the fonts installed, which a game never changes while
    it runs (it adds no font files), so the first answer for each is kept.
    """
    if _font_names_kept or not applies("font-names-once"):
        return
    stock = private.font_name_resolver()

    def resolve_once(font_name):
        if not isinstance(font_name, (str, tuple)):  # Arcade's to refuse (TypeError)
            return stock(font_name)
        found = _resolved_fonts.get(font_name)
        if found is None:
            found = _resolved_fonts[font_name] = stock(font_name)
        return found

    private.set_font_name_resolver(resolve_once)
    _font_names_kept.append(resolve_once)


#: How many of the fonts last asked for are kept although no text uses them any more.
FONTS_KEPT = 32
#: Those fonts, the one asked for last at the end.
_kept_fonts: Recent[int, object] = Recent(FONTS_KEPT)
_fonts_kept_by: list[object] = []


def keep_recent_fonts() -> None:
    """Keep the last :data:`FONTS_KEPT` fonts asked for alive, not pyglet's last four.

    Fixes: pyglet keeps a font only while a text uses it, and the last four it loaded. A
    screen that fits its text to the window is built at several sizes and then at the one
    it keeps, and again each time it is shown; every size that had fallen out of use was
    a new font again: fontconfig's look-up, every glyph rendered again, a new atlas and new
    vertex domains for each text in it. The font pyglet returns is the one it would have
    made (its own cache answers first, by the same description). Bounded: at most
    :data:`FONTS_KEPT` fonts and their glyph atlases more than pyglet keeps; a game at one
    window and text size uses fewer (``scripts/memory_games.py``: the same RSS). Bought:
    about an eighth off the text-size, language and results tests.
    """
    import pyglet.font

    stock = pyglet.font.load
    if _fonts_kept_by or not applies("font-hold"):
        return

    def load(*args, **kwargs):
        font = stock(*args, **kwargs)
        _kept_fonts.put(id(font), font)
        return font

    replace(pyglet.font, "load", load)
    _fonts_kept_by.append(load)


#: Label classes whose vertex lists wait for the label's first draw.
_placed_when_drawn: set[type] = set()
#: Set on a label laid out whose vertex lists are not made yet.
_UNPLACED = "_dirty7_unplaced"
#: The turn (``rotation``) a label had when laid out or anchored: pyglet rounds the anchors
#: it places to whole pixels only where that turn is 0.
_ANCHORED_AT = "_dirty7_anchored_at"


def place_labels_when_drawn() -> None:
    """Make a label's vertex lists when it is first drawn, not each time it is laid out.

    Fixes: pyglet lays a label's text out (its glyphs and lines: what its size is read
    from) and then makes a vertex list in GL for every run of glyphs, at once and again at
    every change of text or size. The screens that fit their text build each sheet at
    several sizes and measure it, and draw only the one they keep: most labels ever made
    are measured and never drawn. A label with a batch of its own is drawn only by its
    ``draw``, so its vertex lists are made there, from the lines laid out and with its
    position, anchors, colours and visibility as they are then: the vertex lists pyglet
    would have made and moved there. A label in a shared batch (drawn with the batch) is
    laid out as pyglet does. A label deleted has nothing to place until it is laid out
    again (pyglet's ``delete`` keeps its lines, whose boxes it no longer holds). A label
    turned (``rotation``) since it was laid out or anchored is placed with the turn it had
    then, and turned: pyglet rounds the anchors to whole pixels only for an unturned label.
    """
    from pyglet.text import Label
    from pyglet.text.layout import TextLayout

    if Label in _placed_when_drawn or not applies("labels-placed-when-drawn"):
        return
    lay_out, make_vertex_lists, draw = private.layout_steps(TextLayout)

    def lay_out_unplaced(label: Label) -> None:
        if private.layout_lays_out_now(label):
            setattr(label, _UNPLACED, private.layout_draws_itself(label))
            setattr(label, _ANCHORED_AT, label.rotation)
        lay_out(label)

    anchor = private.layout_anchor_step(TextLayout)

    def anchor_unplaced(label: Label) -> None:
        setattr(label, _ANCHORED_AT, label.rotation)
        anchor(label)

    def make_vertex_lists_when_placed(label: Label, *line) -> None:
        if not getattr(label, _UNPLACED, False):
            make_vertex_lists(label, *line)

    def draw_placed(label: Label) -> None:
        if getattr(label, _UNPLACED, False):
            setattr(label, _UNPLACED, False)
            turned, label.rotation = label.rotation, getattr(label, _ANCHORED_AT)
            private.make_line_vertex_lists(label, make_vertex_lists)
            label.rotation = turned  # then turned, as pyglet turns what it placed
        draw(label)

    delete = TextLayout.delete

    def delete_unplaced(label: Label) -> None:
        setattr(label, _UNPLACED, False)
        delete(label)

    private.set_layout_steps(Label, lay_out_unplaced, make_vertex_lists_when_placed,
                             draw_placed)
    private.set_layout_anchor_step(Label, anchor_unplaced)
    replace(Label, "delete", delete_unplaced)
    _placed_when_drawn.add(Label)


__all__ = ["FONTS_KEPT", "GLYPH_ATLAS_SIDE", "SKIPPED_WHEN_UNCHANGED", "keep_recent_fonts",
           "make_glyph_atlases_once", "place_labels_when_drawn", "resolve_font_names_once",
           "skip_unchanged_text_styles",
           "speed_up_glyphs", "start_glyph_atlases_small"]
