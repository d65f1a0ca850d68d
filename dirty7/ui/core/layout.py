"""Pure table geometry in logical units, testable without a window.

Why logical units: everything is laid out for a table of at least ``BASE_WIDTH`` ×
``BASE_HEIGHT`` units and a camera scales it into the window (see :mod:`dirty7.ui.core.scaling`).
Rather than letterboxing with bars, :func:`fit_window` widens the logical table in the
direction the window has spare room (a 4:3 window gets a 1280 × 960 table), so the felt
always fills the window and nothing is ever cut off. All positions here are centres of
cards in that logical space; y grows upwards as in Arcade.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from dirty7.store.settings import CARD_SIZES
from dirty7.ui.core.tool_row import tool_boxes, tools_right

BASE_WIDTH = 1280
BASE_HEIGHT = 720
MIN_WINDOW = (800, 600)

#: Size of the shipped card art in texture pixels.
CARD_TEX_W = 140
CARD_TEX_H = 190

#: Card scales: the player's own cards are the largest, the opponent's smaller.
HAND_SCALE = 0.82
OPPONENT_SCALE = 0.62
PILE_SCALE = 0.82

MAX_HAND_CARDS = 40  # the layout is checked up to this many cards in a hand
WASTE_VISIBLE = 4  # the top card plus up to three under it

#: Below this many window pixels per logical unit, cards grow (see :func:`card_factor`).
AUTO_CARD_SCALE = 0.8

# The table's bands, in logical units (see TableLayout._stack).
BOTTOM_ROOM = 22.0  # under the player's hand
RAISE_ROOM = 34.0  # a playable card rises 16, the hinted one 8 more, the focus ring 10
STATUS_HEIGHT = 30.0  # the status line's text (times the text scale)
COUNT_HEIGHT = 22.0  # the stock count's text (times the text scale)
TEXT_GAP = 10.0
PILE_SLACK = 16.0  # the stock's thickness and a waste card's tilt and toss
OPP_OFF_TOP = 18.0  # how much of the computer's cards lies above the top edge
OPP_MIN_SHOWN = 0.6  # the least share of the computer's cards left on screen
ROW_LIFT = 0.3  # a back row's offset, of a card's height: its indices show
# Across: the hands' room and how close their cards may come.
HAND_SIDE = 24.0  # room left and right of the player's hand
SIDE_GAP = 16.0
#: The least felt kept between a table text and the window's edge.
EDGE_MARGIN = 4.0
TOOLS_RIGHT = tools_right(1.0)  # right edge of Menu … ? at 100 % (see tool_row; it grows)
LABEL_RIGHT = 24.0
LABEL_WIDTH = 150.0  # the computer's name and card count (times the text scale)
CARD_GAP = 8.0
OPP_GAP = 6.0
MIN_STEP = 0.42  # of a card's width: closer than this, a big hand takes two rows
OPP_MIN_STEP = 0.3
#: The least room kept for the computer's hand right of the top-left buttons, in its
#: cards' widths: a wordy language's row wraps before the hand gives this up.
OPP_MIN_ROOM = 2.5
HAND_RADIUS = 6000.0
OPP_RADIUS = 12000.0  # flatter: the top edge is near


@dataclass(frozen=True)
class Fit:
    """How a window shows the logical table: ``scale`` window pixels per logical unit."""

    scale: float
    width: int
    height: int


@dataclass(frozen=True)
class Slot:
    """Where one card goes: centre, rotation in degrees (clockwise), scale."""

    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle (left, bottom, width, height) in logical units."""

    left: float
    bottom: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def top(self) -> float:
        return self.bottom + self.height

    @property
    def center(self) -> tuple[float, float]:
        return (self.left + self.width / 2, self.bottom + self.height / 2)

    def contains(self, x: float, y: float) -> bool:
        return self.left <= x <= self.right and self.bottom <= y <= self.top


def fit_window(window_w: int, window_h: int) -> Fit:
    """Scale and logical size for a window: the base table fits, spare room widens it."""
    window_w = max(1, int(window_w))
    window_h = max(1, int(window_h))
    scale = min(window_w / BASE_WIDTH, window_h / BASE_HEIGHT)
    width = max(BASE_WIDTH, round(window_w / scale))
    return Fit(scale, width, max(BASE_HEIGHT, round(window_h / scale)))


def card_factor(setting: str, window_scale: float) -> float:
    """The factor on every card's size for the Card size ``setting`` in a window showing
    ``window_scale`` pixels per logical unit.

    Why automatic too: in a small window logical units shrink, so cards grow (up to Extra
    large) until they are about as big on screen as Normal in a 1024-pixel-wide window; a
    larger setting is never made smaller.
    """
    auto = min(CARD_SIZES["extra_large"], max(1.0, AUTO_CARD_SCALE / max(window_scale, 1e-6)))
    return max(CARD_SIZES.get(setting, 1.0), auto)


def card_size(scale: float) -> tuple[float, float]:
    """Logical width and height of a card drawn at ``scale``."""
    return CARD_TEX_W * scale, CARD_TEX_H * scale


def fan(
    n: int,
    center_x: float,
    base_y: float,
    card_w: float,
    max_width: float,
    max_step: float,
    radius: float,
    scale: float,
    upside_down: bool = False,
) -> list[Slot]:
    """Slots of a hand of ``n`` cards spread on a gentle arc.

    The step between cards is ``max_step`` until the hand would be wider than
    ``max_width``; then it shrinks so the whole hand still fits (25 cards at 1280 units
    keep ~43 units of each card — enough to show its corner index). The arc is a circle of
    ``radius`` below the hand (above it when ``upside_down``), so outer cards dip and tilt.
    """
    if n <= 0:
        return []
    step = max_step if n == 1 else min(max_step, (max_width - card_w) / (n - 1))
    first = center_x - step * (n - 1) / 2
    sign = -1.0 if upside_down else 1.0
    slots = []
    for i in range(n):
        x = first + i * step
        dx = x - center_x
        dip = radius - math.sqrt(max(radius * radius - dx * dx, 0.0))
        angle = math.degrees(math.asin(max(-1.0, min(1.0, dx / radius))))
        slots.append(Slot(x, base_y - sign * dip, sign * angle, scale))
    return slots


class TableLayout:
    """Positions of everything on the table for a logical ``width`` × ``height``.

    Pure arithmetic: the table view asks where things go; tests check that hands fit,
    piles do not overlap and the layout adapts to 16:9 and 4:3 windows.

    ``card_factor`` grows every card (the Card size setting, see :func:`card_factor`);
    ``text_scale`` grows the room kept for the texts (the hud grows its fonts alike).
    Bottom to top the table is a stack of bands: the player's hand (room for a second
    row when the height allows it), the raise of a playable card, the status line, the
    stock count, the piles, the computer's hand. Any spare height goes between the piles
    and the computer's hand, half on each side of the piles.
    """

    margin = 56.0

    def __init__(self, width: float = BASE_WIDTH, height: float = BASE_HEIGHT,
                 card_factor: float = 1.0, text_scale: float = 1.0) -> None:
        self.width = float(width)
        self.height = float(height)
        self.card_factor = float(card_factor)
        self.text_scale = float(text_scale)
        self.hand_scale = HAND_SCALE * self.card_factor
        self.opponent_scale = OPPONENT_SCALE * self.card_factor
        self.pile_scale = PILE_SCALE * self.card_factor
        self._stack()

    def _stack(self) -> None:
        """The vertical bands, bottom up; second rows only where the height allows them."""
        f, ts = self.card_factor, self.text_scale
        hand_h = card_size(self.hand_scale)[1]
        pile_h = card_size(self.pile_scale)[1]
        opp_h = card_size(self.opponent_scale)[1]
        self.hand_y = hand_h / 2 + BOTTOM_ROOM + self.spare_height * 0.3
        texts = RAISE_ROOM + 2 * TEXT_GAP + (STATUS_HEIGHT + COUNT_HEIGHT) * ts
        need = (self.hand_y + hand_h / 2 + texts + pile_h + PILE_SLACK + 2 * TEXT_GAP
                + opp_h * OPP_MIN_SHOWN)
        #: How far a hand's back row sits from its front row (0: one row only).
        self.row_lift = hand_h * ROW_LIFT if need + hand_h * ROW_LIFT <= self.height else 0.0
        need += self.row_lift
        self.opp_row_lift = opp_h * ROW_LIFT if need + opp_h * ROW_LIFT <= self.height else 0.0
        need += self.opp_row_lift
        status_y = self._status_y(self.hand_y + hand_h / 2 + self.row_lift)
        self.status_pos = (self.width / 2, status_y)
        count_y = status_y + STATUS_HEIGHT * ts / 2 + TEXT_GAP + COUNT_HEIGHT * ts / 2
        pile_bottom = count_y + COUNT_HEIGHT * ts / 2 + TEXT_GAP / 2
        # The computer's hand shows all but 18 units of its top row when there is room.
        opp_bottom = self.height - (opp_h - OPP_OFF_TOP * f) - self.opp_row_lift
        room = opp_bottom - TEXT_GAP - (pile_bottom + pile_h + PILE_SLACK)
        if room < 0:  # tight: the computer's cards go further over the top edge
            opp_bottom -= room
            room = 0.0
        self.opponent_y = opp_bottom + self.opp_row_lift + opp_h / 2
        self.piles_y = pile_bottom + pile_h / 2 + PILE_SLACK / 2 + room / 2
        #: Centre of the count under the stock (it follows the piles up).
        self.stock_count_pos = (self.stock.x, self.piles_y - pile_h / 2 - PILE_SLACK / 2
                                - TEXT_GAP / 2 - COUNT_HEIGHT * ts / 2)

    def _status_y(self, hand_top: float) -> float:
        return hand_top + RAISE_ROOM + TEXT_GAP + STATUS_HEIGHT * self.text_scale / 2

    # --- hands -----------------------------------------------------------------------
    def player_rows(self, n: int) -> int:
        """1 or 2: how many rows a hand of ``n`` cards takes at the bottom."""
        w = card_size(self.hand_scale)[0]
        left, right = self.player_span
        return _rows(n, right - left, w, w * MIN_STEP, self.row_lift)

    @property
    def player_span(self) -> tuple[float, float]:
        """Left and right edge of the room for the player's hand."""
        return HAND_SIDE, self.width - HAND_SIDE

    def player_hand(self, n: int) -> list[Slot]:
        """The human's hand, face up along the bottom edge: side by side while the cards
        fit, then overlapping evenly on a gentle arc, in two rows when very many."""
        w, _ = card_size(self.hand_scale)
        left, right = self.player_span
        return spread(n, left, right, self.width / 2, self.hand_y, w, self.hand_scale,
                      gap=CARD_GAP * self.card_factor, rows=self.player_rows(n),
                      row_lift=self.row_lift, radius=HAND_RADIUS * self.card_factor)

    def status_pos_for(self, n: int) -> tuple[float, float]:
        """Centre of the status line over a hand of ``n`` cards: just above its top row."""
        hand_top = self.hand_y + card_size(self.hand_scale)[1] / 2
        if self.player_rows(n) == 2:
            hand_top += self.row_lift
        return self.width / 2, self._status_y(hand_top)

    @property
    def spare_height(self) -> float:
        """How much taller than the base table this one is (0 for 16:9 and wider)."""
        return max(0.0, self.height - BASE_HEIGHT)

    @property
    def opponent_span(self) -> tuple[float, float]:
        """Left and right edge of the room for the computer's hand: right of Menu, Hint,
        Log, Why? and ?, left of the computer's name."""
        return self.tools_right + SIDE_GAP, self.opponent_label_pos[0] - SIDE_GAP

    @property
    def tool_room(self) -> float:
        """How far right the row of Menu, Hint, Log, Why? and ? may reach before it wraps:
        the computer's name and a few of its cards side by side keep their room."""
        return (self.opponent_label_pos[0] - SIDE_GAP
                - OPP_MIN_ROOM * card_size(self.opponent_scale)[0])

    @property
    def tools(self) -> dict[str, Box]:
        """Menu, Hint, Log, Why? and ? by name (see :mod:`dirty7.ui.core.tool_row`)."""
        return {name: Box(*box)
                for name, box in tool_boxes(self.text_scale, self.height,
                                            self.tool_room).items()}

    @property
    def tools_right(self) -> float:
        """Right edge of the row of Menu, Hint, Log, Why? and ? (grown with the text)."""
        return max(box.right for box in self.tools.values())

    @property
    def tools_bottom(self) -> float:
        """Bottom edge of the row (of its second row where a wordy language wraps it):
        the side panels and the friend's indicator open below it."""
        return min(box.bottom for box in self.tools.values())

    def opponent_rows(self, n: int) -> int:
        w = card_size(self.opponent_scale)[0]
        left, right = self.opponent_span
        return _rows(n, right - left, w, w * OPP_MIN_STEP, self.opp_row_lift)

    def opponent_hand(self, n: int) -> list[Slot]:
        """The computer's hand, face down along the top edge, partly above the edge."""
        w, _ = card_size(self.opponent_scale)
        left, right = self.opponent_span
        return spread(n, left, right, self.width / 2, self.opponent_y, w, self.opponent_scale,
                      gap=OPP_GAP * self.card_factor, rows=self.opponent_rows(n),
                      row_lift=self.opp_row_lift, radius=OPP_RADIUS * self.card_factor,
                      upside_down=True)

    # --- centre piles ----------------------------------------------------------------
    @property
    def pile_offset(self) -> float:
        """Distance of stock and waste from the table's centre line."""
        return card_size(self.pile_scale)[0] / 2 + 43.0

    @property
    def stock(self) -> Slot:
        """Centre of the stock's top card."""
        return Slot(self.width / 2 - self.pile_offset, self.piles_y, 0.0, self.pile_scale)

    def stock_layers(self, stock_size: int) -> list[Slot]:
        """Slots of the backs drawn for the stock, bottom first: a thicker pile, more cards.

        The last slot is the clickable top card. An empty stock has no slots.
        """
        if stock_size <= 0:
            return []
        layers = min(stock_size, 1 + stock_size // 8, 5)
        base = self.stock
        return [
            Slot(base.x - 1.5 * (layers - 1 - i), base.y - 1.5 * (layers - 1 - i), 0.0,
                 self.pile_scale)
            for i in range(layers)
        ]

    @property
    def waste_center(self) -> tuple[float, float]:
        return self.width / 2 + self.pile_offset, self.piles_y

    def waste_slot(self, card: int) -> Slot:
        """Where a card lies on the waste; a function of the card alone.

        Why per card: when a new card is played the ones under it keep exactly where they
        were, so the pile looks like real tossed cards without anything jumping.
        """
        cx, cy = self.waste_center
        return Slot(
            cx + _jitter(card, 1, 6) * 1.4,
            cy + _jitter(card, 2, 5) * 1.4,
            _jitter(card, 3, 8) * 0.9,
            self.pile_scale,
        )

    def waste(self, cards: Sequence[int]) -> list[Slot]:
        """Slots of the visible waste cards (bottom→top), the last ``WASTE_VISIBLE``."""
        return [self.waste_slot(c) for c in list(cards)[-WASTE_VISIBLE:]]

    def pile_box(self, slot: Slot) -> Box:
        """Unrotated bounding box of a card at ``slot`` (for hit tests and glows)."""
        w, h = card_size(slot.scale)
        return Box(slot.x - w / 2, slot.y - h / 2, w, h)

    # --- text and controls -----------------------------------------------------------
    @property
    def suit_badge_pos(self) -> tuple[float, float]:
        """Where the active-suit badge sits with a short caption ("Suit")."""
        return self.suit_badge_for(0.0)

    def suit_badge_for(self, caption_width: float, badge_size: float = 118.0) -> tuple[
            float, float]:
        """Where the active-suit badge sits: left of the stock, far enough that neither
        the badge (``badge_size`` across, pulsing to 1.25 times) nor its caption
        (``caption_width`` wide, centred under it) reaches the stock."""
        s = self.stock
        room = max(caption_width, badge_size * 1.25) / 2
        stock_left = s.x - card_size(self.pile_scale)[0] / 2 - 6.0  # the stock's thickness
        return min(s.x - card_size(self.pile_scale)[0] / 2 - 70.0,
                   stock_left - SIDE_GAP - room), s.y

    @property
    def suit_caption_room(self) -> float:
        """The widest caption that fits between the window's left edge and the stock (a
        large text size in a small window must shrink the caption to stay clear)."""
        stock_left = self.stock.x - card_size(self.pile_scale)[0] / 2 - 6.0
        return stock_left - SIDE_GAP - 2 * EDGE_MARGIN

    @property
    def buttons_area(self) -> Box:
        """Column right of the waste for Draw / Pass and similar actions."""
        cx, cy = self.waste_center
        left = cx + card_size(self.pile_scale)[0] / 2 + 60.0
        return Box(left, cy - 70.0, 190.0, 140.0)

    def button_boxes(self, count: int, height: float = 52.0, gap: float = 14.0) -> list[Box]:
        """``count`` stacked buttons centred vertically in :attr:`buttons_area`."""
        area = self.buttons_area
        total = count * height + max(0, count - 1) * gap
        top = area.bottom + area.height / 2 + total / 2
        return [
            Box(area.left, top - (i + 1) * height - i * gap, area.width, height)
            for i in range(count)
        ]

    @property
    def menu_button(self) -> Box:
        """Small "Menu" button in the top-left corner (see :mod:`dirty7.ui.core.tool_row`)."""
        return self.tools["menu"]

    @property
    def opponent_label_pos(self) -> tuple[float, float]:
        """Left edge and middle of the computer's name and card count, top right."""
        return (self.width - LABEL_RIGHT - LABEL_WIDTH * self.text_scale,
                self.height - 49.0)


def _rows(n: int, width: float, card_w: float, min_step: float, row_lift: float) -> int:
    """Two rows when one would overlap its cards closer than ``min_step`` and there is
    room for a second row (``row_lift`` > 0)."""
    if row_lift <= 0 or n < 2:
        return 1
    return 2 if (width - card_w) / (n - 1) < min_step else 1


def spread(n: int, left: float, right: float, centre_x: float, front_y: float, card_w: float,
           scale: float, *, gap: float, rows: int, row_lift: float, radius: float,
           upside_down: bool = False) -> list[Slot]:
    """Slots of a hand of ``n`` cards between ``left`` and ``right``, in hand order.

    Each row lies flat, its cards ``gap`` apart, while they fit; beyond that they overlap
    evenly on a gentle arc of ``radius`` (see :func:`fan`). With two rows the first half of
    the hand forms the back row, ``row_lift`` away from the table's edge (up for the
    player, down for the computer's ``upside_down`` hand), drawn under the front row. A
    row is centred on ``centre_x`` unless that would push it past an edge.
    """
    if n <= 0:
        return []
    back = math.ceil(n / rows) if rows == 2 else n
    counts = [back, n - back] if rows == 2 else [n]
    sign = -1.0 if upside_down else 1.0
    width = right - left
    slots: list[Slot] = []
    for r, count in enumerate(counts):
        y = front_y + sign * row_lift * (len(counts) - 1 - r)
        step = card_w + gap if count == 1 else min(card_w + gap, (width - card_w) / (count - 1))
        span = step * (count - 1) + card_w
        cx = min(max(centre_x, left + span / 2), right - span / 2)
        if step >= card_w:
            first = cx - step * (count - 1) / 2
            slots += [Slot(first + i * step, y, 0.0, scale) for i in range(count)]
        else:
            slots += fan(count, cx, y, card_w, span, step, radius, scale, upside_down)
    return slots


def _jitter(card: int, salt: int, spread: int) -> int:
    """A small deterministic offset in ``-spread..spread`` derived from a card number."""
    h = (int(card) * 2654435761 + salt * 40503) & 0xFFFFFFFF
    h ^= h >> 15
    return (h % (2 * spread + 1)) - spread
