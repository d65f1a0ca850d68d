"""Hostile plugins: none may end a game or a tournament, or see a hidden card.

The strategies of :mod:`tests.support.hostile_plugins.bots` are installed for real for the test
(a ``.dist-info`` with their entry points on ``sys.path``), so that every process finds
them: this one, the window's thinking process and each plugin's own process. Each is
played through the tournament and through a headless game seated by the window's
machinery (:class:`dirty7.game.seats.computer_seat.ComputerSeat` in process mode): every
game ends, the fallbacks are reported with their reasons, and the hunter never finds the real hand.
Time limits are short (a parameter) so that the sleeper and the spinner cost a second.
"""

from __future__ import annotations

import json
import os
from importlib import metadata
from pathlib import Path

import pytest

from dirty7.ai import registry
from dirty7.ai.guard import GuardedStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.rules import deal
from tests.support.hostile_plugins.bots import BOTS, HUNT_FILE_ENV, Hunter

LIMIT_S = 1.0
#: The hunter walks every object of its process each move: on a busy machine that can take
#: longer than LIMIT_S, and a fallback is not what its tests are about.
HUNTER_LIMIT_S = 10.0
MOVE_LIMIT = 200
LONG_NAME = next(name for name in BOTS if len(name) > 40)

#: What each plugin's fallback reason says (None: it plays on without a fallback;
#: "any": it may or may not fail, the game must end either way).
EXPECTED = {
    "raises-in-init": "could not be created: raised RuntimeError: refuses to be created",
    "raises-in-choose": "raised RuntimeError: boom in choose",
    "illegal-move": "not a legal move",
    "returns-float": "returned 1.5, which is not a legal move",
    "returns-none": "returned None, which is not a legal move",
    "sleeps": f"no move within {LIMIT_S:g} s",
    "spins": f"no move within {LIMIT_S:g} s",
    "sys-exit": "called sys.exit(7)",
    "os-exit": "its process ended (exit code 7)",
    "mutates-view": "any",
    "changes-globals": None,
    "hunter": None,
    LONG_NAME: None,
}


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """The bots as an installed distribution (found by every process on this path)."""
    info = tmp_path / "dirty7_hostile_plugins-0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: dirty7-hostile-plugins\n"
                                   "Version: 0\n")
    lines = [f"{name} = tests.support.hostile_plugins.bots:{cls}" for name, cls in BOTS.items()]
    (info / "entry_points.txt").write_text("[dirty7.strategies]\n" + "\n".join(lines) + "\n")
    root = str(Path(__file__).resolve().parents[2])
    monkeypatch.syspath_prepend(root)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), root]))
    names = {ep.name for ep in metadata.entry_points(group=registry.GROUP)}
    assert set(BOTS) <= names
    hunt = tmp_path / "hunt.jsonl"
    monkeypatch.setenv(HUNT_FILE_ENV, str(hunt))
    return hunt


def _check_reasons(name: str, reasons: list[str]) -> None:
    expected = EXPECTED[name]
    if expected is None:
        assert reasons == []
    elif expected != "any":
        assert reasons and all(expected in r for r in reasons), reasons


def _hunted(hunt: Path) -> list[dict]:
    return [json.loads(line) for line in hunt.read_text().splitlines()]


@pytest.mark.parametrize("name", sorted(BOTS))
def test_each_hostile_plugin_plays_a_tournament_to_the_end(name, installed):
    from dirty7.arena.tournament import run_tournament

    result = run_tournament(name, "medium", games=2, seed=3, jobs=1, move_limit=MOVE_LIMIT,
                            time_limit_s=HUNTER_LIMIT_S if name == "hunter" else LIMIT_S)
    summary = result.summary()
    assert summary["games"] == 2
    reasons = [r for o in result.outcomes for r in o.fallbacks["a"]]
    _check_reasons(name, reasons)
    assert summary["fallbacks"][name] == len(reasons)
    if EXPECTED[name] not in (None, "any"):
        assert summary["fallbacks"][name] == 2  # once per game, then Medium plays
    # nothing a plugin did reached this process: later deals are whole
    assert deal(1).hand_size(0) == 7 and deal(1).hand_size(1) == 7


def _play_with_the_windows_seat(spec: str, seed: int, hunt_log: dict[int, int]) -> tuple:
    """A headless game: seat 0 is the window's ComputerSeat (process mode), seat 1 Medium."""
    from dirty7.game.seats.computer_seat import ComputerSeat

    limit = HUNTER_LIMIT_S if spec == "hunter" else LIMIT_S
    opponent = ComputerSeat(spec, seed=seed, mode="process", time_limit_s=limit)
    game = Game([PERSON_AT_TABLE, MediumStrategy(seed=seed)], seed=seed, move_limit=MOVE_LIMIT)
    reports = []
    try:
        assert opponent.mode == "process"
        while not game.is_over:
            if game.to_move == 1:
                game.step()
                continue
            hunt_log[game.position.ply] = game.position.hands[1]
            opponent.request(game.view(0))
            opponent.wait()
            move = opponent.poll(1.0)
            assert move is not None
            game.play(move)
            reports += opponent.take_reports()
    finally:
        opponent.close()
    return game, reports


@pytest.mark.parametrize("name", sorted(BOTS))
def test_each_hostile_plugin_plays_a_game_at_the_windows_seat(name, installed):
    real: dict[int, int] = {}
    game, reports = _play_with_the_windows_seat(name, 5, real)
    assert game.is_over
    _check_reasons(name, [r.reason for r in reports])
    if EXPECTED[name] not in (None, "any"):
        assert len(reports) == 1 and reports[0].name == name
    if name == "hunter":
        hunted = _hunted(installed)
        assert len(hunted) == len(real) > 0
        for entry in hunted:
            assert real[entry["ply"]] not in entry["found"]


def test_the_hunter_never_finds_the_hand_in_a_tournament(installed):
    """The tournament holds the real game in the process that seats the plugin's proxy;
    the hunter, in its own process, records what it finds: never the real hand."""
    from dirty7.arena import tournament

    real: dict[tuple[int, int], int] = {}
    original = Game.choose

    def spy(game):
        seat = game.to_move
        real[(game.position.ply, seat)] = game.position.hands[seat ^ 1]
        return original(game)

    Game.choose = spy
    try:
        tournament.run_tournament("hunter", "hard:iterations=30", games=2, seed=1, jobs=1,
                                  move_limit=MOVE_LIMIT, time_limit_s=5.0)
    finally:
        Game.choose = original
    hunted = _hunted(installed)
    assert hunted
    for entry in hunted:
        assert real[(entry["ply"], entry["seat"])] not in entry["found"]


def test_the_hunter_finds_the_hand_when_run_in_the_games_process(installed):
    """Why the process boundary: in the game's own process the same hunter succeeds
    (so the tests above can fail)."""
    hunter = GuardedStrategy(Hunter(), name="hunter", seed=0, time_limit_s=5.0)
    game = Game([hunter, MediumStrategy()], seed=2, move_limit=MOVE_LIMIT)
    game.step()
    (entry,) = _hunted(installed)
    assert game.history[0][0] == 0  # the hunter moved; the other hand did not change
    assert game.position.hands[1] in entry["found"]


def test_a_long_entry_point_name_is_listed_counted_and_saved(installed, tmp_path):
    from dirty7.game.session import PlaySession
    from dirty7.store.stats import load_stats, stats_key

    assert LONG_NAME in [i.name for i in registry.available_strategies()]
    session = PlaySession.start(LONG_NAME, MediumStrategy(), seed=4)
    session.game.choosers[0] = MediumStrategy(seed=1)
    session.game.move_limit = MOVE_LIMIT
    session.game.run()
    outcome = session.finish_game()
    assert outcome.counted
    stats, _warning = load_stats()
    key = stats_key(LONG_NAME)
    assert len(key) <= 40 and stats.by_difficulty[key].games == 1
    assert stats_key(LONG_NAME + "x") != key


def test_a_plugin_cannot_change_the_deal_of_later_games(monkeypatch):
    """Even in the game's process, HAND_SIZE is read once, when deal is defined."""
    import dirty7.rules.position as position

    monkeypatch.setattr(position, "HAND_SIZE", 0)
    dealt = deal(9)
    assert dealt.hand_size(0) == dealt.hand_size(1) == 7


def test_bad_plugin_options_are_refused_without_running_it(installed):
    with pytest.raises(registry.StrategyError, match="finite"):
        registry.validate_spec("hunter:x=nan")
    # validating a plugin never creates it here (its __init__ runs in its own process)
    info, options = registry.validate_spec("raises-in-init")
    assert info.name == "raises-in-init" and options == {}
