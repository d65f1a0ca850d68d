"""The messages of a network game, checked by type and size before anything reads them.

Each message is a JSON object ``{"v": 1, "type": ..., ...}`` (docs/NETWORK.md). Why a
table of checkers and not a schema library: the forms are few and small, and every field
read from the other program must be bounded (a deck of 32 or 52, 64 hex digits, a short
name) — the style of ``PlayerView.from_dict``. :func:`check_message` raises
:class:`ProtocolError` with a plain reason; the honest side ends the game with it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from dirty7.rules.phrase import N_, Nn_, Phrase
from dirty7.rules.shuffle import SEED_LIMIT
from dirty7.store.jsonguard import decode_json

from .group_cipher import DECK_SIZE, DECK_SIZES

#: A JSON object as a message, a record or a saved state carries it. Its fields are checked
#: where it is read (a message by :data:`FORMS`, a saved state by its reader), so each
#: field's type is known there, not in this one type for every kind.
JsonObject = dict[str, Any]

VERSION = 1
#: Seven cards dealt, or at most four drawn at once... and the up-card: a bound with room.
MAX_KEYS = 16
MAX_NAME = 40
MAX_SPEC = 200
MAX_REASON = 300
MAX_PLY = 20_000
#: A game's messages each way are numbered below this (a few per move).
MAX_SEQ = 10 * MAX_PLY
#: Games in one session over one invitation, at most (an evening has far fewer).
MAX_GAMES = 999
#: How deep a message's JSON may nest: a stop reason's phrase quotes a phrase or two.
MAX_JSON_DEPTH = 12
_HEX = re.compile(r"^[0-9a-f]*$")
#: The quiet words a player may send (dirty7/net/quiet_words.py), by id on the wire: never
#: free text, so there is nothing to moderate and each side shows them in its own language.
WORD_IDS = ("good-game", "well-played", "oops", "thinking", "again", "thanks")


class ProtocolError(Exception):
    """The other program broke the protocol (or the connection failed): the reason in words
    (a :class:`~dirty7.rules.phrase.Phrase`: English, and a message for the screen).

    ``evidence`` holds what was received, for the record.
    """

    def __init__(self, reason: str, evidence: Any = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.evidence = evidence


# The resumable channel's two final failures (dirty7.net.resumable_channel raises them).
class Abandoned(ProtocolError):
    """The game cannot go on: the other player left, or was gone beyond the window."""


class Refused(ProtocolError):
    """The other program broke the resumable layer's rules (not the path): final."""


Checker = Callable[[Any], bool]


def _hex(digits: int) -> Checker:
    return lambda v: isinstance(v, str) and len(v) == digits and bool(_HEX.match(v))


def _int(low: int, high: int) -> Checker:
    return lambda v: type(v) is int and low <= v <= high


def _text(limit: int) -> Checker:
    return lambda v: isinstance(v, str) and 0 < len(v) <= limit and v.isprintable()


def _optional(check: Checker) -> Checker:
    return lambda v: v is None or check(v)


def _list_of(check: Checker, low: int, high: int) -> Checker:
    return lambda v: isinstance(v, list) and low <= len(v) <= high and all(check(x) for x in v)


_KEY = _hex(64)
_POSITION = _int(0, DECK_SIZE - 1)


def _player(v: Any) -> bool:
    return (isinstance(v, dict) and set(v) == {"spec", "seed"} and _text(MAX_SPEC)(v["spec"])
            and _optional(_int(0, SEED_LIMIT - 1))(v["seed"]))


def _variant(v: Any) -> bool:
    return (isinstance(v, dict) and len(v) <= 16
            and all(isinstance(k, str) and len(k) <= 20 for k in v)
            and all(v2 is None or type(v2) in (bool, int, str) for v2 in v.values()))


def _phrase_data(v: Any) -> bool:
    """A stop reason's phrase data: any JSON the size limits let through, checked where it
    is read (:func:`dirty7.net.stop_words.read_reason`), so that a bad phrase falls back to
    the English reason instead of failing the message that carries it."""
    return True


def _deck_of(check: Checker) -> Checker:
    """A list of one deck's size (32 or 52: which one, the game's rules say)."""
    return lambda v: isinstance(v, list) and len(v) in DECK_SIZES and all(check(x) for x in v)


def _key_pair(v: Any) -> bool:
    return isinstance(v, list) and len(v) == 2 and _POSITION(v[0]) and _KEY(v[1])


def _secrets(v: Any) -> bool:
    return (isinstance(v, dict) and set(v) == {"salt", "locks", "shuffle", "keys"}
            and _hex(32)(v["salt"]) and _list_of(_KEY, 1, DECK_SIZE)(v["locks"])
            and _deck_of(_POSITION)(v["shuffle"]) and _deck_of(_KEY)(v["keys"])
            and len(v["keys"]) == len(v["shuffle"])
            and len(v["locks"]) in (1, len(v["shuffle"])))


#: Each message type's fields (besides ``v`` and ``type``) and their checks.
FORMS: dict[str, dict[str, Checker]] = {
    "hello": {"role": lambda v: v in ("host", "guest"), "name": _text(MAX_NAME),
              "player": _player, "first": _optional(_int(0, 1)),
              "variant": _optional(_variant), "move_limit": _optional(_int(1, MAX_PLY)),
              "key": _KEY},
    "commit": {"digest": _KEY},
    "deck": {"stage": _int(1, 4), "points": _deck_of(_KEY)},
    "keys": {"ply": _int(0, MAX_PLY), "keys": _list_of(_key_pair, 0, MAX_KEYS)},
    "move": {"ply": _int(0, MAX_PLY), "move": _text(8), "pos": _optional(_POSITION),
             "key": _optional(_KEY)},
    "reveal": {"secrets": _secrets},
    "done": {"record": _KEY},
    "sign": {"signature": _hex(128)},
    # the English reason, and (optional) its phrase's data: read, with the English to fall
    # back on, by dirty7/net/stop_words.py (a bad phrase never stops a message)
    "abort": {"reason": _text(MAX_REASON), "phrase": _optional(_phrase_data)},
    # between two games of a session (dirty7/net/net_session.py): the next game's number, or
    # how many were played when this side leaves
    "again": {"game": _int(2, MAX_GAMES)},
    "goodbye": {"games": _int(1, MAX_GAMES)},
    # a quiet word, at any time: outside the game's numbered messages (never re-sent)
    "word": {"word": lambda v: v in WORD_IDS},
    # the resumable channel's own messages (dirty7/net/resumable_channel.py)
    "data": {"seq": _int(0, MAX_SEQ), "ack": _int(0, MAX_SEQ), "body": lambda v: _body(v)},
    "ack": {"ack": _int(0, MAX_SEQ)},
    "resume": {"session": _hex(32), "peer": _optional(_hex(32)), "received": _int(0, MAX_SEQ),
               "acked": _int(0, MAX_SEQ), "sent": _int(0, MAX_SEQ)},
    "leave": {"reason": _text(MAX_REASON), "phrase": _optional(_phrase_data)},
    "bye": {},
}
#: The most bytes each type's compact JSON can need, with room (a reveal is about 7.5 KB).
#: Why: the frame limit is for the largest message, and a small message padded to it (an
#: acknowledgement of 64 KiB of whitespace) costs the honest side memory for nothing.
MAX_BYTES: dict[str, int] = {
    "hello": 4096, "commit": 256, "deck": 4096, "keys": 2048, "move": 512, "reveal": 12288,
    "done": 256, "abort": 4096, "again": 128, "goodbye": 128, "word": 128, "ack": 128,
    "resume": 512, "leave": 4096, "bye": 64,
}
#: A type without its own entry above.
DEFAULT_MAX_BYTES = 2048
#: What a ``data`` message adds around its body.
DATA_OVERHEAD = 128

#: The messages the resumable channel itself sends; never the body of a ``data``.
CHANNEL_TYPES = frozenset({"data", "ack", "resume", "leave", "bye", "word"})


def _body(v: Any) -> bool:
    """A game message inside a ``data`` (its own reason if it is not one)."""
    check_message(v)
    if v["type"] in CHANNEL_TYPES:
        raise ProtocolError(Phrase(N_("it wrapped a '{kind}' message in a 'data' message"),
                                   kind=v["type"]))
    return True


def check_message(message: Any) -> JsonObject:
    """``message`` if it has one of :data:`FORMS` exactly, else ProtocolError."""
    if not isinstance(message, dict):
        raise ProtocolError(Phrase(N_("it sent something that is not a message (not a JSON "
                                      "object)")))
    if message.get("v") != VERSION:
        raise ProtocolError(Phrase(N_("it speaks another version of the protocol ({version}, "
                                      "this program speaks {ours})"),
                                   version=repr(str(message.get("v"))[:20]), ours=VERSION))
    kind = message.get("type")
    form = FORMS.get(kind) if isinstance(kind, str) else None
    if form is None:
        raise ProtocolError(Phrase(N_("it sent a message of an unknown type {kind}"),
                                   kind=repr(str(kind)[:30])))
    extra = set(message) - set(form) - {"v", "type"}
    if extra:
        raise ProtocolError(Phrase(N_("its '{kind}' message has unknown fields {fields}"),
                                   kind=str(kind), fields=str(sorted(extra)[:3])[:100]))
    for name, check in form.items():
        if not check(message.get(name)):
            raise ProtocolError(Phrase(N_("its '{kind}' message has a bad '{field}'"),
                                       kind=str(kind), field=name))
    return message


def decode_message(plaintext: bytes) -> JsonObject:
    """Decrypted bytes to a checked message (jsonguard's limits on the JSON), no larger than
    its type can need (:data:`MAX_BYTES`)."""
    try:
        data = decode_json(plaintext, max_depth=MAX_JSON_DEPTH)
    except ValueError as exc:
        raise ProtocolError(Phrase(N_("it sent a message that is not JSON: {error}"),
                                   error=str(exc)[:200])) from None
    checked = check_message(data)
    kind = checked["type"]
    limit = size_limit(kind)
    if kind == "data":
        limit = size_limit(checked["body"]["type"]) + DATA_OVERHEAD
    if len(plaintext) > limit:
        raise ProtocolError(Phrase(*Nn_("it sent a '{kind}' message of {count} byte, where "
                                        "{limit} is the most one can need (padded)",
                                        "it sent a '{kind}' message of {count} bytes, where "
                                        "{limit} is the most one can need (padded)"),
                                   kind=kind, count=len(plaintext), limit=limit))
    return checked


def size_limit(kind: str) -> int:
    """The most bytes a message of ``kind`` may take."""
    return MAX_BYTES.get(kind, DEFAULT_MAX_BYTES)


def message(kind: str, **fields: Any) -> JsonObject:
    """A message of ``kind`` with ``fields`` (checked, as the other side will)."""
    return check_message({"v": VERSION, "type": kind, **fields})
