"""The screens the text-size walks lay out, each made ready to show: every screen of the
menu's, the results with every button and a seal, the crash screen and the friend wait
screen. Shared by the fit walk (tests/ui/test_text_sizes.py), the growth walk
(tests/ui/test_text_growth_walk.py) and the screens' own tests.
"""

from __future__ import annotations

from dirty7.game.controller import PERSON_AT_TABLE, Game, GameResult
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens.challenge_entry import ChallengeEntryView
from dirty7.ui.screens.crash_screen import CrashFacts, CrashView
from dirty7.ui.screens.custom_rules_sheet import CustomRulesView
from dirty7.ui.screens.friend_wait import FriendWaitView
from dirty7.ui.screens.how_to_play import HowToPlayView
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.results import ResultsActions, ResultsShown, ResultsView
from dirty7.ui.screens.review_screen import ReviewView
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.screens.settings.friend_sheet import FriendSettingsView
from dirty7.ui.screens.speech_sheet import SpeechView
from dirty7.ui.screens.statistics import StatisticsView
from dirty7.ui.table.table_view import TableView
from tests.support.screens import STRATEGIES
from tests.support.table import FirstLegal

#: The two window sizes every walk lays each screen out in.
SIZES = [(800, 600), (1280, 720)]
SEAL = ("Seed 13845629713408655172 · nonce 9c41e07d5b2a86f3e1d04c7a92b6f358 · "
        "the deal matched its seal (f8c6 a161)")
VERDICT = "Verified: seal, deal and every move check out (6 computer moves re-run)"


def finished_game() -> Game:
    game = Game([PERSON_AT_TABLE, None], start="5H/2D4D/8C5C/QDAC6S 0 n C",
                players=["You", "Computer"])
    game.play("5H")
    return game


def loser_with_two_cards() -> GameResult:
    """A game won in one move, the computer left with two cards."""
    game = Game([PERSON_AT_TABLE, None], start="5H/2D4D/8C5C/QDAC6S9H9S 0 n C",
                players=["You", "Computer"])
    game.play("5H")
    return game.result()


def results_view(window: arcade.Window, stats: bool = True, export: bool = True,
                 review: bool = True, swap: bool = True, seal: str = SEAL) -> ResultsView:
    """The results with the optional buttons asked for (every one by default) and a seal."""
    def nothing() -> None:
        return None

    return ResultsView(window, ResultsShown(loser_with_two_cards(), seal_text=seal),
                       ResultsActions(
        statistics=nothing if stats else None,
        export=(lambda: ("game.json", "Saved to game.json")) if export else None,
        verify=(lambda _path: (True, VERDICT)) if export else None,
        review=nothing if review else None, swap=nothing if swap else None))


def keys_page(view: HowToPlayView) -> HowToPlayView:
    view.page = 1  # the keys (laid out by the on_resize that follows)
    return view


class WaitingLink:
    """A friend link as the wait screen reads it: waiting for the friend."""

    code, role, status, error = "d7-test", "host", "waiting", ""

    def cancel(self) -> None:
        """Nothing to cancel."""

    def close(self, timeout: float = 3.0) -> None:
        """Nothing to close."""


def crash_view(window: arcade.Window) -> CrashView:
    facts = CrashFacts("ValueError: bad card", "Your game was saved: Resume continues it.",
                       "/tmp/crash-20261203-120000.log")
    return CrashView(window, facts=facts, on_menu=lambda: None, on_quit=lambda: None)


def friend_wait_view(window: arcade.Window) -> FriendWaitView:
    return FriendWaitView(window, link=WaitingLink(), on_ready=lambda link: None,
                          on_leave=lambda: None)


class ReviewDone:
    """A review whose computation is over and judged nothing (the screen's texts alone)."""

    judgements: dict = {}
    total = done = 0
    failed = None

    def poll(self) -> bool:
        return False

    def close(self) -> None:
        """Nothing runs."""


def review_view(window: arcade.Window) -> ReviewView:
    game = finished_game()
    return ReviewView(window, record=game.record.to_dict(), run=ReviewDone())


def table_view(window: arcade.Window) -> TableView:
    """A table in a game (its flow must be closed after)."""
    game = Game([PERSON_AT_TABLE, None], start="5H9CKS/2D4D/8C5C/QDAC6S 0 n C",
                players=["You", "Computer"])
    return TableView(window, TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)


def friend_sheet_view(window: arcade.Window) -> FriendSettingsView:
    from dirty7.store.settings import Settings

    return FriendSettingsView(window, settings=LiveSettings(Settings(), persist=False))


SCREENS = {
    "menu": lambda w: MenuView(w, strategies=STRATEGIES, on_resume=lambda: None),
    "settings": lambda w: SettingsView(w, strategies=STRATEGIES, on_look=lambda: None,
                                       on_speech=lambda: None, on_friend=lambda: None),
    "look": lambda w: LookView(w),
    "speech": lambda w: SpeechView(w),
    "how_to_play": lambda w: HowToPlayView(w),
    "how_to_play_keys": lambda w: keys_page(HowToPlayView(w)),
    "statistics": lambda w: StatisticsView(w, strategies=STRATEGIES[:3]),
    "results": lambda w: ResultsView(w, ResultsShown(finished_game().result())),
    "challenge_entry": lambda w: ChallengeEntryView(w, on_play=lambda _code: None,
                                                    on_back=lambda: None),
    "custom_rules": lambda w: CustomRulesView(w),
}
