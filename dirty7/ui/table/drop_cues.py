"""Cues that never rely on colour alone: playable cards outlined, a tick or a cross (and
the reason) when a held card is over the waste.

Why a part of its own: the raised playable cards and the gold or red glow of the waste
tell a player who sees colours well; a player who does not (or a grey screenshot) needs a
shape too — an outline around each playable card, and a tick or a cross drawn with lines
(no font needed) beside the waste with the engine's reason in words.
"""

from __future__ import annotations

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import PILE_SCALE, card_size
from dirty7.ui.core.suit_text import SuitText
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.glow import draw_outline

#: Playable cards: a cream outline (the hint's is gold, the keyboard focus's blue).
PLAYABLE_OUTLINE = (250, 244, 226)
TICK_COLOR = (46, 160, 84)
CROSS_COLOR = (200, 48, 44)
MARK_RADIUS = 24.0


class CuesPart(TablePart):
    """Draws ``view``'s playable-card outlines and drop cue (a table part)."""

    def __init__(self, view) -> None:
        self.view = view
        # Its suits in their colours ("A♣ matches neither ♥ nor 2"), four with that deck.
        self.reason = SuitText("", 0, 0, theme.panel_text(theme.CREAM), theme.SMALL_SIZE + 2,
                               bold=True, anchor_x="center", anchor_y="center")

    def outlined(self) -> list[int]:
        """The cards outlined now: the raised playable ones, unless held."""
        view = self.view
        held = {view.pointer.held, view.flow.picking}
        return [k for k in sorted(view.flow.raised)
                if k in view.card_sprites.sprites and k not in held]

    def draw_under(self) -> None:
        """An outline round each playable card, under the cards (it lies outside the
        card; a neighbour laid over it hides its part, as it hides the card)."""
        width = theme.outline_width(3.0)
        for key in self.outlined():
            sprite = self.view.card_sprites.sprites[key]
            draw_outline(sprite.center_x, sprite.center_y, sprite.width, sprite.height,
                         PLAYABLE_OUTLINE, angle=sprite.angle, pad=2 + width / 2,
                         width=width)

    def mark_center(self) -> tuple[float, float]:
        """Where the tick or cross goes: on the waste's top right corner."""
        cx, cy = self.view.layout.waste_center
        w, h = card_size(PILE_SCALE)
        return cx + w / 2, cy + h / 2

    def draw_overlay(self) -> None:
        cue = self.view.pointer.drop_cue
        if cue is None:
            return
        legal, why = cue
        x, y = self.mark_center()
        r = MARK_RADIUS
        arcade.draw_circle_filled(x, y, r + 3, theme.CREAM)
        arcade.draw_circle_filled(x, y, r, TICK_COLOR if legal else CROSS_COLOR)
        line = 5.0
        if legal:
            arcade.draw_line_strip([(x - r * 0.5, y), (x - r * 0.12, y - r * 0.42),
                                    (x + r * 0.52, y + r * 0.4)], theme.CREAM, line)
        else:
            k = r * 0.42
            arcade.draw_line(x - k, y - k, x + k, y + k, theme.CREAM, line)
            arcade.draw_line(x - k, y + k, x + k, y - k, theme.CREAM, line)
        if why:
            self._draw_reason(why)

    def reason_box(self) -> tuple[float, float, float, float]:
        """(left, bottom, width, height) of the reason's panel: above the waste."""
        text = self.reason
        cx, cy = self.view.layout.waste_center
        _w, h = card_size(PILE_SCALE)
        width, height = text.content_width + 28, text.content_height + 16
        left = min(max(8.0, cx - width / 2), self.view.fit.width - 8 - width)
        return left, cy + h / 2 + 34, width, height

    def _draw_reason(self, why: str) -> None:
        text = self.reason
        size = (theme.SMALL_SIZE + 2) * self.view.text_scale
        if text.text != why or text.font_size != size:
            text.font_size, text.color = size, theme.panel_text(theme.CREAM)
            text.text = why
        left, bottom, width, height = self.reason_box()
        fill, border = theme.panel_colors((8, 30, 20, 235), CROSS_COLOR, accent=True)
        theme.nine_patch(fill, border, 10).draw_rect(
            rect=arcade.LBWH(left, bottom, width, height))
        text.position = (left + width / 2, bottom + height / 2)
        text.draw()


__all__ = ["CuesPart"]
