"""What ``dirty7 verify`` found, and the one sentence that says it.

Why a module of its own: the command line, its ``--json`` and the results screen's "Export
and verify" must all say the same thing, so the words live here, once: :attr:`Verdict.summary`
is the verdict line the command prints last, and :attr:`Verdict.status` is one of three
(README, "Fair play"):

- ``verified`` — every check holds and every move of every computer seat was re-run and
  is what that player plays (a person's moves in seat 0 are checked for legality, as a
  person's moves can only be);
- ``legal-only`` — every check holds, but some computer seat's moves (named, with their
  move numbers) were only checked for legality: a plugin, a level not installed here, a
  record that kept no seed, a person claimed in seat 1, or more work than the bound;
- ``refused`` — a check fails, or the record names a player that is not one;
- ``unproven`` — a network game's record whose moves and deal check out, but whose
  signatures do not show who played: it is unsigned (an older version), or signed by keys
  the data folder has never met (one program may have made it alone).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from dirty7.i18n import _, pgettext
from dirty7.i18n.said import csaid, joined, nsaid, said, shown

VERIFIED, LEGAL_ONLY, REFUSED = "verified", "legal-only", "refused"
UNPROVEN = "unproven"
#: ``dirty7 verify``'s exit status for each verdict (2 is a file that is no record).
EXIT_STATUS = {VERIFIED: 0, REFUSED: 1, LEGAL_ONLY: 3, UNPROVEN: 4}
#: How many move numbers the one-line summary lists before it shortens the list.
_SHOWN_MOVES = 8


@dataclass
class Check:
    """One check: its name, whether it holds, and what was found (``skipped``: not run)."""

    name: str
    ok: bool
    detail: str
    skipped: bool = False

    def line(self) -> str:
        """The check as a person reads it, in the language in force."""
        state = (pgettext("verify check", "not checked") if self.skipped
                 else pgettext("verify check", "ok") if self.ok
                 else pgettext("verify check", "FAILED"))
        return _("{check}: {state} — {detail}").format(
            check=shown(self.name), state=state, detail=shown(self.detail))


@dataclass
class MoveCheck:
    """One computer move re-run: move number (1-based), seat, spec, recorded and replayed."""

    number: int
    seat: int
    spec: str
    recorded: str
    replayed: str | None
    ok: bool
    #: What the strategy raised instead of choosing (``replayed`` is then None).
    error: str | None = None


@dataclass
class LegalOnly:
    """A player whose moves were checked for legality only, and why."""

    seat: int
    spec: str
    reason: str
    moves: list[int] = field(default_factory=list)  # move numbers, 1-based

    def text(self, shown: int | None = None) -> str:
        """``seat 1 (nosuchbot: not installed here), moves 2, 4, 6``."""
        return said("seat {seat} ({spec}: {reason}), {moves}", seat=self.seat, spec=self.spec,
                    reason=self.reason, moves=move_numbers(self.moves, shown))


def move_numbers(numbers: list[int], shown: int | None = None) -> str:
    """``moves 2, 4, 6``; with ``shown``, a longer list is cut: ``moves 2, 4, … 62 (31 moves)``."""
    if shown is None or len(numbers) <= shown:
        return nsaid("move {numbers}", "moves {numbers}", len(numbers),
                     numbers=", ".join(map(str, numbers)))
    head = ", ".join(map(str, numbers[:shown - 1]))
    return nsaid("moves {numbers}, … {last} ({count} move)",
                 "moves {numbers}, … {last} ({count} moves)", len(numbers),
                 numbers=head, last=numbers[-1], count=len(numbers))


def describe(move: MoveCheck) -> str:
    """``move 12 (seat 1, hard:iterations=900): 7H reproduced`` or what it played instead
    (English as stored; :func:`~dirty7.i18n.said.shown` says it in the player's language)."""
    where = {"number": move.number, "seat": move.seat, "spec": move.spec,
             "move": move.recorded}
    if move.ok:
        return said("move {number} (seat {seat}, {spec}): {move} reproduced", **where)
    if move.error is not None:
        return said("move {number} (seat {seat}, {spec}): recorded {move}, but the strategy "
                    "fails: {error}", error=move.error, **where)
    return said("move {number} (seat {seat}, {spec}): recorded {move}, but the strategy "
                "plays {replayed}", replayed=move.replayed, **where)


def check_name(name: str) -> str:
    """A check's name as the report shows it (the stored name stays English)."""
    return csaid("verify check", name)


@dataclass
class Verdict:
    """Everything ``verify`` found; ``failure`` names the first check or move that fails."""

    checks: list[Check] = field(default_factory=list)
    moves: list[MoveCheck] = field(default_factory=list)
    legal_only: list[LegalOnly] = field(default_factory=list)
    #: The declared work of re-running the computer moves (playout plies) and the bound.
    work: int = 0
    max_work: int | None = None
    #: A network game's signatures: whose keys signed ("you (a1b2 c3d4) and Alex (…)"),
    #: or why they do not show who played (then the verdict is ``unproven``).
    signed_by: str | None = None
    unproven: str | None = None

    @property
    def moves_checked(self) -> int:
        return len(self.moves)

    @property
    def failure(self) -> str | None:
        for check in self.checks:
            if not check.ok and not check.skipped and check.name != "computer moves":
                return said("{check}: {detail}", check=check_name(check.name),
                            detail=check.detail)
        for move in self.moves:
            if not move.ok:
                return describe(move)
        return None

    @property
    def status(self) -> str:
        """``verified``, ``legal-only`` or ``refused`` (see the module docstring)."""
        if self.failure is not None:
            return REFUSED
        if self.unproven is not None:
            return UNPROVEN
        return LEGAL_ONLY if any(p.moves for p in self.legal_only) else VERIFIED

    @property
    def ok(self) -> bool:
        """Only a fully verified record is ok: a legal-only one is not."""
        return self.status == VERIFIED

    @property
    def exit_status(self) -> int:
        return EXIT_STATUS[self.status]

    @property
    def summary(self) -> str:
        """The verdict in one line: what the command prints last and the results show."""
        status = self.status
        if status == REFUSED:
            return said("verify failed: {failure}", failure=self.failure)
        if status == UNPROVEN:
            return said("not proven: the moves and the deal check out, but {reason}",
                        reason=self.unproven)
        if status == VERIFIED:
            if self.signed_by:
                return said("verified: every check holds; {signed}", signed=self.signed_by)
            return said("verified: every check holds")
        seats = joined([p.text(_SHOWN_MOVES) for p in self.legal_only if p.moves])
        return said("legal only: every check holds, but these moves were checked for "
                    "legality only, not re-run: {seats}", seats=seats)

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "ok": self.ok, "summary": self.summary,
                "checks": [asdict(c) for c in self.checks],
                "moves_checked": self.moves_checked, "failure": self.failure,
                "moves": [asdict(m) for m in self.moves],
                "legal_only": [asdict(p) for p in self.legal_only if p.moves],
                "work": self.work, "max_work": self.max_work,
                "signed_by": self.signed_by, "unproven": self.unproven}

    def lines(self) -> list[str]:
        """The report for people, in the language in force: a line per check and per
        computer move, then :attr:`summary` (always the last line)."""
        replay = [i for i, c in enumerate(self.checks) if c.name == "computer moves"]
        cut = replay[0] if replay else len(self.checks)
        out = [c.line() for c in self.checks[:cut]]
        out += [shown(describe(m)) for m in self.moves]
        out += [c.line() for c in self.checks[cut:]]
        out.append(shown(self.summary))
        return out


__all__ = ["EXIT_STATUS", "LEGAL_ONLY", "REFUSED", "UNPROVEN", "VERIFIED", "Check", "LegalOnly",
           "MoveCheck", "Verdict", "check_name", "describe", "move_numbers"]
