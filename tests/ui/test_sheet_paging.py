"""A choice sheet too tall for the window puts its rows on pages, and finds how many rows a
page holds without building every number of them: the rows' heights, read off one build,
tell each page's height. That shortcut must give the heights building the pages gives, or
a sheet would get fewer rows a page than it can hold."""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens.custom_rules_sheet import CustomRulesView
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.screens.speech_sheet import SpeechView


def _page_heights(view, per_page: int, k: float) -> list[float]:
    """Each page's block height, built page by page (what the search checks)."""
    view.per_page, heights = per_page, []
    for page in range(view.pages()):
        view.page = page
        view._build_measured(k)
        heights.append(view._block(k))
    return heights


@pytest.mark.parametrize("size", [100, 150])
@pytest.mark.parametrize("sheet", [CustomRulesView, LookView, SpeechView])
def test_each_pages_height_read_off_the_rows_is_the_height_of_the_page_built(
        plain_window, sheet, size):
    look.apply(Settings(text_size=size))
    view = sheet(plain_window, settings=LiveSettings(Settings(text_size=size), persist=False))
    plain_window.show_view(view)
    view.on_resize(800, 600)
    k = view.promised_text_scale
    predicted = view._page_heights(k)
    rows = len(view.rows)
    for per_page in sorted({rows - 1, rows // 2, 3, 2}):
        built = _page_heights(view, per_page, k)
        assert predicted(per_page) == pytest.approx(built, abs=0.5), per_page
