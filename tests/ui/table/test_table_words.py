"""The table's words at the edges of the rules: a Jack turned up at the deal asks for
nothing (RULES.md: "A Jack up-card simply asks for its own suit"), so neither the badge's
caption nor a refusal may say that a Jack asked for a suit."""

from __future__ import annotations

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.game.table.table_words import jack_caption
from dirty7.rules import Card
from dirty7.ui.table.side_room import longest_caption
from dirty7.ui.table.table_view import TableView
from tests.support.table import FirstLegal, settle

#: Deal 27 turns up J♥ and you start, holding 8♠ (neither a heart nor a Jack).
JACK_UP_DEAL = 27


def test_a_jack_turned_up_at_the_deal_is_called_the_up_card_not_a_jack_asking(window):
    game = Game([PERSON_AT_TABLE, None], seed=JACK_UP_DEAL, players=["You", "Computer"])
    assert game.position.top_card.pretty() == "J♥" and game.to_move == 0
    view = TableView(window, TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)
    try:
        window.show_view(view)
        settle(view, seconds=10.0)  # the deal is shown
        assert view.hud.suit_caption.text == "Up-card J♥: ♥ hearts"
        assert not view.flow.play(Card.parse("8S"))
        assert view.toast.message == "8♠ does not match: the up-card is J♥, so the suit is ♥"
        assert "Jack asked" not in view.toast.message
    finally:
        view.flow.close()


def test_a_played_jack_still_asks_for_its_suit(look_tables):
    view = look_tables("2D4D9C/KCKH5C/QHJS/QDAC6S 0 n D")  # somebody played J♠ naming ♦
    assert view.hud.suit_caption.text == "Jack asks for ♦ diamonds"
    assert not view.flow.play(Card.parse("9C"))
    assert view.toast.message == "9♣ does not match: the Jack asked for ♦"


def test_the_up_card_caption_is_never_wider_than_the_room_kept_for_a_jacks():
    from dirty7.ui.core import theme
    from dirty7.ui.core.bootstrap import arcade

    widest = longest_caption(16.0)[0]
    for suit in range(4):
        text = arcade.Text(jack_caption(suit, up_card=True), 0, 0, font_size=16.0,
                           font_name=theme.BODY_FONT)
        assert text.content_width <= widest
