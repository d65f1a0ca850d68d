"""Hard's value model for cut-off playouts: shipped as data, refit from self-play by
``scripts/fit_value_model.py`` (maximum likelihood on every position of finished games)."""

from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from dirty7.ai.hard import sim

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "fit_value_model.py"


def fitter():
    spec = importlib.util.spec_from_file_location("fit_value_model", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def test_the_search_scores_cut_off_playouts_with_the_shipped_parameters():
    model = sim.load_value_model()
    for mine, theirs in ((5, 8), (1, 3), (7, 2)):
        x = model["slope"] * math.log(theirs / mine) + model["mover"] \
            + (model["last_card"] if mine == 1 else 0.0)
        assert sim.evaluate(mine, theirs, 0) == pytest.approx(logistic(x))
        assert sim.evaluate(theirs, mine, 1) == pytest.approx(1.0 - logistic(x))


def test_the_fit_recovers_the_parameters_that_made_the_counts():
    fit = fitter()
    truth = (0.7, 0.1, 0.3)
    seen, won = Counter(), Counter()
    for mine in range(1, 15):
        for theirs in range(1, 15):
            x = sum(b * f for b, f in zip(truth, fit.features(mine, theirs), strict=True))
            seen[mine, theirs] = 10_000
            won[mine, theirs] = 10_000 * logistic(x)
    assert fit.fit(seen, won) == pytest.approx(truth, abs=1e-6)


@pytest.mark.parametrize("text", ['[]', '{"slope": "0.6", "mover": 0, "last_card": 0}',
                                  '{"slope": NaN, "mover": 0, "last_card": 0}',
                                  '{"slope": true, "mover": 0, "last_card": 0}',
                                  '{"mover": 0, "last_card": 0}'])
def test_a_bad_model_file_is_refused(text):
    with pytest.raises(ValueError):
        sim.parse_value_model(text)


def run_script(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True,
                          text=True, cwd=ROOT, check=False)


def test_the_script_refuses_what_it_cannot_fit(tmp_path):
    missing = run_script(str(tmp_path / "none.jsonl"))
    assert missing.returncode == 2 and "no such file" in missing.stderr
    unfinished = tmp_path / "short.jsonl"
    unfinished.write_text(json.dumps({"version": 3, "seed": 1, "moves": []}) + "\n")
    empty = run_script(str(unfinished), "--out", str(tmp_path / "m.json"))
    assert empty.returncode == 2 and "no finished game" in empty.stderr
    junk = tmp_path / "junk.jsonl"
    junk.write_text("{oops\n")
    bad = run_script(str(junk), "--out", str(tmp_path / "m.json"))
    assert bad.returncode != 0 and "junk.jsonl:1: not a game record" in bad.stderr
    assert not (tmp_path / "m.json").exists()
