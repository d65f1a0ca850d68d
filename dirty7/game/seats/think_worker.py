"""The computer's thinking in a separate process (no Arcade here: it runs in the child).

Why a process: a search strategy holds the GIL for hundreds of milliseconds; in a thread
it would make every OpenGL call of the frame loop wait for it (each ctypes call gives
the GIL away and must win it back). In its own process it cannot slow a frame at all.
The strategy lives in the worker for the whole game, so it keeps its memory between
moves; fallback reports travel back with each answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dirty7.ai.guard import FallbackReport, GuardedStrategy
    from dirty7.rules import PlayerView

#: A fallback report as it travels back: ``(name, reason, spec, seed)``.
ReportFields = tuple[str, str, str, int | None]

_strategy: GuardedStrategy | None = None
_reports: list[FallbackReport] = []


def _current() -> GuardedStrategy:
    """The strategy :func:`init` created (a worker is always initialised before use)."""
    if _strategy is None:
        raise RuntimeError("the think worker was not initialised")
    return _strategy


def init(spec: str, seed: int, time_limit_s: float | None) -> None:
    """Process initializer: watch the game's process, lower the worker's priority,
    create the guarded strategy once.

    Why watch: the worker waits on a queue whose writing end it holds itself, so a game
    killed by a signal would leave it (and the ``resource_tracker``, which lives while
    the worker holds its pipe) running forever; :func:`~dirty7.ai.lifeline.watch_parent`
    ends it instead, and a plugin's process it started then ends its own group.

    Why a lower priority: on a machine with few cores (and a software renderer) a search
    at full priority takes CPU time from the frame loop and its rendering threads, and
    frames stall while the computer thinks. How far it is lowered depends on the usable
    cores (:func:`~dirty7.game.seats.worker_priority.worker_niceness`): too far, and
    beside other busy programs the search gets a tenth of a core.
    """
    global _strategy
    import os

    from dirty7.ai.lifeline import watch_parent
    from dirty7.game.seats.worker_priority import usable_cores, worker_niceness

    watch_parent()
    try:
        os.nice(worker_niceness(usable_cores()))
    except (AttributeError, OSError):  # pragma: no cover - Windows has no nice()
        pass
    from dirty7.ai.registry import create_guarded

    _reports.clear()
    _strategy = create_guarded(spec, seed, time_limit_s=time_limit_s,
                               on_fallback=_reports.append)


def ping() -> bool:
    """A no-op that makes the pool start (and initialise) its worker ahead of time."""
    return _strategy is not None


def choose(view: PlayerView, explain: bool = False
           ) -> tuple[int, list[ReportFields], dict[str, Any] | None]:
    """The strategy's move for ``view``, the fallback reports made since the last call (as
    ``(name, reason, spec, seed)``: who failed, why, and who plays on) and, when asked, the
    move's explanation as plain data (computed here, from ``view`` only)."""
    strategy = _current()
    move = strategy.choose(view)
    reports = [(r.name, r.reason, r.spec, r.seed) for r in _reports]
    _reports.clear()
    return int(move), reports, explanation_of(strategy, view, move) if explain else None


def catch_up(history: list[tuple[PlayerView, int]]) -> int:
    """Show the strategy its seat's earlier views and moves (a game resumed mid-way)."""
    from dirty7.game.catchup import catch_up as show

    return show(_current(), history)


def restart(spec: str, seed: int, time_limit_s: float | None,
            history: list[tuple[PlayerView, int]]) -> int:
    """A take-back: the strategy made afresh and shown ``history`` only, so nothing of the
    request it answered last (whose move was taken back) stays in its memory."""
    global _strategy
    from dirty7.ai.registry import create_guarded
    from dirty7.game.catchup import catch_up as show

    _reports.clear()
    _strategy = strategy = create_guarded(spec, seed, time_limit_s=time_limit_s,
                                          on_fallback=_reports.append)
    return show(strategy, history)


def explanation_of(strategy: object, view: PlayerView,
                   move: int | str) -> dict[str, Any] | None:
    """``strategy.explain(view, move)`` as plain data, or None when it has none."""
    explain = getattr(strategy, "explain", None)
    found = explain(view, move) if explain is not None else None
    return found.to_dict() if found is not None else None


__all__ = ["catch_up", "choose", "explanation_of", "init", "ping", "restart"]
