"""pyglet's library look-ups answered from one ``ldconfig -p`` (for a fast start): the
same answers ``ctypes.util.find_library`` gives, one listing for every look-up, each name
asked of the old search at most once, pyglet's local folders still first."""

from __future__ import annotations

import ctypes.util
import shutil

import pyglet
import pytest

from dirty7.ui.core import library_search

LISTING = (b"1234 libs found in cache `/etc/ld.so.cache'\n"
           b"\tlibfreetype.so.6 (libc6,x86-64) => /lib/x86_64-linux-gnu/libfreetype.so.6\n"
           b"\tlibGL.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libGL.so.1\n"
           b"\tlibGLX.so.0 (libc6,x86-64) => /lib/x86_64-linux-gnu/libGLX.so.0\n"
           b"\tlibGL.so.1 (libc6) => /lib/i386-linux-gnu/libGL.so.1\n")


def test_a_listed_library_is_found_by_the_pattern_ctypes_uses():
    assert library_search.soname_in(LISTING, "GL") == "libGL.so.1"
    assert library_search.soname_in(LISTING, "freetype") == "libfreetype.so.6"
    assert library_search.soname_in(LISTING, "GLX") == "libGLX.so.0"
    assert library_search.soname_in(LISTING, "G") is None  # a name is matched whole
    assert library_search.soname_in(LISTING, "openal") is None


@pytest.mark.skipif(not shutil.which("ldconfig") and not shutil.which("/sbin/ldconfig"),
                    reason="no ldconfig here")
@pytest.mark.parametrize("name", ["c", "m", "GL", "EGL", "freetype", "fontconfig", "X11"])
def test_the_answers_are_ctypes_own_on_this_machine(name):
    search = library_search.cached_search(ctypes.util.find_library)
    assert search(name) == ctypes.util.find_library(name)


def test_one_listing_for_every_look_up_and_each_miss_asked_once():
    listings, asked = [], []

    def listing() -> bytes:
        listings.append(1)
        return LISTING

    def old_search(name: str) -> str | None:
        asked.append(name)
        return "/opt/bundle/libopenal.so.1" if name == "openal" else None

    search = library_search.cached_search(old_search, listing)
    assert search("GL") == "libGL.so.1" and search("freetype") == "libfreetype.so.6"
    assert search("openal") == "/opt/bundle/libopenal.so.1"  # what ldconfig does not know
    assert search("pulse") is None
    assert search("openal") == "/opt/bundle/libopenal.so.1" and search("pulse") is None
    assert listings == [1] and asked == ["openal", "pulse"]


def test_pyglet_loads_through_it_with_its_local_folders_first(monkeypatch, tmp_path):
    """The game imports Arcade through the bootstrap, which puts the search in first."""
    import dirty7.ui.core.bootstrap  # noqa: F401

    loader = pyglet.lib.loader
    assert library_search.install() and "find_library" in vars(loader)
    local = tmp_path / "libopenal.so.1"
    local.write_bytes(b"")
    monkeypatch.setattr(pyglet.lib, "_local_lib_paths", [str(tmp_path)])
    monkeypatch.setattr(loader, "_local_libs_cache", None)
    assert loader.find_library("openal") == str(local)


def test_left_out_when_asked(monkeypatch):
    monkeypatch.setattr(library_search, "_installed", [])
    monkeypatch.setenv(library_search.SKIP_ENV, library_search.PATCH_NAME)
    monkeypatch.setattr(pyglet.lib.loader, "find_library", pyglet.lib.loader.find_library)
    assert not library_search.install()
