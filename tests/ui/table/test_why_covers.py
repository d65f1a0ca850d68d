"""The open Why? panel covers what lies under it: "36 in stock" was drawn on top of the
panel's lines (the table's captions came after the panels), and at 150 % text with high
contrast the panel's "↓ more below" stays on its plate, where it can be read."""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from tests.support.panels import HARD, box_of, hit
from tests.support.panels import deal as _deal
from tests.support.table import window_point

K = arcade.key


def _open_why(look_tables, size, contrast: bool):
    look.apply(Settings(text_size=150, high_contrast=contrast))
    view = look_tables(_deal(False))
    view.on_resize(*size)
    part = view.why_part
    part.explanation = HARD
    part._refresh()
    view.on_key_press(K.W, 0)
    view.on_draw()
    assert part.panel.visible
    return view, part.panel


def _pixels(view, box) -> bytes:
    view.on_draw()
    image = arcade.get_image().convert("RGB")
    (x0, y0), (x1, y1) = window_point(view, box.left, box.bottom), window_point(
        view, box.right, box.top)
    return image.crop((x0, image.height - y1, x1, image.height - y0)).tobytes()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("contrast", [False, True], ids=["normal", "high-contrast"])
def test_the_stock_count_is_not_drawn_over_the_open_why_panel(look_tables, size, contrast):
    view, panel = _open_why(look_tables, size, contrast)
    plate, label = box_of(panel.rect), view.hud.label_boxes()["stock_count"]
    assert hit(plate, label)  # the panel lies over the caption here
    shared = type(plate)(max(plate.left, label.left), max(plate.bottom, label.bottom), 0, 0)
    shared = type(plate)(shared.left, shared.bottom,
                         min(plate.right, label.right) - shared.left,
                         min(plate.top, label.top) - shared.bottom)
    stock = view.hud.stock_count
    with_caption = _pixels(view, shared)
    words, stock.text = stock.text, ""
    without = _pixels(view, shared)
    stock.text = words
    assert with_caption == without  # the panel hides it: not a pixel of it shows


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_more_below_stands_on_the_plate_at_150_with_high_contrast(look_tables, size):
    view, panel = _open_why(look_tables, size, True)
    body = panel.bodies[0]
    left, top = body.position
    plate = panel.rect
    assert plate.left <= left and top <= plate.top
    assert top - body.content_height >= plate.bottom - 1  # every line, the hint too
    if panel.scrolls:
        assert body.text.split("\n")[-1].startswith("↓")
