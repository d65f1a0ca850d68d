"""The host's rules in words, as the guest is shown them before the deal (the Join
screen's offer and ``dirty7 join``'s question).

Why a module: the words come from the rule set (its name and each switch that differs from
Dirty Seven, :mod:`dirty7.game.custom_rules`), so both ways of joining say the same thing.
"""

from __future__ import annotations

from dirty7.game.custom_rules import differences, rules_key, set_label
from dirty7.game.rules_words import rules_family
from dirty7.rules import Variant


def variant_words(variant: Variant) -> str:
    """The host's rules in words, for the guest to accept before the deal: Dirty Seven's
    Sevens as they always were said; any other set by its name and each switch that
    differs from Dirty Seven (``Crazy Eights (Wild card: Eight; …)``); then the match."""
    match = f"a match to {variant.match_to} points" if variant.match_to else "single games"
    if rules_family(variant) == "dirty-seven":
        sevens = "Sevens stack (each Seven adds four)" if variant.seven_stack else \
            "standard Sevens (answer or draw four)"
        return f"{sevens}; {match}"
    return f"{set_label(rules_key(variant))} ({'; '.join(differences(variant))}); {match}"


__all__ = ["variant_words"]
