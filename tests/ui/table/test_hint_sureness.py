"""The hint says how sure it is: clearly best, or close to a runner-up it names."""

from __future__ import annotations

import time

from dirty7.ai.hard.search import SearchResult
from dirty7.game.controller import Game
from dirty7.game.table.hint_advisor import HintAdvisor, hint_text, sureness
from dirty7.rules import CALL_MOVE, MOVES, parse_move

# A♣ then 9♣ goes out at once; 9♣ first keeps the Ace: A♣ is clearly best.
CLEAR = "AC9C/2D4D6H8SKS/8C4C/QDAD6S9S5H 0 n C"
# 5♣ or 5♦ on 5♥, and nothing South can see tells clubs from diamonds: a tie.
TIE = "5C5D9C9D/2S3S4S6S8SQSKS/5H/2C2D3C3D4C4D6C6D8C8DTHQHKH 0 n H"


def ask(start: str, spec: str = "hard:iterations=300") -> str:
    game = Game([None, None], start=start)
    advisor = HintAdvisor(spec, seed=3)
    try:
        advisor.request(game.view(0), 0)
        advisor.wait(20)
        for _ in range(200):  # the answer is ready; poll hands it over
            if advisor.poll(1 / 60, 0) is not None:
                break
            time.sleep(0.01)
        assert advisor.move is not None
        return hint_text(advisor.move, advisor.sureness)
    finally:
        advisor.close()


def test_a_clear_hint_says_so():
    assert ask(CLEAR) == "Hint: play A♣ (clearly best)"


def test_a_tie_names_both_moves_and_says_it_is_close():
    text = ask(TIE)
    assert text in ("Hint: play 5♣ or 5♦ — close", "Hint: play 5♦ or 5♣ — close"), text


def test_sureness_weighs_the_gap_against_its_noise():
    a, b = int(parse_move("6H")), int(parse_move("JC"))
    close = SearchResult(a, 2000, 0.1, {a: 1100, b: 900}, {a: 0.52, b: 0.50})
    sure = sureness(close)
    assert not sure.clear and sure.runner_up == parse_move("JC")
    assert hint_text(parse_move("6H"), sure) == "Hint: play 6♥ or J♣ — close"
    clear = SearchResult(a, 2000, 0.1, {a: 1800, b: 200}, {a: 0.70, b: 0.40})
    assert sureness(clear).clear
    assert hint_text(parse_move("6H"), sureness(clear)) == "Hint: play 6♥ (clearly best)"
    assert sureness(None) is None and hint_text(parse_move("6H")) == "Hint: play 6♥"


def test_a_hint_to_call_last_card_is_said():
    # Hard proposes the call in a rule set that has it; the call has no card to name.
    assert hint_text(CALL_MOVE) == "Hint: Call “Last card!”"
    six, call = int(parse_move("6H")), int(CALL_MOVE)
    close = SearchResult(six, 2000, 0.1, {six: 1100, call: 900}, {six: 0.52, call: 0.50})
    assert hint_text(MOVES[six], sureness(close)) == "Hint: play 6♥ or Call “Last card!” — close"
