"""Counting a friend's game in this data folder's statistics, the one way for the window
and the command line alike.

Why one place: the game is counted under the friend's name with the friend's public key
(trust on first use: a name that comes back with another key is counted apart) and the
game's one id (an abandoned game resumed to its end is counted once); the window's results
and an unattended ``dirty7 host``/``join`` must count it the same way.
"""

from __future__ import annotations

from typing import Protocol

from dirty7.rules import Variant


class CountedLink(Protocol):
    """What counting reads of a :class:`~dirty7.net.friend_link.FriendLink`."""

    other_name: str
    other_key: str | None
    variant: Variant

    def game_id(self, index: int | None = None) -> str: ...

    def match_scores(self) -> list[int]: ...


def count_for_friend(link: CountedLink, result: str | None,
                     index: int | None = None) -> str | None:
    """Count ``link``'s game as ``result`` for this player ("won", "lost", "abandoned";
    None: not counted, as a game without a winner), once; the save problem, or None.
    ``index`` names a game of a session (0-based; the current one by default). The game
    counts in the friend's last session too (its summary in Statistics → Friends)."""
    from dirty7.store.friend_games import count_friend_game

    if result is None or not link.other_name:
        return None
    game_id = link.game_id() if index is None else link.game_id(index)
    mine, theirs = link.match_scores()
    points = (mine, theirs) if link.variant.match_to is not None else None
    _counted, problem = count_friend_game(game_id, link.other_name, result,
                                          public_key=link.other_key,
                                          session=(link.game_id(0), points))
    return problem


__all__ = ["CountedLink", "count_for_friend"]
