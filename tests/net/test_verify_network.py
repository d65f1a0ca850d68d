"""``dirty7 verify`` re-checks a joint record's ``network`` section: the commitments match
the reveals, the four decks recompute, the true deck deals the record's ``start``. A
record whose network section was altered fails with a plain reason; the honest record
from either player's file verifies (the control). Each of a 52-card game (Dirty Seven) and
a 32-card one (Mau-Mau)."""

from __future__ import annotations

import copy
import json

import pytest

from dirty7.cli.verify_command import verify_main
from dirty7.net.record_check import check_network
from dirty7.rules import PRESETS
from tests.support.net_game import play


@pytest.fixture(scope="module", params=["dirty-seven", "mau-mau"])
def joint(request):
    host, guest, host_peer, guest_peer = play(variant=PRESETS[request.param])
    assert host.ok and guest.ok and host.record == guest.record
    _keys[:] = [host_peer.identity, guest_peer.identity]
    return host.record


#: The two programs' identities of ``joint`` (the control's data folder knows them).
_keys: list = []


def _verify(tmp_path, data, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    status = verify_main([str(path), "--progress", "never"])
    return status, capsys.readouterr().out


def test_control_the_joint_record_verifies_with_its_network_check(tmp_path, joint, capsys):
    from dirty7.store.friend_games import count_friend_game
    from dirty7.store.identity_file import make_or_load_seed

    make_or_load_seed(_keys[0].to_seed)  # this data folder is the host's
    count_friend_game("net-1", "Bob", "won", public_key=_keys[1].public_hex)
    status, out = _verify(tmp_path, joint, capsys)
    assert status == 0, out
    assert "network deal: ok — both sides' revealed shuffles" in out


def _swap_shuffle(data):
    order = data["network"]["secrets"][1]["shuffle"]
    order[0], order[1] = order[1], order[0]


def _other_point(data):
    deck = data["network"]["decks"][2]
    deck[0], deck[1] = deck[1], deck[0]


def _other_commitment(data):
    data["network"]["commitments"][0] = "0" * 64


def _other_key(data):
    keys = data["network"]["secrets"][0]["keys"]
    keys[3] = keys[4]


def _missing(data):
    del data["network"]["decks"]


def _not_hex(data):
    data["network"]["decks"][0][0] = "zz" * 32


def _other_start(data):
    data["first"] = 1 - data["first"]


def _other_deck(data):
    """A 32-card game's record read by 52-card rules: its shuffles are of the wrong size."""
    data["variant"] = PRESETS["dirty-seven"].to_dict()


@pytest.mark.parametrize("alter, words", [
    (_swap_shuffle, "the guest's revealed shuffle and keys are not the ones it committed to"),
    (_other_point, "the host's deck at stage 3 does not follow"),
    (_other_commitment, "the host's revealed shuffle and keys are not the ones it committed"),
    (_other_key, "not the ones it committed to"),
    (_missing, "the network section is not one"),
    (_not_hex, "bad 'points'"),
    (_other_start, "not the record's start"),
    (_other_deck, "its revealed shuffle is not an order of the"),
])
def test_an_altered_network_section_fails_with_a_plain_reason(tmp_path, joint, capsys,
                                                                alter, words):
    if alter is _other_deck and joint["variant"].get("deck") != 32:
        pytest.skip("a 52-card game's start is no deal of 32 cards: refused before the check")
    data = copy.deepcopy(joint)
    alter(data)
    ok, detail = check_network(data)
    assert not ok and words in detail
    status, out = _verify(tmp_path, data, capsys)
    assert status == 1
    assert "network deal: FAILED" in out and words in out


def test_a_record_without_a_network_section_is_not_given_the_check(tmp_path, joint, capsys):
    data = {k: v for k, v in joint.items() if k != "network"}
    status, out = _verify(tmp_path, data, capsys)
    assert status == 0 and "network deal" not in out


def test_the_check_never_raises_on_junk():
    for junk in ({}, {"network": None}, {"network": {"version": 1}}, {"network": []},
                 {"network": {"version": 1, "commitments": [1, 2], "secrets": [{}, {}],
                              "decks": [[], [], [], []]}}):
        ok, detail = check_network(junk)
        assert not ok and detail
