"""Sound that carries meaning: while Speech is on, the player's turn sounds its own cue, and
a Seven to answer a more urgent one, before the sentence that says it — once a turn."""

from __future__ import annotations

import pytest

from dirty7.ai.registry import create_strategy
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.ui.core.sounds import SoundBoard
from dirty7.ui.table.table_view import TableView
from tests.support.listener import Ear, Listener
from tests.support.table import FakeClock, live


class CueEar(Ear):
    """An ear that notes, for each turn sentence, the last cue played before it."""

    def __init__(self, board: SoundBoard) -> None:
        super().__init__()
        self.board = board
        self.cued: list[tuple[str, str | None]] = []  # (sentence's start, last cue)
        self._cues_seen = 0

    def say(self, text: str, interrupt: bool = False) -> None:
        super().say(text, interrupt)
        if text.startswith(("Your turn", "Answer the Seven", "New game")) and \
                ("Your turn" in text or "Answer the Seven" in text):
            fresh = self.board.played[self._cues_seen:]
            self._cues_seen = len(self.board.played)
            cues = [c for c in fresh if c in ("turn", "answer")]
            self.cued.append((text, cues[-1] if cues else None))


def table(window, seed: int, speech: bool, board: SoundBoard, ear: Ear) -> TableView:
    settings = live(animation_speed="instant", speech=speech, sounds=board)
    settings._voice, settings._voice_looked_for = ear, True
    opponent = ComputerSeat(strategy=create_strategy("medium", seed))
    view = TableView(window, TableOptions(seed=seed, first=0, clock=FakeClock(),
                                          opponents={1: opponent}), settings=settings)
    window.show_view(view)
    return view


@pytest.mark.parametrize("seed", [21, 22])
def test_each_turn_sounds_its_cue_before_it_is_said(window, seed):
    board = SoundBoard()
    ear = CueEar(board)
    view = table(window, seed, True, board, ear)
    try:
        listener = Listener(view, ear, view.clock)
        listener.play()
        assert ear.cued, "no turn was heard"
        for text, cue in ear.cued:
            expected = "answer" if "Answer the Seven" in text else "turn"
            assert cue == expected, (text, cue)
        # once a turn: as many cues as the listener's turns
        assert board.played.count("turn") + board.played.count("answer") == listener.moves
    finally:
        view.flow.close()


def test_a_seven_to_answer_has_its_own_cue(window):
    """Across seeds, the listener is asked to answer a Seven, and that cue is distinct."""
    answered = 0
    for seed in (21, 22, 23, 24):
        board = SoundBoard()
        ear = CueEar(board)
        view = table(window, seed, True, board, ear)
        try:
            Listener(view, ear, view.clock).play()
        finally:
            view.flow.close()
        answered += sum(1 for text, cue in ear.cued if cue == "answer")
        if answered:
            break
    assert answered > 0


def test_no_turn_cue_without_speech(window):
    board = SoundBoard()
    view = table(window, 21, False, board, Ear())
    try:
        for _ in range(240):
            view.on_update(1 / 60)
        assert view.flow.my_turn
        assert "turn" not in board.played and "answer" not in board.played
    finally:
        view.flow.close()
