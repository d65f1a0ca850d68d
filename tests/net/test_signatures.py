"""The end of a network game is signed by both programs' identities, and ``dirty7 verify``
says whose keys signed: a record one program made alone carries only keys this data folder
has never met; a record changed after signing is refused; a program whose signature does
not hold is caught with a reason; a record of an older version is reported unsigned."""

from __future__ import annotations

import copy
import json

import pytest

from dirty7.cli.verify_command import verify_main
from dirty7.net.identity import Identity, load_identity
from dirty7.net.peer import Peer
from dirty7.net.signatures import check_signatures, statement
from dirty7.store.friend_games import count_friend_game
from dirty7.store.identity_file import fingerprint
from tests.support import hostile_peer as hostile
from tests.support.net_game import play


def signed_by(identity: Identity) -> type[Peer]:
    """A peer class whose program holds ``identity`` (its data folder's key)."""

    class Signed(Peer):
        def __init__(self, *args, **options):
            super().__init__(*args, identity=identity, **options)
    return Signed


@pytest.fixture(scope="module")
def friend_key() -> Identity:
    return Identity.fresh()


@pytest.fixture(scope="module")
def two_programs(friend_key):
    """A real game: this data folder's program (the host) against a friend's (Bob)."""
    mine = Identity.fresh()
    host, guest, _, _ = play(signed_by(mine), signed_by(friend_key))
    assert host.ok and guest.ok and host.record == guest.record
    return mine, host.record


@pytest.fixture
def my_folder(two_programs, friend_key):
    """This data folder: its identity is the host's, and Bob's key was met in a game."""
    mine, record = two_programs
    from dirty7.store.identity_file import make_or_load_seed

    make_or_load_seed(mine.to_seed)
    count_friend_game("net-one", "Bob", "won", public_key=friend_key.public_hex)
    return mine, record


def _verify(tmp_path, data, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    status = verify_main([str(path), "--progress", "never"])
    return status, capsys.readouterr().out


def test_a_real_record_verifies_and_names_both_fingerprints(tmp_path, my_folder, friend_key,
                                                            capsys):
    mine, record = my_folder
    status, out = _verify(tmp_path, record, capsys)
    words = (f"signed by you ({mine.fingerprint}) and Bob "
             f"({fingerprint(friend_key.public_hex)})")
    assert status == 0, out
    assert f"signatures: ok — {words}" in out
    assert out.strip().splitlines()[-1] == f"verified: every check holds; {words}"


def test_the_signatures_and_the_network_deal_are_reported_in_german(tmp_path, my_folder,
                                                                  friend_key, capsys):
    """The report speaks the reader's language; ``--json`` keeps the same English."""
    from dirty7.i18n import set_language

    mine, record = my_folder
    set_language("de")
    status, out = _verify(tmp_path, record, capsys)
    assert status == 0, out
    assert (f"signiert von dir ({mine.fingerprint}) und Bob "
            f"({fingerprint(friend_key.public_hex)})") in out
    assert "das wahre Kartenspiel ergibt den Start des Spielstands" in out
    path = tmp_path / "game.json"
    assert verify_main([str(path), "--json", "--progress", "never"]) == 0
    assert f"signed by you ({mine.fingerprint}) and Bob" in capsys.readouterr().out


def test_a_record_one_program_made_alone_is_signed_by_keys_never_met(tmp_path, capsys):
    """Both sides' secrets, decks and signatures made by one process: every move and the
    deal check out, but neither key is one this data folder has met."""
    load_identity()  # this data folder has an identity of its own
    host, guest, _, _ = play(Peer, Peer)
    status, out = _verify(tmp_path, host.record, capsys)
    assert status == 4, out
    assert "every check holds" not in out
    assert "signed by keys this data folder has never met" in out
    assert "one program may have made it alone" in out


def _people_and_moves(data):
    """Both players people, and the game cut at another move (another winner, or none)."""
    data["players"], data["seeds"] = ["human", "human"], [None, None]
    data["moves"] = data["moves"][:-1]


def _players(data):
    data["players"], data["seeds"] = ["human", "human"], [None, None]


def _variant(data):
    data["variant"] = {**(data.get("variant") or {}), "seven_stack": True}


def _transcript(data):
    data["network"]["transcript"] = "0" * 64


def _swap_keys(data):
    data["network"]["keys"].reverse()


@pytest.mark.parametrize("alter", [_people_and_moves, _players, _variant, _transcript,
                                   _swap_keys])
def test_a_record_changed_after_signing_is_refused(tmp_path, my_folder, capsys, alter):
    _mine, record = my_folder
    data = copy.deepcopy(record)
    alter(data)
    report = check_signatures(data, {})
    assert report.status == "refused" and "changed after it was signed" in report.detail
    status, out = _verify(tmp_path, data, capsys)
    assert status == 1, out
    assert "signatures: FAILED" in out and "every check holds" not in out


def test_a_record_signed_again_by_the_forger_carries_keys_never_met(tmp_path, my_folder,
                                                                      capsys):
    """Players changed, then signed again with two keys the forger made: it holds
    together, but no key is one this data folder has met."""
    _mine, record = my_folder
    data = copy.deepcopy(record)
    _players(data)
    forged = [Identity.fresh(), Identity.fresh()]
    data["network"]["keys"] = [k.public_hex for k in forged]
    signed = statement(data)
    data["network"]["signatures"] = [k.sign(signed).hex() for k in forged]
    status, out = _verify(tmp_path, data, capsys)
    assert status == 4, out
    assert "signed by keys this data folder has never met" in out


def test_a_record_without_signatures_is_reported_unsigned(tmp_path, my_folder, capsys):
    _mine, record = my_folder
    data = copy.deepcopy(record)
    for name in ("keys", "transcript", "signatures"):
        del data["network"][name]
    status, out = _verify(tmp_path, data, capsys)
    assert status == 4, out
    assert "network deal: ok" in out
    assert "the record is not signed" in out and "every check holds" not in out


@pytest.mark.parametrize("cheat", [hostile.SignsWithAnotherKey, hostile.SignsAnotherRecord])
@pytest.mark.parametrize("as_host", [False, True])
def test_a_signature_that_does_not_hold_is_caught_with_a_reason(cheat, as_host):
    if as_host:
        _, honest, _, _ = play(cheat, Peer)
    else:
        honest, _, _, _ = play(Peer, cheat)
    assert not honest.ok and honest.record is None
    assert "a bad signature" in honest.reason


def test_both_programs_compute_the_same_transcript():
    host, guest, host_peer, guest_peer = play(Peer, Peer)
    assert host_peer.transcript.sealed == guest_peer.transcript.sealed
    assert host.record["network"]["transcript"] == host_peer.transcript.sealed.hex()
    assert host.record["network"]["keys"] == [host_peer.identity.public_hex,
                                              guest_peer.identity.public_hex]
