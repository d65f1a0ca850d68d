"""Which screen the window shows, and the game behind it: the one place that switches.

Why one object: every way to play — a game against the computer, the deal of the day, a
challenge, a lesson, a friend's game — ends at a table and then at the results, and the
old table's flow must be closed (its computer opponents' processes ended, its clocks
stopped) before another table replaces it. The app must also know the current table,
results and session to save, resume, quit or recover from a crash. So each way to play
asks the navigator for its screen (:meth:`Navigator.open_table`,
:meth:`Navigator.show_results`, :meth:`Navigator.show`) and none assigns those fields or
closes a flow itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from dirty7.game.session import PlaySession
    from dirty7.game.table.table_flow import TableFlow
    from dirty7.net.friend_link import FriendLink
    from dirty7.ui.core.bootstrap import arcade
    from dirty7.ui.screens.results import ResultsActions, ResultsShown, ResultsView


class Table(Protocol):
    """What the navigator needs of a table view: the flow it closes before another table."""

    flow: TableFlow


TableT = TypeVar("TableT", bound="arcade.View")


class Navigator:
    """The current table, results and session of one window, and the step between them."""

    def __init__(self, window: arcade.Window,
                 on_results_drawn: Callable[[ResultsView], None] | None = None) -> None:
        self.window = window
        #: Every results screen hears its frames here (``--exit-after-game`` quits after
        #: the second).
        self.on_results_drawn = on_results_drawn
        self.table: Table | None = None
        self.results: ResultsView | None = None
        #: The session against the computer the table plays (None: a demo, a lesson or a
        #: friend's game).
        self.session: PlaySession | None = None
        #: The link of the last friend's table: told when the window closes, between two
        #: games too, so the friend hears it at once.
        self.friend_link: FriendLink | None = None

    def show(self, view: arcade.View) -> None:
        """Show a screen that is neither a table nor results (a menu, a sheet, a wait)."""
        self.window.show_view(view)

    def open_table(self, build: Callable[[], TableT]) -> TableT:
        """Close the table on show, then build the new one, remember it and show it."""
        self.close_table()
        table = build()
        self.table = table  # type: ignore[assignment]  # every table view has a flow
        self.window.show_view(table)
        return table

    def close_table(self) -> None:
        """End the current table's game here (its opponents, its clocks); it stays known
        until another replaces it, so the results and the review can still read it."""
        if self.table is not None:
            self.table.flow.close()

    def show_results(self, shown: ResultsShown, actions: ResultsActions,
                     notice: str | None = None) -> ResultsView:
        """The results screen of the game just over (``notice``: a line said over it)."""
        from dirty7.ui.screens.results import ResultsView

        if actions.drawn is None and self.on_results_drawn is not None:
            actions = dataclasses.replace(actions, drawn=self.on_results_drawn)
        self.results = ResultsView(self.window, shown, actions)
        if notice:
            self.results.notice.show(notice)
        self.window.show_view(self.results)
        return self.results

    def back_to_results(self) -> Callable[[], None]:
        """What a screen opened from the results (the review) does on Back."""
        results = self.results

        def back() -> None:
            if results is not None:
                self.window.show_view(results)
        return back

    def forget_game(self) -> tuple[PlaySession | None, Table | None]:
        """Drop the session and table (after a crash: whatever broke stays behind);
        they are returned for the last save and close."""
        session, table = self.session, self.table
        self.session = self.table = None
        return session, table


__all__ = ["Navigator", "Table"]
