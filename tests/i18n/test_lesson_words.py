"""The lessons speak the player's language: their words are data (lessons.json), and the
catalogues hold each of them, so a lesson's heading and line are German in German."""

from __future__ import annotations

from dirty7.game.lessons.lesson_book import load_lessons
from dirty7.game.lessons.lesson_flow import LessonCourse, LessonFlow
from dirty7.i18n import gettext, set_language
from dirty7.i18n.catalogue_build import lesson_messages


def test_every_word_of_every_lesson_has_a_german_translation():
    set_language("de")
    words = [message for message, _where, _note in lesson_messages()]
    assert len(words) == 5 * len(load_lessons())
    assert [w for w in words if gettext(w) == w] == []


def test_a_lesson_in_german():
    set_language("de")
    course = LessonCourse(load_lessons())
    assert course.heading == "Lektion 1 von 7 · Gleicher Wert oder gleiche Farbe"
    flow = LessonFlow(lesson=course.lesson)
    assert flow.line.startswith("Der Computer hat auf 9♣ die 9♥ gelegt")
    assert flow.names == ("Du", "Computer")
    flow.close()


def test_why_says_a_lessons_move_in_the_players_language():
    from dirty7.game.phrase_words import phrase_words
    from dirty7.game.seats.scripted_seat import ScriptedSeat
    from dirty7.rules import parse_position

    view = parse_position("5H/2D4D/8C5C/QDAC6S 1 n C").view(1)
    seat = ScriptedSeat([list(view.legal_moves)[0]])
    seat.request(view)
    set_language("de")
    scripted = phrase_words(seat.last_explanation.lines[0])
    assert scripted.startswith("das Drehbuch der Lektion")
    seat.request(view)  # past the script: its first legal move
    assert phrase_words(seat.last_explanation.lines[0]).startswith("abseits vom Drehbuch")
    assert seat.explain is False  # nothing to search again for a lesson's past move
