"""The Ray backend (``--backend ray``): the same games, and so the same figures, as the
local one for deterministic strategies.

One test starts one local Ray (a few seconds) and does everything with it, so that the
suite's workers never start two; it is skipped where Ray is not installed (the game does
not need it: ``pip install 'dirty7[cluster]'``).
"""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from dirty7.arena.tournament import play_games, run_tournament

ray = pytest.importorskip("ray")

FIGURES = ("a_wins", "b_wins", "draws", "moves_per_game")


def _cli_json(*argv: str) -> dict:
    from dirty7.cli.tournament_command import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(list(argv)) == 0
    return json.loads(out.getvalue())


def test_ray_and_local_give_the_same_result_for_the_same_seed(tmp_path):
    from dirty7.arena import ray_cluster as cluster
    from dirty7.cli.selfplay_command import main as selfplay

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        for a, b, games in (("easy", "medium", 8), ("hard:iterations=20", "easy", 4)):
            local = run_tournament(a, b, games, seed=11, jobs=1)
            remote = run_tournament(a, b, games, seed=11, jobs=2, backend="ray")
            assert [(o.index, o.winner, o.moves) for o in remote.outcomes] == [
                (o.index, o.winner, o.moves) for o in local.outcomes]
            summary = local.summary()
            assert {k: remote.summary()[k] for k in FIGURES} == {k: summary[k] for k in FIGURES}
        # The command line, with the Ray already running (it is joined, not restarted).
        shown = _cli_json("easy", "medium", "--games", "8", "--seed", "11", "--backend", "ray",
                          "--json")
        assert {k: shown[k] for k in FIGURES} == {
            k: run_tournament("easy", "medium", 8, seed=11).summary()[k] for k in FIGURES}
        # Self-play writes the same file on either backend.
        files = []
        for backend in ("local", "ray"):
            out = tmp_path / f"{backend}.jsonl"
            with contextlib.redirect_stdout(io.StringIO()):
                assert selfplay(["medium", "easy", "--games", "4", "--seed", "2", "--backend",
                                 backend, "--out", str(out)]) == 0
            files.append(out.read_bytes())
        assert files[0] == files[1] and files[0].count(b"\n") == 4
        # Deals are cut into batches of whole seat-swapped pairs, every deal once.
        jobs = [("easy", "easy", 1, deal, 50, False, None) for deal in range(37)]
        cut = cluster.batches(jobs, workers=2)
        assert [job for batch in cut for job in batch] == jobs and len(cut) >= 8
        assert sum(len(b) for b in play_games("easy", "easy", 10, backend="ray")) == 10
    finally:
        ray.shutdown()
