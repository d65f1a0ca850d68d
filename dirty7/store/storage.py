"""Where Dirty Seven keeps its files, and how it reads and writes them without losing them.

Everything the game remembers between runs (settings, statistics, the game in progress) is a
small JSON file in one data directory. This module is the only place that touches that
directory, so that the rules for it hold everywhere:

* Writes are atomic: the new content goes to a temporary file next to the target, is flushed
  and fsynced, and then replaces the target with ``os.replace``. A crash or a full disk leaves
  either the old file or the new one, never half of one.
* A write that fails (read-only or full data directory, a file where the folder should be)
  raises :class:`StorageError` with a message a player can read; :class:`Store` turns that
  into a returned string so the game can say "cannot save" and carry on.
* Two windows may be open at once: :class:`Store` holds a lock on the folder (``filelock``)
  around every read and write, and :meth:`Store.update` re-reads, changes and writes under
  it, so no update of one window is lost to the other.
* A file that cannot be used (not a regular file, too large, not JSON, wrong types, written
  by a newer version) is set aside as ``NAME.bad`` (``NAME.1.bad``, ... when that is taken)
  so that it is kept for inspection but not tripped over again, and the reader gets a
  warning naming the file and the problem; the caller falls back to its defaults. A file
  that merely cannot be *read* (no permission) is not damaged: it stays where it is and
  nothing is saved over it. JSON only, within the limits of :mod:`dirty7.store.jsonguard`:
  nothing is ever unpickled or evaluated.
* Temporary files a killed process left behind are removed at the next start.
* Every file carries ``"version": 1`` so that a later format can be recognised.

No Arcade import here: this is plain Python, testable without a window.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import filelock
import platformdirs

from dirty7.store.jsonguard import MAX_FILE_BYTES, decode_json, read_capped

__all__ = [
    "DATA_DIR_ENV",
    "FORMAT_VERSION",
    "LOCK_FILE",
    "MAX_FILE_BYTES",
    "StorageError",
    "Store",
    "bad_path",
    "check_version",
    "data_dir",
    "default_store",
    "finite_number",
    "quarantine",
    "read_json",
    "remove_file",
    "write_json_atomic",
]

#: Environment variable that overrides the data directory (tests, portable installs).
DATA_DIR_ENV = "DIRTY7_DATA_DIR"
#: The newest file format this build understands, and the one it writes.
FORMAT_VERSION = 1
#: The lock every read and write of the data folder holds (two windows may be open).
LOCK_FILE = ".dirty7.lock"
#: How long to wait for another window's lock; our writes take milliseconds.
LOCK_TIMEOUT = 10.0
#: How many set-aside copies of one file are kept (NAME.bad, NAME.1.bad, ...).
_MAX_BAD_FILES = 1000
#: Temporary files of write_json_atomic: ``.`` + target name + ``.`` + mkstemp's 8 chars.
_TEMPORARY = re.compile(r"\.[^/\\]+\.json\.[a-z0-9_]{8}\.tmp")


class StorageError(OSError):
    """A file could not be written or removed. ``str()`` is a sentence fit for the player.

    A subclass of OSError so that callers that already handle OSError need nothing new;
    ``errno`` is the underlying error's number (e.g. ``errno.ENOSPC``) when there was one.
    """

    def __init__(self, message: str, errno_: int | None = None) -> None:
        super().__init__(message)
        self.errno = errno_


def data_dir() -> Path:
    """Return the directory for the game's files, creating it if it does not exist yet.

    ``$DIRTY7_DATA_DIR`` wins when set (so tests and portable installs never touch the real
    user directory); otherwise the platform's per-user data directory. Failure to create the
    directory is deliberately not an error here: reading then finds no files (defaults), and
    the first save reports the real problem through :class:`StorageError`.
    """
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        path = Path(override).expanduser()
    else:
        path = Path(platformdirs.user_data_dir("dirty7", appauthor=False))
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def _folder_problem(directory: Path) -> str | None:
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
        return f"the data folder's path {candidate} is a file, not a folder"
    return None


def _reason(exc: OSError, directory: Path | None = None) -> str:
    """Say in plain words why a write failed; the errno decides, the OS text is kept."""
    detail = exc.strerror or str(exc) or type(exc).__name__
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return f"the disk is full ({detail})"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"the folder is read-only or not accessible ({detail})"
    if exc.errno in (errno.EEXIST, errno.ENOTDIR) and directory is not None:
        return _folder_problem(directory) or detail
    return detail


def _read_reason(exc: OSError) -> str:
    """Say in plain words why a file could not be read."""
    detail = exc.strerror or str(exc) or type(exc).__name__
    if exc.errno in (errno.EACCES, errno.EPERM):
        return f"there is no permission to read it ({detail})"
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
            f"Cannot save {target.name} in {target.parent}: {_reason(exc, target.parent)}.",
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
    for number in range(_MAX_BAD_FILES):
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
            f"Cannot remove {target.name} in {target.parent}: {_reason(exc, target.parent)}.",
            exc.errno,
        ) from exc


def check_version(obj: Any) -> None:
    """Raise ValueError unless ``obj`` is a JSON object with a usable ``version``.

    A version newer than :data:`FORMAT_VERSION` gets its own message because the fix is
    different (the file is fine, this build is old).
    """
    if not isinstance(obj, dict):
        raise ValueError(f"expected a JSON object, found {type(obj).__name__}")
    version = obj.get("version")
    if "version" not in obj:
        raise ValueError("it has no version field")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"its version field {version!r} is not a positive whole number")
    if version > FORMAT_VERSION:
        raise ValueError(
            f"it was written by a newer version of Dirty Seven (file format {version}, "
            f"this version understands {FORMAT_VERSION})"
        )


@dataclass(frozen=True)
class _Read:
    """What reading one file found: ``kind`` is missing, ok, damaged, unreadable or nofolder."""

    kind: str
    value: Any = None
    problem: str = ""


def _read(target: Path, validate: Callable[[dict[str, Any]], Any]) -> _Read:
    """Read, decode and check ``target`` without touching it (no set-aside here)."""
    try:
        raw = read_capped(target)
    except FileNotFoundError:
        return _Read("missing")
    except NotADirectoryError:
        problem = _folder_problem(target.parent) or "its folder is not a folder"
        return _Read("nofolder", problem=problem)
    except OSError as exc:
        return _Read("unreadable", problem=_read_reason(exc))
    except ValueError as exc:  # not a regular file, too large
        return _Read("damaged", problem=str(exc))
    try:
        obj = decode_json(raw)
        check_version(obj)
        value = validate(obj)
    except (ValueError, TypeError, KeyError, RecursionError) as exc:
        return _Read("damaged", problem=str(exc) or type(exc).__name__)
    return _Read("ok", obj if value is None else value)


def _warning(target: Path, found: _Read, fallback: str) -> str | None:
    """The player's warning for what :func:`_read` found; a damaged file is set aside here."""
    where = f"{target.name} in {target.parent}"
    if found.kind == "damaged":
        moved = quarantine(target)
        kept = f"it was moved to {moved.name}" if moved else "it could not be moved aside"
        return f"{where} could not be used: {found.problem}; {kept} and {fallback}."
    if found.kind == "unreadable":
        return (
            f"{where} could not be read: {found.problem}. It was left as it is and nothing "
            f"will be saved over it; {fallback}."
        )
    if found.kind == "nofolder":
        return f"{target.name} could not be read: {found.problem}; {fallback}."
    return None


def read_json(
    path: str | os.PathLike[str],
    validate: Callable[[dict[str, Any]], Any],
    fallback: str = "the defaults are used",
) -> tuple[Any, str | None]:
    """Read and check one JSON file; return ``(value, None)`` or ``(None, warning)``.

    * missing file (or missing data directory): ``(None, None)`` - the normal first run.
    * a file where the data folder should be: a warning that says so.
    * a file that cannot be read (no permission, an I/O error): a warning; the file is kept,
      because it may be perfectly good.
    * anything but a regular file (a folder, a FIFO, a device: never opened), too large, not
      UTF-8 JSON within the limits of :mod:`dirty7.store.jsonguard`, not an object,
      bad/missing/newer ``version``, or rejected by ``validate`` (which raises
      ``ValueError``; ``TypeError``/``KeyError`` from a careless validator count too): the
      file is set aside (:func:`quarantine`) and the warning names the file, what was wrong
      and says ``fallback`` (e.g. "the defaults are used").

    ``validate`` receives the decoded object (its version already checked) and returns the
    value to hand back (e.g. a dataclass); if it returns None the decoded object itself is
    returned, so a check-only validator works as well.
    """
    target = Path(path)
    found = _read(target, validate)
    return found.value, _warning(target, found, fallback)


def finite_number(value: Any) -> bool:
    """True for an int or float that is not a bool, NaN or infinite (a JSON number we trust)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value)


class Store:
    """The data directory plus the memory of which problems the player has been told about.

    ``load``, ``save`` and ``update`` never raise for disk problems: they return the warning
    or error text, which the caller may show at once. Every new problem is also queued, once,
    for :meth:`pop_messages`, so a game that autosaves after every move into a read-only
    folder shows "cannot save" one time, not after every move. After a successful save of a
    file its save problem is forgotten, so a later, new failure is reported again.

    Every read and write holds the data folder's lock (:data:`LOCK_FILE`, via ``filelock``),
    so two windows open at once never interleave a read-modify-write; use :meth:`update` for
    those. The first time the lock is taken, temporary files a killed process left behind are
    removed (no other process can be writing one while the lock is held). When the lock file
    cannot be made (read-only folder) the work goes on without it.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        # None: resolve data_dir() on every use, so $DIRTY7_DATA_DIR set later still counts.
        self._directory = Path(directory) if directory is not None else None
        self._told: set[tuple[str, str]] = set()
        self._pending: list[str] = []
        self._swept: set[Path] = set()
        self._remembered: dict[str, Any] = {}

    @property
    def directory(self) -> Path:
        """The directory files are read from and written to."""
        if self._directory is None:
            return data_dir()
        with contextlib.suppress(OSError):
            self._directory.mkdir(parents=True, exist_ok=True)
        return self._directory

    def path(self, name: str) -> Path:
        """Full path of the file ``name`` (e.g. ``"settings.json"``)."""
        return self.directory / name

    def remember(self, name: str, content: Any) -> None:
        """Keep what this process last read from or wrote to ``name`` (for merging)."""
        self._remembered[name] = content

    def remembered(self, name: str) -> Any:
        """What :meth:`remember` kept for ``name``, or None."""
        return self._remembered.get(name)

    @contextlib.contextmanager
    def _locked(self) -> Iterator[bool]:
        """Hold the folder's lock; yields False only when another window holds it too long."""
        directory = self.directory
        lock = filelock.FileLock(str(directory / LOCK_FILE), timeout=LOCK_TIMEOUT)
        try:
            lock.acquire()
        except filelock.Timeout:
            yield False
            return
        except OSError:  # no lock file possible (read-only folder, no folder): go on without
            yield True
            return
        try:
            if directory not in self._swept:
                _remove_stale_temporaries(directory)
                self._swept.add(directory)
            yield True
        finally:
            lock.release()

    def _busy(self, name: str) -> str:
        return (
            f"Cannot save {name} in {self.directory}: another Dirty Seven window kept the "
            f"data folder locked for {LOCK_TIMEOUT:.0f} seconds."
        )

    def load(
        self,
        name: str,
        validate: Callable[[dict[str, Any]], Any],
        fallback: str = "the defaults are used",
    ) -> tuple[Any, str | None]:
        """:func:`read_json` on ``name``; a warning is also queued for :meth:`pop_messages`."""
        target = self.path(name)
        with self._locked():  # a read without the lock is still safe: writes are atomic
            found = _read(target, validate)
            warning = _warning(target, found, fallback)
        if warning is not None:
            self._note(("load", warning), warning)
        return found.value, warning

    def save(self, name: str, obj: Any) -> str | None:
        """Write ``obj`` atomically to ``name``; None on success, else the error message.

        A file that is there but cannot be read is not replaced (it may be the player's good
        data behind a permission problem): that is reported as the error instead.
        """
        with self._locked() as held:
            if not held:
                return self._failed(name, self._busy(name))
            refusal = _unreadable(self.path(name))
            if refusal is not None:
                return self._failed(name, refusal)
            return self._write(name, obj)

    def update(
        self,
        name: str,
        validate: Callable[[dict[str, Any]], Any],
        change: Callable[[Any], Any],
        fallback: str = "the defaults are used",
    ) -> tuple[Any, str | None]:
        """Read ``name`` again, let ``change`` make the new content, write it; all locked.

        ``change`` receives what :meth:`load` would return as the value (None when the file is
        missing or was set aside as damaged) and returns the object to write, or None to write
        nothing. Returns ``(written object or None, save error or None)``. A file that cannot
        be read is left alone and nothing is written (the error says why); a damaged one is
        set aside with the usual warning (queued) before the new content is written.
        """
        target = self.path(name)
        with self._locked() as held:
            if not held:
                return None, self._failed(name, self._busy(name))
            found = _read(target, validate)
            if found.kind == "unreadable":
                return None, self._failed(name, _not_saved_over(target, found.problem))
            warning = _warning(target, found, fallback)
            if warning is not None:
                self._note(("load", warning), warning)
            obj = change(found.value)
            if obj is None:
                return None, None
            error = self._write(name, obj)
        return (obj if error is None else None), error

    def delete(self, name: str) -> str | None:
        """Remove ``name`` if it exists; None on success, else the error message."""
        with self._locked():
            try:
                remove_file(self.path(name))
            except StorageError as exc:
                return self._failed(name, str(exc))
        return None

    def quarantine(self, name: str, problem: str, fallback: str) -> str:
        """Set ``name`` aside because a caller's deeper check failed; return the warning.

        For files whose content only the caller can judge (a saved game's record): the same
        treatment and wording as a file :func:`read_json` rejects.
        """
        target = self.path(name)
        with self._locked():
            warning = _warning(target, _Read("damaged", problem=problem), fallback)
        assert warning is not None
        self._note(("load", warning), warning)
        return warning

    def pop_messages(self) -> list[str]:
        """Problems not shown before, oldest first; each is returned only once."""
        pending, self._pending = self._pending, []
        return pending

    def _write(self, name: str, obj: Any) -> str | None:
        try:
            write_json_atomic(self.path(name), obj)
        except StorageError as exc:
            return self._failed(name, str(exc))
        self._told.discard(("save", name))
        return None

    def _failed(self, name: str, message: str) -> str:
        self._note(("save", name), message)
        return message

    def _note(self, key: tuple[str, str], message: str) -> None:
        if key not in self._told:
            self._told.add(key)
            self._pending.append(message)


def _not_saved_over(target: Path, problem: str) -> str:
    return (
        f"Cannot save {target.name} in {target.parent}: the file there could not be read "
        f"({problem}), so it is left as it is."
    )


def _unreadable(target: Path) -> str | None:
    """Why the existing ``target`` must not be replaced (it cannot be read), or None."""
    try:
        fd = os.open(target, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None
    except OSError as exc:
        return _not_saved_over(target, _read_reason(exc))
    os.close(fd)
    return None


def _remove_stale_temporaries(directory: Path) -> None:
    """Delete ``.NAME.json.XXXXXXXX.tmp`` files (ours, see write_json_atomic); nothing else."""
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return
    for entry in entries:
        try:
            ours = _TEMPORARY.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)
            if ours:
                os.unlink(entry.path)
        except OSError:
            continue


_default_store: Store | None = None


def default_store() -> Store:
    """The process-wide :class:`Store` (data directory from :func:`data_dir`)."""
    global _default_store
    if _default_store is None:
        _default_store = Store()
    return _default_store
