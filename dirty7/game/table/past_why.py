"""Why? after a resume: the computer's last move explained again, from its own view then.

Why it is computed again: an explanation lives in the worker that made the move and is
not saved with the game, so a resumed table had none ("it has not moved yet") while its
log showed the computer's moves. The record holds everything needed to ask again the
way the live table asks (:mod:`dirty7.game.seats.think_worker`): the seat's strategy is made
from its spec and seed, shown its earlier views and moves (:mod:`dirty7.game.catchup`),
then asked to choose from the view of its last move and to explain the move it made. So
the text comes from that seat's own view alone, as it did live.

It runs off the frame loop (a Hard search takes about a second): in a process when the
table's computer thinks in one, else in a thread; the pool is shut down as soon as the one
job is queued, so nothing outlives the answer. No Arcade here (it runs in the child).
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
from typing import Any

from dirty7.ai.explain import Explanation, read_explanation


def explain_last(record_data: dict[str, Any], seat: int, spec: str,
                 seed: int) -> dict[str, Any] | None:
    """The explanation (plain data) of ``seat``'s last move in the record ``record_data``,
    by the player that made it (``spec``/``seed`` unless the record names another)."""
    from dirty7.ai.registry import create_guarded
    from dirty7.game.catchup import catch_up, history_of, seat_steps
    from dirty7.game.record import GameRecord
    from dirty7.game.seats.think_worker import explanation_of
    from dirty7.rules import MOVES

    record = GameRecord.from_dict(record_data)
    steps = seat_steps(record, seat)  # the one replay (GameRecord.steps)
    if not steps:
        return None
    history, last = history_of(steps, seat), steps[-1].index
    made_by, made_seed = record.player_at(seat, last)
    if made_seed is not None:
        spec, seed = made_by, made_seed
    strategy = create_guarded(spec, seed)
    catch_up(strategy, history[:-1])
    view, played = history[-1]
    strategy.choose(view)  # Hard explains from the search this runs, as it did live
    return explanation_of(strategy, view, MOVES[played])


class PastExplanation:
    """The explanation of a resumed game's last computer move, worked out in the background;
    :meth:`poll` gives it once, when ready (None until then, or when there is none)."""

    def __init__(self, record_data: dict[str, Any], seat: int, spec: str, seed: int,
                 mode: str = "thread") -> None:
        self.seat = seat
        if mode == "process":
            pool: cf.Executor = cf.ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        else:
            pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="dirty7-why")
        self._future: cf.Future[dict[str, Any] | None] | None = pool.submit(
            explain_last, record_data, seat, spec, seed)
        pool.shutdown(wait=False)  # the worker ends once it has answered

    @property
    def done(self) -> bool:
        """The answer was taken (or cancelled): nothing more will come."""
        return self._future is None

    def poll(self) -> Explanation | None:
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        try:
            data = future.result()
        except Exception:  # noqa: BLE001 - a missing reason must never cost the game
            return None
        return read_explanation(data)

    def wait(self, timeout: float | None = None) -> None:
        """Block until the answer is in (tests only)."""
        if self._future is not None:
            cf.wait([self._future], timeout=timeout)

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None


__all__ = ["PastExplanation", "explain_last"]
