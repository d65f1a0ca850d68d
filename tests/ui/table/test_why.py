"""The "Why?" explanations: each level's reasons from its own view, and the table's panel."""

from __future__ import annotations

import pytest

from dirty7.ai.easy import EasyStrategy
from dirty7.ai.explain import Explanation
from dirty7.ai.hard import HardStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.ai.registry import create_guarded
from dirty7.game.controller import Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.rules import SUIT_SYMBOLS, parse_position
from dirty7.rules.phases import NORMAL as NORMAL_PHASE
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.table.why import why_lines
from tests.support.table import TableOpener, click_at, pixel, settle, window_point

K = arcade.key
KEEP_SEVEN = "2D4D5D/7C9C9HKH/8C4C/QDAC6S 1 n C"  # North may play 7♣ or 9♣
NAME_HEARTS = "2D4D5D/JS2H5H8H/8C4C/QDAC6S 1 n C"  # North's only plays are the Jack
ATTACK = "2D/7C9CKH/8C4C/QDAC6S 1 n C"  # South is down to one card
NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"  # after 9♣ North has nothing and draws


def explain(strategy, text: str) -> tuple[object, Explanation]:
    view = parse_position(text).view(1)
    move = strategy.choose(view)
    return move, strategy.explain(view, move)


def test_medium_says_it_kept_its_seven():
    move, why = explain(MediumStrategy(), KEEP_SEVEN)
    assert move.pretty() == "9♣"
    assert "kept its Seven to answer yours" in why.lines


def test_medium_says_which_suit_it_named_and_why():
    move, why = explain(MediumStrategy(), NAME_HEARTS)
    assert move.pretty() == "J♠ naming ♥"
    assert why.rule == "jack"
    assert "named ♥: it holds 3 cards of that suit" in why.lines


def test_medium_attacks_a_nearly_out_player_with_its_seven():
    move, why = explain(MediumStrategy(), ATTACK)
    assert move.pretty() == "7♣" and why.rule == "attack"
    assert why.lines[0] == "attacked with its Seven: you hold only 1 card"


def test_easy_says_it_played_at_random_without_touching_its_generator():
    a, b = EasyStrategy(seed=3), EasyStrategy(seed=3)
    view = parse_position(KEEP_SEVEN).view(1)
    move = a.choose(view)
    why = a.explain(view, move)
    assert why.lines == ("played a random legal card",)
    assert a.choose(view) == (b.choose(view), b.choose(view))[1]  # same sequence as b


def test_hard_reports_its_best_moves_and_its_belief():
    hard = HardStrategy(seed=1, iterations=300)
    move, why = explain(hard, KEEP_SEVEN)
    assert why.rule == "search" and 1 <= len(why.best) <= 3
    assert why.best[0][0] == move.pretty()
    assert sum(share for _m, _v, share in why.best) == pytest.approx(1.0)  # two moves
    suits = {s: (p, reason) for s, p, reason in why.suits}
    assert set(suits) == {"♣", "♦", "♥", "♠", "J"}
    assert all(0.0 <= p <= 1.0 for p, _ in suits.values())
    # South holds 2♦ 4♦ 5♦; Hard cannot see them, but every club but its own is on show
    # or unseen: its figures come from deals of the unseen cards only.
    again = HardStrategy(seed=1, iterations=300)
    assert explain(again, KEEP_SEVEN)[1] == why  # reproducible from the seed
    assert Explanation.from_dict(why.to_dict()) == why


def test_hard_knows_a_void_after_a_draw():
    """South draws on a suit: Hard's next explanation gives the reason for that suit."""
    for seed in range(1, 40):
        game = Game([None, None], seed=seed, first=1)
        hard, medium = HardStrategy(seed=2, iterations=60), MediumStrategy()
        faced = None
        while not game.is_over and game.moves_played < 60:
            if game.to_move == 0:
                seen = game.view(0)
                move = medium.choose(seen)
                drew = move.is_draw and seen.phase_index == NORMAL_PHASE
                faced = seen.active_suit_index if drew else None
                game.play(move)
                continue
            view = game.view(1)
            move = hard.choose(view)
            if faced is not None:
                reasons = {s: r for s, _p, r in hard.explain(view, move).suits}
                assert reasons[SUIT_SYMBOLS[faced]] in (f"you drew on a {SUIT_SYMBOLS[faced]}",
                                                        "it has seen every other one")
                return
            game.play(move)
    pytest.fail("no draw found")


def test_the_guard_and_the_thread_worker_carry_the_explanation():
    guarded = create_guarded("medium", 0)
    view = parse_position(NAME_HEARTS).view(1)
    assert guarded.explain(view, guarded.choose(view)).rule == "jack"
    opponent = ComputerSeat("medium", mode="thread", explain=True)
    try:
        opponent.request(view)
        opponent.wait(10)
        assert opponent.poll(0.0).pretty() == "J♠ naming ♥"
        assert opponent.last_explanation.rule == "jack"
    finally:
        opponent.close()


def test_the_panel_lines_show_hards_figures():
    why = Explanation("Hard", "9♣", ("it chose 9♣",), "search", (("9♣", 0.62, 0.71),),
                      (("♥", 0.2, "you drew on a ♥"), ("J", 0.4, "")), (("5♥", "drawn from the "
                                                                            "recycled stock"),))
    heading, lines = why_lines(why, "Computer")
    assert heading == "Computer played 9♣"
    assert lines[0] == "From the computer's view (Hard):"
    assert "   9♣:  62% · 71%" in lines
    assert "   ♥:  20% — you drew on a ♥" in lines and "   a Jack:  40%" in lines
    assert "   It knows you hold 5♥: drawn from the recycled stock" in lines


@pytest.fixture
def make_table(window):
    tables = TableOpener(window, defaults=lambda: {
        "opponents": {1: ComputerSeat("medium", mode="thread", explain=True)}})
    yield tables
    tables.close()


def _press(view, symbol: int) -> None:
    view.on_key_press(symbol, 0)
    view.on_key_release(symbol, 0)


def test_w_and_the_button_open_the_panel_after_a_computer_move(make_table):
    view = make_table(NORMAL)
    panel = view.why_part.panel
    _press(view, K.W)  # nothing to explain yet: it says so
    assert not panel.visible and "has not moved yet" in view.toast.text.text
    _press(view, K.ENTER)  # 9♣; North cannot play and draws
    settle(view, seconds=4.0, until=lambda: len(view.flow.game.record.moves) == 2)
    settle(view)
    assert view.why_part.explanation.lines == ("it had nothing to play, so it drew",)
    panel._layout()
    rect = panel.rect
    probe = window_point(view, rect.left + 6, rect.top - 40)
    view.on_draw()
    before = pixel(*probe)
    _press(view, K.W)
    assert panel.visible
    view.on_draw()
    during = pixel(*probe)
    assert during[1] < 0.75 * before[1], (before, during)  # the dark panel is drawn
    assert panel.title.text == "Computer drew"
    click_at(view, *window_point(view, *view.why_part.button.rect.center))
    assert not panel.visible
    view.on_draw()
    assert pixel(*probe) == pytest.approx(before, abs=3)
    click_at(view, *window_point(view, *view.why_part.button.rect.center))
    assert panel.visible
