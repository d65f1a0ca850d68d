"""Sounds: every named WAV is shipped and loads; muting and failures are quiet."""

import wave

import pytest

from dirty7.assets import resource_path
from dirty7.ui.core import sounds
from dirty7.ui.core.sounds import SOUND_NAMES, SoundBoard


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_a_shipped_wav(name):
    with wave.open(str(resource_path("sounds", f"{name}.wav"))) as wav:
        assert wav.getnchannels() == 1 and wav.getnframes() > 0


def test_sounds_load_and_play_headless():
    board = SoundBoard()
    for name in SOUND_NAMES:
        board.play(name)
    assert board.played == list(SOUND_NAMES) and not board._broken
    assert set(board._sounds) == set(SOUND_NAMES)


def test_mute_and_zero_volume_play_nothing():
    board = SoundBoard()
    assert board.toggle_mute() is False
    board.play("deal")
    board.enabled, board.volume = True, 0.0
    board.play("deal")
    assert board.played == []


def test_a_broken_sound_file_turns_sound_off_without_raising(monkeypatch, tmp_path):
    bad = tmp_path / "sounds"
    bad.mkdir()
    (bad / "play.wav").write_bytes(b"not a wav")
    monkeypatch.setattr(sounds, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    board = SoundBoard()
    board.play("play")
    board.play("win")
    assert board._broken and board.played == ["play", "win"]


def test_unknown_sound_name_is_a_programming_error():
    with pytest.raises(ValueError):
        SoundBoard().play("boom")
