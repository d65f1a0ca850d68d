#!/usr/bin/env python3
"""Refit Hard's value model for cut-off playouts from self-play games.

Usage::

    dirty7 selfplay medium medium --games 20000 --seed 1 --out selfplay.jsonl
    python scripts/fit_value_model.py selfplay.jsonl [more.jsonl ...] \\
        [--out dirty7/ai/hard/value_model.json]

Why: Hard scores a playout that is still running after ``max_plies`` by the chance that the
player to move wins from the two hand sizes alone (``dirty7/ai/hard/sim.py``):

    P(mover wins) = logistic(slope * ln(their cards / my cards) + mover
                             + last_card * [I hold one card])

Every position of every finished game in the files (the player to move, both hand sizes,
who won) is one observation; a drawn game (move limit) gives none. The positions are
counted per (my cards, their cards) and the three parameters fitted by maximum likelihood
(Newton's method on the binomial counts). The file written is what the package ships;
without ``--out`` it is the package's own ``value_model.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "dirty7" / "ai" / "hard" / "value_model.json"


def count_positions(paths: list[Path]) -> tuple[Counter, Counter, int]:
    """(positions, wins of the player to move) per (my cards, their cards), and games used."""
    sys.path.insert(0, str(ROOT))
    from dirty7.game.record import GameRecord
    from dirty7.rules import parse_move

    seen: Counter = Counter()
    won: Counter = Counter()
    games = 0
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                if not line.strip():
                    continue
                try:
                    record = GameRecord.from_json(line)
                except ValueError as exc:
                    raise SystemExit(f"{path}:{number}: not a game record: {exc}") from None
                position = record.initial_position()
                cells = []
                for text in record.moves:
                    mover = position.to_move
                    cells.append((mover, position.hand_size(mover),
                                  position.hand_size(mover ^ 1)))
                    position.push(parse_move(text))
                if not position.is_over:
                    continue  # a draw at the move limit says nothing about who wins
                games += 1
                winner = position.winner
                for mover, mine, theirs in cells:
                    seen[mine, theirs] += 1
                    won[mine, theirs] += mover == winner
    return seen, won, games


def features(mine: int, theirs: int) -> tuple[float, float, float]:
    return math.log(theirs / mine), 1.0, 1.0 if mine == 1 else 0.0


def fit(seen: Counter, won: Counter, iterations: int = 25) -> tuple[float, float, float]:
    """Maximum-likelihood logistic regression on the counts (Newton's method)."""
    beta = [0.0, 0.0, 0.0]
    for _ in range(iterations):
        grad = [0.0] * 3
        hess = [[0.0] * 3 for _ in range(3)]
        for (mine, theirs), n in seen.items():
            x = features(mine, theirs)
            p = 1.0 / (1.0 + math.exp(-sum(b * f for b, f in zip(beta, x, strict=True))))
            for i in range(3):
                grad[i] += (won[mine, theirs] - n * p) * x[i]
                for j in range(3):
                    hess[i][j] += n * p * (1.0 - p) * x[i] * x[j]
        step = solve(hess, grad)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return beta[0], beta[1], beta[2]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` for a small symmetric positive-definite ``a`` (Gaussian elimination);
    a parameter the data cannot identify (e.g. no single-card positions) stays put."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        m[i][i] += 1e-9  # keeps an empty feature from dividing by zero
        for k in range(i + 1, n):
            factor = m[k][i] / m[i][i]
            for j in range(i, n + 1):
                m[k][j] -= factor * m[i][j]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (m[i][n] - sum(m[i][j] * x[j] for j in range(i + 1, n))) / m[i][i]
    return x


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+", type=Path, metavar="FILE.jsonl",
                        help="game records, one a line (dirty7 selfplay --out)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="where to write the model (default: the package's own)")
    args = parser.parse_args(argv)
    for path in args.games:
        if not path.is_file():
            parser.error(f"{path}: no such file")
    seen, won, games = count_positions(args.games)
    if not games:
        parser.error("no finished game in the files: nothing to fit")
    slope, mover, last_card = fit(seen, won)
    data = {
        "version": 1,
        "source": "scripts/fit_value_model.py " + " ".join(p.name for p in args.games),
        "games": games,
        "positions": sum(seen.values()),
        "slope": round(slope, 4),
        "mover": round(mover, 4),
        "last_card": round(last_card, 4),
    }
    args.out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"{games} games, {data['positions']} positions: slope {data['slope']}, "
          f"mover {data['mover']}, last_card {data['last_card']} → {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
