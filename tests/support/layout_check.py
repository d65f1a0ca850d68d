"""Checking a view's layout as laid out now: no widget outside the window, no two widgets
on top of each other, no label's text wider than its widget, no text of the view's own
outside the window (the text-size tests of every screen share it)."""

from __future__ import annotations

import itertools

from dirty7.ui.core.bootstrap import arcade, gui


def _leaves(widget, parent_shown: bool = True):
    """Shown widgets without children (what the player reads or clicks)."""
    for child in widget.children:
        if not child.visible or not parent_shown:
            continue
        if child.children:
            yield from _leaves(child)
        elif not isinstance(child, gui.UISpace):
            yield child


def _overlap(a, b) -> float:
    w = min(a.right, b.right) - max(a.left, b.left)
    h = min(a.top, b.top) - max(a.bottom, b.bottom)
    return min(w, h)


def _text_width(widget) -> float | None:
    label = getattr(widget, "ui_label", None) or widget
    text = getattr(label, "_label", None)
    if not isinstance(text, arcade.Text) or not text.text:
        return None
    return text.content_width if not text.multiline else None


def check_layout(view) -> list[str]:
    """Problems with ``view``'s layout as laid out now (empty when none)."""
    view.ui.execute_layout()
    width, height = view.fit.width, view.fit.height
    problems = []
    leaves = [leaf for layer in sorted(view.ui.children)
              for root in view.ui.children[layer] if root.visible
              for leaf in ([root] if not root.children else _leaves(root))]
    for leaf in leaves:
        r = leaf.rect
        name = f"{type(leaf).__name__} {getattr(leaf, 'text', '')!r}"
        if r.left < -0.5 or r.bottom < -0.5 or r.right > width + 0.5 or r.top > height + 0.5:
            problems.append(f"{name} at {r} is outside the {width}×{height} window")
        text = _text_width(leaf)
        if text is not None and text > r.width + 1:
            problems.append(f"{name}: its text ({text:.0f}) is wider than it ({r.width:.0f})")
    for a, b in itertools.combinations(leaves, 2):
        if _overlap(a.rect, b.rect) > 1:
            problems.append(f"{type(a).__name__} {getattr(a, 'text', '')!r} overlaps "
                            f"{type(b).__name__} {getattr(b, 'text', '')!r}")
    for name, value in vars(view).items():
        for text in (value if isinstance(value, list) else [value]):
            if isinstance(text, arcade.Text) and text.text and text.visible and (
                    text.left < -0.5 or text.right > width + 0.5 or text.bottom < -0.5
                    or text.top > height + 0.5):
                problems.append(f"text {name} {text.text!r} runs out of the window")
    return problems
