"""Where the UI manager's cached draw must draw: the rectangles its shown widgets cover,
joined where they touch, and whether any of them asked to be laid out or drawn again.

Why apart from :mod:`dirty7.ui.core.patches`: the cached draw
(:class:`~dirty7.ui.core.patches.UIManagerPatches`) is the patch; this is the geometry it
reads, which changes with the screens and not with Arcade's internals (the one private
flag it reads comes through :mod:`dirty7.ui.core.arcade_private`).
"""

from __future__ import annotations

import arcade

from dirty7.ui.core import arcade_private as private


def visible_areas(widgets, pad: float = 4.0):
    """Rectangles worth drawing: visible widgets, looking inside window-sized layouts."""
    from arcade.gui import UIAnchorLayout, UIInteractiveWidget

    for widget in widgets:
        if not widget.visible:
            continue
        rect = widget.rect
        children = list(getattr(widget, "children", []))
        if (children and isinstance(widget, UIAnchorLayout)
                and not isinstance(widget, UIInteractiveWidget)
                and not private.has_background(widget)):
            yield from visible_areas(children, pad)
        elif rect.width > 0 and rect.height > 0:
            yield arcade.LBWH(rect.left - pad, rect.bottom - pad, rect.width + 2 * pad,
                              rect.height + 2 * pad)


def needs_update(widgets) -> bool:
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
        if private.widget_wants_render(widget):
            return True
        if widget.children and needs_update(widget.children):
            return True
    return False


def merged_areas(areas, gap: float = 1.0) -> list:
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


__all__ = ["merged_areas", "needs_update", "visible_areas"]
