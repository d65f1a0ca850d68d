"""A long fuzz run: random events at the real table and in the data files.

Two parts, each with its own count of events and its own fresh data folder:

- the table (``--table-events``, default 10000): the whole program on an invisible,
  headless window, fed random clicks, drags, keys and frames through its real handlers,
  games played to their end and started again, the menu, results and resume paths on the
  way (see scripts/fuzz_table.py for what an event is);
- the files (``--events``, default 10000), described below.

A files event is one of: a move given to ``Game.play`` (a legal one, an illegal one, or
garbage: numbers out of range, None, floats, random text), or random bytes / random JSON /
a mutated valid document written into one of the data files (``settings.json``,
``stats.json``, ``saved-game.json``) or a record file, then read through the real
loaders (``load_settings``, ``load_stats``, ``PlaySession.resume``, ``GameRecord.load``).
Only the documented errors may come out (NotationError / IllegalMoveError for a move,
RecordError for a record); anything else is counted under ``exceptions``, which must be 0.

The counts are printed as one JSON object, ``{"table": {...}, "files": {...}}``; the
exit status is 1 when either part counted an exception (their summaries go to stderr).

    python scripts/fuzz.py --table-events 10000 --events 10000 --seed 1
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any


def _random_json(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(8 if depth < 4 else 5)
    if kind == 0:
        return rng.choice([None, True, False, 0, 0.0, -1, 2**70, 1e308, "", "x" * 50])
    if kind == 1:
        return rng.randrange(-10**6, 10**6)
    if kind == 2:
        return rng.random() * 10**rng.randrange(10)
    if kind in (3, 4):
        return "".join(chr(rng.randrange(32, 0x3000)) for _ in range(rng.randrange(12)))
    if kind == 5:
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(5))]
    keys = ["version", "record", "difficulty", "match", "first", "seed", "moves", "players",
            "by_difficulty", "recent", "recorded_ids", "volume", "variant", "start"]
    return {rng.choice(keys): _random_json(rng, depth + 1) for _ in range(rng.randrange(6))}


def _mutate(rng: random.Random, doc: Any) -> Any:
    """A valid document with one value replaced somewhere."""
    if isinstance(doc, dict) and doc:
        key = rng.choice(sorted(doc))
        doc = dict(doc)
        doc[key] = _mutate(rng, doc[key]) if rng.random() < 0.5 else _random_json(rng)
        return doc
    if isinstance(doc, list) and doc:
        doc = list(doc)
        i = rng.randrange(len(doc))
        doc[i] = _random_json(rng)
        return doc
    return _random_json(rng)


def run(events: int, seed: int) -> dict[str, int]:
    """Play ``events`` random events; the counts as a dict."""
    data = Path(tempfile.mkdtemp(prefix="dirty7-fuzz-"))
    os.environ["DIRTY7_DATA_DIR"] = str(data)
    from dirty7.ai.medium import MediumStrategy
    from dirty7.game.controller import PERSON_AT_TABLE, Game
    from dirty7.game.record import GameRecord, RecordError
    from dirty7.game.session import PlaySession
    from dirty7.rules import IllegalMoveError, NotationError
    from dirty7.store.settings import load_settings
    from dirty7.store.stats import load_stats

    rng = random.Random(seed)
    counts = {"events": 0, "moves_played": 0, "moves_refused": 0, "games_finished": 0,
              "files_written": 0, "files_set_aside": 0, "exceptions": 0}
    failures: list[str] = []
    game = Game([PERSON_AT_TABLE, MediumStrategy()], seed=rng.randrange(1 << 30), move_limit=400)
    session = PlaySession.start("medium", None, seed=rng.randrange(1 << 30))
    session.save()
    valid = {"saved-game.json": json.loads((data / "saved-game.json").read_text()),
             "record.json": game.record.to_dict()}
    for _ in range(events):
        counts["events"] += 1
        try:
            if rng.random() < 0.7:
                if game.is_over:
                    counts["games_finished"] += 1
                    game = Game([PERSON_AT_TABLE, MediumStrategy()], seed=rng.randrange(1 << 30),
                                move_limit=400)
                    continue
                if game.to_move == 1:
                    game.step()
                    counts["moves_played"] += 1
                    continue
                legal = game.position.legal_moves()
                move = rng.choice([rng.choice(legal), rng.randrange(-5, 80), None, 1.5,
                                   "".join(chr(rng.randrange(32, 0x600)) for _ in range(3)),
                                   rng.choice(legal), str(rng.choice(legal))])
                try:
                    game.play(move)
                    counts["moves_played"] += 1
                except (NotationError, IllegalMoveError):
                    counts["moves_refused"] += 1
                continue
            name = rng.choice(["settings.json", "stats.json", "saved-game.json", "record.json"])
            way = rng.randrange(3)
            if way == 0:
                raw = bytes(rng.randrange(256) for _ in range(rng.randrange(200)))
            elif way == 1:
                raw = json.dumps(_random_json(rng)).encode()
            else:
                raw = json.dumps(_mutate(rng, valid.get(name, {}))).encode()
            (data / name).write_bytes(raw)
            counts["files_written"] += 1
            if name == "settings.json":
                load_settings()
            elif name == "stats.json":
                load_stats()
            elif name == "saved-game.json":
                PlaySession.resume(lambda _spec: None)
            else:
                try:
                    GameRecord.load(data / name)
                except RecordError:
                    pass
        except Exception as exc:  # noqa: BLE001 - counted: the run's one figure that must be 0
            counts["exceptions"] += 1
            failures.append(f"{type(exc).__name__}: {exc}"[:200])
    counts["files_set_aside"] = sum(1 for p in data.iterdir() if p.name.endswith(".bad"))
    if failures:
        print("\n".join(sorted(set(failures))[:20]), file=sys.stderr)
    return counts


def table_part() -> Any:
    """scripts/fuzz_table.py, loaded beside this file (the scripts are not a package)."""
    spec = importlib.util.spec_from_file_location(
        "dirty7_fuzz_table", Path(__file__).with_name("fuzz_table.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Each part has its own count of events (0 skips that part). Prints the "
               'counts as JSON: {"table": {...}, "files": {...}}; exit 1 if any part '
               "counted an exception.")
    parser.add_argument("--table-events", type=int, default=10_000,
                        help="random events at the headless table (default 10000)")
    parser.add_argument("--events", type=int, default=10_000,
                        help="random moves and data files (default 10000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = parser.parse_args(argv)
    report: dict[str, dict[str, int]] = {}
    if args.table_events > 0:
        os.environ["DIRTY7_DATA_DIR"] = tempfile.mkdtemp(prefix="dirty7-fuzz-table-")
        report["table"], failures = table_part().run_table(args.table_events, args.seed)
        if failures:
            print("\n".join(sorted(set(failures))[:20]), file=sys.stderr)
    if args.events > 0:
        report["files"] = run(args.events, args.seed)
    print(json.dumps(report))
    return 1 if any(counts["exceptions"] for counts in report.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
