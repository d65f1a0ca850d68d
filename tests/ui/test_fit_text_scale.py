"""The text-size search the screens share: the largest scale at which a layout fits, and
the shortcut that tells a screen it must page its rows without searching down first. A
stand-in layout fits at every scale up to a threshold, as a real one does."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dirty7.ui.core import scaling
from dirty7.ui.core.scaling import fit_text_scale, fits_short_of

scales = st.floats(0.8, 2.2, allow_nan=False).map(lambda x: round(x, 3))


class Layout:
    """Fits at scales up to ``limit``; remembers every build."""

    def __init__(self, limit: float) -> None:
        self.limit, self.built = limit, []

    def build(self, k: float) -> None:
        self.built.append(k)

    def fits(self) -> bool:
        return self.built[-1] <= self.limit


@given(factor=scales, start=scales, limit=scales)
def test_the_shortcut_answers_as_the_search_does(factor, start, limit):
    searched, quick = Layout(limit), Layout(limit)
    short = fit_text_scale(start, searched.build, searched.fits) < factor
    assert fits_short_of(factor, start, quick.build, quick.fits) == short
    if not short:  # the layout is left built where the search leaves it
        assert quick.built[-1] == searched.built[-1]


def test_a_layout_too_large_at_the_players_size_is_built_once():
    layout = Layout(limit=1.1)
    assert fits_short_of(1.5, 1.5, layout.build, layout.fits)
    assert layout.built == [1.5]  # the search down from 1.5 took six builds


@given(start=scales, limits=st.lists(scales, min_size=1, max_size=4))
def test_a_remembered_search_ends_where_a_fresh_one_does(start, limits):
    """The same screen laid out again (the window, the words or the text changed or
    not): the remembered answer is checked, never trusted."""
    key = ("a screen", start, tuple(limits))
    for limit in limits:
        fresh, remembered = Layout(limit), Layout(limit)
        answer = fit_text_scale(start, fresh.build, fresh.fits)
        assert fit_text_scale(start, remembered.build, remembered.fits, key) == answer
        assert remembered.built[-1] == fresh.built[-1] == answer


def test_the_same_layout_again_takes_two_builds_not_a_search(monkeypatch):
    monkeypatch.setattr(scaling, "_searches_ended",
                        scaling.Recent(scaling.SEARCHES_REMEMBERED))  # none from an earlier run
    first, again = Layout(limit=1.23), Layout(limit=1.23)
    answer = fit_text_scale(1.95, first.build, first.fits, remember="the menu at 800x600")
    assert len(first.built) >= 6
    assert fit_text_scale(1.95, again.build, again.fits, remember="the menu at 800x600") \
        == answer
    assert len(again.built) == 2 and again.built[-1] == answer


def test_nothing_fits_is_remembered_too(monkeypatch):
    monkeypatch.setattr(scaling, "_searches_ended",
                        scaling.Recent(scaling.SEARCHES_REMEMBERED))
    first, again = Layout(limit=0.9), Layout(limit=0.9)
    assert fit_text_scale(1.5, first.build, first.fits, remember="too long") == 1.0
    assert fit_text_scale(1.5, again.build, again.fits, remember="too long") == 1.0
    assert len(again.built) == 2 and again.built[-1] == 1.0
