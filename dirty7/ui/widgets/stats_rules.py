"""Which rule set the Statistics screen counts: the order R steps through, and the title.

Why apart from the screen: each rule set's games count apart (a Crazy Eights win is not
Dirty Seven's, :mod:`dirty7.store.rules_stats`); the screen only shows one of them.
"""

from __future__ import annotations

from dirty7.game.rules_words import RULES_LABELS, rules_label
from dirty7.i18n import _

#: The rule sets the screen steps through (R); "custom" holds a changed set's games.
RULES_ORDER = (*RULES_LABELS, "custom")


def rules_title(rules: str) -> str:
    """The screen's title: "Statistics", with the rule set unless it is Dirty Seven."""
    if rules == RULES_ORDER[0]:
        return _("Statistics")
    return _("Statistics · {rules}").format(
        rules=rules_label(rules if rules in RULES_LABELS else None))


def next_rules(rules: str) -> str:
    """The rule set after ``rules`` in :data:`RULES_ORDER` (wrapping)."""
    index = RULES_ORDER.index(rules) if rules in RULES_ORDER else -1
    return RULES_ORDER[(index + 1) % len(RULES_ORDER)]


__all__ = ["RULES_ORDER", "next_rules", "rules_title"]
