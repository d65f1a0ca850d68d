"""The wheel plays as a player installs it: built from this checkout, installed
into a fresh virtual environment outside it (what ``pipx install`` makes), and run from
another folder, with the data, sounds and art read from inside the installed package.

Slow (a minute: the environment's dependencies are installed too), so it is not part of
the suite's default run: ``.ci/run`` runs it in a step of its own (``-m slow``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


def _run(command: list, **kwargs) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in command], capture_output=True, text=True,
                          timeout=900, **kwargs)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


def _outside_env(data: Path) -> dict[str, str]:
    """No checkout on the path: a player's environment, headless."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    return {**env, "ARCADE_HEADLESS": "1", "DIRTY7_DATA_DIR": str(data)}


def test_the_wheel_installed_in_a_fresh_environment_plays_a_game(tmp_path):
    wheels = tmp_path / "wheels"
    _run([sys.executable, "-m", "pip", "wheel", ROOT, "--no-deps", "-q", "-w", wheels])
    (wheel,) = wheels.glob("dirty7-*.whl")
    target = tmp_path / "player-venv"
    venv.EnvBuilder(with_pip=True).create(target)
    python, command = target / "bin" / "python", target / "bin" / "dirty7"
    _run([python, "-m", "pip", "install", "-q", wheel])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _outside_env(tmp_path / "data")
    where = _run([python, "-c", "import dirty7, dirty7.assets as a; from dirty7.ai.strength "
                  "import load_strength; print(dirty7.__file__); "
                  "print(a.resource_path('sounds', 'play.wav')); print(len(load_strength()))"],
                 cwd=elsewhere, env=env).stdout.split()
    package = Path(where[0]).parent
    assert target in package.parents and ROOT not in package.parents
    assert Path(where[1]).is_file() and package in Path(where[1]).parents
    assert int(where[2]) >= 3  # the measured strengths came along
    assert _run([command, "--version"], cwd=elsewhere, env=env).stdout.startswith("dirty7 ")
    shot, record = elsewhere / "end.png", elsewhere / "game.json"
    _run([command, "--autoplay", "--exit-after-game", "--seed", "5", "--difficulty", "easy",
          "--animation-speed", "instant", "--size", "800x600", "--screenshot", shot.name,
          "--export", record.name], cwd=elsewhere, env=env)
    from PIL import Image

    image = Image.open(shot).convert("RGB")
    assert image.size == (800, 600) and len(set(image.getdata())) > 100
    assert "moves: ok" in _run([command, "verify", record.name], cwd=elsewhere, env=env).stdout
