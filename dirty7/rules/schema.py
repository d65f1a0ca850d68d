"""Typed reads of JSON objects that come from outside: one validation layer, one message form.

Why one module: everything Dirty Seven reads from disk or from another process — the
settings, the statistics, the saved session, the records, the view as data a plugin gets,
a plugin's answers — is an untrusted JSON object. Each reader used to check its own fields
in its own style (``need(key, kind)``, ``number(key, low, high)``, ``isinstance`` chains),
so the same mistake was worded seven ways and a bool slipped in as an int in one of them.
:class:`Fields` reads one object field by field and refuses the first bad one with

    <what> field '<key>' must be <what it must be>, not <the value, shortened>

JSON numbers are strict here: a bool is never a number, a float is never a whole number,
NaN and infinity are never numbers. The sizes of a file (its bytes, depth, numbers) are
:mod:`dirty7.store.jsonguard`'s and are checked before any of this runs. Why here in the
rules, not in the store: the rules read the view as data (:meth:`PlayerView.from_dict`),
and the rules import nothing else of the game; every floor above may import them. Why not
pydantic or msgspec (strict mode): measured on a 2-core build machine, a
first strict model validated costs about 510 ms of start-up with pydantic 2.14 and about
105 ms with msgspec 0.23, against about 1 ms for this module, where ``import
dirty7.ui.app`` takes 0.8–1.5 s in all; and the fields here are few and flat.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable
from typing import Any, NoReturn, TypeGuard, TypeVar, cast

T = TypeVar("T")

#: A value longer than this is shortened in a message (a hostile file may hold megabytes).
SHOWN_CHARS = 40
_MISSING: Any = object()


def shown(value: Any) -> str:
    """``repr(value)``, cut to :data:`SHOWN_CHARS` characters for a message."""
    text = repr(value)
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS - 1] + "…"


def is_whole(value: Any) -> bool:
    """A JSON whole number: an int that is not a bool."""
    return type(value) is int


def is_number(value: Any) -> TypeGuard[int | float]:
    """A JSON number we trust: an int or float, not a bool, NaN or infinite."""
    if type(value) not in (int, float):
        return False
    return math.isfinite(value)


def is_name(value: Any, max_length: int) -> bool:
    """A short printable name: a string, not blank, printable, at most ``max_length``."""
    return (isinstance(value, str) and bool(value.strip()) and len(value) <= max_length
            and value.isprintable())


class Fields:
    """Reads the fields of ``data``, a JSON object that ``what`` names ("saved session").

    Each read returns the value or raises ``error`` (a ValueError subclass) naming the
    field, what it must be and what it is. A key that is absent reads as ``default`` when
    one is given, else it is as bad as a wrong value (it shows as ``None``).
    """

    def __init__(self, data: Any, what: str, error: type[ValueError] = ValueError) -> None:
        if not isinstance(data, dict):
            raise error(f"{what} must be an object, not {type(data).__name__}")
        self.data = data
        self.what = what
        self.error = error

    def fail(self, key: str, must: str, value: Any = _MISSING) -> NoReturn:
        """Refuse ``key``: it must be ``must`` (and is ``value``, when given)."""
        tail = "" if value is _MISSING else f", not {shown(value)}"
        raise self.error(f"{self.what} field {key!r} must be {must}{tail}")

    def _get(self, key: str, default: Any) -> tuple[bool, Any]:
        """(whether to check it, the value): an absent key with a default is not checked."""
        if key not in self.data and default is not _MISSING:
            return False, default
        return True, self.data.get(key)

    def whole(self, key: str, low: int, high: int, *, default: Any = _MISSING,
              optional: bool = False) -> Any:
        """A whole number from ``low`` to ``high``; ``optional``: or null (None)."""
        check, value = self._get(key, default)
        if check and not (value is None and optional) and (
                not is_whole(value) or not low <= value <= high):
            self.fail(key, f"a whole number from {low} to {high}"
                      + (" or null" if optional else ""), value)
        return value

    def number(self, key: str, low: float, high: float, *, default: Any = _MISSING) -> float:
        """A finite number from ``low`` to ``high`` (whole or not), as a float."""
        check, value = self._get(key, default)
        if check and (not is_number(value) or not low <= value <= high):
            self.fail(key, f"a number from {low:g} to {high:g}", value)
        return float(value) if check else value

    def flag(self, key: str, *, default: Any = _MISSING) -> bool:
        """``true`` or ``false``."""
        check, value = self._get(key, default)
        if check and (type(value) is not bool):
            self.fail(key, "true or false", value)
        return cast(bool, value)

    def choice(self, key: str, choices: Collection[Any], *, default: Any = _MISSING,
               words: str | None = None) -> Any:
        """One of ``choices`` (strings or whole numbers; a bool is never one of them)."""
        check, value = self._get(key, default)
        if check and (type(value) not in (str, int) or value not in choices):
            self.fail(key, f"one of {words or ', '.join(str(c) for c in choices)}", value)
        return value

    def text(self, key: str, max_length: int, *, default: Any = _MISSING,
             min_length: int = 1) -> str:
        """A string of ``min_length`` … ``max_length`` characters."""
        check, value = self._get(key, default)
        if check and (not isinstance(value, str) or not min_length <= len(value) <= max_length):
            self.fail(key, f"a text of {min_length} to {max_length} characters", value)
        return cast(str, value)

    def name(self, key: str, max_length: int, *, default: Any = _MISSING) -> str:
        """A short printable name (a difficulty, a strategy): not blank, no control
        characters, at most ``max_length`` characters."""
        check, value = self._get(key, default)
        if check and not is_name(value, max_length):
            self.fail(key, f"a short name (1 to {max_length} printable characters)", value)
        return cast(str, value)

    def items(self, key: str, max_items: int, *, default: Any = _MISSING,
              must: str = "a list") -> list[Any]:
        """A list of at most ``max_items`` items (their own checks are the caller's)."""
        check, value = self._get(key, default)
        if check and (not isinstance(value, list) or len(value) > max_items):
            self.fail(key, f"{must} of at most {max_items} items", value)
        return cast(list[Any], value)

    def each(self, key: str, items: Iterable[Any], check: Callable[[Any], T],
             must: str) -> list[T]:
        """``check(item)`` of every item (ValueError or TypeError: ``key`` is refused)."""
        out: list[T] = []
        for item in items:
            try:
                out.append(check(item))
            except (ValueError, TypeError):
                self.fail(key, must + f" (it holds {shown(item)})")
        return out


__all__ = ["SHOWN_CHARS", "Fields", "is_name", "is_number", "is_whole", "shown"]
