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

MAX_HAND_CARDS = 25
WASTE_VISIBLE = 4  # the top card plus up to three under it


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


def _jitter(card: int, salt: int, spread: int) -> int:
    """A small deterministic offset in ``-spread..spread`` derived from a card number."""
    h = (int(card) * 2654435761 + salt * 40503) & 0xFFFFFFFF
    h ^= h >> 15
    return (h % (2 * spread + 1)) - spread


class TableLayout:
    """Positions of everything on the table for a logical ``width`` × ``height``.

    Pure arithmetic: the table view asks where things go; tests check that hands fit,
    piles do not overlap and the layout adapts to 16:9 and 4:3 windows.
    """

    margin = 56.0

    def __init__(self, width: float = BASE_WIDTH, height: float = BASE_HEIGHT) -> None:
        self.width = float(width)
        self.height = float(height)

    # --- hands -----------------------------------------------------------------------
    def player_hand(self, n: int) -> list[Slot]:
        """The human's hand, face up along the bottom edge."""
        w, h = card_size(HAND_SCALE)
        return fan(
            n,
            self.width / 2,
            self.hand_y,
            w,
            max_width=min(self.width - 2 * self.margin, 1240.0),
            max_step=w * 0.62,
            radius=3600.0,
            scale=HAND_SCALE,
        )

    @property
    def hand_y(self) -> float:
        """Centre line of the player's hand: the lower part of each card stays on screen.

        A taller table (a 4:3 window) lifts the hand off the bottom edge by a share of
        the spare height, so the hand, the status line and the piles sit together as a
        group instead of leaving a wide empty band in the middle.
        """
        return card_size(HAND_SCALE)[1] / 2 + 22.0 + self.spare_height * 0.3

    @property
    def spare_height(self) -> float:
        """How much taller than the base table this one is (0 for 16:9 and wider)."""
        return max(0.0, self.height - BASE_HEIGHT)

    def opponent_hand(self, n: int) -> list[Slot]:
        """The computer's hand, face down along the top edge, partly above the edge."""
        w, h = card_size(OPPONENT_SCALE)
        return fan(
            n,
            self.width / 2,
            self.height - h / 2 + 18.0,
            w,
            max_width=min(self.width * 0.62, 820.0),
            max_step=w * 0.42,
            radius=2600.0,
            scale=OPPONENT_SCALE,
            upside_down=True,
        )

    # --- centre piles ----------------------------------------------------------------
    @property
    def piles_y(self) -> float:
        """Centre line of stock and waste: midway between the two hands."""
        top_of_hand = self.hand_y + card_size(HAND_SCALE)[1] / 2
        bottom_of_opp = self.height - card_size(OPPONENT_SCALE)[1] + 18.0
        return (top_of_hand + bottom_of_opp) / 2 + 22.0

    @property
    def stock(self) -> Slot:
        """Centre of the stock's top card."""
        return Slot(self.width / 2 - 100.0, self.piles_y, 0.0, PILE_SCALE)

    def stock_layers(self, stock_size: int) -> list[Slot]:
        """Slots of the backs drawn for the stock, bottom first: a thicker pile, more cards.

        The last slot is the clickable top card. An empty stock has no slots.
        """
        if stock_size <= 0:
            return []
        layers = min(stock_size, 1 + stock_size // 8, 5)
        base = self.stock
        return [
            Slot(base.x - 1.5 * (layers - 1 - i), base.y - 1.5 * (layers - 1 - i), 0.0, PILE_SCALE)
            for i in range(layers)
        ]

    @property
    def waste_center(self) -> tuple[float, float]:
        return self.width / 2 + 100.0, self.piles_y

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
            PILE_SCALE,
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
    def status_pos(self) -> tuple[float, float]:
        """Centre of the status line, just above the player's hand.

        High enough that a playable card (raised 16), the hinted one (8 more) and the
        keyboard focus ring around it (10) all stay below the text's descenders.
        """
        return self.width / 2, self.hand_y + card_size(HAND_SCALE)[1] / 2 + 58.0

    @property
    def stock_count_pos(self) -> tuple[float, float]:
        s = self.stock
        return s.x, s.y - card_size(PILE_SCALE)[1] / 2 - 18.0

    @property
    def suit_badge_pos(self) -> tuple[float, float]:
        """Where the active-suit badge sits, to the left of the stock."""
        s = self.stock
        return s.x - card_size(PILE_SCALE)[0] / 2 - 70.0, s.y

    @property
    def buttons_area(self) -> Box:
        """Column right of the waste for Draw / Pass and similar actions."""
        cx, cy = self.waste_center
        left = cx + card_size(PILE_SCALE)[0] / 2 + 60.0
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
        """Small "Menu" button in the top-left corner."""
        return Box(20.0, self.height - 62.0, 120.0, 42.0)

    @property
    def opponent_label_pos(self) -> tuple[float, float]:
        """Left edge of the computer's name and card count, right of its widest fan."""
        w, h = card_size(OPPONENT_SCALE)
        left = self.width / 2 + min(self.width * 0.62, 820.0) / 2 + 24.0
        return left, self.height - h / 2 + 10.0
