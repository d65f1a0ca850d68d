"""CPU-burning processes beside a test: a loaded machine (no tests here).

Why: a time limit or a wall-clock budget shows its harm only when the machine is busy; two
busy loops on the test machine's cores make every honest game of these tests play under
load, as the reporter's did. They are killed when the ``with`` block ends.
"""

from __future__ import annotations

import contextlib
import multiprocessing
from collections.abc import Iterator


def _burn() -> None:  # pragma: no cover - runs in the child until it is killed
    n = 0
    while True:
        n = (n * 7 + 1) % 1_000_003


@contextlib.contextmanager
def cpu_burners(count: int = 2) -> Iterator[list]:
    """``count`` busy-loop processes for the length of the block."""
    context = multiprocessing.get_context("spawn")
    procs = [context.Process(target=_burn, daemon=True, name=f"burner-{i}")
             for i in range(count)]
    for proc in procs:
        proc.start()
    try:
        yield procs
    finally:
        for proc in procs:
            proc.kill()
        for proc in procs:
            proc.join(timeout=5)
