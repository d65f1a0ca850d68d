"""What the two programs sign at the end of a game, and the check of those signatures in a
joint record (docs/NETWORK.md, "Identities and signatures").

Why a transcript: the record says what was played, the transcript hash says what was said
(every game message, in order, each way), and each program signs both with its data
folder's key. A record changed after signing no longer hashes to what was signed; a record
one program made alone can carry only keys the other player never had, and ``dirty7
verify`` says whose keys signed.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dirty7.game.phrase_words import kept_phrase
from dirty7.rules.phrase import N_, Phrase
from dirty7.store.identity_file import fingerprint, is_public_key

from .identity import signature_holds
from .messages import JsonObject

#: The joint record's ``network`` fields the signatures add.
SIGNED_FIELDS = ("keys", "transcript", "signatures")
#: What every signed statement starts with (a signature here is never valid elsewhere).
_DOMAIN = b"dirty7 joint record signature, version 1\x00"
_SEATS = ("host", "guest")


def canonical(data: Any) -> bytes:
    """The one byte form both programs compute for a message or a record."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=True).encode()


class Transcript:
    """A running hash of the game's messages: one BLAKE2b per direction (the host's messages,
    the guest's), each over the canonical JSON of each message in the order it was sent,
    length-prefixed. Both programs see each direction in the same order, so both compute
    the same pair whatever the interleaving; the channel's own messages are not in it.
    It is sealed after both reveals: ``done`` and ``sign`` carry the record that holds it."""

    def __init__(self) -> None:
        self._ways = {role: hashlib.blake2b(person=f"dirty7-{role}".encode())
                      for role in _SEATS}
        #: The hash once sealed (later messages are not part of it).
        self.sealed: bytes | None = None

    def add(self, sender: str, message: JsonObject) -> None:
        """``message`` sent by ``sender`` ("host" or "guest")."""
        if self.sealed is None:
            data = canonical(message)
            self._ways[sender].update(len(data).to_bytes(4, "big") + data)

    def seal(self) -> bytes:
        """The host's direction then the guest's, hashed together (32 bytes); no message
        is added after this."""
        if self.sealed is None:
            joined = self._ways["host"].digest() + self._ways["guest"].digest()
            self.sealed = hashlib.blake2b(joined, digest_size=32,
                                          person=b"dirty7-transcr").digest()
        return self.sealed


def record_digest(record: JsonObject) -> bytes:
    """SHA-256 of the record less its signatures: what ``done`` compares and what is signed
    (so the moves, players, variant, start and the whole network section are covered)."""
    network = {k: v for k, v in record.get("network", {}).items() if k != "signatures"}
    return hashlib.sha256(canonical({**record, "network": network})).digest()


def statement(record: JsonObject) -> bytes:
    """The bytes each program signs: the record's digest, the transcript hash and both
    public keys (host first), after a domain string."""
    network = record["network"]
    keys = b"".join(bytes.fromhex(k) for k in network["keys"])
    return _DOMAIN + record_digest(record) + bytes.fromhex(network["transcript"]) + keys


@dataclass(frozen=True)
class SignatureReport:
    """What the signatures of a record show: ``status`` is ``signed`` (both keys known
    here), ``unknown`` (they hold, but a key is one this data folder has never met),
    ``unsigned`` (a record of an older version) or ``refused``; ``detail`` in words."""

    status: str
    detail: str


def check_signatures(record: JsonObject, names: Mapping[str, str]) -> SignatureReport:
    """The record's signatures, with the keys ``names`` knows (public key hex -> "you",
    a friend's name) named. Never raises."""
    network = record.get("network")
    if not isinstance(network, dict) or not any(f in network for f in SIGNED_FIELDS):
        return _report("unsigned", Phrase(N_("the record is not signed (a record of an older "
                                             "version), so it does not show who played")))
    try:
        keys, signatures = _read(network)
        signed = statement(record)
    except (ValueError, TypeError, KeyError) as exc:
        return _report("refused", Phrase(N_("the record's signatures are not ones ({error})"),
                                         error=str(exc)[:200]))
    for changed, key, signature in zip(_CHANGED, keys, signatures, strict=True):
        if not signature_holds(bytes.fromhex(key), signed, bytes.fromhex(signature)):
            return _report("refused", Phrase(changed))
    return _named(keys, names)


#: The host's or the guest's signature does not hold (one message each: "the host's").
_CHANGED = (N_("the host's signature does not hold: the record was changed after it was "
               "signed"),
            N_("the guest's signature does not hold: the record was changed after it was "
               "signed"))
#: The name :func:`check_signatures` is given for this data folder's own key.
YOU = "you"


def _report(status: str, detail: Phrase) -> SignatureReport:
    """A report whose words are English where kept (``--json``) and the reader's shown."""
    return SignatureReport(status, kept_phrase(detail))


def _read(network: JsonObject) -> tuple[list[str], list[str]]:
    keys, transcript, signatures = (network.get(f) for f in SIGNED_FIELDS)
    if not (isinstance(keys, list) and len(keys) == 2 and all(map(is_public_key, keys))):
        raise ValueError("two public keys are due")
    if not is_public_key(transcript):
        raise ValueError("a transcript hash is due")
    if not (isinstance(signatures, list) and len(signatures) == 2
            and all(isinstance(s, str) and len(s) == 128 for s in signatures)):
        raise ValueError("two signatures are due")
    for signature in signatures:
        bytes.fromhex(signature)
    return keys, signatures


def _named(keys: list[str], names: Mapping[str, str]) -> SignatureReport:
    known = [k for k in keys if k in names]
    order = sorted(keys, key=lambda k: (names.get(k) != "you", k not in names))
    first, second = order
    if len(known) == 2 and names[first] == YOU:
        return _report("signed", Phrase(N_("signed by you ({your_key}) and {name} ({key})"),
                                        your_key=fingerprint(first), name=names[second],
                                        key=fingerprint(second)))
    if len(known) == 2:
        return _report("signed", Phrase(N_("signed by {first} ({first_key}) and {second} "
                                           "({second_key})"),
                                        first=names[first], first_key=fingerprint(first),
                                        second=names[second], second_key=fingerprint(second)))
    if known:
        words = (N_("signed by you ({key}) and by a key this data folder has never met "
                   "({other_key}): that player may not have taken part")
                if names[first] == YOU else
                N_("signed by {name} ({key}) and by a key this data folder has never met "
                   "({other_key}): that player may not have taken part"))
        return _report("unknown", Phrase(words, name=names[first], key=fingerprint(first),
                                         other_key=fingerprint(second)))
    return _report("unknown", Phrase(N_("signed by keys this data folder has never met "
                                        "({first_key} and {second_key}): one program may "
                                        "have made it alone"),
                                     first_key=fingerprint(keys[0]),
                                     second_key=fingerprint(keys[1])))
