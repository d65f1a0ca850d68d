"""The window going away ends the game, its worker processes and threads.

A window destroyed from outside (``xdotool windowclose``) sends X11's ``DestroyNotify``
only, never ``on_close``; the game used to run on without a window at a full core. The
first test drives the handler the window registers; the last runs the real game in a
real window under Xvfb (skipped where Xvfb or xdotool is missing).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from dirty7.ui.core.patches import on_destroyed

ROOT = Path(__file__).resolve().parents[2]
DESTROY_NOTIFY = 17  # X.h


def _event(window_id: int) -> SimpleNamespace:
    return SimpleNamespace(type=DESTROY_NOTIFY,
                           xdestroywindow=SimpleNamespace(window=window_id))


def test_the_window_s_own_destroy_event_runs_the_action_once():
    window = SimpleNamespace(_event_handlers={}, _window=42)
    calls: list[int] = []
    assert on_destroyed(window, lambda: calls.append(1))
    handler = window._event_handlers[DESTROY_NOTIFY]
    handler(_event(7))  # a child window's: not ours
    assert calls == []
    handler(_event(42))
    handler(_event(42))
    assert calls == [1]


def test_a_window_without_x11_events_is_left_alone(window):
    assert not on_destroyed(SimpleNamespace(), lambda: None)


def _children(pid: int) -> set[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True,
                         text=True).stdout
    return {int(p) for p in out.split()}


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                    reason="needs Xvfb and xdotool")
def test_a_window_destroyed_from_outside_ends_the_process_and_its_children(tmp_path):
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1400x900x24"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    game = None
    try:
        display = ":" + xvfb.stdout.readline().strip()
        env = dict(os.environ, DISPLAY=display, DIRTY7_DATA_DIR=str(tmp_path))
        env.pop("ARCADE_HEADLESS", None)
        # The computer starts (--seed 2 deals it the first move), so its worker exists.
        game = subprocess.Popen([sys.executable, "-m", "dirty7", "--seed", "2"], cwd=ROOT,
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        found = subprocess.run(["xdotool", "search", "--sync", "--name", "Dirty Seven"],
                               env=env, capture_output=True, text=True, timeout=60)
        window_id = found.stdout.split()[0]
        for _ in range(300):  # up to about 30 s for its worker to start
            if _children(game.pid):
                break
            time.sleep(0.1)
        children = _children(game.pid)
        assert children, "the game started no worker process"
        subprocess.run(["xdotool", "windowclose", window_id], env=env, check=True)
        game.wait(timeout=10)
        for _ in range(50):  # up to about 5 s for the children to go
            if not any(_alive(c) for c in children):
                break
            time.sleep(0.1)
        assert not [c for c in children if _alive(c)]
        assert b"Traceback" not in game.stderr.read()
    finally:
        if game is not None and game.poll() is None:
            game.kill()
            game.wait()
        xvfb.terminate()
        xvfb.wait()
