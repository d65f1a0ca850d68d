"""The menu a player gets — every installed level (read after the first frame) and every
way to play under Start — grows its text 1.3 times at 150 % and still fits, in a 1280×720
and an 800×600 window, its footer hint included.

Why apart from test_text_growth: a menu built with three levels and no ways to play fitted
its large text easily, while the app's, with four more buttons, shrank it back to nearly
100 %.
"""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.app import App, AppOptions
from dirty7.ui.core.live_settings import LiveSettings
from tests.support.layout_check import check_layout

GROWTH = 1.3
#: Font sizes are whole points: 1.3 × 20 pt may round down a point.
ROUNDING = 0.05


def _app_menu(window, text_size: int, size, language: str | None = None):
    app = App(window, AppOptions(opponent_mode="thread", language=language),
              on_quit=lambda _status: None,
              settings=LiveSettings(Settings(text_size=text_size), persist=False))
    app.show_menu()
    menu = app.menu
    menu.close_confirm()  # the first start's offer of the lessons
    menu.on_resize(*size)
    menu.on_draw()
    menu.on_update(1 / 60)  # the installed levels, as a real window reads them
    menu.on_draw()
    return menu


def _font_size(widget) -> float:
    label = getattr(widget, "ui_label", None) or widget
    return label._label.font_size  # noqa: SLF001 - the text as drawn


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_players_menu_grows_its_text_at_150_and_fits(plain_window, size):
    small, large = (_app_menu(plain_window, t, size) for t in (100, 150))
    assert len(large.options) >= 4 and len(large.buttons) >= 9  # what a player has
    assert check_layout(large) == []
    for name in ("start", "settings", "quit", "how_to_play"):
        ratio = _font_size(large.buttons[name]) / _font_size(small.buttons[name])
        assert ratio >= GROWTH - ROUNDING, (name, ratio)
    for name in ("heading", "description"):
        ratio = _font_size(getattr(large, name)) / _font_size(getattr(small, name))
        assert ratio >= GROWTH - ROUNDING, (name, ratio)
    assert large._hint.font_size >= GROWTH * small._hint.font_size  # noqa: SLF001
    assert large._hint.content_width <= large.fit.width  # noqa: SLF001


#: Languages whose labels are long: the wide arrangement's first column grows to hold the
#: Deal number row on one line, so their 150 % grows as far as English's (German's and
#: Brazilian Portuguese's longest labels stop a little earlier).
LANGUAGE_GROWTH = {"fr": GROWTH, "ru": GROWTH, "pl": GROWTH, "es": GROWTH, "de": 1.2,
                   "pt_BR": 1.2}


@pytest.mark.parametrize("language", sorted(LANGUAGE_GROWTH))
def test_the_menu_grows_its_text_at_150_in_every_language(plain_window, language):
    size = (1280, 720)
    small, large = (_app_menu(plain_window, t, size, language) for t in (100, 150))
    assert check_layout(large) == []
    for name in ("start", "quit"):
        ratio = _font_size(large.buttons[name]) / _font_size(small.buttons[name])
        assert ratio >= LANGUAGE_GROWTH[language] - ROUNDING, (name, ratio)
    deal_row = large.deal_input.parent
    assert deal_row.rect.width <= large._row_width + 0.5  # noqa: SLF001 - on one line
