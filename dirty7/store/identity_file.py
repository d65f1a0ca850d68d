"""This data folder's identity on the network: the seed of its signing key, kept in
``identity.json``, and the short fingerprint people compare.

Why here and not beside the key: the file is a data-folder file like any other (atomic,
under the folder's lock, a damaged one set aside with a notice, JSON only), and the
statistics and screens need a key's fingerprint without the cryptography library. Only
:mod:`dirty7.net.identity` turns the seed into a key pair; this module keeps hex strings.

The file holds the secret seed: whoever copies it can sign as this player. Like every file
of the folder it is written readable by its owner only.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

__all__ = ["IDENTITY_FILE", "discard_identity", "fingerprint", "is_public_key", "load_seed",
           "make_or_load_seed"]

IDENTITY_FILE = "identity.json"
_HEX64 = re.compile(r"^[0-9a-f]{64}$")
_FALLBACK = Phrase(N_("a new identity is made (friends will see a new key)"))


def is_public_key(text: Any) -> bool:
    """Whether ``text`` is a public key as the files and messages keep it (64 hex digits)."""
    return isinstance(text, str) and bool(_HEX64.match(text))


def fingerprint(public_hex: str) -> str:
    """The key's short fingerprint, two groups of four hex digits ("a1b2 c3d4"): what a
    player reads aloud to a friend to see that they hold each other's keys."""
    digest = hashlib.blake2b(bytes.fromhex(public_hex), digest_size=4,
                             person=b"dirty7-finger").hexdigest()
    return f"{digest[:4]} {digest[4:]}"


def _check(data: dict[str, Any]) -> dict[str, Any]:
    fields = Fields(data, "identity")
    for name in ("seed", "public"):
        value = fields.text(name, 64)
        if not _HEX64.match(value):
            fields.fail(name, "64 hex digits", value)
    return data


def load_seed(store: Store | None = None) -> tuple[dict[str, str] | None, str | None]:
    """The identity kept here (``{"seed", "public"}``, hex), or None when there is none yet;
    and a warning when the file was damaged (it has been set aside). Never makes one."""
    store = store or default_store()
    value, warning = store.load(IDENTITY_FILE, _check, _FALLBACK)
    if not isinstance(value, dict):
        return None, warning
    return {"seed": value["seed"], "public": value["public"]}, warning


def make_or_load_seed(make: Callable[[], dict[str, str]], store: Store | None = None,
                      ) -> tuple[dict[str, str], str | None]:
    """The identity kept here, or (none yet, or a damaged one set aside) the one ``make()``
    gives, written at once; under the folder's lock, so two windows opened together end with
    one identity. Returns it and a notice for the player (a damaged file, a failed save)."""
    store = store or default_store()
    _found, warning = store.load(IDENTITY_FILE, _check, _FALLBACK)  # a damaged one set aside
    chosen: dict[str, str] = {}

    def change(current: dict[str, Any] | None) -> dict[str, Any] | None:
        if current is not None:
            chosen.update(seed=current["seed"], public=current["public"])
            return None
        chosen.update(make())
        return {"version": FORMAT_VERSION, **chosen}

    _written, error = store.update(IDENTITY_FILE, _check, change, _FALLBACK)
    notices = [text for text in (warning, error) if text]
    return dict(chosen), (" ".join(notices) or None)


def discard_identity(problem: str, store: Store | None = None) -> str:
    """Set an identity that does not hold together aside (``identity.json.bad``)."""
    store = store or default_store()
    return store.quarantine(IDENTITY_FILE, problem, _FALLBACK)
