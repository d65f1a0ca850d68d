"""The Hint: the move the Hard opponent would make in the player's seat, shown on the table.

Why Hard, and why an iteration budget: the hint should be the best advice the game can
give, yet arrive within a blink and be the same every time it is asked for the same
position (players compare, tests check). A fixed iteration count gives both; Hard then
takes ~0.1 s, so it runs in a worker thread of a
:class:`~dirty7.game.seats.computer_seat.ComputerSeat` (no process start-up for an
occasional request) and the frame loop only polls it.

Why it says how sure it is: one search's ranking of two close moves is noise (a Jack
proposed at 2000 iterations came third or fourth in a bigger search). So the hint weighs
the gap between its move and the runner-up against the playouts' own standard error, as
the review does (:func:`dirty7.game.review.binomial_se`, :data:`~dirty7.game.review.Z`
errors): "(clearly best)" when the gap is beyond noise, else "6♥ or J♣ — close".

The hint is tied to the move number it was computed for: once anybody moves it is
stale and disappears. No Arcade here: the table's flow holds the advisor, and the hint part
(:mod:`dirty7.ui.table.hint_glow`) draws it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dirty7.game.review import Z, binomial_se
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.i18n import _
from dirty7.rules import MOVES, SUIT_SYMBOLS, Move, PlayerView

if TYPE_CHECKING:
    from dirty7.ai.hard.search import SearchResult
    from dirty7.ai.protocol import Strategy

#: The adviser: Hard with a fixed budget, so the same position always gets the same hint.
HINT_SPEC = "hard:iterations=2000"


@dataclass(frozen=True)
class Sureness:
    """How sure the hint is: the runner-up move, and whether the hint is beyond noise."""

    runner_up: Move | None
    clear: bool
    gap: float  # best minus runner-up value
    se: float   # the gap's standard error


def sureness(result: SearchResult | None) -> Sureness | None:
    """From Hard's search (a :class:`~dirty7.ai.hard.search.SearchResult`; None: unknown).

    The runner-up is the other visited move of highest value; the hint is clearly best
    when its value is at least ``Z`` standard errors above it.
    """
    if result is None or not result.values:
        return None
    best = result.move
    others = [m for m in result.values if m != best and result.visits.get(m, 0)]
    if not others:
        return Sureness(None, True, 1.0, 0.0)
    runner = max(others, key=lambda m: (result.values[m], result.visits[m]))
    gap = result.values.get(best, 0.0) - result.values[runner]
    se = (binomial_se(result, best) ** 2 + binomial_se(result, runner) ** 2) ** 0.5
    return Sureness(MOVES[runner], gap >= Z * se, gap, se)


def _short(move: Move, verb: bool = False) -> str:
    """The move in words: ``draw from the stock``, ``J♠ naming ♥``, ``6♥`` (with ``verb``:
    ``play 6♥``, as the hint says its own move)."""
    if move.is_draw:
        return _("draw from the stock")
    if move.is_pass:
        return _("pass")
    card = move.card
    if card is None:  # the call, which Hard proposes in a rule set that has it
        return _("Call “Last card!”")
    if move.named_suit is not None:
        return _("{card} naming {symbol}").format(card=card.pretty(),
                                                  symbol=SUIT_SYMBOLS[move.named_suit])
    return _("play {card}").format(card=card.pretty()) if verb else card.pretty()


def hint_text(move: Move, sure: Sureness | None = None) -> str:
    """The toast for a hint: ``Hint: J♠ naming ♥``, ``Hint: draw from the stock``…, and
    with ``sure``: ``Hint: play 6♥ (clearly best)`` or ``Hint: play 6♥ or J♣ — close``."""
    said = _short(move, verb=True)
    if sure is None:
        return _("Hint: {move}").format(move=said)
    if sure.clear or sure.runner_up is None:
        return _("Hint: {move} (clearly best)").format(move=said)
    # Translators: {move} and {other} are moves in words ("play 6♥", "J♣").
    return _("Hint: {move} or {other} — close").format(move=said, other=_short(sure.runner_up))


class HintAdvisor:
    """Asks Hard for the player's move off the frame loop and remembers the answer.

    ``request(view, ply)`` starts a search for the position after ``ply`` moves;
    ``poll(dt, ply)`` returns the move once (None while thinking or when the position
    has moved on meanwhile). ``move`` is the hint on show, if any.
    """

    def __init__(self, spec: str = HINT_SPEC, seed: int = 0, *,
                 strategy: Strategy | None = None) -> None:
        self.spec = spec
        self.seed = seed
        self._strategy = strategy
        self._opponent: ComputerSeat | None = None
        self._asked_ply: int | None = None
        self.move: Move | None = None
        self.ply: int | None = None  # the move number the shown hint belongs to
        self.sureness: Sureness | None = None  # how sure the shown hint is

    @property
    def thinking(self) -> bool:
        return self._asked_ply is not None

    def _worker(self) -> ComputerSeat:
        if self._opponent is None:  # made at the first request: most games never ask
            self._opponent = ComputerSeat(self.spec, seed=self.seed, mode="thread",
                                      strategy=self._strategy)
        return self._opponent

    def request(self, view: PlayerView, ply: int) -> None:
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
        self.sureness = sureness(self._opponent.last_search)  # the worker is idle now
        return move

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running request is answered (tests only)."""
        if self._opponent is not None:
            self._opponent.wait(timeout)

    def clear(self) -> None:
        """Forget the hint on show (the player moved, or asked again)."""
        self.move = None
        self.ply = None
        self.sureness = None

    def close(self) -> None:
        self._asked_ply = None
        if self._opponent is not None:
            self._opponent.close()
            self._opponent = None


__all__ = ["HINT_SPEC", "HintAdvisor", "Sureness", "hint_text",
           "sureness"]
