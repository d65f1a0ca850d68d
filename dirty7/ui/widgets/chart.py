"""Small charts drawn with Arcade primitives: win-rate bars and a strip of recent results.

Why not a plotting library: two tiny charts do not justify a dependency, and drawing them
with the table's own colours and fonts makes them look like part of the game. Each chart
computes its geometry once in ``set(...)`` (the boxes are public so tests can look at the
exact pixels) and ``draw()`` only draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from dirty7.i18n import format_percent, pgettext
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Box


def chip_letter(won: bool | None) -> str:
    """The letter on a result's chip: a win, a loss, a draw ("S" and "N" in German, for
    Sieg and Niederlage). In a context of their own: "D" and "L" are keys too, and a
    key's letter is the same in every language."""
    if won is None:
        return pgettext("result chip", "D")
    return pgettext("result chip", "W") if won else pgettext("result chip", "L")

__all__ = [
    "BAR_TOP",
    "DRAW_COLOR",
    "LOSS_COLOR",
    "TRACK_COLOR",
    "WIN_COLOR",
    "Bar",
    "ResultsStrip",
    "WinRateChart",
]

WIN_COLOR = theme.GOLD
LOSS_COLOR = (206, 78, 64)
DRAW_COLOR = (160, 172, 164)
TRACK_COLOR = (0, 0, 0, 70)
GRID_ALPHA = 34  # of the grid's faint lines (see theme.faint)
BAR_TOP = (252, 222, 140)  # the light end of a bar's gradient


@dataclass(frozen=True)
class Bar:
    """One bar: a name (key), its label, a rate from 0 to 1 (None: no games) and a caption."""

    name: str
    label: str
    rate: float | None
    caption: str = ""


@lru_cache(maxsize=4)
def _gradient_texture(bottom: tuple[int, int, int], top: tuple[int, int, int]) -> arcade.Texture:
    """A 1×64 vertical gradient, stretched over a bar: lit at the top like a gold ingot."""
    column = Image.linear_gradient("L").resize((1, 64))
    low = Image.new("RGBA", (1, 64), (*bottom, 255))
    high = Image.new("RGBA", (1, 64), (*top, 255))
    image = Image.composite(low, high, column)  # linear_gradient is dark at the top row
    return arcade.Texture(image, hash=f"dirty7-bar-{bottom}-{top}")


def _text(text: str, x: float, y: float, size: float, color, *, bold: bool = False,
          anchor_x: str = "center", anchor_y: str = "baseline") -> arcade.Text:
    return arcade.Text(
        text, x, y, color, size, font_name=theme.BODY_FONT, bold=bold,
        anchor_x=anchor_x, anchor_y=anchor_y,
    )


def _narrow(texts: Sequence[arcade.Text], room: float) -> None:
    """``texts`` (a row under the bars) all as much smaller as the widest needs to be no
    wider than ``room`` (four bars in a narrow plot), so the row keeps one size."""
    widest = max((t.content_width for t in texts), default=0.0)
    if widest > room:
        for text in texts:
            text.font_size *= room / widest


class WinRateChart:
    """Vertical bars from 0 % to 100 % with light grid lines and labels under each bar."""

    def __init__(self) -> None:
        self.bars: list[Bar] = []
        self.box = Box(0, 0, 0, 0)
        self.track_boxes: dict[str, Box] = {}
        self.fill_boxes: dict[str, Box] = {}
        self.value_texts: dict[str, arcade.Text] = {}
        self._texts: list[arcade.Text] = []
        self._grid: list[float] = []

    @property
    def texts(self) -> list[arcade.Text]:
        """Every text the chart draws (for a screen's check that none overlaps another)."""
        return list(self._texts)

    def set(self, box: Box, bars: Sequence[Bar], k: float = 1.0) -> None:
        """Lay out ``bars`` inside ``box`` (the plot area; labels go below and left of it),
        their texts at text scale ``k``."""
        self.box = box
        self.bars = list(bars)
        self.track_boxes.clear()
        self.fill_boxes.clear()
        self.value_texts.clear()
        self._texts = []
        self._grid = []
        for percent in (0, 25, 50, 75, 100):
            y = box.bottom + box.height * percent / 100
            self._grid.append(y)
            self._texts.append(
                _text(format_percent(percent / 100), box.left - 12, y, (theme.SMALL_SIZE - 2) * k,
                      theme.panel_text((*theme.TEXT_DIM, 170)), anchor_x="right",
                      anchor_y="center")
            )
        count = max(1, len(self.bars))
        slot = box.width / count
        width = min(84.0, slot * 0.56)
        labels: list[arcade.Text] = []
        captions: list[arcade.Text] = []
        for index, bar in enumerate(self.bars):
            cx = box.left + slot * (index + 0.5)
            track = Box(cx - width / 2, box.bottom, width, box.height)
            self.track_boxes[bar.name] = track
            rate = 0.0 if bar.rate is None else min(1.0, max(0.0, bar.rate))
            self.fill_boxes[bar.name] = Box(track.left, track.bottom, width, box.height * rate)
            if bar.rate is None:
                value = _text("–", cx, track.bottom + 10, theme.BODY_SIZE * k,
                              theme.panel_text(theme.TEXT_DIM))
            else:
                # Over its bar, never on it (the plot leaves room over a full bar).
                value = _text(format_percent(round(rate, 2)), cx,
                              track.bottom + box.height * rate + 8, theme.BODY_SIZE * k,
                              theme.panel_text(theme.CREAM), bold=True)
            self.value_texts[bar.name] = value
            self._texts.append(value)
            labels.append(_text(bar.label, cx, box.bottom - 26 * k, (theme.SMALL_SIZE + 1) * k,
                                theme.panel_text(theme.GOLD), bold=True))
            if bar.caption:
                captions.append(_text(bar.caption, cx, box.bottom - 46 * k,
                                      (theme.SMALL_SIZE - 1) * k,
                                      theme.panel_text((*theme.TEXT_DIM, 210))))
        for row in (labels, captions):
            _narrow(row, slot - 12)
            self._texts += row

    def draw(self) -> None:
        box = self.box
        for y in self._grid[1:]:
            arcade.draw_line(box.left, y, box.right, y, theme.faint(GRID_ALPHA), 1)
        gradient = _gradient_texture(theme.GOLD_DARK, BAR_TOP)
        for bar in self.bars:
            track = self.track_boxes[bar.name]
            arcade.draw_lbwh_rectangle_filled(
                track.left, track.bottom, track.width, track.height, TRACK_COLOR
            )
            fill = self.fill_boxes[bar.name]
            if fill.height >= 1:
                rect = arcade.LBWH(fill.left, fill.bottom, fill.width, fill.height)
                arcade.draw_texture_rect(gradient, rect)
                arcade.draw_line(fill.left, fill.top - 1, fill.right, fill.top - 1, theme.CREAM, 2)
        arcade.draw_line(box.left, box.bottom, box.right, box.bottom,
                         theme.panel_text((*theme.GOLD, 160)), 2)
        for text in self._texts:
            text.draw()


class ResultsStrip:
    """The last games as a row of chips, oldest on the left: gold W, red L, grey D.

    Slots not played yet are faint outlines, so the strip always shows how many fit. The
    two games of a "Swap hands" pair are joined by a gold bar under their chips (the same
    deal played from both seats reads as one experiment, not two unrelated results).
    """

    def __init__(self, limit: int = 20) -> None:
        self.limit = limit
        self.results: list[bool | None] = []
        self.chip_boxes: list[Box] = []
        self.pair_links: list[tuple[int, int]] = []  # chip indices of each swapped pair
        self._texts: list[arcade.Text] = []

    def set(self, box: Box, results: Sequence[bool | None],
            pairs: Sequence[str | None] = (), marked: Sequence[bool] = ()) -> None:
        """Lay out the newest ``limit`` results (oldest first) centred in ``box``;
        ``pairs`` holds each result's "Swap hands" pair id (None: not in a pair), ``marked``
        whether plays were taken back in it (its letter then carries a star: ``W*``)."""
        starred = list(marked)[-self.limit:]
        self.results = list(results)[-self.limit:]
        shown = list(pairs)[-self.limit:] if pairs else []
        firsts: dict[str, int] = {}
        self.pair_links = []
        for index, pair in enumerate(shown):
            if pair is None:
                continue
            if pair in firsts:
                self.pair_links.append((firsts.pop(pair), index))
            else:
                firsts[pair] = index
        gap = 10.0
        size = min(box.height, (box.width - gap * (self.limit - 1)) / self.limit)
        total = size * self.limit + gap * (self.limit - 1)
        left = box.left + (box.width - total) / 2
        bottom = box.bottom + (box.height - size) / 2
        self.chip_boxes = [
            Box(left + i * (size + gap), bottom, size, size) for i in range(self.limit)
        ]
        self._texts = []
        for index, (chip, won) in enumerate(zip(self.chip_boxes, self.results, strict=False)):
            letter = chip_letter(won)
            if index < len(starred) and starred[index]:
                letter += "*"
            color = theme.PRIMARY_TEXT if won else theme.CREAM
            cx, cy = chip.center
            self._texts.append(
                _text(letter, cx, cy, theme.SMALL_SIZE + 1, color, bold=True, anchor_y="center")
            )

    @staticmethod
    def color_of(won: bool | None) -> tuple[int, int, int]:
        """The chip colour for a result."""
        if won is None:
            return DRAW_COLOR
        return WIN_COLOR if won else LOSS_COLOR

    def draw(self) -> None:
        for index, chip in enumerate(self.chip_boxes):
            rect = arcade.LBWH(chip.left, chip.bottom, chip.width, chip.height)
            if index < len(self.results):
                fill = self.color_of(self.results[index])
                border = theme.CREAM if index == len(self.results) - 1 else (0, 0, 0, 90)
                tex = theme.rounded_rect_texture(fill, border, 9, (40, 40), 2)
            else:
                tex = theme.rounded_rect_texture((0, 0, 0, 50), theme.faint(46), 9, (40, 40),
                                                 2, False)
            arcade.draw_texture_rect(tex, rect)
        ink = theme.panel_text(theme.GOLD)  # a dark gold on high contrast's white panel
        for first, second in self.pair_links:
            a, b = self.chip_boxes[first], self.chip_boxes[second]
            y = a.bottom - 6
            arcade.draw_line(a.center[0], y, b.center[0], y, ink, 3)
            for chip in (a, b):  # short ticks up to the chips: a bracket, not a stray line
                arcade.draw_line(chip.center[0], y - 1.5, chip.center[0], chip.bottom, ink, 3)
        for text in self._texts:
            text.draw()
