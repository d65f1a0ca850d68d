"""Who a record says played each seat, judged before ``dirty7 verify`` re-runs anything.

Why: a record can only be "verified" for the moves that were re-run, so every player it
names is first sorted into one of four kinds (README, "Fair play"):

- a person (``human``) in seat 0, the seat this game gives its player: checked for
  legality, as a person's moves can only be;
- a built-in level with a valid spec and its seed: re-run, move by move;
- checked for legality only, named in the verdict: a plugin (its code is not this
  project's and need not be deterministic), a strategy not installed here, a level whose
  record kept no seed (self-play records, which are not sealed), or a person claimed in
  seat 1 (this game never seats its player there);
- refused: a spec that is not a valid spec (unknown or out-of-range options, a stray
  comma, a name outside ASCII — a full-width ``ｍｅｄｉｕｍ`` is not ``medium``), the label
  ``computer`` (it names no strategy), a sealed game's level without its seed (a sealed
  game is the program's own, which records every computer seat's seed), or both seats
  played by people.

The work of re-running is bounded too: each decision of a level that searches declares
its cost (iterations × playout plies, the search's own budget), so a record's cost is
known before anything runs.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from dirty7.ai.hard.strategy import MAX_ITERATIONS
from dirty7.ai.registry import (
    StrategyError,
    accepted_options,
    available_strategies,
    create_strategy,
    is_builtin,
    parse_spec,
    validate_spec,
)
from dirty7.game.phrase_words import kept_phrase
from dirty7.game.record import GameRecord
from dirty7.i18n.said import Grouped, nsaid, said

#: The default bound on the work of re-running a record: search iterations × playout plies
#: summed over the moves re-run (``scripts/verify_bound.py`` prints what it is in seconds
#: on a machine: about 45 on the 2-core one it was chosen on).
DEFAULT_MAX_WORK = 100_000_000
#: The work of one decision of a level that does not search (Easy, Medium).
PLAIN_DECISION = 1
#: Plies a playout runs at most when the spec does not say (Hard's default ``max_plies``).
DEFAULT_PLAYOUT_PLIES = 40
#: Entry-point names, as packaging recommends them: letters, digits, ``_ . -``.
_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*\Z")

HUMAN, RERUN, LEGAL, REFUSE = "human", "rerun", "legal", "refuse"


@dataclass
class Player:
    """One player of one seat, as the record names it, and the moves it made (0-based)."""

    seat: int
    spec: str
    seed: int | None
    moves: list[int] = field(default_factory=list)
    kind: str = ""
    reason: str = ""
    #: The declared work of each of its decisions (a re-run player only).
    work_per_move: int = 0

    @property
    def key(self) -> tuple[int, str, int | None]:
        return self.seat, self.spec, self.seed

    @property
    def work(self) -> int:
        return self.work_per_move * len(self.moves)


def players_of(record: GameRecord, movers: list[int]) -> list[Player]:
    """Every player the record names (earlier ones first), with the moves each made;
    ``movers`` is the seat that made each move, as replaying found."""
    found: dict[tuple[int, str, int | None], Player] = {}
    for earlier in record.replaced:
        found.setdefault((earlier.seat, earlier.spec, earlier.seed),
                         Player(earlier.seat, earlier.spec, earlier.seed))
    for seat, (spec, seed) in enumerate(zip(record.players, record.seeds, strict=True)):
        found.setdefault((seat, spec, seed), Player(seat, spec, seed))
    for index, seat in enumerate(movers):
        spec, seed = record.player_at(seat, index)
        found[(seat, spec, seed)].moves.append(index)
    return list(found.values())


def judge(player: Player, *, sealed: bool, network: bool = False) -> Player:
    """Set ``player.kind`` (and ``reason``, ``work_per_move``); see the module docstring.

    In a ``network`` game's joint record (docs/NETWORK.md) a person may sit in either seat:
    the guest's player sits in seat 1."""
    kind, detail = _judge(player.spec, player.seed, sealed)
    player.kind = kind
    if kind == RERUN:
        player.work_per_move = decision_work(player.spec, detail)
    elif kind == HUMAN and player.seat != 0 and not network:
        player.kind, player.reason = LEGAL, said("a person, the record says; this game "
                                                 "seats its player in seat 0")
    else:
        player.reason = detail
    return player


def _judge(spec: str, seed: int | None, sealed: bool) -> tuple[str, Any]:
    if not spec.isascii():
        plain = unicodedata.normalize("NFKC", spec)
        if plain != spec:
            return REFUSE, said("not a strategy spec: a spec is ASCII text ({spec} reads "
                                "{plain} only once normalised: it is not that strategy)",
                                spec=repr(spec), plain=repr(plain))
        return REFUSE, said("not a strategy spec: a spec is ASCII text")
    try:
        name, options = parse_spec(spec)
    except StrategyError as exc:
        return REFUSE, said("not a strategy spec: {reason}", reason=kept_phrase(exc.reason))
    if not _NAME.match(name):
        return REFUSE, said("not a strategy spec: {name} is not a strategy name (letters, "
                            "digits, '_', '.' and '-')", name=repr(name))
    low = name.lower()
    if low == "human":
        return (HUMAN, "") if not options else (
            REFUSE, said("a person ('human') takes no options"))
    if low == "computer":
        return REFUSE, said("'computer' is a label, not a strategy: the record does not say "
                            "which level played, or with what seed")
    info = {i.name.lower(): i for i in available_strategies()}.get(low)
    if info is None:
        return LEGAL, said("not installed here")
    if not info.available:
        return LEGAL, said("unavailable here ({reason})", reason=kept_phrase(info.reason or ""))
    if not is_builtin(info):
        try:
            validate_spec(spec)  # names and options only: a plugin's code is not run here
        except StrategyError as exc:
            return REFUSE, said("not a valid spec: {reason}", reason=kept_phrase(exc.reason))
        return LEGAL, said("a plugin: its moves are not re-run")
    try:
        strategy = create_strategy(spec, seed=0 if seed is None else seed)
    except StrategyError as exc:
        return REFUSE, said("not a valid spec: {reason}", reason=kept_phrase(exc.reason))
    if seed is None:
        if sealed:
            return REFUSE, said("no seed recorded: a sealed game is this program's own, and "
                                "it records every computer seat's seed")
        return LEGAL, said("no seed recorded")
    return RERUN, strategy


def decision_work(spec: str, strategy: Any) -> int:
    """What one decision of ``strategy`` (made from ``spec``) declares it may cost.

    A level that searches (one that takes an ``iterations`` option) costs its iterations ×
    its playout plies; one that thinks for wall-clock time instead is counted at the
    iteration cap (200,000), the most it could do. Any other level costs
    :data:`PLAIN_DECISION`.
    """
    _name, options = parse_spec(spec)
    iterations = options.get("iterations", getattr(strategy, "iterations", None))
    if iterations is None:
        if "iterations" not in (accepted_options(type(strategy)) or ()):
            return PLAIN_DECISION
        iterations = MAX_ITERATIONS
    plies = options.get("max_plies", getattr(strategy, "max_plies", DEFAULT_PLAYOUT_PLIES))
    return max(PLAIN_DECISION, int(iterations) * int(plies))


def refusal(players: list[Player], network: bool = False) -> str | None:
    """Why the players the record names make it refused, or None (two people may play a
    ``network`` game, one at each program)."""
    for player in players:
        if player.kind == REFUSE:
            return said("seat {seat} ({spec}): {reason}", seat=player.seat,
                        spec=repr(player.spec), reason=player.reason)
    people = {p.seat for p in players if p.spec.strip().lower() == "human"}
    if people == {0, 1} and not network:
        return said("both seats are played by a person ('human'), the record says: a game "
                    "here always has a computer seat, and nothing of it could be re-run")
    return None


def within_bound(players: list[Player], max_work: int | None) -> int:
    """Keep re-running the cheapest players whose work fits in ``max_work`` (None: no
    bound); the rest become legality-only, the bound named. The work kept is returned."""
    kept = 0
    for player in sorted((p for p in players if p.kind == RERUN and p.moves),
                         key=lambda p: p.work):
        if max_work is None or kept + player.work <= max_work:
            kept += player.work
            continue
        player.kind = LEGAL
        player.reason = nsaid("over the work bound: {work} units for its {count} move, "
                              "{bound} allowed in all (--max-work N, --no-limit)",
                              "over the work bound: {work} units for its {count} moves, "
                              "{bound} allowed in all (--max-work N, --no-limit)",
                              len(player.moves), work=Grouped(player.work),
                              count=len(player.moves), bound=Grouped(max_work))
    return kept


__all__ = ["DEFAULT_MAX_WORK", "HUMAN", "LEGAL", "PLAIN_DECISION", "REFUSE", "RERUN",
           "Player", "decision_work", "judge", "players_of", "refusal", "within_bound"]
