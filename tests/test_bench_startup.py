"""``scripts/bench_startup.py --cold``: the page cache is emptied before every launch, and
where that is not allowed the script stops with one sentence saying what it needs."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "bench_startup.py"


@pytest.fixture
def bench_startup():
    spec = importlib.util.spec_from_file_location("bench_startup_under_test", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_cold_empties_the_page_cache_before_every_launch(bench_startup, monkeypatch, capsys):
    events: list[str] = []
    monkeypatch.setattr(bench_startup, "drop_page_cache", lambda: events.append("drop"))

    def launch(cmd: list[str]) -> tuple[float, float]:
        events.append("bare" if "-c" in cmd else "game")
        return 0.5, 0.4

    monkeypatch.setattr(bench_startup, "launch_to_first_frame", launch)
    assert bench_startup.main(["--cold", "--runs", "2", "--bundle", "no-such", "--json"]) == 0
    # the check that it may, the warm-up launches, then each timed launch after a drop
    assert events == ["drop", "bare", "game"] + ["drop", "bare", "drop", "game"] * 2
    assert '"cold": true' in capsys.readouterr().out


def test_cold_where_it_is_not_allowed_says_what_it_needs(bench_startup, monkeypatch, capsys):
    def refused() -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(bench_startup, "drop_page_cache", refused)
    monkeypatch.setattr(bench_startup, "launch_to_first_frame",
                        lambda cmd: pytest.fail("launched although it cannot run cold"))
    with pytest.raises(SystemExit) as stopped:
        bench_startup.main(["--cold", "--runs", "1"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "--cold empties the page cache, which needs Linux and root" in err
    assert "Permission denied" in err
