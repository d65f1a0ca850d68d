"""Why? and the hint in the words of the rules in force: the wild rank is named as the
rules give it (an Eight in Crazy Eights, a Jack in Dirty Seven and Mau-Mau), Hard's belief
counts the wild rank's cards, and a rule that is off is never named ("a none")."""

from __future__ import annotations

import pytest

from dirty7.ai.explain import heuristic_reason
from dirty7.ai.hard import HardStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.rules import PASS, PRESETS, RANKS, parse_position
from dirty7.rules.phases import NORMAL
from dirty7.ui.table.why import why_lines

WILD_WORDS = {"dirty-seven": "a Jack", "crazy-eights": "an Eight", "mau-mau": "a Jack"}


def _view(name: str):
    """North (seat 1) to move on K♠ holding the wild rank's ♥ and clubs that fit nothing."""
    variant = PRESETS[name]
    wild = RANKS[variant.wild_rank]
    text = f"TDQD/{wild}H9CTC/KS/AC8C 1 n S"
    return parse_position(text, variant=variant).view(1)


@pytest.mark.parametrize("name", list(PRESETS))
def test_medium_names_the_wild_rank_of_the_rules(name):
    view = _view(name)
    strategy = MediumStrategy()
    move = strategy.choose(view)
    why = strategy.explain(view, move)
    assert why.rule == "jack"
    wild = "Eight" if name == "crazy-eights" else "Jack"
    assert why.lines[0] == f"played its {wild} only because nothing better fitted"


@pytest.mark.parametrize("name", list(PRESETS))
def test_hards_belief_counts_the_wild_rank_of_the_rules(name):
    view = _view(name)
    hard = HardStrategy(seed=1, iterations=60)
    move = hard.choose(view)
    why = hard.explain(view, move)
    wild = RANKS[PRESETS[name].wild_rank]
    assert {s for s, _p, _r in why.suits} == {"♣", "♦", "♥", "♠", wild}
    _heading, lines = why_lines(why, "North")
    assert any(line.strip().startswith(f"{WILD_WORDS[name]}:") for line in lines)


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_pass_names_only_the_special_ranks_the_rules_have(name):
    variant = PRESETS[name]
    _rule, lines = heuristic_reason(0b11, [PASS, 0], PASS, NORMAL, 5, variant)
    assert "none" not in lines[0]
    if name == "crazy-eights":
        assert lines == ["passed rather than give up its Eight"]
    else:
        assert lines == ["passed rather than give up its Jack or its Seven"]
