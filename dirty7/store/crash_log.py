"""Crash logs in the data folder: ``crash-YYYYMMDD-HHMMSS.log``, the newest ten kept.

Why files of their own (and plain text, not JSON): a crash is what a player attaches to a
bug report, so the log must be a file one can find (the crash screen names it), read and
paste as it is: what happened, the version (:mod:`dirty7.store.app_version`), the platform
and the traceback. Ten are kept so a crash that repeats cannot fill the disk. Nothing ever
reads them back: they are written, never parsed.
"""

from __future__ import annotations

import contextlib
import os
import platform
import traceback
from datetime import datetime, timezone
from pathlib import Path

from dirty7.rules.phrase import N_, Phrase
from dirty7.store.app_version import app_label, is_frozen
from dirty7.store.files import StorageError, write_reason
from dirty7.store.storage import default_store

PREFIX = "crash-"
SUFFIX = ".log"
#: How many crash logs the data folder keeps (the oldest go first).
KEEP = 10


def crash_report(error: BaseException, where: str = "", saved: str = "") -> str:
    """The text of a crash log: a header of facts, then the traceback."""
    lines = [
        f"Dirty Seven crashed: {type(error).__name__}: {error}",
        f"version: {app_label()}",
        f"time (UTC): {datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M:%S')}",
        f"python: {platform.python_version()} ({'bundle' if is_frozen() else 'installed'})",
        f"platform: {platform.platform()}",
    ]
    if where:
        lines.append(f"where: {where}")
    if saved:
        lines.append(f"the game in progress: {saved}")
    trace = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    return "\n".join(lines) + "\n\n" + trace


def crash_logs(directory: Path | None = None) -> list[Path]:
    """The crash logs in the data folder, oldest first (their names sort by time)."""
    folder = default_store().directory if directory is None else directory
    try:
        return sorted(p for p in folder.glob(f"{PREFIX}*{SUFFIX}") if p.is_file())
    except OSError:
        return []


def write_crash_log(text: str, when: datetime | None = None,
                    directory: Path | None = None) -> Path:
    """Write ``text`` as a new crash log and drop all but the newest :data:`KEEP`.

    Raises :class:`StorageError` (a sentence for the player) when it cannot be written.
    """
    folder = default_store().directory if directory is None else directory
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    data = text.encode("utf-8", errors="replace")
    for n in range(1, 100):  # two crashes in one second keep both
        path = folder / f"{PREFIX}{stamp}{'' if n == 1 else f'-{n}'}{SUFFIX}"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        except OSError as exc:
            raise StorageError(Phrase(N_("Cannot write {file} in {folder}: {reason}."),
                                      file=path.name, folder=str(folder),
                                      reason=write_reason(exc, folder)), exc.errno) from exc
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        _prune(folder)
        return path
    raise StorageError(Phrase(N_("Cannot write a crash log in {folder}: too many in one second."),
                              folder=str(folder)))


def _prune(folder: Path) -> None:
    for old in crash_logs(folder)[:-KEEP]:
        with contextlib.suppress(OSError):
            old.unlink()


__all__ = ["KEEP", "crash_logs", "crash_report", "write_crash_log"]
