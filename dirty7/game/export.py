"""Export a game record to ``exports/game-YYYYmmdd-HHMMSS.json`` in the data directory.

Why a file of its own in the data directory: a player who wants to keep a game, show it to
someone or attach it to a bug report needs one self-contained file (the record replays every
position: see :mod:`dirty7.game.record`), and ``dirty7 --load FILE`` opens it again. The
write is atomic and never raises for disk problems: the caller shows the returned message.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from dirty7.game.record import GameRecord
from dirty7.store.storage import StorageError, default_store, write_json_atomic

EXPORTS_DIR = "exports"


def export_path(directory: Path, when: datetime | None = None) -> Path:
    """A new file name in ``directory`` for a game exported at ``when`` (never an old one)."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    path = directory / f"game-{stamp}.json"
    n = 2
    while path.exists():  # two exports in one second keep both
        path = directory / f"game-{stamp}-{n}.json"
        n += 1
    return path


def export_record(record: GameRecord, when: datetime | None = None) -> tuple[Path | None, str]:
    """Write ``record``; returns (path, "Game exported to …") or (None, why it could not be)."""
    directory = default_store().directory / EXPORTS_DIR
    path = export_path(directory, when)
    try:
        write_json_atomic(path, record.to_dict())
    except StorageError as exc:
        return None, str(exc)
    return path, f"Game exported to {path}"


__all__ = ["EXPORTS_DIR", "export_path", "export_record"]
