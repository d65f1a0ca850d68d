"""The table's voice without a window: each event said as it happens, the reading keys
answered from what the player may know."""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import TableOptions
from dirty7.game.table.table_voice import TableVoice
from dirty7.rules import Card


def still_clock() -> float:
    """Time stands still for double-clicks and the stock's cooldown."""
    return 100.0


class FirstLegal:
    """A deterministic computer: the first legal move."""

    name = "first"

    def choose(self, view):
        return view.legal_moves[0]


JACK = "JH4SKD/2D4D/8C5C/QDAC6S 0 n C"
THREE = "3C9D/2D4D/8C5C/QDAC6S 0 n C"
NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"


def run_until(flow: TableFlow, done, dt: float = 0.05, limit: int = 20000) -> None:
    for _ in range(limit):
        if done():
            return
        for seat in flow.opponents.values():
            if seat.thinking:
                seat.wait(timeout=30)
        flow.update(dt)
    raise AssertionError("the flow never got there")


class Ear:
    """What was said, and whether it interrupted."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, bool]] = []

    def __call__(self, text: str, interrupt: bool) -> None:
        self.heard.append((text, interrupt))

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.heard]


def voiced(position: str, chosen=lambda: None):
    game = Game([PERSON_AT_TABLE, None], start=position, players=["You", "Computer"])
    flow = TableFlow(game,
                     TableOptions(clock=still_clock, think_delay=0.0, animate=False,
                                  opponents={1: ComputerSeat(strategy=FirstLegal())}))
    ear = Ear()
    voice = TableVoice(flow, ear, chosen)
    run_until(flow, lambda: flow.is_idle and flow.settled)
    flow.update(0.0)
    return flow, voice, ear


def test_the_first_rest_says_the_deal_and_my_turn():
    _, _, ear = voiced(NORMAL)
    assert ear.texts == [
        "New game. You have 3 cards: Nine of clubs, Five of hearts, King of spades. "
        "The up-card is the Five of clubs. Your turn: play a matching card or a Jack."]


def test_read_hand_in_the_tables_order_with_the_chosen_card_marked():
    flow, voice, ear = voiced(NORMAL, chosen=lambda: int(Card.parse("5H")))
    flow.hand_order.cycle()  # by rank
    assert voice.read("read_hand") == (
        "Your hand, 3 cards: Five of hearts chosen, Nine of clubs, King of spades.")
    assert ear.heard[-1][1] is True  # asked for: said at once


def test_read_table_counts_last_move_and_repeat():
    flow, voice, ear = voiced(NORMAL)
    assert voice.read("read_table") == (
        "The top card is the Five of clubs. Follow clubs or play a Five.")
    assert voice.read("read_counts") == (
        "You have 3 cards, Computer has 2 cards, the stock has 3 cards.")
    assert voice.read("read_last") == "No move yet."
    flow.play(int(Card.parse("9C")))
    run_until(flow, lambda: flow.my_turn and flow.is_idle and flow.settled)
    assert "You played the Nine of clubs." in ear.texts
    assert voice.read("read_last").startswith("Computer ")
    last = voice.read("read_counts")
    assert voice.read("repeat") == last
    with pytest.raises(ValueError, match="not a reading key"):
        voice.read("read_mind")


def test_an_illegal_choice_speaks_its_reason():
    flow, _, ear = voiced(NORMAL)
    flow.play(int(Card.parse("KS")))
    text, interrupt = ear.heard[-1]
    assert "King of spades" in text and "♠" not in text and interrupt


def test_focus_speaks_the_card_and_whether_it_fits():
    _, voice, ear = voiced(NORMAL)
    voice.focused(int(Card.parse("9C")))
    voice.focused(int(Card.parse("KS")))
    assert ear.texts[-2:] == ["Nine of clubs, playable", "King of spades"]


def test_a_jack_asks_for_its_suit():
    flow, _, ear = voiced(JACK)
    flow.play(int(Card.parse("JH")))
    assert ear.texts[-1].startswith("Name a suit for the Jack: 1 clubs")


def test_a_three_asks_for_another_card_or_a_pass():
    flow, _, ear = voiced(THREE)
    flow.play(int(Card.parse("3C")))
    run_until(flow, lambda: flow.is_idle and flow.settled)
    flow.update(0.0)
    assert ear.texts[-2:] == ["You played the Three of clubs — another card or pass.",
                              "Three played: play another card or pass."]
