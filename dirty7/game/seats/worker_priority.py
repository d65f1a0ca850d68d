"""How far the computer's thinking process lowers its priority, from the usable cores.

Why not always far: Linux shares a contested core by weight, and a nice-10 process weighs
about a tenth of a normal one. Beside two busy programs on two cores such a worker gets
roughly a tenth of a core, so a search bounded by iterations (Hard as calibrated, Matched)
takes about ten times as long and the game drags on for minutes. At nice 1 it keeps about
four fifths of a normal program's share, so beside two busy loops on two cores it gets
2 x 820 / (2 x 1024 + 820), about 0.57 of a core: a search takes under twice its quiet
time.

Why the window stays smooth: with two or more usable cores the frame loop has a core of
its own while the worker thinks on another, and where they do meet the frame loop still
weighs more. With a single core the worker and the frame loop always share it, so there
the worker stays far below the window (frames first, the search gets what is left).
"""

from __future__ import annotations

import os

#: Niceness when the worker and the frame loop must share a single core.
SHARED_CORE_NICENESS = 10
#: Niceness when the frame loop has a core of its own: just below the window.
OWN_CORE_NICENESS = 1


def worker_niceness(usable_cores: int | None) -> int:
    """The increment passed to ``os.nice`` in the worker for ``usable_cores`` cores (None
    when unknown, treated as one: the careful case)."""
    if usable_cores is not None and usable_cores >= 2:
        return OWN_CORE_NICENESS
    return SHARED_CORE_NICENESS


def usable_cores() -> int | None:
    """The cores this process may run on (its affinity where the system tells it)."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        try:
            return len(affinity(0))
        except OSError:  # pragma: no cover - a kernel without affinity
            pass
    return os.cpu_count()


__all__ = ["OWN_CORE_NICENESS", "SHARED_CORE_NICENESS", "usable_cores", "worker_niceness"]
