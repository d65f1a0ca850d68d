"""Plugins that attack the processes around them rather than the game.

``junk-writer`` finds its answer pipe through ``gc`` and floods it between requests;
``forker`` forks a grandchild that would outlive the game. Both play legal moves.
"""

from __future__ import annotations

import gc
import io
import os
import threading
import time

#: The forker appends each grandchild's pid to the file this variable names.
FORK_FILE_ENV = "DIRTY7_FORK_FILE"
#: The junk writer touches this file once it has written all its lines.
JUNK_DONE_ENV = "DIRTY7_JUNK_DONE"
JUNK_LINES = 20_000
JUNK_LINE = b"x" * 999 + b"\n"


class _Plays:
    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, view):
        return view.legal_moves[0]


def _answer_pipe():
    """The process's private copy of its answer pipe (a BufferedWriter on a dup'ed fd)."""
    for obj in gc.get_objects():
        if isinstance(obj, io.BufferedWriter) and isinstance(obj.name, int) \
                and obj.name > 2 and not obj.closed:
            return obj
    return None


class JunkWriter(_Plays):
    def __init__(self, seed=0):
        super().__init__(seed)
        threading.Thread(target=self._flood, daemon=True).start()

    def _flood(self):
        pipe = None
        while pipe is None:  # serve() opens it before creating the strategy
            pipe = _answer_pipe()
            time.sleep(0.01)
        for _ in range(JUNK_LINES):
            pipe.write(JUNK_LINE)
            pipe.flush()
        done = os.environ.get(JUNK_DONE_ENV)
        if done:
            open(done, "w").close()


class Forker(_Plays):
    def __init__(self, seed=0):
        super().__init__(seed)
        pid = os.fork()
        if pid == 0:  # the grandchild: holds every inherited pipe, sleeps
            time.sleep(3600)
            os._exit(0)
        path = os.environ.get(FORK_FILE_ENV)
        if path:
            with open(path, "a", encoding="utf-8") as out:
                out.write(f"{pid}\n")


ROGUES = {"junk-writer": "JunkWriter", "forker": "Forker"}
