"""A play session: games in a row against one opponent, saved, resumed and counted once.

This is the window-free model behind the table: it deals each game — a deal the player
chose is ``seed + index``; otherwise every game gets a fresh seed from the OS and is sealed
(:mod:`dirty7.game.seal`) — who starts by the ``first`` variant, keeps the match score
when ``match_to`` is set, saves the unfinished game to ``saved-game.json`` and restores it
exactly, and counts a finished game into the statistics once — by a game id that travels
with the save, so a resumed game that ends later is not counted twice.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from dirty7.ai.registry import StrategyError, installed_spec, validate_spec
from dirty7.game.controller import PERSON_AT_TABLE, Chooser, Game
from dirty7.game.custom_rules import rules_key
from dirty7.game.game_facts import game_facts
from dirty7.game.record import GameRecord, RecordError
from dirty7.game.seal import draw_nonce, draw_seed
from dirty7.game.seats.seat_factory import (
    PERSON,
    PlayerSpec,
    dealt_game,
    loaded_game,
    swapped_game,
)
from dirty7.rules import STANDARD, Card, Position, Variant
from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields
from dirty7.rules.shuffle import SEED_LIMIT
from dirty7.store.reading import problem_of
from dirty7.store.savegame import clear_saved_game, discard_saved_game, load_saved_game, save_game
from dirty7.store.stats import MAX_COUNT, FinishedGame, count_game, stats_key

_MAX_GAME_ID = 64


def _count(value: Any) -> int:
    """A whole number from 0 to MAX_COUNT (not a bool, not a float); else ValueError."""
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise ValueError("not a count")
    return value


@dataclass
class SessionState:
    """What a session must remember across games and restarts (JSON-safe)."""

    difficulty: str
    base_seed: int
    variant: Variant = STANDARD
    game_index: int = 0
    scores: list[int] = field(default_factory=lambda: [0, 0])
    game_id: str = ""
    #: The player chose the deal (game i is ``base_seed + i``); else each game is sealed
    #: and ``base_seed`` is the current game's seed, drawn from the OS.
    chosen: bool = True
    #: What the game is besides a deal: the deal of the day of this ISO date, or the
    #: challenge of this code (dirty7.game.daily); None for neither.
    daily: str | None = None
    challenge: str | None = None

    def to_dict(self) -> dict[str, Any]:
        extra = {k: v for k, v in (("daily", self.daily), ("challenge", self.challenge)) if v}
        return {
            "base_seed": self.base_seed, "chosen": self.chosen, **self.variant.to_dict(),
            "game_index": self.game_index, "scores": list(self.scores), "game_id": self.game_id,
            **extra,
        }

    @classmethod
    def from_dict(cls, difficulty: str, data: dict[str, Any]) -> SessionState:
        """Validate a stored session; ValueError names what is wrong."""
        fields = Fields(data, "saved session")
        try:  # every switch: a house-rules game resumes by its own rules
            variant = Variant.from_dict({k: data.get(k) for k in ("seven_stack", "first",
                                                                  "match_to")} | data)
        except (ValueError, TypeError) as exc:  # the rules name the field and its allowed values
            raise ValueError(f"saved session: {exc}") from None
        scores = fields.items("scores", 2, must="two whole numbers")
        if len(scores) != 2:
            fields.fail("scores", "two whole numbers", scores)
        fields.each("scores", scores, _count, f"two whole numbers from 0 to {MAX_COUNT}")
        return cls(
            difficulty=difficulty,
            base_seed=fields.whole("base_seed", 0, SEED_LIMIT - 1),
            variant=variant,
            game_index=fields.whole("game_index", 0, MAX_COUNT),
            scores=list(scores),
            game_id=fields.text("game_id", _MAX_GAME_ID),
            # absent (or null) in older saves, whose deals were all chosen
            chosen=True if data.get("chosen") is None else fields.flag("chosen"),
            daily=fields.text("daily", 10, default=None) if "daily" in data else None,
            challenge=fields.text("challenge", 400, default=None) if "challenge" in data
            else None,
        )


@dataclass
class GameOutcome:
    """What the results view shows about a finished game (and the match, if any)."""

    winner: int | None
    moves: int
    loser_cards: list[Card]
    points: int
    scores: list[int]
    match_over: bool
    match_loser: int | None
    counted: bool


class PlaySession:
    """Deals, saves, resumes and scores games between the human and one strategy."""

    def __init__(self, state: SessionState, opponent: Any) -> None:
        self.state = state
        self.opponent = opponent
        self.game: Game = None  # type: ignore[assignment]
        self.messages: list[str] = []
        #: False for a game that must not enter the statistics (a loaded, finished record).
        self.counts = True
        #: The player's hand order, saved with the game: the saved dict until a table takes
        #: it, then the table's own order (anything with ``to_dict()``); None for none.
        self.hand: Any = None
        self._outcome: GameOutcome | None = None
        #: For the second half of a "Swap hands" pair: the first game's id and result.
        self.pair: tuple[str, Any] | None = None
        #: The deal of the day's longest run of days played (its milestone); 0 until the
        #: deal of the day sets it before the game is finished.
        self.best_daily_streak = 0

    @classmethod
    def start(cls, difficulty: str, opponent: Any, *, seed: int | None = None,
              variant: Variant = STANDARD, games_before: int = 0) -> PlaySession:
        """A new session; ``games_before`` (games already dealt in this run) keeps who
        starts alternating from one session to the next, as from game to game."""
        lead = games_before % 2 if seed is None or seed >= 1 else 0
        state = SessionState(difficulty=difficulty,
                             base_seed=draw_seed() if seed is None else seed - lead,
                             variant=variant, chosen=seed is not None, game_index=lead)
        session = cls(state, opponent)
        session.new_game(advance=False)
        return session

    @classmethod
    def of_record(cls, record: GameRecord, asked: str | None, usual: str, *,
                  first: str = STANDARD.first) -> PlaySession:
        """A loaded record (``--load``) played on here, at its last position.

        Seat 1 plays ``asked`` (the command line's difficulty), else the level the record
        names if it is installed here, else ``usual`` (the player's difficulty); the record
        keeps who made the earlier moves (:func:`loaded_game`). The session's next games
        follow the player's ``first``; a finished record is not counted again (it was
        played, and counted, elsewhere).
        """
        recorded = installed_spec(record.players[1])
        spec = asked or recorded or usual
        game = loaded_game(record, spec, recorded)  # seat 1 as recorded, or ``replaced``
        state = SessionState(
            difficulty=spec,
            base_seed=record.seed if record.seed is not None else random.randrange(1, 10**6),
            variant=replace(record.variant.play_rules(), first=first),
            game_id="load-" + record.digest())
        session = cls(state, None)
        session.game = game
        session.counts = not game.is_over
        return session

    # ------------------------------------------------------------------ games
    @property
    def seed(self) -> int:
        state = self.state
        return state.base_seed + state.game_index if state.chosen else state.base_seed

    def new_game(self, advance: bool = True) -> Game:
        """Deal the next game (``advance``) or the current one; a finished match restarts."""
        state = self.state
        if advance:
            state.game_index += 1
            if self.match_over:
                state.scores = [0, 0]
            if not state.chosen:
                state.base_seed = draw_seed()
        state.game_id = uuid.uuid4().hex
        self._outcome = None
        self.hand = None
        self.counts = True
        seed = self.seed
        self.pair = None
        self.game = dealt_game([PERSON, PlayerSpec.computer(state.difficulty, seed, 1)],
                               seed=seed, first=state.variant.first_player(state.game_index),
                               variant=state.variant, choosers=(None, self.opponent),
                               nonce=None if state.chosen else draw_nonce())
        return self.game

    def swap_hands(self) -> Game:
        """Replay the finished game's deal with the seats' cards exchanged (who starts as
        before); the two games are counted as a pair."""
        first = self.game
        state = self.state
        self.pair = (state.game_id, first.result())
        state.game_id = uuid.uuid4().hex
        self._outcome = None
        self.counts = True
        self.game = swapped_game([PERSON, PlayerSpec.computer(state.difficulty, self.seed, 1)],
                                 swapped_hands(first.record), variant=state.variant,
                                 choosers=(None, self.opponent))
        return self.game

    @property
    def match_over(self) -> bool:
        return self.state.variant.match_over(self.state.scores)

    def finish_game(self) -> GameOutcome:
        """Score the finished game, count it in the statistics once, drop the save.

        Calling it again for the same game returns the same outcome and changes nothing.
        """
        if self._outcome is not None:
            return self._outcome
        game = self.game
        result = game.result()
        state = self.state
        loser = result.loser
        points = result.points[loser] if loser is not None else 0
        state.scores = state.variant.score(state.scores, loser, points)
        counted = False
        if self.counts:
            # re-read, count and write under the data folder's lock: a second window's
            # games are not lost (a damaged file's warning is queued in the store)
            # any entry-point name: a long or odd one is kept under a safe key
            counted, error = count_game(FinishedGame(
                state.game_id, stats_key(state.difficulty.split(":")[0]),
                None if result.winner is None else result.winner == 0,
                result.cards_left[0], result.moves,
                pair=self.pair[0] if self.pair else None, take_backs=game.record.take_backs,
                facts=game_facts(game.record, 0), best_daily_streak=self.best_daily_streak,
                rules=rules_key(state.variant)))
            if error:
                self.messages.append(error)
        clear_saved_game()
        match_loser = state.variant.match_loser(state.scores)
        self._outcome = GameOutcome(
            winner=result.winner, moves=result.moves,
            loser_cards=game.position.hand(loser) if loser is not None else [],
            points=points, scores=list(state.scores), match_over=self.match_over,
            match_loser=match_loser, counted=counted,
        )
        return self._outcome

    # ------------------------------------------------------------------ save / resume
    def save(self) -> str | None:
        """Save the unfinished game; None on success, else why not (a finished game: no-op)."""
        if self.game is None or self.game.is_over:
            return None
        hand = self.hand.to_dict() if hasattr(self.hand, "to_dict") else self.hand
        return save_game(self.game.record.to_dict(), self.state.difficulty,
                         self.state.to_dict(), hand=hand)

    @classmethod
    def resume(cls, opponent_factory: Callable[[str], Chooser]
               ) -> tuple[PlaySession | None, str | None]:
        """The saved session, with ``opponent_factory(difficulty)`` as the opponent.

        Returns (None, warning) when the saved game is missing or unusable (set aside).
        """
        data, warning = load_saved_game()
        if data is None:
            return None, warning
        try:
            record = GameRecord.from_dict(data["record"])
            state = SessionState.from_dict(data["difficulty"], data["match"] or {})
            try:
                validate_spec(state.difficulty)  # refused, never obeyed: no think_ms=inf
            except StrategyError as exc:
                raise ValueError(Phrase(N_("its opponent {name} cannot be used: {reason}"),
                                        name=repr(state.difficulty[:60]),
                                        reason=problem_of(exc))) from None
            opponent = opponent_factory(state.difficulty)
            session = cls(state, opponent)
            session.game = Game.from_record(record, [PERSON_AT_TABLE, opponent])
            session.hand = data.get("hand")
            if session.game.is_over:
                raise ValueError(Phrase(N_("the saved game is already over")))
        except (RecordError, ValueError, TypeError, KeyError, IndexError) as exc:
            # the file came from outside: whatever it makes fail, it is set aside, not resumed
            return None, discard_saved_game(problem_of(exc))
        return session, None


def swapped_hands(record: GameRecord) -> Position:
    """The record's dealt position with the two hands exchanged (the same player starts)."""
    return record.initial_position().swapped_seats(turn=False)


def has_saved_game() -> bool:
    """Whether the menu should offer Resume (a readable saved game exists)."""
    data, _ = load_saved_game()
    return data is not None
