"""Who plays a seat, exactly enough to re-run it: resolved strategy specs and their seeds.

Why: ``dirty7 verify`` re-runs every computer decision of a record, so the record must name
the strategy with every option that changes its moves, and the seed it was created with.
Each built-in level says how it is replayed (its ``reproducible_options``:
dirty7.ai.protocol), so nothing here tests a name: Hard, and Matched's inner Hard, think for
``think_ms`` of wall-clock time, which no one can repeat, so in play that budget is turned
into an iteration count, calibrated once per machine (stored in ``calibration.json``:
:mod:`dirty7.store.calibration`) so that a decision still takes about ``think_ms`` here.
"""

from __future__ import annotations

import time
from typing import Any

from dirty7.ai.hard.strategy import MIN_ITERATIONS
from dirty7.ai.registry import StrategyError, find_strategy, parse_spec, reproducible_options
from dirty7.game.player_form import with_record
from dirty7.rules import Position, deal
from dirty7.rules.shuffle import SEED_LIMIT  # seeds are 64-bit numbers, as deal numbers are
from dirty7.store.calibration import load_hard_rate, save_hard_rate

_CALIBRATION_ITERATIONS = 120
_CALIBRATION_SECONDS = 0.4


def strategy_seed(deal_seed: int, seat: int) -> int:
    """The seed of the computer in ``seat`` for a game dealt from ``deal_seed``."""
    return (2 * deal_seed + seat) % SEED_LIMIT


def _format_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def format_spec(name: str, options: dict[str, Any]) -> str:
    """``("hard", {"iterations": 900})`` → ``hard:iterations=900`` (what parse_spec reads)."""
    if not options:
        return name
    return name + ":" + ",".join(f"{k}={_format_value(v)}" for k, v in options.items())


def resolve_spec(spec: str, rate: float | None = None) -> str:
    """``spec`` as its strategy is replayed: what a record names (see the module docstring).

    ``hard`` and ``hard:think_ms=300`` become ``hard:iterations=N`` with N = the machine's
    rate (``rate``, else the calibration) × think_ms, at most Hard's cap; ``matched`` gets
    the player's recent results (``recent=``), which set its strength, and its inner Hard's
    iteration count the same way. A spec that names ``iterations`` already, a plugin's and
    one with bad options (creating the strategy says what is wrong) are kept as they are.
    """
    spec = with_record(spec)  # Matched: the player's record sets its strength
    try:
        name, options = parse_spec(spec)
        info = find_strategy(name)
    except StrategyError:
        return spec  # creating the strategy says what is wrong with it
    resolved = reproducible_options(info, options,
                                    (lambda: rate) if rate is not None else hard_rate)
    return spec if resolved == options else format_spec(name, resolved)


def hard_rate() -> float:
    """Hard's iterations per second on this machine: stored, or measured once and stored."""
    rate = load_hard_rate()
    if rate is None:
        rate = measure_hard_rate()
        save_hard_rate(rate)  # a read-only folder: measured again next time, no harm
    return rate


def _sample_positions() -> list[Position]:
    """Positions along a Medium-vs-Medium game: early, middle and late decisions."""
    from dirty7.ai.medium import MediumStrategy

    position, bots = deal(1), [MediumStrategy(), MediumStrategy()]
    out: list[Position] = []
    while not position.is_over and len(out) < 40:
        view = position.view(position.to_move)
        if len(view.legal_moves) > 1:
            out.append(position.copy())
        position.push(bots[position.to_move].choose(view))
    return out[::3] or [deal(1)]


def measure_hard_rate(seconds: float = _CALIBRATION_SECONDS) -> float:
    """Run Hard's search on sample positions for about ``seconds`` of this thread's CPU
    time; iterations per CPU second.

    Why CPU time and not the wall clock: the rate is measured once and kept, so a
    measurement taken while the machine was busy (another program, a build, the first
    start's own loading) would make Hard weaker on that machine for good. The thread's CPU
    time counts only the search, however busy the other cores are."""
    from dirty7.ai.hard import HardStrategy

    iterations, spent = 0, 0.0
    positions = _sample_positions()
    i = 0
    while spent < seconds or i < len(positions):
        position = positions[i % len(positions)]
        hard = HardStrategy(seed=i, iterations=_CALIBRATION_ITERATIONS)
        start = time.thread_time()
        hard.choose(position.view(position.to_move))
        spent += time.thread_time() - start
        iterations += _CALIBRATION_ITERATIONS
        i += 1
    return iterations / spent


__all__ = ["MIN_ITERATIONS", "format_spec", "hard_rate", "measure_hard_rate", "resolve_spec",
           "strategy_seed"]
