"""A computer seat that thinks off the frame loop and moves after a visible pause.

A :class:`~dirty7.game.seats.seat_protocol.Seat` for a built-in level (on a worker thread,
or a process of its own) and for a plugin (the AI guard runs it in its own process and
plays Medium when it fails).

Why: the window must never freeze while a strategy thinks. :class:`ComputerSeat` asks the
strategy for a move in a worker (a process by default; a thread for cheap strategies and
tests), the table polls it from ``on_update``, and the move is handed over only after a
minimum delay so the player can follow the game. Strategies come from the AI registry
wrapped in its guard; fallback reports (a failing plugin replaced by Medium) are
collected for the table to show and to record as a hand-over. No Arcade here.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import multiprocessing
from typing import TYPE_CHECKING, Any

from dirty7.ai.explain import Explanation, read_explanation
from dirty7.ai.guard import PLUGIN_TIME_LIMIT_S as TIME_LIMIT_S
from dirty7.ai.guard import FallbackReport as Report
from dirty7.ai.guard import GuardedStrategy
from dirty7.ai.protocol import ShowsSearch
from dirty7.rules import MOVES, Move, PlayerView

if TYPE_CHECKING:
    from dirty7.ai.hard.search import SearchResult
    from dirty7.ai.protocol import Strategy

    from .think_worker import ReportFields

log = logging.getLogger("dirty7.ui")


class ComputerSeat:
    """One computer seat (a :class:`~dirty7.game.seats.seat_protocol.Seat`).

    ``spec`` is a registry spec (``hard:think_ms=300``); ``strategy`` may be given
    directly instead (tests). ``mode`` is ``"process"`` or ``"thread"``; a process that
    cannot start or dies falls back to a thread.
    """

    def __init__(self, spec: str = "medium", *, seed: int = 0, mode: str = "thread",
                 strategy: Strategy | None = None, time_limit_s: float | None = TIME_LIMIT_S,
                 explain: bool = False) -> None:
        self.spec = spec
        #: Ask the worker to explain each move (the "Why?" panel); the last one is kept.
        self.explain = explain
        self.last_explanation: Explanation | None = None
        self.seed = seed
        self.time_limit_s = time_limit_s
        self.reports: list[Report] = []
        self._strategy = strategy
        #: Whether the strategy can be made afresh from spec and seed (not one given).
        self._made_here = strategy is None
        self._future: cf.Future[tuple[int, list[ReportFields], dict[str, Any] | None]] | None \
            = None
        self._waited = 0.0
        self._min_delay = 0.0
        self._executor: cf.Executor | None = None
        self.mode = "thread" if strategy is not None else mode
        if self.mode == "process":
            try:
                self._start_process()
            except Exception as exc:  # noqa: BLE001 - fall back to a thread, keep playing
                log.warning("cannot start the thinking process (%s); using a thread", exc)
                self.mode = "thread"
        if self.mode == "thread":
            self._start_thread()

    # --- workers -------------------------------------------------------------------------
    def _start_process(self) -> None:
        from dirty7.game.seats import think_worker

        self._executor = cf.ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=think_worker.init,
            initargs=(self.spec, self.seed, self.time_limit_s),
        )
        self._executor.submit(think_worker.ping)  # start it now, not at the first move

    def _start_thread(self) -> None:
        if self._strategy is None:
            from dirty7.ai.registry import create_guarded

            self._strategy = create_guarded(self.spec, self.seed,
                                            time_limit_s=self.time_limit_s,
                                            on_fallback=self._on_fallback)
        self._executor = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="dirty7-think")

    def _worker(self) -> cf.Executor:
        """The executor that thinks (there is one from creation until :meth:`close`)."""
        if self._executor is None:
            raise RuntimeError("the computer seat is closed")
        return self._executor

    def _here(self) -> Strategy:
        """The strategy of a seat that thinks in a thread (made by then)."""
        if self._strategy is None:
            raise RuntimeError("the computer seat thinks in another process")
        return self._strategy

    def _on_fallback(self, report: Report) -> None:
        self.reports.append(Report(str(report.name), str(report.reason), str(report.spec),
                                   report.seed))

    _replaced = False  # the worker died and Medium plays on (see _recover)

    # --- the seat protocol ----------------------------------------------------------------
    at_table = False
    person = False

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def catch_up(self, history: list[tuple[PlayerView, int]]) -> None:
        """Show the strategy its seat's earlier views and moves before its first request.

        For a seat created mid-game (resume, ``--load``): see dirty7.game.catchup. In a
        process the call is queued ahead of any request on the one worker, so it never
        blocks the window and always comes first.
        """
        if not history:
            return
        if self.mode == "process":
            from dirty7.game.seats import think_worker

            self._worker().submit(think_worker.catch_up, history)
        else:
            from dirty7.game.catchup import catch_up

            catch_up(self._here(), history)

    def request(self, view: PlayerView, min_delay: float = 0.0) -> None:
        """Start thinking about ``view``; the answer is released after ``min_delay`` s."""
        self._waited = 0.0
        self._min_delay = max(0.0, min_delay)
        if self.mode == "process":
            from dirty7.game.seats import think_worker

            self._future = self._worker().submit(think_worker.choose, view, self.explain)
        else:
            self._future = self._worker().submit(self._choose_here, view)
        self._view = view

    def poll(self, delta_time: float) -> Move | None:
        """The chosen move once it is ready and the pause is over, else None (never blocks)."""
        if self._future is None:
            return None
        self._waited += delta_time
        if not self._future.done() or self._waited < self._min_delay:
            return None
        future, self._future = self._future, None
        try:
            result = future.result()
        except Exception as exc:  # noqa: BLE001 - a dead worker must not end the game
            return self._recover(exc)
        move, reports, explanation = result
        self.reports.extend(Report(*fields) for fields in reports)
        self.last_explanation = read_explanation(explanation)
        return MOVES[move]

    def _choose_here(self, view: PlayerView
                     ) -> tuple[int, list[ReportFields], dict[str, Any] | None]:
        """The thread's answer, shaped as the process's (the explanation as plain data)."""
        from dirty7.game.seats.think_worker import explanation_of

        strategy = self._here()
        move = strategy.choose(view)
        return int(move), [], explanation_of(strategy, view, move) if self.explain else None

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running request is answered (tests and benchmarks only)."""
        if self._future is not None:
            cf.wait([self._future], timeout=timeout)

    def _recover(self, exc: BaseException) -> Move:
        """The worker died: play on with Medium in a thread, and say so."""
        from dirty7.ai.medium import MediumStrategy

        self.reports.append(Report(self.spec, f"its worker failed: {type(exc).__name__}",
                                   seed=self.seed))
        self.last_explanation = None
        self.close()
        self._replaced = True
        self.mode = "thread"
        medium = MediumStrategy(seed=self.seed)
        self._strategy = medium
        self._start_thread()
        return MOVES[int(medium.choose(self._view))]

    def take_reports(self) -> list[Report]:
        """Fallback reports not yet shown (and forget them)."""
        out, self.reports = self.reports, []
        self._replaced = self._replaced or bool(out)  # Medium plays on: no take-back
        return out

    def cancel(self) -> None:
        """Forget the open request: its answer, when it comes, is dropped."""
        self._future = None

    @property
    def last_search(self) -> SearchResult | None:
        """The search behind the last answer of a strategy thinking in this process (Hard
        in a thread, through its guard: the hint's sureness); None when it keeps none or
        thinks in another process. Read it once the seat is idle, so no worker writes it
        meanwhile."""
        strategy: object = self._strategy
        if isinstance(strategy, GuardedStrategy):
            strategy = strategy.strategy
        return strategy.last_search if isinstance(strategy, ShowsSearch) else None

    # --- take-back (dirty7.game.table.take_back) ------------------------------------------
    @property
    def decided(self) -> bool:
        """The open request's answer has arrived from the worker (the move is chosen)."""
        return self._future is not None and self._future.done()

    @property
    def can_rewind(self) -> bool:
        """Whether :meth:`rewind` can forget a request exactly: a built-in level made here
        from its spec and seed that no fallback has replaced (a plugin, a strategy given
        ready-made or one Medium stands in for cannot be made afresh as it was)."""
        from dirty7.ai.builtin import is_builtin_spec

        return (self._made_here and not self.reports and self._executor is not None
                and is_builtin_spec(self.spec) and not self._replaced)

    def rewind(self, history: list[tuple[PlayerView, int]]) -> None:
        """Void the open request *and every trace of it*: the strategy that saw its view is
        replaced by a fresh one from the same spec and seed, shown ``history`` (the seat's
        views and moves as the game now stands, dirty7.game.catchup).

        Why afresh: a strategy remembers what it was shown (Hard's opponent model, Easy's
        generator), so a request it answered or half-answered would leave a trace; the
        catch-up that makes a resumed game verify rebuilds exactly the memory of an
        instance that never saw the taken-back move. Queued on the one worker after the
        abandoned search, so it never blocks the window and comes before the next request.
        """
        self._future = None
        if self.mode == "process":
            from dirty7.game.seats import think_worker

            self._worker().submit(think_worker.restart, self.spec, self.seed,
                                  self.time_limit_s, history)
        else:
            self._worker().submit(self._restart_here, history)

    def _restart_here(self, history: list[tuple[PlayerView, int]]) -> None:
        from dirty7.ai.registry import create_guarded
        from dirty7.game.catchup import catch_up

        strategy = create_guarded(self.spec, self.seed, time_limit_s=self.time_limit_s,
                                  on_fallback=self._on_fallback)
        self._strategy = strategy
        catch_up(strategy, history)

    def close(self) -> None:
        """Stop the worker; a running search is abandoned."""
        executor, self._executor = self._executor, None
        self._future = None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


__all__ = ["ComputerSeat", "Report", "TIME_LIMIT_S"]
