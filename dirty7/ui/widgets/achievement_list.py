"""The quiet milestones as the Statistics screen lists them: two columns of medals.

Why only there: achievements must never nag — no pop-up in a game, no count on
the menu. A reached one shows a gold medal, its title and the day it was reached; one not
yet reached a faint outline and how to reach it. The milestones themselves are
dirty7.store.achievements'.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from dirty7.store.achievements import listed
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Box

TITLE = "Achievements"
UNDATED = "Reached before achievements were kept"
ROWS_PER_COLUMN = 4


def reached_words(date: str | None) -> str:
    """``Reached 1 March 2026`` (the day in the player's own offset), or UNDATED."""
    if date is None:
        return UNDATED
    moment = datetime.fromisoformat(date)
    return f"Reached {moment.day} {moment:%B %Y}"


@dataclass(frozen=True)
class Medal:
    """Where one milestone's medal is drawn, and whether it is reached."""

    box: Box
    reached: bool


def layout_achievements(panel: Box, achievements: dict[str, str | None], k: float,
                        text: Callable[..., arcade.Text]) -> list[Medal]:
    """Lay the list out in ``panel`` at text scale ``k``; ``text(words, x, y, size, color,
    **kw)`` makes each text (the screen's own, so its fit check sees them). The medals."""
    rows = listed(achievements)
    left, top = panel.left + 34, panel.top - 42
    count = sum(1 for *_rest, reached in rows if reached)
    text(TITLE, left, top, theme.SMALL_SIZE + 1, theme.GOLD, bold=True)
    text(f"{count} of {len(rows)} reached", panel.right - 34, top, theme.SMALL_SIZE,
         theme.TEXT_DIM, anchor_x="right")
    column_w = (panel.width - 68) / 2
    row_h = (panel.height - 96) / ROWS_PER_COLUMN
    medal = 40.0
    medals = []
    for index, (_key, title, how, date, reached) in enumerate(rows):
        column, line = divmod(index, ROWS_PER_COLUMN)
        x = left + column * column_w
        mid = top - 34 - line * row_h - row_h / 2
        medals.append(Medal(Box(x, mid - medal / 2, medal, medal), reached))
        text(title, x + medal + 18, mid + 4, theme.SMALL_SIZE + 1,
             theme.CREAM if reached else theme.TEXT_DIM, bold=reached, anchor_y="bottom")
        text(reached_words(date) if reached else how, x + medal + 18, mid - 4,
             theme.SMALL_SIZE - 1, theme.GOLD if reached else theme.TEXT_DIM, anchor_y="top")
    return medals


def draw_medals(medals: list[Medal]) -> None:
    """A gold disc for each reached milestone, a faint ring for the others."""
    for medal in medals:
        b = medal.box
        rect = arcade.LBWH(b.left, b.bottom, b.width, b.height)
        if medal.reached:
            tex = theme.rounded_rect_texture(theme.GOLD, theme.CREAM, 20, (40, 40), 2)
        else:
            tex = theme.rounded_rect_texture((0, 0, 0, 50), theme.faint(60), 20, (40, 40), 2,
                                             False)
        arcade.draw_texture_rect(tex, rect)


__all__ = ["Medal", "TITLE", "UNDATED", "draw_medals", "layout_achievements", "reached_words"]
