"""A screen laid out again at the same size checks where its last text-size search ended
(two builds) instead of searching again, and ends as the search did.

Why: the menu, the statistics and the settings rebuild every widget for each scale they
try; a screen shown again, or a window resized back, searched again from the start.
"""

from __future__ import annotations

from dirty7.store.settings import Settings
from dirty7.ui.app import App, AppOptions
from dirty7.ui.core import scaling
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens import menu as menu_module
from dirty7.ui.widgets import menu_panel


def _built(menu) -> tuple:
    return (menu._k, menu._compact, menu.panel.rect.width,  # noqa: SLF001
            menu.panel.rect.height, tuple(b.rect for b in menu.buttons.values()))


def test_the_menu_laid_out_again_checks_its_last_answer(plain_window, monkeypatch):
    monkeypatch.setattr(scaling, "_searches_ended",
                        scaling.Recent(scaling.SEARCHES_REMEMBERED))  # none from earlier tests
    app = App(plain_window, AppOptions(opponent_mode="thread"), on_quit=lambda _status: None,
              settings=LiveSettings(Settings(text_size=150), persist=False))
    app.show_menu()
    menu = app.menu
    builds = []
    real = menu_panel.build_panel
    monkeypatch.setattr(menu_module, "build_panel",
                        lambda *args, **kwargs: builds.append(1) or real(*args, **kwargs))
    menu.on_resize(800, 600)  # 150 % does not fit there: a search
    searched, first = _built(menu), len(builds)
    assert first > 2 and menu._k < menu.text_scale  # noqa: SLF001
    menu.on_resize(1280, 720)
    builds.clear()
    menu.on_resize(800, 600)  # back: the last answer checked
    assert len(builds) == 2
    assert _built(menu) == searched
