"""Reading JSON that came from outside the program, with limits on everything it can cost.

Data files, saved games and records given to ``--load`` may have been edited, damaged or
made by someone hostile. Before any of it is used:

* only a regular file is opened (a FIFO would block the read forever, a device may do
  anything when opened): :class:`NotAFileError` names what is there instead;
* the size is checked before reading and the read is capped at :data:`MAX_FILE_BYTES`
  (:class:`TooLargeError`), so a 50 MB file is refused without reading it into memory;
* the text must be UTF-8 JSON without NaN/Infinity, with no integer longer than
  :data:`MAX_INT_DIGITS` digits and no float that overflows, nested at most
  :data:`MAX_DEPTH` levels; a 100,000-deep ``[[[…`` is a ``ValueError``, not a
  ``RecursionError``.

Errors are ``ValueError`` (the content is not acceptable) or ``OSError`` (it could not be
read), and their text is a clause such as "it is not valid JSON (…)", fit to follow a file
name. Plain Python; no Arcade import.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Iterator
from typing import Any

from dirty7.rules.phrase import N_, Phrase

__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_INT_DIGITS",
    "NotAFileError",
    "TooLargeError",
    "decode_json",
    "parse_json",
    "read_capped",
    "read_lines_capped",
]

#: Our files are a few kilobytes; anything this large is not ours and is not read into memory.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: Our formats nest four levels at most; a little room for later ones.
MAX_DEPTH = 32
#: Longer than any seed or count we write (2**64 has 20 digits).
MAX_INT_DIGITS = 40


class NotAFileError(ValueError):
    """Something other than a regular file (folder, FIFO, device, socket) is at the path."""


class TooLargeError(ValueError):
    """The file is larger than the cap; it was not read."""


def _kind(mode: int) -> str | None:
    """What a non-regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return N_("it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return N_("it is a named pipe (FIFO), not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return N_("it is a device, not a file")
    if stat.S_ISSOCK(mode):
        return N_("it is a socket, not a file")
    return N_("it is a special file, not a file")


def _require_regular(mode: int) -> None:
    kind = _kind(mode)
    if kind is not None:
        raise NotAFileError(Phrase(kind))


def _too_large(limit: int) -> TooLargeError:
    return TooLargeError(Phrase(N_("it is larger than {megabytes} MB"),
                                megabytes=limit // (1024 * 1024)))


def read_capped(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Raises :class:`NotAFileError` for anything but a regular file (checked before opening
    and again on the open descriptor, which is opened non-blocking so that a FIFO swapped in
    between cannot hang), :class:`TooLargeError` past ``limit`` (checked before reading), and
    ``OSError`` when the file cannot be read (missing, no permission, a parent that is not a
    folder).
    """
    _require_regular(os.stat(path).st_mode)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        _require_regular(info.st_mode)
        if info.st_size > limit:
            raise _too_large(limit)
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise _too_large(limit)
    return data


def read_lines_capped(path: str | os.PathLike[str],
                      limit: int = MAX_FILE_BYTES) -> Iterator[bytes | None]:
    """The lines of the regular file at ``path`` (JSON Lines), one at a time, each without
    its line break; a line longer than ``limit`` bytes is None (not kept in memory).

    Why not :func:`read_capped`: a file of many records (``dirty7 selfplay``) may be far
    larger than one record may be; each line is capped instead, and the file is opened as
    :func:`read_capped` opens it (a regular file only, never blocking). Raises as it does.
    """
    _require_regular(os.stat(path).st_mode)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        _require_regular(os.fstat(handle.fileno()).st_mode)
        while line := handle.readline(limit + 1):
            if len(line) > limit and not line.endswith(b"\n"):
                while (rest := handle.readline(limit + 1)) and not rest.endswith(b"\n"):
                    pass  # skip the rest of the long line, a block at a time
                yield None
                continue
            yield line.rstrip(b"\r\n")


def _reject_constant(name: str) -> Any:
    raise ValueError(Phrase(N_("it contains {name}, which is not valid JSON"), name=name))


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(Phrase(N_("it contains a number with more than {digits} digits"),
                                digits=MAX_INT_DIGITS))
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(Phrase(N_("it contains a number too large to use ({number}…)"),
                                number=text[:20]))
    return value


def _depth_exceeds(obj: Any, limit: int) -> bool:
    """Whether ``obj`` nests lists/objects more than ``limit`` deep (no recursion)."""
    stack = [(obj, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def decode_json(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """Decode UTF-8 JSON within the limits above; ValueError says what is wrong."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(Phrase(N_("it is not UTF-8 text"))) from None
    return parse_json(text, max_depth)


def parse_json(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """:func:`json.loads` within the limits above; ValueError says what is wrong."""
    if len(text) > MAX_FILE_BYTES:
        raise _too_large(MAX_FILE_BYTES)
    try:
        obj = json.loads(
            text,
            parse_constant=_reject_constant,
            parse_int=_parse_int,
            parse_float=_parse_float,
        )
    except json.JSONDecodeError as exc:
        raise ValueError(Phrase(N_("it is not valid JSON (line {line}: {detail})"),
                                line=exc.lineno, detail=exc.msg)) from None
    except RecursionError:
        raise _too_deep(max_depth) from None
    if _depth_exceeds(obj, max_depth):
        raise _too_deep(max_depth)
    return obj


def _too_deep(limit: int) -> ValueError:
    return ValueError(Phrase(N_("it is nested more than {levels} levels deep"), levels=limit))
