"""A custom rule set as a short code: every switch travels, the code is read case-blind,
and a mistyped or altered code is refused with a reason (never read as another set)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dirty7.rules import PRESETS, STANDARD, Variant, decode_rules, encode_rules, variant_named
from dirty7.rules.presets import rules_name
from dirty7.rules.rules_code import ALPHABET, NOT_IN_CODE, SWITCHES, RulesCodeError
from tests.support.house import variants

CUSTOM = dataclasses.replace(PRESETS["crazy-eights"], hand_size=5, last_card=2,
                             penalty="two", seven_stack=True)


def test_the_code_carries_every_switch_of_the_play_rules():
    coded = [name for name, _choices in SWITCHES]
    assert len(coded) == len(set(coded))
    assert set(coded) | set(NOT_IN_CODE) == {f.name for f in dataclasses.fields(Variant)}


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_preset_round_trips_and_is_found_by_its_code(name):
    code = encode_rules(PRESETS[name])
    assert code.startswith("R7-") and len(code) == 18
    assert decode_rules(code) == PRESETS[name].play_rules()
    assert variant_named(code) == PRESETS[name].play_rules()


@settings(max_examples=60, deadline=None)
@given(variant=variants(), card_values=st.sampled_from(("dirty-seven", "crazy-eights",
                                                         "mau-mau")),
       scorer=st.sampled_from(("loser", "winner")))
def test_a_random_valid_set_round_trips(variant, card_values, scorer):
    variant = dataclasses.replace(variant, card_values=card_values, scorer=scorer)
    code = encode_rules(variant)
    assert decode_rules(code) == variant.play_rules()
    assert decode_rules(code.lower().replace("-", " ")) == variant.play_rules()
    assert rules_name(code.lower()) == code


def test_who_starts_and_the_match_are_not_part_of_the_code():
    assert encode_rules(dataclasses.replace(CUSTOM, first="human", match_to=100)) == \
        encode_rules(CUSTOM)


def _mutations(code: str):
    """Mutated spellings of ``code``: each letter replaced, a letter left out, one
    added (none of them the same code read case-blind)."""
    body = code[3:]
    return st.one_of(
        st.tuples(st.integers(0, len(body) - 1), st.sampled_from(ALPHABET)).filter(
            lambda change: body[change[0]] not in ("-", change[1])).map(
            lambda change: body[:change[0]] + change[1] + body[change[0] + 1:]),
        st.integers(0, len(body) - 1).map(lambda at: body[:at] + body[at + 1:]),
        st.tuples(st.integers(0, len(body)), st.sampled_from(ALPHABET)).map(
            lambda add: body[:add[0]] + add[1] + body[add[0]:]),
        st.integers(1, len(body) - 1).map(lambda at: body[:at]),
    ).map(lambda mutated: "R7-" + mutated)


@settings(max_examples=120, deadline=None)
@given(data=st.data(), variant=variants())
def test_any_mutated_code_is_refused_with_a_reason(data, variant):
    code = encode_rules(variant)
    mutated = data.draw(_mutations(code))
    assume(mutated.replace("-", "") != code.replace("-", ""))
    with pytest.raises(RulesCodeError) as refused:
        decode_rules(mutated)
    assert refused.value.reason and str(refused.value)


@pytest.mark.parametrize(("text", "reason"), [
    ("", "empty"), ("R7-", "empty"), ("R7-" + "A" * 90, "too-long"),
    ("R7-05210-0!", "bad-letter"),
    ("R7-0520", "too-short"), ("R7-05210-025Z6-MXF", "miscounted"),
    ("R7-15210-025Z6-MXE", "checksum"),
])
def test_a_bad_code_names_its_fault(text, reason):
    with pytest.raises(RulesCodeError) as refused:
        decode_rules(text)
    assert refused.value.reason == reason


def test_a_code_of_another_version_or_of_unplayable_rules_is_refused():
    import hashlib

    from dirty7.rules import rules_code

    def forged(payload: bytes) -> str:
        data = payload + hashlib.sha256(b"dirty7 rules" + payload).digest()[:4]
        number = int.from_bytes(data, "big") << 1
        return "R7-" + "".join(ALPHABET[(number >> (5 * (12 - k))) & 31] for k in range(13))

    assert decode_rules(forged(bytes([1, 0, 0, 0]))) is not None  # the forger's check
    with pytest.raises(RulesCodeError) as refused:
        decode_rules(forged(bytes([2, 0, 0, 0])))
    assert refused.value.reason == rules_code.OTHER_VERSION and refused.value.detail == "2"
    with pytest.raises(RulesCodeError) as refused:  # wild index 3 of three choices
        decode_rules(forged(bytes([1, 0b00011000, 0, 0])))
    assert refused.value.reason == rules_code.UNREADABLE
    with pytest.raises(RulesCodeError) as refused:  # the same rank twice (Eight: wild, again)
        decode_rules(forged(bytes([1, 0b00101001, 0, 0])))
    assert refused.value.reason == rules_code.UNREADABLE


def test_dirty_seven_is_still_found_by_name_and_a_name_is_no_code():
    assert variant_named("dirty-seven") is STANDARD
    with pytest.raises(ValueError, match="or a custom set's code"):
        variant_named("crazy-nines")
