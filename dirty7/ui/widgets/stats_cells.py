"""The words of the Statistics screen's table: its rows, each cell's text, and the check
that two of its texts do not run into each other.

Why apart from the screen: the screen lays out and draws; what a cell says (a dash where
there is nothing to say yet, "1 loss" / "2 losses") is a rule of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from dirty7.i18n import N_, format_number, format_percent, ngettext
from dirty7.store.stats import DifficultyStats

__all__ = ["METRICS", "Column", "clash", "format_metric"]

#: Table rows: key and label (a message, translated where it is shown). Values come from
#: :func:`format_metric`.
METRICS: tuple[tuple[str, str], ...] = (
    ("games", N_("Games")),
    ("wins", N_("Wins")),
    ("win_rate", N_("Win rate")),
    ("streak", N_("Current streak")),
    ("best_streak", N_("Best streak")),
    ("cards_left", N_("Avg. cards left in a loss")),
)

def format_metric(key: str, part: DifficultyStats) -> str:
    """One table cell: a dash where there is nothing to say yet."""
    if key == "games":
        return format_number(part.games)
    if key == "wins":
        return format_number(part.wins)
    if key == "win_rate":
        rate = part.win_rate
        return "–" if rate is None else format_percent(round(rate, 2))
    if key == "streak":
        if part.streak == 0:
            return "–"
        count = abs(part.streak)
        if part.streak > 0:
            return ngettext("{count} win", "{count} wins", count).format(count=count)
        return ngettext("{count} loss", "{count} losses", count).format(count=count)
    if key == "best_streak":
        return format_number(part.best_streak) if part.games else "–"
    if key == "cards_left":
        average = part.average_cards_left_when_losing
        return "–" if average is None else format_number(average, decimals=1)
    raise KeyError(key)


@dataclass(frozen=True)
class Column:
    """A difficulty shown in the table and the chart."""

    name: str
    label: str


def clash(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    """Two texts' boxes (left, bottom, right, top) overlap or side by side come closer
    than 8 units, and up and down by more than the line spacing two stacked lines share."""
    across = min(a[2], b[2]) - max(a[0], b[0]) + 8
    upright = min(a[3], b[3]) - max(a[1], b[1])
    return across > 1 and upright > 0.4 * min(a[3] - a[1], b[3] - b[1])
