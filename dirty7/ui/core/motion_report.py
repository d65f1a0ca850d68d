"""The table view tells its flow whether its cards still move, after every change to them.

Why told and not asked: the flow (:mod:`dirty7.game.table.table_flow`) lives below the
window and never reaches up into it; it waits for the view's cards before it asks the next
move (:meth:`~dirty7.game.table.table_flow.TableFlow.view_moving`). A handler wrapped in
:func:`reports_motion` (input, a frame, a new layout) ends with the view's report.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar


class ReportsMotion(Protocol):
    """A view that reports its cards' motion to its flow."""

    def _report_motion(self) -> None: ...


V = TypeVar("V", bound=ReportsMotion)
P = ParamSpec("P")
R = TypeVar("R")


def reports_motion(handler: Callable[Concatenate[V, P], R]) -> Callable[Concatenate[V, P], R]:
    """After ``handler``, the view (its first argument) reports whether its cards still
    move: the view's ``_report_motion()``, even when the handler raised."""
    def reporting(view: V, /, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return handler(view, *args, **kwargs)
        finally:
            view._report_motion()
    functools.update_wrapper(reporting, handler)
    return reporting


__all__ = ["reports_motion"]
