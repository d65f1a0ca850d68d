"""What a player may not know of a position, and a search for it in a file's JSON (no tests
here): the hidden cards (the computer's hand but for the cards drawn from the recycled
stock, and the stock while it is unknown) and the seeds, the nonce and the deal."""

from __future__ import annotations

from typing import Any

from dirty7.rules import format_position
from dirty7.rules.cards import CARDS, cards_of

#: Keys of a record that give the deal away (or the computer's decisions).
SECRET_KEYS = {"seed", "seeds", "nonce", "deal", "start", "replaced"}


def hidden_cards(position: Any, seat: int) -> set[str]:
    """The cards ``seat`` cannot place on ``position``, in notation."""
    view = position.view(seat)
    return {str(CARDS[c]) for c in cards_of(view.unseen_mask)}


def strings(obj: Any, skip: tuple[str, ...] = ()) -> list[str]:
    """Every string in ``obj`` (keys and values), leaving out the values under ``skip``."""
    if isinstance(obj, dict):
        out = []
        for key, value in obj.items():
            out.append(key)
            if key not in skip:
                out += strings(value, skip)
        return out
    if isinstance(obj, list):
        return [s for item in obj for s in strings(item, skip)]
    return [obj] if isinstance(obj, str) else []


def keys(obj: Any) -> set[str]:
    """Every key anywhere in ``obj``."""
    if isinstance(obj, dict):
        return set(obj) | {k for value in obj.values() for k in keys(value)}
    if isinstance(obj, list):
        return {k for item in obj for k in keys(item)}
    return set()


def secrets_of(record: Any) -> list[str]:
    """The record's secrets as text: the deal number, the nonce, the computer's seeds and
    the dealt position (None-valued ones left out, and a number too short to be told from
    any other in a text: a chosen deal 9 is looked for by its key only)."""
    out = [str(s) for s in (record.seed, *record.seeds) if s is not None and s >= 10**7]
    out += [record.nonce] if record.nonce else []
    out.append(format_position(record.initial_position()))
    return out


def leaks(obj: Any, text: str, position: Any, seat: int, record: Any) -> list[str]:
    """What of the hidden state ``obj`` (a file's JSON, ``text`` its text) shows: each
    hidden card found in a string (a pile written as one string included: a card is a
    rank then a suit, and no suit letter is a rank), each secret key and each secret.

    The view's ``universe`` (every card of the deck) is not searched: it says nothing of
    where a card is.
    """
    found = [f"key {k!r}" for k in sorted(keys(obj) & SECRET_KEYS)]
    found += [f"secret {s[:20]}" for s in secrets_of(record) if s in text]
    words = strings(obj, skip=("universe",))
    found += [f"card {card}" for card in sorted(hidden_cards(position, seat))
              if any(card in word for word in words)]
    return found
