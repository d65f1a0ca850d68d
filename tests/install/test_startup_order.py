"""The menu's first frame comes before anything slow (issue 21): by then only the fan's
five card faces are loaded (not the 52), and neither the strategy registry's plugin scan
(``importlib.metadata``, which the version also needs) nor the session has been read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_first_menu_frame_is_drawn_before_the_slow_work(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "tests.support.startup_state"], cwd=ROOT,
                          env={**os.environ, "ARCADE_HEADLESS": "1",
                               "DIRTY7_DATA_DIR": str(tmp_path)},
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    state = json.loads(proc.stdout.strip().splitlines()[0])
    assert state == {"faces": 5, "loaded": []}
