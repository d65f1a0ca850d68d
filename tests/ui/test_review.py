"""The review: Hard's judgement of the player's decisions, and the review screen."""

from __future__ import annotations

import pytest

from dirty7.game.controller import Game
from dirty7.game.review import COSTLY, ReviewRun, decisions, evaluate, review_game
from dirty7.store.settings import Settings
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.review_screen import GRAPH, ReviewView
from dirty7.ui.table.hud import text_box
from tests.support.table import click_at, pixel, window_point

K = arcade.key
# South may play A♣ and then 9♣ (out at once), or 9♣ first and keep the Ace.
ACE_FIRST = "AC9C/2D4D6H8SKS/8C4C/QDAD6S9S5H 0 n C"


def short_record() -> dict:
    game = Game([None, None], start=ACE_FIRST)
    for text in ("9C", "draw", "AC"):  # South plays 9♣ first: a costly mistake
        game.play(next(m for m in game.position.legal_moves() if str(m) == text))
    return game.record.to_dict()


class Done:
    """A finished run (what ReviewRun holds once its processes are done)."""

    def __init__(self, judgements) -> None:
        self.judgements = {j.ply: j for j in judgements}
        self.total = self.done = len(judgements)
        self.failed = None
        self.closed = False

    def poll(self) -> bool:
        return False

    def close(self) -> None:
        self.closed = True


def test_a_costly_move_is_flagged_with_the_better_one():
    record = short_record()
    assert decisions(record, 0) == [0]  # the Ace then has no choice left
    (j,) = review_game(record, 0, iterations=300)
    assert j.played == "9♣" and j.best == "A♣"
    assert j.best_value > 0.9 and j.cost >= COSTLY and j.flagged
    assert evaluate(record, 0, 0, 300) == j  # reproducible


def test_the_background_run_fills_in_without_blocking():
    run = ReviewRun(short_record(), 0, iterations=200, workers=1)
    assert run.total == 1 and not run.finished  # it returned at once
    run.wait(60)
    assert run.finished and run.judgements[0].flagged


def _review(window, run=None):
    view = ReviewView(window, record=short_record(), run=run or Done(
        review_game(short_record(), 0, iterations=300)))
    window.show_view(view)
    view.on_update(1 / 60)
    view.on_draw()
    return view


def test_keys_and_the_mouse_step_through_the_game(window):
    view = _review(window)
    assert view.index == 0 and view._judged.text == ""
    view.on_key_press(K.RIGHT, 0)
    assert view.index == 1 and view._move.text == "You played 9♣"
    assert "Costly: 9♣" in view._judged.text and "A♣ was better" in view._judged.text
    view.on_key_press(K.END, 0)
    assert view.index == 3
    view.on_key_press(K.HOME, 0)
    assert view.index == 0
    click_at(view, *window_point(view, *view.next_button.rect.center))
    assert view.index == 1
    left, bottom, w, h = GRAPH
    click_at(view, *window_point(view, left + w, bottom + h / 2))  # the graph's right end
    assert view.index == 3 and round(view.slider.value) == 3
    view.slider.value = 2
    view.slider.dispatch_event("on_change", None)
    assert view.index == 2


def test_the_graph_marks_the_costly_move(window):
    view = _review(window)
    j = view.run.judgements[0]
    x, y = view.graph_point(1, j.chance)
    view.on_key_press(K.END, 0)  # the current-move line is elsewhere
    view.on_draw()
    r, g, b = pixel(*window_point(view, x + 3, y))
    assert r > 150 and g < 120, (r, g, b)  # the red mark of a costly move
    backs = []
    view.on_back = lambda: backs.append(1)
    view.on_key_press(K.ESCAPE, 0)
    assert backs == [1] and view.run.closed


@pytest.mark.parametrize(("size", "text_size"), [((800, 600), 100), ((800, 600), 150),
                                                 ((1280, 720), 150)])
def test_the_review_fills_a_small_window_without_overlaps(window, size, text_size):
    """At 800×600 the texts stay as large on screen as at 1280×720 and the rows spread down
    to the graph (no empty middle); with 150 % text nothing runs into the graph's caption."""
    look.apply(Settings(text_size=text_size))
    try:
        view = _review(window)
        view.go(1)
        view.on_resize(*size)
        view.on_draw()
        assert view._move.font_size * view.fit.scale >= (theme.BODY_SIZE + 2) * 0.75
        judged = text_box(view._judged)
        caption = text_box(view._graph_label)
        assert 0 < judged.bottom - caption.top < 60, (judged, caption)
        assert view._graph_label.text.startswith(" · Hard's estimate")
        assert caption.left + caption.width <= GRAPH[0] + GRAPH[2] + 1, caption  # whole
        cards = sorted(view._cards, key=lambda s: -s.center_y)
        for a, b in zip(cards, cards[1:], strict=False):
            if abs(a.center_y - b.center_y) > 1:  # rows do not overlap
                assert a.bottom >= b.top, (a.position, b.position)
        assert text_box(view._move).top <= min(s.bottom for s in cards)
    finally:
        look.apply(Settings())


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_graph_has_labelled_axes_inside_the_view(window, size):
    """"Your chance to win" heads the 0 to 100 % up the left, "Your decisions" runs along
    the bottom, each label inside the panel, clear of the graph and readable."""
    view = _review(window)
    view.on_resize(*size)
    view.on_draw()
    labels = view.axis_labels
    assert labels["y_title"].text == "Your chance to win"
    assert [labels[k].text for k in ("y_0", "y_50", "y_100")] == ["0%", "50%", "100%"]
    assert labels["x_title"].text.startswith("Your decisions")
    assert labels["x_last"].text == str(len(view.positions) - 1)
    left, bottom, w, h = GRAPH
    for key, text in labels.items():
        b = text_box(text)
        box = (b.left, b.bottom, b.left + b.width, b.bottom + b.height)
        assert 40 <= box[0] and box[2] <= view.fit.width - 40, (key, box)
        assert 14 <= box[1] and box[3] <= view.fit.height - 14, (key, box)
        outside = box[2] <= left or box[3] <= bottom or box[1] >= bottom + h
        assert outside, (key, box)  # left of, under or over the graph
        # as large on screen as the caption's text, or the tick labels' (about 8 px)
        assert text.font_size * view.fit.scale >= 8, (key, text.font_size)
    title, caption = text_box(labels["y_title"]), text_box(view._graph_label)
    assert title.left == left and title.left + title.width <= caption.left + 1  # it heads
    assert view._graph_label.text.startswith(" · Hard's estimate")  # the caption line


def test_the_graph_ends_at_the_result(window):
    """After your last choice the graph runs on to the end: 100 % when you won (here South
    goes out with the Ace, a move without a choice, so it has no dot of its own)."""
    view = _review(window)
    end = view.outcome_point()
    assert end == view.graph_point(3, 1.0)
    view.on_key_press(K.HOME, 0)  # the current-move line is elsewhere
    view.on_draw()
    x, y = end
    gold = [pixel(*window_point(view, x - 6 + dx / 2, y - 1 - dy / 2))
            for dx in range(-2, 3) for dy in range(0, 4)]
    assert any(r > 180 and g > 150 and b < 140 for r, g, b in gold), gold
