"""The command-line options the commands share, checked: those of ``dirty7 tournament`` and
``dirty7 selfplay`` (the same games), the one-line usage errors, ``--progress``.

Why a module: both batch commands take the same options, and every value is checked before a
game starts or a file is touched, so that a bad one is exit status 2 with one line
(:class:`OneLineParser`), never a traceback or a run that fails half-way. Seeds are
0…2**64 − 1 (what a game record holds; derived deal seeds wrap, see
:mod:`dirty7.arena.deals`); a local ``--jobs`` above this machine's cores is capped to them
with a note (more workers only share the cores, and a strategy with a time limit then
plays worse, so the result would depend on ``--jobs``); a Ray ``--address`` must be
HOST:PORT (or ``auto``/``local``) and answer a connection within :data:`PROBE_S`.
"""

from __future__ import annotations

import argparse
import re
import socket
import sys
from typing import NoReturn

from dirty7.ai.registry import StrategyError, validate_spec
from dirty7.arena.deals import DEFAULT_MOVE_LIMIT
from dirty7.arena.progress import PROGRESS_CHOICES
from dirty7.arena.tournament import BACKENDS, default_jobs
from dirty7.cli.cli_language import add_language_option
from dirty7.cli.rules_option import parse_rules
from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import _, format_number, ngettext
from dirty7.rules.shuffle import SEED_LIMIT

#: Limits that no real run reaches; beyond them a value is a typo.
MAX_GAMES = 10**15
MAX_JOBS = 10_000
MAX_MOVE_LIMIT = 1_000_000
#: Seconds a Ray address has to accept a connection before the run starts.
PROBE_S = 3.0
#: Addresses Ray resolves itself (a running cluster found locally, or a new local one).
RAY_KEYWORDS = ("auto", "local")
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]{0,252}))$")


class OneLineParser(argparse.ArgumentParser):
    """An argparse parser whose usage errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        text = re.sub(r"[ \t\r\n]+", " ", str(message)).strip()  # a French "\u00a0:" stays
        self.exit(2, _("{prog}: error: {message} (see --help)").format(
            prog=self.prog, message=text) + "\n")


def _whole(text: str) -> int:
    shown = f"{text[:40]!r}..." if len(text) > 40 else repr(text)
    try:
        if len(text) <= 40:
            return int(text)
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(
        _("expected a whole number, not {text}").format(text=shown))


def bounded(low: int, high: int):
    """An argparse type: a whole number from ``low`` to ``high`` (argparse's error line
    names the option, so the sentence need not say what the number counts)."""
    def parse(text: str) -> int:
        value = _whole(text)
        if value < low and low == 1:
            raise argparse.ArgumentTypeError(
                _("expected a positive number, not {value}").format(value=value))
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                _("expected a number from {low} to {high}, not {value}").format(
                    low=format_number(low), high=format_number(high),
                    value=format_number(value)))
        return value
    return parse


def parse_seed(text: str) -> int:
    """A first deal's seed: 0 to 2**64 - 1."""
    value = _whole(text)
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            _("a seed is from 0 to 2**64 - 1, not {value}").format(value=value))
    return value


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """A, B and the options of how games are played: shared with ``dirty7 selfplay``."""
    parser.add_argument("a", metavar="A", help=_("the strategy whose win rate is reported"))
    parser.add_argument("b", metavar="B", help=_("its opponent"))
    parser.add_argument("--games", type=bounded(1, MAX_GAMES), default=100,
                        help=_("number of games, even (default 100)"))
    parser.add_argument("--seed", type=parse_seed, default=1,
                        help=_("first deal's seed, 0 to 2**64 - 1 (default 1)"))
    parser.add_argument("--jobs", type=bounded(1, MAX_JOBS), default=default_jobs(),
                        help=_("worker processes (default one per core, here {cores}; at "
                               "most that many on this machine); with a local Ray, its "
                               "CPUs").format(cores=default_jobs()))
    parser.add_argument("--move-limit", type=bounded(1, MAX_MOVE_LIMIT),
                        default=DEFAULT_MOVE_LIMIT,
                        help=_("moves after which a game is a draw (default {limit})").format(
                            limit=DEFAULT_MOVE_LIMIT))
    parser.add_argument("--backend", choices=BACKENDS, default="local",
                        help=_("where games run: this machine's processes (default) or Ray "
                               "tasks (pip install 'dirty7[cluster]')"))
    parser.add_argument("--address", metavar="ADDR",
                        help=_("with --backend ray: the cluster to join (HOST:PORT such as "
                               "10.0.0.5:6379, or auto); without it a local Ray starts"))
    parser.add_argument("--rules", type=parse_rules, default="dirty-seven", metavar="NAME",
                        help=_("the rule set played: dirty-seven (the default), "
                               "crazy-eights, mau-mau or a custom set's code R7-…"))
    add_progress_option(parser)
    add_language_option(parser)


def add_progress_option(parser: argparse.ArgumentParser, metavar: str | None = None) -> None:
    """``--progress auto|always|never``: the bar on stderr (dirty7.arena.progress)."""
    parser.add_argument("--progress", choices=PROGRESS_CHOICES, default="auto",
                        metavar=metavar,
                        help=_("the progress bar on stderr: on a terminal after a couple of "
                               "seconds (auto, the default; DIRTY7_PROGRESS=1 or 0 "
                               "overrides), always or never"))


def split_address(address: str) -> tuple[str, int] | None:
    """``HOST:PORT`` (``ray://`` allowed) → (host, port); None for ``auto``/``local``;
    ValueError saying what is wrong otherwise."""
    text = address.strip()
    if text.lower() in RAY_KEYWORDS:
        return None
    rest = text[len("ray://"):] if text.lower().startswith("ray://") else text
    host, sep, port_text = rest.rpartition(":")
    if not sep or not _HOST.match(host) or not port_text.isdigit() or len(port_text) > 5:
        raise ValueError(_("expected HOST:PORT (such as 10.0.0.5:6379) or auto, not "
                           "{address}").format(address=repr(address[:80])))
    port = int(port_text)
    if not 1 <= port <= 65535:
        raise ValueError(_("port {port} is not from 1 to 65535").format(port=port))
    return host.strip("[]"), port


def probe(host: str, port: int, timeout: float = PROBE_S) -> str | None:
    """None when something accepts a connection at host:port within ``timeout`` s, else
    why not (Ray itself would wait for a cluster that is not there for minutes)."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return None
    except TimeoutError:
        return _("no answer within {seconds} s").format(seconds=format_number(timeout))
    except OSError as exc:
        return exc.strerror or type(exc).__name__


def check_game_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Usage errors that argparse alone cannot see (exit status 2 with a clear message);
    caps a local ``--jobs`` to the cores (a note on stderr)."""
    if args.games % 2:
        parser.error(_("--games must be even (each deal is played twice), not {games}").format(
            games=args.games))
    if args.address and args.backend != "ray":
        parser.error(_("--address needs --backend ray"))
    for spec in (args.a, args.b):
        try:
            validate_spec(spec)
        except StrategyError as exc:
            parser.error(phrase_words(exc.reason))  # an unknown name's lists the known ones
    target = None
    if args.address:
        try:
            target = split_address(args.address)
        except ValueError as exc:
            parser.error(_("argument --address: {reason}").format(reason=exc))
    if target is not None:
        problem = probe(*target)
        if problem is not None:
            parser.error(_("argument --address: nothing answers at {address} ({reason}); "
                           "is the Ray cluster running?").format(
                               address=args.address.strip(), reason=problem))
    cores = default_jobs()
    local = args.backend == "local" or (args.address or "local").strip().lower() == "local"
    if args.jobs > cores and local:
        print(ngettext("{prog}: --jobs {jobs} is more than this machine's {count} core; "
                       "using {count}",
                       "{prog}: --jobs {jobs} is more than this machine's {count} cores; "
                       "using {count}", cores).format(prog=parser.prog, jobs=args.jobs,
                                                      count=cores), file=sys.stderr)
        args.jobs = cores


__all__ = ["OneLineParser", "add_game_options", "add_progress_option", "bounded",
           "check_game_options", "parse_seed", "probe", "split_address"]
