"""The rule set in force, in words: its name, and what each of its switches asks.

Why from the variant, never from a name: the rules card on the table, How to play and
the Settings row speak of whatever :class:`~dirty7.rules.Variant` is played, so a rule
that is off is not explained and a special card is named by the rank that does it (an
Eight is wild in Crazy Eights, a Jack in Dirty Seven).
"""

from __future__ import annotations

from dataclasses import replace

from dirty7.i18n import N_, _
from dirty7.rules import Variant
from dirty7.rules.presets import preset_name

#: Each preset's name as the player reads it, in the presets' order.
RULES_LABELS: dict[str, str] = {"dirty-seven": N_("Dirty Seven"),
                                "crazy-eights": N_("Crazy Eights"), "mau-mau": N_("Mau-Mau")}


def rules_label(name: str | None) -> str:
    """``Crazy Eights``: a preset's name in words (``House rules`` for a custom set)."""
    return _(RULES_LABELS[name]) if name in RULES_LABELS else _("House rules")


def rules_family(variant: Variant) -> str | None:
    """The preset ``variant`` plays (who starts, the match and Dirty Seven's Sevens-stack
    switch aside), or None for a custom set."""
    name = preset_name(variant)
    if name is None and variant.seven_stack:
        name = preset_name(replace(variant, seven_stack=False))
        return name if name == "dirty-seven" else None
    return name


__all__ = ["RULES_LABELS", "rules_family", "rules_label"]
