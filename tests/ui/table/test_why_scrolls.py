"""A long Hard Why? keeps its text size and scrolls, as the game log does: at 800×600 and
150 % text it used to shrink to a few pixels a line to fit its panel. The keys and the
wheel that scroll the log scroll it, to its last line (the end of Hard's belief) and back.
"""

from __future__ import annotations

from dirty7.store.settings import Settings
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.table.why import why_lines
from tests.support.panels import HARD
from tests.support.panels import deal as _deal
from tests.support.table import window_point

K = arcade.key



def _ink_rows(view, body) -> int:
    """Window pixel rows, in the first line of ``body``, that hold bright text pixels."""
    image = arcade.get_image().convert("RGB")
    left, top = window_point(view, *body.position)  # anchored at its top left
    right, _ = window_point(view, body.position[0] + body.width, 0)
    line_px = round(2 * body.font_size * view.fit.scale)  # well past one line's height
    rows = 0
    for y in range(top, top - line_px, -1):
        row = [image.getpixel((x, image.height - 1 - y)) for x in range(left, right)]
        rows += any(min(p) > 150 for p in row)  # light text on the dark plate
        if rows and not any(min(p) > 150 for p in row):
            break  # the first line's glyphs end
    return rows


def test_a_long_why_keeps_its_text_size_and_scrolls_to_its_last_line(look_tables):
    look.apply(Settings(text_size=150))
    view = look_tables(_deal(False))
    view.on_resize(800, 600)
    part = view.why_part
    part.explanation = HARD
    part._refresh()
    view.on_key_press(K.W, 0)
    view.on_draw()
    panel = part.panel
    _heading, lines = why_lines(HARD, "Computer")
    normal = (theme.SMALL_SIZE - 1) * view.text_scale  # the game log's text size
    body = panel.bodies[0]
    assert panel.visible and panel.scrolls and panel.columns == 1
    assert body.font_size == normal
    # The pixels say so too: the first line's glyphs stand about as tall as its size.
    assert _ink_rows(view, body) >= 0.75 * normal * view.fit.scale  # 9 rows when it shrank
    shown = panel.shown_lines()
    assert shown[0] == lines[0] and lines[-1] not in shown  # it opens at the top
    assert body.text.split("\n")[-1].startswith("↓")
    view.on_key_press(K.END, 0)
    view.on_draw()
    assert panel.shown_lines()[-1] == lines[-1] and body.font_size == normal
    assert body.text.split("\n")[0].startswith("↑")
    view.on_key_press(K.HOME, 0)
    assert panel.shown_lines()[0] == lines[0]
    x, y = window_point(view, *panel.rect.center)
    seen: list[str] = []
    for _ in range(len(lines)):  # the wheel, a notch at a time, reaches every line
        seen += [line for line in panel.shown_lines() if line not in seen]
        view.on_mouse_scroll(x, y, 0, -1)
    assert seen == lines and panel.shown_lines()[-1] == lines[-1]
    view.on_key_press(K.PAGEUP, 0)
    view.on_key_press(K.UP, 0)
    assert panel.shown_lines()[-1] != lines[-1]
    view.on_key_press(K.ESCAPE, 0)  # Esc closes the panel, and only it
    assert not panel.visible
    view.on_key_press(K.W, 0)  # opened again: from the top
    assert panel.shown_lines()[0] == lines[0]
