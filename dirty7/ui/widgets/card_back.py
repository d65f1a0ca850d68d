"""A choosable picture of a card back (the settings sheet's row of backs)."""

from __future__ import annotations

from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import gui
from dirty7.ui.core.card_sprites import back_texture

CARD_BACK_SIZE = (52, 70)  # widget size; the card is drawn inset by the outline width


class CardBackButton(gui.UIInteractiveWidget):
    """A small picture of one card back; the selected one gets a gold outline
    (a dark one in high contrast)."""

    def __init__(self, name: str, *, selected: bool = False, scale: float = 1.0, **kwargs):
        width, height = CARD_BACK_SIZE
        super().__init__(width=width * scale, height=height * scale, **kwargs)
        self.name = name
        self._selected = selected
        self.texture = back_texture(name)
        gui.bind(self, "hovered", CardBackButton.trigger_render)

    @property
    def selected(self) -> bool:
        return self._selected

    @selected.setter
    def selected(self, value: bool) -> None:
        if value != self._selected:
            self._selected = value
            self.trigger_render()

    def do_render(self, surface: gui.Surface) -> None:
        self.prepare_render(surface)
        w, h = self.content_width, self.content_height
        inset = 4
        if self._selected:  # high contrast: a solid dark ring (gold glows faintly on white)
            dark = look.current().high_contrast
            ring = (theme.nine_patch(theme.HC_BORDER, theme.HC_BORDER, 8) if dark
                    else theme.nine_patch(theme.GOLD, theme.CREAM, 8))
            surface.draw_texture(0, 0, w, h, ring)
        elif self.hovered:
            ring = theme.nine_patch((255, 255, 255, 70), None, 8)
            surface.draw_texture(0, 0, w, h, ring)
        surface.draw_texture(inset, inset, w - 2 * inset, h - 2 * inset, self.texture)
