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
        state = "not checked" if self.skipped else "ok" if self.ok else "FAILED"
        return f"{self.name}: {state} — {self.detail}"


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
        return f"seat {self.seat} ({self.spec}: {self.reason}), {move_numbers(self.moves, shown)}"


def move_numbers(numbers: list[int], shown: int | None = None) -> str:
    """``moves 2, 4, 6``; with ``shown``, a longer list is cut: ``moves 2, 4, … 62 (31 moves)``."""
    word = "move" if len(numbers) == 1 else "moves"
    if shown is None or len(numbers) <= shown:
        return f"{word} {', '.join(map(str, numbers))}"
    head = ", ".join(map(str, numbers[:shown - 1]))
    return f"{word} {head}, … {numbers[-1]} ({len(numbers)} moves)"


def describe(move: MoveCheck) -> str:
    """``move 12 (seat 1, hard:iterations=900): 7H reproduced`` or what it played instead."""
    head = f"move {move.number} (seat {move.seat}, {move.spec}): "
    if move.ok:
        return head + f"{move.recorded} reproduced"
    if move.error is not None:
        return head + f"recorded {move.recorded}, but the strategy fails: {move.error}"
    return head + f"recorded {move.recorded}, but the strategy plays {move.replayed}"


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
                return f"{check.name}: {check.detail}"
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
            return f"verify failed: {self.failure}"
        if status == UNPROVEN:
            return f"not proven: the moves and the deal check out, but {self.unproven}"
        if status == VERIFIED:
            signed = f"; {self.signed_by}" if self.signed_by else ""
            return f"verified: every check holds{signed}"
        seats = "; ".join(p.text(_SHOWN_MOVES) for p in self.legal_only if p.moves)
        return (f"legal only: every check holds, but these moves were checked for "
                f"legality only, not re-run: {seats}")

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "ok": self.ok, "summary": self.summary,
                "checks": [asdict(c) for c in self.checks],
                "moves_checked": self.moves_checked, "failure": self.failure,
                "moves": [asdict(m) for m in self.moves],
                "legal_only": [asdict(p) for p in self.legal_only if p.moves],
                "work": self.work, "max_work": self.max_work,
                "signed_by": self.signed_by, "unproven": self.unproven}

    def lines(self) -> list[str]:
        """The report for people: a line per check and per computer move, then
        :attr:`summary` (always the last line)."""
        replay = [i for i, c in enumerate(self.checks) if c.name == "computer moves"]
        cut = replay[0] if replay else len(self.checks)
        out = [c.line() for c in self.checks[:cut]]
        out += [describe(m) for m in self.moves]
        out += [c.line() for c in self.checks[cut:]]
        out.append(self.summary)
        return out


__all__ = ["EXIT_STATUS", "LEGAL_ONLY", "REFUSED", "UNPROVEN", "VERIFIED", "Check", "LegalOnly",
           "MoveCheck", "Verdict", "describe", "move_numbers"]
