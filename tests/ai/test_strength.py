"""The measured strength of each level, and the menu line that shows it with your record."""

from __future__ import annotations

from dirty7.ai.strength import load_strength, strengths_of
from dirty7.store.finished_game import FinishedGame
from dirty7.store.stats import count_game
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.difficulties import BUILT_IN_OPTIONS
from dirty7.ui.screens.menu import MenuView


def test_a_level_wins_what_its_pairings_say():
    data = {"pairings": [{"a": "hard", "b": "easy", "games": 10, "a_wins": 7, "b_wins": 2,
                          "draws": 1},
                         {"a": "medium", "b": "hard", "games": 4, "a_wins": 1, "b_wins": 3,
                          "draws": 0}]}
    s = strengths_of(data)
    assert (s["hard"].games, s["hard"].wins) == (14, 10)
    assert (s["easy"].games, s["easy"].wins) == (10, 2)


def test_the_shipped_figures_cover_each_level_over_at_least_a_thousand_games():
    s = load_strength()
    assert set(s) == {"easy", "medium", "hard"}
    assert all(level.games >= 1000 for level in s.values())
    assert s["hard"].win_rate > s["medium"].win_rate > s["easy"].win_rate


def test_the_menu_shows_the_measured_strength_and_your_record(window):
    count_game(FinishedGame("g1", "hard", True, 0, 30))
    count_game(FinishedGame("g2", "hard", False, 3, 30))
    menu = MenuView(window, strategies=BUILT_IN_OPTIONS)
    window.show_view(menu)
    menu.select("hard")
    assert menu.strength.text == ("Measured: wins 70% of 2,000 games vs other levels\n"
                                  "You: 1 won of 2")
    menu.select("easy")
    assert menu.strength.text.endswith("levels\nYou have not played it yet")
    shown = menu.strength._label  # noqa: SLF001 - the label's own text, as drawn
    two_lines = arcade.Text("M\nM", 0, 0, font_size=shown.font_size, font_name=shown.font_name,
                            multiline=True, width=int(shown.width))
    assert shown.content_height <= two_lines.content_height + 1  # not wrapped to a third
    menu.on_draw()
