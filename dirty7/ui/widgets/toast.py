"""Short messages over the table ("7♥ matches neither ♣ nor 5") that fade by themselves.

Why: a refused move must say why without a dialog to dismiss; the message sits above
the player's hand for a couple of seconds and fades. Time comes from ``update(dt)``.
"""

from __future__ import annotations

import math

from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.suit_text import SuitText

PAD_X, PAD_Y = 44, 18  # the plate's room around the text
#: The last seconds of a message fade, in this many steps.
FADE_S, FADE_STEPS = 0.4, 4


class Toast:
    """One line of text on a dark rounded plate; a new message replaces the old one."""

    def __init__(self, duration: float = 2.6) -> None:
        self.duration = duration
        # Suits in their colours ("7♥ matches neither ♣ nor 5", "Hint: play 9♦").
        self.text = SuitText("", 0, 0, theme.panel_text(theme.CREAM),
                             theme.BODY_SIZE * look.current().text_factor,
                             anchor_x="center", anchor_y="center")
        self.remaining = 0.0
        self.kind = "info"
        self._size = self.text.font_size
        #: The widest the plate may be (the window's width): a longer message is set
        #: smaller to fit. None: no limit.
        self.max_width: float | None = None

    @property
    def in_motion(self) -> bool:
        """Shown, and fading by itself (the window draws at full rate meanwhile)."""
        return self.remaining > 0

    @property
    def message(self) -> str:
        return self.text.text if self.remaining > 0 else ""

    def show(self, message: str, kind: str = "info", duration: float | None = None) -> None:
        self.text.text = message
        self.text.font_size = self._size
        if self.max_width is not None and self.size()[0] > self.max_width:
            self.text.font_size = self._size * (self.max_width - PAD_X) / (
                self.text.content_width + 1)
        self.kind = kind
        self.remaining = self.duration if duration is None else duration

    def plate_height(self) -> float:
        """How tall the plate is for one line of text (what a layout keeps free for it)."""
        return arcade.Text("Ag", 0, 0, font_size=self._size,
                           font_name=theme.BODY_FONT).content_height + PAD_Y

    def size(self) -> tuple[float, float]:
        """Width and height of the plate around the message shown now."""
        return self.text.content_width + PAD_X, self.text.content_height + PAD_Y

    def rect(self, x: float, y: float):
        """The plate's rectangle centred on ``(x, y)`` (logical units)."""
        return arcade.XYWH(x, y, *self.size())

    def update(self, delta_time: float) -> None:
        if self.remaining > 0:
            self.remaining = max(0.0, self.remaining - delta_time)

    def draw(self, x: float, y: float) -> None:
        if self.remaining <= 0:
            return
        # Plate and text fade together, in a few steps: a text fading on an opaque plate
        # (high contrast's white one) read as greyed out, and each step's plate is one
        # cached texture and the text is restyled once a step, not every frame.
        step = math.ceil(min(1.0, self.remaining / FADE_S) * FADE_STEPS) / FADE_STEPS
        self.text.position = (x, y)
        edge = theme.GLOW_ILLEGAL if self.kind == "error" else theme.GOLD_DARK
        fill, border = theme.panel_colors((10, 30, 20, 225), edge, accent=self.kind == "error")
        if step < 1:
            fill = _faded(fill, step)
            border = _faded(border, step) if border is not None else None
        theme.nine_patch(fill, border, 14, fading=step < 1).draw_rect(rect=self.rect(x, y))
        self.text.color = (*theme.panel_text(theme.CREAM), int(255 * step))  # once a step
        self.text.draw()


def _faded(colour: theme.RGBOrA, step: float) -> theme.RGBA:
    """``colour`` with its alpha (opaque if it has none) times ``step``."""
    alpha = colour[3] if len(colour) == 4 else 255
    return (*colour[:3], int(alpha * step))


__all__ = ["Toast"]
