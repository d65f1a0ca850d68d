"""Playing comforts through the table's real handlers: hint, keyboard, sound, log, shortcuts."""

from __future__ import annotations

import pytest

from dirty7.ai.registry import create_strategy
from dirty7.game.narration import describe
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.hint_advisor import HintAdvisor, hint_text
from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import Settings, load_settings
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.sounds import SoundBoard
from dirty7.ui.table.keyboard_focus import FOCUS_COLOR
from dirty7.ui.table.table_view import TableView
from tests.support.table import (
    FirstLegal,
    TableOpener,
    card,
    click_at,
    drag_to,
    grab_point,
    live,
    pixel,
    settle,
    window_point,
)

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"  # hand order 9C 5H KS; 9C and 5H play
CHOICE = "9CKC3C4H/2D4D/8C5C/QDAC6S 0 n C"  # three clubs to choose from
ONLY_DRAW = "KS2H/2C4D/8C5C/QDAC6S 0 n C"
JACK = "JH4SKD/2D4D/8C5C/QDAC6S 0 n C"
LAST_JACK = "JH/2D4D/8C5C/QDAC6S 0 n C"
THREE = "3C9D/2D4D/8C5C/QDAC6S 0 n C"
THEY_WIN = "KSQH/2C/8C5C/QDAC6S 1 n C"  # the computer's last card fits
HINT_SPEC = "hard:iterations=200"
K = arcade.key


def _with_hint(view: TableView) -> None:
    view.flow.hint = HintAdvisor(HINT_SPEC, seed=5)


@pytest.fixture
def make_table(window):
    tables = TableOpener(window, defaults=lambda: {"settings": live(sounds=SoundBoard())},
                         prepare=_with_hint)
    yield tables
    tables.close()


def press(view, symbol: int, modifiers: int = 0) -> None:
    view.on_key_press(symbol, modifiers)
    view.on_key_release(symbol, modifiers)


def near(view, x: float, y: float, color, spread: int = 4, tol: int = 60) -> bool:
    """Some pixel within ``spread`` window pixels of logical (x, y) has about ``color``."""
    wx, wy = window_point(view, x, y)
    for dy in range(-spread, spread + 1):
        r, g, b = pixel(wx, wy + dy)
        if sum(abs(p - q) for p, q in zip((r, g, b), color, strict=True)) < tol:
            return True
    return False


def get_hint(view) -> None:
    press(view, K.H)
    view.flow.hint.wait(10.0)
    settle(view, seconds=0.5, until=lambda: view.flow.hint.move is not None)


# --- hint --------------------------------------------------------------------------------
def test_the_hint_shows_the_move_hard_would_make(make_table):
    view = make_table(CHOICE)
    expected = create_strategy(HINT_SPEC, 5).choose(view.flow.game.view(0))
    sprite = view.card_sprites.sprites[int(expected.card)]
    top = sprite.center_y + sprite.height / 2 + 3
    view.on_draw()
    assert not near(view, sprite.center_x, top, (255, 214, 90))
    get_hint(view)
    assert view.flow.hint.move == expected
    assert view.flow.hinted_card() == int(expected.card)
    assert view.flow.hint.sureness is not None  # the toast says how sure it is
    assert view.toast.message == hint_text(expected, view.flow.hint.sureness)
    settle(view)
    view.on_draw()
    top = sprite.center_y + sprite.height / 2 + 3
    assert near(view, sprite.center_x, top, (255, 214, 90))  # the gold outline
    press(view, K.ENTER)  # any move clears the hint
    assert view.flow.hinted_card() is None
    view.on_update(1 / 60)
    assert view.flow.hint.move is None


def test_a_jack_hint_names_its_suit_and_a_draw_hint_lights_the_stock(make_table):
    view = make_table(JACK)
    get_hint(view)
    assert view.toast.message.startswith("Hint: J♥ naming ")
    view = make_table(ONLY_DRAW)
    get_hint(view)
    assert view.toast.message == "Hint: draw from the stock"
    view.on_draw()
    stock = view.layout.stock
    assert near(view, stock.x, stock.y + 190 * 0.82 / 2 + 5, (255, 214, 90))


def test_no_hint_on_the_computers_turn_and_one_asked_during_animation_waits(make_table):
    view = make_table(ONLY_DRAW)
    press(view, K.D)
    settle(view, seconds=0.4, until=lambda: False)
    press(view, K.H)
    assert view.toast.message == "Wait: it is Computer's turn" and not view.flow.hint.thinking


def test_h_during_the_deal_skips_it_and_asks_for_the_hint(window):
    view = TableView(window,
                     TableOptions(seed=5, first=0,
                                  opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     settings=live(sounds=SoundBoard()))
    view.flow.hint = HintAdvisor(HINT_SPEC, seed=5)
    window.show_view(view)
    try:
        view.on_update(1 / 60)
        press(view, K.H)
        assert not view.flow.is_animating and view.flow.state.matches(view.flow.game.position)
        assert view.flow.hint.thinking or view.flow.hint.move is not None  # asked at once
        view.flow.hint.wait(10.0)
        settle(view, seconds=0.5, until=lambda: view.flow.hint.move is not None)
        assert view.flow.hint.move == create_strategy(HINT_SPEC, 5).choose(view.flow.game.view(0))
    finally:
        view.flow.close()


# --- keyboard ----------------------------------------------------------------------------
def test_arrows_move_the_focus_and_enter_plays_or_says_why(make_table):
    view = make_table(NORMAL)
    assert view.focus_part.focus.card == card("9C")  # the first playable card
    press(view, K.RIGHT)
    assert view.focus_part.focus.card == card("5H") and view.focus_part.focus.visible
    view.on_draw()
    sprite = view.card_sprites.sprites[card("5H")]
    assert near(view, sprite.center_x, sprite.center_y + sprite.height / 2 + 7, FOCUS_COLOR)
    press(view, K.RIGHT)
    assert view.focus_part.focus.card == card("KS")
    press(view, K.ENTER)
    assert view.flow.game.record.moves == []
    assert view.toast.message == "K♠ matches neither ♣ nor 5"
    press(view, K.LEFT)
    press(view, K.SPACE)
    assert view.flow.game.record.moves == ["5H"]


def test_d_draws_and_p_passes_only_when_legal(make_table):
    view = make_table(ONLY_DRAW)
    press(view, K.D)
    assert view.flow.game.record.moves == ["draw"]
    view = make_table(THREE)
    press(view, K.P)
    assert view.flow.game.record.moves == [] and view.toast.kind == "error"
    press(view, K.ENTER)  # 3C, the first playable card
    settle(view)
    press(view, K.P)
    assert view.flow.game.record.moves == ["3C", "pass"]


def test_enter_on_a_jack_opens_the_picker_and_a_number_names_the_suit(make_table):
    view = make_table(JACK)
    press(view, K.ENTER)
    assert view.picker.is_open and view.flow.game.record.moves == []
    press(view, K.KEY_3)
    assert view.flow.game.record.moves == ["JH>H"]


def test_question_mark_shows_the_shortcuts_and_esc_or_a_click_closes_them(make_table):
    menus = []
    view = make_table(NORMAL, on_menu=lambda: menus.append(1))
    left, bottom, w, h = view.shortcuts_part.overlay.panel_box(view.fit.width, view.fit.height)
    probe = window_point(view, left + 12, bottom + h / 2)
    view.on_draw()
    before = pixel(*probe)
    press(view, K.SLASH, K.MOD_SHIFT)
    assert view.shortcuts_part.overlay.is_open
    view.on_draw()
    during = pixel(*probe)
    assert during[1] < before[1] - 40, (before, during)  # the dark panel
    press(view, K.QUESTION)
    assert not view.shortcuts_part.overlay.is_open
    view.on_draw()
    assert pixel(*probe) == pytest.approx(before, abs=3)
    press(view, K.QUESTION)
    press(view, K.ESCAPE)
    assert not view.shortcuts_part.overlay.is_open and menus == []
    press(view, K.QUESTION)
    click_at(view, 5, 5)
    assert not view.shortcuts_part.overlay.is_open and view.flow.game.record.moves == []
    press(view, K.ESCAPE)
    assert menus == [1]


def test_the_shortcut_list_is_made_when_first_opened_and_then_kept(make_table):
    """A table makes its thirty texts of shortcuts only when the list is first drawn."""
    view = make_table(NORMAL)
    overlay = view.shortcuts_part.overlay
    view.on_draw()
    assert overlay._texts is None
    press(view, K.SLASH, K.MOD_SHIFT)
    view.on_draw()
    made = overlay._texts
    assert made is not None and [w.text for w in overlay.words][0] != ""
    press(view, K.ESCAPE)
    press(view, K.SLASH, K.MOD_SHIFT)
    view.on_draw()
    assert overlay._texts is made


def test_f11_toggles_full_screen(make_table, window, monkeypatch):
    view = make_table(NORMAL)
    was = window.fullscreen
    switches = []
    switch = window.set_fullscreen

    def counted(fullscreen: bool = True, **how) -> None:
        switches.append(fullscreen)
        switch(fullscreen, **how)

    monkeypatch.setattr(window, "set_fullscreen", counted)
    try:
        press(view, K.F11)
        assert switches == [not was] and window.fullscreen is not was
    finally:
        window.set_fullscreen(was)


class X11Window:
    """What pyglet's X11 window does around F11, on top of the headless test window.

    A switch makes a new window sized from the size the window was created with
    (1280×720), not the one it was resized to; the key that asked for it is released over
    the new window, so the release is lost; and a press of a key pyglet counts as held
    is taken for an auto-repeat (no ``on_key_press``).
    """

    def __init__(self, window, monkeypatch) -> None:
        self.fullscreen = False
        self.switches = 0  # how often the window was asked to switch
        self.size = (900, 650)  # the player resized the window
        self.pressed_keys: set[int] = set()
        monkeypatch.setattr(window, "set_fullscreen", self.set_fullscreen)
        monkeypatch.setattr(type(window), "fullscreen", property(lambda _w: self.fullscreen))
        monkeypatch.setattr(window, "get_size", lambda: self.size)
        monkeypatch.setattr(window, "set_size", self.set_size)
        monkeypatch.setattr(window, "pressed_keys", self.pressed_keys, raising=False)

    def set_fullscreen(self, fullscreen: bool = True) -> None:
        self.switches += 1
        self.fullscreen = fullscreen
        self.size = (1600, 1000) if fullscreen else (1280, 720)

    def set_size(self, width: int, height: int) -> None:
        assert not self.fullscreen
        self.size = (width, height)

    def press(self, view, symbol: int) -> None:
        if symbol not in self.pressed_keys:  # else pyglet sees an auto-repeat
            view.on_key_press(symbol, 0)
        self.pressed_keys.add(symbol)  # pyglet notes it after the handler; release lost


def test_every_f11_switches_and_leaving_restores_the_windowed_size(make_table, window,
                                                                   monkeypatch):
    view = make_table(NORMAL)
    x11 = X11Window(window, monkeypatch)
    seen = []
    for _ in range(4):
        x11.press(view, K.F11)
        settle(view, seconds=0.1, until=lambda: False)  # a few frames between presses
        seen.append((x11.fullscreen, x11.size))
    assert seen == [(True, (1600, 1000)), (False, (900, 650))] * 2
    assert x11.switches == 4


# --- keys and clicks during animations -----------------------------------------------------
@pytest.fixture
def dealing(window, monkeypatch):
    """A table in the middle of its deal, with F11 faked, Menu counted; closed after."""
    X11Window(window, monkeypatch)
    menus: list[int] = []
    view = TableView(window,
                     TableOptions(seed=5, first=0,
                                  opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     settings=live(sounds=SoundBoard()), on_menu=lambda: menus.append(1))
    view.flow.hint = HintAdvisor(HINT_SPEC, seed=5)
    view.menus = menus
    window.show_view(view)
    settle(view, seconds=0.3, until=lambda: False)
    assert view.flow.state.dealing
    yield view
    view.flow.close()


def skipped(view) -> bool:
    return not view.flow.is_animating and view.flow.state.matches(view.flow.game.position)


@pytest.mark.parametrize(("symbol", "modifiers", "done"), [
    (K.ESCAPE, 0, lambda v: v.menus == [1]),
    (K.H, 0, lambda v: v.flow.hint.thinking or v.flow.hint.move is not None),
    (K.L, 0, lambda v: v.log_part.panel.visible),
    (K.M, 0, lambda v: not v.sound_part.cues.board.enabled),
    (K.SLASH, K.MOD_SHIFT, lambda v: v.shortcuts_part.overlay.is_open),
    (K.F11, 0, lambda v: v.window.fullscreen),
], ids=["esc", "h", "l", "m", "?", "f11"])
def test_a_comfort_key_during_an_animation_skips_it_then_acts(dealing, symbol, modifiers,
                                                              done):
    press(dealing, symbol, modifiers)
    assert skipped(dealing)
    assert done(dealing)
    dealing.flow.hint.wait(10.0)


@pytest.mark.parametrize("symbol", [K.ENTER, K.SPACE, K.D, K.P, K.LEFT, K.RIGHT, K.A])
def test_a_game_key_during_an_animation_only_skips_it(dealing, symbol):
    press(dealing, symbol)
    assert skipped(dealing)
    assert dealing.flow.game.record.moves == [] and not dealing.focus_part.focus.visible
    assert not dealing.toast.message


def test_a_key_while_cards_only_settle_finishes_them_and_acts(make_table):
    view = make_table(NORMAL)
    waste = window_point(view, *view.layout.waste_center)
    drag_to(view, grab_point(view, card("KS")), waste)  # refused: it glides back
    assert view.flow.is_animating and not view.flow.queue  # no move is being shown
    press(view, K.RIGHT)
    focus = view.focus_part.focus
    assert focus.card == card("5H") and focus.visible and not view.flow.is_animating


def test_a_click_on_the_stock_during_an_animation_only_skips_it(dealing):
    stock = window_point(dealing, dealing.layout.stock.x, dealing.layout.stock.y)
    click_at(dealing, *stock)
    assert skipped(dealing) and dealing.flow.game.record.moves == [] and not dealing.toast.message


def test_a_click_on_menu_during_an_animation_skips_it_then_opens_the_menu(dealing):
    dealing.on_draw()  # the buttons get their places
    assert dealing.flow.is_animating
    click_at(dealing, *window_point(dealing, *dealing.hud.menu_button.rect.center))
    assert skipped(dealing) and dealing.menus == [1]


# --- sound -------------------------------------------------------------------------------
def test_sounds_follow_what_is_shown(window):
    board = SoundBoard()
    view = TableView(window,
                     TableOptions(seed=5, opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     settings=live(sounds=board))
    window.show_view(view)
    try:
        view.on_update(1 / 60)
        assert board.played == ["deal"]  # the first card, as it flies
        settle(view)
        assert board.played.count("deal") == 15 and "play" not in board.played
        if not view.flow.game.is_human_turn():
            settle(view, seconds=3.0, until=lambda: view.flow.human_to_move)
        board.played.clear()
        moves = view.flow.game.position.legal_moves()
        press(view, K.ENTER if moves[0].card is not None else K.D)
        assert board.played == []  # nothing until the move is shown
        view.on_update(1 / 60)
        assert board.played == ["play" if moves[0].card is not None else "draw"]
    finally:
        view.flow.close()


def test_draw_win_and_lose_sounds(make_table):
    view = make_table(ONLY_DRAW)
    press(view, K.D)
    view.on_update(1 / 60)
    assert view.sound_part.cues.board.played == ["draw"]
    view = make_table(LAST_JACK)
    press(view, K.ENTER)
    settle(view)
    assert view.sound_part.cues.board.played == ["play", "win"]
    view = make_table(THEY_WIN)
    settle(view, seconds=3.0, until=lambda: view.flow.game.is_over and view.flow.is_idle)
    assert view.sound_part.cues.board.played == ["play", "lose"]


def test_an_illegal_move_sounds_and_m_mutes_and_is_saved(make_table):
    view = make_table(NORMAL, settings=LiveSettings(Settings(), sounds=SoundBoard()))  # saved
    board = view.sound_part.cues.board
    press(view, K.RIGHT)
    press(view, K.RIGHT)
    press(view, K.ENTER)  # K♠ does not fit
    assert board.played == ["illegal"]
    press(view, K.M)
    assert view.toast.message == "Sound off" and not board.enabled
    assert load_settings()[0].sound is False
    press(view, K.LEFT)
    press(view, K.ENTER)
    settle(view, seconds=3.0, until=lambda: len(view.flow.game.record.moves) == 2)
    assert board.played == ["illegal"]  # nothing more while muted
    press(view, K.M)
    assert view.toast.message == "Sound on" and load_settings()[0].sound is True


# --- the game log --------------------------------------------------------------------------
def test_the_log_tells_each_move_as_it_is_shown(make_table):
    view = make_table(NORMAL)
    press(view, K.ENTER)  # 9C
    assert list(view.log_part.game_log.lines) == []  # not ahead of the animation
    view.on_update(1 / 60)
    assert len(view.log_part.game_log.lines) == 1
    settle(view, seconds=4.0, until=lambda: len(view.flow.game.record.moves) == 2)
    settle(view)
    expected = [line for _seat, _move, events in view.flow.game.history
                for line in describe(events, view.flow.names, 0)]
    assert list(view.log_part.game_log.lines) == expected
    assert expected[0] == "You played 9♣"
    assert view.log_part.panel.shown_lines() == expected


def test_l_toggles_the_log_panel(make_table):
    view = make_table(NORMAL)
    view.log_part.panel.shown_lines()
    rect = view.log_part.panel.rect  # the panel hugs its text
    probe = window_point(view, rect.left + 8, rect.bottom + rect.height / 2)
    view.on_draw()
    before = pixel(*probe)
    press(view, K.L)
    assert view.log_part.panel.visible
    view.on_draw()
    during = pixel(*probe)
    assert during[1] < 0.75 * before[1], (before, during)  # the dark panel
    press(view, K.L)
    view.on_draw()
    assert not view.log_part.panel.visible and pixel(*probe) == pytest.approx(before, abs=3)
    click_at(view, *window_point(view, *view.log_part.button.rect.center))
    assert view.log_part.panel.visible
