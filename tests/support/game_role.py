"""``python -m tests.support.game_role SPEC``: a process that plays the game's role for
the orphan tests (tests/ai/test_plugin_processes.py).

It seats SPEC as the window does (:class:`dirty7.game.seats.computer_seat.ComputerSeat` in process
mode: the thinking worker, and a plugin's own process below it), has it answer one
move, prints ``ready`` and waits to be killed.
"""

from __future__ import annotations

import sys
import time


def main(spec: str) -> None:
    from dirty7.game.seats.computer_seat import ComputerSeat
    from dirty7.rules import deal

    opponent = ComputerSeat(spec, seed=1, mode="process", time_limit_s=10.0)
    assert opponent.mode == "process"
    opponent.request(deal(1).view(0))
    opponent.wait(60.0)
    assert opponent.poll(1.0) is not None and not opponent.take_reports()
    print("ready", flush=True)
    time.sleep(3600)


if __name__ == "__main__":
    main(sys.argv[1])
