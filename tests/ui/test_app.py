"""The whole program: menu → difficulty → table → a full game → results, and the CLI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.results import ResultsActions, ResultsShown, ResultsView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app, play_to_the_end
from tests.support.table import (
    click_widget,
    pixel,
    tick,
    window_point,
)

ROOT = Path(__file__).resolve().parents[2]


def test_menu_to_table_to_a_full_game_to_results(window):
    app, _ = make_app(window)
    app.show_menu()
    menu = window.current_view
    assert isinstance(menu, MenuView)
    assert {"easy", "medium", "hard"} <= {o.name for o in menu.options}  # from the registry
    menu.on_draw()
    click_widget(menu, menu.option_buttons["easy"])
    menu.on_draw()
    click_widget(menu, menu.buttons["start"])
    table = window.current_view
    assert isinstance(table, TableView) and table.flow.difficulty == "easy"
    play_to_the_end(window, table)

    results = window.current_view
    result = table.flow.game.result()
    assert results.result is not None and result.winner is not None
    assert results.headline in ("You win!", "Computer wins")
    assert str(result.moves) in results.detail
    results.on_draw()
    results.on_draw()
    x, y = window_point(results, *results.play_again_button.rect.center)
    r, g, b = pixel(x - 80, y)
    assert r > 180 and g > 140 and b < 120  # the gold Play again button
    loser = result.loser
    assert len(results._cards) == result.cards_left[loser] > 0

    seed = table.flow.seed
    click_widget(results, results.play_again_button)
    again = window.current_view
    # a deal the program picks is drawn afresh for every game and sealed
    assert isinstance(again, TableView) and again.flow.seed != seed
    assert again.flow.game.record.nonce is not None and table.flow.game.record.nonce is not None
    assert again.flow.game.position.to_move == 1  # the players alternate who starts
    again.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is menu


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard:iterations=30"])
def test_a_complete_autoplay_game(window, difficulty):
    app, quits = make_app(window, autoplay=True, difficulty=difficulty, seed=21,
                          exit_after_game=True)
    app.start()
    table = window.current_view
    assert isinstance(table, TableView) and not any(table.flow.human)
    for _ in range(3000):
        tick(window.current_view)
        if isinstance(window.current_view, ResultsView):
            window.current_view.on_draw()
        if quits:
            break
    assert quits == [0]
    assert isinstance(window.current_view, ResultsView)
    assert table.flow.game.is_over and "wins" in window.current_view.headline


def test_results_keys(window):
    app, _ = make_app(window, seed=4)
    table = app.start_game("easy", 4)
    position = table.flow.game.position
    position.hands[0] = position.hands[0] & -position.hands[0]
    calls = []
    results = ResultsView(window, ResultsShown(table.flow.game.result()), ResultsActions(
        play_again=lambda: calls.append("again"), menu=lambda: calls.append("menu")))
    window.show_view(results)
    results.on_key_press(arcade.key.ENTER, 0)
    results.on_key_press(arcade.key.ESCAPE, 0)
    assert calls == ["again", "menu"]
    table.flow.close()


def test_process_opponent_thinks_in_another_process():
    from dirty7.game.seats.computer_seat import ComputerSeat
    from dirty7.rules import deal

    position = deal(3, 1)
    opp = ComputerSeat("easy", seed=1, mode="process")
    try:
        assert opp.mode == "process"
        opp.request(position.view(1))
        opp.wait(timeout=60)
        move = opp.poll(0.0)
        assert move in position.legal_moves()
    finally:
        opp.close()


# --- the command line ---------------------------------------------------------------
@pytest.mark.parametrize("argv, words", [
    (["--size", "640x480"], "too small"),
    (["--size", "big"], "WIDTHxHEIGHT"),
    (["--seed", "-3"], "0 or more"),
    (["--seed", "x"], "whole number"),
    (["--difficulty", "nosuch"], "unknown strategy"),
    (["--difficulty", "hard:bogus=1"], "bogus"),
    (["--screenshot", "shot.jpg"], ".png"),
    (["--animation-speed", "warp"], "invalid choice"),
])
def test_bad_arguments_exit_with_status_2(argv, words, capsys):
    from dirty7.cli.play_command import main

    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert words in capsys.readouterr().err


def test_the_installed_command_plays_a_whole_autoplay_game(tmp_path):
    shot = tmp_path / "end.png"
    env = {**os.environ, "ARCADE_HEADLESS": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "dirty7", "--autoplay", "--exit-after-game", "--seed", "5",
         "--difficulty", "easy", "--animation-speed", "instant", "--size", "800x600",
         "--screenshot", str(shot), "--export", str(tmp_path / "game.json")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    from dirty7.game.verify import verify_file

    verdict = verify_file(tmp_path / "game.json")  # the window's game, re-run move by move
    assert verdict.ok and verdict.moves_checked == len(verdict.moves) > 10, verdict.lines()
    from PIL import Image

    image = Image.open(shot)
    assert image.size == (800, 600)
    r, g, b = image.convert("RGB").getpixel((4, 4))
    assert g > r and g > b  # the felt


def test_a_new_game_from_the_menu_asks_before_replacing_the_unfinished_one(window):
    app, _ = make_app(window)
    first = app.start_game("easy", 31)
    game_id = app.session.state.game_id
    first.skip_animations()
    first.on_key_press(arcade.key.ESCAPE, 0)  # to the menu: the game is saved
    menu = window.current_view
    assert isinstance(menu, MenuView) and menu.resume_available
    menu.on_draw()
    click_widget(menu, menu.buttons["start"])  # "New game"
    assert window.current_view is menu and menu.confirm is not None
    menu.on_draw()
    click_widget(menu, menu.confirm.no_button)
    assert app.session.state.game_id == game_id and app.can_resume()
    menu.on_key_press(arcade.key.ENTER, 0)  # Enter resumes: the same game comes back
    resumed = window.current_view
    assert isinstance(resumed, TableView) and resumed.session.seed == 31
    resumed.on_key_press(arcade.key.ESCAPE, 0)
    menu.on_key_press(arcade.key.N, 0)
    menu.on_key_press(arcade.key.Y, 0)  # yes: a new game replaces it
    fresh = window.current_view
    assert isinstance(fresh, TableView) and fresh is not resumed
    assert app.session.state.game_id != game_id
    fresh.flow.close()


def test_the_results_reveal_the_seal_and_export_and_verify_shows_the_verdict(window):
    """A sealed demo game to its end; the results' button exports and verifies it."""
    app, _ = make_app(window, autoplay=True, difficulty="hard:iterations=20")
    app.start()
    table = window.current_view
    record = table.flow.game.record
    for _ in range(3000):
        if isinstance(window.current_view, ResultsView):
            break
        tick(window.current_view)
    results = window.current_view
    assert isinstance(results, ResultsView) and record.nonce is not None
    assert results.seal_text == (f"Seed {record.seed} · nonce {record.nonce} · the deal "
                                 f"matched its seal ({record.commitment[:4]} "
                                 f"{record.commitment[4:8]})")
    results.on_draw()
    assert results.export_button.text == "Export and verify"
    click_widget(results, results.export_button)
    assert results.exported and "verifying" in results.toast.message
    for _ in range(2000):
        results.on_update(1 / 60)
        if results.verified is not None:
            break
        results._verifying.result(timeout=60)
    assert results.verified[0] is True, results.verified
    # the command line's words, then where the file went
    verdict, where = results.toast.message.split(" · ", 1)
    assert verdict == "verified: every check holds"
    assert where.startswith("Game exported to ") and where.endswith(".json")
