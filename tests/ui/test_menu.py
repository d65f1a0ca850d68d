"""The main menu and How to play, driven through real input handlers and pixels."""

from __future__ import annotations

import pytest

from dirty7.store.finished_game import FinishedGame
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.how_to_play import HowToPlayView
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.widgets.buttons import button_style
from dirty7.ui.widgets.key_list import LISTENING_KEYS, MENU_KEYS, TABLE_KEYS
from tests.support.screens import (
    LEFT,
    STRATEGIES,
    Info,
    center_on_window,
    check_row,
    click,
    many,
    pixel,
    show,
)


@pytest.fixture
def started():
    return []


@pytest.fixture
def menu(window, started):
    view = MenuView(window, strategies=STRATEGIES, on_start=started.append)
    view.on_how_to_play = lambda: window.show_view(HowToPlayView(window, back_to=view))
    return show(window, view)


def test_options_come_from_the_registry_and_medium_is_preselected(menu):
    assert [o.name for o in menu.options] == ["easy", "medium", "hard", "neural"]
    assert menu.difficulty == "medium"
    assert menu.option_buttons["medium"].selected
    assert not menu.option_buttons["easy"].selected
    assert menu.description.text == "Keeps its Sevens for later."
    assert menu.option_buttons["neural"].disabled


def test_clicking_an_option_selects_it_and_shows_its_description(menu):
    click(menu, menu.option_buttons["hard"])
    assert menu.difficulty == "hard"
    assert menu.option_buttons["hard"].selected
    assert not menu.option_buttons["medium"].selected
    assert "remembers every card" in menu.description.text


def test_an_unavailable_option_cannot_be_chosen(menu):
    click(menu, menu.option_buttons["neural"])
    assert menu.difficulty == "medium"
    assert menu.select("neural") is False


def test_keyboard_changes_difficulty_and_says_why_one_is_unavailable(menu, started):
    menu.on_key_press(arcade.key.DOWN, 0)
    assert menu.difficulty == "hard"
    menu.on_key_press(arcade.key.DOWN, 0)  # "neural" is focused, not chosen: it says why
    assert menu.difficulty == "hard" and menu.focus == "neural"
    assert "no model file" in menu.description.text
    menu.on_key_press(arcade.key.DOWN, 0)  # wraps to easy
    assert menu.difficulty == "easy"
    assert menu.description.text == "Plays a random legal card."
    menu.on_key_press(arcade.key.UP, 0)
    menu.on_key_press(arcade.key.UP, 0)
    assert menu.difficulty == "hard"
    menu.on_key_press(arcade.key.ENTER, 0)
    assert started == ["hard"]


def test_start_button_starts_with_the_chosen_difficulty(menu, started):
    click(menu, menu.option_buttons["easy"])
    click(menu, menu.buttons["start"])
    assert started == ["easy"]


def test_every_menu_button_is_there_and_resume_waits_for_a_game(menu):
    assert set(menu.buttons) == {"resume", "start", "how_to_play", "settings", "statistics",
                                 "quit"}
    assert not menu.buttons["resume"].visible


def test_settings_and_statistics_buttons_call_their_callbacks(window):
    calls = []
    view = show(
        window,
        MenuView(
            window,
            strategies=STRATEGIES,
            on_settings=lambda: calls.append("settings"),
            on_statistics=lambda: calls.append("statistics"),
        ),
    )
    click(view, view.buttons["settings"])
    click(view, view.buttons["statistics"])
    assert calls == ["settings", "statistics"]


def test_quit_calls_on_quit(window):
    quits = []
    view = show(window, MenuView(window, strategies=STRATEGIES, on_quit=lambda: quits.append(1)))
    click(view, view.buttons["quit"])
    assert quits == [1]


def test_how_to_play_opens_and_escape_returns_to_the_menu(menu, window):
    click(menu, menu.buttons["how_to_play"])
    assert isinstance(window.current_view, HowToPlayView)
    window.current_view.on_draw()
    window.current_view.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is menu


def test_how_to_play_back_button_returns(menu, window):
    help_view = show(window, HowToPlayView(window, back_to=menu))
    click(help_view, help_view.back_button)
    assert window.current_view is menu


def test_how_to_play_turns_to_a_page_of_every_key_and_back(menu, window):
    help_view = show(window, HowToPlayView(window, back_to=menu))
    words = {t.text for t in help_view._texts}
    assert "Three — play again" in words and "The last move" not in words
    assert help_view.page_button.text == "Keys →"
    click(help_view, help_view.page_button)
    assert help_view.shown == ("table_keys", "menu_keys")
    words = {t.text for t in help_view._texts}
    for keys, said in (*TABLE_KEYS[:-4], *MENU_KEYS, *LISTENING_KEYS):
        assert keys in words and said in words, keys
    assert "Three — play again" not in words
    help_view.on_draw()
    help_view.on_key_press(arcade.key.LEFT, 0)
    assert help_view.shown == ("basics", "specials")
    help_view.on_key_press(arcade.key.K, 0)
    assert help_view.shown == ("table_keys", "menu_keys")
    help_view.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is menu


def test_the_table_is_felt_green_and_the_start_button_is_gold(menu):
    menu.on_draw()
    r, g, b = pixel(8, 8)
    assert g > r + 20 and g > b + 10, (r, g, b)  # green felt in the corner
    x, y = center_on_window(menu, menu.buttons["start"])
    br, bg, bb = pixel(x - 60, y)  # left of the label text: the button's fill
    assert br > 180 and bg > 140 and bb < 120, (br, bg, bb)
    assert (br, bg, bb) != (r, g, b)


def test_hover_lightens_a_button(menu):
    quit_button = menu.buttons["quit"]
    x, y = center_on_window(menu, quit_button)
    before = pixel(x - 100, y)
    menu.on_mouse_motion(x, y, 0, 0)
    menu.on_draw()
    after = pixel(x - 100, y)
    assert sum(after) > sum(before), (before, after)


def test_the_selected_option_has_a_gold_outline(menu):
    button = menu.option_buttons["medium"]
    left = button.rect.left + 1
    _, y = center_on_window(menu, button)
    x, _ = menu.to_window(left, 0)
    r, g, b = pixel(round(x), y)
    assert r > 150 and g > 120 and b < 140, (r, g, b)


def test_layout_follows_a_resize_and_clicks_still_land(menu, started):
    menu.on_resize(1024, 768)  # 4:3: the logical table gets taller, not narrower
    assert (menu.fit.width, menu.fit.height) == (1280, 960)
    menu.on_draw()
    click(menu, menu.option_buttons["easy"])
    assert menu.difficulty == "easy"
    menu.on_resize(1280, 720)


def test_app_start_game_hook_shows_a_dealt_table(window):
    from dirty7.ui.app import App, AppOptions
    from dirty7.ui.table.table_view import TableView

    app = App(window, AppOptions(opponent_mode="thread", strategies=STRATEGIES),
              on_quit=lambda status: None)
    view = app.start_game("hard", seed=11)
    assert isinstance(window.current_view, TableView)
    assert view.flow.difficulty == "hard" and view.flow.seed == 11
    view.on_mouse_press(5, 5, LEFT, 0)  # a click skips the deal
    assert not view.flow.is_animating
    mine = [s for s in view.card_sprites.cards if s.face_up and s.center_y < 300]
    assert len(mine) == 7
    xs = [s.center_x for s in sorted(mine, key=lambda s: (s.card.suit, s.card.rank))]
    assert xs == sorted(xs)  # sorted by suit then rank, left to right
    view.flow.close()


def test_hovering_an_unavailable_option_shows_its_reason(menu):
    x, y = center_on_window(menu, menu.option_buttons["neural"])
    menu.on_mouse_motion(x, y, 0, 0)
    assert "Neural is unavailable: no model file" in menu.description.text
    menu.on_mouse_motion(4, 4, 0, 0)  # away again: the chosen one is described
    assert menu.description.text == "Keeps its Sevens for later."


# --- a game waiting: Enter resumes, a new game asks first --------------------------------
@pytest.fixture
def waiting(window, started):
    resumed: list[int] = []
    view = MenuView(window, strategies=STRATEGIES, on_start=started.append,
                    on_resume=lambda: resumed.append(1))
    view.set_resume_available(True)
    show(window, view)
    return view, resumed


def test_enter_resumes_when_resume_is_the_highlighted_button(waiting, started):
    menu, resumed = waiting
    assert menu.buttons["resume"].style == button_style(primary=True,
                                                         size=theme.BUTTON_SIZE + 3)
    assert "Enter resume" in menu._hint.text and "Enter new game" not in menu._hint.text
    menu.on_key_press(arcade.key.ENTER, 0)
    assert resumed == [1] and started == []


def test_new_game_over_a_waiting_one_asks_first_by_mouse(waiting, started):
    menu, resumed = waiting
    click(menu, menu.buttons["start"])
    assert started == [] and menu.confirm is not None
    x, y = center_on_window(menu, menu.buttons["quit"])
    click(menu, menu.buttons["quit"])  # under the question: must not react
    click(menu, menu.confirm.no_button)
    assert menu.confirm is None and started == [] and resumed == []
    click(menu, menu.buttons["start"])
    click(menu, menu.confirm.yes_button)
    assert started == ["medium"] and menu.confirm is None


def test_new_game_over_a_waiting_one_asks_first_by_keyboard(waiting, started):
    menu, resumed = waiting
    menu.on_key_press(arcade.key.N, 0)
    assert menu.confirm is not None and started == []
    menu.on_key_press(arcade.key.ENTER, 0)  # the focus starts on Cancel
    assert menu.confirm is None and started == [] and resumed == []
    menu.on_key_press(arcade.key.N, 0)
    menu.on_key_press(arcade.key.ESCAPE, 0)  # Esc answers the question, the menu stays
    assert menu.confirm is None and started == []
    menu.on_key_press(arcade.key.N, 0)
    menu.on_key_press(arcade.key.RIGHT, 0)
    menu.on_draw()  # the focus ring is drawn on "New game"
    menu.on_key_press(arcade.key.ENTER, 0)
    assert started == ["medium"]
    menu.on_key_press(arcade.key.N, 0)
    menu.on_key_press(arcade.key.Y, 0)
    assert started == ["medium", "medium"]


def test_without_a_waiting_game_enter_and_n_start_at_once(menu, started):
    assert "Enter start" in menu._hint.text
    menu.on_key_press(arcade.key.N, 0)
    assert started == ["medium"] and menu.confirm is None


# --- any number of strategies ------------------------------------------------------------
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("count", [1, 3, 10, 25])
def test_the_difficulty_row_holds_any_number_of_strategies(window, size, count):
    from dirty7.ui.screens.menu import OPTION_FONT_SIZE

    view = MenuView(window, strategies=many(count), on_resume=lambda: None)
    window.show_view(view)
    view.on_resize(*size)
    view.on_draw()
    names = [o.name for o in view.options]
    seen = set()
    for _ in range(len(names)):  # the keyboard walks every strategy, page after page
        view.on_draw()
        check_row(view, view.option_buttons, view.pager, view.panel, OPTION_FONT_SIZE)
        seen.add(view.focus)
        assert view.focus in view.pager.shown
        option = view.option(view.focus)
        if not option.available:
            assert option.reason in view.description.text
        view.on_key_press(arcade.key.RIGHT, 0)
    assert seen == set(names)
    for name in ("easy", "medium", "hard")[:count]:
        assert view.option_buttons[name].text == view.option(name).label  # not shortened
    view.on_resize(*window.get_size())


@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_four_built_in_levels_are_named_in_full(window, text_size):
    from dirty7.store.settings import Settings
    from dirty7.ui.core import look

    look.apply(Settings(text_size=text_size))
    try:
        view = show(window, MenuView(window))  # the levels the registry installs
        labels = {name: b.text for name, b in view.option_buttons.items()}
        assert {n: labels[n] for n in ("easy", "medium", "hard", "matched")} == {
            "easy": "Easy", "medium": "Medium", "hard": "Hard", "matched": "Matched"}
        assert not any(view.pager.shortened.values())
    finally:
        look.apply(Settings())


def test_a_long_name_is_shortened_and_shown_whole_when_focused(window):
    view = show(window, MenuView(window, strategies=many(8)))
    view.on_key_press(arcade.key.RIGHT, 0)
    view.on_key_press(arcade.key.RIGHT, 0)  # hard, then plugin0
    view.on_key_press(arcade.key.RIGHT, 0)  # plugin1: long and unavailable
    view.on_draw()
    button = view.option_buttons["plugin1"]
    assert button.text.endswith("…") and len(button.text) < len("Monte Carlo Tree Search 1")
    assert "Monte Carlo Tree Search 1 is unavailable" in view.description.text
    view.on_key_press(arcade.key.RIGHT, 0)  # plugin2 is available
    view.on_key_press(arcade.key.RIGHT, 0)  # plugin3: long, available
    assert view.difficulty == "plugin3"
    assert view.description.text.startswith("Counts every card it sees 3:")


def test_the_arrows_turn_the_page_by_mouse(window):
    view = show(window, MenuView(window, strategies=many(10)))
    assert view.pager.shown == ["easy", "medium", "hard"]
    click(view, view.pager.next_button)
    assert view.pager.shown == ["plugin0", "plugin1", "plugin2"]
    assert "4–6 of 10" in view.heading.text
    click(view, view.option_buttons["plugin2"])
    assert view.difficulty == "plugin2"
    click(view, view.pager.prev_button)
    click(view, view.pager.prev_button)  # wraps to the last page
    assert view.pager.shown == ["plugin6"]


def test_the_menu_shows_matched_s_strength_and_its_seat_gets_the_record(window):
    from dirty7.ai.matched import MatchedStrategy
    from dirty7.game.seats.seat_factory import computer_seats
    from dirty7.store.stats import count_game

    matched = Info("matched", "Matched", "Adapts to you.", cls=MatchedStrategy)
    view = show(window, MenuView(window, strategies=[*STRATEGIES[:3], matched]))
    click(view, view.option_buttons["matched"])
    assert view.description.text.endswith("Adapts to you. Now: Medium.")
    for n, won in enumerate((True, True, False, True)):
        count_game(FinishedGame(f"g{n}", "matched", won, 0 if won else 3, 40))
    count_game(FinishedGame("other", "easy", False, 2, 30))  # another level's games do not count
    click(view, view.option_buttons["hard"])
    click(view, view.option_buttons["matched"])
    assert view.description.text.endswith("Adapts to you. Now: between Medium and Hard (70%).")
    seats = computer_seats((True, False), None, "matched", 5, "thread")
    try:
        assert seats[1].spec == "matched:recent=WWLW"
    finally:
        seats[1].close()


def test_a_deal_number_typed_in_the_menu_is_the_deal_and_says_so(window):
    """Typed through the real text events; empty means a sealed random deal."""
    from dirty7.ui.app import App, AppOptions

    app = App(window, AppOptions(opponent_mode="thread"), on_quit=lambda _status: None)
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    field = menu.deal_input
    x, y = field.rect.center
    menu.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    menu.on_mouse_release(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    menu.on_text("4x")
    menu.start()
    assert window.current_view is menu and "whole number" in menu.notice.message
    field.text = ""
    menu.on_text("42")
    assert menu.deal_number == 42
    menu.start()
    table = window.current_view
    assert table.flow.game.record.seed == 42 and table.flow.game.record.nonce is None
    assert table.toast.message == "Deal 42, chosen by you"
    assert table.log_part.game_log.recent()[0] == "Deal 42, chosen by you"
    table.flow.close()


def test_an_empty_deal_number_gives_a_sealed_deal_shown_before_the_deal(window):
    from dirty7.rules import commitment
    from dirty7.ui.app import App, AppOptions

    app = App(window, AppOptions(opponent_mode="thread"), on_quit=lambda _status: None)
    app.show_menu()
    window.current_view.start()
    table = window.current_view
    record = table.flow.game.record
    assert commitment(record.seed, record.nonce) == record.commitment
    assert table.flow.queue  # the cards are still to be dealt
    assert table.toast.message == f"Deal sealed · {record.commitment[:4]} {record.commitment[4:8]}"
    logged = table.log_part.game_log.recent()[0]  # the full hex, in groups of eight
    assert record.commitment in logged.replace(" ", "") and record.commitment[:8] + " " in logged
    table.flow.close()


def test_the_record_line_follows_the_declared_ability_not_the_name(window):
    """A plugin whose strength follows the record (it declares ``with_results``) is described
    with the record, whatever its name; one merely named "matched" is not."""
    class Follows:
        @classmethod
        def with_results(cls, options, recent):
            return dict(options)

    plugins = [Info("adaptive", "Adaptive", "Follows you.", cls=Follows),
               Info("matched", "Impostor", "Only the name.", cls=object)]
    view = show(window, MenuView(window, strategies=[STRATEGIES[0], *plugins]))
    click(view, view.option_buttons["adaptive"])
    assert view.description.text.startswith("Follows you. Now: ")
    click(view, view.option_buttons["matched"])
    assert view.description.text == "Only the name."


def test_levels_read_after_the_first_frame_are_offered_on_the_menu(window):
    """The menu starts with the built-in levels and reads the registry after its first
    frame: the levels it adds get their buttons (the panel is built again for them)."""
    later = STRATEGIES + [Info("plugin", "Plugin", "A level from a plugin.")]
    view = MenuView(window, strategies=STRATEGIES[:3], strategies_later=lambda: later,
                    on_start=lambda *_: None)
    show(window, view)
    assert list(view.option_buttons) == ["easy", "medium", "hard"]
    view.on_update(1 / 60)  # after its first frame: the registry is read
    view.on_draw()
    assert [o.name for o in view.options] == ["easy", "medium", "hard", "neural", "plugin"]
    assert view.pager.values == [o.name for o in view.options]  # every one has its button


def test_a_changed_look_builds_the_panel_again(window):
    """After the look changes (high contrast), the menu's panel is built anew when it is
    next laid out, not kept from before."""
    view = show(window, MenuView(window, strategies=STRATEGIES, on_start=lambda *_: None))
    old_panel = view.panel
    view.rebuild_look()
    view.on_layout(view.fit.width, view.fit.height)
    assert view.panel is not old_panel
