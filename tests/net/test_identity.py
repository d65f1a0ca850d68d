"""The data folder's signing key: made on first need and the same after; a file whose
public key is not its seed's is set aside and a new key made, with a notice."""

from __future__ import annotations

import json

from dirty7.net.identity import Identity, known_identity, load_identity, signature_holds
from dirty7.store.identity_file import IDENTITY_FILE
from dirty7.store.storage import default_store


def test_the_key_is_made_once_and_signs():
    assert known_identity() is None  # verify never makes one
    mine, notice = load_identity()
    assert notice is None
    assert load_identity()[0].public == mine.public == known_identity().public
    signature = mine.sign(b"the game")
    assert signature_holds(mine.public, b"the game", signature)
    assert not signature_holds(mine.public, b"another game", signature)
    assert not signature_holds(Identity.fresh().public, b"the game", signature)
    assert not signature_holds(mine.public, b"the game", b"short")


def test_a_file_whose_public_key_is_not_its_seeds_is_set_aside():
    mine, _ = load_identity()
    path = default_store().path(IDENTITY_FILE)
    data = json.loads(path.read_text())
    data["public"] = Identity.fresh().public_hex
    path.write_text(json.dumps(data))
    new, notice = load_identity()
    assert new.public != mine.public and notice and "new identity" in notice
    assert path.with_name(IDENTITY_FILE + ".bad").exists()
