"""``shrink_to`` ends at the size a walk down a point at a time ends at, and tries few sizes
(each one a new font): the size the width calls for, and the one a point larger."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.widgets.menu_panel import shrink_to


def walked_down(text, size: float, room: float) -> None:
    """The size a point at a time, down to 8: what ``shrink_to`` must agree with."""
    text.font_size = size
    while text.content_width > room and text.font_size > 8:
        text.font_size -= 1


class MeasuredText:
    """A text whose width grows with its size (``per_point`` a point, plus ``lead``), and
    that remembers every size it was given; in whole pixels, as a label measures, unless
    ``whole`` is False."""

    def __init__(self, per_point: float, lead: float, *, whole: bool = True) -> None:
        self.per_point, self.lead, self.whole = per_point, lead, whole
        self.sizes: list[float] = []

    @property
    def font_size(self) -> float:
        return self.sizes[-1]

    @font_size.setter
    def font_size(self, value: float) -> None:
        self.sizes.append(value)

    @property
    def content_width(self) -> float:
        width = max(0.0, self.per_point * self.font_size + self.lead)
        return round(width) if self.whole else width


@given(size=st.floats(6, 48), room=st.floats(1, 900), per_point=st.floats(0.5, 40),
       lead=st.floats(-40, 40))
def test_the_size_found_is_the_walks_to_the_last_bit(size, room, per_point, lead):
    walked, guessed = MeasuredText(per_point, lead), MeasuredText(per_point, lead)
    walked_down(walked, size, room)
    shrink_to(guessed, size, room)
    assert guessed.font_size == walked.font_size  # the very float, not a near one


@example(size=11.0, room=4.0, per_point=0.5)  # whole pixels: 9 points fit as well as 8
@given(size=st.floats(9, 48), room=st.floats(1, 900), per_point=st.floats(0.5, 40))
def test_a_width_in_proportion_to_the_size_tries_at_most_three_sizes(size, room, per_point):
    """In proportion, not rounded to whole pixels: a width of a few pixels rounded is out
    of proportion by up to half a pixel, its size guessed up to points off (at 11 points
    and half a pixel a point, 6 pixels for a room of 4: guessed 8, and 9 fits too)."""
    text = MeasuredText(per_point, 0, whole=False)
    shrink_to(text, size, room)
    assert len(set(text.sizes)) <= 3  # the size asked, the guess, a point larger


def test_a_long_hint_in_a_narrow_column_takes_the_walks_size_and_fewer_fonts(window):
    words = "Press Enter to start; arrows choose the level, F1 opens the rules"
    walked = arcade.Text(words, 0, 0, font_size=16)
    room = walked.content_width * 0.7  # about 11 points' worth
    walked_down(walked, 16, room)
    tried: list[float] = []
    guessed = arcade.Text(words, 0, 0, font_size=16)
    size_of = type(guessed).font_size

    class Counted(type(guessed)):
        @property
        def font_size(self) -> float:
            return size_of.fget(self)

        @font_size.setter
        def font_size(self, value: float) -> None:
            tried.append(value)
            size_of.fset(self, value)

    guessed.__class__ = Counted
    shrink_to(guessed, 16, room)
    assert 8 < walked.font_size < 15 and guessed.font_size == walked.font_size
    assert guessed.content_width <= room
    assert len(set(tried)) < 16 - walked.font_size + 1


@given(size=st.floats(9, 48), room=st.floats(-200, 0, exclude_max=True))
def test_a_room_below_nothing_ends_where_the_walk_ends_even_for_an_empty_text(size, room):
    """A text no wider than nothing (empty) is still wider than a room below nothing: the
    walk goes down to 8 or under, and the guess, which divides by the width, must too."""
    walked, guessed = MeasuredText(0, 0), MeasuredText(0, 0)
    walked_down(walked, size, room)
    shrink_to(guessed, size, room)
    assert guessed.font_size == walked.font_size
