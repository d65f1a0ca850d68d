"""The player's record for the Matched level: read from the statistics, handed to the AI.

Why here: the computer players see only the rules, so the level cannot read the player's
results itself; the game layer (which may read the store) turns the statistics' last games
against Matched into its ``recent=`` option, and the menu shows the strength that gives.
"""

from __future__ import annotations

from dirty7.ai.matched import describe_strength, strength_for
from dirty7.ai.registry import StrategyError, find_strategy, is_builtin, parse_spec
from dirty7.store.stats import Stats, load_stats

#: The level whose strength the menu describes (its statistics' name).
NAME = "matched"


def recent_results(stats: Stats, name: str = NAME) -> str:
    """The player's results against level ``name`` among the last games, oldest first:
    W, L, D."""
    return "".join("D" if game.won is None else "W" if game.won else "L"
                   for game in stats.recent if game.difficulty == name)


def with_record(spec: str, stats: Stats | None = None) -> str:
    """``matched`` → ``matched:recent=WLW...``: a built-in level whose strength follows the
    player's results (its ``with_results``: dirty7.ai.protocol) is given them; any other
    spec, or one that sets its strength already, is returned as it is."""
    try:
        name, options = parse_spec(spec)
        info = find_strategy(name)
    except StrategyError:
        return spec  # the registry will say what is wrong with it
    follow = getattr(info.cls, "with_results", None) if is_builtin(info) else None
    if follow is None:
        return spec
    recent = recent_results(stats if stats is not None else load_stats()[0], info.name)
    given = follow(dict(options), recent)
    extra = [f"{k}={v}" for k, v in given.items() if k not in options]
    if not extra:
        return spec
    return f"{spec.strip()}{',' if options else ':'}{','.join(extra)}"


def strength_text(stats: Stats | None = None) -> str:
    """Matched's current strength in words (``"between Medium and Hard (70%)"``)."""
    return describe_strength(strength_for(recent_results(
        stats if stats is not None else load_stats()[0])))


__all__ = ["recent_results", "strength_text", "with_record"]
