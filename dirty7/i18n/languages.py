"""Which languages ship, what each is called in itself, and which one a player gets.

Why the system's locale first: a player who never opens Settings should read the game in
the language of their desktop when it ships, else English (the source language). A code
that names no shipped language is never fatal: the command line refuses it with one
sentence, the settings file falls back to the system's choice.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

from dirty7.i18n.catalogue import SOURCE, catalogue_path, gettext

SOURCE_LANGUAGE = SOURCE
#: The pseudo-language: every message longer, accented and in brackets (generated from the
#: template by ``scripts/catalogues.py``), for the layout tests and a developer's eye; it is
#: not offered in Settings.
PSEUDO_LANGUAGE = "en_XA"
#: The languages a player can choose, each in its own name (the Settings row shows these).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "es": "Español",
                             "fr": "Français", "pl": "Polski", "pt_BR": "Português (Brasil)",
                             "ru": "Русский"}
_PSEUDO_NAME = "[Ƥšéûðö Éñĝļîšĥ]"
#: The form of a language code: ``de``, ``pt_BR``, ``en_XA``.
_CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")
#: The environment variables gettext reads, in its order.
_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def is_language_code(code: object) -> bool:
    """Whether ``code`` has the form of a language code (shipped or not)."""
    return isinstance(code, str) and _CODE.fullmatch(code) is not None


def shipped_languages() -> tuple[str, ...]:
    """Every code ``--language`` accepts: the choosable languages and the pseudo-language."""
    return (*LANGUAGES, PSEUDO_LANGUAGE)


def selectable_languages() -> tuple[str, ...]:
    """The languages offered in Settings (the pseudo-language is for testing)."""
    return tuple(LANGUAGES)


def language_name(code: str) -> str:
    """A language in its own name (``Deutsch``), the code itself for an unknown one."""
    return LANGUAGES.get(code) or (_PSEUDO_NAME if code == PSEUDO_LANGUAGE else code)


def shipped_sentence() -> str:
    """One sentence naming the shipped languages (for a refused ``--language``)."""
    names = ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
    return gettext("the languages are {names}, and {pseudo} (the pseudo-language for "
                   "layout checks)").format(names=names, pseudo=PSEUDO_LANGUAGE)


def _shipped(code: str) -> bool:
    return code == SOURCE or (code in shipped_languages() and catalogue_path(code).is_file())


def regional_stand_ins() -> dict[str, str]:
    """Each language shipped only in one region's form, and that form (``pt`` →
    ``pt_BR``): who speaks it reads that form better than English."""
    found: dict[str, str] = {}
    for code in sorted(LANGUAGES):
        language = code.split("_")[0]
        if "_" in code and language not in LANGUAGES:
            found.setdefault(language, code)
    return found


def _candidates(value: str) -> list[str]:
    """``de_DE.UTF-8@euro`` → ``de_DE``, ``de``: the codes a locale name may mean; then the
    shipped regional forms of its language (``pt_PT`` → ``pt_BR``): a Portuguese desktop
    reads Brazilian Portuguese better than English."""
    base = value.split(".", 1)[0].split("@", 1)[0].replace("-", "_")
    language, _sep, region = base.partition("_")
    language = language.lower()
    out = [f"{language}_{region.upper()}"] if region else []
    stand_in = regional_stand_ins().get(language)
    return [*out, language, *([stand_in] if stand_in else [])]


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The first shipped language the system's locale names (gettext's variables, in its
    order; ``LANGUAGE`` may list several; a language shipped only in another region's form
    gets that form), else English. ``C`` and ``POSIX`` mean English."""
    environ = os.environ if environ is None else environ
    for variable in _LOCALE_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for part in value.split(":"):
            if part in ("C", "POSIX") or part.startswith("C."):
                return SOURCE
            for code in _candidates(part):
                if code in LANGUAGES and _shipped(code):
                    return code
        if variable != "LANGUAGE":  # the first variable set decides, as gettext's does
            break
    return SOURCE


def resolve_language(setting: str, environ: Mapping[str, str] | None = None) -> str:
    """The language to show for the setting ``setting``: "" or ``system`` mean the
    system's; a shipped code is itself; any other code falls back to the system's."""
    if setting and setting != "system" and _shipped(setting):
        return setting
    return system_language(environ)


def babel_locale(code: str) -> str:
    """The CLDR locale Babel formats numbers for in ``code`` (the pseudo-language is
    English with other letters)."""
    return SOURCE if code == PSEUDO_LANGUAGE else code


__all__ = ["LANGUAGES", "PSEUDO_LANGUAGE", "SOURCE_LANGUAGE", "babel_locale",
           "is_language_code", "language_name", "regional_stand_ins", "resolve_language",
           "selectable_languages", "shipped_languages", "shipped_sentence", "system_language"]
