"""Random custom rule sets for property tests (hypothesis): the switches a variant takes,
drawn at random, the combinations it refuses skipped."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from dirty7.rules import Variant
from dirty7.rules.variant import (
    AGAIN_CHOICES,
    CANNOT_PLAY_CHOICES,
    EXTRA_CHOICES,
    PENALTY_CHOICES,
    WILD_CHOICES,
)


@st.composite
def variants(draw) -> Variant:
    """A random custom rule set (combinations the variant refuses are skipped)."""
    fields = {
        "deck": draw(st.sampled_from((52, 32))), "hand_size": draw(st.integers(5, 8)),
        "wild": draw(st.sampled_from(WILD_CHOICES)), "wild_on_wild": draw(st.booleans()),
        "again": draw(st.sampled_from(AGAIN_CHOICES)),
        "extra": draw(st.sampled_from(EXTRA_CHOICES)),
        "penalty": draw(st.sampled_from(PENALTY_CHOICES)),
        "penalty_draw": draw(st.sampled_from((2, 4))), "seven_stack": draw(st.booleans()),
        "cannot_play": draw(st.sampled_from(CANNOT_PLAY_CHOICES)),
        "first_effect": draw(st.booleans()), "last_card": draw(st.integers(0, 2)),
    }
    try:
        return Variant(**fields)
    except ValueError:
        assume(False)
