"""Matched: its strength follows the player's record (more wins, a stronger opponent), it
plays whole legal games at any strength, and the session hands it the record."""

from __future__ import annotations

import pytest

from dirty7.ai.matched import MatchedStrategy, describe_strength, strength_for
from dirty7.ai.registry import StrategyError, create_strategy
from dirty7.game.controller import Game
from dirty7.game.player_form import recent_results, strength_text, with_record
from dirty7.store.stats import RecentGame, Stats


def test_more_player_wins_make_it_stronger():
    records = ["L" * 20, "LLWLLLWL", "", "WLWLDWLW", "WWLWWWLW", "W" * 20]
    strengths = [strength_for(r) for r in records]
    assert strengths == sorted(strengths) and strengths[0] == 0.0 and strengths[-1] == 1.0
    assert strength_for("") == strength_for("D" * 9) == 0.5
    # Only the last twenty games count, and a win after a loss moves it up again.
    assert strength_for("L" * 30 + "W" * 20) == 1.0
    assert strength_for("WWL") < strength_for("WWLW")
    assert MatchedStrategy(recent="WWWW").strength > MatchedStrategy(recent="LLWL").strength


@pytest.mark.parametrize("strength, text", [
    (0.0, "Easy"), (0.5, "Medium"), (1.0, "Hard"),
    (0.7, "between Medium and Hard (70%)"), (0.2, "between Easy and Medium (20%)"),
])
def test_the_strength_in_words(strength, text):
    assert describe_strength(strength) == text


def test_each_game_is_played_at_a_level_drawn_by_the_strength():
    def levels(strength: float) -> list[str]:
        bot = MatchedStrategy(seed=1, strength=strength, iterations=8)
        played = []
        for seed in range(12):
            game = Game([bot, create_strategy("easy", seed)], seed=seed, move_limit=400)
            game.run()
            assert game.is_over
            played.append(bot.level)
        return played

    assert set(levels(0.0)) == {"Easy"} and set(levels(1.0)) == {"Hard"}
    mixed = levels(0.75)
    assert set(mixed) == {"Medium", "Hard"}


def test_bad_options_are_strategy_errors():
    for spec in ("matched:recent=WXL", "matched:strength=2", "matched:strength=true"):
        with pytest.raises(StrategyError):
            create_strategy(spec)
    assert create_strategy("matched:recent=wld").strength == 0.5


def _stats(*results: tuple[str, bool | None]) -> Stats:
    return Stats(recent=[RecentGame(d, won, 0, 30, "2026-01-01T00:00:00+00:00")
                         for d, won in results])


def test_the_session_hands_the_record_to_the_level():
    stats = _stats(("matched", True), ("hard", False), ("matched", None), ("matched", True))
    assert recent_results(stats) == "WDW"
    assert with_record("matched", stats) == "matched:recent=WDW"
    assert with_record("matched:iterations=50", stats) == "matched:iterations=50,recent=WDW"
    assert with_record("matched:strength=0.3", stats) == "matched:strength=0.3"
    assert with_record("hard", stats) == "hard"
    assert with_record("matched", _stats()) == "matched"
    assert create_strategy(with_record("matched", stats)).strength == pytest.approx(0.7)
    assert strength_text(stats) == "between Medium and Hard (70%)"
