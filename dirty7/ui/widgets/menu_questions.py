"""The main menu's yes/no questions: a new game or Quit over an unfinished game, and the
app's gentle offers (the first start's lessons).

Why apart from the menu view: the questions are one job (one dialog at a time over the
menu, Cancel or "Not now" the keyboard's first answer, closing it changes nothing else),
and the view's module holds its choices and layout.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dirty7.i18n import _
from dirty7.ui.widgets import menu_words as words
from dirty7.ui.widgets.confirm import ConfirmDialog


class MenuQuestions:
    """The questions of a menu view (mixed into :class:`~dirty7.ui.screens.menu.MenuView`,
    which owns ``ui``, ``confirm``, ``resume_available`` and ``quit``)."""

    ui: Any
    confirm: ConfirmDialog | None
    resume_available: bool

    def quit(self) -> None:  # the view's
        raise NotImplementedError

    def ask_new_game(self, then: Callable[[], None]) -> None:
        """Another way to play over an unfinished game: ``then`` once the player confirms
        it (as for a new game), at once when nothing waits."""
        if not self.resume_available:
            then()
            return

        def confirmed() -> None:
            self.close_confirm()
            then()

        self._ask(_(words.NEW_GAME_TITLE), _(words.NEW_GAME_BODY), _("New game"), confirmed)

    def offer(self, title: str, body: str, yes: str, on_yes: Callable[[], None],
              no: str | None = None) -> None:
        """A gentle question over the menu (the app's first-start offer of the lessons):
        ``no`` (the keyboard's first answer, and Esc) only closes it."""
        self._ask(title, body, yes, on_yes, no or _("Not now"))

    def _ask(self, title: str, body: str, yes: str, on_yes: Callable[[], None],
             no: str | None = None) -> None:
        """Put a yes/no question over the menu (Cancel is the keyboard's first answer)."""
        if self.confirm is None:
            self.confirm = ConfirmDialog(title, body, yes_text=yes, no_text=no or _("Cancel"),
                                         on_yes=on_yes, on_no=self.close_confirm)
            self.ui.add(self.confirm, layer=2)

    def close_confirm(self) -> None:
        """Close the new-game question, if it is open (nothing else changes)."""
        if self.confirm is not None:
            self.ui.remove(self.confirm)
            self.confirm = None
            self.ui.trigger_render()

    def escape(self) -> None:
        """Esc: quit, but over an unfinished game only once the player says so."""
        if not self.resume_available:
            self.quit()
        else:
            self._ask(_(words.QUIT_TITLE), _(words.QUIT_BODY), _("Quit"), self._confirmed_quit)

    def _confirmed_quit(self) -> None:
        self.close_confirm()
        self.quit()


__all__ = ["MenuQuestions"]
