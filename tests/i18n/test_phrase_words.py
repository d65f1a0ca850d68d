"""What the pure layers say reaches the player in their language: the engine's reasons for
refusing a move and the computer's reasons in Why? are English sentences that carry their
message id and named arguments; the catalogue has every id, the worker's data keeps them,
and the table translates where it shows them."""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from dirty7.ai.explain import Explanation
from dirty7.ai.medium import MediumStrategy
from dirty7.game.lessons.lesson_book import load_lessons
from dirty7.game.lessons.lesson_flow import LessonFlow
from dirty7.game.phrase_words import phrase_words
from dirty7.game.table.shown_state import TableState
from dirty7.game.table.status_words import refusal
from dirty7.game.table.table_options import TableOptions
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
from dirty7.rules.phrase import Nn_, Phrase

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
        assert phrase_words(reason) == str(reason)  # English: the sentence itself


def test_a_refusal_stays_the_english_sentence_for_records_and_the_network():
    position = parse_position("7H2C/KD4D/5H/4C 0 n H")
    reason = position.explain_illegal("draw")
    assert reason == "You have a card to play" and reason.message == reason
    reason = position.explain_illegal("2C")
    assert reason == "2♣ matches neither ♥ nor 5"
    assert reason.message == "{card} matches neither {suit} nor {top}"
    assert reason.fields == {"card": "2♣", "suit": "♥", "top": "5"}


def test_refusals_in_german_name_the_rank_in_german():
    set_language("de")
    answer = parse_position("2C9H/KD4D/7H/4C 0 7 H")
    assert phrase_words(answer.explain_illegal("9H")) == \
        "9♥ ist keine Antwort auf die Sieben: du hast keine Sieben, ziehe 4"
    plain = parse_position("7H2C/KD4D/5H/4C 0 n H")
    assert phrase_words(plain.explain_illegal("2C")) == \
        "2♣ passt weder zu ♥ noch zu 5"
    assert refusal(plain, TableState.of(plain), parse_move("draw")) == \
        "Du hast eine Karte, die du legen kannst"
    assert phrase_words("Schon übersetzt") == "Schon übersetzt"


@pytest.mark.parametrize("code", ["fr", "pl", "ru"])
def test_refusals_in_other_languages_are_not_english(code):
    set_language(code)
    reason = parse_position("7H2C/KD4D/5H/4C 0 n H").explain_illegal("2C")
    words = phrase_words(reason)
    assert words != str(reason) and "2♣" in words and "5" in words


def test_a_lessons_wrong_try_is_refused_in_german():
    set_language("de")
    lesson = load_lessons()[0]
    flow = LessonFlow(options=TableOptions(animate=False, think_delay=0.0, speed=lambda: 0.0),
                      lesson=lesson)
    refused: list[str] = []
    flow.events.refused.connect(refused.append)
    while not flow.human_to_move:
        flow.update(0.1)
    kc = next(c for c in flow.position.hand(0) if str(c) == "KC")
    reason = flow.position.explain_illegal(kc)
    assert not flow.play(kc)
    assert refused == [phrase_words(reason)] and refused[0] != str(reason)
    assert refused[0].rstrip(".") in flow.line


NAME_HEARTS = "2D4D5D/JS2H5H8H/8C4C/QDAC6S 1 n C"  # North's only plays are the Jack


def _medium_why() -> Explanation:
    view = parse_position(NAME_HEARTS).view(1)
    strategy = MediumStrategy()
    return strategy.explain(view, strategy.choose(view))


def test_a_why_crosses_from_the_worker_as_plain_data_and_keeps_its_messages():
    why = _medium_why()
    data = json.loads(json.dumps(why.to_dict()))  # what the worker's pipe carries
    back = Explanation.from_dict(data)
    assert back == why and [type(line) for line in back.lines] == [Phrase] * len(why.lines)
    assert back.lines[1].plural is not None and back.lines[1].fields["count"] == 3
    assert pickle.loads(pickle.dumps(back.lines[1])).fields == back.lines[1].fields
    plain = Explanation.from_dict({**data, "lines": ["a plugin's own words"]})
    assert plain.lines == ("a plugin's own words",)


@pytest.mark.parametrize("bad", [
    {"message": "{x}", "plural": None, "fields": {}},  # does not fill its message
    {"message": "{rank}", "plural": None, "fields": {"rank": 99}},  # no such rank
    {"message": "x", "plural": None, "fields": {"x": 1.5}},  # not a text or a number
    {"message": "x" * 5000, "plural": None, "fields": {}},
    {"message": "x", "fields": {}},
    {"message": "{0.__class__}", "plural": None, "fields": {"x": 1}},
    {"message": "{x.__class__.__init__.__globals__}", "plural": None, "fields": {"x": "a"}},
    {"message": "{x!r:>99999}", "plural": None, "fields": {"x": "a"}},
    {"message": "{x", "plural": None, "fields": {"x": "a"}},
    {"message": "{x}", "plural": "{y}", "fields": {"x": "a", "count": 2}},
    {"message": "{count} x", "plural": "{count} y", "fields": {"count": "many"}},
    {"message": "You draw a card…", "plural": "zzz", "fields": {}},  # a plural, no count
])
def test_a_malformed_phrase_from_another_process_is_refused_not_trusted(bad):
    data = {**_medium_why().to_dict(), "lines": [bad]}
    with pytest.raises(ValueError):
        Explanation.from_dict(data)
    from dirty7.ai.explain import read_explanation

    assert read_explanation(data) is None  # the move still counts; only its Why? is dropped


def test_odd_figures_or_an_unknown_plural_never_break_the_why_panel():
    from dirty7.ai.explain import read_explanation
    from dirty7.ui.table.why import why_lines

    data = _medium_why().to_dict()
    assert read_explanation({**data, "best": [["7H", 10**400, 0.5]]}) is None
    named = {"message": "{message} {plural}", "plural": None,
             "fields": {"message": "m", "plural": "p"}}  # argument names are free
    assert Phrase.from_data(named) == "m p"
    set_language("de")
    odd = Phrase("You draw a card…", "You draw {count} cards…", count=3)  # a plugin's own
    assert phrase_words(odd) == "Du ziehst 3 Karten…"
    unknown = Phrase("my own words", "{count} of mine", count=2)
    assert phrase_words(unknown) == "2 of mine"
    plugin = Explanation("", "7♥", (odd, "plain words"))
    heading, lines = why_lines(plugin, "Bot")
    assert "Project-Id-Version" not in " ".join(lines) and "• Plain words" in lines


def test_the_why_panel_speaks_german_with_plural_forms():
    from dirty7.ui.table.why import why_lines

    set_language("de")
    _heading, lines = why_lines(_medium_why(), "Computer")
    assert "• Hat einen Joker (Bube) gelegt, nur weil nichts Besseres passte" in lines
    assert "• Hat ♥ gewünscht: er hat noch 3 Karten dieser Farbe" in lines
    one = Phrase(*Nn_("attacked with its {rank}: you hold only {count} card",
                      "attacked with its {rank}: you hold only {count} cards"),
                 rank=6, count=1)
    assert str(one) == "attacked with its Seven: you hold only 1 card"
    assert phrase_words(one) == "hat mit einer Sieben angegriffen: du hast nur noch 1 Karte"
    set_language("pl")
    many = Phrase(one.message, one.plural, rank=6, count=5)
    assert phrase_words(many).endswith("masz już tylko 5 kart")


def test_the_wild_rank_reads_right_in_english_whatever_it_is():
    crazy = PRESETS["crazy-eights"]
    on_wild = parse_position("8C2D/KD4D/8H/4C 0 n H", variant=crazy)
    assert on_wild.explain_illegal("8C") in ("Name a suit for the Eight",
                                            "A wild Eight may not be played on another")
    last = parse_position("8C/KD4D/5H/4C 0 n H", variant=crazy)
    assert last.explain_illegal("8C>S") == "Your last card, a wild Eight, names no suit"
