"""The type checker follows the floors that must be exact: ``mypy --strict`` finds nothing in
the rules, the store, the language layer, the computer players, the game and the network (and
in what they import). The rest of the package (the window, the command line, the arena) is
checked too, without ``--strict``: every call it makes and every value it passes must agree
with the types it declares.

Why a test and not only a CI step: a developer who runs ``scripts/test`` learns at once
that a change left a hole in the types, as they learn of a broken rule. The list grows
floor by floor as each is made strict-clean; a new error in a listed floor fails here with
mypy's own words.

Why mypy runs as a program of its own rather than through ``mypy.api`` in the test worker:
it leaves some 600,000 objects alive in the process that ran it (its caches and the
modules it loaded), and every later full collection in that worker walked them (a table's
collection as it opens went from a few milliseconds to half a second, 180 s of one
worker's run).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT = ("dirty7/rules", "dirty7/store", "dirty7/i18n", "dirty7/ai", "dirty7/game", "dirty7/net")
WHOLE = "dirty7"


def mypy(*args: str) -> tuple[str, str, int]:
    """mypy run on ``args`` as ``mypy.api.run`` returns it: its report, errors and status."""
    done = subprocess.run([sys.executable, "-m", "mypy", *args], capture_output=True,
                          text=True, cwd=ROOT, check=False)
    return done.stdout, done.stderr, done.returncode


def test_the_strict_floors_pass_mypy_strict(tmp_path):
    out, err, status = mypy("--strict", "--cache-dir", str(tmp_path / "cache"),
                       *(str(ROOT / floor) for floor in STRICT))
    assert status == 0, out + err


def test_the_whole_package_passes_mypy(tmp_path):
    out, err, status = mypy("--cache-dir", str(tmp_path / "cache"), str(ROOT / WHOLE))
    assert status == 0, out + err


def test_the_check_can_fail(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def half(x):\n    return x / 2\n")
    out, _err, status = mypy("--strict", "--cache-dir", str(tmp_path / "cache"), str(bad))
    assert status == 1 and "missing a type annotation" in out
