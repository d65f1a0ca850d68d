"""``dirty7 verify`` never says "verified" for moves it did not re-run.

Why: the reporter changed seat 1's first real decision of an honest game, played the rest
out with Medium, then made the seat look un-re-runnable (a bad option, no seed, a person,
the label ``computer``, a full-width name, a stray comma, a plugin not installed here):
each was "verified: every check holds", exit 0. Each forgery here is built the same way
and must be refused (exit 1) or reported as legal only (exit 3, naming the seat and the
move numbers); the honest games they come from stay verified (exit 0).
"""

from __future__ import annotations

import json

import pytest

from dirty7.__main__ import main
from dirty7.ai import registry
from dirty7.ai.easy import EasyStrategy
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.rules import parse_move
from tests.support.forgeries import forged, honest, seat_1


def run_verify(tmp_path, data, *extra: str, capsys) -> tuple[int, str]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    status = main(["verify", str(path), *extra])
    return status, capsys.readouterr().out


@pytest.fixture(scope="module")
def forgery() -> tuple[dict, int]:
    return forged(honest())


MUTATIONS = {
    "an unknown option": lambda d, n: seat_1(d, "medium:x=1"),
    "a null seed": lambda d, n: seat_1(d, "medium", seed=None),
    "an out-of-range option": lambda d, n: seat_1(d, "hard:iterations=0"),
    "the label computer": lambda d, n: {**d, "players": [d["players"][0], "computer"]},
    "a full-width name": lambda d, n: seat_1(d, "ｍｅｄｉｕｍ"),
    "a trailing comma": lambda d, n: seat_1(d, "medium,"),
    "both seats human": lambda d, n: {**d, "players": ["human", "human"]},
    "a person in seat 0 of the replaced players too": lambda d, n: {
        **d, "players": [d["players"][0], "human"],
        "replaced": [{"seat": 0, "spec": "human", "seed": None, "until": 1}]},
}
LEGAL_ONLY = {
    "a person in seat 1 until after the change": lambda d, n: {
        **d, "replaced": [{"seat": 1, "spec": "human", "seed": None, "until": n + 1}]},
    "a person in seat 1": lambda d, n: {**d, "players": [d["players"][0], "human"]},
    "a plugin not installed here": lambda d, n: seat_1(d, "nosuchbot"),
}


def test_the_forgery_itself_is_refused_at_the_changed_move(forgery, tmp_path, capsys):
    data, changed = forgery
    status, out = run_verify(tmp_path, data, capsys=capsys)
    assert status == 1
    assert out.splitlines()[-1].startswith(f"verify failed: move {changed + 1} (seat 1, medium)")


@pytest.mark.parametrize("how", sorted(MUTATIONS))
def test_a_forgery_made_unrerunnable_is_refused(how, forgery, tmp_path, capsys):
    data, changed = forgery
    status, out = run_verify(tmp_path, MUTATIONS[how](data, changed), capsys=capsys)
    last = out.splitlines()[-1]
    assert status == 1, out
    assert last.startswith("verify failed: players: ") and "verified" not in last
    status, out = run_verify(tmp_path, MUTATIONS[how](data, changed), "--json", capsys=capsys)
    report = json.loads(out)
    assert status == 1 and report["status"] == "refused" and report["ok"] is False


@pytest.mark.parametrize("spec, words", [
    ("medium:x=1", "does not take option(s) x"),
    ("hard:iterations=0", "iterations must be a number above 0"),
    ("ｍｅｄｉｕｍ", "reads 'medium' only once normalised"),
    ("medium,", "'medium,' is not a strategy name"),
    ("computer", "'computer' is a label"),
    ("human:x=1", "takes no options"),
])
def test_a_refused_player_is_named_with_the_reason(spec, words, forgery):
    data, _ = forgery
    verdict = verify(GameRecord.from_dict(seat_1(data, spec)))
    assert verdict.status == "refused"
    assert verdict.failure.startswith(f"players: seat 1 ({spec!r}): ") and words in verdict.failure


def test_a_null_seed_is_refused_in_a_sealed_game_and_legal_only_in_an_unsealed_one(
        forgery):
    data, changed = forgery
    sealed = verify(GameRecord.from_dict(seat_1(data, "medium", seed=None)))
    assert sealed.status == "refused" and "no seed recorded" in sealed.failure
    unsealed = {**seat_1(data, "medium", seed=None), "nonce": None, "commitment": None}
    verdict = verify(GameRecord.from_dict(unsealed))
    assert verdict.status == "legal-only" and not verdict.ok
    assert "seat 1 (medium: no seed recorded), moves" in verdict.summary


@pytest.mark.parametrize("how", sorted(LEGAL_ONLY))
def test_a_forgery_whose_seat_is_not_rerunnable_is_legal_only_naming_the_moves(
        how, forgery, tmp_path, capsys):
    data, changed = forgery
    mutated = LEGAL_ONLY[how](data, changed)
    status, out = run_verify(tmp_path, mutated, "--json", capsys=capsys)
    report = json.loads(out)
    assert status == 3 and report["status"] == "legal-only" and report["ok"] is False
    (unrun,) = report["legal_only"]
    assert unrun["seat"] == 1 and changed + 1 in unrun["moves"]
    assert report["summary"].startswith("legal only: ") and "verified" not in report["summary"]
    assert "seat 1 (" in report["summary"]
    status, out = run_verify(tmp_path, mutated, capsys=capsys)
    assert status == 3 and out.splitlines()[-1] == report["summary"]


def test_a_legal_only_summary_lists_every_move_number_in_the_report(forgery):
    data, changed = forgery
    verdict = verify(GameRecord.from_dict(seat_1(data, "nosuchbot")))
    (unrun,) = verdict.legal_only
    seat_1_moves = [i + 1 for i, seat in enumerate(_movers(data)) if seat == 1]
    assert unrun.moves == seat_1_moves and unrun.reason == "not installed here"
    detail = next(c.detail for c in verdict.checks if c.name == "computer moves")
    assert "moves " + ", ".join(map(str, seat_1_moves)) in detail
    assert f"({len(seat_1_moves)} moves)" in verdict.summary  # the one line is cut short


def _movers(data: dict) -> list[int]:
    record = GameRecord.from_dict(data)
    position, out = record.initial_position(), []
    for text in record.moves:
        out.append(position.to_move)
        position.push(parse_move(text))
    return out


def test_an_installed_plugin_is_legal_only(forgery, monkeypatch):
    class EntryPoint:
        name, value = "zebra", "tests:Zebra"

        def load(self):
            return EasyStrategy

    installed = registry._entry_points()
    monkeypatch.setattr(registry, "_entry_points", lambda: [*installed, EntryPoint()])
    data, _ = forgery
    verdict = verify(GameRecord.from_dict(seat_1(data, "zebra")))
    assert verdict.status == "legal-only"
    assert "seat 1 (zebra: a plugin: its moves are not re-run)" in verdict.summary
    assert verify(GameRecord.from_dict(seat_1(data, "zebra:x=1"))).status == "refused"


@pytest.mark.parametrize("players", [("medium", "medium"), ("human", "medium"),
                                     ("easy", "hard:iterations=20")])
def test_honest_games_stay_verified(players, tmp_path, capsys):
    status, out = run_verify(tmp_path, honest(players), "--json", capsys=capsys)
    report = json.loads(out)
    assert status == 0 and report["status"] == "verified" and report["ok"] is True
    assert report["summary"] == "verified: every check holds" and report["legal_only"] == []
    computer = [s for s, p in enumerate(players) if p != "human"]
    assert {m["seat"] for m in report["moves"]} == set(computer)


def test_an_honest_unsealed_self_play_record_without_seeds_is_legal_only(tmp_path, capsys):
    """What ``dirty7 selfplay`` writes today: specs, no seeds, no seal."""
    data = honest(sealed=False)
    data["players"] = ["medium", "medium"]
    status, out = run_verify(tmp_path, data, capsys=capsys)
    assert status == 3
    assert out.splitlines()[-1].startswith("legal only: every check holds, but these "
                                           "moves were checked for legality only, not re-run: "
                                           "seat 0 (medium: no seed recorded), moves 1, ")
