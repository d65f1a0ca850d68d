"""Tests for the storage layer (dirty7.store.storage), the saved game file and the sound generator.

No Arcade here. Every test points DIRTY7_DATA_DIR at its own tmp_path, so the real user
directory is never touched. A "read-only or full" data directory is made with chmod where that
works; when the tests run as root (chmod does not stop root) the failure is simulated by making
os.replace raise ENOSPC instead.
"""

from __future__ import annotations

import errno
import importlib.util
import json
import math
import os
import struct
import sys
import wave
from pathlib import Path
from typing import Any

import pytest

from dirty7.store import savegame, storage
from dirty7.store.storage import LOCK_FILE, StorageError, Store, read_json, write_json_atomic

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    return tmp_path


def _accept(obj: dict) -> dict:
    return obj


def _writes_blocked_by_chmod(directory: Path) -> bool:
    """chmod 0o500 ``directory``; True if that really stops file creation (not root)."""
    directory.chmod(0o500)
    probe = directory / ".probe"
    try:
        probe.write_text("x")
    except OSError:
        return True
    probe.unlink()
    directory.chmod(0o700)
    return False


@pytest.fixture
def unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Make the data dir unwritable: chmod when it works, else os.replace fails with ENOSPC."""
    if _writes_blocked_by_chmod(tmp_path):
        yield "chmod"
        tmp_path.chmod(0o700)
        return

    def full_disk(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    monkeypatch.setattr(os, "rename", full_disk)
    yield "enospc"


# --- data_dir --------------------------------------------------------------------------------


def test_data_dir_uses_env_and_creates_it(tmp_path, monkeypatch):
    target = tmp_path / "nested" / "data"
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(target))
    assert storage.data_dir() == target
    assert target.is_dir()


def test_data_dir_defaults_to_platformdirs(tmp_path, monkeypatch):
    calls = []

    def fake_user_data_dir(name, appauthor=None):
        calls.append((name, appauthor))
        return str(tmp_path / "platform")

    monkeypatch.delenv("DIRTY7_DATA_DIR")
    monkeypatch.setattr(storage.platformdirs, "user_data_dir", fake_user_data_dir)
    assert storage.data_dir() == tmp_path / "platform"
    assert calls == [("dirty7", False)]


def test_data_dir_that_cannot_be_created_is_not_a_crash(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(blocker / "data"))
    path = storage.data_dir()
    assert path == blocker / "data"
    store = Store()
    value, warning = store.load("settings.json", _accept)
    assert value is None and f"{blocker} is a file, not a folder" in warning
    error = store.save("settings.json", {"version": 1})
    assert error is not None and "settings.json" in error
    assert f"{blocker} is a file, not a folder" in error and "File exists" not in error


# --- write_json_atomic -----------------------------------------------------------------------


def test_write_then_read_round_trip_leaves_no_temp_files(tmp_path):
    path = tmp_path / "thing.json"
    write_json_atomic(path, {"version": 1, "a": [1, 2, 3], "b": "é"})
    write_json_atomic(path, {"version": 1, "a": [4]})
    assert sorted(os.listdir(tmp_path)) == ["thing.json"]
    assert json.loads(path.read_text("utf-8")) == {"version": 1, "a": [4]}
    assert read_json(path, _accept) == ({"version": 1, "a": [4]}, None)


def test_unserialisable_object_fails_before_touching_the_file(tmp_path):
    path = tmp_path / "thing.json"
    write_json_atomic(path, {"version": 1, "ok": True})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"version": 1, "bad": object()})
    with pytest.raises(ValueError):
        write_json_atomic(path, {"version": 1, "bad": float("nan")})
    assert json.loads(path.read_text()) == {"version": 1, "ok": True}
    assert sorted(os.listdir(tmp_path)) == ["thing.json"]


def test_write_fails_cleanly_when_data_dir_is_unwritable(tmp_path, unwritable):
    path = tmp_path / "settings.json"
    if unwritable == "enospc":  # an old file to keep intact (chmod case: nothing can exist)
        path.write_text('{"version": 1, "old": true}')
    with pytest.raises(StorageError) as info:
        write_json_atomic(path, {"version": 1, "new": True})
    message = str(info.value)
    assert "settings.json" in message
    assert ("read-only" in message) if unwritable == "chmod" else ("disk is full" in message)
    assert isinstance(info.value, OSError)
    leftovers = [name for name in os.listdir(tmp_path) if name != "settings.json"]
    assert leftovers == []
    if unwritable == "enospc":
        assert json.loads(path.read_text()) == {"version": 1, "old": True}


def test_write_over_a_directory_is_a_storage_error(tmp_path):
    (tmp_path / "stats.json").mkdir()
    with pytest.raises(StorageError, match="stats.json"):
        write_json_atomic(tmp_path / "stats.json", {"version": 1})
    assert sorted(os.listdir(tmp_path)) == ["stats.json"]


# --- read_json -------------------------------------------------------------------------------


def test_missing_file_is_silent(tmp_path):
    assert read_json(tmp_path / "nothing.json", _accept) == (None, None)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"{not json", "not valid JSON"),
        (b"", "not valid JSON"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (b"[1, 2, 3]", "JSON object"),
        (b'{"a": 1}', "no version"),
        (b'{"version": "1"}', "version"),
        (b'{"version": true}', "version"),
        (b'{"version": 0}', "version"),
        (b'{"version": 1, "x": NaN}', "NaN"),
        (b'{"version": 2}', "newer version"),
    ],
)
def test_damaged_file_is_moved_to_bad_with_a_warning(tmp_path, content, expected):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    value, warning = read_json(path, _accept)
    assert value is None
    assert warning is not None
    assert "settings.json" in warning and expected in warning
    assert "settings.json.bad" in warning and "defaults are used" in warning
    assert not path.exists()
    assert (tmp_path / "settings.json.bad").read_bytes() == content
    # The problem is reported once: the next read finds no file.
    assert read_json(path, _accept) == (None, None)


def test_validator_rejection_keeps_an_older_bad_file(tmp_path):
    path = tmp_path / "stats.json"
    (tmp_path / "stats.json.bad").write_text("an older bad file")
    path.write_text('{"version": 1, "games": -3}')

    def validate(obj):
        if obj["games"] < 0:
            raise ValueError("games must not be negative")
        return obj["games"]

    value, warning = read_json(path, validate, fallback="the statistics start from zero")
    assert value is None
    assert "games must not be negative" in warning
    assert "the statistics start from zero" in warning
    assert (tmp_path / "stats.json.bad").read_text() == "an older bad file"
    assert (tmp_path / "stats.json.1.bad").read_text() == '{"version": 1, "games": -3}'
    assert "stats.json.1.bad" in warning


def test_validator_result_is_returned(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"version": 1, "n": 5})
    assert read_json(path, lambda obj: obj["n"] * 2) == (10, None)


def test_damaged_file_that_cannot_be_moved_still_gives_a_warning(tmp_path, unwritable):
    path = tmp_path / "settings.json"
    if unwritable == "chmod":
        tmp_path.chmod(0o700)
        path.write_text("{broken")
        tmp_path.chmod(0o500)
    else:
        path.write_text("{broken")
    value, warning = read_json(path, _accept)
    assert value is None
    assert "could not be moved aside" in warning and "defaults are used" in warning
    assert path.exists()


# --- Store -----------------------------------------------------------------------------------


def test_store_reports_cannot_save_once_per_problem(tmp_path, unwritable):
    store = Store(tmp_path)
    first = store.save("settings.json", {"version": 1})
    second = store.save("settings.json", {"version": 1})
    assert first is not None and second is not None
    assert "Cannot save settings.json" in first
    assert store.pop_messages() == [first]
    assert store.pop_messages() == []


def test_store_reports_a_new_failure_after_a_success(tmp_path, monkeypatch):
    store = Store(tmp_path)
    real_replace = os.replace

    def full_disk(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    assert store.save("stats.json", {"version": 1}) is not None
    monkeypatch.setattr(os, "replace", real_replace)
    assert store.save("stats.json", {"version": 1}) is None
    monkeypatch.setattr(os, "replace", full_disk)
    assert store.save("stats.json", {"version": 1}) is not None
    assert len(store.pop_messages()) == 2


def test_store_load_warning_is_queued_once(tmp_path):
    store = Store(tmp_path)
    (tmp_path / "settings.json").write_text("{oops")
    value, warning = store.load("settings.json", _accept)
    assert value is None and warning
    assert store.load("settings.json", _accept) == (None, None)
    assert store.pop_messages() == [warning]


def test_store_delete(tmp_path):
    store = Store(tmp_path)
    assert store.delete("nothing.json") is None
    store.save("x.json", {"version": 1})
    assert store.delete("x.json") is None
    assert not (tmp_path / "x.json").exists()


# --- saved game ------------------------------------------------------------------------------

RECORD = {"deal": 42, "variants": {"seven_stack": False}, "moves": ["7H", "draw", "JS>H"]}


def test_saved_game_round_trip_and_clear(tmp_path):
    assert savegame.load_saved_game() == (None, None)
    match = {"target": 100, "scores": [12, 40]}
    assert savegame.save_game(RECORD, "hard", match) is None
    data, warning = savegame.load_saved_game()
    assert warning is None
    assert data == {"version": 1, "record": RECORD, "difficulty": "hard", "match": match}
    assert savegame.save_game(RECORD, "easy") is None
    assert savegame.load_saved_game()[0]["match"] is None
    assert savegame.clear_saved_game() is None
    assert savegame.load_saved_game() == (None, None)
    assert savegame.clear_saved_game() is None
    assert [name for name in os.listdir(tmp_path) if name != LOCK_FILE] == []


@pytest.mark.parametrize(
    "stored",
    [
        {"version": 1, "difficulty": "hard", "match": None},
        {"version": 1, "record": [], "difficulty": "hard", "match": None},
        {"version": 1, "record": RECORD, "difficulty": 3, "match": None},
        {"version": 1, "record": RECORD, "difficulty": "hard", "match": [1, 2]},
        {"version": 7, "record": RECORD, "difficulty": "hard", "match": None},
    ],
)
def test_malformed_saved_game_is_moved_aside(tmp_path, stored):
    (tmp_path / "saved-game.json").write_text(json.dumps(stored))
    data, warning = savegame.load_saved_game()
    assert data is None
    assert "saved-game.json" in warning and "no saved game is resumed" in warning
    assert (tmp_path / "saved-game.json.bad").exists()
    assert not (tmp_path / "saved-game.json").exists()


def test_caller_can_discard_a_saved_game_it_cannot_use(tmp_path):
    savegame.save_game(RECORD, "medium")
    warning = savegame.discard_saved_game("move 3 is not legal")
    assert "move 3 is not legal" in warning and "saved-game.json.bad" in warning
    assert savegame.load_saved_game() == (None, None)


def test_save_game_rejects_malformed_arguments():
    with pytest.raises(ValueError):
        savegame.save_game([], "medium")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        savegame.save_game(RECORD, "")


def test_save_game_into_unwritable_dir_returns_an_error(tmp_path, unwritable):
    error = savegame.save_game(RECORD, "medium")
    assert error is not None and "saved-game.json" in error


# --- scripts/make_sounds.py ------------------------------------------------------------------

EXPECTED_MS = {
    "deal": (40, 90),
    "play": (60, 130),
    "draw": (90, 170),
    "refill": (300, 500),
    "illegal": (150, 260),
    "win": (550, 900),
    "lose": (550, 900),
    "turn": (250, 400),
    "answer": (280, 450),
}


@pytest.fixture(scope="module")
def make_sounds():
    spec = importlib.util.spec_from_file_location(
        "dirty7_make_sounds", ROOT / "scripts" / "make_sounds.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def _samples(path: Path) -> tuple[Any, tuple[int, ...]]:
    with wave.open(str(path), "rb") as handle:
        params = handle.getparams()
        frames = handle.readframes(params.nframes)
    return params, struct.unpack(f"<{params.nframes}h", frames)


def test_make_sounds_writes_valid_deterministic_wavs(tmp_path, make_sounds):
    first, second = tmp_path / "one", tmp_path / "two"
    assert make_sounds.main(["--out", str(first)]) == 0
    make_sounds.make_all(second)
    names = sorted(path.name for path in first.iterdir())
    assert names == sorted(f"{name}.wav" for name in EXPECTED_MS)
    for name, (low, high) in EXPECTED_MS.items():
        path = first / f"{name}.wav"
        assert path.read_bytes() == (second / f"{name}.wav").read_bytes(), name
        params, samples = _samples(path)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
        assert low <= params.nframes / 22050 * 1000 <= high, name
        peak_db = 20 * math.log10(max(abs(s) for s in samples) / 32767)
        assert -7.0 <= peak_db <= -5.0, (name, peak_db)
        assert samples[0] == 0 and samples[-1] == 0, name  # faded: no click


def test_committed_sounds_match_the_script(make_sounds):
    """resources/sounds/ holds what the script makes (±2 LSB for another platform's libm)."""
    committed = ROOT / "resources" / "sounds"
    if not committed.is_dir():
        pytest.skip("resources/sounds/ not generated")
    for name, make in make_sounds.SOUNDS.items():
        params, samples = _samples(committed / f"{name}.wav")
        fresh = struct.unpack(f"<{params.nframes}h", make_sounds.to_pcm16(make()))
        assert len(fresh) == len(samples), name
        assert max(abs(a - b) for a, b in zip(fresh, samples, strict=True)) <= 2, name


def _locks_taken(monkeypatch) -> list[str]:
    """The lock files taken from now on, in order (each ``FileLock.acquire``)."""
    import filelock

    taken: list[str] = []
    stock = filelock.FileLock.acquire

    def acquire(lock, *args, **kwargs):
        taken.append(lock.lock_file)
        return stock(lock, *args, **kwargs)

    monkeypatch.setattr(filelock.FileLock, "acquire", acquire)
    return taken


def test_a_read_takes_no_lock_and_a_damaged_file_is_set_aside_under_it(tmp_path, monkeypatch):
    """Reads are whole without the folder's lock (writes are atomic renames), so a start
    that only reads never takes it; setting a damaged file aside does."""
    store = Store(tmp_path)
    assert store.save("good.json", {"version": 1}) is None
    taken = _locks_taken(monkeypatch)
    value, warning = store.load("good.json", lambda data: data)
    assert warning is None and value == {"version": 1} and taken == []
    (tmp_path / "bad.json").write_text("{not json")
    value, warning = store.load("bad.json", lambda data: data)
    assert value is None and "moved to" in warning and len(taken) == 1
    assert not (tmp_path / "bad.json").exists()


def test_sweeping_leftovers_removes_a_killed_save_and_nothing_else(tmp_path):
    (tmp_path / ".stats.json.abcd1234.tmp").write_text("half a file")
    (tmp_path / "notes.tmp").write_text("not ours")
    store = Store(tmp_path)
    store.load("stats.json", lambda data: data)
    assert (tmp_path / ".stats.json.abcd1234.tmp").exists()  # a read leaves it
    store.sweep_leftovers()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != LOCK_FILE) == ["notes.tmp"]


def test_where_a_file_open_for_reading_cannot_be_replaced_a_read_holds_the_lock(tmp_path,
                                                                                monkeypatch):
    """On Windows a file open for reading cannot be replaced (``os.replace`` is refused
    while another process reads it): a read without the lock there would make another
    window's save fail, so a read takes the lock as a write does."""
    store = Store(tmp_path)
    assert store.save("good.json", {"version": 1}) is None
    taken = _locks_taken(monkeypatch)
    monkeypatch.setattr(storage, "OPEN_FILES_BLOCK_REPLACE", True, raising=False)
    value, warning = store.load("good.json", lambda data: data)
    assert warning is None and value == {"version": 1} and len(taken) == 1


def test_a_file_found_damaged_but_replaced_by_another_window_before_the_lock_is_kept(
        tmp_path, monkeypatch):
    """A read without the lock may find a file damaged that another window, holding the
    lock, is replacing with a good one: read again under the lock, the good file is used,
    nothing is set aside and the player is told nothing."""
    import filelock

    store = Store(tmp_path)
    (tmp_path / "stats.json").write_text("{half a fi")
    stock = filelock.FileLock.acquire

    def acquire(lock, *args, **kwargs):  # the other window's save ends as the lock frees
        write_json_atomic(tmp_path / "stats.json", {"version": 1, "games": 3})
        return stock(lock, *args, **kwargs)

    monkeypatch.setattr(filelock.FileLock, "acquire", acquire)
    value, warning = store.load("stats.json", lambda data: data)
    assert warning is None and value == {"version": 1, "games": 3}
    assert store.pop_messages() == []
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != LOCK_FILE) == ["stats.json"]
