"""The felt, the pile outlines and the shadows of resting cards, from a cache.

Why: each card's soft shadow is a blended quad larger than the card, and a hand's shadows
overlap; on a software renderer they cost as much as the cards. Cards at rest do not move
for most frames, so their shadows are drawn with the felt and the outlines into a
window-sized texture, which then replaces the felt (one unblended quad either way). When
cards come to rest or start moving, only the pixels their shadows touch are drawn again.
Only moving or held cards cast live shadows. While a glow lies under the cards (a drag
over the waste, a hint) the view draws everything live, so the layers keep their order.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import card_size
from dirty7.ui.core.scaling import alpha_locked


class Backdrop:
    """A window-sized texture (felt, outlines, resting shadows) and the quad that shows it."""

    def __init__(self, ctx, size: tuple[int, int]) -> None:
        from arcade.gl.geometry import quad_2d_fs

        self.size = size
        self.frame: tuple[float, float] | None = None  # the logical size it was drawn for
        self.poses: dict[int, tuple] = {}  # card → the pose of its cached shadow
        self.boxes: dict[int, tuple[int, int, int, int]] = {}  # card → its shadow's pixels
        self.texture = ctx.texture(size, components=4, filter=(ctx.NEAREST, ctx.NEAREST))
        self.fbo = ctx.framebuffer(color_attachments=[self.texture])
        self.geometry = quad_2d_fs()

    def draw(self, ctx) -> None:
        """Cover the viewport with the texture, pixel for pixel, without blending."""
        theme.draw_opaque_quad(ctx, self.texture, self.geometry)


class ShadowCache:
    """Keeps a :class:`Backdrop` up to date with the resting cards' shadows.

    ``draw_felt()`` and ``draw_outlines()`` draw the layers under the shadows; the cache
    redraws them (and the resting shadows) only where something changed.
    """

    def __init__(self, draw_felt: Callable[[], None], draw_outlines: Callable[[], None]) -> None:
        self.draw_felt = draw_felt
        self.draw_outlines = draw_outlines
        self.backdrop: Backdrop | None = None

    def draw(self, ctx, camera, fit, shadow_of: dict[int, arcade.Sprite],
             shadows: arcade.SpriteList, resting: frozenset[int]) -> None:
        """Bring the cache up to date for ``resting`` cards and cover the window with it."""
        vp = camera.viewport
        size = (int(vp.width), int(vp.height))
        backdrop = self.backdrop
        if backdrop is None or backdrop.size != size:
            backdrop = self.backdrop = Backdrop(ctx, size)
        frame = (fit.width, fit.height)
        poses = {k: (shadow_of[k].position, shadow_of[k].angle, shadow_of[k].scale)
                 for k in resting}

        def box(k: int) -> tuple[int, int, int, int]:
            return shadow_box(shadow_of[k], size, frame)

        if backdrop.frame != frame:
            areas = [(0, 0, *size)]
        else:  # only where a cached shadow appeared, left or moved
            changed = [k for k in poses.keys() | backdrop.poses.keys()
                       if poses.get(k) != backdrop.poses.get(k)]
            areas = merge_boxes([backdrop.boxes[k] for k in changed if k in backdrop.boxes]
                                + [box(k) for k in changed if k in poses])
        if areas:
            with backdrop.fbo.activate() as fbo, camera.activate():
                for k, shadow in shadow_of.items():
                    shadow.visible = k in resting
                for area in areas:
                    fbo.scissor = area
                    self.draw_felt()
                    with alpha_locked():
                        self.draw_outlines()
                        shadows.draw()
                fbo.scissor = None
            backdrop.frame = frame
            backdrop.poses = poses
            backdrop.boxes = {k: box(k) for k in resting}
        backdrop.draw(ctx)


def draw_pile_outlines(layout) -> None:
    """The outlines of the stock's and the waste's places, under their cards."""
    w, h = card_size(layout.pile_scale)
    for x, y in ((layout.stock.x, layout.stock.y), layout.waste_center):
        # A hair off the pixel grid: edges that fall exactly on pixel centres would
        # round differently on screen and in the backdrop texture.
        arcade.draw_rect_outline(arcade.XYWH(x + 0.01, y + 0.01, w + 8, h + 8),
                                 (255, 255, 255, 46), border_width=2)


def shadow_box(shadow: arcade.Sprite, size: tuple[int, int],
               frame: tuple[float, float]) -> tuple[int, int, int, int]:
    """Backdrop pixels a card's shadow may touch (any angle): x, y, width, height."""
    sx, sy = size[0] / frame[0], size[1] / frame[1]
    r = math.hypot(shadow.width, shadow.height) / 2 + 2
    left = max(0, math.floor((shadow.center_x - r) * sx))
    bottom = max(0, math.floor((shadow.center_y - r) * sy))
    right = min(size[0], math.ceil((shadow.center_x + r) * sx))
    top = min(size[1], math.ceil((shadow.center_y + r) * sy))
    return left, bottom, max(0, right - left), max(0, top - bottom)


def merge_boxes(boxes) -> list[tuple[int, int, int, int]]:
    """Pixel boxes (x, y, w, h) with overlapping ones joined into their bounding box."""
    out = [b for b in boxes if b[2] > 0 and b[3] > 0]
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                (ax, ay, aw, ah), (bx, by, bw, bh) = out[i], out[j]
                if ax <= bx + bw and bx <= ax + aw and ay <= by + bh and by <= ay + ah:
                    x, y = min(ax, bx), min(ay, by)
                    out[i] = (x, y, max(ax + aw, bx + bw) - x, max(ay + ah, by + bh) - y)
                    del out[j]
                    merged = True
                    break
            if merged:
                break
    return out


__all__ = ["Backdrop", "ShadowCache", "merge_boxes", "shadow_box"]
