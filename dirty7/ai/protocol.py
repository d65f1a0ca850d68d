"""What a strategy is: ``choose(view)``, and the optional abilities the game asks for.

Why written down: the guard, the catch-up of a resumed seat, the "Why?" panel and the
record each use an ability only when a strategy declares it, so the game never tests a
strategy's name. Only :meth:`Strategy.choose` is required (a plugin may have nothing
else); every other member below is optional and found with ``getattr``.

- ``observe(view, played)``: remember an earlier view and the move played from it,
  without searching (a seat created mid-game is caught up: dirty7.game.catchup). A
  strategy whose choices depend on what it was shown before must have it.
- ``explain(view, move) -> Explanation``: why ``move`` (the "Why?" panel).
- ``time_budget_s``: seconds a decision is meant to take, or None when its budget is not
  time (an iteration count): the guard's time limit follows it, and a built-in level
  without one is never cut or replaced for time (its answer is the same on any machine).
- ``stop_after_s``: set by the guard on a strategy with a time budget; it stops early.
- ``reproducible_options(options, rate) -> options`` (a classmethod): the options it is
  *replayed* with, so that ``dirty7 verify`` re-runs exactly what played. ``rate()``
  returns Hard's iterations per second on this machine (measured only when called): a
  wall-clock budget becomes an iteration count. Without it the options are kept.
- ``with_results(options, recent) -> options`` (a classmethod): the options given the
  player's results against this level (``W``/``L``/``D``, oldest first), for a level whose
  strength follows them (Matched); the game layer reads them from the statistics.
- ``last_search``: the search behind the last answer (Hard's
  :class:`~dirty7.ai.hard.search.SearchResult`), or None; the hint says from it how sure
  it is. Declared by :class:`ShowsSearch`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from dirty7.rules import Move, PlayerView

if TYPE_CHECKING:
    from .hard.search import SearchResult

#: Hard's iterations per second on this machine, measured (or read) only when called.
Rate = Callable[[], float]


@runtime_checkable
class Strategy(Protocol):
    """The one required method; see the module docstring for the optional ones."""

    def choose(self, view: PlayerView) -> Move | int | str: ...


@runtime_checkable
class ShowsSearch(Protocol):
    """A strategy that keeps the search behind its last answer (see the module docstring)."""

    @property
    def last_search(self) -> SearchResult | None: ...


def time_budget(strategy: Any) -> float | None:
    """``strategy``'s declared time budget in seconds, or None (none, or not a number)."""
    budget = getattr(strategy, "time_budget_s", None)
    if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not budget > 0:
        return None
    return float(budget)


def replayed_options(cls: type, options: dict[str, Any], rate: Rate) -> dict[str, Any]:
    """``options`` as ``cls`` is replayed with (its ``reproducible_options``), else as given."""
    form = getattr(cls, "reproducible_options", None)
    return dict(options) if form is None else dict(form(dict(options), rate))


__all__ = ["Rate", "ShowsSearch", "Strategy", "replayed_options", "time_budget"]
