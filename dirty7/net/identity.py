"""A player's identity on the network: an Ed25519 key pair per data folder (PyNaCl).

Why: without it, one program could make both sides of a "joint" record alone. Each program
signs the end of every game with its data folder's key; a friend's program keeps the key it
first saw under that friend's name (trust on first use), and ``dirty7 verify`` names whose
keys signed. The seed lives in the data folder (:mod:`dirty7.store.identity_file`, hex); the key
objects live here, where the cryptography library may be imported.
"""

from __future__ import annotations

from dataclasses import dataclass

from nacl.exceptions import BadSignatureError, CryptoError
from nacl.signing import SigningKey, VerifyKey

from dirty7.store.identity_file import discard_identity, fingerprint, load_seed, make_or_load_seed
from dirty7.store.storage import Store

__all__ = ["Identity", "known_identity", "load_identity", "signature_holds"]

#: An Ed25519 signature's length in bytes.
SIGNATURE_BYTES = 64


@dataclass(frozen=True)
class Identity:
    """A signing key and its public half."""

    key: SigningKey

    @classmethod
    def fresh(cls) -> Identity:
        return cls(SigningKey.generate())

    @classmethod
    def from_seed(cls, seed_hex: str) -> Identity:
        return cls(SigningKey(bytes.fromhex(seed_hex)))

    @property
    def public(self) -> bytes:
        return bytes(self.key.verify_key)

    @property
    def public_hex(self) -> str:
        return self.public.hex()

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public_hex)

    def sign(self, data: bytes) -> bytes:
        """The detached signature of ``data``."""
        return self.key.sign(data).signature

    def to_seed(self) -> dict[str, str]:
        return {"seed": bytes(self.key).hex(), "public": self.public_hex}


def signature_holds(public: bytes, data: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is ``public``'s over ``data`` (False for any malformed part)."""
    if len(public) != 32 or len(signature) != SIGNATURE_BYTES:
        return False
    try:
        VerifyKey(public).verify(data, signature)
    except (BadSignatureError, CryptoError, ValueError, TypeError):
        return False
    return True


def _from_kept(kept: dict[str, str]) -> Identity | None:
    """The identity a file keeps, if its public key is its seed's."""
    try:
        identity = Identity.from_seed(kept["seed"])
    except (ValueError, TypeError, CryptoError):
        return None
    return identity if identity.public_hex == kept["public"] else None


def load_identity(store: Store | None = None) -> tuple[Identity, str | None]:
    """This data folder's identity, made on first need; and a notice for the player when
    the file was damaged (set aside, a new one made) or could not be saved. Never raises
    for the file."""
    kept, notice = make_or_load_seed(lambda: Identity.fresh().to_seed(), store)
    identity = _from_kept(kept)
    if identity is None:
        notice = discard_identity("its public key is not its seed's", store)
        kept, more = make_or_load_seed(lambda: Identity.fresh().to_seed(), store)
        notice = " ".join(t for t in (notice, more) if t)
        identity = _from_kept(kept) or Identity.fresh()
    return identity, notice


def known_identity(store: Store | None = None) -> Identity | None:
    """This data folder's identity if it has one (``dirty7 verify`` never makes one)."""
    kept, _warning = load_seed(store)
    return None if kept is None else _from_kept(kept)
