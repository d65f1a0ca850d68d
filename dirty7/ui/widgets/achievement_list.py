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

from dirty7.i18n import N_, _, format_day
from dirty7.store.achievements import DAILY_STREAK, HARD_WINS, SEVEN_CHAIN, listed
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Box

TITLE = N_("Achievements")
UNDATED = N_("Reached before achievements were kept")
#: Each milestone's title and how it is reached (the store knows them by key only), with
#: the numbers they name.
WORDS: dict[str, tuple[str, str]] = {
    "first_win_easy": (N_("First win against Easy"), N_("Win a game against Easy.")),
    "first_win_medium": (N_("First win against Medium"), N_("Win a game against Medium.")),
    "first_win_hard": (N_("First win against Hard"), N_("Win a game against Hard.")),
    "first_win_matched": (N_("First win against Matched"),
                          N_("Win a game against Matched.")),
    "seven_chain": (N_("Seven chain"), N_("Take part in a chain of {count} Sevens.")),
    "no_draw_win": (N_("Never drew"), N_("Win a game without drawing a card.")),
    "daily_streak": (N_("A week of deals"),
                     N_("Play the deal of the day {count} days in a row.")),
    "hard_ten": (N_("Hard, ten times"), N_("Beat Hard {count} times.")),
}
_COUNTS = {"seven_chain": SEVEN_CHAIN, "daily_streak": DAILY_STREAK, "hard_ten": HARD_WINS}
ROWS_PER_COLUMN = 4


def reached_words(date: str | None) -> str:
    """``Reached 1 March 2026`` (the day in the player's own offset), or UNDATED."""
    if date is None:
        return _(UNDATED)
    moment = datetime.fromisoformat(date)
    return _("Reached {day}").format(day=format_day(moment.date()))


def milestone_words(key: str, title: str, how: str) -> tuple[str, str]:
    """A milestone's title and how, in the player's language (the store's English words
    for one this list does not know yet)."""
    if key not in WORDS:
        return title, how
    title_message, how_message = WORDS[key]
    return _(title_message), _(how_message).format(count=_COUNTS.get(key, 0))


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
    text(_(TITLE), left, top, theme.SMALL_SIZE + 1, theme.GOLD, bold=True)
    text(_("{count} of {total} reached").format(count=count, total=len(rows)),
         panel.right - 34, top, theme.SMALL_SIZE, theme.TEXT_DIM, anchor_x="right")
    column_w = (panel.width - 68) / 2
    row_h = (panel.height - 96) / ROWS_PER_COLUMN
    medal = 40.0
    medals = []
    for index, (key, english_title, english_how, date, reached) in enumerate(rows):
        title, how = milestone_words(key, english_title, english_how)
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
