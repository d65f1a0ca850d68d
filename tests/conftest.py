"""Shared test setup: headless Arcade, one window per worker, a private data dir.

``ARCADE_HEADLESS`` must be set before anything imports arcade, so it is set at the top
of this module (pytest imports conftest before collecting test modules). The window is
created once per session (per xdist worker) because creating it is the slow part; each
test gets it reset. ``DIRTY7_DATA_DIR`` points at a fresh temporary directory for every
test so no test ever reads or writes the player's real settings, stats or saves (and the
store's message queue starts empty).
"""

from __future__ import annotations

import gc
import os

os.environ.setdefault("ARCADE_HEADLESS", "1")

import pytest  # noqa: E402

#: The collector's thresholds in a test worker: a young collection every 20,000 new
#: objects rather than 700. Why: a worker builds screen after screen (thousands of
#: widgets, labels and vertex lists a test), so the stock thresholds ran some 12,000
#: collections in three of the UI test files, 12 % of their CPU; these run 400, and the
#: files take a tenth less. The tables' own collections as they open still run (full where
#: anything entered the oldest generation since the last full one).
TEST_GC_THRESHOLDS = (20_000, 50, 50)
gc.set_threshold(*TEST_GC_THRESHOLDS)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """Every test writes its data under its own tmp dir (beside, not inside, tmp_path)."""
    data = tmp_path_factory.mktemp("dirty7-data")
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(data))
    # A fresh default store too: its queue of messages for the player (a damaged file, a
    # refused save) belongs to one data folder, and must not reach the next test's screens.
    import dirty7.store.storage

    monkeypatch.setattr(dirty7.store.storage, "_default_store", None)
    return data


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch):
    """Every test reads the game in English (the source language), whatever the locale of
    the machine that runs it, and a test that switches the language leaves it English."""
    from dirty7.i18n import set_language

    monkeypatch.setenv("LANGUAGE", "en")
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(scope="session")
def _session_window():
    from dirty7.ui.core.bootstrap import arcade

    window = arcade.Window(1280, 720, "Dirty Seven tests", visible=False)
    yield window
    window.close()


@pytest.fixture
def window(_session_window):
    """The session's headless 1280×720 window, reset to a clean state for this test."""
    win = _session_window
    win.hide_view()
    win.ctx.reset()
    win.default_camera.use()
    win.clear()
    yield win
    win.hide_view()


def _status_mb(field: str) -> float:
    """A ``VmRSS``/``VmHWM`` figure of this process in MB, from /proc (Linux only)."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def pytest_collection_finish(session):
    """Freeze what collecting made (the modules, Arcade, the tests and their parameters),
    as the app freezes what its start-up made (:func:`dirty7.ui.app.start_first_screen`).

    Why: a table's collection as it opens then walks what the tests made since, not
    the whole interpreter again, as in the game itself.
    """
    gc.collect()
    gc.freeze()


def pytest_runtest_logfinish(nodeid, location):
    """With ``DIRTY7_RSS_LOG=FILE``, append this worker's RSS after each test to FILE.

    Why: the memory of a test worker (once 2 GB and more) grows test by
    test; a line per test (worker, RSS now, peak so far, test id) shows which module
    makes it grow. ``scripts/rss_by_test_module.py`` sums such a file up. Off by default.
    """
    path = os.environ.get("DIRTY7_RSS_LOG")
    if not path:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(path, "a") as log:
        log.write(f"{worker}\t{_status_mb('VmRSS'):.1f}\t{_status_mb('VmHWM'):.1f}"
                  f"\t{nodeid}\n")
