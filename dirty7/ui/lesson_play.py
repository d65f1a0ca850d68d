"""Learn to play in the window: the menu's entry, the offer on the very first start, and
each lesson at the table.

Why apart from :mod:`dirty7.ui.app`: the lessons are a course of their own (a lesson's
table, Next, Again, then a game against Easy), wired here as the deal of the day is in
:mod:`dirty7.ui.daily_play` and a friend's game in :mod:`dirty7.ui.friend_play`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dirty7.i18n import N_, _

if TYPE_CHECKING:
    from dirty7.ui.app import App

LESSONS_TITLE = N_("New to Dirty Seven?")
LESSONS_BODY = N_("Seven short lessons show each rule once, on the table. "
                  "You can start them from the menu at any time.")


class LessonPlay:
    """The app's way to the lessons (see the module docstring)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def offer_once(self) -> None:
        """On the very first start, offer the lessons once (settings.json marks it)."""
        app = self.app
        if not app.options.offer_lessons or app.settings.value.lessons_offered:
            return
        app.settings.change(lessons_offered=True)  # a failed save is told by the store
        assert app.menu is not None  # asked by :meth:`App.show_menu`, the menu on show
        app.menu.offer(_(LESSONS_TITLE), _(LESSONS_BODY), _("Learn to play"), self._taken)

    def _taken(self) -> None:
        assert self.app.menu is not None  # the menu's offer was taken: the menu is built
        self.app.menu.close_confirm()
        self.show()

    def show(self, index: int = 0):
        """"Learn to play": lesson ``index`` of the course at the table (None when the
        lessons cannot be read: the menu says why)."""
        from dirty7.game.lessons.lesson_book import LessonError, load_lessons
        from dirty7.game.lessons.lesson_flow import LessonCourse
        from dirty7.game.table.table_options import TableOptions
        from dirty7.ui.table.lesson_table import LessonTable

        app = self.app
        try:
            course = LessonCourse(load_lessons(), index)
        except LessonError as exc:
            if app.menu is not None:
                app.menu.notice.show(str(exc))
            return None
        options = TableOptions(opponent_mode=app.options.opponent_mode)
        return app.navigator.open_table(lambda: LessonTable(
            app.window, options, course=course, on_lesson=self.show,
            on_play_easy=lambda: app.confirm_new_game(lambda: app.start_game("easy", None)),
            on_menu=app.show_menu, settings=app.settings))


__all__ = ["LESSONS_BODY", "LESSONS_TITLE", "LessonPlay"]
