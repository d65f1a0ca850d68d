"""The catalogues are what the code and the translators say, compiled, complete and honest.

Why these checks: the trackers of translated card games show strings that never reach the
template, a compiled file older than its source, a translation that drops a placeholder
(a crash at ``format``) and a German still half English. Each of those fails here.
"""

from __future__ import annotations

import re

import pytest
from babel.messages.catalog import Catalog

from dirty7.i18n.catalogue_build import (
    extract_template,
    locale_dirs,
    mo_bytes,
    po_path,
    read,
    stale_files,
)
from dirty7.i18n.languages import LANGUAGES, PSEUDO_LANGUAGE

#: The languages a player can choose besides English: each must be complete.
TRANSLATED = [code for code in LANGUAGES if code != "en"]
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def test_every_shipped_language_has_a_catalogue():
    assert set(locale_dirs()) == {*TRANSLATED, PSEUDO_LANGUAGE}


@pytest.mark.parametrize("code", locale_dirs())
def test_each_compiled_catalogue_is_its_source_compiled_now(code):
    """The committed ``.mo`` is exactly what compiling the committed ``.po`` gives: it cannot
    go stale (scripts/catalogues.py compiles both the same way)."""
    po = po_path(code)
    assert po.with_suffix(".mo").read_bytes() == mo_bytes(read(po, code))


def test_extracting_again_changes_nothing():
    """``python scripts/catalogues.py --check`` on this checkout: the template holds every
    marked message, each language is updated from it, the pseudo-language is generated
    from it, and every ``.mo`` is compiled (run the script when this fails)."""
    template = extract_template()
    assert len(template) > 50
    assert sorted(str(path) for path in stale_files(template)) == []


def _placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def _problems(catalog: Catalog) -> list[str]:
    problems = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strings = message.string if isinstance(message.string, (list, tuple)) else (
            message.string,)
        if message.fuzzy:
            problems.append(f"fuzzy: {ids[0]!r}")
        if not all(strings):
            problems.append(f"untranslated: {ids[0]!r}")
        wanted = _placeholders(ids[-1]) | _placeholders(ids[0])
        for string in strings:
            # a singular may leave the count out ("a card"), never add or rename one
            if string and not (_placeholders(string) <= wanted
                               and _placeholders(ids[0]) - {"{count}"} <= _placeholders(
                                   string)):
                problems.append(f"placeholders of {ids[0]!r}: {string!r}")
        if len(ids) > 1 and len(strings) != catalog.num_plurals:
            problems.append(f"plural forms of {ids[0]!r}: {len(strings)}")
    for message, errors in catalog.check():  # Babel's checkers: format, plural count
        problems += [f"{message.id!r}: {error}" for error in errors]
    return problems


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_language_is_complete_and_keeps_its_placeholders(code):
    assert _problems(read(po_path(code), code)) == []


def test_the_completeness_check_sees_each_fault():
    catalog = Catalog(locale="de")
    catalog.add("{name} wins", "{name} gewinnt")
    catalog.add("Settings", "")
    catalog.add("Menu", "Menü", flags=["fuzzy"])
    catalog.add("{count} cards", "{anzahl} Karten")
    catalog.add(("{count} card", "{count} cards"), ("eine Karte", "{count} Karten"))
    assert _problems(catalog) == ["untranslated: 'Settings'", "fuzzy: 'Menu'",
                                  "placeholders of '{count} cards': '{anzahl} Karten'"]


def test_the_pseudo_language_is_generated_from_the_template():
    """Never edited by hand: every message is the template's, transformed."""
    from dirty7.i18n.catalogue_build import pseudo_text

    pseudo = read(po_path(PSEUDO_LANGUAGE))
    for message in pseudo:
        if message.id and isinstance(message.id, str):
            assert message.string == pseudo_text(message.id)
