"""Building the catalogues: extract the template, update each language, generate the
pseudo-language, compile. ``scripts/catalogues.py`` runs these; the tests check with them
that nothing committed is stale.

Why in the package (Babel imported here only, never at start): the tests and the script
share one definition of "up to date", and the compiled ``.mo`` a test expects is exactly
what the script writes.
"""

from __future__ import annotations

import io
import json
import math
import re
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from dirty7.i18n.catalogue import DOMAIN, LOCALE_DIR, SOURCE
from dirty7.i18n.languages import PSEUDO_LANGUAGE

ROOT = LOCALE_DIR.parent.parent.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
MAPPING = ROOT / "babel.cfg"
LESSONS_FILE = "resources/lessons/lessons.json"
PROJECT = "Dirty Seven"
COPYRIGHT_HOLDER = "the Dirty Seven authors"


def new_catalog(locale: str | None = None, dated: Catalog | None = None) -> Catalog:
    """An empty catalogue with the header every catalogue the script writes carries (and
    the creation date of ``dated``, when given, as both its dates)."""
    if dated is None:
        return Catalog(locale=locale, project=PROJECT, domain=DOMAIN,
                       copyright_holder=COPYRIGHT_HOLDER, fuzzy=False)
    return Catalog(locale=locale, project=PROJECT, domain=DOMAIN,
                   copyright_holder=COPYRIGHT_HOLDER, fuzzy=False,
                   creation_date=dated.creation_date, revision_date=dated.creation_date)
#: A line of the files the tools write is at most this long (gettext's own width).
WIDTH = 76
#: A comment a programmer writes for translators above a message: ``# Translators: …``.
COMMENT_TAG = "Translators:"

#: The pseudo-language's letters: the same words, accented, so an unmarked string shows.
_ACCENTS = str.maketrans("aAcCdDeEgGhHiIjJkKlLnNoOrRsStTuUwWyYzZ",
                         "åÅçÇðÐéÉĝĜĥĤîÎĵĴķĶļĻñÑöÖŕŔšŠţŢûÛŵŴýÝžŽ")
_VOWELS = set("åÅéÉîÎöÖûÛýÝ")
#: What the pseudo-language keeps as it is: placeholders and the escapes around them.
_KEPT = re.compile(r"(\{[^{}]*\}|%\([^)]*\)[a-z]|%[a-z%]|\n)")
#: Every pseudo message is this much longer than its English (the longest languages run
#: about that much over English: German, French, Polish).
GROWTH = 0.4


def locale_dirs() -> list[str]:
    """The languages with a catalogue (a folder with ``LC_MESSAGES/dirty7.po``)."""
    return sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


#: Babel's markers, and ``Nn_(singular, plural)``: a plural message the pure layers mark
#: (the rules and the computer players translate nothing; their phrases are looked up
#: where shown, with the plural form for the count); and :mod:`dirty7.i18n.said`'s
#: ``said``, ``nsaid`` and ``csaid`` (``pybabel extract -k said -k nsaid:1,2 -k csaid:1c,2``).
KEYWORDS = {**DEFAULT_KEYWORDS, "Nn_": (1, 2), "said": None, "nsaid": (1, 2),
            "csaid": ((1, "c"), 2)}


def extract_template() -> Catalog:
    """Every marked message of the package, as ``pybabel extract -F babel.cfg`` finds them."""
    with MAPPING.open(encoding="utf-8") as handle:
        # Babel ships no type hints for this one function.
        method_map, options_map = parse_mapping_cfg(handle)  # type: ignore[no-untyped-call]
    catalog = new_catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT, method_map, options_map, keywords=KEYWORDS,
            comment_tags=(COMMENT_TAG,), strip_comment_tags=True):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments,
                    context=context)
    for message, where, comment in lesson_messages():
        catalog.add(message, None, [where], auto_comments=[comment])
    return catalog


def lesson_messages() -> list[tuple[str, tuple[str, int], str]]:
    """The words of the lessons (their file is data, not code: no marker finds them):
    each with its place and a note for the translator."""
    path = ROOT / LESSONS_FILE
    lessons = json.loads(path.read_text(encoding="utf-8"))["lessons"]
    return [(lesson[key], (LESSONS_FILE, number), f"Lesson {number} ({lesson['id']}): {key}")
            for number, lesson in enumerate(lessons, 1)
            for key in ("title", "intro", "try", "hint", "done")]


def messages(catalog: Catalog) -> list[tuple[object, ...]]:
    """What makes two catalogues the same, their headers (dates) aside."""
    return [(m.id, m.context, m.string or "", sorted({path for path, _line in m.locations}),
             tuple(m.auto_comments), sorted(m.flags))
            for m in catalog if m.id]


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=locale)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """The compiled catalogue (fuzzy messages left out, as ``pybabel compile`` does)."""
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def updated(code: str, template: Catalog) -> Catalog:
    """Language ``code``'s catalogue with the template's messages (new ones empty, a changed
    one fuzzy until a translator looks at it), as ``pybabel update`` does."""
    catalog = read(po_path(code), locale=code)
    catalog.update(template, update_creation_date=False)
    catalog.obsolete.clear()
    return catalog


def new_catalogue(code: str, template: Catalog) -> Catalog:
    """A new language's empty catalogue (``pybabel init``): every message to translate."""
    catalog = new_catalog(code)
    catalog.update(template, update_creation_date=False)
    return catalog


def pseudo_text(text: str) -> str:
    """``text`` in the pseudo-language: accented, about 40 % longer (its vowels doubled
    from the left, then a tail), in brackets; placeholders untouched."""
    parts = _KEPT.split(text)
    letters = sum(len(p) for i, p in enumerate(parts) if i % 2 == 0)
    extra = math.ceil(letters * GROWTH)
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(part)
            continue
        chars = []
        for char in part.translate(_ACCENTS):
            chars.append(char)
            if extra and char in _VOWELS:
                chars.append(char)
                extra -= 1
        out.append("".join(chars))
    return "[" + "".join(out) + "ŵ" * extra + "]"


def pseudo_catalogue(template: Catalog) -> Catalog:
    """The pseudo-language's catalogue, every message translated by :func:`pseudo_text`."""
    catalog = new_catalog(SOURCE, dated=template)
    for message in template:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strings = tuple(pseudo_text(text) for text in ids)
        catalog[message.id] = Message(
            message.id, strings if len(strings) > 1 else strings[0], message.locations,
            message.flags, message.auto_comments, context=message.context)
    return catalog


def stale_files(template: Catalog | None = None) -> dict[Path, bytes]:
    """Each committed file that differs from what it should be now, with its new content:
    the template, each language's ``.po`` (updated), the pseudo-language, every ``.mo``."""
    template = template or extract_template()
    wanted: dict[Path, bytes] = {}
    if not TEMPLATE.is_file() or messages(read(TEMPLATE)) != messages(template):
        wanted[TEMPLATE] = po_bytes(template)
    for code in sorted({*locale_dirs(), PSEUDO_LANGUAGE}):
        if code == PSEUDO_LANGUAGE:
            catalog = pseudo_catalogue(template)
        else:
            catalog = updated(code, template)
        path, text = po_path(code), po_bytes(catalog)
        if not path.is_file() or messages(read(path, code)) != messages(catalog):
            wanted[path] = text
        mo = path.with_suffix(".mo")
        compiled = mo_bytes(read_po(io.BytesIO(wanted.get(path) or path.read_bytes())))
        if not mo.is_file() or mo.read_bytes() != compiled:
            wanted[mo] = compiled
    return wanted


__all__ = ["GROWTH", "TEMPLATE", "extract_template", "locale_dirs", "messages",
           "mo_bytes", "new_catalogue", "po_bytes", "po_path", "pseudo_catalogue",
           "pseudo_text", "read", "stale_files", "updated"]
