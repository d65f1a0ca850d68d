"""``dirty7 verify FILE.jsonl``: every line of a self-play file re-run, a forged line refused.

Why: a self-play file is thousands of games that fitting Hard's models trusts; its records
name each player's spec and seed, so each line can be re-run like an exported game, and a
line someone changed (or damaged) is named by its line number, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dirty7.__main__ import main
from dirty7.arena.deals import game_seeds
from tests.support.forgeries import forged

A, B = "easy", "hard:iterations=20"


@pytest.fixture(scope="module")
def selfplay_file(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("selfplay") / "games.jsonl"
    assert main(["selfplay", A, B, "--games", "4", "--seed", "7", "--jobs", "1",
                 "--move-limit", "300", "--progress", "never", "--out", str(out)]) == 0
    return out


def _verify(path: Path, capsys, *options: str) -> tuple[int, list[str]]:
    status = main(["verify", str(path), "--progress", "never", *options])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return status, captured.out.splitlines()


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_self_play_records_name_each_players_spec_and_seed(selfplay_file):
    for index, record in enumerate(_lines(selfplay_file)):
        seeds = game_seeds(7, index)
        a_seat = seeds.a_seat
        assert record["players"][a_seat] == {"spec": A, "seed": seeds.a_seed}
        assert record["players"][1 - a_seat] == {"spec": B, "seed": seeds.b_seed}
        assert record["seed"] == seeds.deal and record["first"] == seeds.first


def test_every_line_of_a_self_play_file_verifies(selfplay_file, capsys):
    status, out = _verify(selfplay_file, capsys)
    assert status == 0
    assert out == [*(f"line {n}: verified: every check holds" for n in (1, 2, 3, 4)),
                   f"4 records in {selfplay_file}: 4 verified, 0 legal only, 0 refused, "
                   "0 damaged"]


def test_a_forged_line_fails_and_the_others_still_verify(selfplay_file, tmp_path, capsys):
    records = _lines(selfplay_file)
    records[2], changed = forged(records[2])
    path = tmp_path / "forged.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    status, out = _verify(path, capsys)
    assert status == 1
    assert out[2].startswith(f"line 3: verify failed: move {changed + 1} ")
    assert [line.split(": ")[1] for i, line in enumerate(out[:4]) if i != 2] == ["verified"] * 3
    assert out[-1].endswith(": 3 verified, 0 legal only, 1 refused, 0 damaged")


def test_a_line_that_claims_another_seed_fails(selfplay_file, tmp_path, capsys):
    records = _lines(selfplay_file)
    seat = game_seeds(7, 0).a_seat  # Easy's seat: a random mover, so its seed shows
    records[0]["players"][seat]["seed"] += 1
    path = tmp_path / "reseeded.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    status, out = _verify(path, capsys)
    assert status == 1 and out[0].startswith("line 1: verify failed: move ")


def test_a_damaged_line_is_named_by_its_number(selfplay_file, tmp_path, capsys):
    lines = selfplay_file.read_text(encoding="utf-8").splitlines()
    lines[1:1] = ['{"version": 3, "seed": 1, "moves": "7H"}', "", '{"moves": [', "[]"]
    path = tmp_path / "damaged.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status, out = _verify(path, capsys)
    assert status == 1
    assert out[0] == "line 1: verified: every check holds"
    assert out[1].startswith("line 2: damaged: it is not a game record: game record field "
                             "'moves' must be")
    assert out[2].startswith("line 4: damaged: it is not a game record: it is not valid JSON")
    assert out[3] == "line 5: damaged: it is not a game record: game record must be an " \
                     "object, not list"
    assert out[4:7] == [f"line {n}: verified: every check holds" for n in (6, 7, 8)]
    assert out[-1].endswith(": 4 verified, 0 legal only, 0 refused, 3 damaged")


def test_json_is_one_object_with_every_line(selfplay_file, capsys):
    status, out = _verify(selfplay_file, capsys, "--json")
    (text,) = out
    report = json.loads(text)
    assert status == report["exit_status"] == 0
    assert (report["records"], report["verified"], report["damaged"]) == (4, 4, 0)
    assert [line["line"] for line in report["lines"]] == [1, 2, 3, 4]
    assert all(line["status"] == "verified" and line["checks"] for line in report["lines"])


def test_a_line_without_seeds_is_legal_only(selfplay_file, tmp_path, capsys):
    """What self-play wrote before its records kept seeds: Easy's moves cannot be re-run."""
    records = _lines(selfplay_file)[:1]
    records[0]["players"] = [p["spec"] for p in records[0]["players"]]
    path = tmp_path / "unseeded.jsonl"
    path.write_text(json.dumps(records[0]) + "\n", encoding="utf-8")
    status, out = _verify(path, capsys)
    assert status == 3 and out[0].startswith("line 1: legal only: ")


@pytest.mark.parametrize("content", [None, ""])
def test_no_file_of_records_is_exit_2_in_one_line(tmp_path, capsys, content):
    path = tmp_path / "none.jsonl"
    if content is None:
        path.mkdir()
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit) as exited:
        main(["verify", str(path)])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    last = err.strip().splitlines()[-1]  # after the usage
    assert "Traceback" not in err and last.startswith("dirty7 verify: error: ")
    assert ("a folder" in last) if content is None else ("no game records" in last)
