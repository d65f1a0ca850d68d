"""The PyInstaller bundle runs as a player runs it: no Python on ``PATH``,
``PYTHONPATH``/``PYTHONHOME`` unset, nothing of the environment but a home folder.

It plays a demo game to its screenshot, says its version, verifies a record, speaks German
(its catalogues ship), finds the
four built-in levels without entry points, and keeps its data in the same folder as the
pip-installed game. Slow (the build takes a minute or two): ``.ci/run`` builds the
bundle with ``scripts/build`` and runs this with ``DIRTY7_BUNDLE=dist/dirty7``; without
that variable the test builds a bundle of its own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    given = os.environ.get("DIRTY7_BUNDLE", "").strip()
    if given:
        return Path(given).resolve()
    dist = tmp_path_factory.mktemp("dist")
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_bundle.py"),
                           "--dist", str(dist), "--no-archive"], cwd=ROOT,
                          capture_output=True, text=True, timeout=1800)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return dist / "dirty7"


def _player_env(tmp_path: Path) -> dict[str, str]:
    """A home, an empty PATH (no Python to find) and headless rendering: nothing else."""
    empty = tmp_path / "empty-bin"
    empty.mkdir(exist_ok=True)
    return {"HOME": str(tmp_path / "home"), "PATH": str(empty), "ARCADE_HEADLESS": "1",
            "LANG": "C.UTF-8"}


def _run(bundle: Path, tmp_path: Path, *args: str, status: int = 0) -> str:
    proc = subprocess.run([str(bundle / "dirty7"), *args], cwd=tmp_path,
                          env=_player_env(tmp_path), capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == status, proc.stdout[-2000:] + proc.stderr[-4000:]
    return proc.stdout + proc.stderr


def test_the_bundle_plays_verifies_and_says_its_version(bundle, tmp_path):
    assert (bundle / "dirty7").is_file() and not list(bundle.glob("python*"))
    assert _run(bundle, tmp_path, "--version").strip() == f"dirty7 {metadata.version('dirty7')}"
    _run(bundle, tmp_path, "--autoplay", "--exit-after-game", "--seed", "5", "--difficulty",
         "medium", "--animation-speed", "instant", "--size", "800x600",
         "--screenshot", "end.png", "--export", "game.json")
    from PIL import Image

    image = Image.open(tmp_path / "end.png").convert("RGB")
    assert image.size == (800, 600) and len(set(image.getdata())) > 100
    r, g, b = image.getpixel((4, 4))
    assert g > r and g > b  # the felt, and card art drawn on it (many colours)
    record = json.loads((tmp_path / "game.json").read_text())
    assert record["app"] == f"dirty7 {metadata.version('dirty7')}"
    assert "verified: every check holds" in _run(bundle, tmp_path, "verify", "game.json")


def test_the_bundle_knows_the_four_levels_and_uses_the_pip_games_data_folder(bundle,
                                                                            tmp_path):
    said = _run(bundle, tmp_path, "--difficulty", "nosuch", status=2)
    assert "known strategies: easy, medium, hard, matched" in said
    home = tmp_path / "home"
    _run(bundle, tmp_path, "--startup-probe")  # the menu's first frame, then quits
    made = {p for p in home.rglob("*") if p.is_dir() and p.name == "dirty7"}
    pip_game = subprocess.run(  # the folders the pip game's start makes (it reads, no lock)
        [sys.executable, "-c", "from dirty7.store.storage import cache_dir, data_dir; "
         "print(data_dir()); print(cache_dir())"],
        env={**_player_env(tmp_path), "PATH": os.environ["PATH"]}, capture_output=True,
        text=True, timeout=60, check=True).stdout.split()
    folder, cache = map(Path, pip_game)
    assert home in folder.parents and folder in made
    assert made <= {folder, cache}  # the bundle's start made no folder of its own


def test_the_bundle_speaks_german(bundle, tmp_path):
    """The compiled catalogues ship in the bundle: started in German, its help, a whole
    autoplay game and the verify report of that game are German."""
    said = _run(bundle, tmp_path, "--language", "de", "--help")
    assert said.startswith("Aufruf: dirty7") and "--language CODE" in said
    _run(bundle, tmp_path, "--language", "de", "--autoplay", "--exit-after-game", "--seed", "5",
         "--difficulty", "easy", "--animation-speed", "instant", "--size", "800x600",
         "--export", "game.json")
    assert "bestätigt: jede Prüfung hält" in _run(bundle, tmp_path, "--language", "de",
                                                   "verify", "game.json")
