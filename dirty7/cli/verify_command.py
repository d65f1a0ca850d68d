"""``dirty7 verify FILE``: check a game record, or every line of a file of them.

A record (``.json``: an export, ``--export``, a line saved on its own) gets the whole
report: a line per check and per computer move re-run, then the verdict; a network game's
joint record also gets the check of its ``network`` section (the deal made by both
programs recomputes: :mod:`dirty7.net.record_check`)
(:mod:`dirty7.game.verify`, :mod:`dirty7.game.verdict`). A file of records, one a line
(``.jsonl``: ``dirty7 selfplay``'s), gets a line per record — its verdict, or why that
line is no record, by line number — then a count of each; each line is bounded by
``--max-work`` on its own.

Exit status: 0 when everything verifies; 3 when some computer moves were checked for
legality only (and nothing failed); 4 when a network game's record checks out but its
signatures do not show who played (unsigned, or keys this data folder has never met); 1
when a check, a computer move or a player fails (in a file of records, also a damaged
line); 2 when the file is no record (or no file of them).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import TYPE_CHECKING, Any

from dirty7.cli.cli_language import add_language_option
from dirty7.cli.command_options import add_progress_option
from dirty7.i18n import _, format_number, ngettext, pgettext
from dirty7.i18n.said import csaid, said, shown

if TYPE_CHECKING:
    from dirty7.arena.progress import ProgressBar

#: File names read as one record a line (JSON Lines), whatever they hold.
LINES_SUFFIXES = (".jsonl", ".ndjson")
#: A line of a file of records that is no record (its exit status is a refusal's).
_DAMAGED = "damaged"
#: A file of records exits with its worst line's status: verified < legal only < not
#: proven < refused.
_EXIT_ORDER = {0: 0, 3: 1, 4: 2, 1: 3}


def parse_work(text: str) -> int:
    """``--max-work N``: a whole number of at least 1 (underscores allowed: 5_000_000)."""
    try:
        work = int(text.replace("_", "")) if len(text) <= 40 else -1
    except ValueError:
        work = -1
    if work < 1:
        raise argparse.ArgumentTypeError(
            _("expected a whole number of at least 1, not {text}").format(text=repr(text)))
    return work


def build_verify_parser() -> argparse.ArgumentParser:
    from dirty7.game.claims import DEFAULT_MAX_WORK

    parser = argparse.ArgumentParser(
        prog="dirty7 verify",
        description=_("Check a game record: the seal, the deal, every move's legality, the "
                      "players it names, and every move of a built-in level re-run from its "
                      "own view; a FILE ending in .jsonl (dirty7 selfplay's) is checked "
                      "line by line, one record a line. Exit status 0: verified; 3: legal "
                      "only (some computer moves were checked for legality only, named); 4: "
                      "not proven (a friend's game unsigned, or signed by keys never met "
                      "here); 1: refused (or a damaged line); 2: not a record."))
    parser.add_argument("file", metavar="FILE",
                        help=_("a game record (JSON), or one a line (.jsonl)"))
    parser.add_argument("--json", action="store_true", help=_("print one JSON object"))
    bound = parser.add_mutually_exclusive_group()
    bound.add_argument("--max-work", type=parse_work, default=DEFAULT_MAX_WORK, metavar="N",
                       help=_("re-run at most N units of work (search iterations x playout "
                              "plies; default {work}) per record; players past it are "
                              "checked for legality only").format(
                                  work=format_number(DEFAULT_MAX_WORK)))
    bound.add_argument("--no-limit", action="store_true",
                       help=_("re-run every computer move, however long it takes"))
    add_progress_option(parser, metavar="auto|always|never")
    add_language_option(parser)
    return parser


def verify_main(argv: list[str]) -> int:
    """``dirty7 verify FILE``: the exit status of the module docstring."""
    from dirty7.game.verify import Unreadable, verify_file

    parser = build_verify_parser()
    ns = parser.parse_args(argv)
    max_work = None if ns.no_limit else ns.max_work
    if ns.file.lower().endswith(LINES_SUFFIXES):
        return _verify_lines(parser, ns, max_work)
    with _Bar(ns.progress, "move") as bar:
        try:
            verdict = verify_file(ns.file, max_work=max_work, progress=bar.update)
        except Unreadable as exc:
            parser.error(_one_line(exc))
    add_network_check(verdict, ns.file)
    if ns.json:
        print(json.dumps(verdict.to_dict()))
    else:
        print("\n".join(verdict.lines()))
    return verdict.exit_status


def add_network_check(verdict: Any, path: str) -> None:
    """A joint record of a network game (it has a ``network`` section) gets one more check:
    the deal the two programs made together recomputes (:mod:`dirty7.net.record_check`)."""
    from dirty7.game.verdict import Check
    from dirty7.game.verify import Unreadable, load

    try:
        _, data = load(path)
    except Unreadable:
        return
    if "network" not in data:
        return
    from dirty7.net.record_check import check_network

    ok, detail = check_network(data)
    verdict.checks.insert(2, Check(csaid("verify check", "network deal"), ok, detail))
    add_signature_check(verdict, data)


def add_signature_check(verdict: Any, data: dict[str, Any]) -> None:
    """Whose keys signed the joint record (this data folder's own key is "you", a friend's
    the name it was first met with): a signature that does not hold refuses the record; an
    unsigned one, or one signed by keys never met here, is not proven."""
    from dirty7.game.verdict import Check
    from dirty7.net.signatures import check_signatures

    report = check_signatures(data, known_keys())
    refused = report.status == "refused"
    verdict.checks.insert(3, Check(csaid("verify check", "signatures"), not refused,
                                   report.detail,
                                   skipped=report.status == "unsigned"))
    if report.status == "signed":
        verdict.signed_by = report.detail
    elif not refused:
        verdict.unproven = report.detail


def known_keys() -> dict[str, str]:
    """The public keys this data folder knows: its own ("you") and its friends' (by name)."""
    from dirty7.net.identity import known_identity
    from dirty7.store.friend_stats import names_by_key
    from dirty7.store.stats import load_stats

    stats, _warning = load_stats()
    names = names_by_key(stats.by_friend)
    mine = known_identity()
    if mine is not None:
        names[mine.public_hex] = "you"
    return names


def _verify_lines(parser: argparse.ArgumentParser, ns: argparse.Namespace,
                  max_work: int | None) -> int:
    """Every line of a JSON Lines file: a line each as it is checked (not with ``--json``),
    then the count of each verdict."""
    from dirty7.game.verify import Unreadable, verify_lines

    lines: list[dict[str, Any]] = []
    with _Bar(ns.progress, "record") as bar:
        try:
            for found in verify_lines(ns.file, max_work=max_work):
                lines.append(_line_report(found))
                bar.step()
                if not ns.json:
                    print(_("line {number}: {summary}").format(
                        number=found.line, summary=_shown_summary(found)), flush=True)
        except Unreadable as exc:
            parser.error(_one_line(exc))
    if not lines:
        parser.error(_("{path}: no game records in it (one JSON object a line)").format(
            path=ns.file))
    counts = {status: sum(line["status"] == status for line in lines)
              for status in ("verified", "legal-only", "refused", _DAMAGED)}
    status = max((line["exit_status"] for line in lines), key=_EXIT_ORDER.__getitem__)
    if ns.json:
        print(json.dumps({"file": ns.file, "records": len(lines), **counts,
                          "exit_status": status, "lines": lines}))
    else:
        print(ngettext("{count} record in {path}: {verified} verified, {legal} legal "
                       "only, {refused} refused, {damaged} damaged",
                       "{count} records in {path}: {verified} verified, {legal} legal "
                       "only, {refused} refused, {damaged} damaged", len(lines)).format(
            count=format_number(len(lines)), path=ns.file,
            verified=format_number(counts["verified"]),
            legal=format_number(counts["legal-only"]),
            refused=format_number(counts["refused"]), damaged=format_number(counts[_DAMAGED])))
    return status


def _line_report(found: Any) -> dict[str, Any]:
    """One line's verdict as data: the record's ``to_dict()``, or why the line is none."""
    if found.verdict is None:
        return {"line": found.line, "status": _DAMAGED, "exit_status": 1,
                "summary": said("damaged: {reason}", reason=found.damaged)}
    return {"line": found.line, "exit_status": found.verdict.exit_status,
            **found.verdict.to_dict()}


def _shown_summary(found: Any) -> str:
    """One line's verdict in the player's language (its ``--json`` twin stays English)."""
    if found.verdict is None:
        return _("damaged: {reason}").format(reason=shown(found.damaged))
    return shown(found.verdict.summary)


def _one_line(exc: Exception) -> str:
    """Why the file is no record, in the player's language, on one line."""
    return re.sub(r"[ \t\r\n]+", " ", str(shown(exc.args[0] if exc.args else exc))).strip()


class _Bar:
    """verify's progress on stderr (computer moves re-run, or records checked), drawn once
    a check has lasted a couple of seconds (tqdm's delay), so stdout stays the report."""

    def __init__(self, choice: str, unit: str) -> None:
        from dirty7.arena.progress import bar_choice

        self.choice, self.unit = bar_choice(choice), unit
        self._wanted = self.choice == "always" or (self.choice == "auto"
                                                   and sys.stderr.isatty())
        self._bar: ProgressBar | None = None

    def update(self, done: int, total: int | None) -> None:
        if not self._wanted:
            return
        if self._bar is None:
            from tqdm import tqdm  # type: ignore[import-untyped]  # tqdm ships no types

            from dirty7.arena.progress import BAR_DELAY_S

            units = {"move": pgettext("progress unit", "move"),
                     "record": pgettext("progress unit", "record")}
            self._bar = tqdm(total=total, desc="verify", unit=units[self.unit], file=sys.stderr,
                             delay=BAR_DELAY_S if self.choice == "auto" else 0,
                             dynamic_ncols=True, leave=True)
        self._bar.update(done - self._bar.n)

    def step(self) -> None:
        """One more record checked (a file of records: their number is not known)."""
        self.update((self._bar.n if self._bar is not None else 0) + 1, None)

    def __enter__(self) -> _Bar:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.close()
