"""The menu at its edges: many difficulty changes, keyboard editing of the deal number,
Esc over an unfinished game, the footer hint with Resume offered."""

from __future__ import annotations

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from tests.support.screens import STRATEGIES, click, show

K = arcade.key


def _image(view):
    view.on_mouse_motion(2, 2, 0, 0)  # nothing hovered: the chosen level is described
    view.on_draw()
    return arcade.get_image().convert("RGB")


def test_fifty_difficulty_changes_leave_the_menu_pixel_identical(window):
    """Each change used to wrap the description narrower, until the panel left the screen."""
    view = show(window, MenuView(window, strategies=STRATEGIES[:3], on_resume=lambda: None))
    first = _image(view)
    panel = view.panel.rect
    for i in range(25):  # 50 changes: by keys and by clicks, back to where it began
        if i % 2:
            view.on_key_press(K.RIGHT, 0)
            view.on_draw()
            view.on_key_press(K.LEFT, 0)
        else:
            click(view, view.option_buttons["hard"])
            click(view, view.option_buttons["medium"])
        view.on_draw()
    assert view.difficulty == "medium"
    assert view.panel.rect == panel
    assert _image(view).tobytes() == first.tobytes()
