"""The menu's first frame comes before anything slow: by then only the fan's
five card faces are loaded (not the 52), and neither the strategy registry's plugin scan
(``importlib.metadata``, which the version also needs) nor the session has been read; nor
is any module imported that only another screen, a game, network play or a batch tool
uses (:data:`NOT_BEFORE_THE_FIRST_FRAME`)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Modules the menu's first frame must not wait for, each with what it is for. A package
#: stands for every module in it.
NOT_BEFORE_THE_FIRST_FRAME = {
    "dirty7.ai.registry": "the strategies' registry and its plugin scan",
    "dirty7.ai.easy": "a strategy", "dirty7.ai.medium": "a strategy",
    "dirty7.ai.hard": "Hard's search and value model",
    "importlib.metadata": "the version and the plugins' entry points",
    "dirty7.game.session": "a game against the computer",
    "dirty7.game.record": "game records", "dirty7.game.table": "the table's flow",
    "dirty7.game.lessons": "the lessons",
    "dirty7.ui.table": "the table's parts", "dirty7.ui.screens.results": "the results",
    "dirty7.ui.screens.settings": "the settings sheets",
    "dirty7.ui.screens.statistics": "the statistics screen",
    "dirty7.ui.screens.review_screen": "a game's review",
    "dirty7.net": "network play", "nacl": "network play's cryptography",
    "websockets": "network play's transport", "asyncio": "network play's loop",
    "dirty7.arena": "tournaments and self-play", "tqdm": "the batch tools' progress bars",
    "babel": "the catalogues' tools (the game's numbers need none of it)",
}


@pytest.fixture(scope="module")
def first_frame_state(tmp_path_factory) -> dict:
    proc = subprocess.run([sys.executable, "-m", "tests.support.startup_state"], cwd=ROOT,
                          env={**os.environ, "ARCADE_HEADLESS": "1",
                               "DIRTY7_DATA_DIR": str(tmp_path_factory.mktemp("data"))},
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[0])


def test_the_first_menu_frame_is_drawn_before_the_slow_work(first_frame_state):
    state = {key: first_frame_state[key] for key in ("faces", "loaded")}
    assert state == {"faces": 5, "loaded": []}


def test_no_module_of_another_screen_or_tool_is_imported_before_the_first_frame(
        first_frame_state):
    loaded = set(first_frame_state["modules"])
    early = sorted(name for name in NOT_BEFORE_THE_FIRST_FRAME
                   if name in loaded or any(m.startswith(name + ".") for m in loaded))
    assert early == [], {name: NOT_BEFORE_THE_FIRST_FRAME[name] for name in early}
    assert "dirty7.ui.screens.menu" in loaded  # the frame is the menu's


@pytest.mark.parametrize("name", sorted(NOT_BEFORE_THE_FIRST_FRAME))
def test_each_module_named_exists(name):
    """A module renamed would make its check above pass for nothing."""
    assert importlib.util.find_spec(name) is not None
