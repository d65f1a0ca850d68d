"""The Look sheet in a wordy language at a large text size: every page's panel inside the
window (a long note wraps instead of widening the panel to the window's edges), the page
button's whole label, and the Language row's short codes named in full under its label."""

from __future__ import annotations

import pytest

from dirty7.i18n import set_language
from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.widgets.option_pager import text_width


def _sheet(window, **settings):
    view = LookView(window, settings=LiveSettings(Settings(**settings), persist=False))
    window.show_view(view)
    view.on_resize(800, 600)
    view.on_draw()
    return view


@pytest.mark.parametrize("language", ["ru", "de", "en_XA"])
def test_every_page_fits_the_window_at_150(plain_window, language):
    set_language(language)
    look.apply(Settings(text_size=150))
    try:
        view = _sheet(plain_window, text_size=150)
        assert view.pages() > 1
        for page in range(view.pages()):
            view.show_page(page)
            view.on_draw()
            assert view.panel.rect.width <= view.fit.width - 40, (page, view.panel.rect.width)
            label = view.page_button.text
            size = view.page_button.ui_label.font_size
            assert text_width(label, size) < view.page_button.width, label
    finally:
        look.apply(Settings())


def test_the_language_row_names_the_chosen_language_in_full(plain_window):
    view = _sheet(plain_window, language="de")
    assert view.values["language"].text == "Deutsch"
    view.change(language="pl")
    assert view.values["language"].text == "Polski"
    view.change(language="")
    assert view.values["language"].text.startswith("System: ")


@pytest.mark.parametrize("setting", ["system", "xx", "en_XB"])
def test_a_setting_that_means_the_systems_language_is_named_so(plain_window, setting):
    # "system" is the settings file's own word for "" and an unshipped code falls back to
    # the system's language (resolve_language): the line says what is shown, not the code.
    view = _sheet(plain_window, language=setting)
    assert view.values["language"].text.startswith("System: "), view.values["language"].text
    lit = [value for value, button in view.groups["language"].items() if button.selected]
    assert lit == [""]  # the System button, as the line under the label says
    assert "System" in view.row_words(len(view.rows) - 1)
