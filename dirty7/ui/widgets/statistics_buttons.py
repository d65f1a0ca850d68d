"""The row of buttons under the Statistics panel, for what the panel shows.

Why apart from the view: the row is part of what must fit the window (its width is
measured with the panel's texts), so the view sets it before each try at a text size, not
only after; the choice itself is small and has one job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dirty7.i18n import _

if TYPE_CHECKING:
    from dirty7.ui.core.bootstrap import gui
    from dirty7.ui.screens.statistics import StatisticsView


def button_row(view: StatisticsView) -> list[gui.UIWidget]:
    """Back; Friends (or Levels) once a friend was played; Play on the empty page, else the
    page button while the table and the chart are on pages of their own, Achievements and
    Reset. The page button and Friends say where they lead."""
    wanted: list[gui.UIWidget] = [view.back_button]
    view.showing_friends = view.showing_friends and bool(view.stats.by_friend)
    if view.stats.by_friend:
        wanted.append(view.friends_button)
        view.friends_button.text = _("Levels") if view.showing_friends else _("Friends")
    if view.is_empty and (view.on_play is not None
                          or callable(getattr(view.window, "start_game", None))):
        wanted.append(view.play_button)
    elif not view.is_empty:
        if view.numbers_page is not None and view._numbers_shown:
            wanted.append(view.page_button)
            view.page_button.text = _("Chart") if view.numbers_page == "table" \
                else _("Table")
        wanted += [view.achievements_button, view.reset_button]
    return wanted


__all__ = ["button_row"]
