"""Playing by ear at the real table: a listener who hears only the spoken sentences and
answers only with keys finishes whole games against Easy and Medium; the reading key
queues its sentence for the voice."""

from __future__ import annotations

import pytest

from dirty7.ai.registry import create_strategy
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.ui.core.speech import SpeechQueue
from dirty7.ui.table.table_view import TableView
from tests.support.drivers import K, key
from tests.support.listener import Ear, Listener, cards_in
from tests.support.table import FakeClock, live


def table(window, seed: int, spec: str, voice, speech: bool = True) -> TableView:
    settings = live(animation_speed="instant", speech=speech)
    settings._voice, settings._voice_looked_for = voice, True  # the test's ear
    opponent = ComputerSeat(strategy=create_strategy(spec, seed))
    view = TableView(window, TableOptions(seed=seed, first=seed % 2, clock=FakeClock(),
                                          opponents={1: opponent}), settings=settings)
    window.show_view(view)
    return view


@pytest.mark.parametrize(("spec", "seed"), [("easy", 11), ("easy", 12), ("easy", 13),
                                            ("medium", 21), ("medium", 22), ("medium", 23)])
def test_a_listener_plays_a_whole_game_by_ear(window, spec, seed):
    ear = Ear()
    view = table(window, seed, spec, ear)
    listener = Listener(view, ear, view.clock)
    result = listener.play()
    game = view.flow.game
    assert game.is_over and listener.moves > 0
    assert result == ("Game over. You win!" if game.position.winner == 0
                      else "Game over. Computer wins.")
    assert listener.moves == sum(1 for seat, _m, _e in game.history if seat == 0)


def test_without_speech_nothing_is_heard(window):
    """The listener's games prove something: with Speech off the ear hears nothing."""
    ear = Ear()
    view = table(window, 11, "easy", ear, speech=False)
    key(view, K.C)  # a reading key: nothing is said with Speech off
    for _ in range(30):
        view.on_update(1 / 60)
    assert ear.heard == []


class Recording:
    """A voice that says nothing aloud and remembers."""

    name = "recording"

    def __init__(self) -> None:
        self.said: list[str] = []

    def speak(self, text: str) -> None:
        self.said.append(text)

    def stop(self) -> None:
        pass


def test_the_read_hand_key_queues_the_sentence(window):
    voice = Recording()
    queue = SpeechQueue(voice)
    try:
        view = table(window, 5, "easy", queue)
        for _ in range(120):
            view.on_update(1 / 60)
        assert queue.idle(10)
        key(view, K.C)
        assert queue.idle(10)
        said = voice.said[-1]
        hand = [int(c) for c in view.flow.game.position.hand(0)]
        assert said.startswith(f"Your hand, {len(hand)} cards: ")
        assert len(cards_in(said)) == len(hand)
    finally:
        queue.close()
