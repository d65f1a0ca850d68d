"""What the app does after an unexpected exception in one of its views.

An exception that escapes any view's handler (:mod:`dirty7.ui.core.crash_guard` hands it
here) must never lose the game or vanish without a word: the unfinished game is saved
first (Resume in the menu then continues it from its file, never from the state that
broke), ``crash-YYYYMMDD-HHMMSS.log`` is written to the data folder
(:mod:`dirty7.store.crash_log`), and the crash screen says both
(:mod:`dirty7.ui.screens.crash_screen`). A demo that quits after its game
(``--exit-after-game``) quits at once with status 1, so a script sees the failure.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import N_, _
from dirty7.store.reading import problem_of

if TYPE_CHECKING:
    from dirty7.ui.app import App

log = logging.getLogger("dirty7.crash")

SAVED = N_("Your game was saved: Resume in the menu continues it.")
NOTHING = N_("No game was in progress.")
DEMO = N_("The demo game is not saved.")


def recover(app: App, error: BaseException, where: str = "") -> None:
    """Save, log, show the crash screen. A crash of the crash screen itself is raised:
    the first one is logged already, and a loop of crash screens must not follow."""
    from dirty7.store.crash_log import crash_report, write_crash_log
    from dirty7.ui.screens.crash_screen import CrashFacts, CrashView

    window = app.window
    view = window.current_view
    if isinstance(view, CrashView):
        raise error
    saved = save_after_crash(app)
    where = f"{type(view).__name__ if view is not None else 'no view'}.{where or '?'}"
    try:
        log_path, problem = write_crash_log(crash_report(error, where, saved)), ""
    except OSError as exc:
        log_path, problem = None, phrase_words(problem_of(exc))
    facts = CrashFacts(error=f"{type(error).__name__}: {error}"[:300], saved=saved,
                       log_path=None if log_path is None else str(log_path),
                       log_problem=problem)
    app.navigator.show(CrashView(window, facts=facts, on_menu=app.show_menu,
                                 on_quit=lambda: app.quit(1)))
    if app.options.exit_after_game:
        app.quit(1)


def save_after_crash(app: App) -> str:
    """Save the unfinished game and forget it (the menu resumes it from its file); what
    the crash screen says about it."""
    session, table = app.navigator.forget_game()  # what broke stays behind; the file is whole
    if table is not None:
        try:
            table.flow.close()
        except Exception:  # noqa: BLE001 - the opponents' processes end with the game
            log.warning("closing the opponents after a crash failed", exc_info=True)
    if session is None and table is not None:
        return _(DEMO)
    if session is None or session.game.is_over:
        return _(NOTHING)
    try:
        problem = session.save()
    except Exception as exc:  # noqa: BLE001 - the save may be what broke
        problem = f"{type(exc).__name__}: {exc}"
    if not problem:
        return _(SAVED)
    return _("Your game could not be saved: {problem}").format(problem=phrase_words(problem))


__all__ = ["recover", "save_after_crash"]
