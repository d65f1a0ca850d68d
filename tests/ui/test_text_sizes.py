"""Every screen at every text size, with and without high contrast, in an 800×600 and a
1280×720 window: no widget outside the window, no two widgets on top of each other, no
label's text wider than its widget, no text of the view's own outside the window.

The headless window keeps its size, so a size is given to the view's ``on_resize`` (the
layout is logical: the same rectangles a real window of that size gets).
"""

from __future__ import annotations

import json

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import TEXT_SIZES, Settings
from dirty7.store.stats import STATS_FILE
from dirty7.store.storage import Store
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.how_to_play import HowToPlayView
from dirty7.ui.screens.statistics import StatisticsView
from dirty7.ui.table.table_view import TableView
from tests.support.layout_check import check_layout
from tests.support.screens import PREPARED_STATS, STRATEGIES
from tests.support.table import FirstLegal
from tests.support.walked_screens import SCREENS, SIZES

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"


@pytest.mark.parametrize("contrast", [False, True])
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_every_screen_fits_at_every_text_size(plain_window, text_size, contrast):
    look.apply(Settings(text_size=text_size, high_contrast=contrast))
    problems = []
    for name, make in SCREENS.items():
        view = make(plain_window)  # laid out by on_resize alone: once per size
        for size in SIZES:
            view.on_resize(*size)
            problems += [f"{name} {size}: {p}" for p in check_layout(view)]
    assert problems == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_tables_widgets_fit_at_every_text_size(plain_window, text_size):
    look.apply(Settings(text_size=text_size, high_contrast=text_size == 150))
    game = Game([PERSON_AT_TABLE, None], start=NORMAL, players=["You", "Computer"])
    view = TableView(plain_window, TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)
    try:
        plain_window.show_view(view)
        problems = []
        for size in SIZES:
            view.on_resize(*size)
            view.log_part.panel.visible = True
            view.log_part.panel.shown_lines()
            left, bottom, w, h = view.log_part.panel.box
            if left < 0 or bottom < 0 or left + w > view.fit.width or bottom + h > view.fit.height:
                problems.append(f"{size}: the log {view.log_part.panel.box} is out of the window")
            problems += [f"table {size}: {p}" for p in check_layout(view)]
        assert problems == []
    finally:
        view.flow.close()


def test_a_larger_text_size_makes_larger_text(plain_window):
    """The walk above would pass with a setting that did nothing: it does something."""
    sizes = []
    for text_size in TEXT_SIZES:
        look.apply(Settings(text_size=text_size))
        view = HowToPlayView(plain_window)
        plain_window.show_view(view)
        view.on_resize(1280, 720)
        sizes.append(view.text_scale)
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1]


def test_the_statistics_follow_the_text_size_and_fit(plain_window):
    """With games counted (the table, chart and strip on show): text 1.25 times as large at
    150 % in a 1280×720 window, the table and the chart then on pages of their own (C or
    the page button turns them), and nothing out of the window or overlapping."""
    store = Store()
    store.path(STATS_FILE).write_text(json.dumps(PREPARED_STATS))
    sizes = []
    for text_size in (100, 150):
        look.apply(Settings(text_size=text_size))
        view = StatisticsView(plain_window, strategies=STRATEGIES[:3], store=store)
        view.on_resize(1280, 720)
        sizes.append(view.cells[("games", "easy")].font_size)
        assert view._texts_fit() and check_layout(view) == []  # noqa: SLF001
        for size in SIZES:
            view.on_resize(*size)
            for _page in range(2 if view.numbers_page else 1):
                assert view._texts_fit(), (size, view.numbers_page)  # noqa: SLF001
                assert check_layout(view) == [], (size, view.numbers_page)
                view.on_key_press(arcade.key.C, 0)
    assert sizes[1] >= 1.25 * sizes[0], sizes
    if view.numbers_page == "table":
        view.on_key_press(arcade.key.C, 0)
    assert view.numbers_page == "chart"
    chart = view.chart.value_texts["easy"].font_size
    assert chart >= 1.25 * theme.BODY_SIZE, chart  # the chart's texts grow too


def test_the_statistics_lay_out_alike_whatever_the_window_was_before(plain_window):
    """The row of buttons is measured as it will stand (the page button with the pages):
    laid out at 800×600 straight away the screen once fitted its pages without that
    button, and after 1280×720 its first try with a stale one, two text sizes apart."""
    store = Store()
    store.path(STATS_FILE).write_text(json.dumps(PREPARED_STATS))
    look.apply(Settings(text_size=150))
    resized = StatisticsView(plain_window, strategies=STRATEGIES[:3], store=store)
    resized.on_resize(1280, 720)
    resized.on_resize(800, 600)
    direct = StatisticsView(plain_window, strategies=STRATEGIES[:3], store=store)
    direct.on_resize(800, 600)
    assert direct.numbers_page is not None  # the table and the chart on pages
    assert (direct.text_k, direct.numbers_page) == (resized.text_k, resized.numbers_page)
    assert direct._texts_fit() and check_layout(direct) == []  # noqa: SLF001


def test_the_empty_statistics_grow_at_150(plain_window):
    sizes = []
    for text_size in (100, 150):
        look.apply(Settings(text_size=text_size))
        view = StatisticsView(plain_window, strategies=STRATEGIES[:3], store=Store())
        view.on_resize(1280, 720)
        assert view.is_empty and view._texts_fit()  # noqa: SLF001
        sizes.append(min(t.font_size for t in view._texts))  # noqa: SLF001
    assert sizes[1] >= 1.3 * sizes[0], sizes
