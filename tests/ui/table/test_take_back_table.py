"""Take back at the table, driven through the real handlers: Ctrl+Z and the button."""

from __future__ import annotations

import pytest

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.table.take_back_part import LABEL
from tests.support.table import (
    FakeClock,
    TableOpener,
    card,
    click_widget,
    drag_to,
    grab_point,
    live,
    settle,
    tick,
    window_point,
)

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"  # 5H and 9C play, KS does not
ACE = "ACKC5C9D/2D4D/8C/QDKS6S 0 n C"
CTRL = arcade.key.MOD_CTRL


@pytest.fixture
def make_table(window):
    tables = TableOpener(window, FakeClock(), defaults=lambda: {"think_delay": 0.7})
    yield tables
    tables.close()


def play_by_drag(view, text: str) -> None:
    drag_to(view, grab_point(view, card(text)), window_point(view, *view.layout.waste_center))


def in_hand(view, text: str) -> bool:
    return card(text) in {int(c) for c in view.flow.position.hand(0)}


def test_ctrl_z_returns_the_card_while_the_computer_pauses(make_table):
    view = make_table(NORMAL)
    assert not view.take_back_part.holder.visible  # nothing played yet
    play_by_drag(view, "9C")
    settle(view)
    tick(view)
    assert view.take_back_part.holder.visible and view.take_back_part.button.text == LABEL
    view.on_key_press(arcade.key.Z, CTRL)
    view.on_key_release(arcade.key.Z, CTRL)
    assert in_hand(view, "9C") and view.flow.game.record.moves == []
    settle(view, until=lambda: view.flow.human_to_move and not view.card_sprites.is_animating)
    hand_y = view.card_sprites.sprites[card("KS")].center_y
    assert abs(view.card_sprites.sprites[card("9C")].center_y - hand_y) < 40  # home again
    assert view.log_part.game_log.all_lines()[-1] == "You take back 9♣"
    assert view.flow.human_to_move and not view.take_back_part.holder.visible
    assert view.flow.game.record.take_backs == 1


def test_the_button_takes_it_back(make_table):
    view = make_table(NORMAL)
    play_by_drag(view, "5H")
    settle(view)
    tick(view)
    click_widget(view, view.take_back_part.button)
    assert in_hand(view, "5H") and view.flow.game.to_move == 0


def test_ctrl_z_acts_even_while_the_play_is_still_flying(make_table):
    view = make_table(NORMAL)
    play_by_drag(view, "9C")
    assert view.flow.showing  # the card is on its way
    view.on_key_press(arcade.key.Z, CTRL)
    assert in_hand(view, "9C") and not view.flow.game.record.moves


def test_a_plain_z_does_nothing(make_table):
    view = make_table(NORMAL)
    play_by_drag(view, "9C")
    settle(view)
    view.on_key_press(arcade.key.Z, 0)
    assert view.flow.game.record.moves == ["9C"]


def test_once_the_computer_has_moved_there_is_no_take_back(make_table):
    view = make_table(NORMAL)
    play_by_drag(view, "9C")
    settle(view, until=lambda: len(view.flow.game.record.moves) == 2)
    tick(view)
    assert not view.take_back_part.holder.visible
    view.on_key_press(arcade.key.Z, CTRL)
    assert len(view.flow.game.record.moves) == 2


def test_after_an_ace_each_play_comes_back_by_itself(make_table):
    view = make_table(ACE)
    play_by_drag(view, "AC")
    settle(view)
    play_by_drag(view, "KC")
    settle(view)
    view.on_key_press(arcade.key.Z, CTRL)
    assert view.flow.game.record.moves == ["AC"]
    settle(view)
    view.on_key_press(arcade.key.Z, CTRL)
    assert view.flow.game.record.moves == [] and in_hand(view, "AC") and in_hand(view, "KC")


def test_turned_off_in_settings_there_is_no_button_and_no_key(window):
    tables = TableOpener(window, FakeClock(),
                         defaults=lambda: {"think_delay": 0.7,
                                           "settings": live(take_back=False)})
    try:
        view = tables(NORMAL)
        play_by_drag(view, "9C")
        settle(view)
        tick(view)
        assert not view.take_back_part.holder.visible
        view.on_key_press(arcade.key.Z, CTRL)
        assert view.flow.game.record.moves[:1] == ["9C"]
    finally:
        tables.close()


SEVEN = "7C5HKS/2D4D/8C6C/9D3H2S5D8H 0 n C"  # the computer has no Seven: it draws four


def test_while_the_computer_draws_four_the_status_says_so_and_take_back_is_gone(
        make_table):
    view = make_table(SEVEN)
    play_by_drag(view, "7C")
    flow, part = view.flow, view.take_back_part
    seen = []
    for _frame in range(600):
        tick(view)
        drawn = len(flow.state.hands[1]) - 2
        if flow.game.moves_played == 2 and flow.queue:  # the computer's draw is shown
            seen.append(drawn)
            assert flow.status_text == "Computer draws 4 cards…", (drawn, flow.status_text)
            assert not part.holder.visible
        if flow.is_idle and flow.settled and flow.game.moves_played == 2:
            break
    assert seen and min(seen) <= 1 and max(seen) == 4  # from its first card to its last
    assert flow.status_text.startswith(("Your turn", "No card fits"))
    assert not part.holder.visible


def test_the_button_and_the_thinking_line_speak_the_players_language(make_table):
    from dirty7.i18n import set_language

    set_language("de")
    view = make_table(NORMAL)
    play_by_drag(view, "9C")
    settle(view)
    tick(view)
    assert view.take_back_part.button.text == "Zurücknehmen"
    assert view.flow.thinking_label == "denkt nach"
    view.on_draw()
    assert view.flow.thinking and view.hud.thinking_text.text.startswith("denkt nach")
