"""Numbers, percentages and days as the player's language writes them (``1.234``,
``56 %``, ``1. März 2026``).

Why Babel: the separators, the percent sign's spacing and the digits are CLDR's data for
each locale. English (and the pseudo-language) is written by Python's own format, which
gives the same text, so that the menu's first frame does not wait for Babel's data (about
30 ms on the first number); another language imports Babel on its first number.
"""

from __future__ import annotations

from datetime import date

from dirty7.i18n.catalogue import SOURCE, current_language
from dirty7.i18n.languages import babel_locale


def format_number(value: float, language: str | None = None, *,
                  decimals: int | None = None) -> str:
    """``value`` with the grouping and decimal signs of ``language`` (the one in force);
    ``decimals``: exactly that many digits after the decimal sign (``2.0``)."""
    locale = babel_locale(language or current_language())
    if locale == SOURCE and (decimals is not None or isinstance(value, int)):
        return f"{value:,.{decimals or 0}f}"
    from babel.numbers import format_decimal

    pattern = None if decimals is None else "#,##0." + "0" * decimals if decimals else "#,##0"
    return format_decimal(value, format=pattern, locale=locale)


def format_percent(fraction: float, language: str | None = None, *,
                   decimals: int = 0) -> str:
    """``fraction`` (0.56) as a percentage (``56%`` in English, ``56 %`` in German);
    ``decimals``: that many digits after the decimal sign (``56,3 %``)."""
    locale = babel_locale(language or current_language())
    if locale == SOURCE:
        return f"{fraction:.{decimals}%}"
    from copy import copy

    from babel import Locale
    from babel.numbers import format_percent as babel_percent

    pattern = copy(Locale.parse(locale).percent_formats[None])
    pattern.frac_prec = (decimals, decimals)
    return babel_percent(fraction, format=pattern, locale=locale)


def format_day(moment: date, language: str | None = None) -> str:
    """A day written out (``1 March 2026``, ``1. März 2026``), as a date on a page."""
    locale = babel_locale(language or current_language())
    if locale == SOURCE:
        return f"{moment.day} {moment:%B %Y}"
    from babel.dates import format_date

    return format_date(moment, format="long", locale=locale)


__all__ = ["format_day", "format_number", "format_percent"]
