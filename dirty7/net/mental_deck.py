"""The deck both programs shuffle and lock together (docs/NETWORK.md, "The deal").

One side's secrets are a :class:`DeckSecrets`: a shuffle, a lock key for the whole deck and
one key per position. The four stages turn the 52 card points into the dealt deck ``D4``,
where position ``i`` holds card ``host.shuffle[guest.shuffle[i]]`` under exactly one key of
each side. After the game both sides reveal their secrets and :func:`check_transcript`
recomputes everything: it is what catches a shuffle other than the one committed to, a
forged stage or a wrong key sent during play.
"""

from __future__ import annotations

import json
import os
import secrets as os_secrets
from dataclasses import dataclass

from nacl.encoding import RawEncoder
from nacl.hash import blake2b

from .group_cipher import (
    CARD_OF_POINT,
    CARD_POINTS,
    DECK_SIZE,
    CipherError,
    check_key,
    check_point,
    invert,
    lock,
    multiply_keys,
    random_key,
    unlock,
)

SALT_BYTES = 16
_COMMIT_PERSON = b"dirty7-commit"


class DeckError(ValueError):
    """The other side's deck, key or secrets do not hold together; the text says how."""


@dataclass(frozen=True)
class DeckSecrets:
    """What one side keeps to itself until the game is over."""

    salt: bytes
    lock_key: bytes
    shuffle: tuple[int, ...]
    position_keys: tuple[bytes, ...]

    @classmethod
    def fresh(cls) -> DeckSecrets:
        """A new shuffle (the OS's randomness) and new keys."""
        order = list(range(DECK_SIZE))
        os_secrets.SystemRandom().shuffle(order)
        return cls(os.urandom(SALT_BYTES), random_key(), tuple(order),
                   tuple(random_key() for _ in range(DECK_SIZE)))

    def to_dict(self) -> dict:
        return {"salt": self.salt.hex(), "lock": self.lock_key.hex(),
                "shuffle": list(self.shuffle), "keys": [k.hex() for k in self.position_keys]}

    @classmethod
    def from_dict(cls, data: dict) -> DeckSecrets:
        """Secrets as revealed (fields already checked for type and size by the messages);
        DeckError if the shuffle is no permutation or a key is not a key."""
        shuffle = tuple(data["shuffle"])
        if sorted(shuffle) != list(range(DECK_SIZE)):
            raise DeckError("its revealed shuffle is not an order of the 52 cards")
        try:
            keys = tuple(check_key(bytes.fromhex(k)) for k in data["keys"])
            lock_key = check_key(bytes.fromhex(data["lock"]))
        except (CipherError, ValueError) as exc:
            raise DeckError(f"its revealed keys are not keys ({exc})") from None
        return cls(bytes.fromhex(data["salt"]), lock_key, shuffle, keys)

    def commitment(self) -> bytes:
        """BLAKE2b of the canonical JSON of every secret: binding, and hiding thanks to the
        salt and the keys' own randomness."""
        text = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return blake2b(text.encode(), digest_size=32, person=_COMMIT_PERSON,
                       encoder=RawEncoder)


# ---------------------------------------------------------------------- the four stages
def first_stage(host: DeckSecrets) -> list[bytes]:
    """D1: the host shuffles the card points and locks each with its lock key."""
    return [lock(host.lock_key, CARD_POINTS[host.shuffle[i]]) for i in range(DECK_SIZE)]


def second_stage(guest: DeckSecrets, deck: list[bytes]) -> list[bytes]:
    """D2: the guest shuffles D1 and locks each with its lock key."""
    return [lock(guest.lock_key, deck[guest.shuffle[i]]) for i in range(DECK_SIZE)]


def relock(side: DeckSecrets, deck: list[bytes]) -> list[bytes]:
    """D3 (host) or D4 (guest): the side's lock key off, its key for each position on."""
    off = invert(side.lock_key)
    return [lock(multiply_keys(side.position_keys[i], off), deck[i]) for i in range(DECK_SIZE)]


def check_deck(deck: list[bytes]) -> list[bytes]:
    """52 distinct points of the group, or DeckError."""
    if len(deck) != DECK_SIZE:
        raise DeckError(f"its deck has {len(deck)} cards, not {DECK_SIZE}")
    try:
        for point in deck:
            check_point(point)
    except CipherError as exc:
        raise DeckError(f"its deck holds something that is not a locked card ({exc})") from None
    if len(set(deck)) != DECK_SIZE:
        raise DeckError("its deck holds the same locked card twice")
    return deck


def open_card(dealt: list[bytes], position: int, mine: bytes, theirs: bytes) -> int:
    """The card at ``position`` of D4, with both keys; DeckError if they unlock no card."""
    try:
        check_key(theirs)
        card = CARD_OF_POINT.get(unlock(dealt[position], mine, theirs))
    except (CipherError, RuntimeError):  # libsodium refuses a product that is zero
        card = None
    if card is None:
        raise DeckError(f"its key for deck position {position} unlocks no card "
                        "(a wrong decryption share)")
    return card


def check_transcript(host: DeckSecrets, guest: DeckSecrets, commitments: tuple[bytes, bytes],
                     decks: list[list[bytes]]) -> list[int]:
    """Recompute the deal from both sides' revealed secrets; the true deck order, or the
    first thing that does not hold (DeckError, naming the side)."""
    for name, side, promised in (("host", host, commitments[0]),
                                 ("guest", guest, commitments[1])):
        if side.commitment() != promised:
            raise DeckError(f"the {name}'s revealed shuffle and keys are not the ones it "
                            "committed to before the deal")
    expected = [first_stage(host)]
    expected.append(second_stage(guest, expected[0]))
    expected.append(relock(host, expected[1]))
    expected.append(relock(guest, expected[2]))
    for stage, (sent, ought) in enumerate(zip(decks, expected, strict=True), start=1):
        if sent != ought:
            who = "host" if stage % 2 else "guest"
            raise DeckError(f"the {who}'s deck at stage {stage} does not follow from its "
                            "revealed shuffle and keys")
    return [host.shuffle[guest.shuffle[i]] for i in range(DECK_SIZE)]
