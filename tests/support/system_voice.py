"""The system voices the speech tests need: espeak-ng installed where missing (support
code, not a test module)."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest


def ensure_espeak() -> str:
    """The path of ``espeak-ng``, installed with apt-get first when it is missing and this
    process may (root, Debian or Ubuntu); else the test is skipped, saying why."""
    found = shutil.which("espeak-ng")
    if found:
        return found
    if os.environ.get("DIRTY7_NO_APT"):
        pytest.skip("espeak-ng is not installed and DIRTY7_NO_APT forbids installing it")
    if not shutil.which("apt-get") or os.geteuid() != 0:
        pytest.skip("espeak-ng is not installed, and apt-get is not available as root to "
                    "install it (apt-get install espeak-ng)")
    done = subprocess.run(["apt-get", "install", "-y", "-q", "espeak-ng"],
                          capture_output=True, text=True, check=False)
    found = shutil.which("espeak-ng")
    if not found:
        pytest.skip(f"apt-get install espeak-ng failed: {done.stderr.strip()[-300:]}")
    return found
