"""At 150 % the text of the menu, the Settings sheet, the table's top buttons
and the shortcut list is visibly larger than at 100 % (the screens' text scale at least
1.3×; the labels' font sizes, the list's rendered text and, for two buttons, the drawn
pixels at least 1.25×),
and still nothing overlaps or leaves the window at 800×600 and 1280×720.

The headless window keeps its size, so a size is given to the view's ``on_resize`` (the
layout is logical: the same rectangles a real window of that size gets).
"""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.crash_screen import CrashView
from dirty7.ui.screens.how_to_play import COLUMNS, HowToPlayView
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.screens.speech_sheet import SpeechView
from dirty7.ui.table.table_view import TableView
from tests.support.layout_check import check_layout
from tests.support.screens import STRATEGIES
from tests.support.table import FirstLegal
from tests.support.walked_screens import crash_view, friend_wait_view

SIZES = [(800, 600), (1280, 720)]
NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"
#: Font sizes are whole points: a scale of 1.3 rounds 17 pt to 22 (1.29×).
GROWTH = 1.25
#: At 800×600 the 100 % text is already grown 1.28× for the small window; what 150 %
#: adds to it is measured against that.
GROWTH_SMALL_WINDOW = 1.2


def _growth(size) -> float:
    return GROWTH_SMALL_WINDOW if size == (800, 600) else GROWTH


def _font_size(widget) -> float:
    """The font size a button's or label's text is drawn at."""
    label = getattr(widget, "ui_label", None) or widget
    return label._label.font_size  # noqa: SLF001 - the text as drawn


def ink_height(view, widget) -> int:
    """Rows of window pixels inside ``widget`` (its border left out) where its label's
    ink is: pixels far from the button's own colour, in the frame just drawn."""
    image = arcade.get_image().convert("L")
    r = widget.rect
    (left, bottom), (right, top) = view.to_window(r.left, r.bottom), view.to_window(r.right,
                                                                                    r.top)
    inset = 6
    box = (round(left) + inset, image.height - round(top) + inset,
           round(right) - inset, image.height - round(bottom) - inset)
    crop = image.crop(box)
    values = sorted(crop.getdata())
    ground = values[len(values) // 2]
    width = crop.width
    data = list(crop.getdata())
    return sum(1 for y in range(crop.height)
               if any(abs(v - ground) > 90 for v in data[y * width:(y + 1) * width]))


def _menu(window, text_size: int, size, resume: bool) -> MenuView:
    look.apply(Settings(text_size=text_size))
    view = MenuView(window, strategies=STRATEGIES, on_resume=lambda: None)
    view.set_resume_available(resume)
    window.show_view(view)
    view.on_resize(*size)
    view.on_draw()
    return view


@pytest.mark.parametrize("resume", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_menu_text_grows_at_150_and_fits(plain_window, size, resume):
    small, large = (_menu(plain_window, t, size, resume) for t in (100, 150))
    assert check_layout(large) == []
    assert large._k >= 1.3 * small._k - 0.05  # noqa: SLF001 - the panel's text scale
    for name in ("heading", "description", "strength"):
        ratio = _font_size(getattr(large, name)) / _font_size(getattr(small, name))
        assert ratio >= _growth(size), (name, ratio)
    for name in ("start", "settings", "quit"):
        ratio = _font_size(large.buttons[name]) / _font_size(small.buttons[name])
        assert ratio >= _growth(size), (name, ratio)


def test_the_menu_start_button_is_drawn_larger_at_150(plain_window):
    """In pixels: the ink of "Start game" at 150 % is 1.3 times as tall as at 100 %."""
    heights = []
    for text_size in (100, 150):
        view = _menu(plain_window, text_size, (1280, 720), resume=False)
        heights.append(ink_height(view, view.buttons["start"]))
    assert heights[0] > 8
    assert heights[1] >= GROWTH * heights[0], heights


def _settings(window, text_size: int, size) -> SettingsView:
    look.apply(Settings(text_size=text_size))
    view = SettingsView(window, strategies=STRATEGIES, on_look=lambda: None)
    window.show_view(view)
    view.on_resize(*size)
    view.on_draw()
    return view


def _speed_button(view):
    return next(iter(view.groups["animation_speed"].values()))


@pytest.mark.parametrize("size", SIZES)
def test_the_settings_text_grows_at_150_and_every_page_fits(plain_window, size):
    small, large = (_settings(plain_window, t, size) for t in (100, 150))
    assert large.text_k >= 1.3 * small.text_k - 0.05
    ratio = _font_size(_speed_button(large)) / _font_size(_speed_button(small))
    assert ratio >= _growth(size), ratio
    ratio = _font_size(large.back_button) / _font_size(small.back_button)
    assert ratio >= _growth(size), ratio
    assert check_layout(small) == []
    shown = set()
    for page in range(3):
        large.show_page(page)
        assert check_layout(large) == [], page
        shown |= {row.key for row in large.rows}
    assert shown >= {row.key for row in small.rows}  # every setting is on one of the pages


def test_the_settings_pages_turn_from_the_keyboard(plain_window):
    view = _settings(plain_window, 150, (1280, 720))
    assert view.page == 0 and view.rows[0].key == "page"
    view.on_key_press(arcade.key.DOWN, 0)  # the tabs are the first row
    view.on_key_press(arcade.key.RIGHT, 0)
    assert view.page == 1 and view.focus == 0
    assert [row.key for row in view.rows] == ["page", "sound", "volume", "card_back"]
    view.on_key_press(arcade.key.DOWN, 0)
    view.on_key_press(arcade.key.SPACE, 0)  # the row under the tabs is still a setting
    assert view.settings.sound is False
    view.on_key_press(arcade.key.UP, 0)
    view.on_key_press(arcade.key.LEFT, 0)
    view.on_key_press(arcade.key.LEFT, 0)
    assert view.page == 2 and view.rows[1].key == "seven_stack"


def _table(window, text_size: int, size) -> TableView:
    look.apply(Settings(text_size=text_size))
    game = Game([PERSON_AT_TABLE, None], start=NORMAL, players=["You", "Computer"])
    view = TableView(window, TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)
    window.show_view(view)
    view.on_resize(*size)
    return view


@pytest.mark.parametrize("size", SIZES)
def test_the_top_buttons_and_the_shortcut_list_grow_at_150_and_fit(plain_window, size):
    heights = []
    for text_size in (100, 150):
        view = _table(plain_window, text_size, size)
        try:
            view.shortcuts_part.overlay.toggle()
            view.on_draw()  # the list sizes its texts when drawn
            overlay = view.shortcuts_part.overlay
            left, bottom, w, h = overlay.panel_box(view.fit.width, view.fit.height)
            assert left >= 0 and bottom >= 0, (text_size, size)
            assert left + w <= view.fit.width and bottom + h <= view.fit.height
            assert check_layout(view) == []
            heights.append({
                "menu": _font_size(view.hud.menu_button),
                "why": _font_size(view.why_part.button),
                "?": _font_size(view.shortcuts_part.button),
                "keys": view.shortcuts_part.overlay.keys[0].content_height,
                "words": view.shortcuts_part.overlay.words[0].content_height})
        finally:
            view.flow.close()
    ratios = {name: heights[1][name] / heights[0][name] for name in heights[0]}
    # The list grows as far as fourteen lines fit the height: at 800×600 the 100 % text is
    # already grown for the small window (1.28×), and 150 % reaches 1.92× of it.
    assert all(r >= _growth(size) for r in ratios.values()), ratios


def test_the_menu_button_is_drawn_larger_at_150(plain_window):
    heights = []
    for text_size in (100, 150):
        view = _table(plain_window, text_size, (1280, 720))
        try:
            view.skip_animations()
            view.on_draw()
            heights.append(ink_height(view, view.hud.menu_button))
        finally:
            view.flow.close()
    assert heights[0] > 8
    assert heights[1] >= GROWTH * heights[0], heights


def _sheet(window, cls, text_size: int, size):
    look.apply(Settings(text_size=text_size))
    view = cls(window)
    window.show_view(view)
    view.on_resize(*size)
    return view


@pytest.mark.parametrize("cls", [LookView, SpeechView])
@pytest.mark.parametrize("size", SIZES)
def test_the_look_and_speech_sheets_grow_at_150_on_pages_that_fit(plain_window, size, cls):
    small, large = (_sheet(plain_window, cls, t, size) for t in (100, 150))
    assert large._k >= _growth(size) * small._k, (small._k, large._k)  # noqa: SLF001
    assert small.pages() == 1 and check_layout(small) == []
    seen = set()
    for page in range(large.pages()):
        large.show_page(page)
        assert check_layout(large) == [], page
        seen |= set(large.page_rows())
    assert seen == set(range(len(large.rows)))  # every row is on one of the pages
    look.apply(Settings())


def test_the_sheet_turns_its_page_when_the_focus_moves_onto_another(plain_window):
    view = _sheet(plain_window, LookView, 150, (1280, 720))
    assert view.pages() > 1
    for _ in range(view.per_page + 1):
        view.on_key_press(arcade.key.DOWN, 0)
    assert view.page == 1 and view.focus in view.page_rows()
    view.on_key_press(arcade.key.UP, 0)
    view.on_key_press(arcade.key.UP, 0)
    assert view.page == 0
    look.apply(Settings())


def _body_size(view) -> float:
    """The smallest text of How to play's page shown: its body text."""
    return min(text.font_size for text in view._texts)  # noqa: SLF001


@pytest.mark.parametrize("size", SIZES)
def test_every_page_of_how_to_play_grows_at_150_and_fits(plain_window, size):
    small = _sheet(plain_window, HowToPlayView, 100, size)
    body = _body_size(small)
    large = _sheet(plain_window, HowToPlayView, 150, size)
    shown = []
    for page in range(len(large.pages)):
        large.show_page(page)
        assert _body_size(large) >= _growth(size) * body, (page, _body_size(large), body)
        assert check_layout(large) == [], page
        shown += large.shown
    assert set(shown) == set(COLUMNS)  # every part of it on some page
    look.apply(Settings())


@pytest.mark.parametrize("make", [crash_view, friend_wait_view])
@pytest.mark.parametrize("size", SIZES)
def test_the_crash_and_friend_wait_screens_grow_at_150_and_fit(plain_window, size, make):
    views = []
    for text_size in (100, 150):
        look.apply(Settings(text_size=text_size))
        view = make(plain_window)
        plain_window.show_view(view)
        view.on_resize(*size)
        view.on_update(0.0)
        views.append(view)
    small, large = views
    assert large.body.font_size >= _growth(size) * small.body.font_size
    assert large.title.font_size >= _growth(size) * small.title.font_size
    for text in (large.title, large.body):
        assert 0 <= text.left and text.right <= large.fit.width, text.text[:20]
        assert 0 <= text.bottom and text.top <= large.fit.height, text.text[:20]
    assert check_layout(large) == []
    if isinstance(large, CrashView):
        assert large.body.bottom >= large.buttons_top, "the facts run into the buttons"
    look.apply(Settings())


@pytest.mark.parametrize("language", ["ru", "de", "en_XA"])
def test_the_status_line_fits_the_small_window_at_150_in_a_wordy_language(plain_window,
                                                                         language):
    from dirty7.i18n import set_language
    from dirty7.ui.table.hud import BASE_SIZES

    set_language(language)
    large = _table(plain_window, 150, (800, 600))
    try:
        hud, width = large.hud, large.hud.layout.width
        status = hud.status
        assert status.text and status.content_width <= width - 48
        left = status.x - status.content_width / 2
        assert left >= 0 and left + status.content_width <= width
        status.text = "Twenty words and more " * 4  # far too wide at 150 %: it shrinks
        hud.fit_status()
        assert status.content_width <= width - 48
    finally:
        large.flow.close()
    set_language("en")
    english = _table(plain_window, 150, (1280, 720))
    try:  # a status that fits keeps its full 150 % size
        assert english.hud.status.font_size == pytest.approx(
            BASE_SIZES["status"] * english.hud.text_scale)
    finally:
        english.flow.close()


@pytest.mark.parametrize("language", ["ru", "de", "en_XA"])
def test_the_top_buttons_leave_the_computers_hand_room_in_a_wordy_language(plain_window,
                                                                           language):
    """At 150 % in a narrow window a wordy language's Menu … ? row would reach the
    computer's cards and name: it wraps into a second row instead, its text at the size
    the player chose, and the computer's hand keeps room for a few cards."""
    from dirty7.i18n import set_language
    from dirty7.ui.core import theme
    from dirty7.ui.core.layout import OPP_MIN_ROOM, card_size

    set_language(language)
    try:
        large = _table(plain_window, 150, (800, 600))
        layout = large.layout
        try:
            large.on_draw()  # the buttons take their places when drawn
            buttons = (large.hud.menu_button, *large._tool_buttons())
            right = max(b.rect.right for b in buttons)
            left, label_left = layout.opponent_span
            card_w = card_size(layout.opponent_scale)[0]
            assert right <= left, "the buttons run into the computer's hand"
            assert label_left - left >= OPP_MIN_ROOM * card_w
            slots = layout.opponent_hand(7)
            assert min(s.x for s in slots) - card_w / 2 >= right
            assert layout.tools_bottom < layout.menu_button.bottom, "one row only"
            assert min(b.rect.bottom for b in buttons) == pytest.approx(layout.tools_bottom)
            for i, a in enumerate(buttons):  # no two buttons overlap
                for b in buttons[i + 1:]:
                    assert (a.rect.right <= b.rect.left or b.rect.right <= a.rect.left
                            or a.rect.top <= b.rect.bottom or b.rect.top <= a.rect.bottom)
            assert _font_size(large.why_part.button) == pytest.approx(
                theme.BUTTON_SIZE * layout.text_scale, abs=1)
            assert check_layout(large) == []
        finally:
            large.flow.close()
    finally:
        set_language("en")
    english = _table(plain_window, 150, (1280, 720))
    try:  # where the row fits, it stays one row
        assert english.layout.tools_bottom == english.layout.menu_button.bottom
    finally:
        english.flow.close()
