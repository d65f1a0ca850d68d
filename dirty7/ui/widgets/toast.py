"""Short messages over the table ("7♥ matches neither ♣ nor 5") that fade by themselves.

Why: a refused move must say why without a dialog to dismiss; the message sits above
the player's hand for a couple of seconds and fades. Time comes from ``update(dt)``.
"""

from __future__ import annotations

from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.suit_text import SuitText


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

    @property
    def message(self) -> str:
        return self.text.text if self.remaining > 0 else ""

    def show(self, message: str, kind: str = "info", duration: float | None = None) -> None:
        self.text.text = message
        self.kind = kind
        self.remaining = self.duration if duration is None else duration

    def update(self, delta_time: float) -> None:
        if self.remaining > 0:
            self.remaining = max(0.0, self.remaining - delta_time)

    def draw(self, x: float, y: float) -> None:
        if self.remaining <= 0:
            return
        alpha = min(1.0, self.remaining / 0.4)
        self.text.position = (x, y)
        w = self.text.content_width + 44
        h = self.text.content_height + 18
        border = theme.GLOW_ILLEGAL if self.kind == "error" else theme.GOLD_DARK
        fill, border = theme.panel_colors((10, 30, 20, 225), border,
                                          accent=self.kind == "error")
        theme.nine_patch(fill, border, 14).draw_rect(
            rect=arcade.XYWH(x, y, w, h)
        )
        self.text.color = (*theme.panel_text(theme.CREAM), int(255 * alpha))
        self.text.draw()


__all__ = ["Toast"]
