"""High contrast's white panels keep their dividers and graph lines visible (faint white
lines would vanish on them; the review's gold line too): pixels on screen."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from dirty7.game.controller import Game
from dirty7.store.settings import Settings
from dirty7.store.stats import STATS_FILE
from dirty7.store.storage import Store
from dirty7.ui.core import look
from dirty7.ui.screens.how_to_play import HowToPlayView
from dirty7.ui.screens.review_screen import ReviewView
from dirty7.ui.screens.statistics import StatisticsView
from tests.support.screens import PREPARED_STATS, STRATEGIES, pixel, show

GAME = "AC9C/2D4D6H8SKS/8C4C/QDAD6S9S5H 0 n C"


@pytest.fixture
def high_contrast():
    look.apply(Settings(high_contrast=True))
    yield
    look.apply(Settings())


def _dark_near(view, x: float, y: float, vertical: bool) -> bool:
    """Whether a grey or darker pixel (the white panel is 756) lies within two pixels of
    logical (x, y), across the line."""
    wx, wy = (round(v) for v in view.to_window(x, y))
    for d in range(-2, 3):
        if sum(pixel(wx + d, wy) if vertical else pixel(wx, wy + d)) < 620:
            return True
    return False


def test_the_statistics_dividers_show_on_white(window, high_contrast):
    store = Store()
    store.path(STATS_FILE).write_text(json.dumps(PREPARED_STATS))
    view = show(window, StatisticsView(window, strategies=STRATEGIES[:3], store=store))
    p = view._panel
    y = view._divider
    xs = [p.left + 30 + i * (p.width - 60) / 12 for i in range(13)]
    assert sum(_dark_near(view, x, y, vertical=False) for x in xs) >= 10


def test_the_how_to_play_divider_shows_on_white(window, high_contrast):
    view = show(window, HowToPlayView(window))
    left, bottom, _w, h = view._panel
    ys = [bottom + 40 + i * (h - 80) / 10 for i in range(11)]
    assert sum(_dark_near(view, view._divider_x, y, vertical=True) for y in ys) >= 8


def test_the_review_graph_line_is_dark_gold_on_white(window, high_contrast):
    game = Game([None, None], start=GAME)
    for text in ("9C", "draw", "AC"):
        game.play(next(m for m in game.position.legal_moves() if str(m) == text))
    run = SimpleNamespace(judgements={0: SimpleNamespace(chance=0.2, flagged=False),
                                      2: SimpleNamespace(chance=0.8, flagged=False)},
                          total=2, done=2, failed=None, poll=lambda: False,
                          close=lambda: None)
    view = ReviewView(window, record=game.record.to_dict(), run=run)
    show(window, view)
    (x0, y0), (x1, y1) = view.graph_point(1, 0.2), view.graph_point(3, 0.8)
    x, y = (x0 + x1) / 2, (y0 + y1) / 2
    wx, wy = (round(v) for v in view.to_window(x, y))
    inks = [pixel(wx, wy + d) for d in range(-3, 4)]
    assert any(r < 160 and r > b + 40 for r, _g, b in inks), inks  # a dark gold, not gold
