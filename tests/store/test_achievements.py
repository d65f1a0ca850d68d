"""The quiet milestones (dirty7.store.achievements): reached from the statistics at the end
of a game, dated, kept in stats.json; older files migrate; take-backs are marked."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.game_facts import game_facts
from dirty7.store.achievements import KEYS, GameFacts, listed
from dirty7.store.finished_game import FinishedGame
from dirty7.store.stats import Stats, count_game, load_stats, record_game

WHEN = datetime(2026, 3, 1, 18, 4, 5, tzinfo=timezone.utc)
DREW = GameFacts(drew=True)


@pytest.fixture(autouse=True)
def data_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path))
    return tmp_path


def count(stats: Stats, game_id: str, level: str = "easy", won: bool | None = True,
          facts: GameFacts | None = DREW, **kw) -> bool:
    return record_game(stats, FinishedGame(game_id, level, won, 0 if won else 3, 30, WHEN,
                                           facts=facts, **kw))


def test_a_first_win_at_each_level_is_dated_once() -> None:
    stats = Stats()
    count(stats, "a", "easy", won=False)
    assert stats.achievements == {}
    count(stats, "b", "easy")
    assert stats.achievements == {"first_win_easy": WHEN.isoformat()}
    later = datetime(2026, 3, 2, tzinfo=timezone.utc)
    record_game(stats, FinishedGame("c", "easy", True, 0, 10, later))
    assert stats.achievements["first_win_easy"] == WHEN.isoformat()  # the first date stays


def test_a_plugins_win_is_no_level_milestone() -> None:
    stats = Stats()
    count(stats, "a", "someplugin")
    assert stats.achievements == {}


def test_beating_hard_ten_times() -> None:
    stats = Stats()
    for i in range(9):
        count(stats, f"g{i}", "hard")
    assert "hard_ten" not in stats.achievements
    count(stats, "g9", "hard", won=False)
    assert "hard_ten" not in stats.achievements
    count(stats, "g10", "hard")
    assert set(stats.achievements) == {"first_win_hard", "hard_ten"}


def test_a_win_without_drawing_and_a_seven_chain() -> None:
    stats = Stats()
    count(stats, "a", "medium", won=False, facts=GameFacts(seven_chain=2))
    assert stats.achievements == {}
    count(stats, "b", "medium", won=False, facts=GameFacts(seven_chain=3))
    assert list(stats.achievements) == ["seven_chain"]  # lost, but the chain happened
    count(stats, "c", "medium", facts=GameFacts(drew=False))
    assert "no_draw_win" in stats.achievements


def test_unknown_facts_reach_nothing_of_the_game() -> None:
    stats = Stats()
    count(stats, "a", "medium", facts=None)
    assert set(stats.achievements) == {"first_win_medium"}


def test_the_daily_streak_is_a_number_passed_in() -> None:
    stats = Stats()
    count(stats, "a", won=False, best_daily_streak=6)
    assert "daily_streak" not in stats.achievements
    count(stats, "b", won=False, best_daily_streak=7)
    assert "daily_streak" in stats.achievements


def test_achievements_are_saved_and_read_back(data_env: Path) -> None:
    counted, error = count_game(FinishedGame("a", "easy", True, 0, 20, WHEN, facts=GameFacts(),
                                             take_backs=2))
    assert counted and error is None
    data = json.loads((data_env / "stats.json").read_text())
    assert data["achievements"] == {"first_win_easy": WHEN.isoformat(),
                                    "no_draw_win": WHEN.isoformat()}
    assert data["recent"][-1]["take_backs"] == 2
    stats, warning = load_stats()
    assert warning is None and stats.achievements == data["achievements"]
    assert stats.recent[-1].take_backs == 2


def test_an_old_stats_file_loads_and_its_counts_prove_milestones(data_env: Path) -> None:
    old = {"version": 1,
           "by_difficulty": {"hard": {"games": 12, "wins": 10, "losses": 2, "draws": 0,
                                      "streak": 1, "best_streak": 5,
                                      "cards_left_when_losing": 6},
                             "easy": {"games": 1, "wins": 1, "losses": 0, "draws": 0,
                                      "streak": 1, "best_streak": 1,
                                      "cards_left_when_losing": 0}},
           "recent": [{"difficulty": "hard", "won": True, "cards_left": 0, "moves": 40,
                       "date": "2025-03-01T18:04:05+01:00"}],
           "recorded_ids": ["x"]}
    (data_env / "stats.json").write_text(json.dumps(old))
    stats, warning = load_stats()
    assert warning is None
    assert stats.achievements == {"first_win_hard": "2025-03-01T18:04:05+01:00",
                                  "hard_ten": "2025-03-01T18:04:05+01:00",
                                  "first_win_easy": None}  # no date the file can tell
    assert stats.recent[0].take_backs == 0


@pytest.mark.parametrize("bad", [[], "x", {"first_win_easy": 3},
                                 {"first_win_easy": "yesterday"}])
def test_a_damaged_achievements_field_sets_the_file_aside(data_env: Path, bad) -> None:
    data = Stats().to_dict()
    data["achievements"] = bad
    (data_env / "stats.json").write_text(json.dumps(data))
    stats, warning = load_stats()
    assert warning and stats.achievements == {}
    assert (data_env / "stats.json.bad").exists()


def test_a_newer_versions_milestone_is_ignored() -> None:
    data = Stats().to_dict()
    data["achievements"] = {"first_win_easy": None, "from_the_future": "2030-01-01"}
    assert Stats.from_dict(data).achievements == {"first_win_easy": None}


def test_the_list_names_every_milestone_in_order() -> None:
    rows = listed({"hard_ten": WHEN.isoformat()})
    assert [key for key, *_ in rows] == list(KEYS) and len(KEYS) == 8
    assert [reached for *_, reached in rows].count(True) == 1


# --- the facts of a played game --------------------------------------------------------------
def test_a_chain_of_three_sevens_is_read_from_the_record() -> None:
    game = Game([PERSON_AT_TABLE, PERSON_AT_TABLE], start="7H7D2D/7C4D9H/3S5H/QDACKSKC 0 n H")
    for move in ("7H", "7C", "7D"):
        game.play(move)
    assert game_facts(game.record, 0) == GameFacts(seven_chain=3, drew=False)
    game.play("draw")
    assert game_facts(game.record, 1) == GameFacts(seven_chain=3, drew=True)


def test_a_chain_the_player_was_not_in_does_not_count() -> None:
    game = Game([PERSON_AT_TABLE, PERSON_AT_TABLE], start="2H9D/7H7D4D/3S5H/QDACKSKC 1 n H")
    game.play("7H")
    assert game_facts(game.record, 0).seven_chain == 0
    assert game_facts(game.record, 1).seven_chain == 1


def test_a_played_game_counts_its_milestones_and_take_backs() -> None:
    """A session's finished game: the statistics read its record (facts, take-backs)."""
    import random

    from dirty7.game.session import PlaySession

    class Cheap:
        name = "cheap"

        def __init__(self) -> None:
            self.rng = random.Random(1)

        def choose(self, view):
            return self.rng.choice(view.legal_moves)

    for seed in range(1, 60):
        session = PlaySession.start("easy", Cheap(), seed=seed)
        game, rng, took = session.game, random.Random(seed), False
        while not game.is_over:
            if game.is_human_turn():
                plays = [m for m in game.position.legal_moves() if not m.is_draw]
                game.play(rng.choice(plays or game.position.legal_moves()))
                if not took and game.history[-1][1].card is not None and not game.is_over:
                    game.undo_last()
                    took = True
            else:
                game.step()
        if game.result().winner == 0:
            break
    session.finish_game()
    stats, _ = load_stats()
    facts = game_facts(game.record)
    assert stats.recent[-1].take_backs == 1 and game.record.take_backs == 1
    assert "first_win_easy" in stats.achievements
    assert ("no_draw_win" in stats.achievements) is (not facts.drew)
    assert ("seven_chain" in stats.achievements) is (facts.seven_chain >= 3)
