"""pyglet's check after every GL call: off, as in the bundle, unless a developer asks for it
(``DIRTY7_DEBUG_GL=1``), and set before ``pyglet.gl`` reads it."""

from __future__ import annotations

import os
import subprocess
import sys

import pyglet.gl.lib

from dirty7.ui.core import bootstrap

PROBE = "import dirty7.ui.core.bootstrap, pyglet.gl.lib as lib; print(lib._debug_gl)"


def test_the_game_leaves_the_check_after_each_gl_call_out():
    assert pyglet.gl.lib._debug_gl is False
    assert "errcheck" not in repr(getattr(pyglet.gl.glClear, "errcheck", None))


def test_a_developer_turns_the_check_back_on():
    for value, expected in (("1", "True"), ("", "False"), ("yes", "False")):
        env = {**os.environ, bootstrap.DEBUG_GL_ENV: value, "ARCADE_HEADLESS": "1"}
        shown = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                               text=True, timeout=120, check=True).stdout.split()
        assert shown[-1] == expected, (value, shown)
