"""Learn to play by ear: each lesson's heading, line and keys are spoken, and a listener who
hears only the sentences and answers only with keys finishes lessons."""

from __future__ import annotations

import pytest

from dirty7.game.lessons.lesson_book import load_lessons
from dirty7.ui.app import App, AppOptions
from dirty7.ui.table.lesson_table import LessonTable
from dirty7.ui.table.lesson_voice import DONE_KEYS, KEYS, lesson_words
from tests.support.drivers import FRAME
from tests.support.listener import TURN_WORDS, Ear, Listener, ListenerError

LESSONS = load_lessons()


@pytest.fixture
def app(plain_window):
    made = App(plain_window, AppOptions(opponent_mode="thread", animation_speed="fast"),
               on_quit=lambda _status: None)
    yield made
    if made.table is not None:
        made.table.flow.close()


def by_ear(app: App) -> Ear:
    """Speech on for this app (not saved), heard by the test's ear."""
    ear = Ear()
    settings = app.settings
    settings._value = settings.value.replace(speech=True)
    settings._voice, settings._voice_looked_for = ear, True
    return ear


def finish_lesson(listener: Listener, limit: float = 120.0) -> str:
    """Turns played from what is heard until the lesson says it is done (its words)."""
    waited = 0.0
    while waited < limit:
        heard = listener.hear()
        done = [text for text in heard if DONE_KEYS in text]
        if done:  # said as the table rests, after the turn it no longer asks for
            return done[0]
        for text in heard:
            if any(text.startswith(words) or f". {words}" in text for words in TURN_WORDS) \
                    and "Lesson" not in text:
                listener.move(text)
        listener.time.frame()
        waited += FRAME
    raise ListenerError(f"the lesson was not done; last heard {listener.ear.heard[-4:]}")


def test_words_of_a_lesson_line():
    assert lesson_words("Play 3♥, then ←/→ and Enter.") == \
        "Play Three of hearts, then Left and Right and Enter."


def test_a_lesson_says_its_heading_line_and_keys(app):
    ear = by_ear(app)
    table = app.show_lessons(0)
    assert isinstance(table, LessonTable)
    first = ear.heard[0]
    assert first.startswith(f"Lesson 1 of {len(LESSONS)}: {LESSONS[0].title}.")
    assert lesson_words(LESSONS[0].intro) in first and first.endswith(KEYS)


@pytest.mark.parametrize("index", range(len(LESSONS)))
def test_a_listener_finishes_a_lesson_by_ear(app, index):
    ear = by_ear(app)
    table = app.show_lessons(index)
    listener = Listener(table, ear)
    done = finish_lesson(listener)
    assert table.flow.reached and table.flow.done_shown
    assert done.startswith(lesson_words(LESSONS[index].done))
