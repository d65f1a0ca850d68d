"""Three parts of the results screen's layout: the loser's cards as a row or a fan, the
deal's seal wrapped where its words allow, and the buttons in rows or a column.

Why apart from the screen: each is a measurement of its own (how wide the fan may be,
where the seal may break, how wide a button's words are), and the screen's layout only
stacks what they give.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dirty7.game.controller import GameResult
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.layout import card_size, fan
from dirty7.ui.widgets.button_rows import LABEL_PAD, ButtonRows
from dirty7.ui.widgets.buttons import button_style
from dirty7.ui.widgets.option_pager import text_width

__all__ = ["fit_seal", "loser_fan", "size_buttons"]


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


def size_buttons(rows: ButtonRows, buttons: Sequence[gui.UIFlatButton],
                 primary_and_wide: tuple[gui.UIFlatButton, gui.UIFlatButton], s: float,
                 room: float | None) -> tuple[float, float]:
    """``buttons`` with their words at the text scale ``s`` (the primary one a little
    larger, the wide one wider), put by ``rows`` in one row or two across ``room``, or in a
    column of equal widths where ``room`` is None; the block's width and height."""
    primary_button, wide_button = primary_and_wide
    widths, least = [], []
    for button in buttons:
        primary = button is primary_button
        size = (theme.BUTTON_SIZE + (2 if primary else 0)) * s
        button.style = button_style(primary=primary, size=size)
        # the label was fitted to its first font: fit it again, or it is cut
        button.ui_label.update_font(font_size=size)
        button.ui_label.fit_content()
        label = text_width(button.text, size) + LABEL_PAD * s
        base = 240 if primary else 250 if button is wide_button else 200
        widths.append(max(base * s, label))
        least.append(label)
    if room is None:
        column = max(widths)
        return column, rows.arrange(buttons, [column] * len(buttons),
                                    [column] * len(buttons), 56 * s, column, 20 * s)
    return room, rows.arrange(buttons, widths, least, 56 * s, room, 20 * s)
