"""Settings' difficulty row shows the four built-in levels on one page (it once
paged two of four although all four fit), each label whole, at 800×600 and 1280×720."""

from __future__ import annotations

import pytest

from dirty7.store.storage import Store
from dirty7.ui.screens.settings import OPTION_FONT_SIZE, SettingsView
from tests.support.screens import STRATEGIES, check_row


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_all_four_levels_on_one_page(window, size):
    view = SettingsView(window, strategies=STRATEGIES, store=Store())
    window.show_view(view)
    view.on_resize(*size)
    view.on_draw()
    pager = view.difficulty_pager
    try:
        assert pager.page_count == 1 and pager.next_button is None
        assert pager.shown == [s.name for s in STRATEGIES]
        for s in STRATEGIES:
            assert view.groups["difficulty"][s.name].text == s.label  # not shortened
        check_row(view, view.groups["difficulty"], pager, view.panel, OPTION_FONT_SIZE)
    finally:
        view.on_resize(*window.get_size())
