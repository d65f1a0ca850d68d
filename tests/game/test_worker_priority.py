"""The thinking worker's priority: far below the window only when they share one core."""

from __future__ import annotations

import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dirty7.game.seats import think_worker
from dirty7.game.seats.worker_priority import (
    OWN_CORE_NICENESS,
    SHARED_CORE_NICENESS,
    usable_cores,
    worker_niceness,
)

#: Linux's CFS weight of a process at each niceness (kernel/sched/core.c).
CFS_WEIGHT = {0: 1024, 1: 820, 2: 655, 5: 335, 10: 110}


@pytest.mark.parametrize(("cores", "expected"), [
    (None, SHARED_CORE_NICENESS), (0, SHARED_CORE_NICENESS), (1, SHARED_CORE_NICENESS),
    (2, OWN_CORE_NICENESS), (4, OWN_CORE_NICENESS), (64, OWN_CORE_NICENESS),
])
def test_niceness_by_cores(cores: int | None, expected: int) -> None:
    assert worker_niceness(cores) == expected


@given(st.integers(min_value=2, max_value=1024))
def test_two_burners_on_two_cores_leave_the_search_over_half_a_core(cores: int) -> None:
    """Two busy loops at nice 0 beside the worker on two cores: its share of the two cores
    must keep a search under twice its quiet time (over half a core)."""
    weight = CFS_WEIGHT[worker_niceness(cores)]
    share = 2 * weight / (2 * CFS_WEIGHT[0] + weight)
    assert share > 0.5


def test_one_core_keeps_the_window_first() -> None:
    assert CFS_WEIGHT[worker_niceness(1)] * 5 < CFS_WEIGHT[0]


def test_usable_cores_is_positive() -> None:
    cores = usable_cores()
    assert cores is None or cores >= 1


def test_worker_lowers_itself_by_the_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker asks :func:`worker_niceness` instead of a fixed increment."""
    import dirty7.ai.lifeline as lifeline
    import dirty7.ai.registry as registry
    import dirty7.game.seats.worker_priority as priority

    asked: list[int] = []
    monkeypatch.setattr(os, "nice", asked.append)
    monkeypatch.setattr(lifeline, "watch_parent", lambda: None)
    monkeypatch.setattr(registry, "create_guarded", lambda *a, **k: object())
    monkeypatch.setattr(priority, "usable_cores", lambda: 2)
    monkeypatch.setattr(think_worker, "_strategy", None)
    think_worker.init("medium", 1, None)
    assert asked == [OWN_CORE_NICENESS]
    monkeypatch.setattr(priority, "usable_cores", lambda: 1)
    think_worker.init("medium", 1, None)
    assert asked == [OWN_CORE_NICENESS, SHARED_CORE_NICENESS]
