"""The Statistics screen, from a prepared stats.json to labels, pixels and the reset flow."""

from __future__ import annotations

import json

import pytest

from dirty7.store.settings import Settings
from dirty7.store.stats import STATS_FILE, load_stats
from dirty7.store.storage import Store
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.statistics import (
    CONFIRM_QUESTION,
    CONFIRM_WARNING,
    EMPTY_TEXT,
    METRICS,
    StatisticsView,
)
from dirty7.ui.widgets.chart import LOSS_COLOR, WIN_COLOR
from tests.support.screens import PREPARED_STATS as PREPARED
from tests.support.screens import STRATEGIES, click, pixel, show


@pytest.fixture
def store():
    return Store()


@pytest.fixture
def prepared(store):
    store.path(STATS_FILE).write_text(json.dumps(PREPARED))
    return store


class Origin(arcade.View):
    """Stands in for the menu or the results view that opened the statistics."""


@pytest.fixture
def origin(window):
    return Origin(window)


@pytest.fixture
def view(window, prepared, origin):
    return show(window, StatisticsView(window, back_to=origin, strategies=STRATEGIES[:3],
                                       store=prepared))


def window_point(view, x: float, y: float) -> tuple[int, int]:
    wx, wy = view.to_window(x, y)
    return round(wx), round(wy)


def close(color, expected, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color, expected, strict=False))


def test_the_table_shows_the_numbers_of_the_file(view):
    cell = {key: text.text for key, text in view.cells.items()}
    assert [c.name for c in view.columns] == ["easy", "medium", "hard"]
    assert (cell["games", "easy"], cell["wins", "easy"], cell["win_rate", "easy"]) == (
        "4", "4", "100%")
    assert (cell["games", "hard"], cell["win_rate", "hard"]) == ("3", "0%")
    assert cell["streak", "easy"] == "4 wins" and cell["best_streak", "easy"] == "4"
    assert cell["streak", "hard"] == "3 losses" and cell["best_streak", "hard"] == "0"
    assert cell["cards_left", "hard"] == "4.0" and cell["cards_left", "easy"] == "–"
    assert (cell["games", "medium"], cell["win_rate", "medium"]) == ("0", "–")
    assert (cell["games", "all"], cell["wins", "all"], cell["win_rate", "all"]) == (
        "7", "4", "57%")
    assert cell["streak", "all"] == "2 losses"  # the last two results were losses
    assert view.chart.value_texts["easy"].text == "100%"
    assert view.chart.value_texts["hard"].text == "0%"
    assert "reset" in [b.text.split()[0].lower() for b in view.buttons.children]


def test_the_bars_show_the_win_rates_in_pixels(view):
    easy = view.chart.track_boxes["easy"]
    hard = view.chart.track_boxes["hard"]
    assert view.chart.fill_boxes["easy"].height == pytest.approx(easy.height)
    assert view.chart.fill_boxes["hard"].height == 0
    full = pixel(*window_point(view, easy.center[0], easy.bottom + easy.height * 0.3))
    empty = pixel(*window_point(view, hard.center[0], hard.bottom + hard.height * 0.3))
    r, g, b = full
    assert r > 170 and g > 120 and b < 120, full  # gold
    assert sum(empty) < 160, empty  # the dark, empty track
    assert full != empty


def test_the_strip_shows_the_last_results_oldest_first(view):
    chips = view.strip.chip_boxes
    assert view.strip.results == [False, True, True, True, True, False, False]
    first = pixel(*window_point(view, chips[0].left + 4, chips[0].bottom + 6))
    second = pixel(*window_point(view, chips[1].left + 4, chips[1].bottom + 6))
    assert close(first, LOSS_COLOR), first
    assert close(second, WIN_COLOR), second
    unplayed = pixel(*window_point(view, *chips[10].center))
    assert not close(unplayed, WIN_COLOR) and not close(unplayed, LOSS_COLOR)


def text_pixels(view, box, top: float, bottom: float) -> int:
    """Light (text) pixels in the band from ``bottom`` to ``top`` under ``box``'s columns."""
    image = arcade.get_image().convert("RGB")
    x0, y0 = window_point(view, box.left, top)
    x1, y1 = window_point(view, box.right, bottom)
    count = 0
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 - 1, -1):
            if sum(image.getpixel((x, image.height - 1 - y))) > 300:
                count += 1
    return count


def test_latest_marks_the_newest_game_not_the_last_empty_slot(view):
    """Seven games fill the first seven chips: "latest" sits under the seventh."""
    view.on_draw()
    chips = view.strip.chip_boxes
    newest, last_slot = chips[6], chips[-1]
    band = (newest.bottom - 6, newest.bottom - 30)
    assert text_pixels(view, newest, *band) > 10  # the word is drawn under the newest chip
    assert text_pixels(view, last_slot, *band) == 0  # and nothing under the empty end
    label = view.latest_label
    assert label is not None and label.text == "latest"
    assert newest.left <= (label.left + label.right) / 2 <= newest.right
    assert label.right < chips[7].left  # clear of the unplayed slots
    oldest = view.oldest_label
    assert oldest is not None and oldest.right < label.left


def test_one_game_is_marked_latest_only(window, store, origin):
    data = dict(PREPARED, recent=PREPARED["recent"][:1])
    store.path(STATS_FILE).write_text(json.dumps(data))
    view = show(window, StatisticsView(window, back_to=origin, strategies=STRATEGIES[:3],
                                       store=store))
    first = view.strip.chip_boxes[0]
    assert view.oldest_label is None
    assert first.left <= (view.latest_label.left + view.latest_label.right) / 2 <= first.right


def test_reset_asks_first_and_cancel_keeps_everything(view, prepared):
    before = prepared.path(STATS_FILE).read_text()
    click(view, view.reset_button)
    assert view.confirming
    assert (view.confirm_title.text, view.confirm_body.text) == (CONFIRM_QUESTION, CONFIRM_WARNING)
    click(view, view.back_button)  # under the confirmation: must not react
    assert view.confirming and view.window.current_view is view
    click(view, view.cancel_button)
    assert not view.confirming
    assert prepared.path(STATS_FILE).read_text() == before
    assert view.cells["games", "all"].text == "7"


def test_escape_cancels_the_question_before_it_leaves(view, origin):
    click(view, view.reset_button)
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert not view.confirming and view.window.current_view is view
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert view.window.current_view is origin


def test_the_question_answers_the_keyboard_like_the_menu_s(view):
    click(view, view.reset_button)
    view.on_key_press(arcade.key.ENTER, 0)  # the focus starts on Cancel: nothing lost
    assert not view.confirming and not view.is_empty
    click(view, view.reset_button)
    view.on_key_press(arcade.key.Y, 0)
    assert not view.confirming and view.is_empty


def test_yes_clears_the_statistics_and_the_file(view, prepared):
    click(view, view.reset_button)
    click(view, view.yes_button)
    assert not view.confirming and view.is_empty
    data = json.loads(prepared.path(STATS_FILE).read_text())
    assert data["by_difficulty"] == {} and data["recent"] == []
    stats, warning = load_stats(Store(prepared.directory))
    assert warning is None and stats.totals().games == 0
    assert view.reset_button not in view.buttons.children
    assert any(t.text == EMPTY_TEXT for t in view._texts)


def test_no_games_yet_is_an_intentional_empty_state(window, store, origin):
    view = show(window, StatisticsView(window, back_to=origin, strategies=STRATEGIES, store=store))
    assert view.is_empty and view.message is None
    assert any(t.text == EMPTY_TEXT for t in view._texts)
    assert len(view._fan) == 3  # a little fan of card backs, not an empty box
    assert view.reset_button not in view.buttons.children
    view.ask_reset()
    assert not view.confirming  # nothing to reset
    click(view, view.back_button)
    assert window.current_view is origin


def test_a_damaged_stats_file_is_reported_not_fatal(window, store, origin):
    store.path(STATS_FILE).write_text('{"version": 1, "by_difficulty": []}')
    view = show(window, StatisticsView(window, back_to=origin, strategies=STRATEGIES, store=store))
    assert view.is_empty
    assert "stats.json" in view.message and view.banner.visible


def test_the_app_opens_statistics_from_the_menu_and_from_elsewhere(window):
    from dirty7.ui.app import App, AppOptions

    app = App(window, AppOptions(strategies=STRATEGIES))
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    click(menu, menu.buttons["statistics"])
    assert isinstance(window.current_view, StatisticsView)
    window.current_view.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is menu
    results = Origin(window)
    app.show_statistics(back_to=results)
    window.current_view.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is results


def test_values_stand_clear_of_their_bars_and_of_each_other(view):
    """A bar's value stands over the bar (a full bar's "100%" not on its top), and the
    streak row's "3 losses" and "2 losses" keep a gap between them."""
    for name, value in view.chart.value_texts.items():
        fill = view.chart.fill_boxes[name]
        if value.text != "–":
            assert value.bottom >= fill.top, (name, value.bottom, fill.top)
    hard, everything = view.cells["streak", "hard"], view.cells["streak", "all"]
    assert (hard.text, everything.text) == ("3 losses", "2 losses")
    assert everything.left - hard.right >= 8


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", [100, 150])
def test_every_level_s_column_fits_its_row_and_stands_clear_of_the_next(
        window, prepared, origin, size, text_size):
    """With every built-in level (Matched too: five columns with All), each cell's measured
    text stays inside its row's stripe, and the headers "Hard" and "Matched" (any two
    neighbours) keep a gap between them."""
    look.apply(Settings(text_size=text_size))
    try:
        view = show(window, StatisticsView(window, back_to=origin, store=prepared))
        view.on_resize(*size)
        view.on_draw()
        assert [c.label for c in view.columns][-1] == "Matched"
        left = min(s.left for s in view._stripes)
        right = max(s.right for s in view._stripes)
        for key, text in view.cells.items():
            assert left <= text.left and text.right <= right, (key, text.text, right)
        keys = [c.name for c in view.columns] + ["all"]
        for row, _label in METRICS:
            cells = [view.cells[row, name] for name in keys]
            for a, b in zip(cells, cells[1:], strict=False):
                assert b.left - a.right >= 8, (row, a.text, b.text)
        headers = [t for t in view._texts if t.text in {c.label for c in view.columns}
                   | {"All"}]
        headers.sort(key=lambda t: t.left)
        assert len(headers) == len(keys)
        for a, b in zip(headers, headers[1:], strict=False):
            assert b.left - a.right >= 8, (a.text, b.text)
        assert view._texts_fit()
    finally:
        look.apply(Settings())
