"""What a start owes the player but its first frame does not need, done once that frame is
shown: the window's icon and the data folder's leftovers swept.

Why after the first frame: the icon's seven sizes are decoded from PNG and handed to the
desktop (on X11 pyglet converts each to the window manager's pixel format), milliseconds
the player would otherwise wait for the menu, which the icon is no part of. A start only
reads the player's files, and a read takes no lock (:meth:`dirty7.store.storage.Store.load`);
sweeping the temporary files a killed save left needs the folder's lock (another window may
be writing one), so it waits too.
"""

from __future__ import annotations

from dirty7.store.storage import default_store
from dirty7.ui.core import window_icon


class AfterFirstFrame:
    """Mixin for an ``arcade.Window`` (before it in the bases): once its first frame is
    shown, the window gets its icon (:func:`window_icon.set_window_icon`) and the data
    folder's leftovers are swept (:meth:`Store.sweep_leftovers`)."""

    _first_frame_shown = False

    def flip(self) -> None:
        super().flip()  # type: ignore[misc]
        if not self._first_frame_shown:
            self._first_frame_shown = True
            window_icon.set_window_icon(self)
            default_store().sweep_leftovers()


__all__ = ["AfterFirstFrame"]
