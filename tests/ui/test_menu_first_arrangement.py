"""The menu skips its tall arrangement without building it where even its least height is
more than the table's: the player's menu (every way to play) is built once before its
first frame, not twice, and it ends as it would have with the tall one tried."""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.app import App, AppOptions
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens import menu as menu_module
from dirty7.ui.widgets import menu_panel
from dirty7.ui.widgets.menu_panel import least_tall_height

SIZES = [(1280, 720), (800, 600), (1920, 1200)]


def _app(window, text_size: int = 100) -> App:
    return App(window, AppOptions(opponent_mode="thread"), on_quit=lambda _status: None,
               settings=LiveSettings(Settings(text_size=text_size), persist=False))


def _built(menu) -> tuple:
    return (menu._k, menu._compact, menu.panel.rect.width,  # noqa: SLF001
            menu.panel.rect.height, tuple(b.rect for b in menu.buttons.values()))


def test_the_players_menu_is_built_once_before_its_first_frame(plain_window, monkeypatch):
    builds = []
    real = menu_panel.build_panel
    monkeypatch.setattr(menu_module, "build_panel",
                        lambda *args, **kwargs: builds.append(1) or real(*args, **kwargs))
    app = _app(plain_window)
    app.show_menu()
    assert len(app.menu.buttons) >= 9 and app.menu._compact > 0  # noqa: SLF001
    assert len(builds) == 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("resume", [False, True])
def test_the_least_height_is_never_more_than_the_tall_panels(plain_window, size, text_size,
                                                             resume):
    app = _app(plain_window, text_size)
    app.show_menu()
    menu = app.menu
    menu.on_resize(*size)
    menu.resume_available = resume
    for k in (1.0, 1.15, 1.3, 1.5):
        menu._build_at(k, 0)  # noqa: SLF001
        bound = least_tall_height(k, menu._entries(), resume)  # noqa: SLF001
        assert bound <= menu.panel.rect.height, (k, bound, menu.panel.rect.height)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("ways", [True, False])
def test_skipping_ends_where_trying_the_tall_one_would(plain_window, monkeypatch, size,
                                                      text_size, ways):
    def menu_at() -> tuple:
        app = _app(plain_window, text_size)
        if not ways:
            monkeypatch.setattr(app, "ways_to_play", lambda: [])
        app.show_menu()
        app.menu.on_resize(*size)
        return _built(app.menu)

    skipping = menu_at()
    monkeypatch.setattr(menu_module, "least_tall_height", lambda *args: 0.0)
    assert menu_at() == skipping
