"""Numbers and percentages as the player's language writes them (``1.234``, ``56 %``).

Why Babel: the separators, the percent sign's spacing and the digits are CLDR's data for
each locale. English (and the pseudo-language) is written by Python's own format, which
gives the same text, so that the menu's first frame does not wait for Babel's data (about
30 ms on the first number); another language imports Babel on its first number.
"""

from __future__ import annotations

from dirty7.i18n.catalogue import SOURCE, current_language
from dirty7.i18n.languages import babel_locale


def format_number(value: float, language: str | None = None) -> str:
    """``value`` with the grouping and decimal signs of ``language`` (the one in force)."""
    locale = babel_locale(language or current_language())
    if locale == SOURCE and isinstance(value, int):
        return f"{value:,}"
    from babel.numbers import format_decimal

    return format_decimal(value, locale=locale)


def format_percent(fraction: float, language: str | None = None) -> str:
    """``fraction`` (0.56) as a whole percentage (``56%`` in English, ``56 %`` in German)."""
    locale = babel_locale(language or current_language())
    if locale == SOURCE:
        return f"{fraction:.0%}"
    from babel.numbers import format_percent as babel_percent

    return babel_percent(fraction, locale=locale)


__all__ = ["format_number", "format_percent"]
