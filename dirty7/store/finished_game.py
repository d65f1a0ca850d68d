"""One finished game as the statistics count it: the facts, as one value.

Why one value: the session knows a game's facts where it finishes, and the statistics
(:func:`dirty7.store.stats.count_game`, through :func:`~dirty7.store.stats.record_game`)
need all of them; passed one by one, eleven positional values had to stay in the same
order through two functions and every caller. A frozen :class:`FinishedGame` names each
fact once, and a test varies one with :func:`dataclasses.replace`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from dirty7.store.achievements import GameFacts
from dirty7.store.rules_stats import DEFAULT_RULES


@dataclass(frozen=True)
class FinishedGame:
    """The facts of one finished game for the statistics (the human player's side).

    ``game_id`` counts it once; ``difficulty`` is the level (strategy name) it counts for.
    ``won`` is the player's result (None for a draw), ``cards_left`` the cards the player
    still held at the end (0 after a win), ``moves`` the moves in the game. ``when``
    defaults to the moment it is counted (a naive one is taken as local time). ``pair``
    (the first game's id) marks it as the second half of a "Swap hands" pair;
    ``take_backs`` counts the plays taken back; ``facts`` and ``best_daily_streak`` (the
    deal of the day's longest run of days) feed the milestones; ``rules`` names the rule
    set (a game by other rules than Dirty Seven counts in that set's part only).
    """

    game_id: str
    difficulty: str
    won: bool | None
    cards_left: int
    moves: int
    when: datetime | None = None
    pair: str | None = None
    take_backs: int = 0
    facts: GameFacts | None = None
    best_daily_streak: int = 0
    rules: str = DEFAULT_RULES


__all__ = ["FinishedGame"]
