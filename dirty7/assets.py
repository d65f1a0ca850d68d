"""Where the game's own files (sounds) are, installed or from a checkout.

The top-level ``resources/`` folder ships inside the wheel as ``dirty7/resources``;
in a source checkout the folder beside the package is used.
"""

from __future__ import annotations

from importlib import resources as importlib_resources
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """Path of a file under ``resources/`` (it may not exist; callers check)."""
    packaged = Path(str(importlib_resources.files("dirty7"))) / "resources"
    base = packaged if packaged.is_dir() else Path(__file__).resolve().parent.parent / "resources"
    return base.joinpath(*parts)
