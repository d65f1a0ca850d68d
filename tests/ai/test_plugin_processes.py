"""A plugin's process and what it does to the game's: a plugin that floods its
answer pipe costs the game a bounded buffer and a fallback; one that forks leaves nothing
running once its game is over.

The rogues of :mod:`tests.support.hostile_plugins.rogues` are installed as a distribution
on the path (as :mod:`tests.ai.test_hostile_plugins` installs its bots), so that their
own processes find them.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

import pytest

from dirty7.ai import registry
from dirty7.ai.answer_lines import MAX_LINE, MAX_WAITING
from dirty7.ai.plugin_host import PluginFailure, PluginProcess
from dirty7.rules import deal
from tests.support.hostile_plugins.rogues import FORK_FILE_ENV, JUNK_DONE_ENV, ROGUES
from tests.support.processes import (
    alive,
    command_line,
    descendants,
    kill_all,
    still_alive_after,
)

TARGET = "tests.support.hostile_plugins.rogues:{}"


@pytest.fixture
def rogues(tmp_path, monkeypatch):
    """The rogues as an installed distribution; returns the forker's pid file."""
    info = tmp_path / "dirty7_rogue_plugins-0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: dirty7-rogue-plugins\n"
                                   "Version: 0\n")
    lines = [f"{name} = {TARGET.format(cls)}" for name, cls in ROGUES.items()]
    (info / "entry_points.txt").write_text("[dirty7.strategies]\n" + "\n".join(lines) + "\n")
    root = str(Path(__file__).resolve().parents[2])
    monkeypatch.syspath_prepend(root)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), root]))
    assert set(ROGUES) <= {ep.name for ep in metadata.entry_points(group=registry.GROUP)}
    forks = tmp_path / "forks.txt"
    monkeypatch.setenv(FORK_FILE_ENV, str(forks))
    monkeypatch.setenv(JUNK_DONE_ENV, str(tmp_path / "junk-done"))
    yield forks
    if forks.exists():
        kill_all({int(line) for line in forks.read_text().split()})


def _kept_bytes(plugin: PluginProcess) -> int:
    """What the parent holds of the child's unread output (main's queue had no bound)."""
    lines = plugin._lines
    if hasattr(lines, "waiting_bytes"):
        return lines.waiting_bytes
    return sum(len(line) for line in list(lines.queue) if line)


def test_a_plugin_flooding_its_pipe_costs_a_bounded_buffer_and_a_fallback(rogues, tmp_path):
    plugin = PluginProcess(TARGET.format("JunkWriter"), {}, 0, name="junk-writer",
                           time_limit_s=5.0)
    done = tmp_path / "junk-done"
    try:
        gone = still_alive_after({plugin._proc.pid}, 20.0) == set()
        # killed on its flood, or it wrote all 20 MB of junk and the parent kept it
        assert gone or done.exists()
        assert _kept_bytes(plugin) <= MAX_WAITING * MAX_LINE
        assert gone and not done.exists()
        with pytest.raises(PluginFailure, match=f"over {MAX_WAITING} lines nobody asked for"):
            plugin.choose(deal(1).view(0))
    finally:
        plugin.close()
    plugin._lines.thread.join(20.0)
    assert not plugin._lines.thread.is_alive() and _kept_bytes(plugin) == 0


def test_the_junk_writer_plays_a_tournament_with_a_fallback(rogues):
    from dirty7.arena.tournament import run_tournament

    result = run_tournament("junk-writer", "medium", games=2, seed=3, jobs=1,
                            move_limit=200, time_limit_s=2.0)
    assert result.games == 2
    # A game may end before the flood starts; a flooded one is played on by Medium.
    reasons = {r for o in result.outcomes for r in o.fallbacks["a"]}
    assert reasons <= {f"its process wrote over {MAX_WAITING} lines nobody asked for",
                       "its process answered something that is not a move"}


def _forked(forks: Path) -> set[int]:
    return {int(line) for line in forks.read_text().split()} if forks.exists() else set()


def test_a_plugins_grandchildren_end_with_its_tournament_games(rogues):
    from dirty7.arena.tournament import run_tournament

    result = run_tournament("forker", "medium", games=2, seed=3, jobs=1, move_limit=200,
                            time_limit_s=5.0)
    assert result.games == 2 and result.summary()["fallbacks"]["forker"] == 0
    forked = _forked(rogues)
    assert len(forked) == 2
    assert still_alive_after(forked) == set()


def test_a_plugins_grandchild_ends_when_its_seat_is_closed(rogues):
    plugin = registry.create_guarded("forker", seed=1, time_limit_s=5.0)
    try:
        assert int(plugin.choose(deal(2).view(0))) in deal(2).legal_moves()
        (grandchild,) = _forked(rogues)
        assert alive(grandchild)
    finally:
        plugin.close()
    assert still_alive_after({grandchild}) == set()


def _start(argv: list[str], ready) -> subprocess.Popen:
    """A child playing the game's (or the tournament's) role, once ``ready(child)``."""
    child = subprocess.Popen([sys.executable, *argv], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "ARCADE_HEADLESS": "1"})
    ready(child)
    return child


def _kill_and_check(child: subprocess.Popen, signum: int, expect: int) -> None:
    # The family is counted once it is whole: between two games a plugin process and what
    # it forked are gone for a moment, and a count taken then saw three of the four.
    family = descendants(child.pid)
    for _ in range(400):  # up to 20 s on a busy machine
        if len(family) >= expect:
            break
        time.sleep(0.05)
        family = descendants(child.pid)
    try:
        assert len(family) >= expect, [command_line(p) for p in family]
        child.send_signal(signum)
        child.wait(20.0)
        left = still_alive_after(family)
        assert left == set(), [command_line(p) for p in left]
    finally:
        child.kill()
        child.wait()
        kill_all(family)


@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGTERM, signal.SIGHUP])
def test_a_killed_game_leaves_no_process_behind(rogues, signum):
    """The window's thinking worker, the multiprocessing resource tracker, the plugin's
    process and what it forked all end when the game's process is killed."""
    def ready(child):
        assert child.stdout.readline().strip() == "ready"

    child = _start(["-m", "tests.support.game_role", "forker"], ready)
    family = descendants(child.pid)
    assert any("resource_tracker" in command_line(p) for p in family)
    assert _forked(rogues) <= family
    _kill_and_check(child, signum, expect=4)


def test_a_killed_tournament_leaves_no_process_behind(rogues):
    """Its pool's workers, each game's plugin process and what that forked."""
    def ready(child):
        for _ in range(600):  # up to a minute on a busy machine
            if len(_forked(rogues)) >= 2:
                break
            time.sleep(0.1)

    child = _start(["-m", "dirty7", "tournament", "forker", "medium", "--games", "2000",
                    "--jobs", "2", "--progress", "never"], ready)
    _kill_and_check(child, signal.SIGKILL, expect=4)
