"""Learn to play at the table: each lesson played by mouse alone and by keyboard alone,
a wrong try explained, leaving and playing a lesson again, the offer at the first start,
and the lesson panel clear of the player's hand at 800×600 with 150 % text."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

import dirty7.store.storage
from dirty7.game.lessons.lesson_book import load_lessons
from dirty7.store.settings import Settings, load_settings
from dirty7.ui.app import App, AppOptions
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.table.lesson_table import PLAY_EASY, LessonTable
from dirty7.ui.table.table_session import SessionTable
from dirty7.ui.widgets.menu_words import NEW_GAME_TITLE
from tests.support.app import play_moves
from tests.support.drivers import KeyboardPlayer, MousePlayer, drag, key, press_release
from tests.support.panels import box_of, hit
from tests.support.table import FakeClock, live

LESSONS = load_lessons()
K = arcade.key


@pytest.fixture
def app(plain_window):
    made = App(plain_window, AppOptions(opponent_mode="thread", animation_speed="fast"),
               on_quit=lambda _status: None)
    yield made
    if made.table is not None:
        made.table.flow.close()


def lesson_table(app: App, index: int) -> LessonTable:
    table = app.show_lessons(index)
    assert isinstance(table, LessonTable) and app.window.current_view is table
    return table


def rest(table: LessonTable, player, limit: int = 4000) -> None:
    """Frames until the lesson is done and shown, or it is the player's turn."""
    flow = table.flow
    for _ in range(limit):
        player.screen.frame()
        if flow.is_idle and flow.settled and (flow.done_shown or flow.human_to_move):
            return
    raise AssertionError("the lesson did not come to rest")


def play_lesson(table: LessonTable, player) -> None:
    """The lesson's own way, through the player's hands alone, to its goal."""
    for move in table.flow.lesson.solution:
        rest(table, player)
        player.play(move)
    rest(table, player)
    assert table.flow.reached and table.flow.done_shown
    assert table.lesson_part.panel.line.text == table.flow.lesson.done
    assert table.flow.script_seat.unscripted == 0


def click(table, widget) -> None:
    table.ui.execute_layout()
    x, y = (round(v) for v in table.to_window(*widget.rect.center))
    press_release(table, (x, y))


@pytest.mark.parametrize("hands", ["mouse", "keyboard"])
def test_every_lesson_is_played_to_its_end_and_ends_in_a_game_against_easy(app, hands):
    make = MousePlayer if hands == "mouse" else KeyboardPlayer
    table = lesson_table(app, 0)
    for index, lesson in enumerate(LESSONS):
        assert table.course.index == index and table.flow.lesson == lesson
        player = make(table, random.Random(index))
        if hands == "mouse":
            player.ways = {"card": ("drag",), "draw": ("stock", "button")}
        play_lesson(table, player)
        next_button = table.lesson_part.panel.next_button
        assert next_button.text == (PLAY_EASY if index == len(LESSONS) - 1
                                    else "Next lesson (N)")
        if hands == "mouse":
            click(table, next_button)
        else:
            key(table, K.N)
        if index < len(LESSONS) - 1:
            assert isinstance(app.window.current_view, LessonTable)
            table = app.window.current_view
    game = app.window.current_view
    assert isinstance(game, SessionTable) and not isinstance(game, LessonTable)
    assert app.session.state.difficulty == "easy" and not game.flow.game.history


def test_a_wrong_try_shows_the_engines_reason_and_the_hint_then_the_player_tries_again(app):
    table = lesson_table(app, 0)
    player = MousePlayer(table)
    rest(table, player)
    king = next(c for c in table.flow.position.hand(0) if str(c) == "KC")
    reason = table.flow.position.explain_illegal(king)
    drag(table, player.screen.card_point(int(king)), player.screen.waste_point())
    assert table.toast.message == reason
    line = table.lesson_part.panel.line.text
    assert reason.rstrip(".") in line and table.flow.lesson.hint in line
    assert table.flow.game.record.moves == ["9H"]  # nothing was played
    play_lesson(table, player)


def test_again_plays_the_lesson_from_its_start_and_leave_returns_to_the_menu(app):
    table = lesson_table(app, 2)
    player = KeyboardPlayer(table)
    rest(table, player)
    player.play(table.flow.lesson.solution[0])
    assert table.flow.game.history
    key(table, K.R)
    again = app.window.current_view
    assert isinstance(again, LessonTable) and again is not table
    assert again.course.index == 2 and not again.flow.game.history
    click(again, again.lesson_part.panel.again_button)  # the button too
    again = app.window.current_view
    assert isinstance(again, LessonTable) and again.course.index == 2
    click(again, again.lesson_part.panel.leave_button)
    assert isinstance(app.window.current_view, MenuView)
    lesson_table(app, 4)
    key(app.window.current_view, K.ESCAPE)  # Esc leaves at any time, mid-lesson
    assert isinstance(app.window.current_view, MenuView)


def test_the_menu_offers_learn_to_play(app):
    app.show_menu()
    menu = app.menu
    menu.on_draw()
    button = menu.buttons["learn"]
    assert button.text == "Learn to play"
    x, y = (round(v) for v in menu.to_window(*button.rect.center))
    menu.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    menu.on_mouse_release(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    view = app.window.current_view
    assert isinstance(view, LessonTable) and view.course.index == 0


def test_the_lessons_are_offered_once_on_the_very_first_start(plain_window):
    first = App(plain_window, AppOptions(opponent_mode="thread", offer_lessons=True),
                on_quit=lambda _status: None)
    first.show_menu()
    assert first.menu.confirm is not None  # a question, answered "Not now" by default
    assert load_settings()[0].lessons_offered
    first.menu.on_key_press(K.ESCAPE, 0)
    assert first.menu.confirm is None and plain_window.current_view is first.menu
    first.show_menu()
    assert first.menu.confirm is None
    again = App(plain_window, AppOptions(opponent_mode="thread", offer_lessons=True),
                on_quit=lambda _status: None)
    again.show_menu()
    assert again.menu.confirm is None  # the next start does not ask again


def test_taking_the_offer_starts_the_first_lesson(plain_window):
    app = App(plain_window, AppOptions(opponent_mode="thread", offer_lessons=True),
              on_quit=lambda _status: None)
    app.show_menu()
    app.menu.confirm.answer(True)
    view = plain_window.current_view
    assert isinstance(view, LessonTable) and view.course.index == 0
    view.flow.close()


def test_tools_and_tests_are_not_asked(plain_window):
    app = App(plain_window, AppOptions(opponent_mode="thread"), on_quit=lambda _status: None)
    app.show_menu()
    assert app.menu.confirm is None and not load_settings()[0].lessons_offered


@pytest.mark.parametrize("size, text_size, contrast", [
    ((800, 600), 150, False), ((800, 600), 150, True), ((800, 600), 100, False),
    ((1280, 720), 150, False)], ids=["800x600-150", "800x600-150-hc", "800x600-100",
                                     "1280x720-150"])
def test_the_lesson_panel_leaves_the_hand_and_the_piles_in_view(plain_window, size,
                                                                 text_size, contrast):
    settings = live(text_size=text_size, high_contrast=contrast, animation_speed="instant")
    look.apply(settings.value)
    app = App(plain_window, AppOptions(opponent_mode="thread"), on_quit=lambda _s: None,
              settings=settings)
    for index in range(len(LESSONS)):
        table = app.show_lessons(index)
        table.on_resize(*size)
        player = KeyboardPlayer(table, clock=FakeClock())
        for move in [None, *table.flow.lesson.solution]:
            if move is not None:
                player.play(move)
            rest(table, player)
            table.on_draw()
            _check_clear(table, (index, size, text_size, contrast, str(move)))
        table.flow.close()
    look.apply(Settings())


def _check_clear(table: LessonTable, where) -> None:
    panel = table.lesson_part.panel
    plate = box_of(arcade.LBWH(*panel.rect))
    assert plate.left >= 0 and plate.bottom >= 0, where
    assert plate.right <= table.fit.width and plate.top <= table.fit.height, where
    for text in (panel.heading, panel.line):  # the words lie on the plate
        assert plate.left <= text.left and text.right <= plate.right + 1, where
        assert plate.bottom <= text.bottom and text.top <= plate.top + 1, where
    table.ui.execute_layout()
    for button in panel.buttons:
        assert hit(box_of(button.rect), plate), where
    cs = table.card_sprites
    boxes = []
    for card in (*table.flow.state.hands[0], *table.flow.state.waste[-1:]):
        sprite = cs.sprites[int(card)]
        box = box_of(arcade.LBWH(sprite.left, sprite.bottom, sprite.width, sprite.height))
        assert not hit(plate, box), (where, str(card))
        boxes.append(box)
    # and on screen: drawing the panel changes no pixel of the hand or the waste's top
    shown = _pixels_over(table, boxes)
    panel.show(False)
    hidden = _pixels_over(table, boxes)
    panel.show(True)
    assert shown == hidden, where
    for name in ("status", "stock_count", "suit_caption"):
        label = table.hud.label_boxes().get(name)
        assert label is None or not hit(plate, label), (where, name)
    w, h = panel.rect[2], panel.rect[3]
    assert w >= 120 and h >= 120, where


def _pixels_over(table: LessonTable, boxes) -> list[bytes]:
    """The frame's pixels inside each logical box (drawn now)."""
    table.on_draw()
    image = arcade.get_image().convert("RGB")
    out = []
    for box in boxes:
        x0, y0 = table.to_window(box.left, box.bottom)
        x1, y1 = table.to_window(box.right, box.top)
        out.append(image.crop((round(x0), image.height - round(y1), round(x1),
                               image.height - round(y0))).tobytes())
    return out


def finish_the_lessons(app: App) -> None:
    """The last lesson played to its end, then its "Play a game against Easy"."""
    table = lesson_table(app, len(LESSONS) - 1)
    play_lesson(table, MousePlayer(table))
    assert table.lesson_part.panel.next_button.text == PLAY_EASY
    click(table, table.lesson_part.panel.next_button)


def test_the_game_after_the_lessons_asks_first_over_a_waiting_game(app, monkeypatch):
    monkeypatch.setattr(dirty7.store.storage, "_default_store", None)
    waiting = app.start_game("easy", 3)
    play_moves(app.window, waiting, 2)
    app.leave_table()  # saved
    saved = Path(os.environ["DIRTY7_DATA_DIR"]) / "saved-game.json"
    before = saved.read_bytes()
    finish_the_lessons(app)
    menu = app.window.current_view
    assert isinstance(menu, MenuView) and menu.confirm is not None
    assert menu.confirm.title.text == NEW_GAME_TITLE
    menu.on_draw()
    x, y = (round(v) for v in menu.confirm.no_button.rect.center)
    press_release(menu, (x, y))  # Cancel
    assert menu.confirm is None and app.window.current_view is menu
    for _ in range(3):
        menu.on_update(1 / 60)
    assert saved.read_bytes() == before and menu.resume_available
    finish_the_lessons(app)  # again, and this time yes
    menu.on_draw()
    x, y = (round(v) for v in menu.confirm.yes_button.rect.center)
    press_release(menu, (x, y))
    game = app.window.current_view
    assert isinstance(game, SessionTable) and app.session.state.difficulty == "easy"
    assert not game.flow.game.history


@pytest.mark.parametrize("size, text_size", [
    ((800, 600), 100), ((800, 600), 150), ((1280, 720), 100), ((1280, 720), 150)],
    ids=["800x600-100", "800x600-150", "1280x720-100", "1280x720-150"])
def test_again_and_leave_lessons_are_as_large_as_next(plain_window, size, text_size):
    """Again and Leave lessons were squeezed side by side into half the panel's width and
    their words shrunk to a size hard to read: they are as large as Next, on a plate
    that still leaves the hand and the piles in view."""
    settings = live(text_size=text_size, animation_speed="instant")
    look.apply(settings.value)
    app = App(plain_window, AppOptions(opponent_mode="thread"), on_quit=lambda _s: None,
              settings=settings)
    for index in (0, len(LESSONS) - 1):
        table = app.show_lessons(index)
        table.on_resize(*size)
        player = KeyboardPlayer(table, clock=FakeClock())
        rest(table, player)
        table.on_draw()
        panel = table.lesson_part.panel
        table.ui.execute_layout()
        sizes = {b.text: b.ui_label.font_size for b in panel.buttons}
        next_size = sizes[panel.next_button.text]
        for button in (panel.again_button, panel.leave_button):
            assert sizes[button.text] >= 0.9 * next_size, (index, sizes)
            assert button.ui_label.width <= button.rect.width - 8, (index, button.text)
        _check_clear(table, (index, size, text_size))
        table.flow.close()
    look.apply(Settings())
