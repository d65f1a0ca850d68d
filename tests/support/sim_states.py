"""A copy of a search state that shares nothing mutable with the original: the tests run the
fast playout and its reference on two copies of one state."""

from __future__ import annotations

from typing import cast

from dirty7.ai.hard.sim import STOCK, WASTE, State


def copy_state(st: State) -> State:
    new = cast(State, st[:])
    new[WASTE] = st[WASTE][:]
    new[STOCK] = st[STOCK][:]
    return new
