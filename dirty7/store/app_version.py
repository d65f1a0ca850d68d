"""The game's version, read once from the installed package's metadata.

Why the metadata and nothing else: ``pyproject.toml`` is the one place a version is
written; pip (and PyInstaller's ``--copy-metadata``) carry it into the installed
``dirty7-X.dist-info``, so ``dirty7 --version``, the menu's footer, every exported record
(``"app": "dirty7 X"``) and a crash log all say the same thing. A source tree run without
being installed (``PYTHONPATH=.``) has no metadata: its ``pyproject.toml`` is read
instead, and failing that the version is ``unknown`` rather than a crash. It lives in the
store, the lowest layer allowed to read files, so that records and logs can name it.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path

DISTRIBUTION = "dirty7"
UNKNOWN = "unknown"
_PYPROJECT_VERSION = re.compile(r'^version\s*=\s*"([^"]+)"', re.MULTILINE)


@lru_cache(maxsize=1)
def app_version() -> str:
    """``0.2.0``: the installed distribution's version (see the module docstring).

    ``importlib.metadata`` is imported here, not at the top: it costs ~70 ms, and the
    command line builds its ``--version`` before the window opens."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    try:
        found = _PYPROJECT_VERSION.search(pyproject.read_text(encoding="utf-8"))
    except OSError:
        found = None
    return found.group(1) if found else UNKNOWN


def app_label() -> str:
    """``dirty7 0.2.0``: what ``--version`` prints and what a record's ``app`` says."""
    return f"{DISTRIBUTION} {app_version()}"


def is_frozen() -> bool:
    """Whether this is the PyInstaller bundle (no pip, no entry points, no plugins)."""
    return bool(getattr(sys, "frozen", False))


__all__ = ["app_label", "app_version", "is_frozen"]
