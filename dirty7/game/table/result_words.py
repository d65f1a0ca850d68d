"""The results screen's words for one game: its headline, detail line and the caption
over the loser's cards, and a Swap hands pair on one line.

Why apart from the screen: they are words of the game, not layout; the screen lays them
out at any size and text scale.
"""

from __future__ import annotations

from dirty7.game.controller import GameResult
from dirty7.game.table.table_words import winner_text
from dirty7.i18n import _, ngettext


def result_texts(result: GameResult, names: tuple[str, str],
                 human: tuple[bool, bool]) -> tuple[str, str, str]:
    """Headline, detail line and the caption over the loser's cards."""
    headline = winner_text(result.winner, names, human)
    moves = result.moves
    if result.winner is None:
        return headline, ngettext("No winner after {count} move",
                                  "No winner after {count} moves", moves).format(count=moves), ""
    loser = result.winner ^ 1
    detail = ngettext("The game took {count} move", "The game took {count} moves",
                      moves).format(count=moves)
    return headline, detail, _left_caption(result, loser, names[loser], human[loser])


def _left_caption(result: GameResult, loser: int, name: str, human: bool) -> str:
    """``3 cards left in your hand (17 points)``: one message for each way it is said."""
    left, points = result.cards_left[loser], result.points[loser]
    if not left:
        return _("Nothing left in your hand") if human else \
            _("Nothing left in {name}'s hand").format(name=name)
    worth = ngettext("{count} point", "{count} points", points).format(count=points)
    if human:
        return ngettext("{count} card left in your hand ({points})",
                        "{count} cards left in your hand ({points})", left).format(
            count=left, points=worth)
    return ngettext("{count} card left in {name}'s hand ({points})",
                    "{count} cards left in {name}'s hand ({points})", left).format(
        count=left, name=name, points=worth)


def pair_line(first: GameResult, second: GameResult, names: tuple[str, str],
              human: tuple[bool, bool]) -> str:
    """Both halves of a Swap hands pair on one line: as dealt, then with hands swapped."""
    halves = []
    for label, result in ((_("As dealt"), first), (_("Hands swapped"), second)):
        halves.append(ngettext("{half}: {headline} ({count} move)",
                               "{half}: {headline} ({count} moves)", result.moves).format(
            half=label, headline=winner_text(result.winner, names, human),
            count=result.moves))
    return "   ·   ".join(halves)


__all__ = ["pair_line", "result_texts"]
