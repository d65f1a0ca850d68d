"""The game window and the flow between its views: menu → table → results → again.

Why an :class:`App` object apart from the window: it owns navigation (views never import
each other in a circle; each gets plain callbacks) and the play session, and it works with
any Arcade window — the tests drive it on their one shared headless window.
:class:`DirtySevenWindow` is the real, resizable window that owns an App; :func:`run_app`
opens it and runs the event loop.

Every game against the computer belongs to a :class:`dirty7.game.session.PlaySession` (deal
numbers, who starts, the match score, the game id the statistics count once). Leaving an
unfinished game — Menu, Esc or closing the window — saves it, and the menu then offers
Resume (and Enter resumes); a finished game is counted and its save removed. A new game over
an unfinished one — from the menu, the deal of the day, a challenge, the game after the
lessons or the empty statistics — is started only once the player confirms it
(:meth:`App.confirm_new_game`, the menu's one question), and then replaces the saved one
(the new game is saved in its place). A demo (``--autoplay``) has no session.

A game loaded with ``--load FILE`` (see :meth:`App.open_record`) opens at its last
position with the human in seat 0 and the computer in seat 1, whatever the record's
player names; the computer is ``--difficulty``, else the record's seat-1 strategy when it
is installed, else the difficulty setting. A player who takes over a seat is added to the
record and the one it replaces kept (``replaced``), so the earlier moves still verify with
the player that made them. It is saved like any game; it is counted in
the statistics when it is finished here, once per loaded file content (its game id is a
hash of the record), and not at all when the record was already over.

An exception that escapes any view's handler (:meth:`App.crashed`) saves the unfinished
game, writes ``crash-YYYYMMDD-HHMMSS.log`` to the data folder and shows the crash screen
(:mod:`dirty7.ui.screens.crash_screen`): never a window that just vanishes.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dirty7.i18n import _
from dirty7.ui.app_options import AppOptions
from dirty7.ui.core import look, theme
from dirty7.ui.core.after_first_frame import AfterFirstFrame
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.crash_guard import CrashGuard, run_headless
from dirty7.ui.core.frame_pacing import PacedWindow
from dirty7.ui.core.language_choice import LanguageChoice
from dirty7.ui.core.layout import BASE_HEIGHT, BASE_WIDTH, MIN_WINDOW
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.patches import on_destroyed
from dirty7.ui.navigator import Navigator
from dirty7.ui.settings_sheets import settings_ways

if TYPE_CHECKING:  # the rules and the session load after the first menu frame
    from dirty7.game.record import GameRecord
    from dirty7.game.session import PlaySession
    from dirty7.ui.navigator import Table
    from dirty7.ui.screens.menu import MenuView
    from dirty7.ui.screens.results import ResultsView

TITLE = "Dirty Seven"
log = logging.getLogger("dirty7.ui")


class App:
    """Navigation and session state for one window."""

    def __init__(self, window: arcade.Window, options: AppOptions | None = None, *,
                 on_quit: Callable[[int], None] | None = None,
                 settings: LiveSettings | None = None) -> None:
        self.window = window
        self.options = options or AppOptions()
        self.on_quit = on_quit
        from dirty7.store.settings import load_settings_or_defaults

        #: The player's settings: the one object every view gets (see LiveSettings);
        #: read from the data folder unless given (a screenshot's, kept in memory).
        self.settings = settings if settings is not None else LiveSettings(
            load_settings_or_defaults(), animation_speed=self.options.animation_speed,
            rules=self.options.rules)
        look.apply(self.settings.value)
        self.language = LanguageChoice(self.options.language)
        self.language.apply(self.settings.value)
        self.settings.subscribe(self._settings_changed)
        self.difficulty = self.options.difficulty or self.settings.value.difficulty
        self._difficulty_note: str | None = None  # why settings.json's level was not used
        if self.options.difficulty is None:  # the command line's is checked (exit 2)
            from dirty7.ui.core.difficulties import usable_difficulty

            self.difficulty, self._difficulty_note = usable_difficulty(self.difficulty)
        #: The current table, results and session, and the one step between screens.
        self.navigator = Navigator(window, on_results_drawn=self._results_drawn)
        self.menu: MenuView | None = None  # built when first shown
        #: The settings sheet last shown and how it is shown again (in a new language).
        self.sheet_shown: tuple[Any, Callable[[], Any]] | None = None
        self.exit_status: int | None = None
        self._shot_taken = False
        from dirty7.ui.daily_play import DailyPlay
        from dirty7.ui.friend_play import FriendPlay
        from dirty7.ui.lesson_play import LessonPlay

        self.daily = DailyPlay(self, self.options.today)  # the deal of the day, challenges
        self.friends = FriendPlay(self)  # play a friend, also at this computer
        self.lessons = LessonPlay(self)  # learn to play

    @property
    def session(self) -> PlaySession | None:
        """The session against the computer at the table (the navigator's)."""
        return self.navigator.session

    @property
    def table(self) -> Table | None:
        """The table on show or last shown (the navigator's)."""
        return self.navigator.table

    @property
    def results(self) -> ResultsView | None:
        """The last results screen (the navigator's)."""
        return self.navigator.results

    # --- navigation ----------------------------------------------------------------------
    def start(self) -> None:
        """The first view: the table at once for a loaded game, a demo or a given deal,
        else the menu."""
        if self.options.friend is not None:
            self.friends.wait(self.options.friend)
        elif self.options.pass_and_play is not None:
            self.friends.here.start(*self.options.pass_and_play, seed=self.options.seed)
        elif self.options.record is not None:
            self.open_record(self.options.record)
        elif self.options.autoplay or self.options.seed is not None:
            self.start_game(self.difficulty, self.options.seed)
        else:
            self.show_menu()

    def show_menu(self) -> None:
        """Show the main menu (created once, so the chosen difficulty is kept)."""
        self.navigator.close_table()
        resume = self.can_resume()
        menu = self.menu if self.menu is not None else self._build_menu(resume)
        menu.set_resume_available(resume)
        self.daily.refresh(menu)
        if self._difficulty_note:
            menu.notice.show(self._difficulty_note)
            self._difficulty_note = None
        self.navigator.show(menu)
        self.lessons.offer_once()

    def _build_menu(self, resume: bool = False) -> MenuView:
        """The main menu, in the language in force (see :mod:`dirty7.ui.menu_play`)."""
        from dirty7.ui.menu_play import build_menu

        self.menu = build_menu(self, resume)
        return self.menu

    def confirm_new_game(self, then: Callable[[], None]) -> None:
        """``then`` starts a new game of some kind: at once when no game waits, else only
        once the player confirms it on the menu ("Start a new game?"; Cancel leaves the
        waiting game, saved or here, untouched). Every way into a new game comes here, so
        none can overwrite ``saved-game.json`` without asking."""
        if not self.can_resume():
            then()
            return
        if self.menu is None or self.window.current_view is not self.menu:
            self.show_menu()
        assert self.menu is not None  # :meth:`show_menu` built it
        self.menu.set_resume_available(True)
        self.menu.ask_new_game(then)

    def show_lessons(self, index: int = 0):
        """"Learn to play" at lesson ``index`` (dirty7.ui.lesson_play)."""
        return self.lessons.show(index)

    def ways_to_play(self) -> list:
        """The menu's ways to play besides a new game, in the panel's order."""
        order = ("daily", "friend", "challenge", "learn")
        ways = [*self.daily.entries(), ("friend", _("Play a friend"), self.friends.show),
                ("learn", _("Learn to play"), self.show_lessons)]
        return sorted(ways, key=lambda way: order.index(way[0]))

    def show_settings(self):
        """The settings sheet; each change is saved at once and used from the next game."""
        from dirty7.ui.screens.settings import SettingsView

        view = SettingsView(self.window, back_to=self.menu, settings=self.settings,
                            strategies=self.options.strategies, **settings_ways(self))
        self.navigator.show(view)
        self.sheet_shown = (view, self.show_settings)
        return view

    def show_look(self):
        """The "Look and hand" sheet, opened from Settings; Back returns to Settings."""
        from dirty7.ui.screens.look_sheet import LookView

        view = LookView(self.window, on_back=self.show_settings, settings=self.settings)
        self.navigator.show(view)
        self.sheet_shown = (view, self.show_look)
        return view

    def show_speech(self) -> None:
        """The "Speech" sheet, opened from Settings; Back returns to Settings."""
        from dirty7.ui.screens.speech_sheet import SpeechView

        self.navigator.show(SpeechView(self.window, on_back=self.show_settings,
                                       settings=self.settings))

    def _settings_changed(self, old, new) -> None:
        """A setting changed (the look in force already follows it): the menu, built for
        the old look (deck, contrast, text size), is built again."""
        if look.look_of(old) != look.look_of(new) and self.menu is not None:
            self.menu.rebuild_look()
        if old.language != new.language and self.language.changed(new):
            self._rebuild_in_new_language()
        if old.difficulty != new.difficulty:  # picked in Settings, or on the menu
            self.difficulty = self.spec_for(new.difficulty)
            if self.menu is not None:
                self.menu.select(new.difficulty)

    def _rebuild_in_new_language(self) -> None:
        from dirty7.ui.menu_play import rebuild_in_language

        rebuild_in_language(self)

    def show_statistics(self, back_to: arcade.View | None = None) -> None:
        """The statistics of the rules in force; Back returns to ``back_to`` (the menu
        when None)."""
        from dirty7.ui.screens.statistics import StatisticsView

        self.navigator.show(StatisticsView(
            self.window, back_to=back_to or self.menu, settings=self.settings,
            strategies=self.options.strategies, rules=self.settings.rules,
            on_play=lambda name: self.confirm_new_game(lambda: self.start_game(name, None))))

    def choose_difficulty(self, name: str) -> None:
        """The player picked ``name`` on the menu: it is their level from now on, kept in
        the settings like the Settings screen's choice, so no later menu (after a friend's
        game, in another language, at the next start) shows another."""
        self.difficulty = self.spec_for(name)
        self.settings.change(difficulty=name)  # a failed save is queued, told later

    def spec_for(self, name: str) -> str:
        """The menu gives a name; keep the options of a --difficulty spec of that name."""
        return self.difficulty if self.difficulty.split(":", 1)[0] == name else name

    def start_game(self, difficulty: str | None = None, seed: int | None = None):
        """Start a new session against ``difficulty`` (deal ``seed``) and show the table."""
        self.difficulty = difficulty or self.difficulty
        if self.options.autoplay:
            return self._show_table(None, seed=seed)
        from dirty7.game.session import PlaySession

        # who starts goes on alternating from the last session's game
        before = self.session.state.game_index + 1 if self.session is not None else 0
        self.navigator.session = PlaySession.start(self.difficulty, None, seed=seed,
                                         variant=self.settings.game_variant,
                                         games_before=before)
        return self._show_table(self.session)

    def play_session(self, session: PlaySession):
        """Play ``session`` (the deal of the day, a challenge) at the table."""
        self.navigator.session = session
        return self._show_table(session)

    def play_again(self):
        """The next game of the session (a new match after a finished one); the same game
        again after the deal of the day or a challenge."""
        if self.daily.replay(self.session):
            return self.table
        if self.session is None:
            return self.start_game(self.difficulty, None)
        self.session.new_game()
        return self._show_table(self.session)

    def can_resume(self) -> bool:
        """Whether the menu offers Resume: an unfinished game here or a saved one on disk."""
        if self.session is not None and not self.session.game.is_over:
            return True
        # dirty7.game.session.has_saved_game without importing the session (and the rules)
        # before the menu's first frame.
        from dirty7.store.savegame import load_saved_game

        data, _problem = load_saved_game()
        return data is not None

    def resume_game(self):
        """Back to the unfinished game: the one left a moment ago, or the saved one."""
        session = self.session
        if session is None or session.game.is_over:
            from dirty7.game.session import PlaySession

            session, _warning = PlaySession.resume(lambda _spec: None)  # warning is queued
        if session is None:
            if self.menu is not None:
                self.menu.set_resume_available(False)
            return None
        self.navigator.session = session
        self.difficulty = session.state.difficulty
        return self._show_table(session)

    def open_record(self, record: GameRecord):
        """Open a loaded record at its last position (see the module docstring)."""
        from dirty7.game.session import PlaySession

        session = PlaySession.of_record(record, self.options.difficulty, self.difficulty,
                                        first=self.settings.value.first)
        self.difficulty = session.state.difficulty
        self.navigator.session = session
        return self._show_table(session)

    def leave_table(self) -> None:
        """Menu or Esc at the table: an unfinished game is saved, then the menu."""
        self.save_session()
        self.show_menu()

    def save_session(self) -> str | None:
        """Save the unfinished game, if any; None or why not (the store queues it too)."""
        return self.session.save() if self.session is not None else None

    def _show_table(self, session: PlaySession | None, seed: int | None = None):
        from dirty7.game.seats.seat_factory import demo_game
        from dirty7.game.table.table_options import TableOptions
        from dirty7.ui.table.table_session import SessionTable

        def build() -> SessionTable:
            kept = session is not None  # the session's game, else a demo dealt here
            options = TableOptions(
                difficulty=session.state.difficulty if session is not None else self.difficulty,
                seed=session.seed if session is not None else seed,
                autoplay=not kept and self.options.autoplay,
                opponent_mode=self.options.opponent_mode,
                think_delay=0.45 if self.options.autoplay else 0.7)
            game = None if kept else demo_game(seed, self.difficulty, self.settings.game_variant)
            table = SessionTable(self.window, options, session=session, game=game,
                                 on_menu=self.leave_table, on_game_over=self.show_results,
                                 settings=self.settings)
            table.order_key.on_change = self._hand_order_changed
            if self._difficulty_note:  # a game opened at once (--seed, --load): said there
                table.toast.show(self._difficulty_note, kind="error", duration=8.0)
                self._difficulty_note = None
            return table

        return self.navigator.open_table(build)

    def _hand_order_changed(self, mode: str) -> None:
        """``O`` at the table: the new order is the player's setting from now on."""
        self.settings.change(hand_order=mode)  # a failure is queued in the store, told later

    def show_results(self, table) -> None:
        """The game is over and shown: count it once, then the results screen."""
        from dirty7.game.export import export_finished, export_to, verify_export
        from dirty7.ui.core.seal_words import deal_origin, revelation
        from dirty7.ui.screens.results import ResultsActions, ResultsShown

        session = getattr(table, "session", None)
        if session is not None:
            self.daily.count_before_results(session, table.flow)  # the day, then the game
        outcome = session.finish_game() if session is not None else None
        if self.options.export:
            export_to(table.flow.game.record, self.options.export)
        flow = table.flow
        shown = ResultsShown(
            result=flow.game.result(), names=flow.names, human=flow.human, outcome=outcome,
            match_to=session.state.variant.match_to if session is not None else None,
            seal_text=revelation(flow.game.record, deal_origin(session)),
            paired=session.pair[1] if session is not None and session.pair else None,
            **self.daily.results_extras(session, flow))
        actions = ResultsActions(
            play_again=self.play_again, menu=self.show_menu,
            statistics=lambda: self.show_statistics(back_to=self.results),
            export=lambda: export_finished(flow.game.record), verify=verify_export,
            review=lambda: self.show_review(table),
            swap=self.swap_hands if session is not None and session.state.variant.match_to
            is None and not session.state.daily and not session.state.challenge else None,
            copy=self.daily.copy)
        self.navigator.show_results(shown, actions)

    def show_review(self, table) -> None:
        """Step through the finished game; Back returns to the results."""
        from dirty7.ui.screens.review_screen import ReviewView

        self.navigator.show(ReviewView(
            self.window, record=table.flow.game.record.to_dict(), names=table.flow.names,
            seat=table.flow.my_seat, on_back=self.navigator.back_to_results()))

    def swap_hands(self):
        """The same deal again with the seats' cards exchanged (counted as a pair)."""
        self.session.swap_hands()
        return self._show_table(self.session)

    def _results_drawn(self, view: ResultsView) -> None:
        if self.options.exit_after_game and view.frames_drawn >= 2:
            self.quit(0, frame_ready=True)

    # --- an unexpected error --------------------------------------------------------------
    def crashed(self, error: BaseException, where: str = "") -> None:
        """An exception escaped a view's handler: see :mod:`dirty7.ui.crash_recovery`."""
        from dirty7.ui.crash_recovery import recover

        recover(self, error, where)

    # --- leaving -------------------------------------------------------------------------
    def quit(self, status: int = 0, *, frame_ready: bool = False) -> None:
        """Save the screenshot if asked, then close the window (once)."""
        if self.exit_status is not None:
            return
        self.exit_status = status
        self.navigator.close_table()
        if self.navigator.friend_link is not None:
            self.navigator.friend_link.close()  # the goodbye sent, its loop ended
        self.save_session()
        if self.options.screenshot and not self._shot_taken:
            self._shot_taken = True
            try:
                if not frame_ready and self.window.current_view is not None:
                    self.window.current_view.on_draw()
                path = Path(self.options.screenshot)
                path.parent.mkdir(parents=True, exist_ok=True)
                arcade.get_image().convert("RGB").save(path)
            except Exception as exc:  # noqa: BLE001 - a failed screenshot must not hang
                log.error("could not save the screenshot: %s", exc)
                self.exit_status = 1
        if self.on_quit is not None:
            self.on_quit(self.exit_status)
        else:
            self.window.close()


class DirtySevenWindow(CrashGuard, PacedWindow, AfterFirstFrame, arcade.Window):
    """The app window: resizable down to 800×600; it runs one :class:`App`. Its frame
    rate drops while nothing moves (:mod:`dirty7.ui.core.frame_pacing`); an exception in
    any event goes to :meth:`App.crashed` (:mod:`dirty7.ui.core.crash_guard`)."""

    def __init__(self, width: int = BASE_WIDTH, height: int = BASE_HEIGHT, *,
                 options: AppOptions | None = None, fullscreen: bool = False,
                 visible: bool = True) -> None:
        super().__init__(width, height, TITLE, resizable=True, visible=visible,
                         fullscreen=fullscreen)
        self.set_minimum_size(*MIN_WINDOW)
        self.background_color = theme.FELT_BASE
        self.app = App(self, options)
        self.crash_handler = self._crashed
        on_destroyed(self, self._destroyed_outside)

    def _crashed(self, error: BaseException, where: str) -> None:
        self.app.crashed(error, where)

    def _destroyed_outside(self) -> None:
        """The window was destroyed without asking (see
        :func:`dirty7.ui.core.patches.on_destroyed`): save, end the opponents and leave
        the event loop, as a close does."""
        self.app.quit(0)

    def start_game(self, difficulty: str, seed: int | None = None) -> None:
        """The lead's hook: deal a new game and show the table (asked first over an
        unfinished game)."""
        self.app.confirm_new_game(lambda: self.app.start_game(difficulty, seed))

    def show_menu(self) -> None:
        self.app.show_menu()

    def on_close(self) -> None:
        """The player closed the window: still honour --screenshot."""
        if self.app.exit_status is None:
            self.app.quit(0)
        else:
            super().on_close()


def start_first_screen(app: App) -> None:
    """Freeze what lives as long as the app (the modules and the window: most objects,
    which no full collection need walk again), then show the first screen, not frozen:
    with ``--seed``, ``--load`` or a game for two it is a table, to be freed once left."""
    gc.freeze()
    try:
        app.start()
    except Exception as error:  # noqa: BLE001 - the first view is guarded like the others
        app.crashed(error, "start")


def run_app(options: AppOptions, size: tuple[int, int] = (BASE_WIDTH, BASE_HEIGHT),
            fullscreen: bool = False) -> int:
    """Open the window, run until it closes; returns the exit status."""
    from dirty7.ui.widgets.card_fan import prefetch_images

    theme.prefetch_felt(prefetch_images)  # the first frame's images, made while the window opens
    window = DirtySevenWindow(*size, options=options, fullscreen=fullscreen)
    start_first_screen(window.app)
    gc.enable()  # the command line turned it off while starting (dirty7.cli.play_command)
    run_loop(window)
    status = window.app.exit_status
    return 0 if status is None else status


def run_loop(window: DirtySevenWindow) -> None:
    """The event loop until the window closes: pyglet's, or headless the guarded copy of
    Arcade's (:func:`dirty7.ui.core.crash_guard.run_headless`)."""
    if window.headless:
        run_headless(window)
    else:
        arcade.run()
