"""Which rule set the Statistics screen counts: the order R steps through, and the title.

Why apart from the screen: each rule set's games count apart (a Crazy Eights win is not
Dirty Seven's, :mod:`dirty7.store.rules_stats`); the screen only shows one of them. A
custom set's games are kept under its code, and it is named as the player saved it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dirty7.game.custom_rules import set_label
from dirty7.game.rules_words import RULES_LABELS
from dirty7.i18n import _

#: The presets, in the order R steps through them before the custom sets.
RULES_ORDER = tuple(RULES_LABELS)


def rules_order(counted: Iterable[str], current: str) -> tuple[str, ...]:
    """The rule sets R steps through: the presets, then each other set with games counted
    (``counted``, the statistics' ``by_rules`` keys) and the one in force, by name."""
    others = {name for name in (*counted, current) if name not in RULES_ORDER}
    return (*RULES_ORDER, *sorted(others))


def rules_title(rules: str, saved: Mapping[str, str] | None = None) -> str:
    """The screen's title: "Statistics", with the rule set unless it is Dirty Seven."""
    if rules == RULES_ORDER[0]:
        return _("Statistics")
    return _("Statistics · {rules}").format(rules=set_label(rules, saved))


def next_rules(rules: str, order: tuple[str, ...] = RULES_ORDER) -> str:
    """The rule set after ``rules`` in ``order`` (wrapping)."""
    index = order.index(rules) if rules in order else -1
    return order[(index + 1) % len(order)]


__all__ = ["RULES_ORDER", "next_rules", "rules_order", "rules_title"]
