"""Kept games through the real views and the real files: save and Resume, statistics once,
damaged and unwritable files, --load, match play, export, the results' Statistics button."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from dirty7.game.record import GameRecord
from dirty7.game.table.table_words import match_result, points_line
from dirty7.rules import format_position
from dirty7.store.stats import load_stats
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.screens.statistics import StatisticsView
from dirty7.ui.table.table_session import SessionTable
from tests.support.app import make_app, play_moves, play_to_the_end
from tests.support.table import click_widget, tick


@pytest.fixture(autouse=True)
def _fresh_store(monkeypatch):
    """Each test starts with a store that has told the player nothing yet."""
    import dirty7.store.storage

    monkeypatch.setattr(dirty7.store.storage, "_default_store", None)


def data_dir() -> Path:
    return Path(os.environ["DIRTY7_DATA_DIR"])


def test_close_mid_game_then_resume_the_same_position_and_count_it_once(window):
    app, _ = make_app(window)
    table = app.start_game("hard:iterations=20", 12)
    play_moves(window, table, 6)
    notation = format_position(table.flow.game.position)
    app.quit(0)  # what closing the window does
    assert json.loads((data_dir() / "saved-game.json").read_text())["version"] == 1

    again, _ = make_app(window)
    again.show_menu()
    menu = window.current_view
    assert isinstance(menu, MenuView) and menu.resume_available
    menu.on_draw()
    click_widget(menu, menu.buttons["resume"])
    resumed = window.current_view
    assert isinstance(resumed, SessionTable) and resumed is not table
    assert format_position(resumed.flow.game.position) == notation
    assert resumed.flow.difficulty == "hard:iterations=20"
    assert resumed.flow.opponents[1].spec == "hard:iterations=20"
    assert resumed.flow.game.position.to_move == table.flow.game.position.to_move == 0

    play_to_the_end(window, resumed)
    assert isinstance(window.current_view, ResultsView)
    again.show_results(resumed)  # shown twice: still one game
    stats = json.loads((data_dir() / "stats.json").read_text())
    assert stats["by_difficulty"]["hard"]["games"] == 1
    assert not (data_dir() / "saved-game.json").exists()
    again.show_menu()
    assert not window.current_view.resume_available


def test_menu_and_escape_save_and_resume_keeps_the_game_in_memory(window):
    app, _ = make_app(window)
    table = app.start_game("easy", 3)
    play_moves(window, table, 2)
    table.on_key_press(arcade.key.ESCAPE, 0)
    menu = window.current_view
    assert isinstance(menu, MenuView) and menu.resume_available
    assert menu.buttons["start"].text == "New game"
    menu.on_key_press(arcade.key.R, 0)
    assert window.current_view.flow.game is table.flow.game


def test_a_damaged_saved_game_is_moved_aside_and_said_once(window):
    (data_dir() / "saved-game.json").write_text("{not json")
    app, _ = make_app(window)
    app.show_menu()
    menu = window.current_view
    assert not menu.resume_available and "resume" in menu.buttons
    menu.on_update(1 / 60)
    assert "saved-game.json" in menu.notice.message and ".bad" in menu.notice.message
    assert (data_dir() / "saved-game.json.bad").exists()
    menu.on_draw()
    menu.notice.remaining = 0
    app.show_menu()
    menu.on_update(1 / 60)
    assert menu.notice.message == ""  # once


def test_a_full_disk_says_it_cannot_save_and_the_game_goes_on(window, monkeypatch):
    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    app, _ = make_app(window)
    table = app.start_game("easy", 8)
    play_moves(window, table, 2)
    assert "Cannot save saved-game.json" in table.notice.message
    assert "disk is full" in table.notice.message
    table.on_draw()
    before = table.flow.game.moves_played
    play_moves(window, table, before + 2)  # still playing
    table.on_key_press(arcade.key.ESCAPE, 0)
    menu = window.current_view
    assert menu.resume_available  # the game is still here, in memory
    menu.on_key_press(arcade.key.R, 0)
    table = window.current_view
    play_to_the_end(window, table)
    results = window.current_view
    results.on_update(1 / 60)
    assert "Cannot save stats.json" in results.notice.message


def mid_game_record(tmp_path: Path) -> Path:
    from dirty7.game.controller import Game

    game = Game([None, None], seed=33, players=["human", "easy"])
    from dirty7.ai.easy import EasyStrategy

    bots = [EasyStrategy(seed=1), EasyStrategy(seed=2)]
    while game.moves_played < 9 or game.to_move != 0:
        game.play(bots[game.to_move].choose(game.view(game.to_move)))
    path = tmp_path / "game.json"
    game.record.save(path)
    return path


def test_load_opens_a_record_at_its_last_position_and_play_goes_on(window, tmp_path):
    from dirty7.cli.play_command import build_parser, load_record

    path = mid_game_record(tmp_path)
    record = load_record(build_parser(), str(path))
    app, _ = make_app(window, record=record)
    app.start()
    table = window.current_view
    assert isinstance(table, SessionTable) and table.flow.human == (True, False)
    assert format_position(table.flow.game.position) == format_position(record.replay())
    assert table.flow.difficulty == "easy"  # the record's seat-1 strategy
    play_moves(window, table, len(record.moves) + 2)


@pytest.mark.parametrize("content, words", [
    (None, "cannot read"),
    ("{oops", "bad JSON"),
    ('{"version": 1, "seed": 1, "moves": ["KS"]}', "does not replay"),
    ('{"version": 9, "seed": 1, "moves": []}', "newer"),
])
def test_load_rejects_a_missing_or_invalid_file_with_status_2(tmp_path, capsys, content, words):
    from dirty7.cli.play_command import main

    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(SystemExit) as info:
        main(["--load", str(path)])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "--load" in err and words in err


def test_match_scoreboard_result_and_a_new_match(window):
    app, _ = make_app(window)
    app.settings.change(match_to=30)
    table = app.start_game("easy", 5)
    assert table.scoreboard is not None
    assert table.scoreboard.text == "Match to 30 — You 0 · Computer 0"
    table.session.state.scores = [29, 29]  # whoever loses this game loses the match
    play_to_the_end(window, table)
    results = window.current_view
    outcome = results.outcome
    assert outcome.match_over and outcome.points > 0
    verb = "won" if outcome.match_loser == 1 else "lost"
    assert results.match_text == f"You {verb} the match {outcome.scores[0]}–{outcome.scores[1]}"
    assert "this game" in results.detail
    assert results.play_again_button.text == "New match"
    results.on_draw()
    click_widget(results, results.play_again_button)
    table = window.current_view
    assert table.session.state.scores == [0, 0]
    assert table.scoreboard.text.endswith("You 0 · Computer 0")


def test_match_wording():
    assert match_result(100, [87, 112], True, 1) == "You won the match 87–112"
    assert match_result(100, [104, 62], True, 0) == "You lost the match 104–62"
    assert match_result(100, [12, 35], False, None) == "Match to 100 — You 12 · Computer 35"
    assert points_line(12, 1) == "Computer scores 12 points this game"
    assert points_line(1, 0) == "You score 1 point this game"


def test_export_from_the_table_and_the_results_writes_a_valid_record(window):
    app, _ = make_app(window)
    table = app.start_game("easy", 9)
    play_moves(window, table, 3)
    table.on_key_press(arcade.key.E, 0)
    path = Path(table.last_export)  # mid-game: the player's view (test_midgame_export.py)
    assert path.parent == data_dir() / "exports" and path.name.startswith("position-")
    assert str(path) in table.toast.message
    assert json.loads(path.read_text())["moves"] == table.flow.game.record.moves
    table.on_key_press(arcade.key.S, arcade.key.MOD_CTRL)
    assert Path(table.last_export) != path  # two exports in one second keep both

    play_to_the_end(window, table)
    results = window.current_view
    results.on_draw()
    click_widget(results, results.export_button)
    assert Path(results.exported).name.startswith("game-")  # over: the full record
    assert GameRecord.load(results.exported).replay().is_over
    click_widget(results, results.statistics_button)
    stats_view = window.current_view
    assert isinstance(stats_view, StatisticsView)
    assert load_stats()[0].for_difficulty("easy").games == 1
    stats_view.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is results


def test_e_during_the_deal_skips_it_then_exports(window):
    app, _ = make_app(window, animation_speed="normal")
    table = app.start_game("easy", 9)
    tick(table)
    assert table.flow.is_animating and table.flow.state.dealing
    table.on_key_press(arcade.key.E, 0)
    assert not table.flow.is_animating and table.flow.state.matches(table.flow.game.position)
    assert Path(table.last_export).exists()


def test_load_with_another_difficulty_keeps_who_made_the_earlier_moves(window, tmp_path):
    """Seat 0 was Medium and seat 1 Medium; the player takes seat 0 and Hard seat 1: the
    finished game's record names all three and every computer move verifies."""
    from dirty7.ai.registry import create_strategy
    from dirty7.cli.play_command import build_parser, load_record
    from dirty7.game.controller import Game
    from dirty7.game.verify import verify

    game = Game([create_strategy("medium", 5), create_strategy("medium", 6)], seed=4,
                players=["medium", "medium"], seeds=[5, 6])
    while game.moves_played < 4 or game.to_move != 0:
        game.play(game.choose())
    path = tmp_path / "game.json"
    game.record.save(path)
    record = load_record(build_parser(), str(path))
    app, _ = make_app(window, record=record, difficulty="hard:iterations=40")
    app.start()
    table = window.current_view
    play_to_the_end(window, table)
    played = table.flow.game.record
    assert played.players[0] == "human" and played.players[1] == "hard:iterations=40"
    assert [(r.seat, r.spec) for r in played.replaced] == [(0, "medium"), (1, "medium")]
    verdict = verify(GameRecord.from_json(played.to_json()))
    assert verdict.ok, verdict.failure
    assert {m.spec for m in verdict.moves if m.number > len(record.moves)} == {
        "hard:iterations=40"}
