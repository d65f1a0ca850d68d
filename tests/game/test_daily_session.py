"""The deal of the day and a challenge as sessions: what they deal, saved and resumed with
their marker, counted once, and the words after them."""

from __future__ import annotations

from datetime import date

from dirty7.ai.builtin import DAILY_SPEC
from dirty7.ai.medium import MediumStrategy
from dirty7.game.challenge import Challenge, encode
from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.daily import (
    challenge_code,
    challenge_session,
    comparison,
    count_day,
    daily_session,
    replay,
    result_line,
)
from dirty7.game.session import PlaySession
from dirty7.rules.daily_seed import daily_seed
from dirty7.store.daily_log import daily_status

DAY = date(2026, 12, 2)


def finished(seed: int = 50, want_win: bool | None = None) -> Game:
    bots = [MediumStrategy(seed=1), MediumStrategy(seed=2)]
    for s in range(seed, seed + 40):
        game = Game([PERSON_AT_TABLE, None], seed=s, first=0, players=["human", "medium"],
                    seeds=[None, 7])
        while not game.is_over:
            game.play(bots[game.to_move].choose(game.view(game.to_move)))
        if want_win is None or (game.result().winner == 0) == want_win:
            return game
    raise AssertionError("no such game")


def test_the_daily_session_deals_the_days_deal_against_the_fixed_computer():
    session = daily_session(DAY)
    record = session.game.record
    assert record.seed == daily_seed(DAY) and record.first == 0 and record.nonce is None
    assert record.players == ["human", DAILY_SPEC] and record.seeds[1] is not None
    assert DAILY_SPEC.startswith("hard:iterations=")  # a fixed count, never calibrated
    assert daily_session(DAY).game.record.to_dict() == record.to_dict()


def test_a_saved_daily_game_resumes_as_the_daily_game_and_counts_once():
    session = daily_session(DAY)
    session.game.play(session.game.position.legal_moves()[0])
    assert session.save() is None
    resumed, warning = PlaySession.resume(lambda spec: None)
    assert warning is None and resumed.state.daily == DAY.isoformat()
    result = finished(want_win=False).result()
    assert count_day(resumed, result) == (True, None)
    assert count_day(replay(resumed), finished(want_win=True).result()) == (False, None)
    status = daily_status(DAY)
    assert status.played.won is False and status.played.moves == result.moves


def test_a_saved_challenge_resumes_with_its_code():
    code = encode(Challenge(77, 1, True, "medium", 5, False, 41, (3, 0)))
    session = challenge_session(code)
    assert session.game.record.seeds == [None, 5] and session.game.record.first == 1
    session.game.play(session.game.position.legal_moves()[0])
    session.save()
    resumed, _ = PlaySession.resume(lambda spec: None)
    assert resumed.state.challenge == code
    assert replay(resumed).game.record.to_dict() == challenge_session(code).game.record.to_dict()


def test_the_line_to_share_holds_no_name_and_no_card():
    won, lost = finished(want_win=True).result(), finished(want_win=False).result()
    line = result_line(DAY, won)
    assert line == (f"Dirty Seven ♠♥♦♣ deal of the day 2026-12-02: won ★ in {won.moves} moves "
                    f"· Hard kept {won.cards_left[1]} cards")
    assert result_line(DAY, lost).endswith(
        f"lost in {lost.moves} moves · {lost.cards_left[0]} cards left in my hand"
        if lost.cards_left[0] != 1 else "1 card left in my hand")


def test_a_finished_game_gives_its_code_and_the_comparison_names_both_games():
    game = finished(want_win=True)
    result = game.result()
    code = challenge_code(game.record, result)
    theirs, yours = comparison(code, result)
    assert theirs == f"Your friend: won in {result.moves} moves, the computer kept " \
                     f"{result.cards_left[1]} cards"
    assert yours.startswith("You: won")
    assert comparison("D7-BAD", result) is None
