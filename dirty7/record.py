"""Game records: the deal, the variant and the moves, saved as JSON and replayed.

A record is enough to rebuild every position of a game exactly — the deal comes from the
seed (or a starting position in notation) and the moves are notation strings — so saved
games, bug reports and replays need nothing else. Loading validates everything and
raises :class:`RecordError` (a ``ValueError``) with a clear message; nothing read from
disk is ever evaluated.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .rules import (
    STANDARD,
    IllegalMoveError,
    NotationError,
    Position,
    Variant,
    apply_move_with_events,
    deal,
    parse_move,
    parse_position,
)

RECORD_VERSION = 1


class RecordError(ValueError):
    """A game record that cannot be read or does not replay."""


@dataclass
class GameRecord:
    """How a game started and every move since, in notation."""

    seed: int | None = None
    first: int = 0  # the seat that started this game (``variant.first`` is the session's rule)
    start: str | None = None
    variant: Variant = STANDARD
    moves: list[str] = field(default_factory=list)
    players: list[str] = field(default_factory=lambda: ["human", "computer"])

    def initial_position(self) -> Position:
        if self.start is not None:
            return parse_position(self.start, seven_stack=self.variant.seven_stack)
        return deal(self.seed, self.first, variant=self.variant)

    def replay(self) -> Position:
        """The position after every recorded move; raises RecordError if one is illegal."""
        position = self.initial_position()
        for i, text in enumerate(self.moves):
            try:
                position, _ = apply_move_with_events(position, parse_move(text))
            except (IllegalMoveError, NotationError) as exc:
                raise RecordError(f"move {i + 1} ({text!r}) does not replay: {exc}") from None
        return position

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {
            "version": RECORD_VERSION,
            "seed": self.seed,
            "first": self.first,
            "start": self.start,
            "variant": self.variant.to_dict(),
            "players": list(self.players),
            "moves": list(self.moves),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Validate and build a record; replays it to check every move."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("a game record needs an integer 'version'")
        if version > RECORD_VERSION:
            raise RecordError(f"record version {version} is newer than this game understands "
                              f"({RECORD_VERSION})")
        seed, start = data.get("seed"), data.get("start")
        if (seed is None) == (start is None):
            raise RecordError("a game record needs exactly one of 'seed' and 'start'")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError(f"'seed' must be an integer, not {seed!r}")
        if start is not None and not isinstance(start, str):
            raise RecordError(f"'start' must be position notation, not {start!r}")
        first = data.get("first", 0)
        if first not in (0, 1) or isinstance(first, bool):
            raise RecordError(f"'first' must be 0 or 1, not {first!r}")
        variant = data.get("variant", {})
        if not isinstance(variant, dict):
            raise RecordError("'variant' must be an object")
        seven_stack = variant.get("seven_stack", False)
        if not isinstance(seven_stack, bool):
            raise RecordError(f"'variant.seven_stack' must be true or false, not {seven_stack!r}")
        try:
            variant = Variant.from_dict(variant)
        except ValueError as exc:
            raise RecordError(f"'variant': {exc}") from None
        moves = data.get("moves")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError("'moves' must be a list of move notation strings")
        players = data.get("players", ["human", "computer"])
        if (not isinstance(players, list) or len(players) != 2
                or not all(isinstance(p, str) for p in players)):
            raise RecordError("'players' must be a list of two names")
        record = cls(seed=seed, first=first, start=start, variant=variant,
                     moves=list(moves), players=list(players))
        if start is not None:
            try:
                record.initial_position()
            except NotationError as exc:
                raise RecordError(f"bad starting position: {exc}") from None
        record.replay()
        return record

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not a game record (bad JSON: {exc})") from None
        return cls.from_dict(data)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordError(f"cannot read game record {path}: {exc}") from None
        return cls.from_json(text)
