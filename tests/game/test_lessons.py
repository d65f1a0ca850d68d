"""The lessons of "Learn to play": the data is sound, and each lesson's rule happens.

Read as the rulebook: every position parses, every scripted computer move and every move
of the lesson's own way is legal in its turn, and played along that way the lesson's goal
(its rule) really happens in the game, with the script used up and not before.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from dirty7.game.lessons.lesson_book import (
    COMPUTER,
    GOALS,
    LessonError,
    lessons_path,
    load_lessons,
    parse_lessons,
)
from dirty7.game.lessons.lesson_flow import OVER_WORDS, LessonCourse, LessonFlow
from dirty7.game.seats.scripted_seat import ScriptedSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.rules import PlayerView, StockRefilled, apply_move, parse_position

LESSONS = load_lessons()
ORDER = ["play", "draw", "three", "ace", "seven", "jack", "refill"]


def test_one_lesson_per_rule_in_order():
    assert [lesson.goal for lesson in LESSONS] == ORDER
    assert len({lesson.id for lesson in LESSONS}) == len(LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_script_and_the_way_are_legal_and_the_rule_happens(lesson):
    position = parse_position(lesson.position)
    script, way = list(lesson.script), list(lesson.solution)
    history = []
    while not lesson.reached(history):
        moves = script if position.to_move == COMPUTER else way
        assert moves, f"{lesson.id}: nothing left to play for seat {position.to_move}"
        move = moves.pop(0)
        assert move in position.legal_moves(), f"{lesson.id}: {move} is not legal"
        events: list = []
        seat = position.to_move
        position = position.copy()
        position.push(move, events)
        history.append((seat, move, events))
        assert not position.is_over or lesson.reached(history)
    assert script == [] and way == [], f"{lesson.id}: moves left after the goal"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_first_turn_has_a_wrong_try_to_learn_from(lesson):
    """The lesson's first move fits, and some card of the hand does not (a wrong try)."""
    position = parse_position(lesson.position)
    for move in lesson.script[:1]:
        position = apply_move(position, move)
    legal = position.legal_moves()
    assert lesson.solution[0] in legal
    assert any(position.explain_illegal(card) for card in position.hand(0))


def test_the_refill_lesson_turns_the_waste_over_without_shuffling():
    lesson = LESSONS[ORDER.index("refill")]
    events: list = []
    position = parse_position(lesson.position).copy()
    position.push(lesson.solution[0], events)
    refill = next(e for e in events if isinstance(e, StockRefilled))
    assert [str(c) for c in refill.cards] == ["4S", "9C", "2D"]


def play_lesson(flow: LessonFlow, way) -> None:
    way = list(way)
    for _ in range(200):
        flow.update(0.1)
        if flow.reached and flow.is_idle:
            return
        if flow.human_to_move:
            move = way.pop(0)
            if move.is_draw:
                assert flow.draw()
            elif move.is_pass:
                assert flow.pass_turn()
            elif move.named_suit is not None:
                flow.play(move.card)
                assert flow.choose_suit(move.named_suit)
            else:
                assert flow.play(move.card)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_flow_plays_the_lesson_to_its_goal(lesson):
    flow = LessonFlow(options=TableOptions(animate=False, think_delay=0.0, speed=lambda: 0.0),
                      lesson=lesson)
    lines: list[str] = []
    flow.events.lesson.connect(lines.append)
    assert flow.line.startswith(lesson.intro)
    play_lesson(flow, lesson.solution)
    assert flow.script_seat.unscripted == 0
    assert flow.line == lesson.done and lines[-1] == lesson.done
    assert not flow.human_to_move and not flow.raised
    before = list(flow.game.record.moves)
    for _ in range(20):  # the lesson has stopped: the computer is not asked again
        flow.update(1.0)
    assert flow.game.record.moves == before


def test_a_wrong_try_is_refused_with_the_engines_reason_and_the_hint():
    lesson = LESSONS[0]
    flow = LessonFlow(options=TableOptions(animate=False, think_delay=0.0, speed=lambda: 0.0),
                      lesson=lesson)
    refused: list[str] = []
    flow.events.refused.connect(refused.append)
    while not flow.human_to_move:
        flow.update(0.1)
    kc = next(c for c in flow.position.hand(0) if str(c) == "KC")
    reason = flow.position.explain_illegal(kc)
    assert reason and not flow.play(kc)
    assert refused == [reason]
    assert reason.rstrip(".") in flow.line and lesson.hint in flow.line
    assert flow.wrong_tries == 1 and flow.game.record.moves == ["9H"]
    play_lesson(flow, lesson.solution)  # and the player tries again
    assert flow.reached and flow.line == lesson.done


def test_the_hint_key_gives_the_lessons_hint():
    lesson = LESSONS[1]
    flow = LessonFlow(options=TableOptions(animate=False, think_delay=0.0, speed=lambda: 0.0),
                      lesson=lesson)
    said: list[str] = []
    flow.events.message.connect(lambda text, *_: said.append(text))
    assert flow.request_hint() and said == [lesson.hint]


def test_a_script_off_its_way_plays_a_legal_move_instead():
    position = parse_position(LESSONS[ORDER.index("seven")].position)
    seat = ScriptedSeat(["KD"])  # K♦ does not fit 4♣
    seat.request(PlayerView.of(position, 1), min_delay=0.5)
    assert seat.thinking and seat.poll(0.2) is None  # the table's pause first
    assert str(seat.poll(0.4)) == "7C" and seat.unscripted == 1 and seat.played == 0


def test_a_game_over_before_the_rule_happened_says_play_it_again():
    lesson = dataclasses.replace(LESSONS[ORDER.index("draw")], position="9H/2C/5H/4H 0 n H")
    flow = LessonFlow(options=TableOptions(animate=False, think_delay=0.0, speed=lambda: 0.0),
                      lesson=lesson)
    flow.update(0.1)
    assert flow.play(flow.position.hand(0)[0])
    flow.update(0.1)
    assert flow.game.is_over and not flow.reached and flow.line == OVER_WORDS


def test_the_course_goes_through_the_lessons_in_order():
    course = LessonCourse(LESSONS)
    seen = [course.heading]
    while course.advance():
        seen.append(course.heading)
    assert len(seen) == len(LESSONS) and seen[2].startswith("Lesson 3 of 7 · A Three")
    assert course.is_last and not course.advance()


def test_the_file_ships_in_the_package():
    assert lessons_path().is_file()
    assert "dirty7" in lessons_path().parts


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(lessons=[]), "at least one lesson"),
    (lambda d: d["lessons"][0].update(position="9S9S/-/2C/- 0 n C"), "position"),
    (lambda d: d["lessons"][0].update(script=["XX"]), "script"),
    (lambda d: d["lessons"][0].update(goal="win"), "goal"),
    (lambda d: d["lessons"][0].pop("hint"), "hint"),
    (lambda d: d["lessons"][0].update(done=7), "done"),
])
def test_a_damaged_lesson_file_is_a_clear_message(change, words):
    data = json.loads(lessons_path().read_text(encoding="utf-8"))
    change(data)
    with pytest.raises(LessonError, match=words):
        parse_lessons(json.dumps(data))
    with pytest.raises(LessonError, match="not JSON"):
        parse_lessons("{")


def test_every_goal_is_used():
    assert set(GOALS) == {lesson.goal for lesson in LESSONS}
