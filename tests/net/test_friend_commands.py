"""``dirty7 host`` and ``dirty7 join`` as a player would run them from outside: two
programs (and ``dirty7 relay``) as subprocesses on 127.0.0.1, each a computer playing its
seat (``--autoplay``), with no window; a bad code or an unreachable relay is a sentence and
exit status 2, never a traceback.
"""

from __future__ import annotations

import json
import re
import socket
import subprocess

import pytest

from dirty7.game.verify import verify_file
from tests.support.friend import GAME_S, START_S, dirty7, first_line

CODE = "d7-k3jq-ux2m-c4ra-pf6h-ntyw-e5bs-qez"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _data(tmp_path, name: str):
    folder = tmp_path / name
    folder.mkdir()
    return folder


def _finish(*processes: subprocess.Popen) -> list[str]:
    outs = []
    for process in processes:
        try:
            out, err = process.communicate(timeout=GAME_S)
        finally:
            process.kill()
        assert process.returncode == 0, err
        assert "Traceback" not in err
        outs.append(out)
    return outs


def _same_and_verified(tmp_path) -> None:
    host, guest = (tmp_path / "host.json").read_bytes(), (tmp_path / "guest.json").read_bytes()
    assert host == guest
    for name in ("host.json", "guest.json"):
        verdict = verify_file(str(tmp_path / name))
        assert verdict.ok and verdict.status == "verified", verdict.lines()


@pytest.fixture
def relay_process(tmp_path):
    port = _free_port()
    relay = dirty7("relay", "--host", "127.0.0.1", "--port", str(port),
                   data_dir=_data(tmp_path, "relay"))
    assert "listening" in first_line(relay)
    yield f"ws://127.0.0.1:{port}"
    relay.kill()
    relay.wait(START_S)


def test_two_programs_play_a_whole_game_through_dirty7_relay(relay_process, tmp_path):
    host = dirty7("host", "--relay", relay_process, "--autoplay", "--name", "Ann",
                  "--export", str(tmp_path / "host.json"), data_dir=_data(tmp_path, "h"))
    code = first_line(host)  # the first line of stdout, before the host waits
    assert code.startswith("d7-") and "@" not in code
    guest = dirty7("join", code, "--relay", relay_process, "--autoplay", "--accept",
                   "--name", "Bob",
                   "--difficulty", "easy", "--exit-after-game",
                   "--export", str(tmp_path / "guest.json"), data_dir=_data(tmp_path, "g"))
    host_out, guest_out = _finish(host, guest)
    assert "checked by both programs" in host_out and "checked by both programs" in guest_out
    # each side says the result as its own: one won, the other lost (named by the winner)
    results = sorted(re.search(r"game over: (you won|you lost \((?:Ann|Bob) won\)|no winner)",
                               out)[1] for out in (host_out, guest_out))
    assert results in (["you lost (Ann won)", "you won"], ["you lost (Bob won)", "you won"],
                       ["no winner", "no winner"])
    _same_and_verified(tmp_path)
    # each says the other's key fingerprint when connected, as the other says its own
    host_key = re.search(r"connected to Bob \(key (\w{4} \w{4})\); your key is "
                         r"(\w{4} \w{4})", host_out)
    guest_key = re.search(r"connected to Ann \(key (\w{4} \w{4})\); your key is "
                          r"(\w{4} \w{4})", guest_out)
    assert host_key and guest_key, (host_out, guest_out)
    assert host_key[1] == guest_key[2] and guest_key[1] == host_key[2]
    # an unattended game counts for the friend like a window's, with the friend's key
    from dirty7.store.stats import load_stats
    from dirty7.store.storage import Store

    for folder, friend in (("h", "Bob"), ("g", "Ann")):
        stats, _ = load_stats(Store(tmp_path / folder))
        part = stats.by_friend[friend]
        assert part.won + part.lost == 1 and part.key


def test_two_programs_play_a_direct_game(tmp_path):
    port = _free_port()
    host = dirty7("host", "--port", str(port), "--address", "127.0.0.1", "--autoplay",
                  "--export", str(tmp_path / "host.json"), data_dir=_data(tmp_path, "h"))
    code = first_line(host)
    assert code.endswith(f"@127.0.0.1:{port}")
    guest = dirty7("join", code, "--autoplay", "--accept",
                   "--export", str(tmp_path / "guest.json"),
                   data_dir=_data(tmp_path, "g"))
    _finish(host, guest)
    _same_and_verified(tmp_path)


@pytest.mark.parametrize("args, words", [
    (["join", "d7-abc", "--autoplay"], "a letter is missing"),
    (["join", CODE[:-1], "--autoplay"], "a letter is missing"),
    (["join", CODE[:-1] + "a", "--autoplay"], "a letter was mistyped"),
    (["join", CODE, "--relay", "ws://127.0.0.1:9", "--autoplay"], "Cannot reach the relay"),
    (["join", CODE + "@127.0.0.1:9", "--autoplay"], "Cannot reach the host"),
    (["host", "--relay", "ws://127.0.0.1:9", "--autoplay"], "Cannot reach the relay"),
    (["host", "--relay", "nonsense", "--autoplay"], "Cannot reach the relay"),
    (["host", "--code", "d7-abc", "--autoplay"], "dirty7 host: "),
], ids=["short-code", "one-letter-short", "mistyped-code", "join-no-relay", "join-no-host",
        "host-no-relay", "host-bad-url", "host-bad-code"])
def test_a_bad_code_or_an_unreachable_relay_is_exit_status_2(tmp_path, args, words):
    process = dirty7(*args, data_dir=_data(tmp_path, "d"))
    out, err = process.communicate(timeout=START_S)
    assert process.returncode == 2, (out, err)
    assert words in err and "Traceback" not in err
    assert "d7-" not in out  # no code is given that nobody could use


@pytest.mark.parametrize("args, words", [
    (["join", "d7-abc", "--autoplay", "--language", "de"],
     "dirty7 join: der Code hat 3 Buchstaben, nicht 27: ein Buchstabe fehlt"),
    (["host", "--relay", "ws://127.0.0.1:9", "--autoplay", "--language", "fr"],
     "dirty7 host\u00a0: Impossible de joindre le relais à ws://127.0.0.1:9\u00a0: "),
], ids=["code-in-german", "relay-in-french"])
def test_host_and_join_say_why_in_the_language_asked(tmp_path, args, words):
    process = dirty7(*args, data_dir=_data(tmp_path, "d"))
    _out, err = process.communicate(timeout=START_S)
    assert process.returncode == 2 and words in err, err


def test_relay_and_port_together_are_a_usage_error(tmp_path):
    process = dirty7("host", "--relay", "ws://x:1", "--port", "5", data_dir=_data(tmp_path, "d"))
    _out, err = process.communicate(timeout=START_S)
    assert process.returncode == 2 and "either direct or through a relay" in err


def _join_asked(tmp_path, relay_process, answer: str | None):
    """``dirty7 join`` without --accept, answering ``answer`` (None: no input at all)."""
    import os
    import sys

    host = dirty7("host", "--relay", relay_process, "--autoplay", "--name", "Ann",
                  data_dir=_data(tmp_path, "h"))
    code = first_line(host)
    env = dict(os.environ, DIRTY7_DATA_DIR=str(_data(tmp_path, "g")), PYTHONUNBUFFERED="1")
    guest = subprocess.Popen([sys.executable, "-m", "dirty7", "join", code, "--relay",
                              relay_process, "--autoplay", "--name", "Bob"], env=env,
                             text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    try:
        out, err = guest.communicate("" if answer is None else answer + "\n", timeout=GAME_S)
    finally:
        guest.kill()
        host.kill()
        host.wait(START_S)
    return guest.returncode, out, err


@pytest.mark.parametrize("answer", ["y", "n", None], ids=["yes", "no", "no-input"])
def test_join_shows_the_hosts_rules_and_asks_before_the_deal(tmp_path, relay_process, answer):
    code, out, err = _join_asked(tmp_path, relay_process, answer)
    assert "Ann hosts the game: " in out and "Play? [y/N]" in out
    assert out.index("Ann hosts the game") < out.index("Play?")
    if answer == "y":
        assert code == 0 and "game over" in out, err
    else:  # a no is 1; a closed input (no one to ask) is 2, saying how to accept
        assert code == (1 if answer else 2) and "game over" not in out and "--accept" in err
        assert answer or "the input is closed" in err
        assert "Traceback" not in err


def test_a_session_of_three_games_through_dirty7_relay(relay_process, tmp_path):
    """``--games 3``: who starts alternates, each game's joint record verifies on both
    sides, the match score and the friend statistics agree."""
    host = dirty7("host", "--relay", relay_process, "--autoplay", "--games", "3",
                  "--match", "500", "--name", "Ann", "--export", str(tmp_path / "host.json"),
                  data_dir=_data(tmp_path, "h"))
    code = first_line(host)
    guest = dirty7("join", code, "--relay", relay_process, "--autoplay", "--accept",
                   "--games", "3", "--difficulty", "easy", "--name", "Bob",
                   "--export", str(tmp_path / "guest.json"), data_dir=_data(tmp_path, "g"))
    host_out, guest_out = _finish(host, guest)
    firsts = []
    for name in ("", "-2", "-3"):
        both = [(tmp_path / f"{side}{name}.json") for side in ("host", "guest")]
        assert both[0].read_bytes() == both[1].read_bytes()
        for path in both:
            verdict = verify_file(str(path))
            assert verdict.ok and verdict.status == "verified", verdict.lines()
        firsts.append(json.loads(both[0].read_text())["first"])
    assert firsts == [0, 1, 0]
    for out in (host_out, guest_out):
        assert all(f"game {i} over:" in out for i in (1, 2, 3)), out
    host_line = re.search(r"session over: 3 games; you won (\d), Bob won (\d); "
                          r"match to 500: you (\d+), Bob (\d+)", host_out)
    guest_line = re.search(r"session over: 3 games; you won (\d), Ann won (\d); "
                           r"match to 500: you (\d+), Ann (\d+)", guest_out)
    assert host_line and guest_line, (host_out, guest_out)
    assert host_line.groups() == (guest_line[2], guest_line[1], guest_line[4], guest_line[3])
    # every game with a winner is counted on both sides, the same way round
    from dirty7.store.stats import load_stats
    from dirty7.store.storage import Store

    counted = 3 - host_out.count("no winner")
    parts = [load_stats(Store(tmp_path / side))[0].by_friend[friend]
             for side, friend in (("h", "Bob"), ("g", "Ann"))]
    assert parts[0].games == parts[1].games == counted
    assert (parts[0].won, parts[0].lost) == (parts[1].lost, parts[1].won)
    # the evening's summary (Statistics → Friends): the same games and points, seen from
    # each side
    host_evening, guest_evening = (part.evening for part in parts)
    assert host_evening.games == guest_evening.games == counted
    assert (host_evening.won, host_evening.lost) == (guest_evening.lost, guest_evening.won)
    assert host_evening.points == (int(host_line[3]), int(host_line[4]))
    assert guest_evening.points == (int(guest_line[3]), int(guest_line[4]))
