"""A sentence the pure layers say to a player: English text that carries its message.

Why a ``str`` that carries more: the rules and the computer players know no language and
import no translator, yet a German player must read why a move was refused or why the
computer played a card in German. A :class:`Phrase` *is* the English sentence (records,
logs, the network and every test of the English words keep a plain string), and it also
carries its message id, its plural id and its named arguments, so whoever shows it to a
player translates it there (``dirty7.game.phrase_words``). The ids are marked with
:func:`N_` for the catalogue's extraction only.

Arguments are notation (a card ``7♥``, a suit symbol, a move), counts, or a rank a rule
gives a role to: every argument whose name ends in ``rank`` is a rank index 0–12, named
in words in the reader's language (``Seven``, ``Sieben``). An argument may be a phrase
itself (a network game's stop reason quotes the rules' refusal), said in the reader's
language too; across a process boundary it travels as its own data, a few levels deep at
most.
"""

from __future__ import annotations

from string import Formatter
from typing import Any

from .variant import RANK_NAMES

#: The suffix of an argument that is a rank index to name in words.
RANK_SUFFIX = "rank"
#: The argument that chooses between the singular and the plural message.
COUNT_FIELD = "count"
#: Longest message or argument read back from another process (a line of the Why? panel).
MAX_TEXT = 400
#: How many phrases deep another process's phrase may quote phrases.
MAX_DEPTH = 4


def N_(message: str) -> str:  # noqa: N802 - gettext's name for "extract, don't translate"
    """Mark ``message`` for the catalogue; the pure layers translate nothing themselves."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - as N_
    """Mark a plural message for the catalogue: ``Phrase(*Nn_(one, many), count=n)``."""
    return singular, plural


def is_rank_field(key: str) -> bool:
    """Whether argument ``key`` holds a rank index (named in words where shown)."""
    return key.endswith(RANK_SUFFIX)


class Phrase(str):
    """The English sentence of ``message`` (or of ``plural`` when ``count`` is not 1) with
    ``fields``, carrying all three for a translation where it is shown."""

    message: str
    plural: str | None
    fields: dict[str, int | str]

    def __new__(cls, message: str, plural: str | None = None, /,
                **fields: int | str) -> Phrase:
        english = {key: RANK_NAMES[int(value)] if is_rank_field(key) else value
                   for key, value in fields.items()}
        form = message if plural is None or fields.get(COUNT_FIELD) == 1 else plural
        text = super().__new__(cls, form.format(**english))
        text.message, text.plural, text.fields = message, plural, dict(fields)
        return text

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (type(self), self.message, self.plural, self.fields)

    def to_data(self) -> dict[str, Any]:
        """Plain JSON data (what a computer player's process sends back); a quoted phrase
        as its own data."""
        fields = {key: value.to_data() if isinstance(value, Phrase) else value
                  for key, value in self.fields.items()}
        return {"message": self.message, "plural": self.plural, "fields": fields}

    def finish(self, words: str) -> str:
        """The sentence as shown, once translated (a subclass may shape it: a capital)."""
        return words

    @classmethod
    def from_data(cls, data: object, _depth: int = 0) -> Phrase:
        """A phrase from :meth:`to_data`'s data; ValueError for anything else (another
        process's data is checked, never trusted: a malformed line is refused whole)."""
        if _depth > MAX_DEPTH:
            raise ValueError("a phrase quotes phrases too deep")
        if not isinstance(data, dict) or set(data) != {"message", "plural", "fields"}:
            raise ValueError("not a phrase")
        message, plural, fields = data["message"], data["plural"], data["fields"]
        texts = [message] if plural is None else [message, plural]
        if not all(isinstance(t, str) and len(t) <= MAX_TEXT for t in texts):
            raise ValueError("a phrase's message is not a short text")
        if not isinstance(fields, dict) or not all(_field_ok(k, v) for k, v in fields.items()):
            raise ValueError("a phrase's arguments are not short texts and numbers")
        fields = {key: Phrase.from_data(value, _depth + 1) if isinstance(value, dict)
                  else value for key, value in fields.items()}
        if plural is not None and COUNT_FIELD not in fields:
            raise ValueError("a phrase with a plural has no count")
        for text in texts:
            _check_placeholders(text, fields)
        return cls(message, plural, **fields)


def _check_placeholders(text: str, fields: dict[str, Any]) -> None:
    """Only ``{name}`` placeholders, each an argument given: no attribute, index, format
    or conversion (a message read from another process is not code)."""
    for _literal, name, spec, conversion in Formatter().parse(text):  # ValueError if broken
        if name is not None and (name not in fields or spec or conversion):
            raise ValueError(f"a phrase's message asks for {{{name}}}, which it may not")


def _field_ok(key: object, value: object) -> bool:
    if not isinstance(key, str) or not key.isidentifier():
        return False
    if is_rank_field(key):
        return type(value) is int and 0 <= value < len(RANK_NAMES)
    if key == COUNT_FIELD:
        return type(value) is int and abs(value) < 10**12
    return (type(value) is int and abs(value) < 10**12) or isinstance(value, dict) or (
        isinstance(value, str) and len(value) <= MAX_TEXT)


def _rebuild(cls: type[Phrase], message: str, plural: str | None,
             fields: dict[str, int | str]) -> Phrase:
    return cls(message, plural, **fields)


__all__ = ["COUNT_FIELD", "MAX_DEPTH", "MAX_TEXT", "N_", "Nn_", "Phrase", "RANK_SUFFIX",
           "is_rank_field"]
