"""scripts/fuzz.py (issue 11): a short run finishes with no unexpected exception."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "fuzz.py"


def test_a_short_fuzz_run_counts_events_and_no_exception(monkeypatch, tmp_path):
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))  # restored after the run
    spec = importlib.util.spec_from_file_location("dirty7_fuzz", SCRIPT)
    fuzz = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fuzz)
    counts = fuzz.run(400, seed=2)
    assert counts["events"] == 400 and counts["exceptions"] == 0
    assert counts["moves_played"] and counts["moves_refused"] and counts["files_written"]
