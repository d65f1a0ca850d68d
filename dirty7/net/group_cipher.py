"""The commutative cipher of the deal: Pohlig–Hellman in the prime-order group of edwards25519.

Why this group and not SRA over a safe prime (docs/NETWORK.md, "The cipher"): modulo a
prime, encryption keeps every card's quadratic residuosity (Lipton, 1981); in a group of
prime order no such character exists, so a locked card shows nothing of which card it is.
All arithmetic is libsodium's (PyNaCl's bindings); this module only names the operations
and checks what comes from the other side: a point must be a canonical element of the
prime-order subgroup (``crypto_core_ed25519_is_valid_point``), a key a canonical non-zero
scalar.
"""

from __future__ import annotations

import os

from nacl import bindings as sodium
from nacl.encoding import RawEncoder
from nacl.hash import blake2b

#: ℓ, the order of the prime-order subgroup of edwards25519.
GROUP_ORDER = 2**252 + 27742317777372353535851937790883648493
POINT_BYTES = 32
SCALAR_BYTES = 32
DECK_SIZE = 52
#: The decks a deal may shuffle: a 32-card set's (Seven to Ace of each suit) and all 52.
DECK_SIZES = (32, 52)
_CARD_PERSON = b"dirty7-card"


class CipherError(ValueError):
    """Bytes that are not a point of the group, or not a key."""


def card_point(card: int) -> bytes:
    """Card ``card`` (0 … 51, numbered as in the full deck whatever deck is dealt) as a
    group element: Elligator 2 of a hash, cofactor cleared.

    Why a hash: nobody knows a discrete logarithm between two cards, so no relation among
    the cards survives locking.
    """
    seed = blake2b(b"dirty7 card %d" % card, digest_size=32, person=_CARD_PERSON,
                   encoder=RawEncoder)
    return sodium.crypto_core_ed25519_from_uniform(seed)


#: Every card's point, and the card of each point.
CARD_POINTS: tuple[bytes, ...] = tuple(card_point(c) for c in range(DECK_SIZE))
CARD_OF_POINT: dict[bytes, int] = {p: c for c, p in enumerate(CARD_POINTS)}


def random_key() -> bytes:
    """A uniform non-zero scalar (64 random bytes reduced modulo ℓ)."""
    while True:
        key = sodium.crypto_core_ed25519_scalar_reduce(os.urandom(64))
        if any(key):
            return key


def invert(key: bytes) -> bytes:
    return sodium.crypto_core_ed25519_scalar_invert(key)


def multiply_keys(a: bytes, b: bytes) -> bytes:
    return sodium.crypto_core_ed25519_scalar_mul(a, b)


def lock(key: bytes, point: bytes) -> bytes:
    """``key · point``: encrypt (or, with an inverse key, decrypt)."""
    return sodium.crypto_scalarmult_ed25519_noclamp(key, point)


def unlock(point: bytes, *keys: bytes) -> bytes:
    """Remove every one of ``keys`` from ``point`` (one multiplication by the inverse of
    their product)."""
    product = keys[0]
    for key in keys[1:]:
        product = multiply_keys(product, key)
    return lock(invert(product), point)


def check_point(data: bytes) -> bytes:
    """``data`` if it is a canonical point of the prime-order subgroup, else CipherError."""
    if not isinstance(data, bytes) or len(data) != POINT_BYTES:
        raise CipherError("not a 32-byte point")
    if not sodium.crypto_core_ed25519_is_valid_point(data):
        raise CipherError("not a point of the prime-order group")
    return data


def check_key(data: bytes) -> bytes:
    """``data`` if it is a canonical, non-zero scalar, else CipherError."""
    if not isinstance(data, bytes) or len(data) != SCALAR_BYTES:
        raise CipherError("not a 32-byte key")
    value = int.from_bytes(data, "little")
    if not 0 < value < GROUP_ORDER:
        raise CipherError("not a key (zero, or not reduced modulo the group order)")
    return data
