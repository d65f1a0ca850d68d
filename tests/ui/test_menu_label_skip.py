"""The menu skips an arrangement whose buttons are too narrow for their labels without
building it (a language with long labels is built once before its first frame, like
English), and the difficulty heading is measured in its own bold font, so it never runs
past its box and widens the panel past the table."""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.app import App, AppOptions
from dirty7.ui.core.arcade_private import label_text
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens import menu as menu_module
from dirty7.ui.widgets import menu_panel
from dirty7.ui.widgets.menu_panel import ARRANGEMENTS, labels_fit

LANGUAGES = ["de", "es", "pt_BR", "en_XA"]


def _app(window, language: str, text_size: int = 100) -> App:
    return App(window, AppOptions(opponent_mode="thread", language=language),
               on_quit=lambda _status: None,
               settings=LiveSettings(Settings(text_size=text_size), persist=False))


def _built(menu) -> tuple:
    return (menu._k, menu._compact, menu.panel.rect.width,  # noqa: SLF001
            menu.panel.rect.height, menu.heading.text,
            tuple(b.rect for b in menu.buttons.values()))


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_the_menu_is_built_once_before_its_first_frame_in_long_words(plain_window,
                                                                    monkeypatch, language):
    builds = []
    real = menu_panel.build_panel
    monkeypatch.setattr(menu_module, "build_panel",
                        lambda *args, **kwargs: builds.append(1) or real(*args, **kwargs))
    app = _app(plain_window, language)
    app.show_menu()
    assert len(app.menu.buttons) >= 9 and len(builds) == 1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("text_size", [100, 150])
def test_a_skipped_arrangement_is_one_whose_labels_do_not_fit(plain_window, language,
                                                              text_size):
    app = _app(plain_window, language, text_size)
    app.show_menu()
    menu = app.menu
    for k in (1.0, 1.25):
        for arrangement in range(1, len(ARRANGEMENTS)):
            said = labels_fit(k, menu._entries(), arrangement=arrangement,  # noqa: SLF001
                              room=menu._room(arrangement), resume=False)  # noqa: SLF001
            menu._build_at(k, arrangement)  # noqa: SLF001
            too_long = [key for key, b in menu.buttons.items() if b.visible and
                        label_text(b.ui_label).content_width > b.rect.width - 8]
            assert said or too_long, (k, arrangement)
            assert not said or not too_long, (k, arrangement, too_long)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("text_size", [100, 150])
def test_skipping_by_labels_ends_where_building_each_would(plain_window, monkeypatch,
                                                          language, text_size):
    def menu_at() -> tuple:
        app = _app(plain_window, language, text_size)
        app.show_menu()
        return _built(app.menu)

    skipping = menu_at()
    monkeypatch.setattr(menu_module, "labels_fit", lambda *args, **kwargs: True)
    assert menu_at() == skipping


@pytest.mark.parametrize("language", ["en", "de", "fr", "pt_BR"])
@pytest.mark.parametrize("text_size", [100, 150])
def test_the_difficulty_heading_stays_in_its_box(plain_window, language, text_size):
    app = _app(plain_window, language, text_size)
    app.show_menu()
    menu = app.menu
    assert menu.panel.rect.width <= plain_window.width
    for k in (1.0, 1.25):
        for arrangement in range(len(ARRANGEMENTS)):
            menu._build_at(k, arrangement)  # noqa: SLF001
            heading = menu.heading
            assert label_text(heading).content_width <= heading.min_width + 0.5, \
                (k, arrangement, heading.text)
