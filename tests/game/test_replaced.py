"""A seat whose player changes during a game (a loaded game played on): the record keeps
who made each move, and ``dirty7 verify`` re-runs every move with the player that made it."""

from __future__ import annotations

import json

import pytest

from dirty7.ai.registry import create_strategy
from dirty7.game.catchup import catch_up, seat_history
from dirty7.game.controller import Game
from dirty7.game.record import GameRecord, RecordError, Replaced
from dirty7.game.verify import verify

SEED = 11
HARD = "hard:iterations=40"


def handed_over_game(relabel_only: bool = False) -> GameRecord:
    """Medium plays both seats for 12 moves; then Hard takes seat 1 (caught up) to the end.

    ``relabel_only``: the old way, seat 1 renamed Hard as if it had played from the start.
    """
    seeds = [5, 6]
    game = Game([create_strategy("medium", 5), create_strategy("medium", 6)], seed=SEED,
                players=["medium", "medium"], seeds=seeds, move_limit=400)
    while game.moves_played < 12:
        game.play(game.choose())
    record = GameRecord.from_json(game.record.to_json())
    hard = create_strategy(HARD, 77)
    catch_up(hard, seat_history(record, 1))
    game = Game.from_record(record, [create_strategy("medium", 5), hard], move_limit=400)
    if relabel_only:
        game.record.players, game.record.seeds = ["medium", HARD], [5, 77]
    else:
        game.record.replace_player(1, HARD, 77)
    while not game.is_over:
        game.play(game.choose())
    return GameRecord.from_json(game.record.to_json())


def test_a_handed_over_seat_verifies_move_by_move_with_each_player():
    record = handed_over_game()
    assert record.replaced == [Replaced(1, "medium", 6, 12)]
    assert record.player_at(1, 11) == ("medium", 6) and record.player_at(1, 12) == (HARD, 77)
    verdict = verify(record)
    assert verdict.ok, verdict.failure
    specs = {(m.seat, m.spec) for m in verdict.moves}
    assert specs == {(0, "medium"), (1, "medium"), (1, HARD)}
    assert len(verdict.moves) == len(record.moves)


def test_relabelling_a_seat_without_keeping_its_earlier_player_fails_verify():
    """What ``--load`` did before: the earlier Medium moves were checked against Hard."""
    verdict = verify(handed_over_game(relabel_only=True))
    assert not verdict.ok and f"seat 1, {HARD}" in verdict.failure


def test_a_changed_earlier_player_is_caught():
    data = handed_over_game().to_dict()
    data["replaced"][0]["seed"] = 7  # Medium has no randomness: name a different level
    data["replaced"][0]["spec"] = "hard:iterations=40"
    assert not verify(GameRecord.from_dict(data)).ok


def test_replace_player_keeps_the_same_player_once():
    record = GameRecord(seed=1, players=["human", "easy"], seeds=[None, 3])
    record.replace_player(1, "easy", 3)
    record.replace_player(0, "human", None)
    assert record.replaced == []
    record.replace_player(1, "medium", 4)
    assert record.replaced == [Replaced(1, "easy", 3, 0)] and record.players == ["human", "medium"]


_SEAT = "'seat' must be a whole number from 0 to 1"
_SPEC = "replaced\\[0\\] field 'spec' must be a short name"


@pytest.mark.parametrize("replaced, words", [
    ({"seat": 1}, "field 'replaced' must be a list"),
    ([1], "replaced\\[0\\] must be an object"),
    ([{"seat": 0.0, "spec": "easy", "seed": 1, "until": 0}], _SEAT),
    ([{"seat": True, "spec": "easy", "seed": 1, "until": 0}], _SEAT),
    ([{"seat": 1, "spec": "easy", "seed": 1, "until": 3}], "'until'"),
    ([{"seat": 1, "spec": "easy", "seed": 1, "until": -1}], "'until'"),
    ([{"seat": 1, "spec": "easy", "seed": 1, "until": 0.0}], "'until'"),
    ([{"seat": 1, "spec": "easy", "seed": -1, "until": 0}], "'seed'"),
    ([{"seat": 1, "spec": "", "seed": 1, "until": 0}], _SPEC),
    ([{"seat": 1, "spec": ["easy"], "seed": 1, "until": 0}], _SPEC),
    ([{"seat": 1, "spec": "easy", "seed": 1, "until": 1},
      {"seat": 0, "spec": "easy", "seed": 1, "until": 0}], "'until'"),
    ([{"seat": 1, "spec": "easy", "seed": 1, "until": 0}] * 101, "at most 100"),
])
def test_a_bad_replaced_list_is_refused_with_its_reason(replaced, words):
    first_move = str(GameRecord(seed=1).replay().legal_moves()[0])
    data = {"version": 3, "seed": 1, "moves": [first_move], "replaced": replaced}
    with pytest.raises(RecordError, match=words):
        GameRecord.from_dict(data)


def test_a_handed_over_record_verifies_from_its_file_as_the_cli_and_the_results_do(
        tmp_path, capsys):
    """``dirty7 verify FILE`` and "Export and verify" read the file (verify.load): the
    replaced players must be checked against the record's moves, not against none."""
    from dirty7.__main__ import main
    from dirty7.game.export import verify_export
    from dirty7.game.verify import Unreadable, verify_file

    path = tmp_path / "handed.json"
    handed_over_game().save(path)
    assert verify_file(path).ok
    assert verify_export(str(path))[0]
    assert main(["verify", str(path)]) == 0
    assert "verified: every check holds" in capsys.readouterr().out
    data = json.loads(path.read_text())
    data["replaced"][0]["until"] = len(data["moves"]) + 1
    path.write_text(json.dumps(data))
    with pytest.raises(Unreadable, match="'until'"):
        verify_file(path)
