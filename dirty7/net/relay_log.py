"""What the relay writes to its log under a flood: one line per address per minute.

Why: a hostile client can make a relay refuse thousands of sockets a second; a line (or a
traceback) for each would fill the operator's disk and hide everything else. So a refusal,
a failed handshake or a descriptor shortage is said once per key (an address) per window,
and the next line for that key says how many were left unsaid in between. The keys kept
are bounded too: a flood from many addresses shares one key beyond :data:`MAX_KEYS`.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections.abc import Callable
from typing import Any

LOGGER = logging.getLogger("dirty7.relay")
WINDOW = 60.0
MAX_KEYS = 4096
#: The key of every address beyond the :data:`MAX_KEYS` remembered in one window.
OTHERS = "other addresses"


class OncePerWindow:
    """Says one line per key per window and counts the rest."""

    def __init__(self, logger: logging.Logger | logging.LoggerAdapter[logging.Logger] = LOGGER,
                 window: float = WINDOW, clock: Callable[[], float] = time.monotonic,
                 max_keys: int = MAX_KEYS) -> None:
        self.logger = logger
        self.window = window
        self.clock = clock
        self.max_keys = max_keys
        #: key -> [when its last line was written, how many were left unsaid since]
        self._last: dict[str, list[float]] = {}

    def note(self, key: str, text: str) -> bool:
        """Log ``key: text`` unless ``key`` was logged within the window; True if logged."""
        now = self.clock()
        if key not in self._last and len(self._last) >= self.max_keys:
            self._forget_old(now)
            if len(self._last) >= self.max_keys:
                key = OTHERS
        entry = self._last.get(key)
        if entry is not None and now - entry[0] < self.window:
            entry[1] += 1
            return False
        unsaid = int(entry[1]) if entry is not None else 0
        self._last[key] = [now, 0]
        more = f" ({unsaid} more like it since the last line)" if unsaid else ""
        self.logger.warning("%s: %s%s", key, text, more)
        return True

    def _forget_old(self, now: float) -> None:
        self._last = {k: v for k, v in self._last.items() if now - v[0] < self.window}


class SummarisingLogger(logging.LoggerAdapter[logging.Logger]):
    """The logger given to websockets: an error with a traceback becomes one summary line.

    Why: websockets logs a failed opening handshake (or a failing hook) with its traceback;
    under a flood that is one traceback per socket. Here such a record is noted once per
    address per window, as its exception's name and text; every other record passes on.
    """

    def __init__(self, summary: OncePerWindow, logger: logging.Logger = LOGGER) -> None:
        super().__init__(logger, {})
        self.summary = summary

    def log(self, level: int, msg: Any, *args: Any, **kwargs: Any) -> None:
        if level >= logging.ERROR and kwargs.get("exc_info"):
            socket = (kwargs.get("extra") or {}).get("websocket")
            error = sys.exc_info()[1]
            what = f"{msg % args if args else msg}"
            if error is not None:
                what += f" ({type(error).__name__}: {error})"[:300]
            self.summary.note(peer_of(socket), what)
            return
        super().log(level, msg, *args, **kwargs)


def peer_of(socket: Any) -> str:
    """The socket's peer address, or ``?`` (a socket already gone has none)."""
    try:
        return str(socket.remote_address[0])
    except (AttributeError, IndexError, TypeError):
        return "?"


def summarise_loop_errors(summary: OncePerWindow
                          ) -> Callable[[asyncio.AbstractEventLoop, dict[str, Any]], None]:
    """An asyncio exception handler: the loop's own errors (a failed ``accept()`` when the
    descriptors run out, once per failed attempt) once per window, without a traceback."""

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        text = context.get("message", "event loop error")
        if error is not None:
            text += f" ({type(error).__name__}: {error})"[:300]
        summary.note("event loop", text)

    return handler
