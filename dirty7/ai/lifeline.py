"""A child process that ends, with everything it started, when its parent goes.

Why: the game's helpers (the thinking worker, a plugin's process, the tournament's
workers) wait on pipes whose other end they hold themselves, so a parent killed by
SIGKILL, SIGTERM or SIGHUP (no clean-up of its own runs) would leave them running
forever under PID 1. Each helper starts :func:`watch_parent` first: a daemon thread that
polls :func:`os.getppid` (re-parenting changes it; this works whichever thread started
the child, unlike ``PR_SET_PDEATHSIG``) and ends the process. A process that leads its
own process group (a plugin's, started with ``start_new_session``) kills the whole group,
so what the plugin forked goes with it; any other process ends only itself, never the
group it shares with its parent (which may hold a shell or a test runner).
"""

from __future__ import annotations

import os
import signal
import threading
import time

#: Seconds between two looks at the parent: cheap, and an orphan lives at most this long.
POLL_S = 0.5


def end_self() -> None:
    """Kill this process's group when it leads one, else end this process."""
    if hasattr(os, "killpg") and os.getpgrp() == os.getpid():
        os.killpg(os.getpid(), signal.SIGKILL)
    os._exit(0)


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(POLL_S)
    end_self()


def watch_parent() -> threading.Thread:
    """Start the thread that ends this process (see the module docstring) once the
    process that started it is gone."""
    thread = threading.Thread(target=_watch, args=(os.getppid(),), daemon=True,
                              name="dirty7-lifeline")
    thread.start()
    return thread


def kill_group(pid: int) -> None:
    """SIGKILL the process group that ``pid`` leads (a plugin's), if any is left.

    Called before the leader is reaped, so that its id cannot have been reused.
    """
    if not hasattr(os, "killpg"):  # pragma: no cover - Windows has no process groups
        return
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


__all__ = ["POLL_S", "end_self", "kill_group", "watch_parent"]
