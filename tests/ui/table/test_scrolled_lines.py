"""The lines a scrolling panel shows: the most that fit, ending where the player scrolled
to, found by bisection. A body stands in for the panel's text (each line wraps every
``WRAP`` characters, a row ``ROW`` units high), and the one-drop-at-a-time search the
bisection replaced says what the answer must be."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.ui.table.scrolled_lines import ScrolledLines

WRAP, ROW = 20, 10


class Body:
    """Text whose height is its wrapped rows (what ``SuitText`` reports, simplified);
    counts the layouts."""

    def __init__(self) -> None:
        self.text, self.layouts = "", 0

    def __setattr__(self, name, value) -> None:
        if name == "text":
            self.__dict__["layouts"] = self.__dict__.get("layouts", 0) + 1
        super().__setattr__(name, value)

    @property
    def content_height(self) -> int:
        return self.height_for(self.text, count=False)

    def height_for(self, text: str, *, count: bool = True) -> int:
        """The height ``text`` would take (a measure counts as a layout, as a miss of
        ``SuitText``'s remembered heights lays the text out)."""
        if count:
            self.__dict__["layouts"] += 1
        return sum(ROW * max(1, -(-len(line) // WRAP)) for line in text.split("\n"))


def _one_at_a_time(scroller: ScrolledLines, every: list[str], scroll: int,
                   room: float) -> tuple[list[str], str]:
    """The search before the bisection: drop the earliest line until the rest fits."""
    body = Body()
    end = len(every) - scroll
    start = 0 if scroller.most is None else max(0, end - scroller.most)
    shown = every[start:end]
    while True:
        text = [f"{scroller.bullet}{line}" for line in shown]
        if len(shown) < end:
            text.insert(0, scroller.earlier)
        if scroll:
            text.append(scroller.later)
        body.text = "\n".join(text)
        if len(shown) <= 1 or body.content_height <= room:
            return shown, body.text
        shown = shown[1:]


@settings(max_examples=300, deadline=None)
@given(lengths=st.lists(st.integers(1, 70), min_size=1, max_size=40),
       scroll=st.integers(0, 45), room=st.integers(5, 400),
       most=st.one_of(st.none(), st.integers(1, 12)))
def test_the_bisection_shows_what_dropping_one_line_at_a_time_showed(lengths, scroll, room,
                                                                     most):
    every = [f"{i}:" + "x" * n for i, n in enumerate(lengths)]
    scroll = min(scroll, len(every) - 1)
    scroller = ScrolledLines(lambda: every, earlier="▲ more", later="▼ more", bullet="• ",
                             most=most)
    body = Body()
    shown = scroller._fit(body, every, scroll, room)
    expected, text = _one_at_a_time(scroller, every, scroll, room)
    assert shown == expected
    assert body.text == text  # the body is left holding the lines returned


def test_a_long_log_is_fitted_in_a_few_layouts():
    every = [f"{i}: " + "word " * 12 for i in range(200)]  # each line wraps to 4 rows
    scroller = ScrolledLines(lambda: every, earlier="▲", later="▼")
    body = Body()
    shown = scroller._fit(body, every, 0, room=200)
    assert len(shown) == 4 and shown[-1] == every[-1]
    assert body.layouts <= 10  # one drop at a time took 197
