"""Drawing on the window without touching its alpha channel (GL colour mask state)."""

from __future__ import annotations

from contextlib import contextmanager

import pyglet


class _AlphaLock:
    """Whether writes to the window's alpha channel are switched off (see
    :func:`alpha_locked`)."""

    locked = False


def _alpha_writes(on: bool) -> None:
    gl = pyglet.gl
    gl.glColorMask(gl.GL_TRUE, gl.GL_TRUE, gl.GL_TRUE, gl.GL_TRUE if on else gl.GL_FALSE)


@contextmanager
def alpha_locked():
    """Draw on the window without touching its alpha channel (colours blend as usual).

    Why: Arcade's default blending also blends alpha, so translucent panels, shadows and
    text edges would leave alpha below 1 in the frame. A compositing window manager may
    then show the desktop through the table, and ``arcade.get_image()`` PNGs look washed
    out. The felt is drawn first without blending and sets alpha to 1 everywhere; with
    alpha writes masked off afterwards it stays 1, at no cost. (It used to be restored by
    a full-window colour-masked clear at the end of each frame: a whole extra pass on a
    software renderer.) Nothing in Arcade or pyglet changes the colour mask, so only
    drawing into other framebuffers needs :func:`alpha_unlocked`: the UI's surfaces and a
    texture atlas that grows (see :func:`dirty7.ui.core.patches.guard_atlas`).
    """
    if _AlphaLock.locked:
        yield
        return
    _AlphaLock.locked = True
    _alpha_writes(False)
    try:
        yield
    finally:
        _AlphaLock.locked = False
        _alpha_writes(True)


@contextmanager
def alpha_unlocked():
    """Full colour writes inside an :func:`alpha_locked` frame (rendering off screen)."""
    if not _AlphaLock.locked:
        yield
        return
    _AlphaLock.locked = False
    _alpha_writes(True)
    try:
        yield
    finally:
        _AlphaLock.locked = True
        _alpha_writes(False)
