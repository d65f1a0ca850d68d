"""The deal of the day's seed: the documented function of the date, with its check value."""

from __future__ import annotations

import hashlib
import re
from datetime import date
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from dirty7.rules.daily_seed import daily_seed
from dirty7.rules.shuffle import SEED_LIMIT

RULES = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"


def test_the_check_value_of_the_rulebook():
    assert daily_seed(date(2026, 12, 2)) == 9914892443990420941
    text = RULES.read_text(encoding="utf-8")
    found = re.search(r"2026-12-02[^\n]*?`(\d+)`", text)
    assert found and int(found.group(1)) == daily_seed(date(2026, 12, 2))


@given(st.dates())
def test_the_seed_is_the_first_eight_bytes_of_the_hash_of_the_date(day):
    digest = hashlib.sha256(f"dirty7 daily {day.isoformat()}".encode()).digest()
    assert daily_seed(day) == int.from_bytes(digest[:8], "big") < SEED_LIMIT


def test_days_differ():
    days = [date(2026, 1, 1).fromordinal(date(2026, 1, 1).toordinal() + k) for k in range(400)]
    assert len({daily_seed(d) for d in days}) == 400


def test_the_second_check_value_and_the_up_card():
    from dirty7.rules import deal

    assert daily_seed(date(2027, 1, 1)) == 168365187254100380
    from dirty7.rules.notation import format_pile

    assert format_pile(deal(daily_seed(date(2026, 12, 2)), 0).waste[-1:]) == "3C"
