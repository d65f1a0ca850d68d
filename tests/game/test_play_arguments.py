"""``dirty7 tournament`` and ``dirty7 selfplay`` arguments a hostile tester tried:
each bad one is exit status 2 with one line, ``--out`` is replaced only by a complete
run, deals are generated lazily and a local ``--jobs`` is capped to the cores.
"""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from dirty7.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
PRECIOUS = "precious\n"


def _usage_error(argv: list[str], capsys) -> str:
    """The one line that ``argv`` prints on stderr, with exit status 2."""
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.fixture
def precious(tmp_path) -> Path:
    path = tmp_path / "games.jsonl"
    path.write_text(PRECIOUS)
    return path


def _untouched(path: Path) -> None:
    assert path.read_text() == PRECIOUS
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]  # no temporary


@pytest.mark.parametrize("tool", ["tournament", "selfplay"])
@pytest.mark.parametrize("extra, message", [
    (["--seed", "-1"], "a seed is from 0 to 2**64 - 1, not -1"),
    (["--seed", str(2**64)], "a seed is from 0 to 2**64 - 1"),
    (["--seed", "9" * 5000], "expected a whole number"),
    (["--games", "0"], "expected a positive number, not 0"),
    (["--games", "-2"], "expected a positive number, not -2"),
    (["--move-limit", "0"], "expected a positive number, not 0"),
    (["--move-limit", str(10**7)], "from 1 to 1,000,000"),
    (["--jobs", "0"], "expected a positive number, not 0"),
])
def test_bad_arguments_are_one_line_and_leave_out_alone(tool, extra, message, precious,
                                                        capsys):
    out = ["--out", str(precious)] if tool == "selfplay" else []
    line = _usage_error([tool, "easy", "easy", "--games", "2", *out, *extra], capsys)
    assert message in line and line.startswith(f"dirty7 {tool}: error: ")
    _untouched(precious)


def test_too_many_games_is_refused_by_the_parser(capsys):
    """Only parsed, never played: before, it built a list of 5 * 10**15 deals."""
    from dirty7.cli.tournament_command import build_parser

    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args(["easy", "easy", "--games", str(10**16)])
    assert exit_.value.code == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "from 1 to 1,000,000,000,000,000" in line


def test_the_top_seed_plays_every_deal(capsys):
    """Deal seeds wrap past 2**64 - 1 instead of failing at the second deal."""
    assert main(["tournament", "easy", "easy", "--games", "4", "--seed", str(2**64 - 1),
                 "--jobs", "1", "--json"]) == 0
    assert '"games": 4' in capsys.readouterr().out


@pytest.mark.parametrize("where, message", [
    ("folder", "is a folder, not a file"),
    ("/dev/full", "is not a regular file"),
    ("/proc/x", "cannot write in /proc"),
    ("missing/games.jsonl", "no such folder"),
])
def test_out_must_be_a_file_that_can_be_written(where, message, tmp_path, capsys):
    path = tmp_path / where if not where.startswith("/") else Path(where)
    if where == "folder":
        path.mkdir()
    line = _usage_error(["selfplay", "easy", "easy", "--games", "2", "--out", str(path)],
                        capsys)
    assert message in line
    if where == "/dev/full":
        assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_a_run_that_fails_midway_leaves_out_as_it_was(precious, monkeypatch, capsys):
    from dirty7.cli import selfplay_command as selfplay

    real = selfplay.play_games

    def full_disk(*args, **kwargs):
        yield from real(*args, **kwargs)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(selfplay, "play_games", full_disk)
    line = _usage_error(["selfplay", "easy", "easy", "--games", "2", "--jobs", "1",
                         "--out", str(precious)], capsys)
    assert "No space left on device" in line and "left as it was" in line
    _untouched(precious)


def test_a_complete_run_replaces_out(precious, capsys):
    assert main(["selfplay", "easy", "easy", "--games", "2", "--jobs", "1",
                 "--out", str(precious)]) == 0
    assert precious.read_text().count("\n") == 2 and PRECIOUS not in precious.read_text()
    assert [p.name for p in precious.parent.iterdir()] == [precious.name]


@pytest.mark.parametrize("address, message", [
    ("127.0.0.1:1", "nothing answers at 127.0.0.1:1"),
    ("nohost", "expected HOST:PORT"),
    ("10.0.0.5:99999", "port 99999 is not from 1 to 65535"),
    ("a b:6379", "expected HOST:PORT"),
])
def test_a_ray_address_that_is_malformed_or_does_not_answer_is_an_error_at_once(
        address, message, precious):
    """With the real Ray installed; before, Ray waited for the cluster until killed (so
    this runs in a child with a generous limit, which fails only if it hangs)."""
    pytest.importorskip("ray")
    done = subprocess.run(
        [sys.executable, "-m", "dirty7", "selfplay", "easy", "easy", "--games", "2",
         "--backend", "ray", "--address", address, "--out", str(precious)],
        capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 2
    (line,) = done.stderr.strip().splitlines()
    assert message in line
    _untouched(precious)


def test_jobs_are_generated_lazily():
    from dirty7.arena.tournament import play_games

    tracemalloc.start()
    try:
        batches = play_games("easy", "easy", 2 * 10**6, jobs=1)
        first = next(batches)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [g.index for g in first] == [0, 1]
    assert peak < 2_000_000  # a million deals in a list took over 100 MB
    huge = play_games("easy", "easy", 10**12, jobs=1)
    assert [g.index for g in next(huge)] == [0, 1]
    huge.close()


def test_ray_tasks_are_cut_from_an_endless_iterator():
    pytest.importorskip("ray")
    from itertools import count

    from dirty7.arena.ray_cluster import batch_size, cut

    assert batch_size(10**12, 2) == 16
    assert next(cut(count(), 3)) == [0, 1, 2]


def test_jobs_above_the_cores_are_capped_with_a_note(monkeypatch, capsys):
    import multiprocessing

    from dirty7.arena import tournament

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    pools: list[int] = []
    real_context = multiprocessing.get_context

    class Context:
        def Pool(self, processes, **options):  # noqa: N802 - multiprocessing's name
            pools.append(processes)
            return real_context().Pool(processes, **options)

    monkeypatch.setattr(tournament.multiprocessing, "get_context", lambda: Context())
    assert main(["tournament", "easy", "easy", "--games", "8", "--jobs", "1000",
                 "--json"]) == 0
    assert pools == [2]
    assert ("--jobs 1000 is more than this machine's 2 cores; using 2"
            in capsys.readouterr().err)
