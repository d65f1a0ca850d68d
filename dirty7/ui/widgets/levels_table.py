"""The Statistics screen's table of the levels: a row per figure (games, wins, win rate,
streaks, cards left), a column per level and one for all of them together.

Why apart from the screen: each column is as wide as its widest measured text and the
labels' column as its longest label (at an even share of the row, five columns ran "Hard"
into "Matched" and "2 losses" past the row) — a measurement of its own. The screen makes
each text through ``text`` (its way of making a text at its scale), as the Friends page
does, so the table fits and grows like the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from dirty7.i18n import _
from dirty7.store.stats import DifficultyStats
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Box
from dirty7.ui.widgets.stats_cells import METRICS, format_metric

__all__ = ["LevelsTable", "layout_levels_table"]

ALL = "all"  # the column key of the totals, drawn in gold and bold
ROW_HEIGHT = 40


@dataclass(frozen=True)
class LevelsTable:
    """What the screen keeps of a laid-out table: each cell's text by (figure, column),
    the stripes behind every other row, how far left of its place the table reaches into
    the chart's half (``shift``), where the line before the totals goes (``all_x``), and
    the rows' bottom and top."""

    cells: dict[tuple[str, str], arcade.Text]
    stripes: list[Box]
    shift: float
    all_x: float
    rows: tuple[float, float]


def layout_levels_table(panel: Box, cx: float, columns: Sequence[tuple[str, str]],
                        parts: Mapping[str, DifficultyStats], k: float,
                        text: Callable[..., arcade.Text], *, alone: bool) -> LevelsTable:
    """Lay the table out in ``panel`` at text scale ``k``: ``columns`` are (heading, key)
    pairs, the totals' key ``"all"`` last; ``alone`` when it has the panel to itself (the
    chart on a page of its own)."""
    p, size = panel, theme.SMALL_SIZE + 1
    right = p.right - 30
    values = {(key, name): format_metric(key, parts[name])
              for key, _label in METRICS for _head, name in columns}

    def wide(words: str, bold: bool = True) -> float:
        return arcade.Text(words, 0, 0, font_size=size * k, font_name=theme.BODY_FONT,
                           bold=bold).content_width

    pad = 24 * k
    label_w = 12 + pad + max(wide(_(label), False) for _key, label in METRICS)
    widths = [pad + max(wide(head), *(wide(values[key, name], name == ALL)
                                      for key, _label in METRICS))
              for head, name in columns]
    left = p.left + 30 if alone else \
        min(cx - 88 - 560 * (k - 1), right - label_w - sum(widths))
    spare = (right - left - label_w - sum(widths)) / len(columns)  # shared out evenly
    xs = [left + label_w + sum(widths[:i]) + spare * i + (widths[i] + spare) / 2
          for i in range(len(columns))]
    y = p.top - 42
    text(_("By difficulty"), left + 12, y, size, theme.GOLD, bold=True)
    for (head, _name), x in zip(columns, xs, strict=True):
        text(head, x, y, size, theme.GOLD, bold=True, anchor_x="center")
    y -= 16
    cells: dict[tuple[str, str], arcade.Text] = {}
    stripes: list[Box] = []
    for index, (key, label) in enumerate(METRICS):
        baseline = y - (index + 0.5) * ROW_HEIGHT
        if index % 2 == 0:
            stripes.append(Box(left, baseline - ROW_HEIGHT / 2, right - left, ROW_HEIGHT))
        text(_(label), left + 12, baseline, size, theme.TEXT, anchor_y="center")
        for (_head, name), x in zip(columns, xs, strict=True):
            cells[(key, name)] = text(
                values[key, name], x, baseline, size,
                theme.GOLD if name == ALL else theme.CREAM, bold=name == ALL,
                anchor_x="center", anchor_y="center")
    return LevelsTable(cells, stripes, cx - 88 - left, xs[-1] - (widths[-1] + spare) / 2,
                       (y - len(METRICS) * ROW_HEIGHT, y))
