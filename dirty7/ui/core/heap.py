"""Ask the C library to give large freed blocks back to the system at once.

Why: on a software renderer (Mesa's llvmpipe, the tests' EGL and many players' machines)
every texture and framebuffer lives in the process's own heap: a window-sized widget
surface is 4–8 MB. glibc's ``malloc`` serves such blocks with ``mmap`` at first, but the
first time one is freed it raises its threshold to that size ("dynamic mmap threshold"),
so from then on they come from the heap, and what is freed there stays in the process
as holes between live blocks. The game's memory then grew with every window size and
text size a view was laid out for, though no object was alive: a results view laid out
at four sizes and three text sizes took 372 → 802 MB, all of it freed memory that
``malloc_trim`` gave back (to 323 MB); the test suite's worker peaked at 2.2 GB.
A fixed threshold turns the dynamic one off: the same run stays at
326 MB. Blocks below it (card faces, sprite buffers, Python objects) are unaffected.

Only glibc has ``mallopt``'s ``M_MMAP_THRESHOLD``; elsewhere (macOS, Windows, musl) this
does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys

log = logging.getLogger("dirty7.ui")

#: ``mallopt``'s parameter number for the mmap threshold (glibc's ``malloc.h``).
M_MMAP_THRESHOLD = -3
#: Blocks this large or larger are mapped on their own and unmapped when freed: a
#: quarter of an 800×600 surface, far above a card face (140×190×4 bytes, 104 KB).
LARGE_BLOCK = 1024 * 1024

_done: list[bool] = []


def _libc() -> ctypes.CDLL:
    """glibc by its usual name, else by ``ctypes.util.find_library``.

    Why the name first: ``find_library`` runs ``ldconfig -p`` (and may run the C
    compiler) in a subprocess, 10–20 ms of the start-up before the menu's first frame;
    glibc's soname has been ``libc.so.6`` on every Linux for decades.
    """
    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")


def return_large_blocks_to_the_system(threshold: int = LARGE_BLOCK) -> bool:
    """Fix glibc's mmap threshold at ``threshold`` bytes (once); whether it was set."""
    if _done:
        return _done[0]
    ok = False
    if sys.platform.startswith("linux"):
        try:
            ok = bool(_libc().mallopt(M_MMAP_THRESHOLD, threshold))
        except (OSError, AttributeError):  # musl or no libc by that name: nothing to tune
            ok = False
        if not ok:
            log.info("mallopt(M_MMAP_THRESHOLD) not available: freed textures may stay "
                     "in the process's heap")
    _done.append(ok)
    return ok


__all__ = ["LARGE_BLOCK", "M_MMAP_THRESHOLD", "return_large_blocks_to_the_system"]
