"""What the rules and the computer players say, in the player's language.

The pure layers return a :class:`~dirty7.rules.phrase.Phrase`: the English sentence with
its message id, plural id and named arguments (why the engine refused a move, why the
computer played a card). Here the id is looked up in the catalogue (the plural form the
reader's language gives the count), and the arguments that are words (the rank a rule
gives a role: "the Seven", "die Sieben") are named in that language; a card's notation,
a suit symbol and a count are the same everywhere. A phrase quoted in another (the
rules' refusal in a network game's stop reason) is said in the reader's language too.
"""

from __future__ import annotations

from dirty7.i18n import _, ngettext
from dirty7.i18n.said import Said
from dirty7.rules.phrase import COUNT_FIELD, Phrase, is_rank_field
from dirty7.rules.variant import RANK_NAMES

from .card_words import rank_name


def phrase_words(text: str) -> str:
    """``text`` as the player reads it: a phrase translated, any other text unchanged (a
    reason a screen wrote itself is a message already)."""
    if not isinstance(text, Phrase):
        return text
    try:
        fields = {key: rank_name(int(value)) if is_rank_field(key)
                  else phrase_words(value) if isinstance(value, str) else value
                  for key, value in text.fields.items()}
        # The msgids are the pure layers' own (marked there with N_ for extraction).
        if text.plural is None:
            form = _(text.message)
        else:
            form = ngettext(text.message, text.plural, int(text.fields.get(COUNT_FIELD, 0)))
        return text.finish(form.format(**fields))
    except (KeyError, IndexError, ValueError, TypeError):
        return str(text)  # a phrase no catalogue knows (a plugin's own): its English


def kept_phrase(text: str) -> str:
    """``text`` kept for a report that is shown later (``dirty7 verify``'s reasons): the
    same English, as a :class:`~dirty7.i18n.said.Said` that :func:`~dirty7.i18n.said.shown`
    says in the reader's language then (a rank's name too); any other text unchanged."""
    if not isinstance(text, Phrase):
        return text
    fields = {key: Said(RANK_NAMES[int(value)]) if is_rank_field(key)
              else kept_phrase(value) if isinstance(value, str) else value
              for key, value in text.fields.items()}
    count = int(text.fields.get(COUNT_FIELD, 0)) if text.plural is not None else None
    return Said(text.message, text.plural, count, None, **fields)


__all__ = ["kept_phrase", "phrase_words"]
