"""Hard's speed is measured in the search thread's CPU time, not on the wall clock.

Why: the rate is measured once per data folder and kept; on the wall clock, a first start on
a busy machine stored a rate a third of the real one (Hard at 216 iterations for good).
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from dirty7.game import players


def test_the_rate_is_iterations_per_cpu_second_of_the_thread(monkeypatch):
    ticks = iter(range(0, 10_000))
    # each reading of the thread's CPU clock moves on by 0.05 s: every search "costs" 0.05 s
    monkeypatch.setattr(players, "time",
                        SimpleNamespace(thread_time=lambda: next(ticks) * 0.05))
    rate = players.measure_hard_rate(seconds=0.4)
    assert rate == pytest.approx(players._CALIBRATION_ITERATIONS / 0.05)


def test_a_rate_measured_on_the_wall_clock_is_measured_again_without_a_warning(tmp_path):
    import json

    from dirty7.store.calibration import CALIBRATION_FILE, load_hard_rate, save_hard_rate
    from dirty7.store.storage import Store

    store = Store(tmp_path)
    (tmp_path / CALIBRATION_FILE).write_text(
        json.dumps({"version": 1, "hard_iterations_per_s": 900.0}))  # an earlier version's
    assert load_hard_rate(store) is None
    assert store.pop_messages() == [] and not list(tmp_path.glob("*.bad"))
    assert save_hard_rate(30_000.0, store) is None
    assert load_hard_rate(store) == 30_000.0
