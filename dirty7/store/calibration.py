"""``calibration.json``: how many of Hard's search iterations this machine runs per second.

Why stored: in play Hard's budget is an iteration count (so that its every decision can be
re-run from the record), chosen so that a decision takes about ``think_ms`` here. Measuring
takes a moment, so it is done once per data folder (one machine, one user) and kept as
``{"version": 1, "hard_iterations_per_s": float, "clock": "thread_cpu"}``. A damaged file is
set aside like any other and the rate measured again. A file without ``"clock"`` was
measured on the wall clock by an earlier version (too low if the machine was busy then): it
is not damaged, only measured again and replaced.
"""

from __future__ import annotations

from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

CALIBRATION_FILE = "calibration.json"
_FALLBACK = Phrase(N_("Hard's speed is measured again"))


#: How the rate was measured (dirty7.game.players.measure_hard_rate).
CLOCK = "thread_cpu"


def _check(data: dict[str, Any]) -> tuple[float, bool]:
    """The stored rate, and whether it was measured the way this version measures."""
    rate = Fields(data, "calibration").number("hard_iterations_per_s", 1, 10_000_000)
    return rate, data.get("clock") == CLOCK


def load_hard_rate(store: Store | None = None) -> float | None:
    """The stored iterations per second, or None (none yet, or the file was unusable)."""
    found, _warning = (store or default_store()).load(CALIBRATION_FILE, _check, _FALLBACK)
    if found is None:
        return None
    rate, current = found
    return rate if current else None


def save_hard_rate(rate: float, store: Store | None = None) -> str | None:
    """Store the measured rate; None on success, else why not (never raises for the disk)."""
    return (store or default_store()).save(
        CALIBRATION_FILE, {"version": FORMAT_VERSION, "hard_iterations_per_s": float(rate),
                           "clock": CLOCK})


__all__ = ["CALIBRATION_FILE", "load_hard_rate", "save_hard_rate"]
