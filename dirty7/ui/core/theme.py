"""Colours, fonts and generated textures: the look of the table in one place.

Why generated textures: a felt with a soft vignette, a glow and a card shadow are cheap
to make once with Pillow and then draw as single quads each frame, which keeps the
software renderer fast and avoids shipping image files.
"""

from __future__ import annotations

import threading
import weakref
from array import array
from collections.abc import Callable
from functools import lru_cache
from typing import overload

from PIL import Image, ImageDraw, ImageFilter

from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade, gui

# --- colours ---------------------------------------------------------------------------
#: A colour as Arcade's drawing calls take it: red, green, blue, and an alpha or none
#: (opaque). Fixed lengths, so a checker can tell an RGB from an RGBA where one is needed.
RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
RGBOrA = RGB | RGBA

FELT_CENTER = (38, 122, 72)
FELT_EDGE = (10, 52, 30)
FELT_BASE = (24, 92, 54)  # the clear colour; close to the felt's mid tone
GOLD = (236, 196, 92)
GOLD_DARK = (176, 132, 44)
CREAM = (250, 244, 226)
INK = (28, 32, 30)
TEXT = (240, 238, 228)
TEXT_DIM = (196, 214, 200)
PANEL = (6, 30, 18, 170)
PANEL_BORDER = (255, 255, 255, 40)
SHADOW = (0, 0, 0, 110)
GLOW_LEGAL = (255, 222, 110)
GLOW_ILLEGAL = (230, 70, 60)
SUIT_RED = (206, 40, 48)
SUIT_BLACK = (26, 26, 30)
#: The four-colour deck's clubs and diamonds (hearts stay red, spades black).
SUIT_GREEN = (20, 128, 56)
SUIT_BLUE = (28, 86, 206)
#: Suit symbols in text on the dark panels: the same hues, lightened to read on dark
#: (the inks above are for white: cards, the badge, the picker, high-contrast panels).
SUIT_RED_LIGHT = (255, 122, 116)
SUIT_GREEN_LIGHT = (96, 214, 128)
SUIT_BLUE_LIGHT = (128, 170, 255)
#: High contrast: a plain dark felt, white panels with dark text and thick dark outlines.
FELT_PLAIN = (14, 30, 20)
HC_PANEL = (252, 252, 248, 255)
HC_BORDER = (16, 18, 17, 255)
HC_BORDER_WIDTH = 4
#: High contrast: panel text colour for each of the usual (light) panel text colours.
HC_INK: dict[RGB, RGB] = {TEXT: (16, 18, 17), TEXT_DIM: (52, 58, 54), CREAM: (16, 18, 17),
          GOLD: (104, 70, 0), GOLD_DARK: (104, 70, 0)}

BUTTON_BG = (22, 70, 44)
BUTTON_HOVER = (34, 96, 60)
BUTTON_PRESS = (14, 50, 30)
BUTTON_BORDER = (120, 170, 130)
BUTTON_TEXT = CREAM
BUTTON_DISABLED = (60, 74, 66)
PRIMARY_BG = (226, 178, 64)
PRIMARY_HOVER = (244, 202, 96)
PRIMARY_PRESS = (190, 144, 44)
PRIMARY_TEXT = (40, 30, 8)

# --- fonts -----------------------------------------------------------------------------
#: First available wins (pyglet). Serif for titles gives the card-room feel; the sans
#: list covers the suit symbols ♣♦♥♠ on Windows, macOS and Linux.
TITLE_FONT = ("Georgia", "DejaVu Serif", "Times New Roman", "Liberation Serif", "serif")
BODY_FONT = ("Segoe UI", "Helvetica Neue", "DejaVu Sans", "Arial", "Liberation Sans", "sans-serif")

TITLE_SIZE = 64
HEADING_SIZE = 30
BODY_SIZE = 17
SMALL_SIZE = 14
BUTTON_SIZE = 17
STATUS_SIZE = 20


def suit_color(suit: int) -> tuple[int, int, int]:
    """The ink of a suit (C D H S): red diamonds and hearts, black clubs and spades; with
    the four-colour deck green clubs and blue diamonds."""
    if look.current().four_colour:
        return (SUIT_GREEN, SUIT_BLUE, SUIT_RED, SUIT_BLACK)[suit]
    return SUIT_RED if suit in (1, 2) else SUIT_BLACK


def suit_text_color(suit: int) -> tuple[int, int, int]:
    """The colour of a suit symbol (C D H S) in text on a panel.

    On the white panels of high contrast, the card inks of :func:`suit_color` with spades
    in the panel's text colour; on the usual dark panels the same hues lightened, and
    spades (and two-colour clubs) in the panel's light text colour, since black would vanish.
    """
    text = panel_text(TEXT)
    if look.current().high_contrast:
        ink = suit_color(suit)
        return text if ink == SUIT_BLACK else ink
    if look.current().four_colour:
        return (SUIT_GREEN_LIGHT, SUIT_BLUE_LIGHT, SUIT_RED_LIGHT, text)[suit]
    return SUIT_RED_LIGHT if suit in (1, 2) else text


@overload
def panel_text(color: RGB) -> RGB: ...


@overload
def panel_text(color: RGBA) -> RGBA: ...


def panel_text(color: RGBOrA) -> RGBOrA:
    """The colour text of the usual ``color`` (TEXT, TEXT_DIM, CREAM, GOLD) takes on a
    panel in the current look: itself, or (high contrast, white panels) its dark ink.

    Why one function: every panel's text asks here, so the one switch of the look turns
    every panel's light text dark. Text on the felt keeps its colour (the felt stays dark).
    """
    if look.current().high_contrast:
        ink = HC_INK.get(color[:3])
        if ink is not None:  # opaque: a faded dark ink would lose the contrast
            return (*ink, 255) if len(color) == 4 else ink
    return color


def faint(alpha: int) -> tuple[int, int, int, int]:
    """A faint divider or stripe on a panel: white at ``alpha`` on the usual dark panels,
    dark and three times as strong on high contrast's white ones (white would vanish)."""
    if look.current().high_contrast:
        return (*HC_BORDER[:3], min(255, alpha * 3))
    return (255, 255, 255, alpha)


def panel_colors(fill: RGBOrA = PANEL, border: RGBOrA | None = PANEL_BORDER,
                 *, accent: bool = False) -> tuple[RGBOrA, RGBOrA | None]:
    """Fill and border of a panel: ``fill`` and ``border`` (by default translucent with a
    hairline), or (high contrast) white with a dark border — or its own border when
    ``accent`` says the border's colour tells something (an error's red)."""
    if look.current().high_contrast:
        return HC_PANEL, (border if accent and border is not None else HC_BORDER)
    return fill, border


def outline_width(normal: float) -> float:
    """An outline's width: thicker in high contrast."""
    return normal * 2 if look.current().high_contrast else normal


# --- generated textures ----------------------------------------------------------------
def _rounded_mask(w: int, h: int, radius: int, pad: int = 0) -> Image.Image:
    mask = Image.new("L", (w + 2 * pad, h + 2 * pad), 0)
    ImageDraw.Draw(mask).rounded_rectangle((pad, pad, pad + w - 1, pad + h - 1), radius, fill=255)
    return mask


_felt_lock = threading.Lock()


def felt_image(width: int = 1024, height: int = 640) -> Image.Image:
    """A felt: lighter in the middle, darker towards the edges, with a fine grain (made
    once; a caller waits for the prefetch thread instead of making it twice)."""
    with _felt_lock:
        if look.current().high_contrast:
            return _plain_felt_image(width, height)
        return _make_felt_image(width, height)


@lru_cache(maxsize=2)
def _plain_felt_image(width: int, height: int) -> Image.Image:
    """High contrast: one flat dark colour, nothing for the eye to sort out."""
    return Image.new("RGBA", (width, height), (*FELT_PLAIN, 255))


@lru_cache(maxsize=4)
def _make_felt_image(width: int, height: int) -> Image.Image:
    gradient = Image.radial_gradient("L").resize((width, height), Image.Resampling.BILINEAR)
    # radial_gradient is 0 in the centre, 255 at the rim: soften so the centre area is wide.
    gradient = gradient.point(lambda v: int(min(255, (v / 255) ** 1.6 * 300)))
    centre = Image.new("RGB", (width, height), FELT_CENTER)
    edge = Image.new("RGB", (width, height), FELT_EDGE)
    felt = Image.composite(edge, centre, gradient)
    # Grain made small and stretched: a sixteenth of the work, the same look at table scale.
    grain = Image.effect_noise((width // 4, height // 4), 18).resize((width, height),
                                                                   Image.Resampling.BILINEAR)
    felt = Image.blend(felt, Image.merge("RGB", (grain, grain, grain)), 0.045)
    return felt.convert("RGBA")


_felt_thread: threading.Thread | None = None


def prefetch_felt(*more: Callable[[], object]) -> None:
    """Start making the felt image (then ``more``) in a thread; Pillow works without
    the GIL.

    The app calls this before it opens its window, so the images of the first frame are
    ready instead of being made in it. Everything made here is cached by its maker.
    """
    global _felt_thread
    if _felt_thread is None:
        def work() -> None:
            felt_image()
            for make in more:
                make()

        _felt_thread = threading.Thread(target=work, name="dirty7-prefetch", daemon=True)
        _felt_thread.start()


@lru_cache(maxsize=8)
def glow_texture(color: tuple[int, int, int] = GLOW_LEGAL, spread: int = 22) -> arcade.Texture:
    """A soft halo around a card-sized rectangle (drawn behind the waste when legal)."""
    w, h = 140, 190
    pad = spread * 2
    img = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (*color, 0))
    ring = _rounded_mask(w + spread, h + spread, 18, pad - spread // 2)
    alpha = ring.filter(ImageFilter.GaussianBlur(spread / 2.2))
    img.putalpha(alpha)
    return arcade.Texture(img, hash=f"dirty7-glow-{color}-{spread}")


def glow_size(scale: float, spread: int = 22) -> tuple[float, float]:
    """Logical size to draw :func:`glow_texture` for a card at ``scale``."""
    return (140 + 4 * spread) * scale, (190 + 4 * spread) * scale


@lru_cache(maxsize=2)
def shadow_texture(blur: int = 9) -> arcade.Texture:
    """A soft drop shadow for a card (drawn offset under lifted or moving cards)."""
    w, h = 140, 190
    pad = blur * 3
    img = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (0, 0, 0, 0))
    mask = _rounded_mask(w, h, 10, pad).filter(ImageFilter.GaussianBlur(blur))
    img.putalpha(mask.point(lambda v: v * SHADOW[3] // 255))
    return arcade.Texture(img, hash=f"dirty7-shadow-{blur}")


def shadow_size(scale: float, blur: int = 9) -> tuple[float, float]:
    return (140 + 6 * blur) * scale, (190 + 6 * blur) * scale


@lru_cache(maxsize=32)
def rounded_rect_image(
    fill: tuple[int, ...],
    border: tuple[int, ...] | None = None,
    radius: int = 14,
    size: tuple[int, int] = (96, 96),
    border_width: int = 2,
    sheen: bool = True,
) -> Image.Image:
    """A rounded rectangle for panels and buttons (the image of a nine-patch).

    ``sheen`` adds a faint top-to-bottom light so buttons look pressed into the felt
    instead of flat stickers.
    """
    w, h = size
    scale = 2  # draw at 2x then downsample for smooth corners
    big = Image.new("RGBA", (w * scale, h * scale), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    fill4 = tuple(fill) + (255,) * (4 - len(fill))
    box = (0, 0, w * scale - 1, h * scale - 1)
    if border is not None:
        border4 = tuple(border) + (255,) * (4 - len(border))
        draw.rounded_rectangle(box, radius * scale, fill=border4)
        inset = border_width * scale
        box = (inset, inset, w * scale - 1 - inset, h * scale - 1 - inset)
        draw.rounded_rectangle(box, max(1, (radius - border_width) * scale), fill=fill4)
    else:
        draw.rounded_rectangle(box, radius * scale, fill=fill4)
    if sheen:
        light = Image.linear_gradient("L").resize((w * scale, h * scale)).point(
            lambda v: int((255 - v) * 0.10)
        )
        white = Image.new("RGBA", big.size, (255, 255, 255, 0))
        white.putalpha(light)
        mask = big.getchannel("A")
        white.putalpha(Image.composite(light, Image.new("L", big.size, 0), mask))
        big = Image.alpha_composite(big, white)
    return big.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def rounded_rect_texture(
    fill: tuple[int, ...],
    border: tuple[int, ...] | None = None,
    radius: int = 14,
    size: tuple[int, int] = (96, 96),
    border_width: int = 2,
    sheen: bool = True,
) -> arcade.Texture:
    """:func:`rounded_rect_image` as a texture."""
    img = rounded_rect_image(fill, border, radius, tuple(size), border_width, sheen)
    key = f"dirty7-rr-{fill}-{border}-{radius}-{size}-{border_width}-{sheen}"
    return arcade.Texture(img, hash=key)


@lru_cache(maxsize=64)
def nine_patch_image(
    fill: tuple[int, ...], border: tuple[int, ...] | None = None, radius: int = 14
) -> Image.Image:
    """The image :func:`nine_patch` stretches (made ahead by a prefetch thread)."""
    return rounded_rect_image(tuple(fill), tuple(border) if border else None, radius,
                              (96, 96), 2, True)


_patches: dict[tuple, gui.NinePatchTexture] = {}


def nine_patch(
    fill: tuple[int, ...], border: tuple[int, ...] | None = None, radius: int = 14,
    fading: bool = False,
) -> gui.NinePatchTexture:
    """A stretchable rounded rectangle for arcade.gui widgets, made once per look and GL
    context.

    Why cached: each NinePatchTexture sets up a shader program and GL buffers, and
    buttons ask for theirs at every render, toasts and panels at every frame. The
    context is part of the key because those belong to one window's context.
    """
    fill = tuple(fill)
    border = tuple(border) if border else None
    border_width = 2
    if look.current().high_contrast:  # opaque fills, solid and thicker borders
        if len(fill) == 4 and fill[3] > 0 and not fading:  # ``fading``: a toast's last steps
            fill = (*fill[:3], max(fill[3], 235))
        if border is not None and not fading:
            border = (*border[:3], 255)
            border_width = HC_BORDER_WIDTH

    def make() -> gui.NinePatchTexture:
        tex = rounded_rect_texture(fill, border, radius, (96, 96), border_width)
        edge = radius + 4
        return gui.NinePatchTexture(left=edge, right=edge, bottom=edge, top=edge, texture=tex)

    return _patch_in_context((fill, border, radius, border_width), make)


def _patch_in_context(key: tuple, make: Callable[[], gui.NinePatchTexture]
                      ) -> gui.NinePatchTexture:
    """The nine-patch filed under ``key`` for the current GL context, made by ``make`` the
    first time (a nine-patch's program and buffers belong to one window's context)."""
    full_key = (id(arcade.get_window().ctx), *key)
    patch = _patches.get(full_key)
    if patch is None:
        patch = _patches[full_key] = make()
    return patch


def well_patch(fill: tuple[int, ...], border: tuple[int, ...],
               border_width: int = 2) -> gui.NinePatchTexture:
    """A text field's well: a flat rectangle of ``fill`` in a ``border_width`` frame of
    ``border``, as a nine-patch made once per colours and GL context.

    Why a nine-patch, not Arcade's filled rectangle and outline: those draw with two
    shader programs of their own, and a software renderer compiles each at its first use
    (about 3 ms each before the menu's first frame); the buttons' nine-patches have
    already compiled theirs. The corners and the frame are copied pixel for pixel.
    """
    fill4 = tuple(fill) + (255,) * (4 - len(fill))
    border4 = tuple(border) + (255,) * (4 - len(border))

    def make() -> gui.NinePatchTexture:
        side = 2 * border_width + 2
        image = Image.new("RGBA", (side, side), border4)
        inner = side - 1 - border_width
        ImageDraw.Draw(image).rectangle((border_width, border_width, inner, inner), fill=fill4)
        texture = arcade.Texture(image, hash=f"dirty7-well-{fill4}-{border4}-{border_width}")
        return gui.NinePatchTexture(left=border_width, right=border_width,
                                    bottom=border_width, top=border_width, texture=texture)

    return _patch_in_context(("well", fill4, border4, border_width), make)


class _Felt:
    """The felt's own GL texture and quad, one per GL context.

    Why not a sprite texture: the felt is far larger than anything else drawn, and
    adding it to Arcade's texture atlas grows the atlas from 512² to 2048² texels (two
    re-allocations and copies) before the menu's first frame.
    """

    def __init__(self, ctx) -> None:
        from arcade.gl import BufferDescription

        image = felt_image()  # made at once if the prefetch thread has not got there
        # PIL's first row is the top: it goes in at v = 0, so the quad's top gets v = 0.
        self.texture = ctx.texture(image.size, components=4, data=image.tobytes(),
                                   wrap_x=ctx.CLAMP_TO_EDGE, wrap_y=ctx.CLAMP_TO_EDGE)
        self.buffer = ctx.buffer(reserve=4 * 4 * 4)
        self.geometry = ctx.geometry(
            [BufferDescription(self.buffer, "2f 2f", ["in_vert", "in_uv"])],
            mode=ctx.TRIANGLE_STRIP)
        self.size: tuple[float, float] | None = None

    def draw(self, ctx, width: float, height: float) -> None:
        if self.size != (width, height):
            self.size = (width, height)
            # Logical (-2, -2)–(width + 2, height + 2) in the camera's clip space, where
            # (0, 0)–(width, height) is the whole viewport.
            x0, x1 = -1.0 - 4.0 / width, 1.0 + 4.0 / width
            y0, y1 = -1.0 - 4.0 / height, 1.0 + 4.0 / height
            self.buffer.write(array("f", [x0, y1, 0.0, 0.0, x0, y0, 0.0, 1.0,
                                          x1, y1, 1.0, 0.0, x1, y0, 1.0, 1.0]))
        draw_opaque_quad(ctx, self.texture, self.geometry)


def draw_opaque_quad(ctx, texture, geometry) -> None:
    """Draw ``geometry`` (clip-space ``in_vert``, ``in_uv``) textured with ``texture``,
    without blending, through Arcade's textured-quad program."""
    ctx.disable(ctx.BLEND)
    texture.use(0)
    program = ctx.utility_textured_quad_program
    program["texture0"] = 0
    geometry.render(program)


#: GL context → {plain: its felt} (kept here, not hung on Arcade's context object).
_felts: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def draw_felt(width: float, height: float) -> None:
    """Cover the logical table (all of the viewport) with the felt, without blending."""
    ctx = arcade.get_window().ctx
    felts = _felts.setdefault(ctx, {})
    plain = look.current().high_contrast
    felt = felts.get(plain)
    if felt is None:
        felt = felts[plain] = _Felt(ctx)
    felt.draw(ctx, width, height)


def draw_panel(left: float, bottom: float, width: float, height: float, radius: int = 18) -> None:
    """A translucent dark panel with a hairline border, for grouping menu content."""
    nine_patch(*panel_colors(), radius).draw_rect(rect=arcade.LBWH(left, bottom, width, height))


@lru_cache(maxsize=4)
def badge_texture(size: int = 96) -> arcade.Texture:
    """The active-suit badge: a cream disc with a gold ring and a soft shadow (one quad)."""
    scale = 3
    big = size * scale
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    pad = 6 * scale
    shadow = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).ellipse((pad, pad + 3 * scale, big - pad, big - pad + 3 * scale),
                                   fill=(0, 0, 0, 90))
    img = Image.alpha_composite(img, shadow.filter(ImageFilter.GaussianBlur(3 * scale)))
    draw = ImageDraw.Draw(img)
    draw.ellipse((pad, pad, big - pad, big - pad), fill=(*GOLD, 255))
    ring = 4 * scale
    draw.ellipse((pad + ring, pad + ring, big - pad - ring, big - pad - ring), fill=(*CREAM, 255))
    small = img.resize((size, size), Image.Resampling.LANCZOS)
    return arcade.Texture(small, hash=f"dirty7-badge-{size}")


@lru_cache(maxsize=2)
def dim_texture() -> arcade.Texture:
    """A 1-pixel translucent black, stretched over the table behind a modal panel."""
    return arcade.Texture(Image.new("RGBA", (4, 4), (0, 0, 0, 120)), hash="dirty7-dim")
