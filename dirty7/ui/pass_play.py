"""Two players at one computer in the window: the names, the table, the results, again.

Why apart from :mod:`dirty7.ui.app`: a game between two people at one computer is not
part of a session against the computer (no save, no difficulty, no win against a level):
its table is a :class:`~dirty7.ui.table.pass_table.PassPlayTable` (a cover between turns),
it is counted per pair of names (:mod:`dirty7.store.pair_stats`), and Play again deals
the next game with the other player starting. Its wiring lives here, as the lessons' does
in :mod:`dirty7.ui.lesson_play`.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from dirty7.i18n import N_, _

if TYPE_CHECKING:
    from dirty7.game.table.table_options import TableOptions
    from dirty7.ui.app import App

log = logging.getLogger("dirty7.ui")

#: The names offered the first time (the last two typed are offered after that).
DEFAULT_NAMES = (N_("Player 1"), N_("Player 2"))


class PassPlay:
    """The app's way to a game of two players at one computer (see the module docstring).

    ``table_options`` start every table made (a test's clock; None: the plain ones); the
    names, the opponent mode and the deal are the game's."""

    def __init__(self, app: App, table_options: TableOptions | None = None) -> None:
        self.app = app
        self.names: tuple[str, str] | None = None
        self.games = 0  # games dealt to these names (who starts alternates)
        self.game_id = ""
        self.table_options = table_options
        #: Each game's deal seed: a fresh random one (a test's are fixed).
        self.next_seed: Callable[[], int] = lambda: secrets.randbits(32)
        self._first_seed: int | None = None  # the first game's deal, when one was given

    def last_names(self) -> tuple[str, str]:
        """The names to offer: the last two typed, else "Player 1" and "Player 2"."""
        from dirty7.store.pair_stats import load_pairs

        stats, _warning = load_pairs()  # a warning is queued in the store, told later
        if stats.last_names is not None:
            return stats.last_names
        return _(DEFAULT_NAMES[0]), _(DEFAULT_NAMES[1])

    def start(self, first: str, second: str, seed: int | None = None):
        """A game between ``first`` (seat 0, who starts) and ``second`` at this computer;
        ``seed`` deals its first game (``--seed``), else a random deal."""
        from dirty7.store.pair_stats import remember_names

        self.names, self.games = (first, second), 0
        self._first_seed = seed
        problem = remember_names(self.names)
        if problem:
            log.warning("the names were not kept: %s", problem)
        return self.deal()

    def deal(self):
        """The next game of these names at the table, behind the cover."""
        from dirty7.game.seats.seat_factory import PERSON, dealt_game
        from dirty7.game.table.table_options import PLAIN_TABLE
        from dirty7.ui.table.pass_table import PassPlayTable

        app = self.app
        seed = self._first_seed if self._first_seed is not None else self.next_seed()
        self._first_seed = None
        game = dealt_game([PERSON, PERSON], seed=seed, first=self.games % 2,
                          variant=app.settings.game_variant)
        self.game_id = secrets.token_hex(8)
        options = replace(self.table_options or PLAIN_TABLE, names=self.names,
                          opponent_mode=app.options.opponent_mode)
        return app.navigator.open_table(lambda: PassPlayTable(
            app.window, options, game=game, settings=app.settings,
            on_menu=app.show_menu, on_game_over=self.show_results))

    def play_again(self):
        """The next game: the other player starts."""
        self.games += 1
        return self.deal()

    def count(self, table) -> str:
        """Count the finished game for the pair, once; the results' line of the pair."""
        from dirty7.store.pair_stats import count_pair_game

        result = table.flow.game.result()
        names = self.names
        assert names is not None  # a game was dealt, so :meth:`start` named its players
        winner = None if result.winner is None else names[result.winner]
        record, problem = count_pair_game(names, winner, self.game_id)
        if problem:
            log.warning("the game at one computer was not counted: %s", problem)
        if record is None:
            return ""
        return _("Games at this computer: {first} won {first_wins}, {second} won "
                 "{second_wins}").format(first=names[0], first_wins=record.wins_of(names[0]),
                                         second=names[1], second_wins=record.wins_of(names[1]))

    def show_results(self, table) -> None:
        """The game is over: counted for the pair, then who won, by name."""
        from dirty7.ui.screens.results import ResultsActions, ResultsShown

        app = self.app
        flow = table.flow
        shown = ResultsShown(result=flow.game.result(), names=flow.names,
                             human=(False, False), seal_text=self.count(table))
        actions = ResultsActions(play_again=self.play_again, menu=app.show_menu,
                                 review=lambda: self.show_review(table))
        app.navigator.show_results(shown, actions)

    def show_review(self, table) -> None:
        """Step through the finished game, both hands face up; Back returns to the results."""
        from dirty7.ui.screens.review_screen import ReviewView

        app = self.app
        app.navigator.show(ReviewView(
            app.window, record=table.flow.game.record.to_dict(), names=table.flow.names,
            seat=0, on_back=app.navigator.back_to_results()))


__all__ = ["DEFAULT_NAMES", "PassPlay"]
