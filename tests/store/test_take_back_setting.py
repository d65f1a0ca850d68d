"""The Take back setting (settings.json ``take_back``): on by default, a flag, old files load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dirty7.store.settings import Settings, load_settings, save_settings


@pytest.fixture(autouse=True)
def data_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    return tmp_path


def test_on_by_default_and_saved_when_turned_off(data_env: Path) -> None:
    assert Settings().take_back is True
    assert save_settings(Settings(take_back=False)) is None
    assert json.loads((data_env / "settings.json").read_text())["take_back"] is False
    assert load_settings()[0].take_back is False


def test_an_older_file_without_it_takes_the_default(data_env: Path) -> None:
    (data_env / "settings.json").write_text(json.dumps({"version": 1, "sound": False}))
    settings, warning = load_settings()
    assert warning is None and settings.take_back is True and settings.sound is False


@pytest.mark.parametrize("bad", ["no", 0, None])
def test_anything_but_a_flag_is_a_damaged_file(data_env: Path, bad) -> None:
    (data_env / "settings.json").write_text(json.dumps({"version": 1, "take_back": bad}))
    settings, warning = load_settings()
    assert warning and settings == Settings()
