"""Process trees for the orphan tests: who descends from a pid, and who is still alive.

Read from ``/proc`` (Linux): a process is alive while it exists and is not a zombie (a
zombie has ended; an orphan's may wait for a PID 1 that never reaps it).
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

#: How long an orphan may take to notice and end (its watcher polls twice a second).
DEADLINE_S = 20.0


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of ``pid``, or None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rpartition(")")[2].split()
    return fields[0], int(fields[1])


def alive(pid: int) -> bool:
    stat = _stat(pid)
    return stat is not None and stat[0] not in ("Z", "X")


def descendants(root: int) -> set[int]:
    """Every living process below ``root``, at any depth."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            stat = _stat(int(entry))
            if stat is not None and stat[0] not in ("Z", "X"):
                parents[int(entry)] = stat[1]
    found, frontier = set(), {root}
    while frontier:
        frontier = {pid for pid, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def still_alive_after(pids: set[int], deadline_s: float = DEADLINE_S) -> set[int]:
    """Those of ``pids`` still alive once all are gone or ``deadline_s`` has passed (a
    generous deadline: this fails only if they never go)."""
    for _ in range(int(deadline_s / 0.1)):  # counted naps: no test reads the clock
        left = {pid for pid in pids if alive(pid)}
        if not left:
            return left
        time.sleep(0.1)
    return {pid for pid in pids if alive(pid)}


def kill_all(pids: set[int]) -> None:
    """Clean up after a failing test: leave nothing running."""
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
