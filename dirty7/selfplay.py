"""``dirty7 selfplay A B --out FILE.jsonl``: computer-vs-computer games saved for fitting.

Why: fitting Hard's models (a value for cut-off playouts, the opponent's likely hands) needs
many whole games, and a game record (:mod:`dirty7.game.record`, the format of the game's
export) is enough to rebuild every position of one. Each line of the file is one record
(``GameRecord.to_dict()``, its players named by their strategy specs). The games are those
of ``dirty7 tournament`` with the same arguments: every deal twice with the seats swapped,
on this machine or on Ray, and written in game order, so the same seed gives the same file
whatever the backend or the number of workers.

    dirty7 selfplay hard medium --games 2000 --backend ray --out games.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import IO

from dirty7.duel import TournamentGame
from dirty7.progress import WinRateBar
from dirty7.tournament import add_game_options, check_game_options, play_games


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dirty7 selfplay",
        description="Play seat-balanced games between two strategies and save every game "
                    "record, one JSON object a line.",
        epilog="A strategy is NAME or NAME:key=value,... (e.g. hard:iterations=400). "
               "Each deal is played twice with the seats swapped.")
    add_game_options(parser)
    parser.add_argument("--out", metavar="FILE", required=True,
                        help="where to write the records (JSON Lines; replaced if it exists)")
    return parser


class InOrderWriter:
    """Writes games in index order although batches finish in any order."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream
        self.waiting: dict[int, TournamentGame] = {}
        self.next = 0

    def add(self, games: list[TournamentGame]) -> None:
        self.waiting.update((g.index, g) for g in games)
        while self.next in self.waiting:
            game = self.waiting.pop(self.next)
            self.stream.write(json.dumps(game.record, separators=(",", ":")) + "\n")
            self.next += 1
        self.stream.flush()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_game_options(parser, args)
    out = Path(args.out)
    if not out.parent.is_dir():
        parser.error(f"argument --out: no such folder: {out.parent}")
    wins = {"a": 0, "b": 0, None: 0}
    try:
        with out.open("w", encoding="utf-8") as stream, \
                WinRateBar(args.games, f"{args.a} vs {args.b}", choice=args.progress) as bar:
            writer = InOrderWriter(stream)
            batches = play_games(args.a, args.b, args.games, args.seed, args.jobs,
                                 args.move_limit, backend=args.backend,
                                 address=args.address, keep_records=True)
            bar.start()
            for batch in batches:
                writer.add(batch)
                bar.update(g.winner for g in batch)
                for game in batch:
                    wins[game.winner] += 1
    except ImportError as exc:  # --backend ray without Ray installed
        parser.error(str(exc))
    except KeyboardInterrupt:
        print(f"\ninterrupted: {out} holds the games finished in order", file=sys.stderr)
        return 130
    print(f"{args.games} game records written to {out} ({args.a} won {wins['a']}, "
          f"{args.b} won {wins['b']}, draws {wins[None]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
