"""The deal of the day and a friend's challenge in the window: the menu's two entries, the
code screen, and what the results add after such a game.

Why apart from :mod:`dirty7.ui.app`: the app owns navigation and stays small; this part
knows the daily status (:mod:`dirty7.store.daily_log`), the sessions
(:mod:`dirty7.game.daily`) and the clipboard, and hands the app plain callbacks. The date
is the player's local date, asked of ``today`` (a test gives its own).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Any

from dirty7.i18n import N_, _
from dirty7.ui.core.clipboard import copy_text

if TYPE_CHECKING:
    from dirty7.ui.app import App

DAILY_LABEL = N_("Deal of the day")
CHALLENGE_LABEL = N_("Play a challenge")


def daily_label(status: Any) -> str:
    """The menu's daily entry with its small status: ✓ once played today.

    Why no streak on it: a button half a panel wide has room for the name and a tick only;
    a streak added there was cut to "Deal of the day ✓ · s"."""
    return _(DAILY_LABEL) + (" ✓" if status.played is not None else "")


class DailyPlay:
    """The menu entries ``daily`` and ``challenge`` and their games, for one app."""

    def __init__(self, app: App, today: Callable[[], date] | None = None) -> None:
        self.app = app
        self.today = today or date.today

    # --- the menu ------------------------------------------------------------------------
    def status(self) -> Any:
        from dirty7.store.daily_log import daily_status

        return daily_status(self.today())

    def entries(self) -> list[tuple[str, str, Callable[[], None]]]:
        """The menu's ``ways_to_play`` entries of this part."""
        return [("daily", daily_label(self.status()), self.start_daily),
                ("challenge", _(CHALLENGE_LABEL), self.show_entry)]

    def refresh(self, menu: Any) -> None:
        """The daily entry's status as of now (a day played, a new day begun)."""
        label = daily_label(self.status())
        menu.ways_to_play = [(k, label if k == "daily" else text, action)
                             for k, text, action in menu.ways_to_play]
        button = menu.buttons.get("daily")
        if button is not None and button.text != label:
            button.text = label

    # --- the games -------------------------------------------------------------------------
    def start_daily(self) -> None:
        self.app.confirm_new_game(self._start_daily)

    def _start_daily(self) -> None:
        from dirty7.game.daily import daily_session

        self.app.play_session(daily_session(self.today()))

    def show_entry(self) -> None:
        self.app.confirm_new_game(self._show_entry)

    def _show_entry(self) -> None:
        from dirty7.ui.screens.challenge_entry import ChallengeEntryView

        app = self.app
        app.navigator.show(ChallengeEntryView(app.window, on_play=self.play_code,
                                              on_back=app.show_menu))

    def play_code(self, code: str) -> str | None:
        """Play the challenge ``code``; why it is refused, or None once the table shows."""
        from dirty7.game.challenge import ChallengeError
        from dirty7.game.daily import challenge_session

        try:
            session = challenge_session(code)
        except ChallengeError as exc:
            return str(exc)
        self.app.play_session(session)
        return None

    def replay(self, session: Any) -> bool:
        """Play again after a daily game or a challenge: the same game (not counted for the
        streak). False for any other session."""
        from dirty7.game.daily import replay

        again = replay(session) if session is not None else None
        if again is None:
            return False
        self.app.play_session(again)
        return True

    # --- the results -------------------------------------------------------------------------
    def count_before_results(self, session: Any, flow: Any) -> None:
        """A finished daily game counts for its day first (once), and every counted game
        then knows the best daily streak (the milestone "a daily streak of seven")."""
        from dirty7.game.daily import count_day, day_of
        from dirty7.store.daily_log import daily_streaks

        if day_of(session) is not None and flow.human == (True, False):
            _counted, error = count_day(session, flow.game.result())
            if error:
                session.messages.append(error)
        session.best_daily_streak = daily_streaks(today=self.today())[1]

    def results_extras(self, session: Any, flow: Any) -> dict[str, Any]:
        """What the results add (ResultsShown's fields): the daily line, the challenge
        code of a game played by a person, a comparison."""
        from dirty7.game.daily import challenge_code, comparison, day_of, result_line

        result = flow.game.result()
        extras: dict[str, Any] = {}
        if session is None or flow.human != (True, False):
            return extras
        day = day_of(session)
        if day is not None:  # counted for its day already (count_before_results)
            extras["share_line"] = result_line(day, result)
        if session.state.challenge:
            extras["compared"] = comparison(session.state.challenge, result)
        extras["challenge_code"] = challenge_code(flow.game.record, result)
        return extras

    def copy(self, text: str) -> str | None:
        return copy_text(self.app.window, text)


__all__ = ["CHALLENGE_LABEL", "DAILY_LABEL", "DailyPlay", "daily_label"]
