"""Files as a hostile tester makes them: two windows at once, unreadable, damaged twice,
left half-written by ``kill -9``, FIFOs and folders in place of files, a file in place of
the folder, and records and saved games built to crash, hang or exhaust the game.

Every case here crashed, hung or lost data before the storage layer was hardened.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import dirty7.store.files
import dirty7.store.storage
from dirty7.cli import play_command as cli
from dirty7.game.session import PlaySession, has_saved_game
from dirty7.store.finished_game import FinishedGame
from dirty7.store.savegame import SAVED_GAME_FILE, load_saved_game
from dirty7.store.settings import Settings, load_settings, save_settings
from dirty7.store.stats import STATS_FILE, Stats, count_game, load_stats, reset_stats, save_stats
from dirty7.store.storage import LOCK_FILE, Store
from tests.support.saves import read_saved, write_saved

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh_store(monkeypatch):
    """Each test starts with a store that has swept nothing and told the player nothing."""
    monkeypatch.setattr(dirty7.store.storage, "_default_store", None)


@pytest.fixture
def data() -> Path:
    return Path(os.environ["DIRTY7_DATA_DIR"])


def _files(directory: Path) -> list[str]:
    return sorted(name for name in os.listdir(directory) if name != LOCK_FILE)


def _run_python(code: str, data: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, DIRTY7_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                          capture_output=True, text=True, check=False)


# --- two windows -------------------------------------------------------------------------------


def test_two_processes_counting_200_games_each_store_all_400(data):
    code = """
        import sys
        from dirty7.store.stats import FinishedGame, count_game
        tag = sys.argv[1]
        for i in range(200):
            counted, error = count_game(FinishedGame(f"{tag}-{i}", "medium", i % 2 == 0, 3, 40))
            assert counted and error is None, error
    """
    env = dict(os.environ, DIRTY7_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    children = [
        subprocess.Popen([sys.executable, "-c", textwrap.dedent(code), tag], env=env,
                         stderr=subprocess.PIPE, text=True)
        for tag in ("left", "right")
    ]
    for child in children:
        _out, err = child.communicate()
        assert child.returncode == 0, err
    stats, warning = load_stats()
    assert warning is None
    part = stats.for_difficulty("medium")
    assert part.games == 400 and part.wins == 200 and part.losses == 200


def test_two_windows_changing_different_settings_keep_both_changes(data):
    left, right = Store(data), Store(data)
    mine, _ = load_settings(left)
    theirs, _ = load_settings(right)
    assert save_settings(mine.replace(sound=False), left) is None
    assert save_settings(theirs.replace(volume=0.2), right) is None
    stored, warning = load_settings(Store(data))
    assert warning is None and stored.sound is False and stored.volume == 0.2
    # the window that changed nothing more does not undo the other's change later
    assert save_settings(mine.replace(sound=False, card_back="cardBack_red1"), left) is None
    stored, _ = load_settings(Store(data))
    assert (stored.sound, stored.volume, stored.card_back) == (False, 0.2, "cardBack_red1")


def test_clearing_statistics_keeps_the_ids_another_window_counted(data):
    stats, _ = load_stats()
    assert count_game(FinishedGame("other-window", "easy", True, 0, 30)) == (True, None)
    cleared, error = reset_stats(stats)
    assert error is None and cleared.has_recorded("other-window")
    assert count_game(FinishedGame("other-window", "easy", True, 0, 30)) == (False, None)


# --- a file that cannot be read is not damaged ----------------------------------------------------


@contextlib.contextmanager
def _deny_reading(name: str) -> Iterator[None]:
    """As root chmod 000 does not stop reads: make opening ``name`` fail like it would."""
    real_open = os.open

    def guarded(path, flags, *args, **kwargs):
        if os.fspath(path).endswith(os.sep + name):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "open", guarded)
        yield


def _good_stats(data: Path) -> str:
    stats = Stats()
    assert save_stats(stats) is None
    assert count_game(FinishedGame("g1", "hard", True, 0, 20)) == (True, None)
    return (data / STATS_FILE).read_text()


def test_unreadable_statistics_are_kept_and_never_overwritten(data):
    before = _good_stats(data)
    with _deny_reading(STATS_FILE):
        stats, warning = load_stats()
        assert stats == Stats()
        assert "could not be read" in warning and "no permission to read it" in warning
        assert "left as it is" in warning and ".bad" not in warning
        counted, error = count_game(FinishedGame("g2", "hard", False, 4, 30))
        assert not counted and "could not be read" in error and "left as it is" in error
        assert save_stats(Stats()) is not None
        assert reset_stats(Stats())[1] is not None
    assert _files(data) == [STATS_FILE]
    assert (data / STATS_FILE).read_text() == before
    assert load_stats()[0].for_difficulty("hard").games == 1


def test_unreadable_saved_game_is_not_replaced_by_the_next_save(data):
    (data / SAVED_GAME_FILE).write_text('{"version": 1, "precious": true}')
    with _deny_reading(SAVED_GAME_FILE):
        value, warning = load_saved_game()
        assert value is None and "could not be read" in warning
        session = PlaySession.start("medium", None, seed=3)
        error = session.save()
        assert error is not None and "left as it is" in error
    assert (data / SAVED_GAME_FILE).read_text() == '{"version": 1, "precious": true}'


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root reads a chmod 000 file; the monkeypatched test covers it")
def test_chmod_000_statistics_are_kept(data):
    before = _good_stats(data)
    (data / STATS_FILE).chmod(0)
    try:
        _stats, warning = load_stats()
        assert "could not be read" in warning
        assert count_game(FinishedGame("g2", "hard", False, 4, 30))[0] is False
    finally:
        (data / STATS_FILE).chmod(0o600)
    assert (data / STATS_FILE).read_text() == before and _files(data) == [STATS_FILE]


# --- set-aside files --------------------------------------------------------------------------


def test_each_damaged_file_is_set_aside_under_a_new_name(data):
    for number, junk in enumerate(["{broken", "[1, 2", '{"version": "x"}']):
        (data / STATS_FILE).write_text(junk)
        _stats, warning = load_stats(Store(data))
        expected = "stats.json.bad" if number == 0 else f"stats.json.{number}.bad"
        assert expected in warning
        assert (data / expected).read_text() == junk
    assert _files(data) == ["stats.json.1.bad", "stats.json.2.bad", "stats.json.bad"]


# --- leftovers of a killed process ---------------------------------------------------------------


def test_temporary_file_of_a_process_killed_while_saving_is_removed_at_next_start(data):
    child = _run_python("""
        import os, signal
        from dirty7.store.stats import Stats, save_stats

        def killed(src, dst):  # dies between writing the temporary file and the rename
            os.kill(os.getpid(), signal.SIGKILL)

        os.replace = killed
        save_stats(Stats())
    """, data)
    assert child.returncode == -signal.SIGKILL
    leftovers = [name for name in _files(data) if name.endswith(".tmp")]
    assert len(leftovers) == 1 and leftovers[0].startswith(".stats.json.")
    others = [".notes.tmp", "stats.json.tmp", ".stats.json.keep", ".mine.json.ABCDEFGH.tmp"]
    for name in others:
        (data / name).write_text("not ours")
    stats, warning = load_stats()  # a read takes no lock and sweeps nothing
    assert warning is None and stats == Stats()
    assert leftovers[0] in _files(data)
    dirty7.store.storage.default_store().sweep_leftovers()  # the next start, after its first frame
    assert _files(data) == sorted(others)


# --- things that are not files -------------------------------------------------------------------


def _in_thread(function):
    """Run ``function`` where a hang cannot take the test run with it."""
    result: list = []
    worker = threading.Thread(target=lambda: result.append(function()), daemon=True)
    worker.start()
    worker.join(60)
    assert not worker.is_alive(), "reading the data file hung"
    return result[0]


def test_a_fifo_in_place_of_settings_is_set_aside_without_opening_it(data):
    os.mkfifo(data / "settings.json")
    settings, warning = _in_thread(load_settings)
    assert settings == Settings()
    assert "named pipe (FIFO)" in warning and "settings.json.bad" in warning
    assert (data / "settings.json.bad").is_fifo() and not (data / "settings.json").exists()
    assert save_settings(Settings(sound=False)) is None


def test_a_folder_or_a_device_in_place_of_a_data_file_is_set_aside(data):
    (data / STATS_FILE).mkdir()
    _stats, warning = load_stats()
    assert "it is a folder, not a file" in warning and (data / "stats.json.bad").is_dir()
    (data / SAVED_GAME_FILE).symlink_to(os.devnull)
    value, warning = _in_thread(load_saved_game)
    assert value is None and "it is a device, not a file" in warning
    assert (data / "saved-game.json.bad").is_symlink()
    assert Path(os.devnull).exists()


def test_a_file_where_the_data_folder_should_be_is_named_as_the_problem(tmp_path, monkeypatch):
    blocker = tmp_path / "dirty7-data"
    blocker.write_text("I am a file")
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(blocker))
    _stats, warning = load_stats()
    assert f"{blocker} is a file, not a folder" in warning
    counted, error = count_game(FinishedGame("g", "easy", True, 0, 9))
    assert not counted and f"{blocker} is a file, not a folder" in error
    assert "File exists" not in error
    assert blocker.read_text() == "I am a file"


# --- --load ------------------------------------------------------------------------------------


def _record(**changes) -> dict:
    data = {"version": 1, "seed": 7, "first": 0, "start": None,
            "variant": {"seven_stack": False}, "players": ["human", "medium"], "moves": []}
    data.update(changes)
    return data


HOSTILE_RECORDS = {
    "first 0.0": json.dumps(_record(first=0.0)),
    "first true": json.dumps(_record(first=True)),
    "seed 1.0": json.dumps(_record(seed=1.0)),
    "negative seed": json.dumps(_record(seed=-1)),
    "seed 2**64": json.dumps(_record(seed=2**64)),
    "5,000-digit seed": json.dumps(_record()).replace('"seed": 7', '"seed": ' + "9" * 5000),
    "100,000 nested [": "[" * 100_000 + "]" * 100_000,
    "40 levels deep": json.dumps(_record(moves="[" * 40 + "]" * 40))
    .replace('"[[', "[[").replace(']]"', "]]"),
    "bad superscript start": json.dumps(_record(seed=None, start="2C/3C/7C/5C 0 7:² C")),
    "version true": json.dumps(_record(version=True)),
    "huge float": json.dumps(_record()).replace('"first": 0', '"first": 1e999'),
    "NaN": json.dumps(_record()).replace('"first": 0', '"first": NaN'),
    "long player name": json.dumps(_record(players=["human", "x" * 5000])),
    "too many moves": json.dumps(_record(moves=["D"] * 30_000)),
    "not UTF-8": b"\xff\xfe{}",
}


def _load_exit(path: Path, capsys) -> tuple[int, str]:
    with pytest.raises(SystemExit) as exited:
        cli.main(["--load", str(path)])
    return exited.value.code, capsys.readouterr().err


@pytest.mark.parametrize("case", sorted(HOSTILE_RECORDS))
def test_a_hostile_record_given_to_load_is_exit_2_with_one_line(case, tmp_path, capsys):
    path = tmp_path / "record.json"
    content = HOSTILE_RECORDS[case]
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    code, err = _load_exit(path, capsys)
    assert code == 2
    last = err.strip().splitlines()[-1]
    assert last.startswith("dirty7: error: argument --load: ")
    assert len(last) < 400 and "Traceback" not in err


def test_a_50_mb_record_is_refused_by_its_size_before_reading(tmp_path, capsys, monkeypatch):
    path = tmp_path / "big.json"
    with open(path, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: nothing is really written
    reads: list[int] = []
    real_fdopen = os.fdopen

    class Counting:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def fileno(self):
            return self.handle.fileno()

        def read(self, size=-1):
            data = self.handle.read(size)
            reads.append(len(data))
            return data

    monkeypatch.setattr(os, "fdopen", lambda *a, **k: Counting(real_fdopen(*a, **k)))
    code, err = _load_exit(path, capsys)
    assert code == 2 and "larger than 4 MB" in err and sum(reads) == 0


def test_a_fifo_given_to_load_is_refused_without_hanging(tmp_path, capsys):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    code, err = _in_thread(lambda: _load_exit(path, capsys))
    assert code == 2 and "named pipe" in err


def test_seed_out_of_range_on_the_command_line_is_exit_2(capsys):
    for text in (str(2**64), "9" * 5000):
        with pytest.raises(SystemExit) as exited:
            cli.main(["--seed", text])
        assert exited.value.code == 2
        assert len(capsys.readouterr().err.splitlines()[-1]) < 200


# --- saved games --------------------------------------------------------------------------------


def _saved_game(data: Path) -> dict:
    session = PlaySession.start("medium", None, seed=11)
    assert session.save() is None
    return read_saved(data / SAVED_GAME_FILE)


@pytest.mark.parametrize("change", [
    lambda saved: saved["record"].update(first=0.0),
    lambda saved: saved["record"].update(seed=2**70),
    lambda saved: saved["record"].update(players=["human", 7]),
    lambda saved: saved["match"].update(base_seed=10**30),
    lambda saved: saved["match"].update(game_index=1.5),
    lambda saved: saved["match"].update(game_id="x" * 500),
    lambda saved: saved["match"].update(scores=[True, 0]),
], ids=["first 0.0", "seed 2**70", "player 7", "huge base seed", "float index", "long id",
        "bool score"])
def test_a_hostile_saved_game_is_set_aside_with_a_message(data, change):
    saved = _saved_game(data)
    change(saved)
    write_saved(data / SAVED_GAME_FILE, saved)
    session, warning = PlaySession.resume(lambda _name: None)
    assert session is None and "could not be used" in warning
    assert "saved-game.json.bad" in warning and not has_saved_game()
    assert _files(data) == ["saved-game.json.bad"]


def test_a_100000_deep_saved_game_is_set_aside_not_a_recursion_error(data):
    (data / SAVED_GAME_FILE).write_text('{"version": 1, "record": ' + "[" * 100_000)
    value, warning = load_saved_game()
    assert value is None and "saved-game.json.bad" in warning
    (data / SAVED_GAME_FILE).write_text("[" * 100_000 + "]" * 100_000)
    value, warning = load_saved_game()
    assert value is None and "nested more than" in warning


def test_resume_of_a_first_0_0_saved_game_through_the_menu_does_not_crash(data, window):
    from dirty7.ui.screens.menu import MenuView
    from tests.support.app import make_app
    from tests.support.table import click_widget

    saved = _saved_game(data)
    saved["record"]["first"] = 0.0
    write_saved(data / SAVED_GAME_FILE, saved)
    app, _ = make_app(window)
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    if menu.resume_available:  # the outer shape is fine; pressing it must not crash
        click_widget(menu, menu.buttons["resume"])
    assert isinstance(window.current_view, MenuView) and not window.current_view.resume_available
    assert (data / "saved-game.json.bad").exists() and not (data / SAVED_GAME_FILE).exists()
    messages = dirty7.store.storage.default_store().pop_messages()
    assert any("field 'first' must be a whole number from 0 to 1" in message
               for message in messages)


DAMAGED = '{"version": 1, "the player\'s": "words", broken'


def _damaged_settings(folder: Path) -> tuple[Store, Path]:
    """A store whose settings file is damaged (the player's words in it)."""
    store = Store(folder)
    target = store.path("settings.json")
    target.write_text(DAMAGED, encoding="utf-8")
    return store, target


def _rename_refused(*_args: object) -> None:
    raise PermissionError(errno.EACCES, "refused")


def test_a_damaged_file_that_could_not_be_moved_aside_is_not_saved_over(tmp_path, monkeypatch):
    store, target = _damaged_settings(tmp_path)
    with monkeypatch.context() as patch:
        patch.setattr(dirty7.store.files.os, "rename", _rename_refused)
        _value, warning = store.load("settings.json", lambda obj: None)
    assert warning is not None and "moved aside" in warning
    assert store.save("settings.json", {"version": 1}) is None  # set aside now, then saved
    kept = [p.read_text(encoding="utf-8") for p in tmp_path.iterdir() if p.is_file()]
    assert DAMAGED in kept and json.loads(target.read_text(encoding="utf-8")) == {"version": 1}


@pytest.mark.parametrize("how", ["save", "update"])
def test_a_damaged_file_that_still_cannot_be_moved_aside_refuses_the_save(tmp_path,
                                                                        monkeypatch, how):
    store, target = _damaged_settings(tmp_path)
    monkeypatch.setattr(dirty7.store.files.os, "rename", _rename_refused)
    if how == "save":
        store.load("settings.json", lambda obj: None)
        error = store.save("settings.json", {"version": 1})
    else:
        _written, error = store.update("settings.json", lambda obj: None,
                                       lambda _value: {"version": 1})
    assert error is not None and "could not be moved aside" in error
    assert target.read_text(encoding="utf-8") == DAMAGED
