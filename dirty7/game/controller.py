"""The headless game controller: one code path for the window, tests and tournaments.

A :class:`Game` holds the position, the record and who chooses each seat's moves (its
:data:`Chooser` s): :data:`PERSON_AT_TABLE` — the moves arrive from outside through
:meth:`Game.play` — a strategy object with ``choose(view) -> move``, or None (a table's
flow asks the seat's :class:`~dirty7.game.seats.seat_protocol.Seat` itself). The
controller alone asks the rules whether a move is legal, so neither the table nor a
strategy can put the game in an illegal state.
:class:`Match` chains games with RULES.md's ``match_to`` scoring (:class:`Variant`'s).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from dirty7.ai.guard import FallbackReport, GuardedStrategy
from dirty7.ai.protocol import Strategy
from dirty7.game.catchup import catch_up as show_history
from dirty7.game.record import GameRecord
from dirty7.game.table.shown_state import ShownEvent
from dirty7.rules import (
    STANDARD,
    Event,
    IllegalMoveError,
    Move,
    PlayerView,
    Position,
    Variant,
    as_move,
    deal,
    format_position,
    parse_position,
)


@runtime_checkable
class Named(Protocol):
    """A chooser that says what a record calls it when the game is given no names (the
    person: ``human``; a guarded strategy: its level); any other goes by its class name."""

    name: str


class PersonAtTable:
    """Who chooses the moves of a seat played from outside: the person at the table (or a
    test) makes them through :meth:`Game.play`; the game never asks for them."""

    label = "You"
    name = "human"

    def __repr__(self) -> str:
        return "PERSON_AT_TABLE"


PERSON_AT_TABLE = PersonAtTable()

#: Who chooses a seat's moves: a strategy the game asks (:meth:`Game.choose`), the person
#: at the table, or None when a table's flow asks the seat itself.
Chooser = Strategy | PersonAtTable | None

#: The seat the table's own player sits in (South, at the bottom of the window), whatever
#: the game: the person's in a game against the computer, the host's and the guest's alike
#: in a network game (the guest's table is mirrored), South's in a demo.
OWN_SEAT = 0


class NotYourTurnError(RuntimeError):
    """A strategy was asked to move for a seat that is not to move, or a human's turn."""


@dataclass
class GameResult:
    """How a game ended: ``winner`` is None for a draw at the move limit."""

    winner: int | None
    moves: int
    cards_left: tuple[int, int]
    points: tuple[int, int]
    final: Position = field(repr=False)

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    @property
    def loser(self) -> int | None:
        return None if self.winner is None else self.winner ^ 1


class Game:
    """One game between two seats, each played by its :data:`Chooser` (``choosers``).

    Start it from a deal (``seed``, ``first``: the seat that starts) or a position
    (``start``, a Position or notation), under ``variant``. ``move_limit`` makes a game
    that reaches that many moves a draw. ``players`` names the seats in the record (a
    computer seat by its strategy spec), ``seeds`` their strategy seeds, and ``nonce``
    seals a dealt game (see :meth:`GameRecord.seal`).
    """

    def __init__(self, choosers: Sequence[Chooser], *, seed: int | None = None,
                 first: int = 0, start: Position | str | None = None,
                 variant: Variant = STANDARD, move_limit: int | None = None,
                 players: list[str] | None = None, seeds: list[int | None] | None = None,
                 nonce: str | None = None,
                 on_fallback: Callable[[int, FallbackReport], None] | None = None) -> None:
        self.choosers: list[Chooser] = list(choosers)
        self.move_limit = move_limit
        # Fallback hook: a guarded strategy (dirty7.ai.guard.GuardedStrategy) lists in its
        # ``fallbacks`` the reports of a failing strategy replaced; the game collects the
        # new reports as (seat, report) and tells ``on_fallback`` (called in the thread
        # that called choose()).
        self.on_fallback = on_fallback
        self.fallbacks: list[tuple[int, FallbackReport]] = []
        self.deal_events: list[Event] = []
        names = players or [c.name if isinstance(c, Named) else type(c).__name__
                            for c in self.choosers]
        if start is None:
            if seed is None:
                raise ValueError("a game needs a seed or a starting position")
            self.position = deal(seed, first, variant=variant, events=self.deal_events)
            self.record = GameRecord(seed=seed, first=first, variant=variant, players=names)
            if nonce is not None:
                self.record.seal(nonce)
        else:
            if isinstance(start, str):
                start = parse_position(start, seven_stack=variant.seven_stack or None,
                                       variant=variant)
            self.position = start.copy()
            self.record = GameRecord(
                start=format_position(start), players=names,
                variant=dataclasses.replace(variant, seven_stack=start.seven_stack))
        if seeds is not None:
            self.record.seeds = list(seeds)
        self.history: list[tuple[int, Move, list[ShownEvent]]] = []

    @classmethod
    def from_record(cls, record: GameRecord, choosers: Sequence[Chooser], *,
                    move_limit: int | None = None, catch_up: bool = True) -> Game:
        """Rebuild a game from a record (e.g. a saved game) and replay its moves.

        A strategy is first shown its earlier views (dirty7.game.catchup), so that it
        plays on as one instance that played from the start would (``catch_up`` False
        only to show what goes wrong without).
        """
        game = cls(choosers, seed=record.seed, first=record.first, start=record.start,
                   variant=record.variant, move_limit=move_limit,
                   players=record.players, seeds=record.seeds)
        game.record.nonce, game.record.commitment = record.nonce, record.commitment
        game.record.replaced = list(record.replaced)
        game.record.take_backs = record.take_backs
        shown = [catch_up and chooser is not None and chooser is not PERSON_AT_TABLE
                 for chooser in choosers]
        history: list[list[tuple[PlayerView, int]]] = [[], []]
        for step in record.steps():
            if game.is_draw:  # more moves than the limit allows: as if played one by one
                raise IllegalMoveError(step.move, step.before, "The game is over")
            if shown[step.seat]:
                history[step.seat].append((step.before.view(step.seat), int(step.move)))
            game.record.moves.append(str(step.move))
            game.history.append((step.seat, step.move, list(step.events)))
            game.position = step.after
        game.position = game.position.copy()  # the game's own, pushed on in place from here
        for index, chooser in enumerate(choosers):
            if shown[index]:
                show_history(chooser, history[index])
        return game

    # ------------------------------------------------------------------ state
    @property
    def to_move(self) -> int:
        return self.position.to_move

    @property
    def moves_played(self) -> int:
        return len(self.record.moves)

    @property
    def is_draw(self) -> bool:
        return (not self.position.is_over and self.move_limit is not None
                and self.moves_played >= self.move_limit)

    @property
    def is_over(self) -> bool:
        return self.position.is_over or self.is_draw

    def is_human_turn(self) -> bool:
        return not self.is_over and self.choosers[self.position.to_move] is PERSON_AT_TABLE

    def view(self, seat: int) -> PlayerView:
        return self.position.view(seat)

    # ------------------------------------------------------------------ moves
    def play(self, move: int | str) -> list[ShownEvent]:
        """Make ``move`` (Move, int or notation) for the player to move; return its events
        (the table's: a network game's move also tells of the cards it relabels).

        Raises NotationError for anything that is not a move (``70``, ``None``, ``"7X"``)
        and IllegalMoveError when the rules forbid it; either way nothing changes.
        """
        move = as_move(move)
        position = self.position
        if self.is_over:
            raise IllegalMoveError(move, position, "The game is over")
        reason = position.explain_illegal(move)
        if reason is not None:
            raise IllegalMoveError(move, position, reason)
        seat = position.to_move
        pushed: list[Event] = []
        position.push(move, pushed)
        events: list[ShownEvent] = list(pushed)
        self.record.moves.append(str(move))
        self.history.append((seat, move, events))
        return events

    #: Whether a move can be taken back here. A network game says no: its moves were
    #: sent to the other program the moment they were made.
    can_take_back = True

    @property
    def last_move_final(self) -> bool:
        """The last move is never taken back: a player was replaced after it (the record's
        ``replaced``), and ``dirty7 verify`` re-runs it with the player who made it."""
        return any(r.until >= len(self.record.moves) for r in self.record.replaced)

    def undo_last(self) -> tuple[int, Move]:
        """Undo the last move exactly (python-chess's ``pop``): the seat and move undone.

        The game's own undo, beneath the table's take-back (dirty7.game.table.take_back,
        ``flow.take_back``), which decides whether a player's play may go back and then
        calls this.

        Why a replay and not a reverse push: the position keeps no undo stack (a playout
        pushes millions of moves and must not pay for one), and the record's replay is the
        one walk every reader trusts, so the position after the undo is by construction the
        one the remaining moves give. The record counts each undo as a take-back
        (``take_backs``); a move made before a hand-over (``replaced``) is never undone.
        Raises IndexError when there is no move to undo.
        """
        if not self.record.moves:
            raise IndexError("no move to undo")
        if self.last_move_final:
            raise IndexError("the move was made before a player was replaced")
        seat, move, _events = self.history.pop()
        self.record.moves.pop()
        self.record.take_backs += 1
        position = self.record.initial_position()
        for step in self.record.steps():
            position = step.after
        self.position = position.copy()
        return seat, move

    def arrived(self) -> list[ShownEvent]:
        """Events of the player's move made elsewhere since it was played (a network game
        shows the player's move once the other side has answered it); none here."""
        return []

    def choose(self) -> Move | int | str:
        """Ask the strategy of the seat to move for its move (not validated here: a Move,
        its int or its notation, or anything else a faulty strategy answers)."""
        if self.is_over:
            raise NotYourTurnError("the game is over")
        index = self.position.to_move
        chooser = self.choosers[index]
        if isinstance(chooser, PersonAtTable):
            raise NotYourTurnError("it is the human's turn")
        if chooser is None:
            raise NotYourTurnError("a table's flow asks this seat, not the game")
        guarded = chooser if isinstance(chooser, GuardedStrategy) else None
        before = len(guarded.fallbacks) if guarded is not None else 0
        move = chooser.choose(self.position.view(index))
        for report in guarded.fallbacks[before:] if guarded is not None else ():
            self.fallbacks.append((index, report))
            self.hand_over(index, report)
            if self.on_fallback is not None:
                self.on_fallback(index, report)
        return move

    def hand_over(self, seat: int, report: FallbackReport) -> None:
        """Record that ``report``'s player (its ``spec`` and ``seed``) plays ``seat`` from
        the move about to be made: the failed strategy made the moves before it (the
        record's ``replaced``), so ``dirty7 verify`` re-runs each move with the player that
        made it. A report naming no player changes nothing."""
        if report.spec:
            self.record.replace_player(seat, report.spec, report.seed)

    def step(self) -> tuple[Move, list[ShownEvent]]:
        """Let the strategy to move make one move; returns the move and its events."""
        move = self.choose()
        events = self.play(move)
        return self.history[-1][1], events

    def run(self) -> GameResult:
        """Play to the end (both seats must be strategies)."""
        while not self.is_over:
            self.step()
        return self.result()

    def result(self) -> GameResult:
        position = self.position
        winner = position.winner if position.is_over else None
        return GameResult(
            winner=winner,
            moves=self.moves_played,
            cards_left=(position.hand_size(0), position.hand_size(1)),
            points=(position.variant.hand_points(position.hands[0]),
                    position.variant.hand_points(position.hands[1])),
            final=position,
        )


class Match:
    """Games chained until a player reaches ``variant.match_to`` points (RULES.md) — that
    one loses; without ``match_to``, a single game. Game ``i`` is dealt from ``seed + i``
    and started by ``variant.first_player(i)``; the scoring is the variant's.
    """

    def __init__(self, choosers: Sequence[Chooser], *, variant: Variant = STANDARD, seed: int = 0,
                 move_limit: int | None = None) -> None:
        self.choosers: list[Chooser] = list(choosers)
        self.variant = variant
        self.seed = seed
        self.move_limit = move_limit
        self.scores = [0, 0]
        self.results: list[GameResult] = []

    def new_game(self) -> Game:
        i = len(self.results)
        return Game(self.choosers, seed=self.seed + i, first=self.variant.first_player(i),
                    variant=self.variant, move_limit=self.move_limit)

    def add_result(self, result: GameResult) -> None:
        """Score a finished game: the loser scores the cards left in hand."""
        self.results.append(result)
        loser = result.loser
        self.scores = self.variant.score(self.scores, loser,
                                         0 if loser is None else result.points[loser])

    @property
    def is_over(self) -> bool:
        if self.variant.match_to is None:
            return bool(self.results)
        return self.variant.match_over(self.scores)

    @property
    def loser(self) -> int | None:
        """The seat that lost the match (reached the target first), once it is over."""
        return self.variant.match_loser(self.scores)

    def run(self) -> list[GameResult]:
        while not self.is_over:
            self.add_result(self.new_game().run())
        return self.results
