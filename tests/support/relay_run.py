"""A relay on 127.0.0.1 in the test's own loop (support code, not a test module)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from dirty7.net.relay import Relay, RelayLimits


def run_with_relay(test: Callable[[Relay, int], Awaitable[Any]], limits: RelayLimits,
                   limit: float = 60.0) -> Any:
    """``test(relay, port)`` against a fresh relay with ``limits``, bounded by ``limit`` s;
    the relay is closed after it, whatever happened."""
    async def go():
        relay = Relay(limits)
        server = await relay.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            return await asyncio.wait_for(test(relay, port), limit)
        finally:
            server.close()
            await server.wait_closed()
    return asyncio.run(go())
