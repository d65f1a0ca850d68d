"""Who sits at the table: the game to play, the seats' names and the computer players."""

from __future__ import annotations

from dirty7.game.controller import HUMAN, Game
from dirty7.ui.table.opponent import Opponent

HUMAN_SEAT = 0


def label_of(spec: str) -> str:
    """``hard:think_ms=300`` → ``Hard``."""
    return spec.split(":", 1)[0].strip().capitalize()


def new_game(*, seed: int | None, first: int, position, autoplay: bool) -> Game:
    """A fresh game: the player (or, with ``autoplay``, a computer) South, a computer North."""
    seats = [None, None] if autoplay else [HUMAN, None]
    names = ["South", "North"] if autoplay else ["You", "Computer"]
    if position is not None:
        return Game(seats, start=position, players=names)
    return Game(seats, seed=seed if seed is not None else 1, first=first, players=names)


def seat_names(human: tuple[bool, bool], difficulty: str, autoplay: bool) -> tuple[str, str]:
    """What the table calls each seat: "You", "Computer", or "South (Hard)" in a demo."""
    label = label_of(difficulty)
    return (
        "You" if human[0] else f"South ({label})",
        "You" if human[1] else ("Computer" if not autoplay else f"North ({label})"),
    )


def computer_seats(human: tuple[bool, bool], given: dict[int, Opponent] | None,
                   difficulty: str, seed: int | None, mode: str) -> dict[int, Opponent]:
    """An :class:`Opponent` for every computer seat (``given`` ones first)."""
    opponents = dict(given or {})
    for seat in (0, 1):
        if not human[seat] and seat not in opponents:
            opponents[seat] = Opponent(difficulty, seed=(seed or 0) * 2 + seat, mode=mode,
                                       explain=True)
    return opponents


__all__ = ["HUMAN_SEAT", "computer_seats", "label_of", "new_game", "seat_names"]
