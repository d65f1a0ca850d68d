"""The engine's reasons for refusing a move reach the player in their language: the rules
return the English sentence with its message id and named arguments, the catalogue has
every id, and the table translates where it shows the reason."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from dirty7.game.lessons.lesson_book import load_lessons
from dirty7.game.lessons.lesson_flow import LessonFlow
from dirty7.game.refusal_words import refusal_words
from dirty7.game.table.shown_state import TableState
from dirty7.game.table.status_words import refusal
from dirty7.i18n import set_language
from dirty7.rules import (
    MOVES,
    PRESETS,
    Refusal,
    apply_move,
    deal,
    parse_move,
    parse_position,
)

TEMPLATE = Path(__file__).resolve().parents[2] / "resources" / "locale" / "dirty7.pot"


def reasons_met(variant, seed: int) -> list[Refusal]:
    """Every refusal of every move along one random game under ``variant``."""
    rng = random.Random(seed)
    position, found = deal(seed, variant=variant), []
    for _ in range(60):
        if position.is_over:
            break
        found += [r for m in MOVES if (r := position.explain_illegal(int(m))) is not None]
        position = apply_move(position, rng.choice(position.legal_moves()))
    return found


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_refusal_is_a_message_of_the_template(name):
    with TEMPLATE.open("rb") as handle:
        ids = {m.id for m in read_po(handle) if m.id}
    found = [r for seed in range(3) for r in reasons_met(PRESETS[name], seed)]
    assert len({r.message for r in found}) >= 5
    for reason in found:
        assert isinstance(reason, Refusal) and reason.message in ids, reason
        assert refusal_words(reason) == str(reason)  # English: the sentence itself


def test_a_refusal_stays_the_english_sentence_for_records_and_the_network():
    position = parse_position("7H2C/KD4D/5H/4C 0 n H")
    reason = position.explain_illegal("draw")
    assert reason == "You have a card to play" and reason.message == reason
    reason = position.explain_illegal("2C")
    assert reason == "2♣ matches neither ♥ nor 5"
    assert reason.message == "{card} matches neither {suit} nor {top_rank}"
    assert reason.fields == {"card": "2♣", "suit": "♥", "top_rank": "5"}


def test_refusals_in_german_name_the_rank_in_german():
    set_language("de")
    answer = parse_position("2C9H/KD4D/7H/4C 0 7 H")
    assert refusal_words(answer.explain_illegal("9H")) == \
        "9♥ ist keine Antwort auf die Sieben: du hast keine Sieben, ziehe 4"
    plain = parse_position("7H2C/KD4D/5H/4C 0 n H")
    assert refusal_words(plain.explain_illegal("2C")) == \
        "2♣ passt weder zu ♥ noch zu 5"
    assert refusal(plain, TableState.of(plain), parse_move("draw")) == \
        "Du hast eine Karte, die du legen kannst"
    assert refusal_words("Schon übersetzt") == "Schon übersetzt"


@pytest.mark.parametrize("code", ["fr", "pl", "ru"])
def test_refusals_in_other_languages_are_not_english(code):
    set_language(code)
    reason = parse_position("7H2C/KD4D/5H/4C 0 n H").explain_illegal("2C")
    words = refusal_words(reason)
    assert words != str(reason) and "2♣" in words and "5" in words


def test_a_lessons_wrong_try_is_refused_in_german():
    set_language("de")
    lesson = load_lessons()[0]
    flow = LessonFlow(lesson=lesson, animate=False, think_delay=0.0, speed=lambda: 0.0)
    refused: list[str] = []
    flow.events.refused.connect(refused.append)
    while not flow.human_to_move:
        flow.update(0.1)
    kc = next(c for c in flow.position.hand(0) if str(c) == "KC")
    reason = flow.position.explain_illegal(kc)
    assert not flow.play(kc)
    assert refused == [refusal_words(reason)] and refused[0] != str(reason)
    assert refused[0].rstrip(".") in flow.line
