"""``dirty7 verify``: check that a game record is a fair game, from the record alone.

Why: "the computer cheats" is the complaint every card game hears; this proves it did not.
Four checks, each from what the record holds: (1) the commitment shown before the deal is
SHA-256 of the revealed seed and nonce, (2) the deal is the one the seed gives
(docs/RULES.md, "The shuffle"), (3) every move is legal, and (4) every move of a built-in
level is what that level plays, created from the recorded spec and seed and shown only the
views of its own seat, one after another, rebuilt by replaying the record — so the hidden
cards were never an input to its decisions.
"""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from dirty7.ai.registry import StrategyError, create_strategy, find_strategy, is_builtin, parse_spec
from dirty7.game.catchup import catch_up
from dirty7.game.record import MAX_MOVES, GameRecord, RecordError, parse_replaced
from dirty7.rules import commitment, format_position, parse_move
from dirty7.store.jsonguard import parse_json, read_capped


@dataclass
class Check:
    """One of the four checks: its name, whether it holds, and what was found."""

    name: str
    ok: bool
    detail: str


@dataclass
class MoveCheck:
    """One computer move re-run: move number (1-based), seat, spec, recorded and replayed."""

    number: int
    seat: int
    spec: str
    recorded: str
    replayed: str | None
    ok: bool


@dataclass
class Verdict:
    """Everything ``verify`` found; ``failure`` names the first check or move that fails."""

    checks: list[Check] = field(default_factory=list)
    moves: list[MoveCheck] = field(default_factory=list)

    @property
    def moves_checked(self) -> int:
        return len(self.moves)

    @property
    def failure(self) -> str | None:
        for check in self.checks:
            if not check.ok and check.name != "computer moves":
                return f"{check.name}: {check.detail}"
        for move in self.moves:
            if not move.ok:
                return describe(move)
        return None

    @property
    def ok(self) -> bool:
        return self.failure is None

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "checks": [asdict(c) for c in self.checks],
                "moves_checked": self.moves_checked, "failure": self.failure,
                "moves": [asdict(m) for m in self.moves]}

    def lines(self) -> list[str]:
        """The report for people: a line per check and per computer move, then the verdict."""
        out = [f"{c.name}: {'ok' if c.ok else 'FAILED'} — {c.detail}" for c in self.checks[:3]]
        out += [describe(m) for m in self.moves]
        out += [f"{c.name}: {'ok' if c.ok else 'FAILED'} — {c.detail}" for c in self.checks[3:]]
        failure = self.failure
        out.append("verified: every check holds" if failure is None
                   else f"verify failed: {failure}")
        return out


def describe(move: MoveCheck) -> str:
    """``move 12 (seat 1, hard:iterations=900): 7H reproduced`` or what it played instead."""
    head = f"move {move.number} (seat {move.seat}, {move.spec}): "
    if move.ok:
        return head + f"{move.recorded} reproduced"
    return head + f"recorded {move.recorded}, but the strategy plays {move.replayed}"


class Unreadable(ValueError):
    """The file is not a game record at all (verify's exit status 2)."""


def load(path: str | Path) -> tuple[GameRecord, dict[str, Any]]:
    """The record's fields (moves unchecked) and its raw JSON; Unreadable if it is not one."""
    try:
        data = parse_json(read_capped(path).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise Unreadable(f"cannot read game record {path}: {exc}") from None
    if not isinstance(data, dict):
        raise Unreadable(f"{path}: a game record must be a JSON object")
    moves = data.get("moves")
    if (not isinstance(moves, list) or len(moves) > MAX_MOVES
            or not all(isinstance(m, str) and len(m) <= 40 for m in moves)):
        raise Unreadable(f"{path}: 'moves' must be a list of move notation strings")
    try:  # everything but the moves, which the checks replay one by one, and the players
        # replaced along them (checked against the moves' count, not against none)
        record = GameRecord.from_dict({**copy.deepcopy(data), "moves": [], "replaced": []})
        record.replaced = parse_replaced(data.get("replaced", []), len(moves))
    except RecordError as exc:
        raise Unreadable(f"{path}: {exc}") from None
    record.moves = list(moves)
    return record, data


def verify_file(path: str | Path) -> Verdict:
    """Run the four checks on the record in ``path`` (Unreadable if it is not a record)."""
    record, data = load(path)
    return verify(record, data)


def verify(record: GameRecord, data: dict[str, Any] | None = None) -> Verdict:
    """The four checks on ``record``; ``data`` is its JSON as read (for the stored deal)."""
    data = record.to_dict() if data is None else data
    verdict = Verdict()
    verdict.checks.append(_seal(record))
    verdict.checks.append(_deal(record, data))
    verdict.checks.extend(_replay(record, verdict))
    return verdict


def _seal(record: GameRecord) -> Check:
    if record.nonce is None:
        return Check("seal", True, "no seal: the deal was chosen (or set up), not drawn")
    expected = commitment(record.seed, record.nonce)
    if expected != record.commitment:
        return Check("seal", False, f"SHA-256 of seed {record.seed} and nonce {record.nonce} "
                                    f"is {expected}, not the commitment {record.commitment}")
    return Check("seal", True, f"SHA-256 of seed {record.seed} and nonce {record.nonce} "
                               f"is the commitment {record.commitment}")


def _deal(record: GameRecord, data: dict[str, Any]) -> Check:
    if record.seed is None:
        return Check("deal", True, "the game started from a set position, not a deal")
    dealt = format_position(record.initial_position())
    stored = data.get("deal")
    if stored is not None and stored != dealt:
        return Check("deal", False, f"the record's deal {stored} is not the one seed "
                                    f"{record.seed} gives: {dealt}")
    return Check("deal", True, f"seed {record.seed} deals {dealt}")


def _builtin(spec: str, seed: int | None) -> Any | None:
    """A fresh instance of the built-in level ``spec`` with ``seed``; None for anything else
    (a human, a plugin, a record without seeds, a spec with bad options)."""
    if seed is None:
        return None
    try:
        name, _ = parse_spec(spec)
        return create_strategy(spec, seed=seed) if is_builtin(find_strategy(name)) else None
    except StrategyError:
        return None


def _not_rerun(record: GameRecord) -> list[str]:
    """The computer players of ``record`` that verify cannot re-run, for the report."""
    players = [(r.seat, r.spec, r.seed) for r in record.replaced]
    players += [(s, p, seed) for s, (p, seed) in enumerate(zip(record.players, record.seeds,
                                                               strict=True))]
    out = []
    for seat, spec, seed in players:
        name = f"seat {seat} ({spec})"
        if spec != "human" and name not in out and _builtin(spec, seed) is None:
            out.append(name)
    return out


def _replay(record: GameRecord, verdict: Verdict) -> list[Check]:
    """Check 3 (each move legal) while re-running each built-in seat's decisions (check 4).

    A seat's player may change during the record (``replaced``: a loaded game played on);
    the one that takes over is created then and shown the seat's earlier views first, as
    the game did (:mod:`dirty7.game.catchup`).
    """
    position = record.initial_position()
    playing: dict[int, tuple[str, int | None, Any]] = {}
    history: dict[int, list[tuple[Any, int]]] = {0: [], 1: []}
    for i, text in enumerate(record.moves):
        try:
            move = parse_move(text)
        except ValueError as exc:
            return [Check("moves", False, f"move {i + 1} ({text!r}) is not a move: {exc}")]
        reason = "the game is over" if position.is_over else position.explain_illegal(move)
        if reason is not None:
            return [Check("moves", False, f"move {i + 1} ({text}) is illegal: {reason}")]
        seat = position.to_move
        spec, seed = record.player_at(seat, i)
        if seat not in playing or playing[seat][:2] != (spec, seed):
            strategy = _builtin(spec, seed)
            if strategy is not None:
                catch_up(strategy, history[seat])
            playing[seat] = (spec, seed, strategy)
        view = position.view(seat)
        strategy = playing[seat][2]
        if strategy is not None:
            replayed = str(parse_move(str(strategy.choose(view))))
            verdict.moves.append(MoveCheck(i + 1, seat, spec, str(move), replayed,
                                           replayed == str(move)))
        history[seat].append((view, int(move)))
        position.push(move)
    others = _not_rerun(record)
    return [Check("moves", True, f"{len(record.moves)} moves, every one legal"),
            Check("computer moves", all(m.ok for m in verdict.moves),
                  f"{len(verdict.moves)} moves of built-in levels re-run from their own views"
                  + (f"; not re-run: {', '.join(others)} (no seed recorded, or not a "
                     "built-in level)" if others else ""))]


__all__ = ["Check", "MoveCheck", "Unreadable", "Verdict", "load", "verify", "verify_file"]
