"""``dirty7 host --rules``: two programs play the host's rules and both records verify by
them; the guest is shown the set by name and what it changes from Dirty Seven before the
deal, and may refuse; a 32-card set (Mau-Mau) is hosted and named like the others."""

from __future__ import annotations

import dataclasses
import json
import os
import socket
import subprocess
import sys

from dirty7.game.verify import verify_file
from dirty7.rules import PRESETS, Variant, encode_rules
from tests.support.friend import GAME_S, START_S, dirty7, first_line

#: Mau-Mau's rules on 52 cards: a custom set, shown by its code.
MAU_52 = encode_rules(dataclasses.replace(PRESETS["mau-mau"], deck=52))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _data(tmp_path, name: str):
    folder = tmp_path / name
    folder.mkdir()
    return folder


def _host(tmp_path, rules: str, *more: str) -> tuple[subprocess.Popen, str]:
    port = _free_port()
    host = dirty7("host", "--port", str(port), "--address", "127.0.0.1", "--autoplay",
                  "--name", "Ann", "--rules", rules, *more, data_dir=_data(tmp_path, "h"))
    return host, first_line(host)


def test_a_crazy_eights_game_by_the_hosts_rules_verifies_on_both_sides(tmp_path):
    host, code = _host(tmp_path, "crazy-eights", "--export", str(tmp_path / "host.json"))
    guest = dirty7("join", code, "--autoplay", "--accept", "--name", "Bob",
                   "--export", str(tmp_path / "guest.json"), data_dir=_data(tmp_path, "g"))
    outs = []
    for process in (host, guest):
        try:
            out, err = process.communicate(timeout=GAME_S)
        finally:
            process.kill()
        assert process.returncode == 0, err
        outs.append(out)
    assert "Ann hosts the game: Crazy Eights (Wild card: Eight;" in outs[1]
    host_record, guest_record = ((tmp_path / f"{n}.json").read_bytes() for n in ("host", "guest"))
    assert host_record == guest_record
    variant = Variant.from_dict(json.loads(host_record)["variant"])
    assert variant.play_rules() == PRESETS["crazy-eights"].play_rules()
    for name in ("host.json", "guest.json"):
        verdict = verify_file(str(tmp_path / name))
        assert verdict.ok and verdict.status == "verified", verdict.lines()


def test_the_guest_sees_mau_mau_rules_and_may_refuse(tmp_path):
    host, code = _host(tmp_path, MAU_52.lower())
    env = dict(os.environ, DIRTY7_DATA_DIR=str(_data(tmp_path, "g")), PYTHONUNBUFFERED="1")
    guest = subprocess.Popen([sys.executable, "-m", "dirty7", "join", code, "--autoplay",
                              "--name", "Bob"], env=env, text=True, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = guest.communicate("n\n", timeout=GAME_S)
    finally:
        guest.kill()
        host.kill()
        host.wait(START_S)
    assert guest.returncode == 1, err
    assert f"Ann hosts the game: House rules {MAU_52} (" in out
    assert "Last-card call: 1" in out and "Play again: Eight" in out
    assert "not played" in err and "game over" not in out


def test_a_mau_mau_game_is_hosted_and_the_guest_sees_mau_mau_before_the_deal(tmp_path):
    host, code = _host(tmp_path, "mau-mau", "--export", str(tmp_path / "host.json"))
    guest = dirty7("join", code, "--autoplay", "--accept", "--name", "Bob",
                   "--export", str(tmp_path / "guest.json"), data_dir=_data(tmp_path, "g"))
    outs = []
    for process in (host, guest):
        try:
            out, err = process.communicate(timeout=GAME_S)
        finally:
            process.kill()
        assert process.returncode == 0, err
        outs.append(out)
    assert "Ann hosts the game: Mau-Mau (Deck: 32 cards;" in outs[1]
    record = json.loads((tmp_path / "guest.json").read_bytes())
    assert Variant.from_dict(record["variant"]).deck == 32
    assert len(record["network"]["decks"][3]) == 32
    verdict = verify_file(str(tmp_path / "host.json"))
    assert verdict.ok and verdict.status == "verified", verdict.lines()
