"""A lesson at the table, without a window: a table flow from the lesson's position.

Why a table flow: a lesson is played on the real table — the same cards, gestures,
refusals and animation as a game — so what the player learns is the game itself. The
computer's seat is a :class:`~dirty7.game.seats.scripted_seat.ScriptedSeat` playing the
lesson's script. What a lesson adds:

- the **lesson line** (:attr:`LessonFlow.line`): what is happening and what to try, the
  hint after a wrong try, what succeeded once the lesson's rule has happened;
- a **wrong try** is refused by the engine as in a game (the toast says its reason) and
  the line then gives the engine's reason and the lesson's hint; the player tries again;
- the **goal**: once the rule has happened (:meth:`Lesson.reached`, on the game's own
  history) the lesson stops: the computer is not asked again and the cards stay down,
  and ``Next`` (the view's) goes on. ``H`` gives the lesson's hint, not Hard's.

:class:`LessonCourse` is the way through the lessons: which one, the next, again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from dirty7.game.controller import Game
from dirty7.game.lessons.lesson_book import COMPUTER, Lesson
from dirty7.game.phrase_words import phrase_words
from dirty7.game.seats.scripted_seat import ScriptedSeat
from dirty7.game.table.flow_events import FlowEvents, Signal
from dirty7.game.table.shown_state import ShownEvent
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.i18n import N_, _
from dirty7.rules import Move

#: What the lesson line says when the game ended before the lesson's rule happened.
OVER_WORDS = N_("The game ended before this lesson's rule happened: press R to try again.")
DONE_STATUS = N_("Lesson done: Next (N) goes on")
DONE_TRY = N_("This lesson is done: Next (N) goes on, R plays it again.")


def not_that(reason: str, lesson: Lesson) -> str:
    """The line after a wrong try: the engine's reason, then the lesson's hint."""
    return _("Not that: {reason}. {hint}").format(reason=phrase_words(reason).rstrip("."),
                                                  hint=_(lesson.hint))


class LessonEvents(FlowEvents):
    """A table flow's events, and the lesson line's."""

    def __init__(self) -> None:
        super().__init__()
        #: The lesson line changed (its new text).
        self.lesson: Signal[[str]] = Signal("lesson")


class LessonFlow(TableFlow):
    """The table flow of one ``lesson`` (see the module docstring); the ``options`` are
    :class:`TableFlow`'s, but the game, the seats and the difficulty are the lesson's (a
    given ``game`` is not played: the lesson's position is)."""

    events: LessonEvents

    def __init__(self, game: Game | None = None, options: TableOptions = PLAIN_TABLE, *,
                 lesson: Lesson) -> None:
        self.lesson = lesson
        self.script_seat = ScriptedSeat(lesson.script)
        super().__init__(None, replace(options, position=lesson.position, difficulty="easy",
                                       opponents={COMPUTER: self.script_seat},
                                       autoplay=False, seed=None))
        self.names = (_("You"), _("Computer"))
        self.reached = False  # the lesson's rule has happened (no more moves)
        self.done_shown = False  # ... and has been shown: the line says so
        self.wrong_tries = 0
        self.last_refusal: str | None = None
        self.events = LessonEvents()

    # --- the line ------------------------------------------------------------------------
    @property
    def line(self) -> str:
        """The lesson line: what is happening and what to try, a hint, or what succeeded."""
        lesson = self.lesson  # its words are English: the catalogue has them
        if self.done_shown:
            return _(lesson.done)
        if self.game.is_over and not self.reached:
            return _(OVER_WORDS)
        if self.last_refusal is not None:
            return not_that(self.last_refusal, lesson)
        return f"{_(lesson.intro)} {_(lesson.try_words)}"

    @property
    def status_text(self) -> str:
        """The status line; once the lesson's rule has happened, where to go on."""
        if self.done_shown:
            return _(DONE_STATUS)
        return super().status_text

    def _say(self) -> None:
        self.events.lesson.emit(self.line)

    # --- the goal ------------------------------------------------------------------------
    def _enqueue(self, events: list[ShownEvent]) -> None:
        if not self.reached and self.lesson.reached(self.game.history):
            self.reached = True
        super()._enqueue(events)

    def settle(self) -> None:
        """As a game's, and once the rule has happened and been shown, the line says so
        (set first: the idle signal the table hears then reads the status and line)."""
        newly = self.reached and not self.done_shown
        self.done_shown = self.reached
        super().settle()
        if newly:
            self._say()

    def legal_cards(self) -> set[int]:
        """No card stands raised once the lesson is done (nothing more is played)."""
        return set() if self.reached else super().legal_cards()

    def _drive_computer(self, delta_time: float) -> bool:
        if self.reached:
            return False
        return super()._drive_computer(delta_time)

    @property
    def human_to_move(self) -> bool:
        return super().human_to_move and not self.reached

    @property
    def buttons_due(self) -> bool:
        return super().buttons_due and not self.reached

    def not_your_turn(self) -> None:
        if self.reached:
            self._message(_(DONE_TRY))
        else:
            super().not_your_turn()

    # --- a wrong try ---------------------------------------------------------------------
    def _refuse(self, reason: str) -> None:
        """The engine's reason in the toast, and with the lesson's hint on the line."""
        self.wrong_tries += 1
        self.last_refusal = reason
        super()._refuse(reason)
        self._say()

    def _make_move(self, move: Move) -> bool:
        made = super()._make_move(move)
        if made and self.last_refusal is not None:
            self.last_refusal = None  # a move was made: the hint has done its work
            self._say()
        return made

    def request_hint(self) -> bool:
        """``H`` in a lesson: the lesson's hint (Hard is for games)."""
        self._message(_(DONE_TRY if self.reached else self.lesson.hint), "info", 6.0)
        return True


class LessonCourse:
    """The lessons in order and where the player is among them."""

    def __init__(self, lessons: Sequence[Lesson], index: int = 0) -> None:
        if not lessons:
            raise ValueError("a course needs at least one lesson")
        self.lessons = list(lessons)
        self.index = max(0, min(index, len(self.lessons) - 1))

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @property
    def is_last(self) -> bool:
        return self.index == len(self.lessons) - 1

    @property
    def heading(self) -> str:
        """``Lesson 3 of 7 · A Three: play on, or pass``."""
        return _("Lesson {number} of {count} · {title}").format(
            number=self.index + 1, count=len(self.lessons), title=_(self.lesson.title))

    def advance(self) -> bool:
        """On to the next lesson; False after the last one (the course is over)."""
        if self.is_last:
            return False
        self.index += 1
        return True


__all__ = ["DONE_STATUS", "DONE_TRY", "OVER_WORDS", "LessonCourse", "LessonFlow", "not_that"]
