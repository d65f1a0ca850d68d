"""The one factory of a game's seats: who plays each seat, built from specs.

Why one: the table, a session's next deal, Swap hands, a resumed save, ``--load``, the
tournament and ``dirty7 verify`` each used to make their players on their own, and they
disagreed on small things (which seed, whether the record says who played). Here each
seat's player is a :class:`PlayerSpec` — ``"human"`` or a strategy spec, and its seed,
exactly as a record names it — and every game's players are made from such specs by the
functions below:

- :func:`dealt_game` — a :class:`~dirty7.game.controller.Game` whose record names the
  seats (the table's new games, sessions, the demo, Swap hands).
- :func:`loaded_game` — a record played on at this table (``--load``): the player takes
  seat 0, and the record keeps who made the earlier moves (``replaced``).
- :func:`table_seat` / :func:`computer_seats` — the asynchronous seats the table's flow
  drives (:mod:`.seat_protocol`), caught up with their earlier views in a game that has
  moves.
- :func:`strategy_for` — a synchronous player for a game run in one loop: guarded (the
  tournament) or exactly as recorded (``verify`` re-runs it unguarded).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dirty7.ai.registry import create_guarded, create_strategy
from dirty7.game.catchup import seat_history
from dirty7.game.controller import OWN_SEAT, PERSON_AT_TABLE, Chooser, Game
from dirty7.game.player_form import with_record
from dirty7.game.players import resolve_spec, strategy_seed
from dirty7.game.record import GameRecord
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.seats.person_seat import PersonSeat
from dirty7.game.seats.seat_protocol import Seat
from dirty7.i18n import _
from dirty7.rules import STANDARD, PlayerView, Position, Variant

#: What a record calls the person at the table.
HUMAN_SPEC = "human"


@dataclass(frozen=True)
class PlayerSpec:
    """Who plays a seat, as a record names them: a person, or a strategy spec and seed."""

    spec: str
    seed: int | None = None

    @property
    def is_human(self) -> bool:
        return self.spec == HUMAN_SPEC

    @classmethod
    def computer(cls, difficulty: str, deal_seed: int, seat: int) -> PlayerSpec:
        """``difficulty`` as the record names it (resolved: Hard with its iteration count)
        with the seat's seed from the deal."""
        return cls(resolve_spec(difficulty), strategy_seed(deal_seed, seat))


#: The person at the table, as a record names them.
PERSON = PlayerSpec(HUMAN_SPEC)


def label_of(spec: str) -> str:
    """``hard:think_ms=300`` → ``Hard``."""
    return spec.split(":", 1)[0].strip().capitalize()


# --- games ----------------------------------------------------------------------------------
def dealt_game(specs: Sequence[PlayerSpec], *, seed: int, first: int,
               variant: Variant = STANDARD, nonce: str | None = None,
               choosers: Sequence[Chooser] = (None, None)) -> Game:
    """Deal ``seed`` to the players ``specs`` names; the record names each by spec and seed.

    ``choosers`` choose the computer seats' moves in the game (a strategy the game asks
    itself, or None when a table's flow asks the seat); a person is always
    PERSON_AT_TABLE. ``nonce`` seals the deal.
    """
    return Game(_choosers(specs, choosers), seed=seed, first=first, variant=variant,
                players=[s.spec for s in specs], seeds=[s.seed for s in specs], nonce=nonce)


def _choosers(specs: Sequence[PlayerSpec], choosers: Sequence[Chooser]) -> list[Chooser]:
    return [PERSON_AT_TABLE if s.is_human else chooser
            for s, chooser in zip(specs, choosers, strict=True)]


def swapped_game(specs: Sequence[PlayerSpec], start: Position | str, *, variant: Variant,
                 choosers: Sequence[Chooser] = (None, None)) -> Game:
    """A game from position ``start`` (Swap hands: the same deal, the hands exchanged)."""
    return Game(_choosers(specs, choosers), start=start, variant=variant,
                players=[s.spec for s in specs], seeds=[s.seed for s in specs])


def new_game(*, seed: int | None, first: int, position: Position | str | None, autoplay: bool,
             difficulty: str = "medium", nonce: str | None = None,
             variant: Variant = STANDARD) -> Game:
    """A fresh game at the table: the player (or, with ``autoplay``, a computer) South, a
    computer North; from ``position`` (a test's or a screenshot's) or dealt from ``seed``."""
    if position is not None:
        names = ["South", "North"] if autoplay else ["You", "Computer"]
        return Game([None, None] if autoplay else [PERSON_AT_TABLE, None], start=position,
                    players=names)
    seed = seed if seed is not None else 1
    specs = [PERSON if seat == OWN_SEAT and not autoplay
             else PlayerSpec.computer(difficulty, seed, seat) for seat in (0, 1)]
    return dealt_game(specs, seed=seed, first=first, nonce=nonce, variant=variant)


def demo_game(seed: int | None, difficulty: str, variant: Variant = STANDARD) -> Game:
    """The autoplay demo's game by ``variant``: deal ``seed``, or a sealed deal from the
    OS when None."""
    from dirty7.game.seal import draw_nonce, draw_seed

    nonce = None
    if seed is None:
        seed, nonce = draw_seed(), draw_nonce()
    return new_game(seed=seed, first=0, position=None, autoplay=True,
                    difficulty=difficulty, nonce=nonce, variant=variant)


def loaded_game(record: GameRecord, spec: str, recorded: str | None) -> Game:
    """A loaded record played on here: the player takes seat 0, seat 1 plays ``spec``.

    Seat 1 plays on as recorded unless the record names no level installed here
    (``recorded`` None) or another is asked for: the record then keeps who made the
    earlier moves (``replaced``), so that they still verify.
    """
    game = Game.from_record(record, [PERSON_AT_TABLE, None])
    game.record.replace_player(0, HUMAN_SPEC, None)
    if spec != recorded or record.seeds[1] is None or resolve_spec(spec) != spec:
        game.record.replace_player(1, resolve_spec(spec), strategy_seed(record.seed or 0, 1))
    return game


# --- the seats a table drives -----------------------------------------------------------------
def table_seat(seat: PlayerSpec, *, mode: str = "thread", explain: bool = True,
               history: list[tuple[PlayerView, int]] | None = None) -> Seat:
    """The seat a table's flow drives for ``seat``, shown ``history`` (its earlier views)."""
    if seat.is_human:
        return PersonSeat()
    made = ComputerSeat(seat.spec, seed=seat.seed or 0, mode=mode, explain=explain)
    if history:
        made.catch_up(history)
    return made


def seat_names(human: tuple[bool, bool], difficulty: str, autoplay: bool) -> tuple[str, str]:
    """What the table calls each seat: "You", "Computer", or "South (Hard)" in a demo."""
    label = level_words(difficulty)
    return (
        _("You") if human[0] else _("South ({level})").format(level=label),
        _("You") if human[1] else (_("Computer") if not autoplay
                                   else _("North ({level})").format(level=label)),
    )


def opponent_level(human: tuple[bool, bool], difficulty: str, *, named: bool, autoplay: bool,
                   given: bool) -> str | None:
    """The computer's level to show beside its name ("Easy"), so the player always knows
    whom they play; None when the seat opposite is not the table's own level (a friend, a
    lesson's script, a seat ``given`` by a test: ``named`` or ``given``) or a demo names
    it already (``autoplay``)."""
    if named or autoplay or given or human[1]:
        return None
    return level_words(difficulty)


def level_words(spec: str) -> str:
    """The level of ``spec`` as a player reads it: a shipped level in the language in force
    ("Средне"), a plug-in's by its own name."""
    return _(label_of(spec))


def computer_seats(human: tuple[bool, bool], given: dict[int, Seat] | None,
                   difficulty: str, seed: int | None, mode: str,
                   game: Game | None = None) -> dict[int, Seat]:
    """A seat for every computer seat of a table (``given`` ones first).

    A seat the game's record names with a seed plays that spec with that seed (the
    resolved one: Hard with its iteration count), so the record says what played;
    otherwise ``difficulty`` with a seed from the deal (Matched given the player's
    record: it sets its strength from it). In a game that already has moves (resumed or
    loaded) each new seat is first shown its earlier views (dirty7.game.catchup), so that
    it plays on as the continuous instance ``dirty7 verify`` re-runs would.
    """
    seats = dict(given or {})
    record = game.record if game is not None else None
    for index in (0, 1):
        if human[index] or index in seats:
            continue
        if record is not None and record.seeds[index] is not None:
            spec = PlayerSpec(record.players[index], record.seeds[index])
        else:
            spec = PlayerSpec(with_record(difficulty), strategy_seed(seed or 0, index))
        history = seat_history(record, index) if record is not None and record.moves else None
        seats[index] = table_seat(spec, mode=mode, history=history)
    return seats


# --- players of a game run in one loop -----------------------------------------------------
def strategy_for(seat: PlayerSpec, *, exact: bool = False, time_limit_s: float | None = None,
                 on_fallback: Callable[[Any], None] | None = None) -> Any:
    """A player with ``choose(view)`` for ``seat``: guarded (a failing plugin is replaced
    by Medium, and a plugin plays from its own process), or with ``exact`` the strategy
    itself, unguarded, as ``dirty7 verify`` re-runs it. Raises StrategyError for a bad
    spec."""
    if exact:
        return create_strategy(seat.spec, seed=seat.seed or 0)
    return create_guarded(seat.spec, seat.seed or 0, time_limit_s=time_limit_s,
                          on_fallback=on_fallback)


__all__ = ["HUMAN_SPEC", "PERSON", "PlayerSpec", "computer_seats", "dealt_game", "demo_game",
           "label_of", "level_words", "loaded_game", "new_game", "seat_names", "strategy_for",
           "swapped_game", "table_seat"]
