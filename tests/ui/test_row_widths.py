"""A row of choices gives a long word the width a short one does not need before it shrinks
the row's text: "Dirty Seven · Crazy Eights · Mau-Mau · Custom…" and Russian's "Очень
крупный" were drawn at a size no one could read, in equal buttons with room to spare."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dirty7.i18n import set_language
from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.screens.settings.choices import OPTION_FONT_SIZE
from dirty7.ui.widgets.option_pager import row_widths, text_width

WORDS = ["Dirty Seven", "Crazy Eights", "Mau-Mau", "Custom…"]


def _fits(words, widths, size, room):
    return all(text_width(w, size) + room <= width + 1e-6
               for w, width in zip(words, widths, strict=True))


def test_short_words_get_equal_buttons(window):
    widths, size = row_widths(["Slow", "Fast"], 14, 300, 6, 16)
    assert widths == [147, 147] and size == 14


def test_a_long_word_takes_width_from_a_short_one_before_the_text_shrinks(window):
    natural = sum(text_width(w, 14) + 16 for w in WORDS)
    total = natural + 18 + 20  # room for every word, though not in four equal buttons
    assert max(text_width(w, 14) for w in WORDS) + 16 > (total - 18) / 4
    widths, size = row_widths(WORDS, 14, total, 6, 16)
    assert size == 14 and _fits(WORDS, widths, size, 16)
    assert sum(widths) + 18 == pytest.approx(total)
    assert widths[1] > widths[2]  # Crazy Eights is wider than Mau-Mau


def test_a_row_too_narrow_for_its_words_shrinks_only_as_much_as_it_must(window):
    total = sum(text_width(w, 11) + 16 for w in WORDS) + 18
    widths, size = row_widths(WORDS, 14, total, 6, 16)
    assert 10.5 <= size <= 11.5 and _fits(WORDS, widths, size, 16)
    assert sum(widths) + 18 == pytest.approx(total)


def test_the_rule_sets_are_readable_on_the_game_page_at_150_in_russian(plain_window):
    # (English: tests/ui/test_settings_option_room.py, on the sheet it builds anyway)
    set_language("ru")
    look.apply(Settings(text_size=150))
    try:
        view = SettingsView(plain_window, on_look=lambda: None)
        plain_window.show_view(view)
        view.on_resize(800, 600)
        view.on_draw()
        assert view.page == 0  # the Game page: the rule sets sit under the game's rows
        sizes = [b.ui_label.font_size for b in view.groups["rules"].values()]
        # (equal buttons drew them at 0.57 of the row size in English, 0.59 in Russian)
        assert min(sizes) >= 0.75 * OPTION_FONT_SIZE * view.text_k, (sizes, view.text_k)
    finally:
        look.apply(Settings())


@pytest.mark.parametrize("words", [[], [""], ["", ""]])
def test_a_row_with_no_text_and_too_little_room_is_laid_out_not_divided_by_zero(window, words):
    # Nothing to shrink: the text's width is zero, so its size cannot make the row fit.
    widths, size = row_widths(words, 14, 5, 0, 10)
    assert all(w >= 0 for w in widths) and size == 14


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=st.lists(st.sampled_from(["", "a", "Mau-Mau", "Очень крупный", "W" * 60]),
                      max_size=6),
       total=st.floats(0, 1200), gap=st.floats(0, 30), room=st.floats(0, 40))
def test_a_row_never_has_a_negative_width_nor_overflows_above_the_floor(
        window, words, total, gap, room):
    widths, size = row_widths(words, 14, total, gap, room)
    assert len(widths) == len(words)  # the callers zip them strictly
    assert all(w >= 0 for w in widths) and 8.0 <= size <= 14
    count = max(1, len(words))
    if size > 8.0 and total >= gap * (count - 1):
        assert sum(widths) + gap * (count - 1) <= total + 1e-6
