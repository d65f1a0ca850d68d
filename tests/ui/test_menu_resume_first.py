"""A menu that knows before it is built that a game waits builds its panel once, with
Resume, and looks exactly like one told afterwards (which built its panel a second time
before the first frame)."""

from __future__ import annotations

import pytest

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens import menu as menu_module
from dirty7.ui.screens.menu import MenuView
from tests.support.app import make_app
from tests.support.screens import STRATEGIES, show


@pytest.fixture
def panels_built(monkeypatch) -> list[bool]:
    """The ``resume`` of every panel the menu builds, in order."""
    built: list[bool] = []
    real = menu_module.build_panel

    def counting(*args, **kwargs):
        built.append(kwargs["resume"])
        return real(*args, **kwargs)

    monkeypatch.setattr(menu_module, "build_panel", counting)
    return built


def _image(view):
    view.on_mouse_motion(2, 2, 0, 0)  # nothing hovered: the chosen level is described
    view.on_draw()
    return arcade.get_image().convert("RGB")


def test_a_menu_built_with_resume_builds_once_and_looks_as_one_told_after(window,
                                                                         panels_built):
    told = MenuView(window, strategies=STRATEGIES[:3], on_resume=lambda: None)
    told.set_resume_available(True)
    show(window, told)
    told_built = list(panels_built)
    assert told_built[:2] == [False, True]  # built without Resume, then again with it
    before = _image(told)

    panels_built.clear()
    known = show(window, MenuView(window, strategies=STRATEGIES[:3], on_resume=lambda: None,
                                  resume_available=True))
    assert panels_built == told_built[1:]  # the first build, without Resume, is saved
    assert known.resume_available and known.buttons["resume"].visible
    assert known.buttons["start"].text == told.buttons["start"].text
    assert known._hint.text == told._hint.text
    assert _image(known).tobytes() == before.tobytes()


def test_the_hint_is_fitted_once_laid_out_as_when_resume_came_after(window):
    """Before its first layout the menu has no art column to fit the hint to: it is left at
    its size (it was shrunk a size at a time to 120 units, then set back by the layout)."""
    early = MenuView(window, strategies=STRATEGIES[:3], on_resume=lambda: None)
    early.set_resume_available(True)
    assert early._hint.font_size == theme.SMALL_SIZE
    show(window, early)

    late = show(window, MenuView(window, strategies=STRATEGIES[:3], on_resume=lambda: None))
    late.set_resume_available(True)  # laid out already: fitted at once
    for hint in (early._hint, late._hint):
        assert hint.content_width <= 2 * 260  # within the art's column
    assert late._hint.text == early._hint.text
    assert (late._hint.font_size, late._hint.position) == \
        (early._hint.font_size, early._hint.position)


def test_resume_is_not_offered_without_a_way_to_resume(window):
    view = MenuView(window, strategies=STRATEGIES[:3], resume_available=True)
    assert not view.resume_available and view.buttons["resume"].visible is None


def test_the_app_builds_its_menu_once_over_a_saved_game(window, panels_built):
    first, _ = make_app(window)
    table = first.start_game("easy", 31)
    table.skip_animations()
    table.on_key_press(arcade.key.ESCAPE, 0)  # to the menu: the game is saved
    assert first.can_resume()

    panels_built.clear()
    app, _ = make_app(window)  # the next start of the program, the game on disk
    app.show_menu()
    menu = window.current_view
    assert isinstance(menu, MenuView) and menu.resume_available
    menu.on_draw()
    assert panels_built == [True]
    assert menu.buttons["resume"].visible
