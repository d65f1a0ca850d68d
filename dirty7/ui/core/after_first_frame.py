"""What a start owes the player but its first frame does not need, done once the frame is
shown: the window's icon (:mod:`dirty7.ui.core.window_icon`) and the data folder's
leftovers swept (:mod:`dirty7.ui.core.leftovers`)."""

from __future__ import annotations

from dirty7.ui.core.leftovers import LeftoversSweptAfterFirstFrame
from dirty7.ui.core.window_icon import IconAfterFirstFrame


class AfterFirstFrame(IconAfterFirstFrame, LeftoversSweptAfterFirstFrame):
    """Mixin for an ``arcade.Window`` (before it in the bases): both, after the first frame."""


__all__ = ["AfterFirstFrame"]
