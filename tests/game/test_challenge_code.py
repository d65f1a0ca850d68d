"""Challenge codes: what they hold, and every mistyped, altered or unplayable code refused
with a clear message."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dirty7.game.challenge import (
    ALPHABET,
    Challenge,
    ChallengeError,
    challenge_of,
    decode,
    encode,
    read_code,
)
from dirty7.game.players import strategy_seed
from dirty7.game.record import GameRecord
from dirty7.rules.shuffle import SEED_LIMIT

SPECS = st.sampled_from(["easy", "medium", "hard:iterations=3000",
                         "matched:strength=1,iterations=800"])


@st.composite
def challenges(draw):
    seed = draw(st.integers(0, SEED_LIMIT - 1))
    derived = draw(st.booleans())
    return Challenge(seed=seed, first=draw(st.integers(0, 1)), seven_stack=draw(st.booleans()),
                     spec=draw(SPECS),
                     computer_seed=strategy_seed(seed, 1) if derived
                     else draw(st.integers(0, SEED_LIMIT - 1)),
                     won=draw(st.sampled_from([True, False, None])),
                     moves=draw(st.integers(0, 5000)),
                     cards_left=(draw(st.integers(0, 52)), draw(st.integers(0, 52))))


RELAXED = settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)


@RELAXED
@given(challenges())
def test_a_code_holds_exactly_its_challenge_and_is_read_however_it_is_written(c):
    code = encode(c)
    assert code.startswith("D7-") and len(code) < 130
    assert decode(code) == c
    assert decode(code.lower().replace("-", " ")) == c
    assert decode(code.replace("1", "l").replace("0", "O")) == c  # read as 1 and 0


@settings(RELAXED, max_examples=30)
@given(challenges(), st.data())
def test_one_changed_letter_is_refused_by_the_checksum(c, data):
    code = encode(c)
    at = data.draw(st.integers(3, len(code) - 1).filter(lambda k: code[k] != "-"))
    other = data.draw(st.sampled_from([ch for ch in ALPHABET if ch != code[at]]))
    altered = code[:at] + other + code[at + 1:]
    with pytest.raises(ChallengeError, match="mistyped|cannot read"):
        decode(altered)


def test_two_letters_swapped_or_one_dropped_is_refused():
    code = encode(Challenge(5, 0, False, "medium", strategy_seed(5, 1), True, 40, (0, 3)))
    letters = code[3:].replace("-", "")
    swapped = next(letters[:k] + letters[k + 1] + letters[k] + letters[k + 2:]
                   for k in range(len(letters) - 1) if letters[k] != letters[k + 1])
    for bad in (swapped, letters[:-1], letters[1:], letters + "7"):
        with pytest.raises(ChallengeError):
            decode(bad)


@pytest.mark.parametrize("text, words", [
    ("", "Type or paste"),
    ("   ", "Type or paste"),
    ("D7-", "Type or paste"),
    ("D7-ABCDE-!", "only letters and digits"),
    ("D7-ABCDE-U", "only letters and digits"),
    ("D7-ABCDE", "too short"),
    ("x" * 500, "far too long"),
])
def test_garbage_is_refused_with_its_reason(text, words):
    with pytest.raises(ChallengeError, match=words):
        read_code(text)


def test_a_code_of_another_version_or_an_unplayable_computer_is_refused(monkeypatch):
    import dirty7.game.challenge as module

    good = Challenge(9, 1, True, "hard:iterations=3000", strategy_seed(9, 1), False, 50, (2, 0))
    monkeypatch.setattr(module, "VERSION", 2)
    future = encode(good)
    monkeypatch.undo()
    with pytest.raises(ChallengeError, match="another version"):
        decode(future)
    for spec, words in (("hard:think_ms=300", "thinks for a time"),
                        ("hard:iterations=0", "cannot play here"),
                        ("nosuchplugin", "cannot play here"),
                        ("medium:x=1", "cannot play here")):
        with pytest.raises(ChallengeError, match=words):
            read_code(encode(Challenge(9, 0, False, spec, 1, True, 3, (0, 1))))
    assert read_code(encode(good)) == good


def test_only_a_persons_game_against_a_seeded_computer_on_a_deal_number_is_a_challenge():
    record = GameRecord(seed=42, first=1, players=["human", "medium"], seeds=[None, 85])
    made = challenge_of(record, True, 30, (0, 4))
    assert made == Challenge(42, 1, False, "medium", 85, True, 30, (0, 4))
    for other in (GameRecord(seed=None, start="x", players=["human", "medium"], seeds=[None, 1]),
                  GameRecord(seed=4, players=["medium", "human"], seeds=[3, None]),
                  GameRecord(seed=4, players=["human", "medium"], seeds=[None, None])):
        assert challenge_of(other, True, 30, (0, 4)) is None


def test_a_refused_code_is_said_in_the_players_language():
    from dirty7.i18n import set_language

    set_language("de")
    with pytest.raises(ChallengeError, match="zu kurz"):
        read_code("D7-ABCDE")
    with pytest.raises(ChallengeError, match="nur Buchstaben und Ziffern; '!'"):
        read_code("D7-ABCDE-!")
