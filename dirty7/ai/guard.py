"""Keeping a game alive when a strategy fails or is late.

Why: a third-party plugin may raise, hang, or answer nonsense, and a game must never
crash for it; and no seat, a built-in level included, may keep the game waiting.
:class:`GuardedStrategy` wraps any strategy; on the first failure it logs (logger
``dirty7.ai``), reports a :class:`FallbackReport` to the caller, and plays Medium for
the rest of the game.

Every seat has a time limit (:func:`time_limit_for`): three times its thinking budget,
at least :data:`MIN_TIME_LIMIT_S` and never more than :data:`MAX_TIME_LIMIT_S`. The
built-in levels (:mod:`.builtin`) are called directly (no thread hop per move, for the
tournament's speed). One with a time budget (Hard on ``think_ms``) is told the limit and
stops searching at it by itself, and a move that comes later than the limit is replaced
by Medium's. One without (an iteration count: what the game plays, so that ``dirty7
verify`` can re-run it) is never cut or replaced for time: its answer is the same on any
machine, its work is bounded (``iterations`` ≤ 200,000), and a loaded machine only waits
longer. A plugin in its own process (:class:`~dirty7.ai.plugin_host.PluginProcess`) is
timed by that process's pipe; any other strategy object runs in a worker thread that is
abandoned at the limit.

Every fallback says who plays instead (:class:`FallbackReport`'s ``spec`` and ``seed``), so
that the game can record the hand-over (dirty7.game.controller) and ``verify`` re-runs the
moves Medium made as Medium's.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dirty7.rules import MOVES, Move, NotationError, PlayerView, parse_move

from .builtin import FALLBACK_SPEC, is_builtin_strategy
from .explain import Explanation
from .medium import MediumStrategy
from .protocol import time_budget

log = logging.getLogger("dirty7.ai")

#: The most any seat may think per move before Medium replaces it: the one ceiling of
#: the window, the worker process and the tournament (and a plugin's default limit).
MAX_TIME_LIMIT_S = 10.0
PLUGIN_TIME_LIMIT_S = MAX_TIME_LIMIT_S
#: The least limit a seat gets (a 20 ms budget must survive a busy machine's hiccup).
MIN_TIME_LIMIT_S = 1.0


@dataclass(frozen=True)
class FallbackReport:
    """Strategy ``name`` failed for ``reason``; Medium plays for it from then on.

    The one fallback report: the guard makes it, the window's worker sends its fields
    back, and the table shows its ``str``. ``spec`` and ``seed`` are the player that takes
    over, as the record names it (a hand-over: dirty7.game.record's ``replaced``).
    """

    name: str
    reason: str
    spec: str = FALLBACK_SPEC
    seed: int | None = None

    def __str__(self) -> str:
        return f"{self.name} failed ({self.reason}); Medium plays instead"


def time_limit_for(strategy: Any, asked: float | None = None) -> float:
    """The seat's limit: ``asked`` if given, else three times the strategy's
    ``time_budget_s`` (at least MIN_TIME_LIMIT_S); never over MAX_TIME_LIMIT_S."""
    if asked is None:
        budget = time_budget(strategy)
        asked = MAX_TIME_LIMIT_S if budget is None else max(MIN_TIME_LIMIT_S, 3 * budget)
    return min(float(asked), MAX_TIME_LIMIT_S)


def _copy_view(view: PlayerView) -> PlayerView:
    """A private copy for a plugin, so that mutating it cannot affect the guard."""
    new = PlayerView.__new__(PlayerView)
    for slot in PlayerView.__slots__:
        setattr(new, slot, getattr(view, slot))
    new.legal_moves = list(view.legal_moves)
    return new


def as_legal_move(result: Any, legal: Sequence[int]) -> Move | None:
    """``result`` as one of ``legal`` (a Move, an int or its notation), or None."""
    if isinstance(result, str):
        try:
            result = parse_move(result)
        except NotationError:
            return None
    if isinstance(result, bool) or not isinstance(result, int):
        return None
    if result not in legal or not 0 <= result < len(MOVES):
        return None
    return MOVES[result]


class _Stalled(Exception):
    pass


class GuardedStrategy:
    """``strategy`` with a safety net: Medium takes over after its first failure."""

    def __init__(self, strategy: Any, *, name: str, seed: int,
                 time_limit_s: float | None = None,
                 on_fallback: Callable[[FallbackReport], None] | None = None) -> None:
        from .plugin_host import PluginProcess

        self.strategy = strategy
        self.name = name
        self.seed = seed
        self.time_limit_s = time_limit_for(strategy, time_limit_s)
        self.on_fallback = on_fallback
        self.fallbacks: list[FallbackReport] = []
        self._builtin = is_builtin_strategy(strategy)
        self._direct = self._builtin or isinstance(strategy, PluginProcess)
        #: A built-in level on a time budget is cut at the limit; on an iteration count
        #: (reproducible) it is never cut or replaced for time.
        self._timed = self._builtin and time_budget(strategy) is not None
        if self._timed and hasattr(strategy, "stop_after_s"):
            strategy.stop_after_s = self.time_limit_s  # Hard stops searching by itself
        self._medium: MediumStrategy | None = None

    @property
    def label(self) -> str:
        return str(getattr(self.strategy, "label", self.name))

    @property
    def description(self) -> str:
        return str(getattr(self.strategy, "description", ""))

    @property
    def failed(self) -> bool:
        """True once Medium has taken over."""
        return self._medium is not None

    def choose(self, view: PlayerView) -> Move:
        if self._medium is not None:
            return self._medium.choose(view)
        from .plugin_host import PluginFailure

        legal = list(view.legal_moves)
        started = time.perf_counter()
        try:
            result = self._call(view)
        except _Stalled:
            return self._fall_back(view, f"no move within {self.time_limit_s:g} s")
        except PluginFailure as exc:
            return self._fall_back(view, str(exc))
        except Exception as exc:  # noqa: BLE001 - any failure of a plugin is survivable
            return self._fall_back(view, f"raised {type(exc).__name__}: {exc}", exc)
        took = time.perf_counter() - started
        if self._timed and took > self.time_limit_s:
            return self._fall_back(view, f"took {took:.1f} s, over its limit of "
                                         f"{self.time_limit_s:g} s")
        move = as_legal_move(result, legal)
        if move is None:
            return self._fall_back(view, f"returned {result!r}, which is not a legal move "
                                         f"(legal: {' '.join(str(m) for m in legal)})")
        return move

    def observe(self, view: PlayerView, played: int) -> None:
        """Pass an earlier view and its move to a built-in level that remembers (a catch-up,
        dirty7.game.catchup); nothing for plugins, which are never called unguarded."""
        observe = getattr(self.strategy, "observe", None)
        if self._medium is None and self._builtin and observe is not None:
            observe(view, played)

    def explain(self, view: PlayerView, move: Move) -> Any:
        """The strategy's :class:`~dirty7.ai.explain.Explanation` of ``move``, or None.

        Medium's once it has taken over; None for a plugin without ``explain`` or whose
        ``explain`` fails (a missing reason must never cost a move).
        """
        if self._medium is not None:
            return self._medium.explain(view, move)
        explain = getattr(self.strategy, "explain", None)
        if explain is None:
            return None
        try:
            result = explain(view if self._direct else _copy_view(view), move)
        except Exception:  # noqa: BLE001 - the move stands without its reason
            log.exception("strategy %s failed to explain its move", self.name)
            return None
        return result if isinstance(result, Explanation) else None

    def _call(self, view: PlayerView) -> Any:
        if self._direct:
            return self.strategy.choose(view)
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["result"] = self.strategy.choose(_copy_view(view))
            except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
                box["error"] = exc

        worker = threading.Thread(target=run, name=f"dirty7-ai-{self.name}", daemon=True)
        worker.start()
        worker.join(self.time_limit_s)
        if worker.is_alive():
            raise _Stalled
        if "error" in box:
            raise box["error"]
        return box.get("result")

    def close(self) -> None:
        """End the strategy's own process, if it has one (the end of a game)."""
        close = getattr(self.strategy, "close", None)
        if callable(close) and self._direct:
            close()

    def _fall_back(self, view: PlayerView, reason: str, exc: BaseException | None = None) -> Move:
        self.close()
        report = FallbackReport(self.name, reason, FALLBACK_SPEC, self.seed)
        self.fallbacks.append(report)
        log.warning("strategy %s failed: %s; Medium plays for it for the rest of the game",
                    self.name, reason, exc_info=exc)
        self._medium = MediumStrategy(seed=self.seed)
        if self.on_fallback is not None:
            try:
                self.on_fallback(report)
            except Exception:  # noqa: BLE001 - a broken listener must not end the game
                log.exception("on_fallback listener failed")
        return self._medium.choose(view)


__all__ = ["GuardedStrategy", "FallbackReport", "PLUGIN_TIME_LIMIT_S", "MAX_TIME_LIMIT_S",
           "MIN_TIME_LIMIT_S", "as_legal_move", "time_limit_for"]
