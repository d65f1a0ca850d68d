"""Tidying the data folder once the menu is on screen.

Why after the first frame: a start only reads the player's files, and a read takes no lock
(:meth:`dirty7.store.storage.Store.load`); sweeping the temporary files a killed process
left needs the folder's lock (another window may be writing one), so it waits until the
first frame is shown, where the player waits for nothing.
"""

from __future__ import annotations

from dirty7.store.storage import default_store


class LeftoversSweptAfterFirstFrame:
    """Mixin for an ``arcade.Window`` (before it in the bases): after its first frame is
    shown, the data folder's leftovers are swept (:meth:`Store.sweep_leftovers`)."""

    _leftovers_swept = False

    def flip(self) -> None:
        super().flip()  # type: ignore[misc]
        if not self._leftovers_swept:
            self._leftovers_swept = True
            default_store().sweep_leftovers()


__all__ = ["LeftoversSweptAfterFirstFrame"]
