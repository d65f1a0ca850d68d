"""``dirty7 verify`` is bounded and its output can be cut short.

Why: a 1 KB record naming ``hard:iterations=200000,max_plies=1000`` asked for about 20 s of
search a move, and verify went on re-running every move after the first mismatch: hours.
Now the work the players declare is added up before anything runs (players past the bound
are checked for legality only, named), the re-run stops at the first move that differs, a
progress bar goes to stderr, and ``dirty7 verify FILE | head -1`` ends quietly. Work is
counted in what the strategies are asked to do (calls to ``choose``), never timed.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dirty7.__main__ import BROKEN_PIPE_STATUS, main
from dirty7.ai.hard.strategy import HardStrategy
from dirty7.ai.registry import create_strategy
from dirty7.game.claims import DEFAULT_MAX_WORK, decision_work
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from tests.support.forgeries import forged, honest, seat_1

HUGE = "hard:iterations=200000,max_plies=1000"


@pytest.fixture
def hard_calls(monkeypatch) -> list[int]:
    """Every Hard decision verify asks for (the search itself is what costs)."""
    calls: list[int] = []
    choose = HardStrategy.choose

    def counted(self, view):
        calls.append(view.ply)
        return choose(self, view)

    monkeypatch.setattr(HardStrategy, "choose", counted)
    return calls


def test_the_reporters_record_is_legal_only_at_once_without_a_single_search(hard_calls,
                                                                          tmp_path, capsys):
    data, changed = forged(honest())
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(seat_1(data, HUGE)))
    status = main(["verify", str(path), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert hard_calls == []
    assert status == 3 and report["status"] == "legal-only"
    (unrun,) = report["legal_only"]
    assert unrun["seat"] == 1 and unrun["spec"] == HUGE and changed + 1 in unrun["moves"]
    assert unrun["reason"] == (f"over the work bound: {12 * 200_000 * 1000:,} units for its "
                               f"12 moves, {DEFAULT_MAX_WORK:,} allowed in all "
                               "(--max-work N, --no-limit)")
    assert len(unrun["moves"]) == 12
    # the cheap seat is still re-run, every one of its moves
    assert {m["seat"] for m in report["moves"]} == {0} and report["max_work"] == DEFAULT_MAX_WORK
    assert report["work"] == len(report["moves"])  # a Medium decision counts 1


def test_the_rerun_stops_at_the_first_move_that_differs(hard_calls):
    data, changed = forged(honest(("medium", "hard:iterations=20")))
    hard_calls.clear()  # those played the game
    verdict = verify(GameRecord.from_dict(data))
    assert verdict.status == "refused"
    assert verdict.moves[-1].number == changed + 1 and not verdict.moves[-1].ok
    assert len(verdict.moves) == changed + 1 < len(data["moves"])
    assert len(hard_calls) == sum(1 for m in verdict.moves if m.seat == 1)


def test_max_work_and_no_limit_choose_what_is_re_run(tmp_path, capsys):
    data = honest(("human", "hard:iterations=20"))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    per_move = 20 * 40
    hard_moves = len(GameRecord.from_dict(data).moves) // 2
    assert main(["verify", str(path), "--max-work", str(per_move)]) == 3
    assert "over the work bound" in capsys.readouterr().out.splitlines()[-1]
    assert main(["verify", str(path), "--max-work", str(per_move * (hard_moves + 1))]) == 0
    assert main(["verify", str(path), "--no-limit"]) == 0
    capsys.readouterr()
    for bad in ("0", "-5", "lots", "9" * 50):
        with pytest.raises(SystemExit) as stop:
            main(["verify", str(path), "--max-work", bad])
        assert stop.value.code == 2
    with pytest.raises(SystemExit) as stop:
        main(["verify", str(path), "--max-work", "5", "--no-limit"])
    assert stop.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


@pytest.mark.parametrize("spec, work", [
    ("easy", 1), ("medium", 1),
    ("hard:iterations=500", 500 * 40),
    ("hard:iterations=500,max_plies=100", 500 * 100),
    ("hard:think_ms=100", 200_000 * 40),  # a wall-clock budget: counted at the cap
    ("hard", 200_000 * 40),
    ("matched:strength=1", 200_000 * 40),
    ("matched:strength=1,iterations=300", 300 * 40),
    (HUGE, 200_000 * 1000),
])
def test_each_decision_declares_its_work(spec, work):
    assert decision_work(spec, create_strategy(spec, 1)) == work


@pytest.mark.parametrize("choice, shown", [("always", True), ("never", False),
                                           ("auto", False)])  # auto: stderr is no terminal
def test_progress_goes_to_stderr_and_stdout_stays_one_json_object(choice, shown, tmp_path,
                                                                  capsys):
    data = honest()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    assert main(["verify", str(path), "--json", "--progress", choice]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["status"] == "verified"
    total = len(data["moves"])
    assert (f"{total}/{total}" in err) == shown and ("verify" in err) == shown


@pytest.mark.parametrize("command", [
    ["verify", "{path}"],
    ["tournament", "easy", "easy", "--games", "2", "--seed", "1", "--jobs", "1"],
])
def test_a_reader_that_stops_early_ends_every_command_quietly(command, tmp_path):
    """``dirty7 verify FILE | head -1``: the pipe is closed before the command writes."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(honest()))
    args = [a.format(path=path) for a in command]
    child = subprocess.Popen([sys.executable, "-m", "dirty7", *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env={**_env(), "DIRTY7_PROGRESS": "0"})
    child.stdout.close()  # the reader is gone before the command has started up
    _, err = child.communicate(timeout=120)
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err.decode()
    assert child.returncode == BROKEN_PIPE_STATUS


def _env() -> dict[str, str]:
    import os

    return dict(os.environ)
