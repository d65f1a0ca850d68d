"""The results view at every window size and text size, with every set of buttons it can
offer: each button whole inside the window, none over another, each label inside its
button; the seal readable at 800×600 (wrapped, not shrunk); the toast over nothing.

The headless window keeps its size, so a size is given to the view's ``on_resize`` (the
layout is logical: the same rectangles a real window of that size gets).
"""

from __future__ import annotations

import itertools

import pytest

from dirty7.store.settings import TEXT_SIZES, Settings
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.results import ResultsActions, ResultsShown, ResultsView
from tests.support.walked_screens import SEAL, VERDICT, loser_with_two_cards, results_view

SIZES = [(800, 600), (1024, 768), (1280, 720), (1920, 1080)]
#: Which optional buttons a results view shows: Statistics, Export, Review, Swap hands.
BUTTON_SETS = list(itertools.product((False, True), repeat=4))



def _buttons(view):
    names = ("play_again_button", "statistics_button", "export_button", "review_button",
             "swap_button", "menu_button")
    shown = [getattr(view, name) for name in names]
    return [b for b in shown if b.parent is not None]


def _meet(a, b, margin: float = 0.0) -> bool:
    return (a.left - margin < b.right and b.left < a.right + margin
            and a.bottom - margin < b.top and b.bottom < a.top + margin)


def _label_width(button) -> float:
    size = button.style["normal"].font_size
    return arcade.Text(button.text, 0, 0, font_size=size,
                       font_name=theme.BODY_FONT).content_width


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_every_button_is_whole_inside_the_window_with_its_label(plain_window, text_size):
    look.apply(Settings(text_size=text_size))
    problems = []
    for flags in BUTTON_SETS:
        view = results_view(plain_window, *flags)
        for size in SIZES:
            view.on_resize(*size)
            view.ui.execute_layout()
            buttons = _buttons(view)
            assert len(buttons) == 2 + sum(flags)
            where = f"{size} {text_size}% {[b.text for b in buttons]}"
            for b in buttons:
                r = b.rect
                if r.left < 0 or r.bottom < 0 or r.right > view.fit.width \
                        or r.top > view.fit.height:
                    problems.append(f"{where}: {b.text!r} at {r} is out of the window")
                if _label_width(b) + 12 > r.width:
                    problems.append(f"{where}: {b.text!r}'s label is wider than it")
                left, bottom, width, height = view._panel
                if _meet(arcade.LRBT(left, left + width, bottom, bottom + height), r):
                    problems.append(f"{where}: {b.text!r} is on the panel")
            for a, b in itertools.combinations(buttons, 2):
                if _meet(a.rect, b.rect):
                    problems.append(f"{where}: {a.text!r} overlaps {b.text!r}")
    assert problems == []


def _text_rect(text: arcade.Text):
    return arcade.LRBT(text.left, text.right, text.bottom, text.top)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_seal_wraps_at_a_readable_size_at_800x600(plain_window, text_size):
    look.apply(Settings(text_size=text_size))
    view = results_view(plain_window)
    view.on_resize(800, 600)
    seal = view._seal
    # At least 11 pixels (the smallest text the view has, at 800×600), not the 8 it was.
    assert seal.font_size * view.fit.scale >= 11.0
    assert seal.font_size >= theme.SMALL_SIZE
    lines = seal.text.split("\n")
    assert len(lines) >= 2 and lines[-1].startswith("the deal matched its seal")
    assert seal.content_width <= view._panel[2]
    for other in (view._detail, view._caption):
        assert not _meet(_text_rect(seal), _text_rect(other)), other.text


def test_the_results_toast_covers_neither_the_buttons_nor_the_panels_texts(plain_window):
    drawn = []
    for text_size in TEXT_SIZES:
        look.apply(Settings(text_size=text_size))
        view = results_view(plain_window)
        view.toast.draw = lambda x, y: drawn.append((x, y))
        plain_window.show_view(view)
        for size in SIZES:
            view.on_resize(*size)
            view.ui.execute_layout()
            view.toast.show(VERDICT, duration=10.0)
            drawn.clear()
            view.on_draw()
            (x, y), = drawn
            plate = view.toast.rect(x, y)  # the plate as drawn
            where = f"{size} {text_size}%"
            assert 0 <= plate.left and plate.right <= view.fit.width, where
            assert 0 <= plate.bottom and plate.top <= view.fit.height, where
            for b in _buttons(view):
                assert not _meet(plate, b.rect), f"{where}: over {b.text!r}"
            for text in (view._title, view._detail, view._seal, view._caption):
                assert not _meet(plate, _text_rect(text)), f"{where}: over {text.text!r}"
            left, bottom, pw, ph = view._panel
            assert not _meet(plate, arcade.LBWH(left, bottom, pw, ph)), where


def _challenge_view(window):
    shown = ResultsShown(loser_with_two_cards(), seal_text=SEAL,
                         challenge_code="D7-ABCD-EFGH-JKLM-NPQR-STUV-WXYZ-2345",
                         compared=("Your friend: won in 23 moves (Hard)", "You: won in 1 move"))
    return ResultsView(window, shown, ResultsActions(
        play_again=lambda: None, menu=lambda: None, statistics=lambda: None,
        export=lambda: ("game.json", "Saved to game.json"), verify=lambda _p: (True, VERDICT),
        review=lambda: None, copy=lambda _text: None))


@pytest.mark.parametrize("text_size", [100, 150])
def test_after_a_challenge_the_title_and_the_code_copied_toast_are_inside(plain_window,
                                                                          text_size):
    """The longest results (a challenge's comparison, its code shown, a seal): the title
    is not cut at the top nor "Code copied…" at the bottom; the loser's cards give way."""
    look.apply(Settings(text_size=text_size))
    drawn = []
    view = _challenge_view(plain_window)
    view.toast.draw = lambda x, y: drawn.append((x, y))
    plain_window.show_view(view)
    view.challenge_friend()
    for size in ((800, 600), (1280, 720)):
        view.on_resize(*size)
        drawn.clear()
        view.on_draw()
        (x, y), = drawn
        plate = view.toast.rect(x, y)
        assert view.toast.message.startswith("Code copied")
        assert 0 <= plate.bottom and plate.top <= view.fit.height, size
        assert view._title.top <= view.fit.height, size
        left, bottom, pw, ph = view._panel
        assert bottom + ph <= view.fit.height and not _meet(plate, arcade.LBWH(
            left, bottom, pw, ph)), size
        for b in _buttons(view):
            assert not _meet(plate, b.rect), f"{size}: over {b.text!r}"
    look.apply(Settings())


def test_the_results_text_grows_at_150_in_a_1280x720_window(plain_window):
    """A game's results with Play again and Menu: the words 1.25 times as large (the
    loser's cards give way); every label whole in its button."""
    sizes = []
    for text_size in (100, 150):
        look.apply(Settings(text_size=text_size))
        view = results_view(plain_window, False, False, False, False, seal="")
        view.on_resize(1280, 720)
        for b in _buttons(view):
            assert b.ui_label.rect.width >= _label_width(b) - 1, b.text  # not cut
        sizes.append(view._detail.font_size)
        assert view._title.top <= view.fit.height
    assert sizes[1] >= 1.25 * sizes[0], sizes
    look.apply(Settings())


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_most_crowded_results_grow_by_the_text_size(plain_window, size):
    """A game with its seal and all six buttons: at 150 % every text of the panel and
    every button's words at least 1.3 times their size at 100 % (the buttons stand
    beside the panel where under it they would hold the text back)."""
    def sizes(text_size):
        look.apply(Settings(text_size=text_size))
        view = results_view(plain_window)
        view.on_resize(*size)
        labels = [view._detail, view._seal, view._caption]
        return view, [t.font_size for t in labels] + [
            b.style["normal"].font_size for b in _buttons(view)]

    _small_view, small = sizes(100)
    view, large = sizes(150)
    assert len(large) == 3 + 6
    assert all(big >= 1.3 * little for big, little in zip(large, small, strict=True)), \
        (small, large)
    assert view.beside  # under the panel they would have stayed at 1.125 times
    look.apply(Settings())

