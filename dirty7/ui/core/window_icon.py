"""The window's icon (``_NET_WM_ICON`` on X11, the taskbar and Alt-Tab picture elsewhere).

The PNGs are drawn by ``scripts/make_icon.py`` and shipped in ``resources/icons/``; every
size is handed to the window so the desktop picks the one it needs instead of scaling one.
An icon is a nicety: a missing or unreadable file is logged and the game goes on.
"""

from __future__ import annotations

import logging

import pyglet

from dirty7.assets import resource_path

log = logging.getLogger("dirty7.icon")

SIZES = (16, 32, 48, 64, 128, 256, 512)


def load_icons() -> list:
    """Every icon size that loads, smallest first (a file that fails is logged and skipped)."""
    images = []
    for size in SIZES:
        path = resource_path("icons", f"dirty7-{size}.png")
        try:
            images.append(pyglet.image.load(str(path)))
        except Exception as error:  # noqa: BLE001 - any failure just means no such size
            log.warning("window icon %s not loaded: %s", path.name, error)
    return images


def set_window_icon(window) -> bool:
    """Give ``window`` the game's icon; False (logged) when none could be set."""
    images = load_icons()
    if not images:
        return False
    try:
        window.set_icon(*images)
    except Exception as error:  # noqa: BLE001 - a platform that refuses icons still plays
        log.warning("window icon not set: %s", error)
        return False
    return True
