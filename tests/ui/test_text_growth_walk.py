"""Every screen's every text at 150 % against 100 %, in an 800×600 and a 1280×720 window:
each text the player reads (a label, a button's words, a text the view draws itself)
at least 1.3 times its size at 100 % — the promise the README makes of the text size.

A text is matched between the two sizes by its words (and, for a text the view draws
itself, the view's name for it); one that is shown at only one of the two sizes (a page
turned, a tagline the panel covers) is not compared. Font sizes are whole points in
places, so half a point is allowed for the rounding. Headings (30 points and more at
100 %: the screens' titles) grow 1.15 times: they are twice the text's size already, and
the largest styles grow least, as in Apple's Dynamic Type.
"""

from __future__ import annotations

import json
import math

import pytest

from dirty7.store.settings import Settings
from dirty7.store.stats import STATS_FILE
from dirty7.store.storage import Store
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.crash_screen import CrashView
from dirty7.ui.screens.statistics import StatisticsView
from tests.support.layout_check import _leaves
from tests.support.screens import PREPARED_STATS, STRATEGIES
from tests.support.walked_screens import (
    SCREENS,
    SIZES,
    crash_view,
    friend_sheet_view,
    friend_wait_view,
    results_view,
    review_view,
    table_view,
)

GROWTH = 1.3
ROUNDING = 0.5  # points
HEADING = 30.0  # points at 100 %: a heading
HEADING_GROWTH = 1.15
#: Where the promise is not kept yet, and how far the text grows there instead (none now);
#: the walk fails if it grows less than this, or once it keeps the promise.
SHORT: dict[tuple[str, tuple[int, int]], float] = {}


def _statistics_with_games(window) -> StatisticsView:
    store = Store()
    store.path(STATS_FILE).write_text(json.dumps(PREPARED_STATS))
    return StatisticsView(window, strategies=STRATEGIES[:3], store=store)


WALKED = {**SCREENS, "statistics_with_games": _statistics_with_games,
          "crowded_results": results_view, "crash": crash_view,
          "friend_wait": friend_wait_view, "review": review_view, "table": table_view,
          "friend_sheet": friend_sheet_view}


def drawn_texts(view) -> dict[str, float]:
    """The font size of every text ``view`` shows, by a name that is the same at every
    text size: a widget's words, or the attribute (and index) the view keeps a text in."""
    view.ui.execute_layout()
    sizes: dict[str, float] = {}
    for layer in sorted(view.ui.children):
        for root in view.ui.children[layer]:
            if not root.visible:
                continue
            for leaf in [root] if not root.children else _leaves(root):
                label = getattr(leaf, "ui_label", None) or leaf
                text = getattr(label, "_label", None)
                if isinstance(text, arcade.Text) and text.text:
                    sizes[f"widget {text.text[:40]!r}"] = text.font_size
    for name, value in vars(view).items():
        for text in value if isinstance(value, list) else [value]:
            if isinstance(text, arcade.Text) and text.text and text.visible:
                sizes[f"{name} {text.text[:40]!r}"] = text.font_size
    return sizes


def _laid_out(window, make, text_size: int, size):
    look.apply(Settings(text_size=text_size))
    view = make(window)
    window.show_view(view)
    view.on_resize(*size)
    if isinstance(view, CrashView) or hasattr(view, "on_update"):
        view.on_update(0.0)
    return view


def _measured(window, make, text_size: int, size) -> dict[str, float]:
    view = _laid_out(window, make, text_size, size)
    try:
        return drawn_texts(view)
    finally:
        if hasattr(view, "flow"):  # a table: its computer player stops
            view.flow.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_text_of_every_screen_grows_by_the_text_size(plain_window, monkeypatch, size):
    # The window says it is ``size`` (the headless one keeps 1280×720): each screen is
    # laid out once, as shown in a window of that size, not at 1280×720 first and again.
    monkeypatch.setattr(plain_window, "get_size", lambda: size)
    problems = []
    for name, make in WALKED.items():
        small = _measured(plain_window, make, 100, size)
        large = _measured(plain_window, make, 150, size)
        assert set(small) & set(large), name  # the walk compares something
        short = []
        for key in sorted(set(small) & set(large)):
            growth = HEADING_GROWTH if small[key] >= HEADING else GROWTH
            if large[key] < growth * small[key] - ROUNDING:
                short.append(f"{name} {size} {key}: {small[key]:.1f} → {large[key]:.1f} "
                             f"points ({large[key] / small[key]:.2f}×)")
                if large[key] >= SHORT.get((name, size), math.inf) * small[key]:
                    continue
                problems.append(short[-1])
        if (name, size) in SHORT and not short:
            problems.append(f"{name} {size} keeps the promise now: take it out of SHORT")
    look.apply(Settings())
    assert problems == [], "\n".join(problems)
