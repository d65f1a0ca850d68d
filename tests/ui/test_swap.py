"""Swap hands: the same deal with the seats' cards exchanged, counted as a pair; and the
results view's way to the review."""

from __future__ import annotations

from dirty7.game.session import swapped_hands
from dirty7.store.finished_game import FinishedGame
from dirty7.store.stats import RecentGame, Stats, count_game, load_stats
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.seal_words import SWAPPED
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.screens.review_screen import ReviewView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app, play_to_the_end
from tests.support.table import click_widget


def test_swap_hands_replays_the_deal_with_the_hands_exchanged_and_counts_a_pair(window):
    app, _ = make_app(window)
    first_table = app.start_game("easy", 11)
    dealt = first_table.flow.game.record.initial_position()
    play_to_the_end(window, first_table)
    results = window.current_view
    assert isinstance(results, ResultsView)
    results.on_draw()
    click_widget(results, results.swap_button)
    table = window.current_view
    assert isinstance(table, TableView) and table is not first_table
    assert table.toast.message == SWAPPED  # what happened, not only "a set position"
    start = table.flow.game.record.initial_position()
    assert start.hands == [dealt.hands[1], dealt.hands[0]]
    assert start.to_move == dealt.to_move and start.waste == dealt.waste
    assert str(start) == str(swapped_hands(first_table.flow.game.record))
    play_to_the_end(window, table)
    second = window.current_view
    assert second.match_text.startswith("As dealt: ") and "Hands swapped: " in second.match_text
    second.on_draw()
    recent = load_stats()[0].recent
    assert len(recent) == 2 and recent[0].pair == recent[1].pair is not None


def test_review_opens_from_the_results_and_esc_comes_back(window):
    app, _ = make_app(window)
    play_to_the_end(window, app.start_game("easy", 3))
    results = window.current_view
    results.on_draw()
    results.on_key_press(arcade.key.R, 0)
    review = window.current_view
    assert isinstance(review, ReviewView) and review.run.total >= 1
    review.on_draw()
    review.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is results


def test_older_statistics_without_pairs_still_load_and_pairs_round_trip():
    game = RecentGame("easy", True, 0, 20, "2025-03-01T18:04:05+01:00")
    assert "pair" not in game.to_dict()
    paired = RecentGame("easy", False, 3, 20, "2025-03-01T18:04:05+01:00", "abc")
    assert RecentGame.from_dict(paired.to_dict(), "r") == paired
    assert count_game(FinishedGame("g1", "easy", True, 0, 20)) == (True, None)
    assert count_game(FinishedGame("g2", "easy", False, 2, 20, pair="g1")) == (True, None)
    stats: Stats = load_stats()[0]
    assert [r.pair for r in stats.recent] == ["g1", "g1"]
