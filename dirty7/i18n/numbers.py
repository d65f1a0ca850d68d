"""Numbers and percentages as the player's language writes them (``1.234``, ``56 %``).

Why Babel: the separators, the percent sign's spacing and the digits are CLDR's data for
each locale; Babel is imported on the first number formatted, never at start.
"""

from __future__ import annotations

from dirty7.i18n.catalogue import current_language
from dirty7.i18n.languages import babel_locale


def format_number(value: float, language: str | None = None) -> str:
    """``value`` with the grouping and decimal signs of ``language`` (the one in force)."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=babel_locale(language or current_language()))


def format_percent(fraction: float, language: str | None = None) -> str:
    """``fraction`` (0.56) as a whole percentage (``56%`` in English, ``56 %`` in German)."""
    from babel.numbers import format_percent as babel_percent

    return babel_percent(fraction, locale=babel_locale(language or current_language()))


__all__ = ["format_number", "format_percent"]
