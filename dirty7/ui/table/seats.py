"""Who sits at the table: the game to play, the seats' names and the computer players."""

from __future__ import annotations

from dirty7.game.catchup import seat_history
from dirty7.game.controller import HUMAN, Game
from dirty7.game.player_form import with_record
from dirty7.game.players import resolve_spec, strategy_seed
from dirty7.ui.table.opponent import Opponent

HUMAN_SEAT = 0


def label_of(spec: str) -> str:
    """``hard:think_ms=300`` → ``Hard``."""
    return spec.split(":", 1)[0].strip().capitalize()


def new_game(*, seed: int | None, first: int, position, autoplay: bool,
             difficulty: str = "medium", nonce: str | None = None) -> Game:
    """A fresh game: the player (or, with ``autoplay``, a computer) South, a computer North.

    A dealt game's record names each computer seat by its resolved spec and seed (what the
    table's :class:`Opponent` is made from, and what ``dirty7 verify`` re-runs); ``nonce``
    seals the deal.
    """
    seats = [None, None] if autoplay else [HUMAN, None]
    if position is not None:
        names = ["South", "North"] if autoplay else ["You", "Computer"]
        return Game(seats, start=position, players=names)
    seed = seed if seed is not None else 1
    spec = resolve_spec(difficulty)
    players = [spec if seat is None else "human" for seat in seats]
    seeds = [strategy_seed(seed, i) if seat is None else None for i, seat in enumerate(seats)]
    return Game(seats, seed=seed, first=first, players=players, seeds=seeds, nonce=nonce)


def seat_names(human: tuple[bool, bool], difficulty: str, autoplay: bool) -> tuple[str, str]:
    """What the table calls each seat: "You", "Computer", or "South (Hard)" in a demo."""
    label = label_of(difficulty)
    return (
        "You" if human[0] else f"South ({label})",
        "You" if human[1] else ("Computer" if not autoplay else f"North ({label})"),
    )


def computer_seats(human: tuple[bool, bool], given: dict[int, Opponent] | None,
                   difficulty: str, seed: int | None, mode: str,
                   game: Game | None = None) -> dict[int, Opponent]:
    """An :class:`Opponent` for every computer seat (``given`` ones first).

    A seat the game's record names with a seed plays that spec with that seed (the
    resolved one: Hard with its iteration count), so the record says what played;
    otherwise ``difficulty`` with a seed from the deal (Matched given the player's
    record: it sets its strength from it). In a game that already has moves (resumed or
    loaded) each new seat is first shown its earlier views (dirty7.game.catchup), so that
    it plays on as the continuous instance ``dirty7 verify`` re-runs would.
    """
    opponents = dict(given or {})
    record = game.record if game is not None else None
    for seat in (0, 1):
        if not human[seat] and seat not in opponents:
            if record is not None and record.seeds[seat] is not None:
                spec, seat_seed = record.players[seat], record.seeds[seat]
            else:
                spec, seat_seed = with_record(difficulty), strategy_seed(seed or 0, seat)
            opponents[seat] = Opponent(spec, seed=seat_seed, mode=mode, explain=True)
            if record is not None and record.moves:
                opponents[seat].catch_up(seat_history(record, seat))
    return opponents


__all__ = ["HUMAN_SEAT", "computer_seats", "label_of", "new_game", "seat_names"]
