"""``dirty7 tournament A B``: seat-balanced games between two strategies, with statistics.

The games and their statistics are the library's (:mod:`dirty7.arena.tournament`); this is
the command line: its options (shared with ``dirty7 selfplay``:
:mod:`dirty7.cli.command_options`), its progress bar and its report, text or ``--json``.

    dirty7 tournament hard medium --games 1000 --seed 1 --jobs 2 --json
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from dirty7.arena.progress import WinRateBar
from dirty7.arena.tournament import TournamentResult, collect, play_games
from dirty7.cli.command_options import OneLineParser, add_game_options, check_game_options
from dirty7.i18n import _, format_number, format_percent, ngettext


def format_summary(s: dict[str, Any]) -> str:
    """The report of :meth:`TournamentResult.summary` in words, a line per figure."""
    lines = [
        ngettext("{a} vs {b}: {count} game (seed {seed}, seats swapped per deal)",
                 "{a} vs {b}: {count} games (seed {seed}, seats swapped per deal)",
                 s["games"]).format(a=s["a"], b=s["b"], count=format_number(s["games"]),
                                    seed=s["seed"]),
        "  " + _("{a} wins {a_wins}, {b} wins {b_wins}, draws {draws}").format(
            a=s["a"], b=s["b"], a_wins=format_number(s["a_wins"]),
            b_wins=format_number(s["b_wins"]), draws=format_number(s["draws"])),
        "  " + _("{a} win rate {rate} ({level} CI {low} – {high})").format(
            a=s["a"], rate=_percent(s["a_win_rate"]), level=format_percent(0.95),
            low=_percent(s["ci95"][0]), high=_percent(s["ci95"][1])),
        "  " + _("moves per game {moves}").format(moves=format_number(s["moves_per_game"])),
    ]
    for name, t in s["decision_ms"].items():
        lines.append("  " + _(
            "{name}: decision time median {p50} ms, 95th percentile {p95} ms (with a "
            "choice: {choice_p50} / {choice_p95} ms); fallbacks {fallbacks}").format(
                name=name, p50=_ms(t["p50"]), p95=_ms(t["p95"]),
                choice_p50=_ms(t["choice_p50"]), choice_p95=_ms(t["choice_p95"]),
                fallbacks=format_number(s["fallbacks"][name])))
        for reason in s["fallback_reasons"].get(name, []):
            lines.append("    " + _("fallback: {reason}").format(reason=reason))
    return "\n".join(lines)


def _percent(fraction: float) -> str:
    return format_percent(fraction, decimals=1)


def _ms(value: float) -> str:
    return format_number(value, decimals=2)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="dirty7 tournament",
        description=_("Play seat-balanced games between two strategies and report "
                      "statistics."),
        epilog=_("A strategy is NAME or NAME:key=value,... (e.g. hard:iterations=400). "
                 "Each deal is played twice with the seats swapped."))
    add_game_options(parser)
    parser.add_argument("--json", action="store_true", help=_("print one JSON object"))
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_game_options(parser, args)
    try:
        label = _("{a} vs {b}").format(a=args.a, b=args.b)
        with WinRateBar(args.games, label, choice=args.progress) as bar:
            batches = play_games(args.a, args.b, args.games, args.seed, args.jobs,
                                 args.move_limit, backend=args.backend, address=args.address,
                                 rules=args.rules)
            bar.start()
            result = collect(TournamentResult(args.a, args.b, args.seed), batches,
                             lambda batch: bar.update(o.winner for o in batch))
    except ImportError as exc:  # --backend ray without Ray installed
        parser.error(str(exc))
    except KeyboardInterrupt:
        print("\n" + _("interrupted"), file=sys.stderr)
        return 130
    summary = result.summary()
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
