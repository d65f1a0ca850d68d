"""The window has the game's icon and a missing icon never stops it.

The icon PNGs are drawn by ``scripts/make_icon.py``; the committed ones must be what the
script draws, byte for byte, so anyone can rebuild them.
"""

from __future__ import annotations

import gc
import importlib.util
import logging
from pathlib import Path

import pytest

from dirty7.ui.core import window_icon

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def make_icon():
    spec = importlib.util.spec_from_file_location("dirty7_make_icon",
                                                  ROOT / "scripts" / "make_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_draws_the_same_bytes_twice_and_they_are_committed(tmp_path, make_icon):
    first, second = tmp_path / "a", tmp_path / "b"
    assert make_icon.main(["--out", str(first)]) == 0
    make_icon.make_all(second)
    from PIL import Image

    committed = ROOT / "resources" / "icons"
    for size in make_icon.SIZES:
        name = f"dirty7-{size}.png"
        assert (first / name).read_bytes() == (second / name).read_bytes()
        assert (first / name).read_bytes() == (committed / name).read_bytes()
        image = Image.open(first / name)
        assert image.size == (size, size) and image.mode == "RGBA"
    assert make_icon.SIZES == window_icon.SIZES


class FakeWindow:
    def __init__(self) -> None:
        self.icons: tuple = ()

    def set_icon(self, *images) -> None:
        self.icons = images


def test_every_size_is_handed_to_the_window():
    window = FakeWindow()
    assert window_icon.set_window_icon(window)
    assert [(image.width, image.height) for image in window.icons] == [
        (size, size) for size in window_icon.SIZES]


def test_the_app_window_sets_its_icon_once_its_first_frame_is_shown(monkeypatch):
    from dirty7.ui import app as app_module

    calls: list[object] = []
    monkeypatch.setattr(window_icon, "set_window_icon", calls.append)
    monkeypatch.setattr(app_module.arcade.Window, "flip", lambda self: None)
    monkeypatch.setattr(app_module, "App", lambda win, options: None)
    monkeypatch.setattr(app_module, "on_destroyed", lambda win, action: False)
    monkeypatch.setattr(app_module.arcade.Window, "__init__", lambda self, *a, **k: None)
    monkeypatch.setattr(app_module.DirtySevenWindow, "set_minimum_size",
                        lambda self, *size: None)
    monkeypatch.setattr(app_module.DirtySevenWindow, "background_color", None)
    made = app_module.DirtySevenWindow.__new__(app_module.DirtySevenWindow)
    app_module.DirtySevenWindow.__init__(made, visible=False)
    assert calls == []  # not before the first frame: the menu is shown sooner
    made.flip()
    assert calls == [made]
    made.flip()
    assert calls == [made]  # once
    # Collected later, the half-made window would close itself (pyglet's __del__), and
    # Arcade's close forgets the active window: the next test in this worker would find
    # none. It goes now, its close a no-op.
    monkeypatch.setattr(app_module.arcade.Window, "close", lambda self: None)
    calls.clear()
    del made
    gc.collect()


def test_a_missing_icon_file_is_logged_and_the_rest_still_set(monkeypatch, tmp_path, caplog):
    real = window_icon.resource_path

    def without_32(*parts: str) -> Path:
        return tmp_path / "gone.png" if parts[-1] == "dirty7-32.png" else real(*parts)

    monkeypatch.setattr(window_icon, "resource_path", without_32)
    window = FakeWindow()
    with caplog.at_level(logging.WARNING, logger="dirty7.icon"):
        assert window_icon.set_window_icon(window)
    assert 32 not in [image.width for image in window.icons] and len(window.icons) == 6
    assert "dirty7-32.png" not in caplog.text and "gone.png" in caplog.text


def test_no_icon_at_all_or_a_refusing_window_never_raises(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(window_icon, "resource_path", lambda *parts: tmp_path / parts[-1])
    window = FakeWindow()
    with caplog.at_level(logging.WARNING, logger="dirty7.icon"):
        assert not window_icon.set_window_icon(window)
    assert window.icons == () and "not loaded" in caplog.text

    class Refusing:
        def set_icon(self, *images) -> None:
            raise RuntimeError("no icons here")

    monkeypatch.undo()
    with caplog.at_level(logging.WARNING, logger="dirty7.icon"):
        assert not window_icon.set_window_icon(Refusing())
    assert "no icons here" in caplog.text
