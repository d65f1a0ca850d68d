"""A custom rule set in the player's words: its switches as labelled choices, the name it
is kept under, what it changes from Dirty Seven, and why a code was refused.

Why here and not in the rules: the rules stay pure (their codes and errors are ids and
English for the command line); whoever shows a set to a player reads these words, so the
Custom sheet, the statistics, the Join screen and ``dirty7 join`` say the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dirty7.game.rules_words import rules_family, rules_label
from dirty7.i18n import N_, _
from dirty7.rules import PRESETS, STANDARD, Variant, encode_rules
from dirty7.rules import rules_code as code
from dirty7.rules.variant import (
    AGAIN_CHOICES,
    CANNOT_PLAY_CHOICES,
    DECK_CHOICES,
    EXTRA_CHOICES,
    HAND_SIZES,
    PENALTY_CHOICES,
    WILD_CHOICES,
)

_RANK_WORDS = {"none": N_("None"), "ace": N_("Ace"), "two": N_("Two"), "three": N_("Three"),
               "seven": N_("Seven"), "eight": N_("Eight"), "jack": N_("Jack")}
_DECK_LABELS = {52: N_("52 cards"), 32: N_("32 cards")}
_FLAG = None  # an on/off switch (ChoiceSheetView's row without choices)

#: Each switch of a custom set: its field, label, note and choices as (value, label)
#: pairs (None: on/off), in the order the Custom sheet shows them.
SWITCH_ROWS: tuple[tuple[str, str, str, tuple[tuple[Any, str], ...] | None], ...] = (
    ("deck", N_("Deck"), N_("32 cards: Seven to Ace of each suit."),
     tuple((n, _DECK_LABELS[n]) for n in DECK_CHOICES)),
    ("hand_size", N_("Cards dealt"), "", tuple((n, str(n)) for n in HAND_SIZES)),
    ("wild", N_("Wild card"), N_("Played on anything; its player names the next suit."),
     tuple((w, _RANK_WORDS[w]) for w in WILD_CHOICES)),
    ("wild_on_wild", N_("Wild on wild"), N_("A wild card may be played on a wild card."),
     _FLAG),
    ("again", N_("Play again"), N_("In a two-player game its player moves again."),
     tuple((w, _RANK_WORDS[w]) for w in AGAIN_CHOICES)),
    ("extra", N_("Extra play"), N_("Play another matching card or pass."),
     tuple((w, _RANK_WORDS[w]) for w in EXTRA_CHOICES)),
    ("penalty", N_("Penalty card"), N_("Answer it in kind or draw."),
     tuple((w, _RANK_WORDS[w]) for w in PENALTY_CHOICES)),
    ("penalty_draw", N_("Penalty draws"), "", ((2, "2"), (4, "4"))),
    ("seven_stack", N_("Penalties stack"), N_("Each penalty card answered adds to the draw."),
     _FLAG),
    ("cannot_play", N_("Cannot play"), "",
     tuple(zip(CANNOT_PLAY_CHOICES, (N_("Draw one"), N_("Draw, may play"),
                                     N_("Draw until it fits")), strict=True))),
    ("first_effect", N_("First up-card acts"), N_("The up-card's power applies as if played."),
     _FLAG),
    ("last_card", N_("Last-card call"), N_("Forgetting the call costs this many cards."),
     ((0, N_("Off")), (1, "1"), (2, "2"))),
    ("card_values", N_("Card values"), N_("What cards left in hand score in a match."),
     tuple((name, label) for name, label in (("dirty-seven", N_("Dirty Seven")),
                                             ("crazy-eights", N_("Crazy Eights")),
                                             ("mau-mau", N_("Mau-Mau"))))),
    ("scorer", N_("Match scoring"), "",
     (("loser", N_("Loser scores")), ("winner", N_("Winner scores")))),
)
_ERRORS = {
    code.TOO_LONG: N_("That is far too long for a rules code."),
    code.EMPTY: N_("Type or paste a rules code (it starts with R7-)."),
    code.MISCOUNTED: N_("This rules code is mistyped: a letter is missing or one too many."),
    code.TOO_SHORT: N_("This rules code is too short: part of it is missing."),
    code.CHECKSUM: N_("This rules code is mistyped or altered: its checksum does not match. "
                      "Check it against the one you were sent."),
    code.UNREADABLE: N_("This rules code holds rules this version cannot play."),
}


def code_error_words(error: ValueError) -> str:
    """Why a code was refused, in the player's words (any ValueError of
    :func:`~dirty7.rules.variant_named` or :func:`~dirty7.rules.decode_rules`)."""
    if not isinstance(error, code.RulesCodeError):
        return _(N_("That is no rules code (they start with R7-)."))
    if error.reason == code.BAD_LETTER:
        return _("A rules code has only letters and digits; “{char}” is not one of "
                 "them.").format(char=error.detail)
    if error.reason == code.OTHER_VERSION:
        return _("This rules code was made by another version of Dirty Seven (code version "
                 "{version}; this one reads version {ours}).").format(
            version=error.detail, ours=code.VERSION)
    return _(_ERRORS.get(error.reason, N_("That is no rules code (they start with R7-).")))


def rules_key(variant: Variant) -> str:
    """The name a rule set is counted and chosen under: its preset's name, or its code."""
    return rules_family(variant) or encode_rules(variant)


def set_label(name: str, saved: Mapping[str, str] | None = None) -> str:
    """A rule set by the name the player knows it: a preset's, the name a custom set was
    saved under, else "House rules R7-…"."""
    if name in PRESETS:
        return rules_label(name)
    for saved_name, saved_code in (saved or {}).items():
        if saved_code == name:
            return saved_name
    return _("House rules {code}").format(code=name)


def switch_value_words(key: str, value: Any) -> str:
    """One switch's value as its row on the Custom sheet says it (``Eight``, ``On``)."""
    row = next(r for r in SWITCH_ROWS if r[0] == key)
    if row[3] is None:
        return _("On") if value else _("Off")
    return _(dict(row[3])[value])


def differences(variant: Variant) -> list[str]:
    """``Wild card: Eight``: each switch of ``variant`` that differs from Dirty Seven's,
    as "label: value", in the sheet's order."""
    return [_("{switch}: {value}").format(switch=_(label),
                                          value=switch_value_words(key, getattr(variant, key)))
            for key, label, _note, _choices in SWITCH_ROWS
            if getattr(variant, key) != getattr(STANDARD, key)]


__all__ = ["SWITCH_ROWS", "code_error_words",
           "differences", "rules_key", "set_label", "switch_value_words"]
