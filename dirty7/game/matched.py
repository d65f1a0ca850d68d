"""The player's record for the Matched level: read from the statistics, handed to the AI.

Why here: the computer players see only the rules, so the level cannot read the player's
results itself; the game layer (which may read the store) turns the statistics' last games
against Matched into its ``recent=`` option, and the menu shows the strength that gives.
"""

from __future__ import annotations

from dirty7.ai.matched import describe_strength, strength_for
from dirty7.ai.registry import parse_spec
from dirty7.store.stats import Stats, load_stats

NAME = "matched"


def recent_results(stats: Stats) -> str:
    """The player's results against Matched among the last games, oldest first: W, L, D."""
    return "".join("D" if game.won is None else "W" if game.won else "L"
                   for game in stats.recent if game.difficulty == NAME)


def with_record(spec: str, stats: Stats | None = None) -> str:
    """``matched`` → ``matched:recent=WLW...``; any other spec, or one that already sets
    its strength, is returned as it is."""
    try:
        name, options = parse_spec(spec)
    except ValueError:
        return spec  # the registry will say what is wrong with it
    if name.lower() != NAME or {"recent", "strength"} & set(options):
        return spec
    recent = recent_results(stats if stats is not None else load_stats()[0])
    if not recent:
        return spec
    return f"{spec.strip()}{',' if options else ':'}recent={recent}"


def strength_text(stats: Stats | None = None) -> str:
    """Matched's current strength in words (``"between Medium and Hard (70%)"``)."""
    return describe_strength(strength_for(recent_results(
        stats if stats is not None else load_stats()[0])))


__all__ = ["recent_results", "strength_text", "with_record"]
