"""The two games of a "Swap hands" pair are marked in Statistics' last games (before,
nothing told a swapped pair from two unrelated games): a gold bracket under
their two chips, none under other neighbours; pixels on screen."""

from __future__ import annotations

import copy
import json

from dirty7.store.stats import STATS_FILE
from dirty7.store.storage import Store
from dirty7.ui.screens.statistics import StatisticsView
from tests.support.screens import PREPARED_STATS, STRATEGIES, pixel, show


def _gold_under(view, first: int, second: int) -> bool:
    """Whether a gold pixel lies between chips ``first`` and ``second``, just under them."""
    a, b = view.strip.chip_boxes[first], view.strip.chip_boxes[second]
    x = (a.center[0] + b.center[0]) / 2
    for dy in range(3, 10):
        wx, wy = view.to_window(x, a.bottom - dy)
        r, g, b_ = pixel(round(wx), round(wy))
        if r > 180 and g > 140 and b_ < 140:
            return True
    return False


def test_a_swapped_pair_is_bracketed_in_the_last_games(window):
    data = copy.deepcopy(PREPARED_STATS)
    data["recent"][2]["pair"] = data["recent"][3]["pair"] = "game-2"
    store = Store()
    store.path(STATS_FILE).write_text(json.dumps(data))
    view = show(window, StatisticsView(window, strategies=STRATEGIES[:3], store=store))
    assert view.strip.pair_links == [(2, 3)]
    assert _gold_under(view, 2, 3)
    assert not _gold_under(view, 4, 5) and not _gold_under(view, 0, 1)
