"""Where Dirty Seven keeps its files, and how it reads and writes them without losing them.

Everything the game remembers between runs (settings, statistics, the game in progress) is a
small JSON file in one data directory. This module (with its steps in
:mod:`dirty7.store.files` and :mod:`dirty7.store.reading`) is the only place that touches
that directory, so that the rules for it hold everywhere:

* Writes are atomic: the new content goes to a temporary file next to the target, is flushed
  and fsynced, and then replaces the target with ``os.replace``. A crash or a full disk leaves
  either the old file or the new one, never half of one.
* A write that fails (read-only or full data directory, a file where the folder should be)
  raises :class:`StorageError` with a message a player can read; :class:`Store` turns that
  into a returned string so the game can say "cannot save" and carry on.
* Two windows may be open at once: :class:`Store` holds a lock on the folder (``filelock``)
  around every write (a read needs none, see the point above, but on Windows, where a file
  open for reading cannot be replaced), and :meth:`Store.update` re-reads, changes and
  writes under it, so no update of one window is lost to the other.
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
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import platformdirs

from dirty7.rules.phrase import N_, Nn_, Phrase
from dirty7.store.files import (
    StorageError,
    bad_path,
    quarantine,
    read_reason,
    remove_file,
    write_json_atomic,
)
from dirty7.store.jsonguard import MAX_FILE_BYTES
from dirty7.store.reading import (
    DEFAULTS_USED,
    FORMAT_VERSION,
    Found,
    check_version,
    finite_number,
    problem_of,
    read_file,
    read_json,
    warning_for,
)

__all__ = [
    "DATA_DIR_ENV",
    "FORMAT_VERSION",
    "LOCK_FILE",
    "MAX_FILE_BYTES",
    "OPEN_FILES_BLOCK_REPLACE",
    "StorageError",
    "Store",
    "bad_path",
    "cache_dir",
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
#: The lock every write of the data folder holds (two windows may be open).
LOCK_FILE = ".dirty7.lock"
#: Whether a file open for reading cannot be replaced (Windows: ``os.replace`` is refused
#: while another process has the file open), so that a read must hold the lock too.
OPEN_FILES_BLOCK_REPLACE = os.name == "nt"
#: How long to wait for another window's lock; our writes take milliseconds.
LOCK_TIMEOUT = 10.0
#: Temporary files of write_json_atomic: ``.`` + target name + ``.`` + mkstemp's 8 chars.
_TEMPORARY = re.compile(r"\.[^/\\]+\.json\.[a-z0-9_]{8}\.tmp")


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


def cache_dir() -> Path:
    """Return the directory for what the game may forget (it is found again when missing).

    With ``$DIRTY7_DATA_DIR`` set, its ``cache`` folder (tests and portable installs keep
    all of the game's files in one place); otherwise the platform's per-user cache
    directory. It is not created here: the first write creates it.
    """
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser() / "cache"
    return Path(platformdirs.user_cache_dir("dirty7", appauthor=False))


class Store:
    """The data directory plus the memory of which problems the player has been told about.

    ``load``, ``save`` and ``update`` never raise for disk problems: they return the warning
    or error text, which the caller may show at once. Every new problem is also queued, once,
    for :meth:`pop_messages`, so a game that autosaves after every move into a read-only
    folder shows "cannot save" one time, not after every move. After a successful save of a
    file its save problem is forgotten, so a later, new failure is reported again.

    Every write holds the data folder's lock (:data:`LOCK_FILE`, via ``filelock``), so two
    windows open at once never interleave a read-modify-write; use :meth:`update` for those.
    A plain read takes no lock (see :meth:`load`). The first time the lock is taken,
    temporary files a killed process left behind are removed (no other process can be
    writing one while the lock is held). When the lock file cannot be made (read-only
    folder) the work goes on without it.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        # None: resolve data_dir() on every use, so $DIRTY7_DATA_DIR set later still counts.
        self._directory = Path(directory) if directory is not None else None
        self._told: set[tuple[str, str]] = set()
        self._pending: list[str] = []
        self._swept: set[Path] = set()
        self._remembered: dict[str, Any] = {}
        #: Damaged files that could not be moved aside: never saved over while still there.
        self._stuck: set[str] = set()

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
        """Hold the folder's lock; yields False only when another window holds it too long.

        ``filelock`` is imported here, at the first write: a start that only reads never
        loads it."""
        import filelock

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

    def _locked_if(self, needed: bool) -> contextlib.AbstractContextManager[object]:
        """The folder's lock where ``needed`` (see :meth:`_locked`), else nothing."""
        return self._locked() if needed else contextlib.nullcontext()

    def sweep_leftovers(self) -> None:
        """Remove the temporary files a killed process left in the folder (once per folder:
        the first time the lock is taken). A start does it once its first frame is shown,
        since its reads take no lock."""
        with self._locked():
            pass

    def _busy(self, name: str) -> str:
        return Phrase(*Nn_("Cannot save {file} in {folder}: another Dirty Seven window kept "
                           "the data folder locked for {count} second.",
                           "Cannot save {file} in {folder}: another Dirty Seven window kept "
                           "the data folder locked for {count} seconds."),
                      file=name, folder=str(self.directory), count=round(LOCK_TIMEOUT))

    def load(
        self,
        name: str,
        validate: Callable[[dict[str, Any]], Any],
        fallback: str = DEFAULTS_USED,
    ) -> tuple[Any, str | None]:
        """:func:`read_json` on ``name``; a warning is also queued for :meth:`pop_messages`.

        Read without the folder's lock: every write replaces a file by an atomic rename, so
        a read sees the whole old file or the whole new one, and a start-up that only reads
        (the menu's first frame) takes no lock at all. A file found damaged is read again
        under the lock before it is set aside: another window may have just replaced it.
        Where a file open for reading cannot be replaced (:data:`OPEN_FILES_BLOCK_REPLACE`),
        a read holds the lock: else another window's save could fail while it reads.
        """
        target = self.path(name)
        with self._locked_if(OPEN_FILES_BLOCK_REPLACE):
            found = read_file(target, validate)
        damaged = found.kind == "damaged"
        with self._locked_if(damaged):  # set aside under the lock, if still damaged then
            if damaged:
                found = read_file(target, validate)
            warning = warning_for(target, found, fallback)
            self._mark_stuck(name, found.kind)
        if warning is not None:
            self._note(("load", warning), warning)
        return found.value, warning

    def save(self, name: str, obj: Any) -> str | None:
        """Write ``obj`` atomically to ``name``; None on success, else the error message.

        A file that is there but cannot be read is not replaced (it may be the player's good
        data behind a permission problem), nor a damaged one that could not be moved aside
        (its words may be the player's to mend): that is reported as the error instead.
        """
        with self._locked() as held:
            if not held:
                return self._failed(name, self._busy(name))
            refusal = _unreadable(self.path(name)) or self._still_damaged(name)
            if refusal is not None:
                return self._failed(name, refusal)
            return self._write(name, obj)

    def update(
        self,
        name: str,
        validate: Callable[[dict[str, Any]], Any],
        change: Callable[[Any], Any],
        fallback: str = DEFAULTS_USED,
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
            found = read_file(target, validate)
            if found.kind == "unreadable":
                return None, self._failed(name, _not_saved_over(target, found.problem))
            warning = warning_for(target, found, fallback)
            if warning is not None:
                self._note(("load", warning), warning)
            if self._mark_stuck(name, found.kind):  # just tried to move it aside: failed
                return None, self._failed(name, _damaged_kept(target))
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
                return self._failed(name, problem_of(exc))
        return None

    def quarantine(self, name: str, problem: str, fallback: str) -> str:
        """Set ``name`` aside because a caller's deeper check failed; return the warning.

        For files whose content only the caller can judge (a saved game's record): the same
        treatment and wording as a file :func:`read_json` rejects.
        """
        target = self.path(name)
        with self._locked():
            warning = warning_for(target, Found("damaged", problem=problem), fallback)
            self._mark_stuck(name, "damaged")
        assert warning is not None
        self._note(("load", warning), warning)
        return warning

    def _mark_stuck(self, name: str, kind: str) -> bool:
        """Note what a read of ``name`` found: a damaged file still there (it could not be
        moved aside) is remembered, anything else forgotten. True when it is stuck."""
        stuck = kind == "damaged" and os.path.lexists(self.path(name))
        if stuck:
            self._stuck.add(name)
        else:
            self._stuck.discard(name)
        return stuck

    def _still_damaged(self, name: str) -> str | None:
        """Why ``name`` must not be written: a damaged file that could not be moved aside is
        still there, and moving it aside again failed too. None once it is gone or moved."""
        if name not in self._stuck:
            return None
        target = self.path(name)
        if os.path.lexists(target) and quarantine(target) is None:
            return _damaged_kept(target)
        self._stuck.discard(name)
        return None

    def pop_messages(self) -> list[str]:
        """Problems not shown before, oldest first; each is returned only once."""
        pending, self._pending = self._pending, []
        return pending

    def _write(self, name: str, obj: Any) -> str | None:
        try:
            write_json_atomic(self.path(name), obj)
        except StorageError as exc:
            return self._failed(name, problem_of(exc))
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
    return Phrase(N_("Cannot save {file} in {folder}: the file there could not be read "
                     "({problem}), so it is left as it is."),
                  file=target.name, folder=str(target.parent), problem=problem)


def _damaged_kept(target: Path) -> str:
    return Phrase(N_("Cannot save {file} in {folder}: the damaged file there could not be "
                     "moved aside, so it is left as it is."),
                  file=target.name, folder=str(target.parent))


def _unreadable(target: Path) -> str | None:
    """Why the existing ``target`` must not be replaced (it cannot be read), or None."""
    try:
        fd = os.open(target, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None
    except OSError as exc:
        return _not_saved_over(target, read_reason(exc))
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
