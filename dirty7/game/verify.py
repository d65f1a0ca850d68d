"""``dirty7 verify``: check that a game record is a fair game, from the record alone.

Why: "the computer cheats" is the complaint every card game hears; this proves it did not.
The checks, each from what the record holds: (1) the commitment shown before the deal is
SHA-256 of the revealed seed and nonce, (2) the deal is the one the seed gives
(docs/RULES.md, "The shuffle"), (3) every move is legal, (4) every player the record names
is a person or a valid strategy spec (:mod:`dirty7.game.claims`), and (5) every move of a
built-in level is what that level plays, created from the recorded spec and seed and shown
only the views of its own seat, one after another, rebuilt by replaying the record — so
the hidden cards were never an input to its decisions.

The verdict is one of three (:mod:`dirty7.game.verdict`): verified, legal only (named
moves were not re-run, and why) or refused. Re-running is bounded: the declared work of
the moves to re-run is known before any runs, players past ``max_work`` are checked for
legality only, and the re-run stops at the first move that differs.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dirty7.game.catchup import catch_up
from dirty7.game.claims import (
    DEFAULT_MAX_WORK,
    LEGAL,
    RERUN,
    Player,
    judge,
    players_of,
    refusal,
    within_bound,
)
from dirty7.game.phrase_words import kept_phrase
from dirty7.game.record import (
    WHAT,
    GameRecord,
    RecordError,
    ReplayError,
    move_texts,
    parse_replaced,
)
from dirty7.game.seats.seat_factory import PlayerSpec, strategy_for
from dirty7.game.verdict import Check, LegalOnly, MoveCheck, Verdict, describe
from dirty7.i18n.said import csaid, joined, nsaid, reason_of, said
from dirty7.rules import commitment, format_position, parse_move
from dirty7.rules.schema import Fields
from dirty7.store.jsonguard import MAX_FILE_BYTES, parse_json, read_capped, read_lines_capped

#: ``progress(done, total)``: computer moves re-run so far, of those to re-run.
Progress = Callable[[int, int], None]


class Unreadable(ValueError):
    """The file is not a game record at all (verify's exit status 2)."""


def load(path: str | Path) -> tuple[GameRecord, dict[str, Any]]:
    """The record's fields (moves unchecked) and its raw JSON; Unreadable if it is not one."""
    try:
        data = parse_json(read_capped(path).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise Unreadable(said("cannot read game record {path}: {reason}", path=path,
                              reason=exc)) from None
    return record_of(data, str(path)), data


def record_of(data: Any, where: str) -> GameRecord:
    """The record in ``data`` (JSON as read) with its moves unchecked, which the checks
    replay one by one; Unreadable, its message starting with ``where``, if it is not one."""
    try:  # everything but the moves, which the checks replay one by one, and the players
        # replaced along them (checked against the moves' count, not against none)
        moves = move_texts(Fields(data, WHAT, RecordError))
        record = GameRecord.from_dict({**copy.deepcopy(data), "moves": [], "replaced": []})
        record.replaced = parse_replaced(data.get("replaced", []), len(moves))
    except RecordError as exc:
        raise Unreadable(said("{where}: {reason}", where=where,
                              reason=reason_of(exc))) from None
    record.moves = list(moves)
    return record


def verify_file(path: str | Path, *, max_work: int | None = DEFAULT_MAX_WORK,
                progress: Progress | None = None) -> Verdict:
    """Run the checks on the record in ``path`` (Unreadable if it is not a record)."""
    record, data = load(path)
    return verify(record, data, max_work=max_work, progress=progress)


@dataclass(frozen=True)
class LineVerdict:
    """One line of a file of records (``dirty7 selfplay``'s): its verdict, or why it is
    no record (``damaged``)."""

    line: int  # 1-based
    verdict: Verdict | None = None
    damaged: str | None = None


def verify_lines(path: str | Path, *, max_work: int | None = DEFAULT_MAX_WORK,
                 progress: Progress | None = None) -> Iterator[LineVerdict]:
    """Run the checks on every line of the JSON Lines file ``path``, one record a line
    (``max_work`` bounds each line's re-running); a line that is no record is ``damaged``,
    and the next is checked. Blank lines are skipped. Unreadable if the file cannot be read.
    """
    for number, raw in _numbered_lines(path):
        if raw is not None and not raw.strip():
            continue
        try:
            if raw is None:
                raise Unreadable(said("it is longer than {size} MB",
                                      size=MAX_FILE_BYTES // 2**20))
            try:
                data = parse_json(raw.decode("utf-8"))
            except (UnicodeDecodeError, ValueError) as exc:
                raise Unreadable(said("it is not a game record: {reason}", reason=exc)) from None
            record = record_of(data, said("it is not a game record"))
        except Unreadable as exc:
            yield LineVerdict(number, damaged=exc.args[0])
            continue
        yield LineVerdict(number, verify(record, data, max_work=max_work, progress=progress))


def _numbered_lines(path: str | Path) -> Iterator[tuple[int, bytes | None]]:
    try:
        yield from enumerate(read_lines_capped(path), start=1)
    except (OSError, ValueError) as exc:  # not a regular file, no permission...
        raise Unreadable(said("cannot read game records {path}: {reason}", path=path,
                              reason=exc)) from None


def verify(record: GameRecord, data: dict[str, Any] | None = None, *,
           max_work: int | None = DEFAULT_MAX_WORK,
           progress: Progress | None = None) -> Verdict:
    """The checks on ``record``; ``data`` is its JSON as read (for the stored deal).

    ``max_work`` bounds the re-running (see :mod:`dirty7.game.claims`; None: no bound);
    ``progress`` is told each computer move re-run.
    """
    data = record.to_dict() if data is None else data
    verdict = Verdict(max_work=max_work)
    verdict.checks.append(_seal(record))
    verdict.checks.append(_deal(record, data))
    legal, movers = _legality(record)
    verdict.checks.append(legal)
    network = isinstance(data.get("network"), dict)  # a joint record: people in both seats
    players = [judge(p, sealed=record.nonce is not None, network=network)
               for p in players_of(record, movers)]
    refused = refusal(players, network)
    verdict.checks.append(Check(csaid("verify check", "players"), refused is None,
                                refused or _named(players)))
    verdict.work = within_bound(players, max_work)
    verdict.legal_only = [LegalOnly(p.seat, p.spec, p.reason, [i + 1 for i in p.moves])
                          for p in players if p.kind == LEGAL and p.moves]
    if verdict.failure is not None:
        verdict.checks.append(Check(csaid("verify check", "computer moves"), True,
                                    said("not re-run: an earlier check failed"), skipped=True))
        return verdict
    rerun = {p.key for p in players if p.kind == RERUN and p.moves}
    stopped = _rerun(record, movers, rerun, verdict, progress)
    verdict.checks.append(_replay_check(verdict, stopped))
    return verdict


def _seal(record: GameRecord) -> Check:
    name = csaid("verify check", "seal")
    if record.nonce is None:
        return Check(name, True, said("no seal: the deal was chosen (or set up), not drawn"))
    if record.seed is None:  # loading refuses a nonce without a seed; one made in code may not
        raise ValueError("a sealed record needs its seed")
    expected = commitment(record.seed, record.nonce)
    if expected != record.commitment:
        return Check(name, False, said("SHA-256 of seed {seed} and nonce {nonce} is "
                                       "{expected}, not the commitment {commitment}",
                                       seed=record.seed, nonce=record.nonce,
                                       expected=expected, commitment=record.commitment))
    return Check(name, True, said("SHA-256 of seed {seed} and nonce {nonce} is the "
                                  "commitment {commitment}", seed=record.seed,
                                  nonce=record.nonce, commitment=record.commitment))


def _deal(record: GameRecord, data: dict[str, Any]) -> Check:
    name = csaid("verify check", "deal")
    if record.seed is None:
        return Check(name, True, said("the game started from a set position, not a deal"))
    dealt = format_position(record.initial_position())
    stored = data.get("deal")
    if stored is not None and stored != dealt:
        return Check(name, False, said("the record's deal {stored} is not the one seed "
                                       "{seed} gives: {dealt}", stored=stored,
                                       seed=record.seed, dealt=dealt))
    return Check(name, True, said("seed {seed} deals {dealt}", seed=record.seed, dealt=dealt))


def _legality(record: GameRecord) -> tuple[Check, list[int]]:
    """Check 3, every move legal (cheap: no strategy runs), and the seat of each move."""
    name = csaid("verify check", "moves")
    movers: list[int] = []
    try:
        for step in record.steps():
            movers.append(step.seat)
    except ReplayError as bad:
        number = bad.index + 1
        if bad.notation:
            return (Check(name, False, said("move {number} ({text}) is not a move: {reason}",
                                            number=number, text=repr(bad.text),
                                            reason=bad.reason)), movers)
        reason = said("the game is over") if bad.over else kept_phrase(bad.reason)
        return Check(name, False, said("move {number} ({text}) is illegal: {reason}",
                                       number=number, text=bad.text, reason=reason)), movers
    count = len(record.moves)
    return Check(name, True, nsaid("{count} move, every one legal",
                                   "{count} moves, every one legal", count, count=count)), movers


def _named(players: list[Player]) -> str:
    """``seat 0 human (12 moves); seat 1 medium, seed 5 (11 moves)``."""
    def one(p: Player) -> str:
        count = len(p.moves)
        if p.seed is None:
            return nsaid("seat {seat} {spec} ({count} move)", "seat {seat} {spec} ({count} moves)",
                         count, seat=p.seat, spec=p.spec, count=count)
        return nsaid("seat {seat} {spec}, seed {seed} ({count} move)",
                     "seat {seat} {spec}, seed {seed} ({count} moves)", count, seat=p.seat,
                     spec=p.spec, seed=p.seed, count=count)
    return joined([one(p) for p in players])


def _rerun(record: GameRecord, movers: list[int], rerun: set[tuple[int, str, int | None]],
           verdict: Verdict, progress: Progress | None) -> int | None:
    """Check 5: re-run each move of the players in ``rerun`` from its seat's own views.

    A seat's player may change during the record (``replaced``: a loaded game played on);
    the one that takes over is created then and shown the seat's earlier views first, as
    the game did (:mod:`dirty7.game.catchup`). Stops at the first move that differs, and
    returns its index (None when none does).
    """
    total = sum(1 for i, seat in enumerate(movers) if (seat, *record.player_at(seat, i)) in rerun)
    if not total:
        return None
    playing: dict[int, tuple[tuple[int, str, int | None], Any]] = {}
    history: dict[int, list[tuple[Any, int]]] = {0: [], 1: []}
    done = 0
    for step in record.steps():
        seat = step.seat
        key = (seat, *record.player_at(seat, step.index))
        if seat not in playing or playing[seat][0] != key:
            strategy = rerun_player(key[1], key[2]) if key in rerun else None
            if strategy is not None:
                catch_up(strategy, history[seat])
            playing[seat] = (key, strategy)
        view = step.before.view(seat)
        strategy = playing[seat][1]
        if strategy is not None:
            check = _decide(strategy, view, step.index, key, str(step.move))
            verdict.moves.append(check)
            done += 1
            if progress is not None:
                progress(done, total)
            if not check.ok:
                return step.index
            if done == total:
                return None
        history[seat].append((view, int(step.move)))
    return None


def rerun_player(spec: str, seed: int | None) -> Any:
    """The player that re-runs a recorded seat: the one place verify builds a seat (a
    built-in level, unguarded, in this process: a failure is the record's, not replaced)."""
    return strategy_for(PlayerSpec(spec, seed), exact=True)


def _decide(strategy: Any, view: Any, index: int, key: tuple[int, str, int | None],
            recorded: str) -> MoveCheck:
    """One re-run decision; a strategy that fails on it fails the check (no traceback)."""
    seat, spec, _seed = key
    try:
        replayed = str(parse_move(str(strategy.choose(view))))
    except Exception as exc:  # noqa: BLE001 - whatever a level raises, the move is not its
        return MoveCheck(index + 1, seat, spec, recorded, None, False,
                         f"{type(exc).__name__}: {exc}")
    return MoveCheck(index + 1, seat, spec, recorded, replayed, replayed == recorded)


def _replay_check(verdict: Verdict, stopped: int | None) -> Check:
    moves = verdict.moves
    detail = nsaid("{count} move of built-in levels re-run from their own views",
                   "{count} moves of built-in levels re-run from their own views", len(moves),
                   count=len(moves))
    if stopped is not None:
        detail = said("{detail}; stopped at move {number}, the first that is not what its "
                      "player plays", detail=detail, number=stopped + 1)
    if verdict.legal_only:
        detail = said("{detail}; checked for legality only: {players}", detail=detail,
                      players=joined([p.text() for p in verdict.legal_only]))
    return Check(csaid("verify check", "computer moves"), all(m.ok for m in moves), detail)


__all__ = ["Check", "LegalOnly", "LineVerdict", "MoveCheck", "Unreadable", "Verdict", "describe",
           "load", "record_of", "verify", "verify_file", "verify_lines"]
