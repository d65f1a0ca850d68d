"""Honest games against every built-in level verify, on a loaded
machine too, and so do resumed ones and ones where Medium took over.

Each game is played as the game plays it (the spec resolved by ``resolve_spec``, the seat
guarded by ``create_guarded``), exported to a file and passed through ``dirty7 verify``,
while two CPU-burning processes run beside it. Matched was replayed on wall-clock time and
had no ``observe``; a Hard move over its limit was replaced by Medium's while the record
still said Hard.
"""

from __future__ import annotations

import random

import pytest

from dirty7.ai.hard import HardStrategy
from dirty7.ai.registry import create_guarded
from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.players import resolve_spec, strategy_seed
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify, verify_file
from dirty7.rules import MOVES
from tests.support.burners import cpu_burners
from tests.support.seat_play import play_out_against_seat

#: Small budgets (a few dozen to a few hundred iterations here), so that a game is quick.
LEVELS = ["hard:think_ms=15", "matched:strength=1,think_ms=15",
          "matched:strength=0.75,think_ms=15", "matched:strength=0.2", "easy"]


@pytest.fixture(scope="module")
def burners():
    with cpu_burners(2) as procs:
        yield procs


def _exported_verdict(record: GameRecord, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    return verify_file(path)


def _autoplay(spec: str, seed: int, time_limit_s: float | None = None) -> Game:
    """Both seats the computer at ``spec``, as ``--autoplay`` seats them."""
    resolved = resolve_spec(spec)
    seeds = [strategy_seed(seed, seat) for seat in (0, 1)]
    seats = [create_guarded(resolved, s, time_limit_s=time_limit_s) for s in seeds]
    game = Game(seats, seed=seed, players=[resolved, resolved], seeds=seeds, move_limit=400)
    game.run()
    return game


@pytest.mark.parametrize("spec", LEVELS)
def test_honest_autoplay_games_verify_beside_two_cpu_burners(spec, burners, tmp_path):
    assert all(p.is_alive() for p in burners)
    for seed in (3, 8):
        game = _autoplay(spec, seed)
        assert "think_ms" not in game.record.players[0]  # replayed as iterations
        verdict = _exported_verdict(game.record, tmp_path)
        assert verdict.ok, verdict.failure
        assert verdict.moves_checked == game.moves_played


@pytest.mark.parametrize("spec", LEVELS[:3])
def test_a_tiny_time_limit_cuts_no_level_on_an_iteration_count(spec, burners, tmp_path):
    """What a loaded machine does to a 10 s limit, a 20 ms one does anywhere: the search was
    cut (a move no one can repeat) or replaced by Medium's under a record that said Hard."""
    game = _autoplay(spec, 5, time_limit_s=0.02)
    assert game.fallbacks == [] and game.record.replaced == []
    verdict = _exported_verdict(game.record, tmp_path)
    assert verdict.ok, verdict.failure


def _resumed(spec: str, seed: int, via_window: bool) -> GameRecord:
    """A human-vs-``spec`` game, saved at its 16th move and played on by a new seat (as
    Resume and ``--load`` do: through Game.from_record, or through the table's seats)."""
    rng = random.Random(seed)
    resolved, seat_seed = resolve_spec(spec), strategy_seed(seed, 1)
    game = Game([PERSON_AT_TABLE, create_guarded(resolved, seat_seed)], seed=seed,
                players=["human", resolved], seeds=[None, seat_seed], move_limit=300)
    while game.moves_played < 16:
        game.play(MOVES[rng.choice(game.view(0).legal_moves)] if game.is_human_turn()
                  else game.choose())
    saved = GameRecord.from_json(game.record.to_json())
    if not via_window:
        game = Game.from_record(saved, [PERSON_AT_TABLE, create_guarded(resolved, seat_seed)],
                                move_limit=300)
        while not game.is_over:
            game.play(MOVES[rng.choice(game.view(0).legal_moves)] if game.is_human_turn()
                      else game.choose())
        return game.record
    from dirty7.game.seats.seat_factory import computer_seats

    game = Game.from_record(saved, [PERSON_AT_TABLE, PERSON_AT_TABLE], move_limit=300)
    seat = computer_seats((True, False), None, "medium", seed, "thread", game=game)[1]
    return play_out_against_seat(game, seat, rng)


@pytest.mark.parametrize("via_window", [False, True])
@pytest.mark.parametrize("spec", ["matched:strength=1,iterations=40",
                                  "matched:strength=0.75,iterations=40",
                                  "matched:strength=0,iterations=40", "easy"])
def test_a_resumed_or_loaded_game_verifies(spec, via_window, burners):
    """A Matched (or Easy) seat created mid-game is caught up as Hard is: its level is
    drawn at the first earlier view, and shown every one (Easy draws what it drew)."""
    for seed in (2, 7):
        record = _resumed(spec, seed, via_window)
        verdict = verify(record)
        assert verdict.ok, verdict.failure
        assert any(m.number > 16 for m in verdict.moves)


def test_a_forced_fallback_is_recorded_as_a_hand_over_and_verifies(monkeypatch, tmp_path):
    """A strategy exception mid-game: Medium plays on, and the record says so (``replaced``),
    so ``verify`` re-runs Hard's moves as Hard's and Medium's as Medium's."""
    real, calls = HardStrategy.choose, []

    def failing(self, view):
        calls.append(view.ply)
        if len(calls) == 9:
            raise RuntimeError("injected")
        return real(self, view)

    monkeypatch.setattr(HardStrategy, "choose", failing)
    game = _autoplay("hard:iterations=40", 4)
    monkeypatch.setattr(HardStrategy, "choose", real)
    assert len(game.fallbacks) == 1
    seat, report = game.fallbacks[0]
    until = game.record.replaced[0].until
    assert game.record.players[seat] == "medium" and game.record.replaced[0].seat == seat
    assert game.record.replaced[0].spec == "hard:iterations=40" and 0 < until
    verdict = _exported_verdict(game.record, tmp_path)
    assert verdict.ok, verdict.failure
    assert {m.spec for m in verdict.moves if m.seat == seat and m.number > until} == {"medium"}


def test_verify_refuses_a_matched_seat_with_bad_hard_options():
    """``matched:strength=1,think_ms=99999`` in a record ended verify in a ValueError; it is
    now refused by the players check (dirty7.game.claims), naming the spec."""
    game = Game([None, None], seed=3)
    game.record.players = ["human", "matched:strength=1,think_ms=99999"]
    game.record.seeds = [None, 5]
    game.play(game.position.legal_moves()[0])
    verdict = verify(game.record)
    assert verdict.status == "refused"
    assert "matched:strength=1,think_ms=99999" in verdict.summary


def test_a_tournament_game_records_its_fallback_as_a_hand_over(monkeypatch):
    """The tournament's records (``selfplay``) said Hard played moves that Medium made."""
    from dirty7.arena.deals import game_seeds
    from dirty7.arena.duel import play_game

    real, calls = HardStrategy.choose, []

    def failing(self, view):
        calls.append(view.ply)
        if len(calls) == 5:
            raise RuntimeError("injected")
        return real(self, view)

    monkeypatch.setattr(HardStrategy, "choose", failing)
    played = play_game("hard:iterations=30", "easy", 3, 0, keep_record=True)
    monkeypatch.setattr(HardStrategy, "choose", real)
    assert played.fallbacks["a"] == ["raised RuntimeError: injected"]
    record = GameRecord.from_dict(played.record)
    hard_seed = game_seeds(3, 0).a_seed
    assert [(r.spec, r.seed) for r in record.replaced] == [("hard:iterations=30", hard_seed)]
    assert record.players[record.replaced[0].seat] == "medium"
    verdict = verify(record)
    # Tournament records keep their players' seeds: Hard's moves before the hand-over, then
    # Medium's, and Easy's are all re-run, and no move is blamed on the wrong player.
    assert verdict.status == "verified", verdict.failure
    assert {m.spec for m in verdict.moves} == {"hard:iterations=30", "medium", "easy"}
