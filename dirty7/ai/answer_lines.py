"""The lines a plugin's process writes on its answer pipe, read with a bound.

Why a bound: the plugin's process writes one line per request, but a hostile plugin can
find that pipe (through ``gc``) and write junk between requests; an unbounded queue then
grows the parent's memory without limit. Here a reader thread keeps at most
:data:`MAX_WAITING` lines of at most :data:`MAX_LINE` bytes. A longer line or one line too
many is a protocol failure: the reader stops reading, forgets what it kept, calls
``on_problem`` (which kills the process) and every later read reports the problem.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

#: Longest line read (a move's answer is a few bytes).
MAX_LINE = 1 << 16
#: Lines kept unread at most: a request has one answer, so more is junk.
MAX_WAITING = 8


class PipeProblem(Exception):
    """The process broke the protocol; the message is the player-facing reason."""


class AnswerLines:
    """A reader thread on ``stream`` and the few lines it keeps for :meth:`get`."""

    def __init__(self, stream: Any, *, on_problem: Callable[[], Any], name: str) -> None:
        self._stream = stream
        self._on_problem = on_problem
        self._cond = threading.Condition()
        self._lines: deque[bytes] = deque()
        self._ended = False
        self._closed = False
        self.problem: str | None = None
        self.thread = threading.Thread(target=self._read, name=name, daemon=True)
        self.thread.start()

    @property
    def waiting_bytes(self) -> int:
        """Bytes kept unread (what the bound limits)."""
        with self._cond:
            return sum(len(line) for line in self._lines)

    def _read(self) -> None:
        try:
            for line in iter(lambda: self._stream.readline(MAX_LINE + 1), b""):
                with self._cond:
                    if self._closed:
                        break
                    if len(line) > MAX_LINE:
                        self._fail(f"its process wrote a line over {MAX_LINE:,} bytes")
                        break
                    if len(self._lines) >= MAX_WAITING:
                        self._fail(f"its process wrote over {MAX_WAITING} lines "
                                   "nobody asked for")
                        break
                    self._lines.append(line)
                    self._cond.notify_all()
        except (OSError, ValueError):
            pass
        with self._cond:
            self._ended = True
            self._cond.notify_all()
        if self.problem is not None:
            self._on_problem()
        try:
            self._stream.close()
        except OSError:  # pragma: no cover - closing a pipe we only read
            pass

    def _fail(self, reason: str) -> None:
        """Called with the lock held: remember why, drop what was kept."""
        self.problem = reason
        self._lines.clear()

    def get(self, timeout: float) -> bytes | None:
        """The next line; None once the pipe has ended; TimeoutError after ``timeout`` s;
        PipeProblem once the process broke the protocol."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                if self.problem is not None:
                    raise PipeProblem(self.problem)
                if self._lines:
                    return self._lines.popleft()
                if self._ended:
                    return None
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError
                self._cond.wait(left)

    def close(self) -> None:
        """Forget every kept line and keep no more (the process is being killed)."""
        with self._cond:
            self._closed = True
            self._lines.clear()
            self._cond.notify_all()


__all__ = ["AnswerLines", "MAX_LINE", "MAX_WAITING", "PipeProblem"]
