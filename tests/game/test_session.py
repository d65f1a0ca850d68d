"""Save and resume exactness, statistics counted once, match scoring across games."""

import os
import random

from dirty7.game.session import PlaySession, has_saved_game
from dirty7.rules import Variant, format_position
from dirty7.store.savegame import load_saved_game
from dirty7.store.stats import load_stats
from tests.support.saves import read_saved, write_saved


class Cheap:
    name = "cheap"

    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, view):
        return self.rng.choice(view.legal_moves)


def play_until(session, predicate, rng=None):
    rng = rng or random.Random(0)
    game = session.game
    while not game.is_over and not predicate(game):
        if game.is_human_turn():
            game.play(rng.choice(game.position.legal_moves()))
        else:
            game.step()


def test_resume_restores_the_identical_position_and_opponent_name():
    session = PlaySession.start("medium", Cheap(), seed=12)
    play_until(session, lambda g: g.moves_played >= 9)
    assert session.save() is None and has_saved_game()
    resumed, warning = PlaySession.resume(lambda name: Cheap())
    assert warning is None and resumed.state.difficulty == "medium"
    assert format_position(resumed.game.position) == format_position(session.game.position)
    assert resumed.game.position.to_move == session.game.position.to_move
    assert resumed.game.record == session.game.record
    assert resumed.state.game_id == session.state.game_id


def test_a_game_counts_once_even_when_resumed_and_finished_twice():
    session = PlaySession.start("hard:iterations=5", Cheap(), seed=3)
    play_until(session, lambda g: g.moves_played >= 4)
    session.save()
    resumed, _ = PlaySession.resume(lambda name: Cheap())
    play_until(resumed, lambda g: False)
    first = resumed.finish_game()
    again = resumed.finish_game()
    assert first.counted and again is first
    stats, _ = load_stats()
    assert stats.for_difficulty("hard").games == 1
    assert not has_saved_game()  # a finished game is not offered again
    # the original session object finishing the same game id later does not count it again
    play_until(session, lambda g: False)
    assert session.finish_game().counted is False
    assert load_stats()[0].for_difficulty("hard").games == 1


def test_match_scores_accumulate_and_the_loser_is_named():
    session = PlaySession.start("easy", Cheap(), seed=5, variant=Variant(match_to=60))
    outcomes = []
    for _ in range(30):
        play_until(session, lambda g: False)
        outcomes.append(session.finish_game())
        if outcomes[-1].match_over:
            break
        session.new_game()
    last = outcomes[-1]
    assert last.match_over and max(last.scores) >= 60
    assert last.match_loser == (0 if last.scores[0] >= 60 else 1)
    assert sum(o.points for o in outcomes) == sum(last.scores)


def test_first_player_alternates_across_games():
    session = PlaySession.start("easy", Cheap(), seed=5)
    firsts = []
    for _ in range(3):
        firsts.append(session.game.record.first)
        session.new_game()
    assert firsts == [0, 1, 0]


def test_a_damaged_save_is_set_aside_with_a_warning():
    session = PlaySession.start("easy", Cheap(), seed=5)
    play_until(session, lambda g: g.moves_played >= 3)
    session.save()
    path = os.path.join(os.environ["DIRTY7_DATA_DIR"], "saved-game.json")
    data = read_saved(path)
    data["record"]["moves"].append("pass")  # not legal at that point
    write_saved(path, data)
    resumed, warning = PlaySession.resume(lambda name: Cheap())
    assert resumed is None and "does not replay" in warning
    assert os.path.exists(path + ".bad") and load_saved_game() == (None, None)
