"""Short codes (challenges and rule sets share one): what is written reads back, read
case-blind and through the letters people confuse; anything else is refused with a reason."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.rules.short_code import (
    BAD_LETTER,
    CHECKSUM,
    EMPTY,
    MISCOUNTED,
    TOO_LONG,
    TOO_SHORT,
    CodeFormat,
    ShortCodeError,
)

FORMAT = CodeFormat("T7-", b"test salt", 60, 2)


@settings(max_examples=60)
@given(st.binary(min_size=2, max_size=20))
def test_a_payload_reads_back_from_its_code_however_it_is_typed(payload):
    code = FORMAT.write(payload)
    assert code.startswith("T7-") and all(len(g) <= 5 for g in code[3:].split("-"))
    assert FORMAT.read(code) == payload
    typed = code.lower().replace("1", "l").replace("0", "o").replace("-", " ")
    assert FORMAT.read(typed) == payload


@pytest.mark.parametrize(("text", "reason"), [
    ("", EMPTY), ("T7-", EMPTY), ("T7-AB!", BAD_LETTER), ("T7-ABU", BAD_LETTER),
    ("x" * 61, TOO_LONG), ("T7-A", MISCOUNTED), ("T7-00000000", TOO_SHORT),
])
def test_garbage_is_refused_with_its_reason(text, reason):
    with pytest.raises(ShortCodeError) as refused:
        FORMAT.read(text)
    assert refused.value.reason == reason


def test_one_changed_letter_or_another_salt_fails_the_checksum():
    code = FORMAT.write(b"\x01\x02\x03\x04")
    last = code[-1]
    changed = code[:-2] + ("Z" if code[-2] != "Z" else "Y") + last
    with pytest.raises(ShortCodeError) as refused:
        FORMAT.read(changed)
    assert refused.value.reason in (CHECKSUM, MISCOUNTED)
    other = CodeFormat("T7-", b"another salt", 60, 2)
    with pytest.raises(ShortCodeError) as refused:
        other.read(code)
    assert refused.value.reason == CHECKSUM
    assert FORMAT.looks_like(" t7-abc") and not FORMAT.looks_like("Crazy Eights")
