"""The volume slider, in the table's colours."""

from __future__ import annotations

from dirty7.ui.core import look, theme
from dirty7.ui.core.arcade_private import slider_x
from dirty7.ui.core.bootstrap import gui

#: The empty part's fill and border: faint white on the dark panels; on high contrast's
#: white panels a mid grey inside a dark border, else 60 % would look full.
_TRACK = ((255, 255, 255, 34), (255, 255, 255, 70))
_TRACK_HC = ((120, 124, 120, 255), theme.HC_BORDER)


class VolumeSlider(gui.UISlider):
    """A 0–100 slider in the table's colours: gold fill, dark felt track, cream knob."""

    def __init__(self, *, value: float = 60, width: float = 210, height: float = 30, **kwargs):
        super().__init__(
            value=value, min_value=0, max_value=100, step=5, width=width, height=height, **kwargs
        )

    def do_render(self, surface: gui.Surface) -> None:
        """The track and the knob, drawn here (Arcade's public render hook).

        Why not Arcade's ``_render_track``/``_render_steps``/``_render_thumb``: those are
        private (no private hook overridden outside ``ui/core/patches.py``), and
        this is all the stock ``do_render`` does with them, without the step dots (21 dots
        on a short track look like noise).
        """
        self.prepare_render(surface)
        self._draw_track(surface)
        self._draw_thumb(surface)

    def _draw_track(self, surface: gui.Surface) -> None:
        h = 10
        y = (self.content_height - h) // 2
        track = _TRACK_HC if look.current().high_contrast else _TRACK
        left = slider_x(self, self.min_value) - self.content_rect.left
        right = slider_x(self, self.max_value) - self.content_rect.left
        thumb = slider_x(self) - self.content_rect.left
        dim = self.disabled
        base = theme.rounded_rect_texture(track[0], track[1], 5, (64, h), 1, False)
        surface.draw_texture(left - 5, y, right - left + 10, h, base)
        if thumb - left > 1:
            fill = theme.BUTTON_DISABLED if dim else theme.GOLD
            lit = theme.rounded_rect_texture(tuple(fill), None, 5, (64, h), 2, False)
            surface.draw_texture(left - 5, y, thumb - left + 10, h, lit)

    def _draw_thumb(self, surface: gui.Surface) -> None:
        size = int(self.content_height) - 6
        x = slider_x(self) - self.content_rect.left - size / 2
        border = theme.GOLD if (self.hovered or self.pressed) else theme.GOLD_DARK
        fill = theme.TEXT_DIM if self.disabled else theme.CREAM
        knob = theme.rounded_rect_texture(tuple(fill), tuple(border), size // 2, (size, size), 2)
        surface.draw_texture(x, 3, size, size, knob)


class StepSlider(VolumeSlider):
    """The same look over whole steps ``0..max_value`` (the review's move slider)."""

    def __init__(self, *, max_value: int, value: int = 0, width: float = 600,
                 height: float = 30, **kwargs):
        gui.UISlider.__init__(self, value=value, min_value=0, max_value=max(1, max_value),
                              step=1, width=width, height=height, **kwargs)
