"""Files of the data folder one at a time: atomic writes, removal, setting a damaged file
aside, and the plain words for why any of that failed.

Why apart from :class:`dirty7.store.storage.Store`: these are the steps that must never
lose a file (a crash leaves the old file or the new one; a damaged file is moved to the
first free ``NAME.bad``, never over an earlier one); the store adds the folder lock and
the messages around them.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from dirty7.rules.phrase import N_, Phrase

#: How many set-aside copies of one file are kept (NAME.bad, NAME.1.bad, ...).
MAX_BAD_FILES = 1000


class StorageError(OSError):
    """A file could not be written or removed. ``str()`` is a sentence fit for the player.

    A subclass of OSError so that callers that already handle OSError need nothing new;
    ``errno`` is the underlying error's number (e.g. ``errno.ENOSPC``) when there was one.
    """

    def __init__(self, message: str, errno_: int | None = None) -> None:
        super().__init__(message)
        self.errno = errno_


def folder_problem(directory: Path) -> str | None:
    """Say so when a file stands where the data folder (or one of its parents) should be."""
    for candidate in (directory, *directory.parents):
        try:
            mode = os.stat(candidate).st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError:
            return None
        if stat.S_ISDIR(mode):
            return None
        return Phrase(N_("the data folder's path {path} is a file, not a folder"),
                      path=str(candidate))
    return None


def write_reason(exc: OSError, directory: Path | None = None) -> str:
    """Say in plain words why a write failed; the errno decides, the OS text is kept."""
    detail = exc.strerror or str(exc) or type(exc).__name__
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return Phrase(N_("the disk is full ({detail})"), detail=detail)
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return Phrase(N_("the folder is read-only or not accessible ({detail})"), detail=detail)
    if exc.errno in (errno.EEXIST, errno.ENOTDIR) and directory is not None:
        return folder_problem(directory) or detail
    return detail


def read_reason(exc: OSError) -> str:
    """Say in plain words why a file could not be read."""
    detail = exc.strerror or str(exc) or type(exc).__name__
    if exc.errno in (errno.EACCES, errno.EPERM):
        return Phrase(N_("there is no permission to read it ({detail})"), detail=detail)
    return detail


def write_json_atomic(path: str | os.PathLike[str], obj: Any) -> None:
    """Write ``obj`` as JSON to ``path`` so that the file is either the old or the new one.

    The object is serialised before the disk is touched, so an object that is not JSON
    (``TypeError``) or holds NaN/infinity (``ValueError``) fails without side effects; those
    are programming errors and are not wrapped. Any ``OSError`` on the way (read-only folder,
    full disk, a directory in the way, a file where the folder should be) removes the
    temporary file and is raised again as :class:`StorageError` whose message names the file
    and the reason. The temporary file is ``.NAME.XXXXXXXX.tmp``; one left by a killed process
    is removed by :class:`Store` at the next start.
    """
    target = Path(path)
    data = (json.dumps(obj, indent=2, sort_keys=True, allow_nan=False) + "\n").encode("utf-8")
    tmp_name: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
        tmp_name = None
        _fsync_dir(target.parent)
    except OSError as exc:
        raise StorageError(
            Phrase(N_("Cannot save {file} in {folder}: {reason}."), file=target.name,
                   folder=str(target.parent), reason=write_reason(exc, target.parent)),
            exc.errno,
        ) from exc
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def _fsync_dir(directory: Path) -> None:
    """Make the rename itself durable where the OS allows it (POSIX); best effort only."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def bad_path(path: str | os.PathLike[str], number: int = 0) -> Path:
    """Where a damaged file goes: ``stats.json`` -> ``stats.json.bad``, ``stats.json.1.bad``…"""
    target = Path(path)
    middle = f".{number}" if number else ""
    return target.with_name(f"{target.name}{middle}.bad")


def quarantine(path: str | os.PathLike[str]) -> Path | None:
    """Move a damaged file (or whatever is there) to the first free ``.bad`` name; return it.

    An earlier ``.bad`` file is never replaced: the next one is ``NAME.1.bad``, then
    ``NAME.2.bad`` and so on. None means the move failed (read-only folder, or a thousand
    set-aside files already) and the file is still where it was. :class:`Store` calls this
    under its lock, so two windows cannot pick the same name.
    """
    target = Path(path)
    for number in range(MAX_BAD_FILES):
        dest = bad_path(target, number)
        if os.path.lexists(dest):
            continue
        try:
            os.rename(target, dest)
        except OSError:
            return None
        return dest
    return None


def remove_file(path: str | os.PathLike[str]) -> None:
    """Delete a file; a missing file is fine. Raises :class:`StorageError` otherwise."""
    target = Path(path)
    try:
        target.unlink()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StorageError(
            Phrase(N_("Cannot remove {file} in {folder}: {reason}."), file=target.name,
                   folder=str(target.parent), reason=write_reason(exc, target.parent)),
            exc.errno,
        ) from exc
