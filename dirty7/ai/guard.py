"""Keeping a game alive when a strategy fails.

Why: a third-party plugin may raise, hang, or answer nonsense, and a game must never
crash for it. :class:`GuardedStrategy` wraps any strategy; on the first failure it logs
(logger ``dirty7.ai``), reports a :class:`FallbackReport` to the caller, and plays
Medium for the rest of the game. Plugin calls run in a worker thread so that a stalled
plugin can be abandoned after ``time_limit_s``; the built-in levels are trusted to
return in time and are called directly (no thread hop per move).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dirty7.rules import MOVES, Move, NotationError, PlayerView, parse_move

from .easy import EasyStrategy
from .explain import Explanation
from .medium import MediumStrategy

log = logging.getLogger("dirty7.ai")

#: Seconds a plugin may think per move before Medium replaces it (built-ins are trusted):
#: the one limit of the window, the worker process and the tournament.
PLUGIN_TIME_LIMIT_S = 10.0


@dataclass(frozen=True)
class FallbackReport:
    """Strategy ``name`` failed for ``reason``; Medium plays for it from then on.

    The one fallback report: the guard makes it, the window's worker sends its fields
    back, and the table shows its ``str``.
    """

    name: str
    reason: str

    def __str__(self) -> str:
        return f"{self.name} failed ({self.reason}); Medium plays instead"


def _is_builtin(strategy: Any) -> bool:
    from .hard import HardStrategy

    return type(strategy) in (EasyStrategy, MediumStrategy, HardStrategy)


def _copy_view(view: PlayerView) -> PlayerView:
    """A private copy for a plugin, so that mutating it cannot affect the guard."""
    new = PlayerView.__new__(PlayerView)
    for slot in PlayerView.__slots__:
        setattr(new, slot, getattr(view, slot))
    new.legal_moves = list(view.legal_moves)
    return new


def as_legal_move(result: Any, legal: list) -> Move | None:
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
        self.strategy = strategy
        self.name = name
        self.seed = seed
        self.time_limit_s = time_limit_s
        self.on_fallback = on_fallback
        self.fallbacks: list[FallbackReport] = []
        self._direct = _is_builtin(strategy)
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
        legal = list(view.legal_moves)
        try:
            result = self._call(view)
        except _Stalled:
            return self._fall_back(view, f"no move within {self.time_limit_s:g} s")
        except Exception as exc:  # noqa: BLE001 - any failure of a plugin is survivable
            return self._fall_back(view, f"raised {type(exc).__name__}: {exc}", exc)
        move = as_legal_move(result, legal)
        if move is None:
            return self._fall_back(view, f"returned {result!r}, which is not a legal move "
                                         f"(legal: {' '.join(str(m) for m in legal)})")
        return move

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

    def _fall_back(self, view: PlayerView, reason: str, exc: BaseException | None = None) -> Move:
        report = FallbackReport(self.name, reason)
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


__all__ = ["GuardedStrategy", "FallbackReport", "PLUGIN_TIME_LIMIT_S", "as_legal_move"]
