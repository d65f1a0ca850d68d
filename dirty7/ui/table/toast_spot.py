"""Where the table shows its toast (a refusal, a hint, "Deal sealed · f8c6 a161"): on
free felt, never over what the player is reading or playing.

Why a search: the toast used to sit at a fixed height over the status line, and at
1280×720 it covered the stock count ("39 in stock"). The room between the stock count and
the status line is there only in taller windows and at smaller text sizes; otherwise the
felt between the piles and the computer's hand is free. So the first free place, going up
from the status line along the table's middle, is taken; then the rest of the table.
"""

from __future__ import annotations

from typing import Any

from dirty7.ui.core.layout import PILE_SLACK, TEXT_GAP, Box, card_size
from dirty7.ui.table.hud import JACK_BADGE, PULSE

#: Felt kept between the toast and what it must not cover, and the scan's step.
MARGIN = 6.0
STEP = 4.0
#: A refusal shows at least this long (s), longer as it is longer (about 15 characters a
#: second): it came and went in about a second, before it could be read.
MIN_READING_S, CHARS_PER_S = 3.5, 15.0


def reading_seconds(text: str) -> float:
    """How long a refusal stays (until the next move makes it stale: the view fades it)."""
    return max(MIN_READING_S, 1.5 + len(text) / CHARS_PER_S)


def overlaps(a: Box, b: Box, margin: float = 0.0) -> bool:
    """Whether ``a`` grown by ``margin`` on each side meets ``b``."""
    return (a.left - margin < b.right and b.left < a.right + margin
            and a.bottom - margin < b.top and b.bottom < a.top + margin)


def obstacles(view: Any) -> list[Box]:
    """What the toast must leave visible on ``view`` (a TableView): the hand and the
    status line (as full-width bands: their texts change length), the stock count, the
    suit badge and its caption, the piles, the Draw and Pass buttons, and the top band
    (the computer's hand, its name, Menu and the tools)."""
    layout, hud = view.layout, view.hud
    width, height = view.fit.width, view.fit.height
    boxes = hud.label_boxes()
    status = boxes.pop("status", None)
    status_top = status.top if status is not None else layout.status_pos[1]
    out = [Box(0.0, 0.0, width, status_top)]  # the hand, its raise and the status line
    badge = JACK_BADGE * PULSE  # the badge at its largest, pulsing
    bx, by = hud.badge_pos
    out.append(Box(bx - badge / 2, by + 4 - badge / 2, badge, badge))
    # The pulsing badge moves its caption every frame: keep the caption's whole travel, so
    # that these boxes (the spot's cache key) stay the same while the badge pulses.
    boxes.pop("suit_badge", None)
    caption = boxes.pop("suit_caption", None)
    if caption is not None:
        now = hud.badge_size()
        rise, fall = (now - hud.badge_size(pulse=False)) / 2, (badge - now) / 2
        out.append(Box(caption.left, caption.bottom - fall, caption.width,
                       caption.height + rise + fall))
    out += [box for name, box in boxes.items()
            if name not in ("opponent_label", "thinking_text")]
    waste_x, waste_y = layout.waste_center
    for x, y in ((layout.stock.x, layout.stock.y), (waste_x, waste_y)):
        w, h = card_size(layout.pile_scale)
        out.append(Box(x - w / 2 - PILE_SLACK, y - h / 2 - PILE_SLACK,
                       w + 2 * PILE_SLACK, h + 2 * PILE_SLACK))
    out += layout.button_boxes(2)
    opp_h = card_size(layout.opponent_scale)[1]
    opp_bottom = layout.opponent_y - opp_h / 2 - layout.opp_row_lift - TEXT_GAP
    out.append(Box(0.0, opp_bottom, width, height - opp_bottom))
    return out


def free_spot(size: tuple[float, float], avoid: list[Box], width: float, height: float,
              start_y: float) -> tuple[float, float] | None:
    """The centre of a ``size`` plate inside the window that meets none of ``avoid``:
    the lowest one from ``start_y`` up along the middle, then the nearest to the middle
    anywhere; None when there is none."""
    w, h = size
    cx = width / 2

    def free(x: float, y: float) -> bool:
        plate = Box(x - w / 2, y - h / 2, w, h)
        return (plate.left >= MARGIN and plate.right <= width - MARGIN
                and plate.bottom >= MARGIN and plate.top <= height - MARGIN
                and not any(overlaps(plate, box, MARGIN) for box in avoid))

    y = start_y + h / 2
    while y + h / 2 <= height:
        if free(cx, y):
            return cx, y
        y += STEP
    spots = [(abs(x - cx) + abs(yy - start_y), x, yy)
             for x in _steps(w / 2 + MARGIN, width - w / 2 - MARGIN, 8 * STEP)
             for yy in _steps(h / 2 + MARGIN, height - h / 2 - MARGIN, 2 * STEP)]
    for _, x, yy in sorted(spots):
        if free(x, yy):
            return x, yy
    return None


def _steps(low: float, high: float, step: float) -> list[float]:
    out = []
    while low <= high:
        out.append(low)
        low += step
    return out


class ToastSpot:
    """Finds the toast's place on a table view, again only when the message, the
    layout or what lies on the table moved."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self._key: tuple | None = None
        self._spot: tuple[float, float] = (0.0, 0.0)

    def place(self) -> None:
        """After a layout: a message wider than the window will be set smaller."""
        self.view.toast.max_width = self.view.fit.width - 2 * MARGIN

    def center(self) -> tuple[float, float]:
        """Where the toast's centre goes now."""
        view = self.view
        toast = view.toast
        avoid = obstacles(view)
        size = toast.size()
        key = (size, view.fit.width, view.fit.height, tuple(avoid))
        if key != self._key:
            self._key = key
            status = view.hud.status
            start = status.position[1] + status.content_height / 2 + MARGIN
            spot = free_spot(size, avoid, view.fit.width, view.fit.height, start)
            x, y = view.layout.status_pos
            self._spot = spot if spot is not None else (x, y + 50)
        return self._spot


__all__ = ["ToastSpot", "free_spot", "obstacles", "overlaps"]
