"""A computer seat that plays a script: the moves a lesson wrote down, in order.

Why a seat: a lesson is an ordinary table game (the same flow, the same refusals, the
same animation) in which the computer's moves are chosen beforehand, so that the rule the
lesson is about really happens. Driven through the Seat protocol
(:mod:`.seat_protocol`) the flow cannot tell it from a thinking level: it is asked, waits
the table's visible pause, answers.

A scripted move that is not legal in the view it is shown (the player took another way
than the lesson expected) is never forced: the seat plays the first legal move instead,
so the game goes on by the rules whatever happens. The lessons' test checks that each
script is legal along the lesson's own way.
"""

from __future__ import annotations

from collections.abc import Iterable

from dirty7.ai.explain import Explanation
from dirty7.ai.guard import FallbackReport
from dirty7.game.seats.seat_protocol import CannotRewind
from dirty7.rules import Move, PlayerView, as_move
from dirty7.rules.phrase import N_, Phrase


class ScriptedSeat(CannotRewind):
    """A seat answering each request with the next move of ``script``; its answer is chosen
    the moment it is asked (:class:`CannotRewind`)."""

    at_table = False
    person = False
    #: Why? explains a lesson's move from :attr:`last_explanation` alone: there is no
    #: search to run again for a move made before the table opened.
    explain = False

    def __init__(self, script: Iterable[Move | str]) -> None:
        self.script = [as_move(m) for m in script]
        self.played = 0  # scripted moves made
        self.unscripted = 0  # moves made off the script (the first legal one)
        self._answer: Move | None = None
        self._delay = 0.0
        #: What Why? says of the last move: the lesson chose it (see the module docstring).
        self.last_explanation: Explanation | None = None

    @property
    def thinking(self) -> bool:
        return self._answer is not None

    def request(self, view: PlayerView, min_delay: float = 0.0) -> None:
        legal = list(view.legal_moves)
        move = self.script[self.played] if self.played < len(self.script) else None
        if move is not None and move in legal:
            self.played += 1
            why = Phrase(N_("the lesson's script: this move makes the lesson's rule happen"))
        else:
            move = legal[0] if legal else None
            self.unscripted += 1
            why = Phrase(N_("off the lesson's script: its first legal move"))
        self.last_explanation = (Explanation(N_("Lesson"), str(move), (why,), "script")
                                 if move is not None else None)
        self._answer, self._delay = move, min_delay

    def poll(self, delta_time: float) -> Move | None:
        if self._answer is None:
            return None
        self._delay -= delta_time
        if self._delay > 0:
            return None
        move, self._answer = self._answer, None
        return move

    def wait(self, timeout: float | None = None) -> None:
        """Nothing runs elsewhere: the answer is known when asked (the pause is the table's)."""

    def cancel(self) -> None:
        self._answer = None

    def catch_up(self, history: list[tuple[PlayerView, int]]) -> None:
        """A script remembers nothing: it is where it is."""

    def take_reports(self) -> list[FallbackReport]:
        return []

    def close(self) -> None:
        self.cancel()


__all__ = ["ScriptedSeat"]
