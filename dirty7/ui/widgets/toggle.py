"""An on/off switch in the table's colours.

Why not ``gui.UITextureToggle``: its hover and pressed looks are its two textures made
brighter (×1.5) or darker (×0.5); this switch's hover lightens the pill's fill and turns
its border cream, a look the texture toggle cannot give without changing what the player
sees.
"""

from __future__ import annotations

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import gui


class ToggleSwitch(gui.UIInteractiveWidget):
    """An on/off switch: a pill that turns gold with the knob on the right when on.

    Dispatches ``on_change`` (a :class:`gui.UIOnChangeEvent`) when clicked; setting
    ``value`` from code does not dispatch, so the view can sync it without feedback loops.
    """

    def __init__(self, *, value: bool = False, width: float = 62, height: float = 32, **kwargs):
        super().__init__(width=width, height=height, **kwargs)
        self._value = bool(value)
        self.register_event_type("on_change")
        gui.bind(self, "hovered", ToggleSwitch.trigger_render)
        gui.bind(self, "pressed", ToggleSwitch.trigger_render)

    @property
    def value(self) -> bool:
        return self._value

    @value.setter
    def value(self, new: bool) -> None:
        if bool(new) != self._value:
            self._value = bool(new)
            self.trigger_render()

    def on_click(self, event: gui.UIOnClickEvent) -> None:
        self.value = not self._value
        self.dispatch_event("on_change", gui.UIOnChangeEvent(self, not self._value, self._value))

    def on_change(self, event: gui.UIOnChangeEvent) -> None:
        """The default handler (nothing): react with ``@switch.event("on_change")``."""

    def do_render(self, surface: gui.Surface) -> None:
        self.prepare_render(surface)
        w, h = int(self.content_width), int(self.content_height)
        if self._value:
            fill = theme.PRIMARY_HOVER if self.hovered else theme.PRIMARY_BG
            border = theme.GOLD_DARK
        else:
            fill = theme.BUTTON_HOVER if self.hovered else theme.BUTTON_PRESS
            border = theme.CREAM if self.hovered else theme.BUTTON_BORDER
        track = theme.rounded_rect_texture(tuple(fill), tuple(border), h // 2, (w, h), 2, True)
        surface.draw_texture(0, 0, w, h, track)
        knob = h - 8
        knob_tex = theme.rounded_rect_texture(theme.CREAM, (0, 0, 0, 60), knob // 2, (knob, knob))
        x = w - 4 - knob if self._value else 4
        surface.draw_texture(x, 4, knob, knob, knob_tex)
