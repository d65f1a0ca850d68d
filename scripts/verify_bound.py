"""Figures for ``dirty7 verify``'s work bound: what the reporter's record
costs now, against an honest game verified in the same run, and what re-running it whole
(as verify did before the bound) would cost, from the time of one of its decisions.

    python scripts/verify_bound.py

The reporter's record: an honest Medium game, seat 1's first real decision changed and
Medium playing on, seat 1 then named ``hard:iterations=200000,max_plies=1000``. Prints
seconds and ratios; nothing here is a test (tests never time anything).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dirty7.ai.registry import create_strategy  # noqa: E402
from dirty7.game.record import GameRecord  # noqa: E402
from dirty7.game.verify import verify  # noqa: E402
from dirty7.rules import parse_move  # noqa: E402
from tests.support.forgeries import forged, honest, seat_1  # noqa: E402

HUGE = "hard:iterations=200000,max_plies=1000"


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def first_view(record: GameRecord, seat: int):
    position = record.initial_position()
    for text in record.moves:
        if position.to_move == seat and len(position.legal_moves()) > 1:
            return position.view(seat)
        position.push(parse_move(text))
    raise SystemExit("no decision of that seat")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.parse_args(argv)
    data = honest()
    base, base_s = timed(lambda: verify(GameRecord.from_dict(data)))
    print(f"baseline: an honest Medium game ({len(data['moves'])} moves) verifies in "
          f"{base_s:.3f} s: {base.summary}")
    forgery, _changed = forged(data)
    huge = GameRecord.from_dict(seat_1(forgery, HUGE))
    verdict, now_s = timed(lambda: verify(huge))
    print(f"now: the reporter's record ({len(json.dumps(huge.to_dict()))} bytes) in "
          f"{now_s:.3f} s ({now_s / base_s:.1f}x the baseline), status {verdict.status}")
    seat_moves = sum(1 for p in verdict.legal_only if p.seat == 1 for _ in p.moves)
    strategy = create_strategy(HUGE, 1)
    _, one_s = timed(lambda: strategy.choose(first_view(huge, 1)))
    whole = one_s * seat_moves
    print(f"before: one {HUGE} decision took {one_s:.1f} s; re-running all {seat_moves} of "
          f"seat 1's moves (verify went on after the first mismatch) about {whole:.0f} s, "
          f"{whole / base_s:,.0f}x the baseline and {whole / now_s:,.0f}x now")
    hard = honest(("human", "hard:iterations=2000"))
    checked, hard_s = timed(lambda: verify(GameRecord.from_dict(hard)))
    rate = checked.work / hard_s
    print(f"the bound: an honest game against hard:iterations=2000 declares {checked.work:,} "
          f"units and verifies in {hard_s:.1f} s ({checked.status}): {rate:,.0f} units/s here, "
          f"so the default bound of {checked.max_work:,} is about {checked.max_work / rate:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
