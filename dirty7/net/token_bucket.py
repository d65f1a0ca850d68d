"""A token bucket: ``burst`` at once, then ``rate`` a second.

Why one for both: the channel's budget of idle frames and the quiet words a friend may
send are the same limit (a short burst, then a steady trickle); each only chooses its
numbers.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class TokenBucket:
    """``burst`` tokens at once, refilled at ``rate`` a second; :meth:`take` spends one.
    ``clock`` gives the time in seconds (monotonic; a test may give its own)."""

    def __init__(self, burst: float, rate: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.burst, self.rate, self.clock = burst, rate, clock
        self.tokens, self.last = float(burst), clock()

    def take(self) -> bool:
        """Whether a token is there now (and spend it)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


__all__ = ["TokenBucket"]
