"""The tournament tool: seat-balanced games, statistics, JSON and clear errors."""

from __future__ import annotations

import json

import pytest

from dirty7.arena.duel import play_game
from dirty7.arena.progress import wilson_interval
from dirty7.arena.tournament import percentile, run_tournament
from dirty7.cli.tournament_command import main


def test_json_on_a_small_run(capsys):
    assert main(["medium", "easy", "--games", "20", "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["a"] == "medium" and data["b"] == "easy" and data["games"] == 20
    assert data["a_wins"] + data["b_wins"] + data["draws"] == 20
    assert data["a_win_rate"] == pytest.approx(data["a_wins"] / 20, abs=1e-4)
    low, high = data["ci95"]
    assert 0 <= low <= data["a_win_rate"] <= high <= 1
    for name in ("medium", "easy"):
        assert set(data["decision_ms"][name]) >= {"p50", "p95"}
        assert data["decision_ms"][name]["p50"] <= data["decision_ms"][name]["p95"]
        assert data["fallbacks"][name] == 0
    assert data["moves_per_game"] > 0


def test_outcome_does_not_depend_on_jobs_and_seats_are_swapped():
    one = run_tournament("easy", "medium", 8, seed=3, jobs=1)
    two = run_tournament("easy", "medium", 8, seed=3, jobs=2)
    assert [(o.winner, o.moves) for o in one.outcomes] == [(o.winner, o.moves)
                                                          for o in two.outcomes]
    # Same strategy on both sides of a swapped deal: the two games are mirror images.
    g0, g1 = play_game("medium", "medium", 9, 0), play_game("medium", "medium", 9, 1)
    assert g0.moves == g1.moves and {g0.winner, g1.winner} == {"a", "b"}


def test_a_failing_plugin_is_counted_as_a_fallback(monkeypatch, capsys):
    from dirty7.ai import registry

    class Bad:
        label, description = "Bad", "Returns nonsense."

        def __init__(self, seed=0):
            pass

        def choose(self, view):
            return "nonsense"

    class EP:
        name, value = "bad", "tests:Bad"

        def load(self):
            return Bad

    monkeypatch.setattr(registry, "_entry_points", lambda: [EP()])
    assert main(["bad", "easy", "--games", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["fallbacks"] == {"bad": 4, "easy": 0}


def test_human_readable_output(capsys):
    assert main(["easy", "easy", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "95% CI" in out and "easy (A)" in out and "median" in out


@pytest.mark.parametrize("argv, message", [
    (["nobody", "easy"], "unknown strategy 'nobody'; known strategies: easy, medium, hard"),
    (["easy", "hard:depth=2"], "accepts: "),
    (["easy", "medium", "--games", "0"], "positive"),
    (["easy", "medium", "--games", "7"], "even"),
    (["easy", "medium", "--games", "ten"], "whole number"),
    (["easy", "medium", "--jobs", "-1"], "positive"),
])
def test_bad_arguments_are_clear_errors(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2 and message in capsys.readouterr().err


def test_statistics_helpers():
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 50) == 3.0
    assert percentile([], 95) == 0.0
    low, high = wilson_interval(65, 100)
    assert 0.55 < low < 0.65 < high < 0.74


def test_several_processes_by_default(monkeypatch):
    import multiprocessing
    import os

    from dirty7.arena import tournament
    from dirty7.cli.tournament_command import build_parser

    monkeypatch.setattr(os, "cpu_count", lambda: 3)
    assert build_parser().parse_args(["easy", "easy"]).jobs == 3
    pools: list[int] = []
    real_context = multiprocessing.get_context

    class Context:
        def Pool(self, processes, **options):  # noqa: N802 - multiprocessing's name
            pools.append(processes)
            return real_context().Pool(processes, **options)

    monkeypatch.setattr(tournament.multiprocessing, "get_context", lambda: Context())
    assert main(["easy", "easy", "--games", "8", "--json"]) == 0
    assert pools == [3]
    # Never more processes than deals: two games are one deal, played in this process.
    assert main(["easy", "easy", "--games", "2", "--json"]) == 0
    assert pools == [3]


def test_json_stays_one_object_on_stdout_while_the_bar_is_on_stderr(capsys):
    assert main(["easy", "medium", "--games", "8", "--seed", "2", "--jobs", "1", "--json",
                 "--progress", "always"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    # The bar's last state: every game, and A's win rate with its interval.
    last = captured.err.strip().split("\r")[-1]
    assert "8/8" in last and "game" in last
    rate = 100 * data["a_wins"] / 8
    low, high = (100 * x for x in data["ci95"])
    assert f"A wins {rate:.1f}% (95% CI {low:.1f}%–{high:.1f}%)" in last


@pytest.mark.parametrize("env, option, drawn", [
    ("1", "auto", True), ("0", "auto", False), ("1", "never", False), ("", "always", True),
    ("", "auto", False),  # stderr is not a terminal here
])
def test_when_the_bar_is_drawn(env, option, drawn, monkeypatch, capsys):
    monkeypatch.setenv("DIRTY7_PROGRESS", env)
    assert main(["easy", "easy", "--games", "2", "--json", "--progress", option]) == 0
    assert ("2/2" in capsys.readouterr().err) == drawn


def test_selfplay_writes_one_replayable_record_a_line_in_game_order(tmp_path, capsys):
    from dirty7.__main__ import main as dirty7_main
    from dirty7.game.record import GameRecord

    out = tmp_path / "games.jsonl"
    argv = ["selfplay", "medium", "easy", "--games", "6", "--seed", "4", "--out", str(out)]
    assert dirty7_main([*argv, "--jobs", "2"]) == 0
    assert "6 game records written" in capsys.readouterr().out
    lines = out.read_text(encoding="utf-8").splitlines()
    records = [GameRecord.from_dict(json.loads(line)) for line in lines]  # each replays
    games = run_tournament("medium", "easy", 6, seed=4).outcomes
    assert [r.seed for r in records] == [4, 4, 5, 5, 6, 6]
    assert [len(r.moves) for r in records] == [g.moves for g in games]
    # Seats swap within a deal, and the players are named by their specs.
    assert [r.players for r in records[:2]] == [["medium", "easy"], ["easy", "medium"]]
    # The same file whatever the number of workers.
    first = out.read_bytes()
    assert dirty7_main([*argv, "--jobs", "1"]) == 0
    assert out.read_bytes() == first


@pytest.mark.parametrize("argv, message", [
    (["easy", "medium", "--address", "auto"], "--address needs --backend ray"),
    (["easy", "medium", "--backend", "spark"], "invalid choice: 'spark'"),
])
def test_bad_backend_arguments_are_clear_errors(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2 and message in capsys.readouterr().err


def test_the_ray_backend_without_ray_says_what_to_install(monkeypatch, capsys):
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)  # what an install without the extra sees
    monkeypatch.delitem(sys.modules, "dirty7.arena.ray_cluster", raising=False)
    with pytest.raises(SystemExit) as exc:
        main(["easy", "medium", "--games", "2", "--backend", "ray"])
    assert exc.value.code == 2 and "pip install 'dirty7[cluster]'" in capsys.readouterr().err


def test_on_a_terminal_the_bar_waits_before_it_shows(monkeypatch):
    import io

    from dirty7.arena.progress import WinRateBar

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.delenv("DIRTY7_PROGRESS", raising=False)
    quick, slow = Terminal(), Terminal()
    for stream, delay in ((quick, 3600.0), (slow, 0.0)):
        with WinRateBar(4, "easy vs easy", stream=stream, delay=delay) as bar:
            bar.start()
            bar.update(["a", None])
            bar.update(["b", "a"])
    assert quick.getvalue() == ""  # a run shorter than the delay shows no bar
    assert "4/4" in slow.getvalue() and "A wins 50.0%" in slow.getvalue()
