"""Each rule option and each list of choices has one home, and every reader uses it.

Before, ``match_to`` was bounded by the settings (10,000) and again by the saved session
(10^9), and the card sizes were a tuple in the store and a dict in the layout; a value one
layer accepted another refused, and a change to one list missed the other.
"""

from __future__ import annotations

import pytest

from dirty7.game.session import SessionState
from dirty7.rules import MATCH_TO_MAX, Variant
from dirty7.store import settings as stored
from dirty7.ui.core import layout


def _saved_session(**changes) -> dict:
    data = SessionState(difficulty="medium", base_seed=7, game_id="g1").to_dict()
    data.update(changes)
    return data


def test_a_match_target_past_the_rules_bound_is_refused_by_every_reader():
    too_far = MATCH_TO_MAX + 1
    with pytest.raises(ValueError, match=f"from 1 to {MATCH_TO_MAX}"):
        Variant(match_to=too_far)
    with pytest.raises(ValueError, match=f"from 1 to {MATCH_TO_MAX}"):
        stored.Settings(match_to=too_far)
    with pytest.raises(ValueError, match=f"from 1 to {MATCH_TO_MAX}"):
        SessionState.from_dict("medium", _saved_session(match_to=too_far))


def test_the_bound_itself_is_a_match_everywhere():
    assert Variant(match_to=MATCH_TO_MAX).match_to == MATCH_TO_MAX
    assert stored.Settings(match_to=MATCH_TO_MAX).variant.match_to == MATCH_TO_MAX
    state = SessionState.from_dict("medium", _saved_session(match_to=MATCH_TO_MAX))
    assert state.variant == Variant(match_to=MATCH_TO_MAX)


def test_who_starts_is_refused_in_the_rules_words_by_every_reader():
    with pytest.raises(ValueError, match="'first' must be one of human, computer, alternate"):
        stored.Settings(first="dealer")
    with pytest.raises(ValueError, match="'first' must be one of human, computer, alternate"):
        SessionState.from_dict("medium", _saved_session(first="dealer"))


def test_the_card_sizes_are_one_table_the_layout_reads():
    assert layout.CARD_SIZES is stored.CARD_SIZES
    for name, factor in stored.CARD_SIZES.items():
        assert layout.card_factor(name, 1.0) == pytest.approx(factor)
        assert stored.Settings(card_size=name).card_size == name


def test_the_seed_bound_is_written_once():
    """A seed's bound, 2**64, is the rules' ``SEED_LIMIT``; no other module writes the number
    (the record, the command line and the network messages each had their own)."""
    import ast
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "dirty7"
    found = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow)
                    and isinstance(node.left, ast.Constant) and node.left.value == 2
                    and isinstance(node.right, ast.Constant) and node.right.value == 64):
                found.append(str(path.relative_to(package)))
    assert found == ["rules/shuffle.py"]
