"""The answers of pyglet's library search kept on disk from one start to the next, for the
system they were found on.

Why: a library that is not installed (OpenAL, FFmpeg's ``avutil`` on many machines) is
looked for with the C compiler and the linker after ``ldconfig -p`` (``ctypes.util``'s
fallbacks, then pyglet's walk of the linker's folders): 20–25 ms a name where a compiler is
installed, about 80 ms of the start-up before the menu's first frame here. What decides the
answers changes only when libraries or the search's settings do, so the game keeps them
(:data:`FILE_NAME`, JSON, in the user's cache folder) and asks nothing at all at the next
start: not even ``ldconfig``.

Why it is safe: the answers are kept with a digest of everything the searches read
(:func:`system_digest`): the linker's cache and configuration, the folders they search
(a folder's modification time changes when a library is added to it or removed), the
environment variables they follow, the machine, Python and pyglet. When any of it changes
the answers are found again, as at a first start. A file that cannot be read, is damaged
or is not ours counts as no file and is written anew; nothing in it is ever evaluated, and
a failed write only means the next start asks again.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from dirty7.store.files import StorageError, write_json_atomic
from dirty7.store.jsonguard import decode_json, read_capped

#: The file in the cache folder, and its format's number.
FILE_NAME = "library-answers.json"
FORMAT = 1
#: Far more than the two dozen names pyglet looks up; a larger file is not ours.
MAX_BYTES = 64 * 1024
MAX_NAMES = 500
#: The environment variables ``ctypes.util`` (``ld``, ``gcc``) and pyglet's walk follow.
SEARCH_ENV = ("LD_LIBRARY_PATH", "LIBRARY_PATH", "PATH")
#: The linker's cache (``ldconfig -p`` prints it) and its configuration.
LINKER_FILES = ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d")
#: The folders libraries are installed in, besides those the environment and
#: ``/etc/ld.so.conf`` name (with the machine's multiarch folders, see :func:`searched`).
LIBRARY_DIRS = ("/lib", "/usr/lib", "/lib64", "/usr/lib64", "/usr/local/lib")

Answers = dict[str, str | None]


def searched(environ: Mapping[str, str] = os.environ) -> list[str]:
    """Every file and folder whose change may change an answer, in a fixed order."""
    folders = [part for name in ("LD_LIBRARY_PATH", "LIBRARY_PATH")
               for part in environ.get(name, "").split(":") if part]
    try:
        with open("/etc/ld.so.conf", encoding="utf-8", errors="replace") as conf:
            folders += [line.strip() for line in conf if line.strip().startswith("/")]
    except OSError:
        pass
    multiarch = getattr(sys.implementation, "_multiarch", "")
    extra = [f"/lib/{multiarch}", f"/usr/lib/{multiarch}"] if multiarch else []
    return [*LINKER_FILES, *folders, *LIBRARY_DIRS, *extra]


def _state(path: str) -> list[int] | None:
    try:
        found = os.stat(path)
    except (OSError, ValueError):
        return None
    return [found.st_mtime_ns, found.st_size, found.st_ino]


def system_digest(pyglet_version: str, environ: Mapping[str, str] = os.environ) -> str:
    """A digest of what the library searches read: equal digests, equal answers."""
    facts = {"platform": sys.platform, "machine": os.uname().machine, "python": sys.version,
             "pyglet": pyglet_version,
             "env": {name: environ.get(name) for name in SEARCH_ENV},
             "paths": [[path, _state(path)] for path in searched(environ)]}
    return hashlib.sha256(json.dumps(facts, sort_keys=True).encode()).hexdigest()


def trusted(answer: object, environ: Mapping[str, str] = os.environ) -> bool:
    """Whether ``answer`` is one the searches give: none, a bare soname (the dynamic linker
    looks for it where it always does) or a file directly in a folder they walk.

    Why: the digest says whether the answers are still current, not who wrote them (anyone
    can work it out), so a path elsewhere is refused rather than loaded.
    """
    if answer is None:
        return True
    if not isinstance(answer, str) or not answer or "\0" in answer:
        return False
    if "/" not in answer:
        return answer not in (".", "..")
    folder, name = os.path.split(answer)
    folders = {os.path.normpath(part) for part in searched(environ)[len(LINKER_FILES):]}
    return (os.path.isabs(answer) and os.path.normpath(answer) == answer
            and name not in ("", ".", "..") and folder in folders)


def load_answers(path: Path, digest: str, environ: Mapping[str, str] = os.environ) -> Answers:
    """The answers kept at ``path`` for the system ``digest``; empty when there are none,
    they were found on another system, the file is not what we write, or an answer is not
    one the searches give (:func:`trusted`)."""
    try:
        content = decode_json(read_capped(path, MAX_BYTES))
    except (OSError, ValueError):
        return {}
    if not isinstance(content, dict) or content.get("version") != FORMAT \
            or content.get("system") != digest:
        return {}
    answers = content.get("answers")
    if not isinstance(answers, dict) or len(answers) > MAX_NAMES:
        return {}
    if not all(trusted(value, environ) for value in answers.values()):
        return {}
    return dict(answers)


def save_answers(path: Path, digest: str, answers: Mapping[str, str | None]) -> bool:
    """Keep ``answers`` for the system ``digest`` at ``path``; whether they were written
    (a read-only or full cache folder only means the next start asks again)."""
    try:
        write_json_atomic(path, {"version": FORMAT, "system": digest,
                                 "answers": dict(answers)})
    except StorageError:
        return False
    return True


__all__ = ["FILE_NAME", "FORMAT", "MAX_BYTES", "Answers", "load_answers", "save_answers",
           "searched", "system_digest", "trusted"]
