"""A change in the Settings view reaches the table, its card speed, its sounds and the look
through the app's one settings object — nothing is written onto the window, a class or a
module for another view to find."""

from __future__ import annotations

from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import ANIMATION_SPEEDS, Settings, load_settings
from dirty7.ui.core import look
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.screens.settings import SettingsView
from tests.support.app import make_app
from tests.support.screens import STRATEGIES, center_on_window
from tests.support.table import FakeClock, FirstLegal, live


def click(view, widget) -> None:
    x, y = center_on_window(view, widget)
    view.on_mouse_motion(x, y, 0, 0)
    view.on_mouse_press(x, y, 1, 0)
    view.on_mouse_release(x, y, 1, 0)


def _table_speeds(table) -> set[float]:
    """The speed every card on ``table`` and its flow animate at (a few frames dealt)."""
    for _ in range(5):
        table.on_update(1 / 60)
    assert table.card_sprites.sprites, "no card was dealt yet"
    return {sprite.speed for sprite in table.card_sprites.sprites.values()} | {table.flow.speed()}


def test_a_change_in_the_settings_view_reaches_the_next_table(window):
    app, _ = make_app(window, strategies=STRATEGIES)  # --animation-speed instant
    before = set(vars(window))
    try:
        first = app.start_game("easy", 5)
        assert first.settings is app.settings
        assert _table_speeds(first) == {0.0}  # the command line's speed holds for now
        app.show_settings()
        sheet = window.current_view
        assert isinstance(sheet, SettingsView) and sheet.live is app.settings
        sheet.on_draw()
        click(sheet, sheet.groups["animation_speed"]["slow"])
        click(sheet, sheet.switches["sound"])  # sound off
        click(sheet, sheet.card_backs["cardBack_red3"])
        assert app.settings.sounds.enabled is False  # the one board follows at once
        table = app.start_game("easy", 6)
        assert _table_speeds(table) == {ANIMATION_SPEEDS["slow"]}
        assert table.sound_part.cues.board is app.settings.sounds
        assert not table.sound_part.cues.board.enabled
        assert table.card_back == "cardBack_red3"
        assert {s.back_name for s in table.card_sprites.sprites.values()} == {"cardBack_red3"}
        saved, _ = load_settings()
        assert (saved.animation_speed, saved.sound, saved.card_back) == (
            "slow", False, "cardBack_red3")
        assert set(vars(window)) == before  # nothing was left on the window
    finally:
        if app.table is not None:
            app.table.flow.close()


def test_a_look_chosen_on_the_look_sheet_is_in_force_and_the_menu_is_rebuilt(window):
    app, _ = make_app(window, strategies=STRATEGIES)
    try:
        app.show_menu()
        rebuilt: list[int] = []
        app.menu.rebuild_look = lambda: rebuilt.append(1)
        app.show_look()
        sheet = window.current_view
        assert isinstance(sheet, LookView) and sheet.live is app.settings
        sheet.on_draw()
        click(sheet, sheet.switches["four_colour"])
        assert app.settings.value.four_colour and app.settings.look.four_colour
        assert look.current() == app.settings.look and rebuilt == [1]
        click(sheet, sheet.groups["hand_order"]["rank"])  # not the look: no rebuild
        assert rebuilt == [1]
    finally:
        look.apply(Settings())


def test_two_tables_with_their_own_settings_animate_at_their_own_speed(window):
    """No speed is shared through the card class: each table asks its own settings."""
    from dirty7.game.seats.computer_seat import ComputerSeat
    from dirty7.ui.table.table_view import TableView

    fast = TableView(window,
                     TableOptions(seed=3, clock=FakeClock(),
                                  opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     settings=live(animation_speed="fast"))
    slow = TableView(window,
                     TableOptions(seed=3, clock=FakeClock(),
                                  opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     settings=live(animation_speed="slow"))
    try:
        for table in (fast, slow):
            window.show_view(table)
            table.on_update(1 / 60)
        assert _table_speeds(fast) == {ANIMATION_SPEEDS["fast"]}
        assert _table_speeds(slow) == {ANIMATION_SPEEDS["slow"]}
        slow.settings.change(animation_speed="instant")  # asked again at the next move
        assert _table_speeds(slow) == {0.0} and _table_speeds(fast) == {0.5}
    finally:
        fast.flow.close()
        slow.flow.close()
