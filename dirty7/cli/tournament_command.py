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


def format_summary(s: dict[str, Any]) -> str:
    """The report of :meth:`TournamentResult.summary` in words, a line per figure."""
    lines = [
        f"{s['a']} vs {s['b']}: {s['games']} games (seed {s['seed']}, seats swapped per deal)",
        f"  {s['a']} wins {s['a_wins']}, {s['b']} wins {s['b_wins']}, draws {s['draws']}",
        f"  {s['a']} win rate {100 * s['a_win_rate']:.1f}% "
        f"(95% CI {100 * s['ci95'][0]:.1f}% – {100 * s['ci95'][1]:.1f}%)",
        f"  moves per game {s['moves_per_game']}",
    ]
    for name, t in s["decision_ms"].items():
        lines.append(f"  {name}: decision time median {t['p50']:.2f} ms, "
                     f"95th percentile {t['p95']:.2f} ms (with a choice: "
                     f"{t['choice_p50']:.2f} / {t['choice_p95']:.2f} ms); "
                     f"fallbacks {s['fallbacks'][name]}")
        for reason in s["fallback_reasons"].get(name, []):
            lines.append(f"    fallback: {reason}")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="dirty7 tournament",
        description="Play seat-balanced games between two strategies and report statistics.",
        epilog="A strategy is NAME or NAME:key=value,... (e.g. hard:iterations=400). "
               "Each deal is played twice with the seats swapped.")
    add_game_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_game_options(parser, args)
    try:
        with WinRateBar(args.games, f"{args.a} vs {args.b}", choice=args.progress) as bar:
            batches = play_games(args.a, args.b, args.games, args.seed, args.jobs,
                                 args.move_limit, backend=args.backend, address=args.address,
                                 rules=args.rules)
            bar.start()
            result = collect(TournamentResult(args.a, args.b, args.seed), batches,
                             lambda batch: bar.update(o.winner for o in batch))
    except ImportError as exc:  # --backend ray without Ray installed
        parser.error(str(exc))
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    summary = result.summary()
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
