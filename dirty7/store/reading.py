"""Reading one JSON file of the data folder: decoded within limits, its version checked,
validated, and what was found said in a warning a player can read.

Why apart from :class:`dirty7.store.storage.Store`: reading never changes a file except to
set a damaged one aside (:func:`warning_for`); the store decides when, under its lock.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import is_number
from dirty7.store.files import folder_problem, quarantine, read_reason
from dirty7.store.jsonguard import decode_json, read_capped

#: The file format this build writes and the newest it reads.
FORMAT_VERSION = 1
#: What happens when a file cannot be used, unless its reader says otherwise.
DEFAULTS_USED = Phrase(N_("the defaults are used"))


def check_version(obj: Any) -> None:
    """Raise ValueError unless ``obj`` is a JSON object with a usable ``version``.

    A version newer than :data:`FORMAT_VERSION` gets its own message because the fix is
    different (the file is fine, this build is old).
    """
    if not isinstance(obj, dict):
        raise ValueError(Phrase(N_("expected a JSON object, found {kind}"),
                                kind=type(obj).__name__))
    version = obj.get("version")
    if "version" not in obj:
        raise ValueError(Phrase(N_("it has no version field")))
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(Phrase(N_("its version field {value} is not a positive whole number"),
                                value=repr(version)[:40]))
    if version > FORMAT_VERSION:
        raise ValueError(Phrase(
            N_("it was written by a newer version of Dirty Seven (file format {format}, "
               "this version understands {understood})"),
            format=version, understood=FORMAT_VERSION))


@dataclass(frozen=True)
class Found:
    """What reading one file found: ``kind`` is missing, ok, damaged, unreadable or nofolder."""

    kind: str
    value: Any = None
    problem: str = ""  # a Phrase where the store worded it


def read_file(target: Path, validate: Callable[[dict[str, Any]], Any]) -> Found:
    """Read, decode and check ``target`` without touching it (no set-aside here)."""
    try:
        raw = read_capped(target)
    except FileNotFoundError:
        return Found("missing")
    except NotADirectoryError:
        problem = folder_problem(target.parent) or Phrase(N_("its folder is not a folder"))
        return Found("nofolder", problem=problem)
    except OSError as exc:
        return Found("unreadable", problem=read_reason(exc))
    except ValueError as exc:  # not a regular file, too large
        return Found("damaged", problem=problem_of(exc))
    try:
        obj = decode_json(raw)
        check_version(obj)
        value = validate(obj)
    except (ValueError, TypeError, KeyError, RecursionError) as exc:
        return Found("damaged", problem=problem_of(exc))
    return Found("ok", obj if value is None else value)


def warning_for(target: Path, found: Found, fallback: str) -> str | None:
    """The player's warning for what :func:`_read` found; a damaged file is set aside here."""
    where = {"file": target.name, "folder": str(target.parent), "problem": found.problem,
             "fallback": fallback}
    if found.kind == "damaged":
        moved = quarantine(target)
        if moved is None:
            return Phrase(N_("{file} in {folder} could not be used: {problem}; it could not be "
                             "moved aside and {fallback}."), **where)
        return Phrase(N_("{file} in {folder} could not be used: {problem}; it was moved to "
                         "{moved} and {fallback}."), moved=moved.name, **where)
    if found.kind == "unreadable":
        return Phrase(N_("{file} in {folder} could not be read: {problem}. It was left as it is "
                         "and nothing will be saved over it; {fallback}."), **where)
    if found.kind == "nofolder":
        del where["folder"]
        return Phrase(N_("{file} could not be read: {problem}; {fallback}."), **where)
    return None


def problem_of(exc: BaseException) -> str:
    """What ``exc`` says, as it was worded: a :class:`Phrase` stays one (translated where a
    player reads it), and an error with no words is named by its type."""
    said = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
    return said or type(exc).__name__


def read_json(
    path: str | os.PathLike[str],
    validate: Callable[[dict[str, Any]], Any],
    fallback: str = DEFAULTS_USED,
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
    found = read_file(target, validate)
    return found.value, warning_for(target, found, fallback)


#: A JSON number we trust (the schema layer's test, kept under its old name).
finite_number = is_number
