"""A start's reads take no lock, so the data folder's leftovers (a save killed between
its temporary file and the rename) are swept once the window's first frame is shown."""

from __future__ import annotations

from dirty7.ui.app import DirtySevenWindow
from dirty7.ui.core import window_icon
from dirty7.ui.core.after_first_frame import AfterFirstFrame


class Flipped:
    def __init__(self) -> None:
        self.flips = 0

    def flip(self) -> None:
        self.flips += 1


class SweepingWindow(AfterFirstFrame, Flipped):
    pass


def test_the_first_frame_shown_sweeps_the_leftovers_once(tmp_path, monkeypatch):
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(window_icon, "set_window_icon", lambda window: True)
    killed = tmp_path / ".settings.json.abcd1234.tmp"
    killed.write_text("half a file")
    window = SweepingWindow()
    window.flip()
    assert window.flips == 1 and not killed.exists()
    again = tmp_path / ".stats.json.wxyz9876.tmp"
    again.write_text("another window's save, under way")
    window.flip()
    assert window.flips == 2 and again.exists()  # once a start, not at every frame


def test_the_games_window_sweeps_after_its_first_frame():
    assert issubclass(DirtySevenWindow, AfterFirstFrame)
