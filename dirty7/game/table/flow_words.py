"""The table's short answers: the toasts and refusals the table flow shows (no Arcade).

Why apart from the flow: the flow decides *when* to say something, these say *what*, one
message each in the language in force (:mod:`dirty7.i18n`), with the seat's name as a
named placeholder so a translator may put it where the language wants it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dirty7.i18n import _
from dirty7.rules.cards import EIGHT, JACK

if TYPE_CHECKING:
    from dirty7.game.controller import Game


def passed_toast(names: Sequence[str], human: Sequence[bool], seat: int) -> str:
    """``You pass`` / ``Computer passes``: ``seat``'s pass being shown."""
    return _("You pass") if human[seat] else _("{name} passes").format(name=names[seat])


def thinking_label() -> str:
    """The line under the computer's name while it thinks (dots are added as it goes)."""
    # Translators: shown under the computer's name while it chooses, followed by dots.
    return _("thinking")


def game_over_refusal() -> str:
    """Why nothing more may be played: the game has ended."""
    return _("The game is over")


def wait_refusal(name: str) -> str:
    """Why the player may not move now: it is ``name``'s turn."""
    return _("Wait: it is {name}'s turn").format(name=name)


def on_its_way(game: Game, names: Sequence[str]) -> str | None:
    """While the player's move is sent to a friend's program and not yet made there (a
    network game's ``sent``), what the table says: it is neither the player's turn any
    more nor yet the friend's. None otherwise."""
    if getattr(game, "sent", None) is None:
        return None
    return _("Your move is on its way to {name}…").format(name=names[game.to_move ^ 1])


def wait_words(game: Game, names: Sequence[str]) -> str:
    """Why the player may not move now: their move is on its way, or it is the other's
    turn."""
    return on_its_way(game, names) or wait_refusal(names[game.to_move])


def suit_first_refusal(rank: int = JACK) -> str:
    """Why a hint waits: a wild card of ``rank`` (a Jack, or an Eight in Crazy Eights)
    waits for its suit (the keys 1 to 4 name one)."""
    if rank == EIGHT:
        return _("Name a suit for the Eight first (1–4)")
    return _("Name a suit for the Jack first (1–4)")


def hint_wait_toast() -> str:
    """Shown while the hint is being worked out."""
    return _("Looking for a hint…")


__all__ = ["game_over_refusal", "hint_wait_toast", "on_its_way", "passed_toast", "thinking_label",
           "suit_first_refusal", "wait_refusal", "wait_words"]
