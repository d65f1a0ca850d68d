"""The event loop a friend's link runs on, in a thread of its own, and its clean end.

Why apart from the link: the window and the command line are not asyncio programs, so a
link runs its connection on a loop in a daemon thread and is told things from the main
thread. Two things went wrong there: a program that quit while the loop still ran (the
player closed the window after a friend's game) had its pending tasks destroyed at exit
("Task was destroyed but it is pending!"), and a word sent to a loop already closed
raised in the window. Here the loop's last step cancels and awaits every task left and
closes the loop; :meth:`LinkLoop.call` after that is a no-op; :meth:`LinkLoop.finish`
lets the program wait, briefly, for the goodbye to reach the friend before it exits.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any


class LinkLoop:
    """An asyncio loop in a daemon thread, for one link."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, daemon=True, name=name)
        self._thread.start()

    def _run(self) -> None:
        loop = self.loop
        try:
            loop.run_forever()
        finally:
            self._end_tasks_left()
            loop.close()

    def _end_tasks_left(self) -> None:
        """Cancel and await what still runs (readers, timers), so none is destroyed
        pending when the program exits; then the async generators end."""
        loop = self.loop
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        loop.run_until_complete(loop.shutdown_asyncgens())

    def start(self, coroutine: Coroutine[Any, Any, None]) -> Future[None]:
        """Run ``coroutine`` on the loop; its future, to wait on from another thread."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, callback: Callable[..., object], *args: object) -> bool:
        """Run ``callback(*args)`` on the loop; False when the loop is already closed (the
        link has ended: nothing is left to tell)."""
        try:
            self.loop.call_soon_threadsafe(callback, *args)
        except RuntimeError:  # closed between the check and the call, or before it
            return False
        return True

    def finish(self, timeout: float) -> bool:
        """Wait up to ``timeout`` s for the loop to end and close; whether it did."""
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)
        return self.loop.is_closed()

    @property
    def closed(self) -> bool:
        return self.loop.is_closed()


__all__ = ["LinkLoop"]
