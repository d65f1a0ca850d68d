"""Game records: the deal, the variant and the moves, saved as JSON and replayed.

A record is enough to rebuild every position of a game exactly — the deal comes from the
seed (or a starting position in notation) and the moves are notation strings — so saved
games, bug reports and replays need nothing else. A sealed deal also carries its ``nonce``
and ``commitment`` (docs/RULES.md, "The shuffle"), and each computer seat its strategy
spec with resolved options and its seed, so that ``dirty7 verify`` can re-run every
decision (README, "Game records"). Loading validates everything and
raises :class:`RecordError` (a ``ValueError``) with a clear message; nothing read from
disk is ever evaluated.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dirty7.i18n.said import said
from dirty7.rules import (
    STANDARD,
    Event,
    IllegalMoveError,
    Move,
    Position,
    Variant,
    commitment,
    deal,
    format_position,
    parse_move,
    parse_position,
)
from dirty7.rules.schema import Fields, is_whole
from dirty7.rules.shuffle import SEED_LIMIT
from dirty7.store.app_version import app_label
from dirty7.store.jsonguard import parse_json, read_capped

#: 2 added ``nonce``, ``commitment`` and players as ``{"spec", "seed"}``; 3 added
#: ``replaced`` (earlier players of a seat); 1 and 2 still load. ``app`` (the program that
#: wrote the record, ``dirty7 0.2.0``) is written since 0.2.0 and optional: no version bump.
RECORD_VERSION = 3
#: Far more moves than any game; bounds the replay a loaded record can ask for.
MAX_MOVES = 20_000
_MAX_MOVE_TEXT = 40
_MAX_START_TEXT = 1_000
_MAX_PLAYER_NAME = 1_000
#: Earlier players a record may name (each ``--load`` played on adds at most two).
_MAX_REPLACED = 100
#: The ``kind`` of a mid-game export (:func:`dirty7.game.export.snapshot`): the position
#: as its player saw it, without the deal, so it is refused wherever a record is read.
SNAPSHOT_KIND = "snapshot"
#: How a record's messages name it ("game record field 'seed' must be …").
WHAT = "game record"
SNAPSHOT_REFUSAL = said("it is a mid-game snapshot (the position as its player saw it, "
                        "without the deal), not a game record: it cannot be verified or "
                        "played on; the full record is exported once the game is over")


class RecordError(ValueError):
    """A game record that cannot be read or does not replay."""


class ReplayError(RecordError):
    """A recorded move that does not replay: not a move at all, or one the rules forbid.

    Why its parts are kept: each reader words it its own way (``--load`` says "does not
    replay", ``dirty7 verify`` "is not a move" or "is illegal"), from the one walk.
    """

    def __init__(self, index: int, text: str, reason: str, *, notation: bool,
                 detail: str, over: bool = False) -> None:
        self.index, self.text, self.reason, self.notation = index, text, reason, notation
        #: The move came after the game had ended.
        self.over = over
        super().__init__(f"move {index + 1} ({text!r}) does not replay: {detail}")


@dataclass(frozen=True)
class Step:
    """One recorded move as it was made: what :meth:`GameRecord.steps` yields.

    ``before`` and ``after`` are positions of their own (never changed by the walk, and
    ``after`` is the next step's ``before``): read them, copy one to play on from it.
    """

    #: The move's index in the record (0-based: move ``index + 1`` in words).
    index: int
    before: Position
    #: The seat that made the move (``before.to_move``).
    seat: int
    move: Move
    #: What the move did (dirty7.rules events: CardPlayed, CardDrawn, ...), in order.
    events: tuple[Event, ...]
    after: Position = field(repr=False)


@dataclass(frozen=True)
class Replaced:
    """A player who played a seat's moves until another took over.

    Why: a game opened with ``--load`` is played on by whoever plays that seat here (the
    player, and the difficulty chosen now); the record keeps who made the earlier moves,
    so that ``dirty7 verify`` re-runs each move with the player that really made it.
    """

    seat: int
    spec: str
    seed: int | None
    #: How many of the record's moves had been made when this player was replaced.
    until: int


@dataclass
class GameRecord:
    """How a game started and every move since, in notation."""

    seed: int | None = None
    first: int = 0  # the seat that started this game (``variant.first`` is the session's rule)
    start: str | None = None
    variant: Variant = STANDARD
    moves: list[str] = field(default_factory=list)
    players: list[str] = field(default_factory=lambda: ["human", "computer"])
    #: Each seat's strategy seed (None: a human, or a record from before seeds were kept).
    seeds: list[int | None] = field(default_factory=lambda: [None, None])
    #: The seal of a deal the program picked (32 hex digits); None for a chosen deal.
    nonce: str | None = None
    #: SHA-256 of seed and nonce (hex) as shown before the deal; ``dirty7 verify`` checks it.
    commitment: str | None = None
    #: Earlier players of a seat, oldest first; ``players`` and ``seeds`` are the latest.
    replaced: list[Replaced] = field(default_factory=list)
    #: How many of the player's plays were taken back (the moves are the final ones);
    #: written only when above 0, so older records and readers are unaffected.
    take_backs: int = 0

    def seal(self, nonce: str) -> None:
        """Seal the deal with ``nonce``: the commitment is computed from seed and nonce."""
        if self.seed is None:
            raise ValueError("only a dealt game (a seed) can be sealed")
        self.nonce, self.commitment = nonce, commitment(self.seed, nonce)

    def replace_player(self, seat: int, spec: str, seed: int | None) -> None:
        """From the next move on, ``seat`` is played by ``spec`` with ``seed``.

        The player it replaces is kept in :attr:`replaced` (nothing changes when it is the
        same player with the same seed).
        """
        if (self.players[seat], self.seeds[seat]) == (spec, seed):
            return
        self.replaced = [*self.replaced, Replaced(seat, self.players[seat], self.seeds[seat],
                                                  len(self.moves))]
        self.players = [spec if s == seat else p for s, p in enumerate(self.players)]
        self.seeds = [seed if s == seat else v for s, v in enumerate(self.seeds)]

    def player_at(self, seat: int, index: int) -> tuple[str, int | None]:
        """Who made move ``index`` (0-based) if ``seat`` made it: (spec, seed)."""
        for earlier in self.replaced:
            if earlier.seat == seat and index < earlier.until:
                return earlier.spec, earlier.seed
        return self.players[seat], self.seeds[seat]

    def initial_position(self) -> Position:
        if self.start is not None:
            return parse_position(self.start, seven_stack=self.variant.seven_stack,
                                  variant=self.variant)
        if self.seed is None:  # loading refuses such a record; one made in code may lack both
            raise ValueError("a game record needs a seed or a start position")
        return deal(self.seed, self.first, variant=self.variant)

    def steps(self) -> Iterator[Step]:
        """Every recorded move once, in order, checked: the one replay of a record.

        Why one: verify, review, catch-up, the controller's resume and ``--load`` each need
        the positions a record went through; walking them in one place means they agree on
        what a move did and on which move is the first that does not replay
        (:class:`ReplayError`, raised when the walk reaches it).
        """
        position = self.initial_position()
        for index, text in enumerate(self.moves):
            try:
                move = parse_move(text)
            except ValueError as exc:  # NotationError, a bad suit
                raise ReplayError(index, text, str(exc), notation=True,
                                  detail=str(exc)) from None
            reason = position.explain_illegal(move)
            if reason is not None:
                raise ReplayError(index, text, reason, notation=False, over=position.is_over,
                                  detail=str(IllegalMoveError(move, position, reason))) from None
            after = position.copy()
            events: list[Event] = []
            try:
                after.push(move, events)
            except (ValueError, IndexError, KeyError) as exc:  # pragma: no cover - a legal
                # move always applies; the text came from a file, so a surprise is the file's
                raise ReplayError(index, text, str(exc), notation=False,
                                  detail=str(exc)) from None
            yield Step(index, position, position.to_move, move, tuple(events), after)
            position = after

    def replay(self) -> Position:
        """The position after every recorded move; raises RecordError if one is illegal."""
        position = self.initial_position()
        for step in self.steps():
            position = step.after
        return position

    def digest(self) -> str:
        """A stable id for this record (a loaded game's), so loading one file twice counts
        one game in the statistics."""
        import hashlib

        data = self.to_dict()
        data.pop("app")  # the same file loaded by a newer version is still the same game
        text = json.dumps(data, sort_keys=True)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {
            "version": RECORD_VERSION,
            "app": app_label(),  # the program that wrote it; read by no check
            "seed": self.seed,
            "first": self.first,
            "start": self.start,
            "deal": None if self.seed is None else format_position(self.initial_position()),
            "nonce": self.nonce,
            "commitment": self.commitment,
            "variant": self.variant.to_dict(),
            "players": [p if s is None else {"spec": p, "seed": s}
                        for p, s in zip(self.players, self.seeds, strict=True)],
            **({"replaced": [{"seat": r.seat, "spec": r.spec, "seed": r.seed, "until": r.until}
                             for r in self.replaced]} if self.replaced else {}),
            **({"take_backs": self.take_backs} if self.take_backs else {}),
            "moves": list(self.moves),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Validate and build a record; replays it to check every move.

        Every field is read through :class:`~dirty7.rules.schema.Fields` (the one validation
        layer of everything read from disk or another process), so a bad field is refused
        as ``game record field '<key>' must be …, not …`` like a bad setting or save.
        """
        if isinstance(data, dict) and data.get("kind") == SNAPSHOT_KIND:
            raise RecordError(SNAPSHOT_REFUSAL)
        fields = Fields(data, WHAT, RecordError)
        version = data.get("version")
        if is_whole(version) and version > RECORD_VERSION:
            raise RecordError(said("record version {version} is newer than this game "
                                   "understands ({ours})", version=version, ours=RECORD_VERSION))
        fields.whole("version", 1, RECORD_VERSION)
        seed, start = data.get("seed"), data.get("start")
        if (seed is None) == (start is None):
            raise RecordError(said("game record fields 'seed' and 'start': exactly one of "
                                   "them must be given"))
        if seed is not None:
            fields.whole("seed", 0, SEED_LIMIT - 1)
        if start is not None:
            fields.text("start", _MAX_START_TEXT)
        first = fields.whole("first", 0, 1, default=0)
        variant = _variant(data.get("variant", {}))
        moves = move_texts(fields)
        players, seeds = _players(fields)
        take_backs = fields.whole("take_backs", 0, MAX_MOVES, default=0)
        record = cls(seed=seed, first=first, start=start, variant=variant,
                     moves=list(moves), players=players, seeds=seeds, nonce=_nonce(fields),
                     commitment=data.get("commitment"),
                     replaced=parse_replaced(data.get("replaced", []), len(moves)),
                     take_backs=take_backs)
        if start is not None:
            try:
                record.initial_position()
            except (ValueError, IndexError, KeyError) as exc:  # NotationError and deeper
                fields.fail("start", f"a starting position in notation ({exc})")
        record.replay()
        return record

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Parse (within the limits of :mod:`dirty7.store.jsonguard`) and validate."""
        try:
            data = parse_json(text)
        except ValueError as exc:
            raise RecordError(said("not a game record (bad JSON: {reason})", reason=exc)) from None
        return cls.from_dict(data)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record file: a regular file of at most 4 MB (refused before reading)."""
        try:
            text = read_capped(path).decode("utf-8")
        except OSError as exc:
            raise RecordError(said("cannot read game record {path}: {reason}", path=path,
                                   reason=exc.strerror or exc)) from None
        except UnicodeDecodeError:
            raise RecordError(said("cannot read game record {path}: it is not UTF-8 text",
                                   path=path)) from None
        except ValueError as exc:  # not a regular file, too large
            raise RecordError(said("cannot read game record {path}: {reason}", path=path,
                                   reason=exc)) from None
        return cls.from_json(text)


def _variant(data: Any) -> Variant:
    """The record's ``variant`` object; the rules check its fields (:class:`Variant`)."""
    Fields(data, f"{WHAT}'s variant", RecordError)
    try:
        return Variant.from_dict(data)
    except ValueError as exc:  # "variant field 'seven_stack' must be true or false, …"
        raise RecordError(f"{WHAT}'s {exc}") from None


def move_texts(fields: Fields) -> list[str]:
    """The record's ``moves`` as texts, not yet replayed (``dirty7 verify`` replays them one
    by one; :meth:`GameRecord.from_dict` all at once)."""
    moves = fields.items("moves", MAX_MOVES, must="a list of move notations")
    return fields.each("moves", moves, _move_text,
                       f"a list of move notations (each at most {_MAX_MOVE_TEXT} characters)")


def _move_text(text: Any) -> str:
    """One move as the record holds it: notation, checked when the record replays."""
    if not isinstance(text, str) or len(text) > _MAX_MOVE_TEXT:
        raise ValueError("not move notation")
    return text


def _players(fields: Fields) -> tuple[list[str], list[int | None]]:
    """Two seats, each a name/spec or ``{"spec": str, "seed": int}``; RecordError if not."""
    must = "two players (each a name, or an object with 'spec' and 'seed')"
    players = fields.items("players", 2, default=["human", "computer"], must=must)
    if len(players) != 2:
        fields.fail("players", must, players)
    specs, seeds = zip(*(_player(player, f"{WHAT}'s players[{seat}]")
                         for seat, player in enumerate(players)), strict=True)
    return list(specs), list(seeds)


def _player(player: Any, what: str) -> tuple[str, int | None]:
    """One player: a name/spec, or ``{"spec": str, "seed": int or null}``."""
    if not isinstance(player, dict):
        player = {"spec": player}
    fields = Fields(player, what, RecordError)
    return (fields.name("spec", _MAX_PLAYER_NAME),
            fields.whole("seed", 0, SEED_LIMIT - 1, optional=True, default=None))


def parse_replaced(entries: Any, moves: int) -> list[Replaced]:
    """``replaced``: earlier players, each ``{"seat", "spec", "seed", "until"}``, in order."""
    entries = Fields({"replaced": entries}, WHAT, RecordError).items(
        "replaced", _MAX_REPLACED, must="a list of earlier players")
    out: list[Replaced] = []
    for index, entry in enumerate(entries):
        what = f"{WHAT}'s replaced[{index}]"
        fields = Fields(entry, what, RecordError)
        seat = fields.whole("seat", 0, 1)
        until = fields.whole("until", out[-1].until if out else 0, moves)
        spec, seed = _player({"spec": entry.get("spec"), "seed": entry.get("seed")}, what)
        out.append(Replaced(seat, spec, seed, until))
    return out


def _nonce(fields: Fields) -> str | None:
    """The record's nonce (32 lowercase hex digits, only with a seed) or None.

    A ``commitment`` that does not match is *not* refused here: the record still replays,
    and ``dirty7 verify`` is the one that says the seal is broken.
    """
    data = fields.data
    nonce, sealed = data.get("nonce"), data.get("commitment")
    if nonce is None:
        if sealed is not None:
            fields.fail("nonce", "given with a 'commitment'")
        return None
    if sealed is None:
        fields.fail("commitment", "given with a 'nonce'")
    if data.get("seed") is None:
        fields.fail("nonce", "given only with a 'seed'")
    if (not isinstance(nonce, str) or len(nonce) != 32
            or any(c not in "0123456789abcdef" for c in nonce)):
        fields.fail("nonce", "32 lowercase hex digits", nonce)
    if not isinstance(sealed, str) or len(sealed) != 64:
        fields.fail("commitment", "64 hex digits", sealed)
    return nonce
