"""The results' "Export and verify" says what ``dirty7 verify`` prints for the same file,
word for word, for a sealed deal, a chosen deal and a Swap hands game (it once
said "seal, deal and every move check out" where the command line says there was no
seal). The view is the app's own (its ``on_verify``), driven by its key press."""

from __future__ import annotations

import pytest

from dirty7.__main__ import main
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.results import ResultsView
from tests.support.app import make_app, play_to_the_end


def verified(results: ResultsView) -> str:
    """Press E on the results, wait for the check (a thread), return the toast's text."""
    results.on_draw()
    results.on_key_press(arcade.key.E, 0)
    assert results.exported and "verifying" in results.toast.message
    for _ in range(2000):
        if results._verifying is not None:
            results._verifying.result(timeout=120)  # a wait, not an assertion
        results.on_update(1 / 60)
        if results.verified is not None:
            return results.toast.message
    raise AssertionError("the check did not finish")


def command_line(path: str, capsys) -> tuple[int, list[str]]:
    """``dirty7 verify FILE`` in-process: its exit status and the lines it printed."""
    capsys.readouterr()
    status = main(["verify", path])
    return status, capsys.readouterr().out.splitlines()


def finished(window, app, table) -> ResultsView:
    play_to_the_end(window, table)
    results = window.current_view
    assert isinstance(results, ResultsView)
    return results


@pytest.mark.parametrize("seed", [None, 42], ids=["sealed deal", "Deal 42"])
def test_the_verdict_on_screen_is_the_command_lines(window, capsys, seed):
    app, _ = make_app(window)
    table = app.start_game("easy", seed)
    assert (table.flow.game.record.nonce is None) == (seed is not None)
    results = finished(window, app, table)
    shown = verified(results)
    status, printed = command_line(results.exported, capsys)
    assert shown == f"{printed[-1]} · Game exported to {results.exported}"
    assert results.verified == (status == 0, printed[-1])
    assert results.toast.kind == ("info" if status == 0 else "error")


def test_after_swap_hands_the_verdict_on_screen_is_the_command_lines(window, capsys):
    app, _ = make_app(window)
    first = finished(window, app, app.start_game("easy", 42))
    first.on_key_press(arcade.key.W, 0)  # the same deal, hands swapped: a set position
    table = window.current_view
    assert table.flow.game.record.seed is None and table.flow.game.record.start is not None
    results = finished(window, app, table)
    shown = verified(results)
    status, printed = command_line(results.exported, capsys)
    assert "deal: ok — the game started from a set position, not a deal" in printed
    assert shown == f"{printed[-1]} · Game exported to {results.exported}"
    assert results.verified == (status == 0, printed[-1])
