"""pyglet's library answers kept on disk between the game's starts: used only for the
system they were found on, a damaged file is no file (written anew, never a crash), and a
start that finds every answer asks nothing (no ``ldconfig``, no compiler)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pyglet
import pytest

from dirty7.store.storage import cache_dir
from dirty7.ui.core import library_answers, library_search
from dirty7.ui.core.library_answers import FILE_NAME, load_answers, save_answers, system_digest

ROOT = Path(__file__).resolve().parents[2]
ANSWERS = {"GL": "libGL.so.1", "openal": None, "avutil": None}


def test_answers_come_back_for_the_same_system_only(tmp_path):
    path = tmp_path / "cache" / FILE_NAME
    assert save_answers(path, "system-a", ANSWERS)
    assert load_answers(path, "system-a") == ANSWERS
    assert load_answers(path, "system-b") == {}
    assert load_answers(tmp_path / "missing.json", "system-a") == {}


@pytest.mark.parametrize("content", [
    b"not json", b"\xff\xfe", b"[]", b'{"version": 1, "system": "s"}',
    b'{"version": 2, "system": "s", "answers": {}}',
    b'{"version": 1, "system": "s", "answers": {"GL": 3}}',
    b'{"version": 1, "system": "s", "answers": ["GL"]}',
    b'{"version": 1, "system": "s", "answers": {"GL": "' + b"x" * 70000 + b'"}}',
])
def test_a_damaged_file_is_no_file_and_is_written_anew(tmp_path, content):
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    assert load_answers(path, "s") == {}
    assert save_answers(path, "s", ANSWERS) and load_answers(path, "s") == ANSWERS


def test_a_folder_in_the_way_is_no_file_and_a_failed_write_no_crash(tmp_path):
    (tmp_path / FILE_NAME).mkdir()
    assert load_answers(tmp_path / FILE_NAME, "s") == {}
    assert not save_answers(tmp_path / FILE_NAME, "s", ANSWERS)
    blocked = tmp_path / "a file"
    blocked.write_text("")
    assert not save_answers(blocked / FILE_NAME, "s", ANSWERS)


def test_the_system_changes_with_the_search_path_and_a_library_added_to_it(tmp_path):
    folder = tmp_path / "lib"
    folder.mkdir()
    env = {"LD_LIBRARY_PATH": str(folder), "PATH": "/usr/bin"}
    before = system_digest("2.1.19", env)
    assert system_digest("2.1.19", env) == before
    assert system_digest("2.1.20", env) != before
    assert system_digest("2.1.19", {**env, "PATH": "/opt/bin"}) != before
    assert system_digest("2.1.19", {**env, "LIBRARY_PATH": "/opt/lib"}) != before
    os.utime(folder, ns=(1, 1))
    quiet = system_digest("2.1.19", env)
    (folder / "libopenal.so.1").write_bytes(b"")  # a library installed by hand
    os.utime(folder, ns=(2, 2))  # what adding it does, whatever the clock's resolution
    assert system_digest("2.1.19", env) != quiet


def test_known_names_are_not_asked_and_only_new_answers_are_learned():
    asked: list[str] = []

    def listing() -> bytes:
        asked.append("ldconfig")
        return b""

    def old_search(name: str) -> str | None:
        asked.append(name)
        return None

    search = library_search.cached_search(old_search, listing, known=ANSWERS)
    assert search("GL") == "libGL.so.1" and search("openal") is None
    assert asked == [] and not search.learned
    assert search("pulse") is None and asked == ["ldconfig", "pulse"] and search.learned
    assert search.answers == {**ANSWERS, "pulse": None}


def test_the_loader_answers_from_the_file_and_keeps_what_it_learned(monkeypatch, tmp_path):
    loader = pyglet.lib.loader
    monkeypatch.setattr(loader, "find_library", lambda name: f"/usr/lib/lib{name}.so")
    monkeypatch.setattr(library_search, "_installed", [])
    monkeypatch.setattr(library_search, "_kept", [])
    monkeypatch.setattr(library_search, "ldconfig_listing", lambda: b"")
    path = tmp_path / FILE_NAME
    digest = system_digest(library_search.PYGLET_PINNED)
    save_answers(path, digest, {"GL": "libGL.so.1"})
    assert library_search.install(path)
    assert loader.find_library("GL") == "libGL.so.1"
    assert not library_search.keep_answers()  # nothing new: the file is left as it is
    assert loader.find_library("openal") == "/usr/lib/libopenal.so"
    assert library_search.keep_answers()
    assert load_answers(path, digest) == {"GL": "libGL.so.1", "openal": "/usr/lib/libopenal.so"}


def test_the_cache_folder_follows_the_data_folder_when_it_is_set(tmp_path, monkeypatch):
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    assert cache_dir() == tmp_path / "cache"
    monkeypatch.delenv("DIRTY7_DATA_DIR")
    assert cache_dir().name in ("dirty7", "cache")  # the platform's own folder


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pyglet's Linux loader only")
def test_the_second_start_finds_every_answer_it_needs(tmp_path):
    """The game's first start writes the answers; the second finds each one it asks for
    there, so it learns nothing and leaves the file as it was."""
    env = {**os.environ, "ARCADE_HEADLESS": "1", "DIRTY7_DATA_DIR": str(tmp_path)}
    env.pop(library_search.SKIP_ENV, None)

    def start() -> None:
        proc = subprocess.run([sys.executable, "-m", "dirty7", "--startup-probe"], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr

    path = tmp_path / "cache" / FILE_NAME
    start()
    kept = json.loads(path.read_text())
    assert kept["version"] == library_answers.FORMAT and "GL" in kept["answers"]
    os.utime(path, ns=(5, 5))
    start()
    assert path.stat().st_mtime_ns == 5 and json.loads(path.read_text()) == kept


@pytest.mark.parametrize("where", [
    "/tmp/libGL.so.1", "../libGL.so.1", "lib/libGL.so.1", "/usr/lib/../../tmp/libGL.so.1",
    "/usr/lib/x/libGL.so.1", "", "libGL.so.1\x00/tmp/x",
])
def test_an_answer_pointing_outside_the_linkers_folders_is_not_trusted(tmp_path, where):
    # The digest is no secret (anyone can work it out): what a file says is still checked,
    # so a library is never loaded from a place pyglet's own search would not look in.
    env = {"LD_LIBRARY_PATH": str(tmp_path / "mine"), "PATH": "/usr/bin"}
    path = tmp_path / FILE_NAME
    assert save_answers(path, "s", {"GL": where, "openal": None})
    assert load_answers(path, "s", env) == {}
    assert save_answers(path, "s", ANSWERS) and load_answers(path, "s", env) == ANSWERS


def test_answers_in_the_linkers_folders_are_trusted(tmp_path):
    env = {"LD_LIBRARY_PATH": str(tmp_path / "mine"), "PATH": "/usr/bin"}
    answers = {"GL": "libGL.so.1", "X11": "/usr/lib/libX11.so.6",
               "own": str(tmp_path / "mine" / "libown.so")}
    path = tmp_path / FILE_NAME
    assert save_answers(path, "s", answers)
    assert load_answers(path, "s", env) == answers
