"""This data folder's identity (``identity.json``): made once on first need, the same one
read back after, a damaged file set aside with a notice and a new identity made — never a
crash, never pickle. No Arcade, no cryptography (the seed is made by the caller)."""

from __future__ import annotations

import json
import os

from dirty7.store.identity_file import (
    IDENTITY_FILE,
    fingerprint,
    load_seed,
    make_or_load_seed,
)
from dirty7.store.storage import default_store

_COUNTER = iter(range(10**6))


def _make() -> dict[str, str]:
    n = next(_COUNTER)
    return {"seed": f"{n:064x}", "public": f"{n + 1:064x}"}


def test_the_identity_is_made_once_and_then_reused():
    assert load_seed() == (None, None)  # reading never makes one
    first, notice = make_or_load_seed(_make)
    assert notice is None
    again, notice = make_or_load_seed(_make)
    assert again == first and notice is None
    assert load_seed() == (first, None)
    path = default_store().path(IDENTITY_FILE)
    saved = json.loads(path.read_text())
    assert saved == {"version": 1, **first}
    if os.name == "posix":  # the seed is a secret: the owner's only
        assert path.stat().st_mode & 0o077 == 0


def test_a_damaged_identity_is_set_aside_and_a_new_one_made():
    first, _ = make_or_load_seed(_make)
    path = default_store().path(IDENTITY_FILE)
    path.write_text('{"version": 1, "seed": "not hex", "public": 7}')
    new, notice = make_or_load_seed(_make)
    assert new != first
    assert notice and "identity.json" in notice and "new identity" in notice
    assert path.with_name(IDENTITY_FILE + ".bad").exists()
    assert make_or_load_seed(_make)[0] == new


def test_an_identity_file_that_is_not_json_is_no_crash():
    path = default_store().path(IDENTITY_FILE)
    path.write_bytes(b"\x80\x03}q\x00.")  # a pickle: never unpickled
    kept, notice = make_or_load_seed(_make)
    assert kept["seed"] and notice


def test_a_fingerprint_is_eight_hex_digits_in_two_groups():
    text = fingerprint("ab" * 32)
    assert len(text) == 9 and text[4] == " " and all(c in "0123456789abcdef"
                                                     for c in text.replace(" ", ""))
    assert fingerprint("ab" * 32) != fingerprint("ac" * 32)
