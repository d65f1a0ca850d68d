"""The catalogue in force and the functions that look messages up in it.

Why module state: a message is looked up where it is shown, in every floor, and threading
a translator through each call would touch every function that returns a word. The one
state is the catalogue in force; :func:`set_language` re-binds it, so every lookup after it
answers in the new language (a screen rebuilt after the change shows the new words).

Catalogues are the compiled ``.mo`` files under ``dirty7/resources/locale`` (committed,
compiled by ``scripts/catalogues.py``, never at start), each read once and kept.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

#: Where the catalogues are: ``<lang>/LC_MESSAGES/dirty7.mo`` and the template ``dirty7.pot``.
LOCALE_DIR = Path(__file__).resolve().parent.parent / "resources" / "locale"
DOMAIN = "dirty7"
SOURCE = "en"

_loaded: dict[str, _gettext.NullTranslations] = {SOURCE: _gettext.NullTranslations()}
_current: _gettext.NullTranslations = _loaded[SOURCE]
_current_code = SOURCE


def catalogue_path(code: str) -> Path:
    """The compiled catalogue of language ``code`` (it may not exist)."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def catalogue(code: str) -> _gettext.NullTranslations:
    """The catalogue of ``code``, read once (FileNotFoundError when none ships)."""
    found = _loaded.get(code)
    if found is None:
        with catalogue_path(code).open("rb") as handle:
            found = _loaded[code] = _gettext.GNUTranslations(handle)
    return found


def set_language(code: str) -> None:
    """Make ``code`` the language of every message looked up from now on.

    FileNotFoundError when no catalogue of ``code`` ships (the caller chose the code from
    :func:`~dirty7.i18n.languages.shipped_languages`, so this is a damaged install).
    """
    global _current, _current_code
    _current, _current_code = catalogue(code), code


def current_language() -> str:
    """The code of the language in force (``en`` until another is set)."""
    return _current_code


def gettext(message: str) -> str:
    """``message`` (its English text) in the language in force."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for the number ``n`` in the language in force
    (German has two forms, Polish three: the catalogue's plural rule chooses)."""
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in force, as meant in ``context``: one English word
    with two meanings ("D" a key, "D" a draw's chip) is two messages."""
    return _current.pgettext(context, message)


_ = gettext


#: The catalogue made from the template's every message (``scripts/catalogues.py``): the
#: index of the messages this program knows.
_INDEX = "en_XA"


def is_message(message: str, plural: str | None = None) -> bool:
    """Whether ``message`` (with ``plural``) is one of this program's messages: a phrase
    another program sent names only messages this one can say in its own words."""
    try:
        index = catalogue(_INDEX)
    except FileNotFoundError:  # a damaged install: nothing is known, the English is shown
        return False
    known = getattr(index, "_catalog", {})
    return (message in known) if plural is None else ((message, 0) in known)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (a constant's text, looked
    up with ``_()`` where it is shown, so that a change of language reaches it)."""
    return message


__all__ = ["DOMAIN", "LOCALE_DIR", "N_", "_", "catalogue", "catalogue_path", "current_language",
           "is_message", "pgettext",
           "gettext", "ngettext", "set_language"]
