"""scripts/fuzz.py: short runs of both parts finish with no unexpected exception."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "fuzz.py"


def load_script():
    spec = importlib.util.spec_from_file_location("dirty7_fuzz", SCRIPT)
    fuzz = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fuzz)
    return fuzz


def test_a_short_fuzz_run_counts_events_and_no_exception(monkeypatch, tmp_path):
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))  # restored after the run
    counts = load_script().run(400, seed=2)
    assert counts["events"] == 400 and counts["exceptions"] == 0
    assert counts["moves_played"] and counts["moves_refused"] and counts["files_written"]


def test_a_short_table_fuzz_run_plays_at_the_real_table(window):
    counts, failures = load_script().table_part().run_table(300, seed=2, window=window)
    assert failures == [] and counts["exceptions"] == 0
    assert counts["events"] >= 300 and counts["frames_drawn"] >= 10
    assert counts["moves_played"] > 0 and counts["games_started"] >= 1


def test_the_table_fuzzer_counts_an_exception_and_goes_on(window, monkeypatch):
    from dirty7.ui.table.table_session import SessionTable

    original = SessionTable.on_mouse_press
    calls = {"n": 0}

    def flaky(self, *args):
        calls["n"] += 1
        if calls["n"] == 5:
            raise RuntimeError("boom in a handler")
        return original(self, *args)

    monkeypatch.setattr(SessionTable, "on_mouse_press", flaky)
    counts, failures = load_script().table_part().run_table(300, seed=2, window=window)
    assert counts["exceptions"] == 1 and counts["events"] >= 300
    assert len(failures) == 1 and failures[0].startswith("RuntimeError: boom in a handler at ")


def test_the_same_seed_walks_the_same_table_walk(window, monkeypatch, tmp_path):
    """Deals and double-clicks follow the walk's seed and clock, not the OS's or the wall's
    (each walk on a fresh data folder: a walk's saved game would be resumed by the next)."""
    walks = []
    for name in ("first", "second"):
        monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path / name))
        walks.append(load_script().table_part().run_table(150, seed=5, window=window))
    assert walks[0] == walks[1] and walks[0][0]["events"] >= 150
