"""Why a network game stopped, as messages: English for the record, each side's language on
its screen.

Why here: the reasons are the net layer's own (a hostile program's lie, a connection that
failed) and are raised deep inside it, far from any screen. Each is a
:class:`~dirty7.rules.phrase.Phrase` (the English sentence the logs, records and tests
read, with its message id and named fields), translated where it is shown
(:func:`~dirty7.game.phrase_words.phrase_words`). The other side's reason crosses the wire
as the phrase's data beside its English text (``abort`` and ``leave``): language-free, so a
German host and a French guest each read it in their own language. That data is the other
program's, so it is checked, never trusted: anything odd and the English text is shown.
"""

from __future__ import annotations

import json
from typing import Any

from dirty7.i18n.catalogue import is_message
from dirty7.rules.phrase import N_, Phrase

#: The most bytes a stop reason's phrase data may take on the wire (the message's own
#: limit is 4 KiB, its English text up to 300 characters of it).
MAX_PHRASE_BYTES = 2048
#: Why this side stops when the other side stopped first (and is told nothing back).
STOPPED_GAME = N_("the other program stopped the game: {reason}")
STOPPED_SESSION = N_("the other program stopped the session: {reason}")


class Sentence(Phrase):
    """A reason shown as a sentence of its own: a capital first letter and a full stop, in
    English and in the reader's language alike."""

    def __new__(cls, message: str, plural: str | None = None, /,
                **fields: int | str) -> Sentence:
        english = Phrase(message, plural, **fields)
        text = str.__new__(cls, sentence(str(english)))
        text.message, text.plural, text.fields = message, plural, dict(english.fields)
        return text

    def finish(self, words: str) -> str:
        return sentence(words)


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop (unless it has one)."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def as_sentence(reason: str) -> str:
    """``reason`` as a :class:`Sentence` (a phrase stays a message), or plain text shaped."""
    if isinstance(reason, Phrase):
        return Sentence(reason.message, reason.plural, **reason.fields)
    return sentence(reason)


def stopped_by_them(reason: str) -> bool:
    """Whether ``reason`` is the other side's own stop (nothing to tell it back)."""
    return getattr(reason, "message", None) in (STOPPED_GAME, STOPPED_SESSION)


def reason_of(error: BaseException) -> str:
    """What ``error`` says: the phrase it was raised with, else its text."""
    reason = getattr(error, "reason", None)
    if isinstance(reason, str):
        return reason
    args = error.args
    return args[0] if len(args) == 1 and isinstance(args[0], Phrase) else str(error)


def phrase_data(reason: str) -> dict[str, Any] | None:
    """The wire's form of ``reason``: its phrase's data, or None (plain text, too big, or
    data the other side would refuse: a quoted text too long; it reads the English then)."""
    if not isinstance(reason, Phrase):
        return None
    data = reason.to_data()
    if len(json.dumps(data, ensure_ascii=False).encode()) > MAX_PHRASE_BYTES:
        return None
    try:
        Phrase.from_data(data)
    except ValueError:
        return None
    return data


def read_reason(got: dict[str, Any]) -> str:
    """The other side's reason in an ``abort`` or ``leave``: its phrase when the data is
    sound and every message of it is one of this program's, else its English text."""
    english: str = got["reason"]  # a checked message: its reason is text
    data = got.get("phrase")
    if data is None:
        return english
    try:
        phrase = Phrase.from_data(data)
    except (ValueError, TypeError, KeyError, IndexError, RecursionError):
        return english
    return phrase if _known(phrase) else english


def _known(phrase: Phrase) -> bool:
    """Whether this program has every message of ``phrase`` (and of those it quotes)."""
    if not is_message(phrase.message, phrase.plural):
        return False
    return all(_known(value) for value in phrase.fields.values() if isinstance(value, Phrase))


__all__ = ["MAX_PHRASE_BYTES", "STOPPED_GAME", "STOPPED_SESSION", "Sentence", "as_sentence",
           "phrase_data", "read_reason", "reason_of", "sentence", "stopped_by_them"]
