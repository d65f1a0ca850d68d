"""``pipx install`` gives a player a ``dirty7`` that plays: pipx itself, put in
a virtual environment of its own, installs the checkout (``pipx install .``) and the built
wheel (``pipx install dist/dirty7-*.whl``), each into a pipx home and bin folder of its
own under the test's temporary folder, and each installed command says its version,
plays a demo game to a non-blank screenshot and verifies its record, run from a folder
outside the checkout with no checkout on the path.

Slow (pipx installs the game's dependencies, twice: a minute or two), so ``.ci/run`` runs
it in a step of its own (``-m slow``). It skips when pipx cannot be installed (no network
and no local copy of it): that says nothing about the game.
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
                          timeout=1200, **kwargs)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


@pytest.fixture(scope="module")
def pipx(tmp_path_factory) -> Path:
    """pipx in a virtual environment of its own (skips when it cannot be installed)."""
    where = tmp_path_factory.mktemp("pipx-tool")
    venv.EnvBuilder(with_pip=True).create(where)
    proc = subprocess.run([str(where / "bin" / "python"), "-m", "pip", "install", "-q", "pipx"],
                          capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        pytest.skip(f"pipx could not be installed: {proc.stderr.strip()[-300:]}")
    return where / "bin" / "pipx"


def _pipx_env(home: Path) -> dict[str, str]:
    """pipx's folders in ``home``; no checkout on the path."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    return {**env, "PIPX_HOME": str(home / "pipx"), "PIPX_BIN_DIR": str(home / "bin"),
            "PIPX_MAN_DIR": str(home / "man")}


def _plays(command: Path, tmp_path: Path) -> None:
    """The installed command says its version, plays a demo and verifies its record."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**_pipx_env(tmp_path), "ARCADE_HEADLESS": "1", "DIRTY7_DATA_DIR": str(tmp_path / "data")}
    assert _run([command, "--version"], cwd=elsewhere, env=env).stdout.startswith("dirty7 ")
    shot, record = elsewhere / "end.png", elsewhere / "game.json"
    _run([command, "--autoplay", "--exit-after-game", "--seed", "5", "--difficulty", "easy",
          "--animation-speed", "instant", "--size", "800x600", "--screenshot", shot.name,
          "--export", record.name], cwd=elsewhere, env=env)
    from PIL import Image

    image = Image.open(shot).convert("RGB")
    assert image.size == (800, 600) and len(set(image.getdata())) > 100
    assert "verified" in _run([command, "verify", record.name], cwd=elsewhere, env=env).stdout


def test_pipx_install_of_the_checkout_plays(pipx, tmp_path):
    env = _pipx_env(tmp_path)
    _run([pipx, "install", ROOT], cwd=tmp_path, env=env)
    command = tmp_path / "bin" / "dirty7"
    _from_pipx_environment(command, tmp_path)
    _plays(command, tmp_path)


def test_pipx_install_of_the_wheel_plays(pipx, tmp_path):
    wheels = tmp_path / "dist"
    _run([sys.executable, "-m", "pip", "wheel", ROOT, "--no-deps", "-q", "-w", wheels])
    (wheel,) = wheels.glob("dirty7-*.whl")
    _run([pipx, "install", wheel], cwd=tmp_path, env=_pipx_env(tmp_path))
    command = tmp_path / "bin" / "dirty7"
    _from_pipx_environment(command, tmp_path)
    _plays(command, tmp_path)


def _from_pipx_environment(command: Path, tmp_path: Path) -> None:
    """The command runs the package pipx installed (under PIPX_HOME), with the art inside."""
    assert command.exists()
    installed = command.resolve()  # pipx links its bin folder to the environment's command
    assert (tmp_path / "pipx") in installed.parents
    python = installed.parent / "python"
    where = _run([python, "-c", "import dirty7, dirty7.assets as a; print(dirty7.__file__); "
                  "print(a.resource_path('sounds', 'play.wav'))"],
                 cwd=tmp_path, env=_pipx_env(tmp_path)).stdout.split()
    package = Path(where[0]).parent
    assert (tmp_path / "pipx") in package.parents and ROOT not in package.parents
    assert Path(where[1]).is_file() and package in Path(where[1]).parents
