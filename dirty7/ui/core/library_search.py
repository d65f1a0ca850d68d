"""pyglet's search for the shared libraries it loads, answered from one ``ldconfig -p``.

Why: on Linux pyglet looks up each library it loads (EGL, GL, OpenAL, PulseAudio, FFmpeg,
FreeType, HarfBuzz, fontconfig, GdkPixbuf, X11 and its extensions: 23 look-ups before the
menu's first frame) with ``ctypes.util.find_library``, which runs ``ldconfig -p`` in a new
process for every one, and for a library that is not installed the C compiler and the
linker as well, again for every name asked twice. Measured here (``scripts/bench_startup.py``
and a count of the look-ups): 0.4–0.8 s of the start-up, more than the whole gap between
the game's first menu frame and a bare Arcade window's.

What it does instead: ``ldconfig -p`` runs once, and a library it lists is answered from
that listing with the very pattern ``ctypes.util`` applies to the same output, so the
answer is the one ``ctypes`` would give; a library it does not list is asked of
``ctypes.util.find_library`` as before (its compiler and linker fallbacks find what
``ldconfig`` does not know, such as a bundle's own libraries) and then pyglet's walk of the
linker's folders, as before, once per name. pyglet's own
first step, its ``search_local_libs`` folders (beside the program), is kept in front. The
game's start keeps the answers on disk for the next one, with what they depend on
(:mod:`dirty7.ui.core.library_answers`): a start that finds them asks nothing at all.

It is a patch of pyglet's internals (the loader's ``find_library``), listed with the others
in ``docs/PATCHES.md``, and like them it runs only on the pinned pyglet and can be left out
with ``DIRTY7_SKIP_PATCHES=library-search`` (both from :mod:`dirty7.ui.core.patch_pins`);
without it the start-up is only slower. It lives apart from
:mod:`dirty7.ui.core.patches` because it must be in place before Arcade is imported (Arcade's
import loads most of these libraries), and that module imports Arcade.
"""

from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

import pyglet
import pyglet.lib

from dirty7.ui.core import library_answers
from dirty7.ui.core.arcade_private import pyglet_local_library
from dirty7.ui.core.patch_pins import PYGLET_PINNED, SKIP_ENV, left_out

PATCH_NAME = "library-search"
#: The ABI tag ``ctypes.util`` looks for in ``ldconfig -p`` lines, per machine.
_ABI = {"x86_64-64": "libc6,x86-64", "ppc64-64": "libc6,64bit", "sparc64-64": "libc6,64bit",
        "s390x-64": "libc6,64bit", "ia64-64": "libc6,IA-64"}

_installed: list[bool] = []


def ldconfig_listing() -> bytes:
    """``ldconfig -p``'s output, run as ``ctypes.util`` runs it (empty when it cannot run)."""
    try:
        return subprocess.run(["/sbin/ldconfig", "-p"], stdin=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              env={"LC_ALL": "C", "LANG": "C"}, timeout=30,
                              check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return b""


def soname_in(listing: bytes, name: str) -> str | None:
    """The soname ``ctypes.util``'s ldconfig step finds for ``name`` in ``listing``."""
    bits = "-32" if struct.calcsize("l") == 4 else "-64"
    abi = _ABI.get(os.uname().machine + bits, "libc6")
    pattern = r"\s+(lib" + re.escape(name) + r"\.[^\s]+)\s+\(" + abi  # ctypes.util's
    found = re.search(os.fsencode(pattern), listing)
    return os.fsdecode(found.group(1)) if found else None


class CachedSearch:
    """A ``find_library``: the names of ``known`` answered as they are, any other from
    ``listing()`` (read once, at the first such name), else from ``fallback``; each answer
    kept per name (:attr:`answers`), and :attr:`learned` once one was found here."""

    def __init__(self, fallback: Callable[[str], str | None],
                 listing: Callable[[], bytes] | None = None,
                 known: Mapping[str, str | None] | None = None) -> None:
        self.fallback, self.listing = fallback, listing or ldconfig_listing
        self.answers: dict[str, str | None] = dict(known or {})
        self.learned = False
        self._text: list[bytes] = []

    def __call__(self, name: str) -> str | None:
        if name not in self.answers:
            if not self._text:
                self._text.append(self.listing())
            self.answers[name] = soname_in(self._text[0], name) or self.fallback(name)
            self.learned = True
        return self.answers[name]


def cached_search(fallback: Callable[[str], str | None],
                  listing: Callable[[], bytes] | None = None,
                  known: Mapping[str, str | None] | None = None) -> CachedSearch:
    """The :class:`CachedSearch` of ``fallback`` over ``listing``, ``known`` answered at once."""
    return CachedSearch(fallback, listing, known)


#: The search in pyglet's loader and where its answers are kept (see :func:`install`).
_kept: list[tuple[CachedSearch, Path, str]] = []


def install(answers_file: Path | None = None) -> bool:
    """Put the cached search in pyglet's Linux library loader (once); whether it is in.

    With ``answers_file`` (the game's start, :mod:`dirty7.cli.play_command`), the answers
    kept there for this system are used (:mod:`dirty7.ui.core.library_answers`) and
    :func:`keep_answers` writes them back; without it (tests, tools) nothing is read or
    written.
    """
    if _installed:
        return _installed[0]
    loader = pyglet.lib.loader
    usable = (sys.platform.startswith("linux") and getattr(pyglet, "version", "") == PYGLET_PINNED
              and not left_out(PATCH_NAME) and type(loader).__name__ == "LinuxLibraryLoader")
    if usable:
        known: dict[str, str | None] = {}
        digest = ""
        if answers_file is not None:
            digest = library_answers.system_digest(PYGLET_PINNED)
            known = library_answers.load_answers(answers_file, digest)
        # the loader's own search (its local folders, ctypes, then its walk of the linker's
        # folders) answers what the listing does not; its local folders still come first
        search = cached_search(loader.find_library, known=known)
        if answers_file is not None:
            _kept.append((search, answers_file, digest))

        def find_library(name: str) -> str | None:
            return pyglet_local_library(loader, name) or search(name)

        # pyglet types its loader as any platform's, whose methods name the argument
        # differently (``name``, ``path``): this is the Linux one's, replaced on the instance
        loader.find_library = find_library  # type: ignore[method-assign,assignment]
    _installed.append(bool(usable))
    return bool(usable)


def keep_answers() -> bool:
    """Write the answers found in this run to the file :func:`install` was given, when
    any was new; whether they were written."""
    if not _kept or not _kept[0][0].learned:
        return False
    search, path, digest = _kept[0]
    return library_answers.save_answers(path, digest, search.answers)


__all__ = ["PATCH_NAME", "PYGLET_PINNED", "SKIP_ENV", "CachedSearch", "cached_search",
           "install", "keep_answers", "ldconfig_listing", "soname_in"]
