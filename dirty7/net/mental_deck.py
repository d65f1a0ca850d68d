"""The deck both programs shuffle and lock together (docs/NETWORK.md, "The deal").

One side's secrets are a :class:`DeckSecrets`: a shuffle, its stage's lock keys and one key
per position. The four stages turn the points of the deck's cards (all 52, or a 32-card
set's Seven to Ace of each suit: ``cards``, in card order) into the dealt deck ``D4``, where
position ``i`` holds card ``cards[host.shuffle[guest.shuffle[i]]]`` under exactly one key of
each side. Why a card keeps its full-deck number and point in a 32-card deck: a 52-card
deal is then exactly what it was, and a point of a card the deck lacks is a stranger.
After the game both sides reveal their secrets and :func:`check_transcript` recomputes
everything: it is what catches a shuffle other than the one committed to, a forged stage
or a wrong key sent during play.

Why the guest locks each position with its own key: a lock with one key for every position
keeps every linear relation among the points it is applied to. A host that planted one in
its first stage (``D1[w] = D1[a] + 2·D1[b] + 3·D1[c]``) would find it again in a second
stage locked with one key and learn where the cards at ``a``, ``b`` and ``c`` went. So no
side ever applies one key to every position of a deck the other side built: the host's
single key is only on its own first stage (the card points, among which nobody knows a
relation), the guest's second stage and both relocks use one key per position, which
leaves a planted relation holding with negligible probability (Barnett and Smart, "Mental
Poker Revisited", 2003, lock each card with its own key for the same reason).
"""

from __future__ import annotations

import json
import os
import secrets as os_secrets
from dataclasses import dataclass
from typing import TypedDict

from nacl.encoding import RawEncoder
from nacl.hash import blake2b

from dirty7.rules.phrase import N_, Nn_, Phrase

from .group_cipher import (
    CARD_OF_POINT,
    CARD_POINTS,
    DECK_SIZE,
    DECK_SIZES,
    CipherError,
    check_key,
    check_point,
    invert,
    lock,
    multiply_keys,
    random_key,
    unlock,
)
from .messages import JsonObject

SALT_BYTES = 16
#: The full deck's cards, in card order: the deal of a 52-card game.
ALL_CARDS: tuple[int, ...] = tuple(range(DECK_SIZE))
_COMMIT_PERSON = b"dirty7-commit"


class DeckError(ValueError):
    """The other side's deck, key or secrets do not hold together; the text says how."""


@dataclass(frozen=True)
class DeckSecrets:
    """What one side keeps to itself until the game is over."""

    salt: bytes
    #: The host's one key for its own first stage, or the guest's key for each position of
    #: its second stage.
    lock_keys: tuple[bytes, ...]
    shuffle: tuple[int, ...]
    position_keys: tuple[bytes, ...]

    @classmethod
    def fresh(cls, role: str, size: int = DECK_SIZE) -> DeckSecrets:
        """A new shuffle of ``size`` positions (the OS's randomness) and new keys for the
        ``role``'s stages."""
        order = list(range(size))
        os_secrets.SystemRandom().shuffle(order)
        return cls(os.urandom(SALT_BYTES),
                   tuple(random_key() for _ in range(lock_count(role, size))), tuple(order),
                   tuple(random_key() for _ in range(size)))

    @property
    def size(self) -> int:
        """How many cards the deck these secrets shuffle holds."""
        return len(self.shuffle)

    def lock_key(self, position: int) -> bytes:
        """The lock key on ``position`` of this side's shuffled stage."""
        return self.lock_keys[position if len(self.lock_keys) > 1 else 0]

    def to_dict(self) -> JsonObject:
        return {"salt": self.salt.hex(), "locks": [k.hex() for k in self.lock_keys],
                "shuffle": list(self.shuffle), "keys": [k.hex() for k in self.position_keys]}

    @classmethod
    def from_dict(cls, data: JsonObject, size: int | None = None) -> DeckSecrets:
        """Secrets as revealed (fields already checked for type and size by the messages)
        for a deck of ``size`` cards (None: either size a deal knows); DeckError if the
        shuffle is no permutation of that many positions or a key is not a key."""
        shuffle = tuple(data["shuffle"])
        sizes = DECK_SIZES if size is None else (size,)
        if len(shuffle) not in sizes or sorted(shuffle) != list(range(len(shuffle))):
            raise DeckError(Phrase(N_("its revealed shuffle is not an order of the {size} "
                                      "cards"), size=size) if size else
                            Phrase(N_("its revealed shuffle is not an order of a deck's (32 or "
                                      "52) cards")))
        if len(data["keys"]) != len(shuffle):
            raise DeckError(Phrase(*Nn_("it revealed {count} position key for {size} cards",
                                        "it revealed {count} position keys for {size} cards"),
                                   count=len(data["keys"]), size=len(shuffle)))
        try:
            keys = tuple(check_key(bytes.fromhex(k)) for k in data["keys"])
            locks = tuple(check_key(bytes.fromhex(k)) for k in data["locks"])
        except (CipherError, ValueError) as exc:
            raise DeckError(Phrase(N_("its revealed keys are not keys ({error})"),
                                   error=str(exc)[:200])) from None
        if len(locks) not in (1, len(shuffle)):
            raise DeckError(Phrase(*Nn_("it revealed {count} lock key (1 or {size})",
                                        "it revealed {count} lock keys (1 or {size})"),
                                   count=len(locks), size=len(shuffle)))
        return cls(bytes.fromhex(data["salt"]), locks, shuffle, keys)

    def commitment(self) -> bytes:
        """BLAKE2b of the canonical JSON of every secret: binding, and hiding thanks to the
        salt and the keys' own randomness."""
        text = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return blake2b(text.encode(), digest_size=32, person=_COMMIT_PERSON,
                       encoder=RawEncoder)


def lock_count(role: str, size: int = DECK_SIZE) -> int:
    """How many lock keys the ``role``'s shuffled stage of a ``size``-card deck uses (see
    the module's docstring)."""
    if role not in ("host", "guest"):
        raise ValueError(f"role must be 'host' or 'guest', not {role!r}")
    return 1 if role == "host" else size


# ---------------------------------------------------------------------- the four stages
def first_stage(host: DeckSecrets, cards: tuple[int, ...] = ALL_CARDS) -> list[bytes]:
    """D1: the host shuffles the points of the deck's ``cards`` and locks each with its one
    lock key."""
    return [lock(host.lock_key(i), CARD_POINTS[cards[host.shuffle[i]]])
            for i in range(len(cards))]


def second_stage(guest: DeckSecrets, deck: list[bytes]) -> list[bytes]:
    """D2: the guest shuffles D1 and locks each position with that position's lock key."""
    return [lock(guest.lock_key(i), deck[guest.shuffle[i]]) for i in range(len(deck))]


def relock(side: DeckSecrets, deck: list[bytes]) -> list[bytes]:
    """D3 (host) or D4 (guest): the side's lock off, its key for each position on."""
    return [lock(multiply_keys(side.position_keys[i], invert(side.lock_key(i))), deck[i])
            for i in range(len(deck))]


def check_deck(deck: list[bytes], size: int = DECK_SIZE) -> list[bytes]:
    """``size`` distinct points of the group, or DeckError."""
    if len(deck) != size:
        raise DeckError(Phrase(*Nn_("its deck has {count} card, not {size}",
                                    "its deck has {count} cards, not {size}"),
                               count=len(deck), size=size))
    try:
        for point in deck:
            check_point(point)
    except CipherError as exc:
        raise DeckError(Phrase(N_("its deck holds something that is not a locked card "
                                  "({error})"), error=str(exc)[:200])) from None
    if len(set(deck)) != size:
        raise DeckError(Phrase(N_("its deck holds the same locked card twice")))
    return deck


def open_card(dealt: list[bytes], position: int, mine: bytes, theirs: bytes,
              cards: tuple[int, ...] = ALL_CARDS) -> int:
    """The card at ``position`` of D4, with both keys; DeckError if they unlock no card,
    or one the deck's ``cards`` do not hold (a first stage with a stranger in it)."""
    try:
        check_key(theirs)
        card = CARD_OF_POINT.get(unlock(dealt[position], mine, theirs))
    except (CipherError, RuntimeError):  # libsodium refuses a product that is zero
        card = None
    if card is None:
        raise DeckError(Phrase(N_("its key for deck position {pos} unlocks no card (a wrong "
                                  "decryption share)"), pos=position))
    if len(cards) != DECK_SIZE and card not in cards:
        raise DeckError(Phrase(N_("deck position {pos} holds card {card}, which this game's "
                                  "{size}-card deck does not hold (a forged deck)"),
                               pos=position, card=card, size=len(cards)))
    return card


#: What does not hold of the host's or the guest's revealed secrets: one message for each
#: side, so that a language says "the host's" and "the guest's" its own way.
class _SideWords(TypedDict):
    """What is wrong with one side's revealed deck, in words (a plural form for counts)."""

    committed: str
    orders: tuple[str, str]
    locked: tuple[str, str]
    stage: str


_HOST_SAYS: _SideWords = {
    "committed": N_("the host's revealed shuffle and keys are not the ones it committed to "
                    "before the deal"),
    "orders": Nn_("the host's revealed shuffle orders {count} card, not the {size} of this "
                  "game's deck", "the host's revealed shuffle orders {count} cards, not the "
                  "{size} of this game's deck"),
    "locked": Nn_("the host locked its stage with {count} key, not {size}",
                  "the host locked its stage with {count} keys, not {size}"),
    "stage": N_("the host's deck at stage {stage} does not follow from its revealed shuffle "
                "and keys"),
}
_GUEST_SAYS: _SideWords = {
    "committed": N_("the guest's revealed shuffle and keys are not the ones it committed to "
                    "before the deal"),
    "orders": Nn_("the guest's revealed shuffle orders {count} card, not the {size} of this "
                  "game's deck", "the guest's revealed shuffle orders {count} cards, not the "
                  "{size} of this game's deck"),
    "locked": Nn_("the guest locked its stage with {count} key, not {size}",
                  "the guest locked its stage with {count} keys, not {size}"),
    "stage": N_("the guest's deck at stage {stage} does not follow from its revealed shuffle "
                "and keys"),
}


def check_transcript(host: DeckSecrets, guest: DeckSecrets, commitments: tuple[bytes, bytes],
                     decks: list[list[bytes]],
                     cards: tuple[int, ...] = ALL_CARDS) -> list[int]:
    """Recompute the deal of the deck's ``cards`` from both sides' revealed secrets; the
    true deck order (cards), or the first thing that does not hold (DeckError, naming the
    side)."""
    size = len(cards)
    for name, side, promised in (("host", host, commitments[0]),
                                 ("guest", guest, commitments[1])):
        words = _HOST_SAYS if name == "host" else _GUEST_SAYS
        if side.commitment() != promised:
            raise DeckError(Phrase(words["committed"]))
        if side.size != size or len(side.position_keys) != size:
            raise DeckError(Phrase(*words["orders"], count=side.size, size=size))
        if len(side.lock_keys) != lock_count(name, size):
            raise DeckError(Phrase(*words["locked"], count=len(side.lock_keys),
                                   size=lock_count(name, size)))
    expected = [first_stage(host, cards)]
    expected.append(second_stage(guest, expected[0]))
    expected.append(relock(host, expected[1]))
    expected.append(relock(guest, expected[2]))
    for stage, (sent, ought) in enumerate(zip(decks, expected, strict=True), start=1):
        if sent != ought:
            words = _HOST_SAYS if stage % 2 else _GUEST_SAYS
            raise DeckError(Phrase(words["stage"], stage=stage))
    return [cards[host.shuffle[guest.shuffle[i]]] for i in range(size)]
