"""``dirty7 tournament A B``: seat-balanced games between two strategies, with statistics.

Why seat-balanced: the deal and who starts matter a lot in a shedding game, so every deal
is played twice with A and B swapping seats (and so hands and the first move); luck then
cancels out in pairs. Games are independent and seeded by their index, so the outcome
does not depend on ``--jobs`` (one worker process per core unless told otherwise); only
decision times do. Each strategy is wrapped in the
same guard as in the game, so a failing or late strategy is replaced by Medium and
counted; a plugin plays each game from its own process (started for the game), the
built-in levels play in the worker itself, at full speed.

    dirty7 tournament hard medium --games 1000 --seed 1 --jobs 2 --json
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from dirty7.ai.registry import StrategyError, create_guarded, validate_spec
from dirty7.game.controller import Game

DEFAULT_MOVE_LIMIT = 1000


@dataclass
class TournamentGame:
    """One tournament game: who won (``"a"``, ``"b"`` or None for a draw) and what it cost
    (what the window shows after a game is :class:`dirty7.game.session.GameOutcome`)."""

    index: int
    winner: str | None
    moves: int
    times_ms: dict[str, list[float]]
    fallbacks: dict[str, list[str]]
    choice_ms: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})


@dataclass
class TournamentResult:
    """Every game of a tournament and the statistics the CLI prints."""

    a: str
    b: str
    seed: int
    outcomes: list[TournamentGame] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.outcomes)

    def count(self, who: str | None) -> int:
        return sum(o.winner == who for o in self.outcomes)

    def keys(self) -> tuple[str, str]:
        """Names for per-strategy figures: the specs, told apart when they are the same."""
        if self.a == self.b:
            return f"{self.a} (A)", f"{self.b} (B)"
        return self.a, self.b

    def summary(self) -> dict[str, Any]:
        games = self.games
        a_wins, b_wins, draws = self.count("a"), self.count("b"), self.count(None)
        key_a, key_b = self.keys()
        decision_ms = {}
        fallbacks = {}
        reasons = {}
        for role, key in (("a", key_a), ("b", key_b)):
            times = sorted(t for o in self.outcomes for t in o.times_ms[role])
            choices = sorted(t for o in self.outcomes for t in o.choice_ms[role])
            decision_ms[key] = {
                "p50": round(percentile(times, 50), 3),
                "p95": round(percentile(times, 95), 3),
                "mean": round(sum(times) / len(times), 3) if times else 0.0,
                "max": round(times[-1], 3) if times else 0.0,
                "decisions": len(times),
                # Only the decisions with a real choice (two or more legal moves).
                "choice_p50": round(percentile(choices, 50), 3),
                "choice_p95": round(percentile(choices, 95), 3),
                "choices": len(choices),
            }
            failed = [r for o in self.outcomes for r in o.fallbacks[role]]
            fallbacks[key] = len(failed)
            if failed:
                reasons[key] = sorted(set(failed))[:5]
        low, high = wilson_interval(a_wins, games)
        return {
            "a": self.a,
            "b": self.b,
            "seed": self.seed,
            "games": games,
            "a_wins": a_wins,
            "b_wins": b_wins,
            "draws": draws,
            "a_win_rate": round(a_wins / games, 4) if games else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "moves_per_game": round(sum(o.moves for o in self.outcomes) / games, 2)
            if games else 0.0,
            "decision_ms": decision_ms,
            "fallbacks": fallbacks,
            "fallback_reasons": reasons,
        }


def wilson_interval(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (sound near 0 and 1, unlike ±1.96σ)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(sorted_values: list[float], q: float) -> float:
    """The ``q``-th percentile by linear interpolation (0 for no values)."""
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q / 100
    lo = math.floor(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def play_game(a: str, b: str, seed: int, index: int,
              move_limit: int = DEFAULT_MOVE_LIMIT,
              time_limit_s: float | None = None) -> TournamentGame:
    """Game ``index``: deal ``seed + index // 2``; A sits in seat ``index % 2``.

    ``time_limit_s`` None gives each seat its own limit (tests pass a short one).
    """
    deal_seed = seed + index // 2
    a_seat = index % 2
    seeds = {"a": (seed * 1_000_003 + index * 2) & 0x7FFFFFFF,
             "b": (seed * 1_000_003 + index * 2 + 1) & 0x7FFFFFFF}
    roles = ("a", "b") if a_seat == 0 else ("b", "a")
    players = {"a": create_guarded(a, seeds["a"], time_limit_s=time_limit_s)}
    try:
        players["b"] = create_guarded(b, seeds["b"], time_limit_s=time_limit_s)
        seats = [players[roles[0]], players[roles[1]]]
        game = Game(seats, seed=deal_seed, first=(index // 2) % 2, move_limit=move_limit)
        times: dict[str, list[float]] = {"a": [], "b": []}
        choices: dict[str, list[float]] = {"a": [], "b": []}
        clock = time.perf_counter
        position = game.position
        while not game.is_over:
            role = roles[game.to_move]
            start = clock()
            move = game.choose()
            ms = (clock() - start) * 1000
            times[role].append(ms)
            if len(position.legal_moves()) > 1:
                choices[role].append(ms)
            game.play(move)
    finally:
        for player in players.values():
            player.close()
    result = game.result()
    winner = None if result.winner is None else roles[result.winner]
    fallbacks = {r: [f.reason for f in players[r].fallbacks] for r in ("a", "b")}
    return TournamentGame(index, winner, result.moves, times, fallbacks, choices)


def _play_pair(job: tuple[str, str, int, int, int, float | None]) -> list[TournamentGame]:
    a, b, seed, deal, move_limit, time_limit_s = job
    return [play_game(a, b, seed, 2 * deal + k, move_limit, time_limit_s) for k in (0, 1)]


def run_tournament(a: str, b: str, games: int, seed: int = 1, jobs: int = 1,
                   move_limit: int = DEFAULT_MOVE_LIMIT, progress: Any = None,
                   time_limit_s: float | None = None) -> TournamentResult:
    """Play ``games`` (even) games of A against B over ``jobs`` processes.

    No more processes start than there are deals to play (each plays a deal twice).
    """
    if games <= 0 or games % 2:
        raise ValueError("games must be a positive even number")
    for spec in (a, b):
        validate_spec(spec)  # fail early, in this process, on a bad spec
    work = [(a, b, seed, deal, move_limit, time_limit_s) for deal in range(games // 2)]
    result = TournamentResult(a, b, seed)
    jobs = min(jobs, len(work))
    if jobs <= 1:
        pairs = map(_play_pair, work)
        pool = None
    else:
        pool = multiprocessing.get_context().Pool(jobs)
        pairs = pool.imap_unordered(_play_pair, work)
    try:
        for pair in pairs:
            result.outcomes.extend(pair)
            if progress is not None:
                progress(len(result.outcomes), games)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    result.outcomes.sort(key=lambda o: o.index)
    return result


def _progress_bar(stream: Any) -> Any:
    started = time.monotonic()

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        elapsed = time.monotonic() - started
        eta = elapsed / done * (total - done) if done else 0
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games"
                     f"  {elapsed:5.0f}s elapsed, ~{eta:4.0f}s left")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


def format_summary(s: dict[str, Any]) -> str:
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


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number, not {value}")
    return value


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def default_jobs() -> int:
    """One worker process per core: games are independent and CPU-bound."""
    return os.cpu_count() or 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dirty7 tournament",
        description="Play seat-balanced games between two strategies and report statistics.",
        epilog="A strategy is NAME or NAME:key=value,... (e.g. hard:iterations=400). "
               "Each deal is played twice with the seats swapped.")
    parser.add_argument("a", metavar="A", help="the strategy whose win rate is reported")
    parser.add_argument("b", metavar="B", help="its opponent")
    parser.add_argument("--games", type=_positive_int, default=100,
                        help="number of games, even (default 100)")
    parser.add_argument("--seed", type=_int, default=1, help="first deal's seed (default 1)")
    parser.add_argument("--jobs", type=_positive_int, default=default_jobs(),
                        help="worker processes (default one per core, here "
                             f"{default_jobs()})")
    parser.add_argument("--move-limit", type=_positive_int, default=DEFAULT_MOVE_LIMIT,
                        help=f"moves after which a game is a draw (default {DEFAULT_MOVE_LIMIT})")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.games % 2:
        parser.error(f"--games must be even (each deal is played twice), not {args.games}")
    for spec in (args.a, args.b):
        try:
            validate_spec(spec)
        except StrategyError as exc:
            parser.error(str(exc))  # an unknown name's error lists the known ones
    progress = _progress_bar(sys.stderr) if sys.stderr.isatty() else None
    try:
        result = run_tournament(args.a, args.b, args.games, args.seed, args.jobs,
                                args.move_limit, progress)
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    summary = result.summary()
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
