"""A sentence kept as its message and named arguments: English where it is stored, the
player's language where it is shown.

Why a ``str``: the checks of a game record (``dirty7 verify``) write their reasons into
``--json``, the verdict's data and the friend's claim check, all language-free and in
English as they always were; a :class:`Said` *is* that English text, so every place that
stores or compares it is unchanged. Where a person reads it, :func:`shown` looks the
message up in the language in force and fills in the arguments (themselves said again in
that language when they are :class:`Said`). A plain ``str`` (a reason from elsewhere) is
shown as it is.

Marked for extraction with :func:`said` and :func:`nsaid` (``scripts/catalogues.py``
knows both, as it knows ``_`` and ``ngettext``)::

    said("seat {seat} ({spec}): {reason}", seat=1, spec="medium", reason=why)
    nsaid("{count} move", "{count} moves", n, count=n)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dirty7.i18n.catalogue import gettext, ngettext, pgettext
from dirty7.i18n.numbers import format_number


class Grouped(int):
    """A count written with the language's grouping (``1,000,000``; ``1.000.000``)."""


class Said(str):
    """English text that remembers the message and arguments it was made from."""

    message: str
    plural: str | None
    number: int | None  # the count that chose the plural form (``str.count`` is taken)
    context: str | None
    args: dict[str, Any]

    def __new__(cls, message: str, plural: str | None = None, count: int | None = None,
                context: str | None = None, /, **args: Any) -> Said:
        chosen = message if plural is None or count == 1 else plural
        self = super().__new__(cls, chosen.format(**{k: _english(v) for k, v in args.items()}))
        self.message, self.plural, self.number, self.context = message, plural, count, context
        self.args = args
        return self

    def shown(self) -> str:
        """The sentence in the language in force."""
        if self.context is not None:
            template = pgettext(self.context, self.message)
        elif self.plural is None:
            template = gettext(self.message)
        else:
            template = ngettext(self.message, self.plural, self.number or 0)
        return template.format(**{key: shown(value) for key, value in self.args.items()})

    def __reduce__(self) -> tuple[Any, ...]:  # a copy (asdict) keeps what it was made from
        return (_remade, (self.message, self.plural, self.number, self.context, self.args))


def _remade(message: str, plural: str | None, count: int | None, context: str | None,
            args: dict[str, Any]) -> Said:
    return Said(message, plural, count, context, **args)


def _english(value: Any) -> Any:
    return f"{value:,}" if isinstance(value, Grouped) else value


def said(message: str, /, **args: Any) -> Said:
    """The sentence ``message`` with its named ``args`` (English until shown)."""
    return Said(message, **args)


def nsaid(singular: str, plural: str, count: int, /, **args: Any) -> Said:
    """The sentence with a count: its plural form chosen where it is shown."""
    return Said(singular, plural, count, **args)


def csaid(context: str, message: str, /) -> Said:
    """A word as meant in ``context`` (a check's name: "deal" the check, not the button)."""
    return Said(message, None, None, context)


def joined(parts: Sequence[str]) -> str:
    """``parts`` one after another, "; " between them, each said where it is shown."""
    if not parts:
        return ""
    out = parts[0]
    for part in parts[1:]:
        out = said("{earlier}; {later}", earlier=out, later=part)
    return out


def reason_of(error: BaseException) -> Any:
    """What ``error`` says: the :class:`Said` it was raised with, else its text."""
    args = error.args
    return args[0] if len(args) == 1 and isinstance(args[0], Said) else str(error)


def shown(value: Any) -> Any:
    """``value`` as a person reads it: a :class:`Said` in the language in force, a
    :class:`Grouped` number with the language's grouping, anything else as it is."""
    if isinstance(value, Said):
        return value.shown()
    if isinstance(value, Grouped):
        return format_number(int(value))
    return value


__all__ = ["Grouped", "Said", "csaid", "joined", "nsaid", "reason_of", "said", "shown"]
