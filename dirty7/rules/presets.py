"""The named rule sets: Dirty Seven, Crazy Eights and Mau-Mau (docs/RULES.md, "House
rules"). Each is a :class:`Variant` and nothing more, so a custom set is a preset with
some switches changed (``dataclasses.replace``), and the engine never asks for a name.
"""

from __future__ import annotations

from .rules_code import canonical_code, decode_rules, looks_like_code
from .variant import STANDARD, Variant

#: The presets by their command-line name, Dirty Seven (the default) first.
PRESETS: dict[str, Variant] = {
    "dirty-seven": STANDARD,
    "crazy-eights": Variant(
        deck=52, hand_size=7, wild="eight", wild_on_wild=True, again="none", extra="none",
        penalty="none", cannot_play="draw-until", card_values="crazy-eights",
        scorer="winner"),
    "mau-mau": Variant(
        deck=32, hand_size=5, wild="jack", wild_on_wild=False, again="eight", extra="none",
        penalty="seven", penalty_draw=2, seven_stack=True, cannot_play="draw-play",
        last_card=1, card_values="mau-mau"),
}


def variant_named(name: str) -> Variant:
    """The preset called ``name`` (``dirty-seven``, ``crazy-eights``, ``mau-mau``) or the
    custom set a rules code holds (``R7-…``, :mod:`.rules_code`); ValueError listing the
    names for anything else (a :class:`~.rules_code.RulesCodeError` for a bad code)."""
    if isinstance(name, str) and name in PRESETS:
        return PRESETS[name]
    if looks_like_code(name):
        return decode_rules(name)
    raise ValueError(f"unknown rules {name!r:.60}: use one of {', '.join(PRESETS)} "
                     f"or a custom set's code (R7-…)")


def rules_name(name: str) -> str:
    """The one spelling of a rule set's name: a preset's name as it is, a code as
    :func:`~.rules_code.encode_rules` writes it (ValueError as :func:`variant_named`)."""
    variant_named(name)
    return name if name in PRESETS else canonical_code(name)


def preset_name(variant: Variant) -> str | None:
    """The name of the preset ``variant`` plays by (who starts and the match aside), or
    None for a custom set."""
    play = variant.play_rules()
    for name, preset in PRESETS.items():
        if preset.play_rules() == play:
            return name
    return None


__all__ = ["PRESETS", "preset_name", "rules_name", "variant_named"]
