"""Two parts of the results screen's layout: the loser's cards as a row or a fan, and the
deal's seal wrapped where its words allow.

Why apart from the screen: each is a measurement of its own (how wide the fan may be,
where the seal may break), and the screen's layout only stacks what they give.
"""

from __future__ import annotations

import math

from dirty7.game.controller import GameResult
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import card_size, fan
from dirty7.ui.widgets.option_pager import text_width

__all__ = ["fit_seal", "loser_fan"]


def loser_fan(result: GameResult, cx: float, room: float, s: float, card_k: float = 1.0):
    """The loser's cards and their slots (around y = 0), the fan's top and height: side
    by side with a small gap when few, overlapping to fit ``room`` (at text scale ``s``,
    ``card_k`` of their size)."""
    scale = 0.7 * s * card_k
    cw, ch = card_size(scale)
    loser = result.loser
    cards = list(result.final.hand(loser)) if loser is not None else []
    span = min(room - 40.0, 980.0)
    step = cw * 1.08
    # A row that fits side by side stays straight (a slight tilt only makes the card
    # edges jagged); a crowded hand fans on a gentle arc.
    flat = len(cards) <= 1 or cw + step * (len(cards) - 1) <= span
    slots = fan(len(cards), cx, 0.0, cw, max_width=span, max_step=step,
                radius=1e9 if flat else 3200.0 * s, scale=scale)
    cards_top = max((sl.y for sl in slots), default=0.0) + ch / 2
    cards_bottom = min((sl.y for sl in slots), default=0.0) - ch / 2
    if slots:  # the tilted outer cards reach a little lower
        tilt = math.radians(max(abs(sl.angle) for sl in slots))
        cards_bottom -= cw / 2 * math.sin(tilt)
    return cards, slots, cards_top, (cards_top - cards_bottom if slots else 0.0)


def fit_seal(label: arcade.Text, seal_text: str, room: float, s: float) -> None:
    """``label`` shows ``seal_text`` wrapped at its " · " (before "the deal matched its
    seal"): at its size on two lines if they fit, else at the small text size, on more
    lines if need be."""
    parts = seal_text.split(" · ")
    for size in (theme.BODY_SIZE - 2, theme.SMALL_SIZE):
        lines = [parts[0]]
        for part in parts[1:]:
            joined = f"{lines[-1]} · {part}"
            if text_width(joined, size * s) <= room:
                lines[-1] = joined
            else:
                lines.append(part)
        if len(lines) <= 2:
            break
    label.font_size = size * s
    label.width = round(room)
    label.text = "\n".join(lines)
