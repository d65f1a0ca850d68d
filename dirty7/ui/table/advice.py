"""The Hint: the move the Hard opponent would make in the player's seat, shown on the table.

Why Hard, and why an iteration budget: the hint should be the best advice the game can
give, yet arrive within a blink and be the same every time it is asked for the same
position (players compare, tests check). A fixed iteration count gives both; Hard then
takes ~0.1 s, so it runs in a worker thread of an :class:`~dirty7.ui.table.opponent.Opponent`
(no process start-up for an occasional request) and the frame loop only polls it.

The hint is tied to the move number it was computed for: once anybody moves it is
stale and disappears. No Arcade here: the presenter holds the advisor, and the hint part
(:mod:`dirty7.ui.table.hint`) draws it.
"""

from __future__ import annotations

from dirty7.rules import SUIT_SYMBOLS, Move
from dirty7.ui.table.opponent import Opponent

#: The adviser: Hard with a fixed budget, so the same position always gets the same hint.
HINT_SPEC = "hard:iterations=2000"
HINT_COLOR = (255, 214, 90)
HINT_RAISE = 8.0  # logical units the hinted card rises above the other playable ones


def hint_text(move: Move) -> str:
    """The toast for a hint: ``Hint: J♠ naming ♥``, ``Hint: draw from the stock``…"""
    if move.is_draw:
        return "Hint: draw from the stock"
    if move.is_pass:
        return "Hint: pass"
    text = f"Hint: play {move.card.pretty()}"
    if move.named_suit is not None:
        return f"Hint: {move.card.pretty()} naming {SUIT_SYMBOLS[move.named_suit]}"
    return text


class HintAdvisor:
    """Asks Hard for the player's move off the frame loop and remembers the answer.

    ``request(view, ply)`` starts a search for the position after ``ply`` moves;
    ``poll(dt, ply)`` returns the move once (None while thinking or when the position
    has moved on meanwhile). ``move`` is the hint on show, if any.
    """

    def __init__(self, spec: str = HINT_SPEC, seed: int = 0, *,
                 strategy=None) -> None:
        self.spec = spec
        self.seed = seed
        self._strategy = strategy
        self._opponent: Opponent | None = None
        self._asked_ply: int | None = None
        self.move: Move | None = None
        self.ply: int | None = None  # the move number the shown hint belongs to

    @property
    def thinking(self) -> bool:
        return self._asked_ply is not None

    def _worker(self) -> Opponent:
        if self._opponent is None:  # made at the first request: most games never ask
            self._opponent = Opponent(self.spec, seed=self.seed, mode="thread",
                                      strategy=self._strategy)
        return self._opponent

    def request(self, view, ply: int) -> None:
        """Start thinking about ``view`` (the player's view after ``ply`` moves)."""
        self.clear()
        self._asked_ply = ply
        self._worker().request(view)

    def poll(self, delta_time: float, ply: int) -> Move | None:
        """The fresh hint once it is ready (never blocks); a stale answer is dropped."""
        if self._opponent is None or self._asked_ply is None:
            return None
        move = self._opponent.poll(delta_time)
        if move is None:
            return None
        asked, self._asked_ply = self._asked_ply, None
        if asked != ply:
            return None
        self.move, self.ply = move, ply
        return move

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running request is answered (tests only)."""
        if self._opponent is not None:
            self._opponent.wait(timeout)

    def clear(self) -> None:
        """Forget the hint on show (the player moved, or asked again)."""
        self.move = None
        self.ply = None

    def close(self) -> None:
        self._asked_ply = None
        if self._opponent is not None:
            self._opponent.close()
            self._opponent = None


__all__ = ["HINT_COLOR", "HINT_RAISE", "HINT_SPEC", "HintAdvisor", "hint_text"]
