"""Through the window: an autoplay game at the table verifies, beside two
CPU-burning processes, and so does one where Medium took over after a failure.

The game is played by the real app (the menu's resolved spec, the table's ComputerSeat seats;
in threads, the worker process's answer is shaped alike), exported as the results screen
exports it, and passed through ``dirty7 verify``.
"""

from __future__ import annotations

import pytest

from dirty7.ai.hard import HardStrategy
from dirty7.game.verify import verify_file
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app
from tests.support.burners import cpu_burners
from tests.support.table import tick


def _autoplay_record(window, difficulty: str, seed: int, mode: str = "thread"):
    app, quits = make_app(window, autoplay=True, difficulty=difficulty, seed=seed,
                          exit_after_game=True, opponent_mode=mode)
    app.start()
    table = window.current_view
    assert isinstance(table, TableView) and not any(table.flow.human)
    for _ in range(4000):
        tick(window.current_view)
        if quits:
            break
    assert isinstance(window.current_view, ResultsView) and table.flow.game.is_over
    return table


def _verdict(table, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(table.flow.game.record.to_json())
    return verify_file(path)


@pytest.mark.parametrize(("difficulty", "mode"), [
    ("hard:think_ms=15", "thread"), ("matched:strength=1,think_ms=15", "thread"),
])
def test_an_autoplay_game_at_the_table_verifies_beside_two_burners(window, difficulty, mode,
                                                                  tmp_path):
    with cpu_burners(2):
        table = _autoplay_record(window, difficulty, 12, mode)
    assert "iterations=" in table.flow.game.record.players[1]
    verdict = _verdict(table, tmp_path)
    assert verdict.ok, verdict.failure
    assert verdict.moves_checked == table.flow.game.moves_played


def test_a_fallback_at_the_table_is_recorded_and_verifies(window, monkeypatch, tmp_path):
    real, calls = HardStrategy.choose, []

    def failing(self, view):
        calls.append(view.ply)
        if len(calls) == 7:
            raise RuntimeError("injected")
        return real(self, view)

    monkeypatch.setattr(HardStrategy, "choose", failing)
    table = _autoplay_record(window, "hard:iterations=30", 9)
    monkeypatch.setattr(HardStrategy, "choose", real)
    record = table.flow.game.record
    assert [r.spec for r in record.replaced] == ["hard:iterations=30"]
    assert "medium" in record.players
    verdict = _verdict(table, tmp_path)
    assert verdict.ok, verdict.failure


def test_the_thinking_process_sends_who_plays_on_with_its_report(monkeypatch):
    """The worker's reports carry the player taking over, so the table can record it."""
    from dirty7.ai.registry import create_guarded
    from dirty7.game.seats import think_worker
    from dirty7.rules import deal

    class Broken:
        def choose(self, view):
            raise RuntimeError("boom")

    guarded = create_guarded("medium", 41, on_fallback=think_worker._reports.append)
    guarded.strategy, guarded._builtin = Broken(), False
    monkeypatch.setattr(think_worker, "_strategy", guarded)
    position = deal(3)
    _move, reports, _ = think_worker.choose(position.view(position.to_move))
    assert [r[2:] for r in reports] == [("medium", 41)]
