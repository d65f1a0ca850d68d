"""The menu at its edges: many difficulty changes, keyboard editing of the deal number,
Esc over an unfinished game, the footer hint with Resume offered."""

from __future__ import annotations

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from tests.support.screens import STRATEGIES, click, show

K = arcade.key


def _image(view):
    view.on_mouse_motion(2, 2, 0, 0)  # nothing hovered: the chosen level is described
    view.on_draw()
    return arcade.get_image().convert("RGB")


def test_fifty_difficulty_changes_leave_the_menu_pixel_identical(window):
    """Each change used to wrap the description narrower, until the panel left the screen."""
    view = show(window, MenuView(window, strategies=STRATEGIES[:3], on_resume=lambda: None))
    first = _image(view)
    panel = view.panel.rect
    for i in range(25):  # 50 changes: by keys and by clicks, back to where it began
        if i % 2:
            view.on_key_press(K.RIGHT, 0)
            view.on_draw()
            view.on_key_press(K.LEFT, 0)
        else:
            click(view, view.option_buttons["hard"])
            click(view, view.option_buttons["medium"])
        view.on_draw()
    assert view.difficulty == "medium"
    assert view.panel.rect == panel
    assert _image(view).tobytes() == first.tobytes()


def _focus_field(view) -> None:
    x, y = (round(c) for c in view.to_window(*view.deal_input.rect.center))
    view.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_release(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_draw()


def _key(view, symbol: int, motion: int | None = None, text: str | None = None) -> None:
    """A key the way pyglet delivers it: the press, then its text or its text motion."""
    view.on_key_press(symbol, 0)
    if motion is not None:
        view.on_text_motion(motion)
    if text is not None:
        view.on_text(text)
    view.on_key_release(symbol, 0)


def test_the_deal_number_is_edited_from_the_keyboard(window):
    """Backspace, Delete, ←/→, Home and End edit the field; the menu's keys wait."""
    helps, quits = [], []
    view = show(window, MenuView(window, strategies=STRATEGIES[:3], on_quit=lambda: quits.append(1),
                                 on_how_to_play=lambda: helps.append(1)))
    _focus_field(view)
    view.on_text("4127")
    _key(view, K.BACKSPACE, K.MOTION_BACKSPACE)
    assert view.deal_input.text == "412"
    _key(view, K.LEFT, K.MOTION_LEFT)
    _key(view, K.LEFT, K.MOTION_LEFT)
    _key(view, K.DELETE, K.MOTION_DELETE)  # the 1 after the caret
    assert view.deal_input.text == "42"
    _key(view, K.HOME, K.MOTION_BEGINNING_OF_LINE)
    _key(view, K.KEY_9, text="9")
    _key(view, K.END, K.MOTION_END_OF_LINE)
    _key(view, K.KEY_0, text="0")
    assert view.deal_input.text == "9420"
    assert view.difficulty == "medium"  # ←/→ moved the caret, not the difficulty
    _key(view, K.H, text="h")  # typed (and refused on Start), How to play stays shut
    assert helps == [] and view.deal_input.text == "9420h"
    _key(view, K.BACKSPACE, K.MOTION_BACKSPACE)
    _key(view, K.ESCAPE)  # leaves the field, not the menu
    assert quits == [] and not view.deal_input.active and view.deal_input.text == "9420"
    assert view.deal_number == 9420
    _key(view, K.RIGHT)  # out of the field the arrows choose the difficulty again
    assert view.difficulty == "hard"


def test_escape_over_an_unfinished_game_asks_before_quitting(window):
    quits = []
    view = MenuView(window, strategies=STRATEGIES[:3], on_quit=lambda: quits.append(1),
                    on_resume=lambda: None)
    view.set_resume_available(True)
    show(window, view)
    _key(view, K.ESCAPE)
    assert quits == [] and view.confirm is not None
    _key(view, K.ENTER)  # the focus starts on Cancel
    assert quits == [] and view.confirm is None
    _key(view, K.ESCAPE)
    click(view, view.confirm.yes_button)
    assert quits == [1]


def test_escape_with_no_game_waiting_quits_at_once(window):
    quits = []
    view = show(window, MenuView(window, strategies=STRATEGIES[:3],
                                 on_quit=lambda: quits.append(1)))
    _key(view, K.ESCAPE)
    assert quits == [1] and view.confirm is None


def test_games_started_from_the_menu_alternate_who_starts(window):
    """Play from the menu, back to the menu, Play again: the README's "you start the first
    one", then the computer, then you."""
    from tests.support.app import make_app

    app, _ = make_app(window)
    firsts = []
    for _ in range(3):
        app.show_menu()
        menu = window.current_view
        menu.on_draw()
        click(menu, menu.buttons["start"])  # "New game" once a game is waiting
        if menu.confirm is not None:
            click(menu, menu.confirm.yes_button)
        table = window.current_view
        firsts.append(table.flow.game.record.first)
        table.flow.close()
    assert firsts == [0, 1, 0]


def test_the_footer_hint_stays_clear_of_the_panel_with_resume_offered(window):
    for size in ((1280, 720), (800, 600)):
        view = MenuView(window, strategies=STRATEGIES[:3], on_resume=lambda: None)
        view.set_resume_available(True)
        show(window, view)
        view.on_resize(*size)
        view.ui.execute_layout()
        hint, panel = view._hint, view.panel.rect
        assert hint.right <= panel.left or hint.top <= panel.bottom, (size, hint.right, panel)
        assert 0 <= hint.left and hint.bottom >= 0
    view.on_resize(*window.get_size())
