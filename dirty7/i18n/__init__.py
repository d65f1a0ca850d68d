"""The player's language: every word the game shows is a message of one gettext catalogue.

Why one small package on its own floor: the words of every floor above the rules (the
table's words, the screens, the command line) are looked up here, and the rules stay pure
(they return ids; whoever shows them translates). English is the source language: a
message is its English text, marked where it is written::

    from dirty7.i18n import _, ngettext
    _("{name} wins").format(name=name)
    ngettext("{count} card left", "{count} cards left", n).format(count=n)

Each sentence is one message with named placeholders (a translator may reorder them),
never a sentence glued from translated pieces. A text kept in a constant is marked with
:func:`N_` (extracted, not translated) and translated where it is shown, so that a change
of language (:func:`set_language`) reaches it.
"""

from dirty7.i18n.catalogue import (
    N_,
    _,
    current_language,
    gettext,
    ngettext,
    pgettext,
    set_language,
)
from dirty7.i18n.languages import (
    LANGUAGES,
    PSEUDO_LANGUAGE,
    SOURCE_LANGUAGE,
    is_language_code,
    language_name,
    resolve_language,
    selectable_languages,
    shipped_languages,
    shipped_sentence,
    system_language,
)
from dirty7.i18n.numbers import format_day, format_number, format_percent

__all__ = [
    "LANGUAGES",
    "N_",
    "PSEUDO_LANGUAGE",
    "SOURCE_LANGUAGE",
    "_",
    "current_language",
    "format_day",
    "format_number",
    "format_percent",
    "gettext",
    "is_language_code",
    "language_name",
    "ngettext",
    "pgettext",
    "resolve_language",
    "selectable_languages",
    "set_language",
    "shipped_languages",
    "shipped_sentence",
    "system_language",
]
