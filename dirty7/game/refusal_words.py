"""The engine's reasons for refusing a move, in the player's language.

The rules return a :class:`~dirty7.rules.Refusal`: the English sentence with its message
id and named arguments. Here the id is looked up in the catalogue and the one argument
that is a word (the rank a rule gives a role: "the Seven", "die Sieben") is named in the
player's language; a card's notation, a suit symbol and a count are the same everywhere.
"""

from __future__ import annotations

from dirty7.i18n import _
from dirty7.rules import Refusal
from dirty7.rules.illegal import RANK_FIELD

from .card_words import rank_name


def refusal_words(reason: str) -> str:
    """``reason`` as the player reads it: a refusal translated, any other text unchanged
    (a reason a screen wrote itself is a message already)."""
    if not isinstance(reason, Refusal):
        return reason
    fields = {key: rank_name(int(value)) if key == RANK_FIELD else value
              for key, value in reason.fields.items()}
    # The msgid is the rules' own (marked there with N_ for extraction).
    return _(reason.message).format(**fields)


__all__ = ["refusal_words"]
