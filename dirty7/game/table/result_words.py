"""The results screen's words for one game: its headline, detail line and the caption
over the loser's cards, and a Swap hands pair on one line.

Why apart from the screen: they are words of the game, not layout; the screen lays them
out at any size and text scale.
"""

from __future__ import annotations

from dirty7.game.controller import GameResult
from dirty7.game.table.table_words import plural, winner_text


def result_texts(result: GameResult, names: tuple[str, str],
                 human: tuple[bool, bool]) -> tuple[str, str, str]:
    """Headline, detail line and the caption over the loser's cards."""
    headline = winner_text(result.winner, names, human)
    if result.winner is None:
        return headline, f"No winner after {plural(result.moves, 'move')}", ""
    loser = result.winner ^ 1
    detail = f"The game took {plural(result.moves, 'move')}"
    left = result.cards_left[loser]
    whose = "your hand" if human[loser] else f"{names[loser]}'s hand"
    caption = (f"{plural(left, 'card')} left in {whose} ({plural(result.points[loser], 'point')})"
               if left else f"Nothing left in {whose}")
    return headline, detail, caption


def pair_line(first: GameResult, second: GameResult, names: tuple[str, str],
              human: tuple[bool, bool]) -> str:
    """Both halves of a Swap hands pair on one line: as dealt, then with hands swapped."""
    halves = []
    for label, result in (("As dealt", first), ("Hands swapped", second)):
        halves.append(f"{label}: {winner_text(result.winner, names, human)} "
                      f"({plural(result.moves, 'move')})")
    return "   ·   ".join(halves)


__all__ = ["pair_line", "result_texts"]
