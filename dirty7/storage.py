"""Where Dirty Seven keeps its files, and how it reads and writes them without losing them.

Everything the game remembers between runs (settings, statistics, the game in progress) is a
small JSON file in one data directory. This module is the only place that touches that
directory, so that the rules for it hold everywhere:

* Writes are atomic: the new content goes to a temporary file next to the target, is flushed
  and fsynced, and then replaces the target with ``os.replace``. A crash or a full disk leaves
  either the old file or the new one, never half of one.
* A write that fails (read-only or full data directory) raises :class:`StorageError` with a
  message a player can read; :class:`Store` turns that into a returned string so the game can
  say "cannot save" and carry on.
* A file that cannot be used (unreadable, not JSON, wrong types, written by a newer version)
  is renamed to ``NAME.bad`` so that it is kept for inspection but not tripped over again, and
  the reader gets a warning naming the file and the problem; the caller falls back to its
  defaults. JSON only: nothing is ever unpickled or evaluated.
* Every file carries ``"version": 1`` so that a later format can be recognised.

No Arcade import here: this is plain Python, testable without a window.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import platformdirs

__all__ = [
    "DATA_DIR_ENV",
    "FORMAT_VERSION",
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
#: Our files are a few kilobytes; anything this large is not ours and is not read into memory.
MAX_FILE_BYTES = 4 * 1024 * 1024


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


def _reason(exc: OSError) -> str:
    """Say in plain words why a write failed; the errno decides, the OS text is kept."""
    detail = exc.strerror or str(exc) or type(exc).__name__
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return f"the disk is full ({detail})"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"the folder is read-only or not accessible ({detail})"
    return detail


def write_json_atomic(path: str | os.PathLike[str], obj: Any) -> None:
    """Write ``obj`` as JSON to ``path`` so that the file is either the old or the new one.

    The object is serialised before the disk is touched, so an object that is not JSON
    (``TypeError``) or holds NaN/infinity (``ValueError``) fails without side effects; those
    are programming errors and are not wrapped. Any ``OSError`` on the way (read-only folder,
    full disk, a directory in the way) removes the temporary file and is raised again as
    :class:`StorageError` whose message names the file and the reason.
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
            f"Cannot save {target.name} in {target.parent}: {_reason(exc)}.", exc.errno
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


def bad_path(path: str | os.PathLike[str]) -> Path:
    """The name a damaged file is moved to: ``settings.json`` -> ``settings.json.bad``."""
    target = Path(path)
    return target.with_name(target.name + ".bad")


def quarantine(path: str | os.PathLike[str]) -> Path | None:
    """Move a damaged file to ``NAME.bad`` (replacing an older one); return it, or None.

    None means the move failed (read-only folder) and the file is still where it was.
    """
    target = Path(path)
    dest = bad_path(target)
    try:
        os.replace(target, dest)
    except OSError:
        return None
    return dest


def remove_file(path: str | os.PathLike[str]) -> None:
    """Delete a file; a missing file is fine. Raises :class:`StorageError` otherwise."""
    target = Path(path)
    try:
        target.unlink()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StorageError(
            f"Cannot remove {target.name} in {target.parent}: {_reason(exc)}.", exc.errno
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


def _reject_constant(name: str) -> Any:
    raise ValueError(f"it contains {name}, which is not valid JSON")


def read_json(
    path: str | os.PathLike[str],
    validate: Callable[[dict[str, Any]], Any],
    fallback: str = "the defaults are used",
) -> tuple[Any, str | None]:
    """Read and check one JSON file; return ``(value, None)`` or ``(None, warning)``.

    * missing file (or missing data directory): ``(None, None)`` - the normal first run.
    * unreadable, not UTF-8 JSON, not an object, bad/missing/newer ``version``, or rejected by
      ``validate`` (which raises ``ValueError``; ``TypeError``/``KeyError`` from a careless
      validator count too): the file is renamed to ``NAME.bad`` and the warning names the file,
      what was wrong and says ``fallback`` (e.g. "the defaults are used").

    ``validate`` receives the decoded object (its version already checked) and returns the
    value to hand back (e.g. a dataclass); if it returns None the decoded object itself is
    returned, so a check-only validator works as well.
    """
    target = Path(path)
    try:
        with open(target, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        # NotADirectoryError: a parent is not a directory, so the data directory is not usable
        # at all; there is nothing to read, and the first save will say what is wrong.
        return None, None
    except OSError as exc:
        return None, _bad_file(target, f"it could not be read ({_reason(exc)})", fallback)

    try:
        if len(raw) > MAX_FILE_BYTES:
            raise ValueError(f"it is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("it is not UTF-8 text") from None
        try:
            obj = json.loads(text, parse_constant=_reject_constant)
        except json.JSONDecodeError as exc:
            raise ValueError(f"it is not valid JSON (line {exc.lineno}: {exc.msg})") from None
        check_version(obj)
        value = validate(obj)
    except (ValueError, TypeError, KeyError, RecursionError) as exc:
        return None, _bad_file(target, str(exc) or type(exc).__name__, fallback)
    return (obj if value is None else value), None


def _bad_file(target: Path, problem: str, fallback: str) -> str:
    moved = quarantine(target)
    if moved is not None:
        where = f"it was moved to {moved.name}"
    else:
        where = "it could not be moved aside"
    return f"{target.name} in {target.parent} could not be used: {problem}; {where} and {fallback}."


def finite_number(value: Any) -> bool:
    """True for an int or float that is not a bool, NaN or infinite (a JSON number we trust)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value)


class Store:
    """The data directory plus the memory of which problems the player has been told about.

    ``load`` and ``save`` never raise for disk problems: they return the warning or error text,
    which the caller may show at once. Every new problem is also queued, once, for
    :meth:`pop_messages`, so a game that autosaves after every move into a read-only folder
    shows "cannot save" one time, not after every move. After a successful save of a file its
    save problem is forgotten, so a later, new failure is reported again.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        # None: resolve data_dir() on every use, so $DIRTY7_DATA_DIR set later still counts.
        self._directory = Path(directory) if directory is not None else None
        self._told: set[tuple[str, str]] = set()
        self._pending: list[str] = []

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

    def load(
        self,
        name: str,
        validate: Callable[[dict[str, Any]], Any],
        fallback: str = "the defaults are used",
    ) -> tuple[Any, str | None]:
        """:func:`read_json` on ``name``; a warning is also queued for :meth:`pop_messages`."""
        value, warning = read_json(self.path(name), validate, fallback)
        if warning is not None:
            self._note(("load", warning), warning)
        return value, warning

    def save(self, name: str, obj: Any) -> str | None:
        """Write ``obj`` atomically to ``name``; None on success, else the error message."""
        try:
            write_json_atomic(self.path(name), obj)
        except StorageError as exc:
            message = str(exc)
            self._note(("save", name), message)
            return message
        self._told.discard(("save", name))
        return None

    def delete(self, name: str) -> str | None:
        """Remove ``name`` if it exists; None on success, else the error message."""
        try:
            remove_file(self.path(name))
        except StorageError as exc:
            message = str(exc)
            self._note(("save", name), message)
            return message
        return None

    def quarantine(self, name: str, problem: str, fallback: str) -> str:
        """Move ``name`` to ``.bad`` because a caller's deeper check failed; return the warning.

        For files whose content only the caller can judge (a saved game's record): the same
        treatment and wording as a file :func:`read_json` rejects.
        """
        warning = _bad_file(self.path(name), problem, fallback)
        self._note(("load", warning), warning)
        return warning

    def pop_messages(self) -> list[str]:
        """Problems not shown before, oldest first; each is returned only once."""
        pending, self._pending = self._pending, []
        return pending

    def _note(self, key: tuple[str, str], message: str) -> None:
        if key not in self._told:
            self._told.add(key)
            self._pending.append(message)


_default_store: Store | None = None


def default_store() -> Store:
    """The process-wide :class:`Store` (data directory from :func:`data_dir`)."""
    global _default_store
    if _default_store is None:
        _default_store = Store()
    return _default_store
