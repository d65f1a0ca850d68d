"""The saved game's file as tests read and edit it: its concealed ``record`` and ``match``
(dirty7.store.concealed) revealed for reading and concealed again for writing, so an edit
goes through the same path as a save the game wrote (no tests here)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dirty7.store.concealed import conceal, reveal

CONCEALED = ("record", "match")


def read_saved(path: str | Path) -> dict[str, Any]:
    """The file's JSON with ``record`` and ``match`` as plain objects."""
    data = json.loads(Path(path).read_text())
    for key in CONCEALED:
        if isinstance(data.get(key), str):
            data[key] = reveal(data[key])
    return data


def write_saved(path: str | Path, data: dict[str, Any]) -> None:
    """Write ``data`` back as the game writes it: ``record`` and ``match`` concealed."""
    out = dict(data)
    for key in CONCEALED:
        if isinstance(out.get(key), (dict, list)):
            out[key] = conceal(out[key])
    Path(path).write_text(json.dumps(out))
