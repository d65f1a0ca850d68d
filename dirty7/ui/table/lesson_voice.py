"""What a lesson says to a player who plays by ear: its heading, its line as it changes,
and its keys.

Why: the lesson line is written for the eye (``9♣``, ``←/→``); here it becomes words, and
the keys a sighted player reads on the panel's buttons (Next, Again, Leave lessons) are
said when the lesson starts and again once it is done. Said through the table's speech
part, so nothing is said while Speech is off.
"""

from __future__ import annotations

from dirty7.game.narration import spoken_text
from dirty7.i18n import N_, _

#: The lesson's keys, said at its start (and N again once it is done).
KEYS = N_("Keys: N next lesson, R again, Escape leaves the lessons.")
DONE_KEYS = N_("Lesson done: N goes on, R plays it again.")
#: Arrows and signs in the lessons' lines, in words.
SIGNS = {" · ": ": ", "←/→": N_("Left and Right"), "←": N_("Left"), "→": N_("Right"),
         "/": N_(" or ")}


def lesson_words(text: str) -> str:
    """A lesson line fit to be heard: cards, suits and arrows in words."""
    text = spoken_text(text)
    for sign, words in SIGNS.items():
        text = text.replace(sign, _(words) if words.strip(" :") else words)
    return text


class LessonVoice:
    """Says ``view``'s lesson (a :class:`~dirty7.ui.table.lesson_table.LessonTable`)."""

    def __init__(self, view) -> None:
        self.view = view
        flow = view.flow
        heading = lesson_words(view.course.heading)
        self.say(f"{heading}. {lesson_words(flow.line)} {_(KEYS)}")

    def say(self, text: str) -> None:
        self.view.speech_part.say(text, False)

    def on_line(self, text: str) -> None:
        """The lesson line changed: a hint after a wrong try, or what succeeded."""
        words = lesson_words(text)
        self.say(f"{words} {_(DONE_KEYS)}" if self.view.flow.reached else words)


__all__ = ["DONE_KEYS", "KEYS", "LessonVoice", "lesson_words"]
