"""``dirty7 selfplay A B --out FILE.jsonl``: computer-vs-computer games saved for fitting.

The games and the lines are the library's (:mod:`dirty7.arena.selfplay`: the games of
``dirty7 tournament`` with the same arguments, one record a line, in game order, each
naming its players' specs and seeds, so that ``dirty7 verify FILE.jsonl`` re-runs them).

The file is written beside ``--out`` under a temporary name and renamed over it only
once every game is in: a run that fails (a bad argument, a full disk, Ray gone) or is
interrupted leaves an existing ``--out`` as it was. ``--out`` must name a regular file (or
a new one) in a folder that exists: a folder, a device or ``/proc`` is a usage error.

    dirty7 selfplay hard medium --games 2000 --backend ray --out games.jsonl
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
import tempfile
from pathlib import Path
from typing import IO

from dirty7.arena.progress import WinRateBar
from dirty7.arena.selfplay import write_records
from dirty7.arena.tournament import play_games
from dirty7.cli.command_options import OneLineParser, add_game_options, check_game_options
from dirty7.i18n import _, format_number, ngettext


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="dirty7 selfplay",
        description=_("Play seat-balanced games between two strategies and save every "
                      "game record, one JSON object a line."),
        epilog=_("A strategy is NAME or NAME:key=value,... (e.g. hard:iterations=400). "
                 "Each deal is played twice with the seats swapped."))
    add_game_options(parser)
    parser.add_argument("--out", metavar="FILE", required=True,
                        help=_("where to write the records (JSON Lines; replaced once the "
                               "run is complete, left as it was if it fails)"))
    return parser


def checked_out(parser: argparse.ArgumentParser, text: str) -> Path:
    """``--out`` as the regular file to replace (a symbolic link's target), or a usage
    error: a folder, a device, a path whose folder does not exist."""
    out = Path(text).resolve()
    try:
        mode = out.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        parser.error(_("argument --out: {path}: {reason}").format(
            path=text, reason=exc.strerror or exc))
    if mode is not None and stat.S_ISDIR(mode):
        parser.error(_("argument --out: {path} is a folder, not a file").format(path=text))
    if mode is not None and not stat.S_ISREG(mode):
        parser.error(_("argument --out: {path} is not a regular file").format(path=text))
    if not out.parent.is_dir():
        parser.error(_("argument --out: no such folder: {folder}").format(folder=out.parent))
    return out


def open_temporary(parser: argparse.ArgumentParser, out: Path) -> tuple[IO[str], Path]:
    """A new file beside ``out`` (same folder, so the final rename is atomic)."""
    try:
        fd, name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".part", dir=out.parent)
    except OSError as exc:
        parser.error(_("argument --out: cannot write in {folder}: {reason}").format(
            folder=out.parent, reason=exc.strerror or exc))
    return os.fdopen(fd, "w", encoding="utf-8"), Path(name)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_game_options(parser, args)
    out = checked_out(parser, args.out)
    stream, part = open_temporary(parser, out)
    done = False
    try:
        wins = _play(args, stream)
        stream.close()
        os.replace(part, out)
        done = True
    except ImportError as exc:  # --backend ray without Ray installed
        parser.error(str(exc))
    except OSError as exc:  # a full disk, a file system gone read-only...
        parser.error(_("argument --out: cannot write {path}: {reason}; it is left as it "
                       "was").format(path=args.out, reason=exc.strerror or exc))
    except KeyboardInterrupt:
        print("\n" + _("interrupted: {path} is left as it was").format(path=args.out),
              file=sys.stderr)
        return 130
    finally:
        if not done:
            stream.close()
            part.unlink(missing_ok=True)
    print(ngettext("{count} game record written to {path} ({a} won {a_wins}, {b} won "
                   "{b_wins}, draws {draws})",
                   "{count} game records written to {path} ({a} won {a_wins}, {b} won "
                   "{b_wins}, draws {draws})", args.games).format(
        count=format_number(args.games), path=args.out, a=args.a, b=args.b,
        a_wins=format_number(wins["a"]), b_wins=format_number(wins["b"]),
        draws=format_number(wins[None])))
    return 0


def _play(args: argparse.Namespace, stream: IO[str]) -> dict:
    """Play the games into ``stream`` in game order, a progress bar on stderr; the wins."""
    label = _("{a} vs {b}").format(a=args.a, b=args.b)
    with WinRateBar(args.games, label, choice=args.progress) as bar:
        batches = play_games(args.a, args.b, args.games, args.seed, args.jobs,
                             args.move_limit, backend=args.backend,
                             address=args.address, keep_records=True, rules=args.rules)
        bar.start()
        return write_records(stream, batches, lambda batch: bar.update(g.winner for g in batch))


if __name__ == "__main__":
    sys.exit(main())
