"""The other program's claimed player, checked as far as the rules allow (docs/NETWORK.md,
"The other player's level").

Why: each side's ``hello`` names who plays its seat (a person, or a computer level with its
seed), and the joint record keeps that claim. A modified program could claim ``medium`` and
play otherwise, or claim a level so costly that nobody re-runs it; the honest side would
then show, and export, a record that its own ``dirty7 verify`` refuses. So a claim is judged
at ``hello`` the way ``verify`` judges a record's players (a spec that is not one is refused
at once), and at the end, once the deal is revealed, the claimed level is re-run on the
other seat's own views, within :data:`CLAIM_WORK`. A move that differs ends the game as
cheating; a claim that cannot be re-run here (a plugin, a level not installed, work over
the bound) is said to be unchecked, never called checked.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from dirty7.game.claims import DEFAULT_MAX_WORK, REFUSE, RERUN, Player, judge
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.rules.phrase import N_, Phrase

from .messages import ProtocolError

#: The work (search iterations × playout plies, as ``verify`` counts it) one side may spend
#: re-running the other's claimed level at the end of a game: ``verify``'s own bound, so
#: that what this side checked is what ``dirty7 verify`` checks of the record it exports
#: (Hard at its default strength costs about 2 s over a game; the bound about 45 s).
CLAIM_WORK = DEFAULT_MAX_WORK
#: The most one decision of a claimed level may declare (refused at hello beyond it): a
#: hundred of its moves fit in :data:`CLAIM_WORK`, so a level nobody could re-run over a
#: game cannot be claimed to hide its moves from the check.
MAX_DECISION_WORK = CLAIM_WORK // 100


class ClaimError(ProtocolError):
    """The other side's claimed player is not one, or did not play its moves."""


@dataclass(frozen=True)
class ClaimCheck:
    """What was checked of the other side's claim: ``checked`` (re-run move by move, or a
    person, whose moves the rules checked), else ``unchecked`` says why not."""

    spec: str
    checked: bool
    unchecked: str = ""


def refuse_claim(spec: str, seed: int | None) -> None:
    """At ``hello``: ClaimError if ``spec`` names no player (as ``verify`` would refuse it)."""
    player = judge(Player(1, spec, seed), sealed=False, network=True)
    if player.kind == REFUSE:
        raise ClaimError(Phrase(N_("it says its seat is played by {spec}, which is {reason}"),
                                spec=f"{spec!r:.60}", reason=player.reason))
    if player.kind == RERUN and player.work_per_move > MAX_DECISION_WORK:
        raise ClaimError(Phrase(N_("it says its seat is played by {spec}, a level too "
                                   "costly to check ({work} units a move, at most {most})"),
                                spec=f"{spec!r:.60}", work=f"{player.work_per_move:,}",
                                most=f"{MAX_DECISION_WORK:,}"))


def check_claim(record: dict[str, Any], seat: int, max_work: int = CLAIM_WORK) -> ClaimCheck:
    """Re-run the player the joint ``record`` names in ``seat`` (the other side's), within
    ``max_work``; ClaimError when a move is not the claimed player's."""
    spec = GameRecord.from_dict(record).players[seat]
    if spec == "human":
        return ClaimCheck(spec, True)
    alone = copy.deepcopy(record)  # only the other seat is re-run: this side's is its own
    alone["players"][1 - seat] = "human"
    verdict = verify(GameRecord.from_dict(alone), alone, max_work=max_work)
    for move in verdict.moves:
        if not move.ok:
            if move.error is None:
                raise ClaimError(Phrase(N_("it claimed its seat is played by {spec}, but its "
                                           "move {number} was {move} where {spec} plays "
                                           "{played}"), spec=spec, number=move.number,
                                        move=str(move.recorded), played=str(move.replayed)))
            raise ClaimError(Phrase(N_("it claimed its seat is played by {spec}, but its move "
                                       "{number} was {move} where {spec} plays fails "
                                       "({error})"), spec=spec, number=move.number,
                                    move=str(move.recorded), error=move.error))
    failure = verdict.failure
    if failure is not None:
        raise ClaimError(Phrase(N_("its claimed player does not hold: {reason}"),
                                reason=failure))
    for legal in verdict.legal_only:
        if legal.seat == seat and legal.moves:
            return ClaimCheck(spec, False, legal.reason)
    return ClaimCheck(spec, True)
