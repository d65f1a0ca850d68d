"""The table plays by the rules in force: the suit picker opens on the wild rank (an Eight
in Crazy Eights), a draw goes on until a card fits, a drawn card is played or kept, the
"Last card!" button and key, the penalty for a forgotten call told and logged, and the
status naming the ranks of the rules (no Jack where an Eight is wild)."""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.narration import describe
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.rules.presets import PRESETS
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.table.table_view import TableView
from tests.support.drivers import TableScreen
from tests.support.table import FakeClock, FirstLegal, click_widget, settle

K = arcade.key


@pytest.fixture
def house(window):
    made: list[TableView] = []

    def open_table(text: str, name: str) -> TableView:
        game = Game([PERSON_AT_TABLE, None], start=text, variant=PRESETS[name],
                    players=["You", "Computer"])
        view = TableView(window,
                         TableOptions(clock=FakeClock(),
                                      opponents={1: ComputerSeat(strategy=FirstLegal())}),
                         game=game)
        window.show_view(view)
        settle(view)
        view.on_draw()
        made.append(view)
        return view

    yield open_table
    for view in made:
        view.flow.close()


def press(view, symbol: int) -> None:
    view.on_key_press(symbol, 0)
    view.on_key_release(symbol, 0)


def shown(view, widget) -> bool:
    view.ui.execute_layout()
    return TableScreen.shown(widget)


def test_crazy_eights_an_eight_opens_the_picker_named_for_the_eight(house):
    view = house("8C2C4D/KHKS/9H/3S4HTH 0 n H", "crazy-eights")
    assert view.flow.status_text == "Your turn: play a matching card or an Eight"
    assert not shown(view, view.hud.pass_button)  # no extra-play rank: never a Pass
    view.flow.play(int(next(c for c in view.flow.position.hand(0) if c.rank == 7)))  # 8♣
    assert view.picker.is_open and view.picker.title.text == "Name a suit for the Eight"
    assert "Esc takes the Eight back" in view.picker.keys_line.text
    press(view, K.KEY_2)
    assert view.flow.game.record.moves == ["8C>D"]
    view.flow.flush()  # the Eight shown, before the computer answers
    view.hud.refresh_texts()
    assert view.hud.suit_caption.text == "Eight asks for ♦ diamonds"


def test_crazy_eights_one_draw_goes_on_until_a_card_fits(house):
    view = house("2C4D/KHKS/9H/3S4HTH 0 n H", "crazy-eights")
    assert view.flow.status_text == "No card fits: click the stock to draw"
    press(view, K.D)
    settle(view)
    position = view.flow.position
    assert view.flow.game.record.moves == ["draw"] and position.to_move == 0
    assert position.hand_size(0) == 4  # 3♠ did not fit, 4♥ does
    assert view.flow.legal_cards() == {int(c) for c in position.hand(0) if c.suit == 2}


def test_mau_mau_a_drawn_card_that_fits_is_played_or_kept(house):
    view = house("9CTD/KSAS/KH/QHAH 0 n H", "mau-mau")
    press(view, K.D)
    settle(view)
    assert view.flow.status_text == "The card you drew fits: play it, or keep it"
    assert shown(view, view.hud.pass_button) and view.hud.pass_button.text == "Keep"
    assert not shown(view, view.hud.draw_button)
    press(view, K.P)  # keep it
    assert view.flow.game.record.moves == ["draw", "pass"]
    assert view.flow.position.hand_size(0) == 3


def test_mau_mau_the_call_button_and_key(house):
    view = house("9HTH/KSAS/KH/QCAC 0 n H", "mau-mau")
    assert shown(view, view.hud.call_button) and view.hud.call_button.text == "Last card!"
    press(view, K.U)
    assert view.flow.game.record.moves == ["call"]
    settle(view)
    assert view.toast.message == "You call “Last card!”"
    assert not shown(view, view.hud.call_button)  # called: now play
    view.flow.play(int(view.flow.position.hand(0)[0]))
    assert view.flow.position.hand_size(0) == 1  # no penalty


def test_mau_mau_the_call_button_by_mouse(house):
    view = house("9HTH/KSAS/KH/QCAC 0 n H", "mau-mau")
    view.ui.execute_layout()
    click_widget(view, view.hud.call_button)
    assert view.flow.game.record.moves == ["call"]


def test_mau_mau_a_forgotten_call_costs_a_card_and_is_told(house):
    view = house("9HTH/KSAS/KH/QCAC 0 n H", "mau-mau")
    said: list[str] = []
    view.flow.events.message.connect(lambda text, _kind, _seconds: said.append(text))
    view.flow.play(int(view.flow.position.hand(0)[0]))  # 9♥ without the call
    view.flow.flush()
    assert view.flow.position.hand_size(0) == 2  # T♥ and the penalty card
    assert said == ["You did not call “Last card!”: you draw 1 card"]
    events = view.flow.game.history[-1][2]
    assert describe(events)[:2] == ["You played 9♥",
                                    "You did not call “Last card!” and drew 1 card"]


def test_mau_mau_an_eight_plays_again_in_its_own_words(house):
    view = house("8H9HTC/KSAS/KH/QCAC 0 n H", "mau-mau")
    view.flow.play(int(next(c for c in view.flow.position.hand(0) if c.rank == 7)))
    settle(view)
    assert view.flow.status_text == "Eight played: your opponent is skipped, play again"


def test_mau_mau_no_jack_on_a_jack(house):
    view = house("JC9H/KSAS/JH/QCAC 0 n H", "mau-mau")
    assert view.flow.status_text == "Your turn: play a matching card or a Jack"
    jack = int(next(c for c in view.flow.position.hand(0) if c.rank == 10))
    assert not view.flow.play(jack) and not view.picker.is_open
    assert view.toast.message == "A wild Jack may not be played on another"
