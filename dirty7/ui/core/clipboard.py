"""The system clipboard, through pyglet's window (``set_clipboard_text`` /
``get_clipboard_text``, pyglet 2.1).

Why a module: a window without a clipboard (pyglet's headless one raises
NotImplementedError; an X server may have no owner for it) must never stop the game; the
caller gets the words to show instead and the text stays on screen to copy by hand.
"""

from __future__ import annotations

from typing import Any

from dirty7.i18n import _


def copy_text(window: Any, text: str) -> str | None:
    """Put ``text`` on the clipboard; None when done, else why not (for the player)."""
    try:
        window.set_clipboard_text(text)
    except Exception:  # noqa: BLE001 - no clipboard here (headless, no X selection owner)
        return _("There is no clipboard here: the text is on the screen to copy by hand.")
    return None


def paste_text(window: Any) -> str:
    """The clipboard's text, or "" when there is none (or no clipboard at all)."""
    try:
        text = window.get_clipboard_text()
    except Exception:  # noqa: BLE001 - no clipboard here: nothing to paste
        return ""
    return text if isinstance(text, str) else ""


__all__ = ["copy_text", "paste_text"]
