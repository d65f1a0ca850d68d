"""The menu panel at a text scale, in one of two arrangements: its lines of text, the
Deal number row and its column (or pairs) of buttons.

Why apart from the menu view: the view decides what the player's choices do; this module
only makes the widgets the panel is built of, at the scale ``k`` and arrangement the view
chose, so the two can be read (and grow) separately. The *tall* arrangement stacks the
buttons one under another; the *compact* one sets them two by two, so that the text can
grow (150 %) on a panel that still fits its half of a 16:9 table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.deal_entry import DealField, deal_row, deal_row_width
from dirty7.ui.widgets.banner import FixedLabel
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click
from dirty7.ui.widgets.option_pager import text_width

#: Width of the difficulty row and of the description under it (logical units, at 100 %).
ROW_WIDTH = 470
#: The panel's padding (left/right, top, bottom), and its buttons' width in one column.
PAD_X, PAD_TOP, PAD_BOTTOM = 28, 26, 30
BUTTON_WIDTH = 300
#: The buttons' arrangements (see :func:`build_panel`): tall (one a row), two by two in
#: their order, and two by two with Resume on a row of its own (its label is long). The
#: rows are made from the buttons there are, so a way to play the menu was not given
#: (``MenuView``'s ``ways_to_play``) leaves no gap and no lone button behind it. The last,
#: *wide*, sets the choice of difficulty and the buttons (two by two) in two columns across
#: the whole table: with every way to play, large text does not fit a panel in half of it.
ARRANGEMENTS: tuple[str | None, ...] = (None, "pairs", "resume apart", "wide", "narrow choice")
#: The first arrangement that spans the table (the view moves the title above it), and
#: the width of its first column at 100 %, beside the Deal number row, or (*narrow
#: choice*, for long button labels) over it (the buttons get the rest).
WIDE = ARRANGEMENTS.index("wide")
WIDE_CHOICE_WIDTH = {"wide": 300, "narrow choice": 250}
#: Entry of a button: key, label, whether it is a primary (gold) one, what a click does.
Entry = tuple[str, str, bool, Callable[[], None]]


@dataclass
class MenuPanel:
    """The built panel and the widgets the view changes later."""

    panel: gui.UIBoxLayout
    heading: FixedLabel
    option_row: gui.UIBoxLayout
    description: FixedLabel
    strength: FixedLabel
    deal_input: DealField
    buttons: dict[str, TableButton]
    row_width: float
    compact: bool


def text_height(texts: Sequence[str], size: float, width: float) -> float:
    """The height of the tallest of ``texts`` wrapped at ``width`` in the panel's font.

    Why: the description and the strength lines keep a fixed box whatever difficulty is
    shown (a box that followed its text moved the buttons under it); at a
    large text size the box must hold the longest of them.
    """
    text = arcade.Text("", 0, 0, font_size=size, font_name=theme.BODY_FONT,
                       multiline=True, width=max(1, int(width)))
    tallest = 0.0
    for sample in texts:
        text.text = sample or " "
        tallest = max(tallest, text.content_height)
    return tallest


def panel_line(k: float, size: int, color: tuple, *, height: float = 0,
               bold: bool = False, width: float | None = None,
               samples: Sequence[str] = ()) -> FixedLabel:
    """A line (or, with ``height``, a fixed box of lines) of the panel's text.

    Why fixed: the text changes with the difficulty, and a label that fitted itself to
    its last text wrapped the next one narrower each time, until the panel ran off the
    screen. The box is ``height`` × ``k`` high, or as high as the tallest of
    ``samples`` needs.
    """
    width = ROW_WIDTH * k if width is None else width
    font_size = round(size * k)
    if height:
        height = max(height * k, text_height(samples, font_size, width))
    return FixedLabel("", width, height, width=width, multiline=height > 0,
                      font_name=theme.BODY_FONT, font_size=font_size,
                      text_color=theme.panel_text(color), bold=bold, align="center")


def start_style(k: float, quiet: bool) -> dict:
    """Start's style: the gold call to action, or a plain button under Resume."""
    if quiet:
        return button_style(size=round(theme.BUTTON_SIZE * k))
    return button_style(primary=True, size=round((theme.BUTTON_SIZE + 3) * k))


def menu_buttons(k: float, entries: Sequence[Entry], width: float = BUTTON_WIDTH
                 ) -> dict[str, TableButton]:
    """``(key, label, primary, action)`` → the panel's buttons, wired, ``width`` wide."""
    buttons = {}
    for key, text, primary, action in entries:
        button = TableButton(
            text=text, primary=primary, width=width, height=(58 if primary else 48) * k,
            style=start_style(k, quiet=False) if primary else start_style(k, quiet=True))
        on_click(button, action)
        buttons[key] = button
    return buttons


def least_tall_height(k: float, entries: Sequence[Entry], resume: bool = False) -> float:
    """A height the *tall* arrangement (:func:`build_panel`'s first: one button a row) of
    ``entries`` at scale ``k`` is never lower than: its padding, the description and
    strength boxes' least heights, the spacer, the buttons shown (Resume only with
    ``resume``) and the gaps between its rows.

    Why: the menu tries the tall arrangement first, and with every way to play it is far
    too high for the table; where even this height is more than the room, the menu goes to
    the next arrangement without building this one (a whole panel's text and layout, a
    tenth of the start-up before the menu's first frame).
    """
    shown = [primary for key, _label, primary, _action in entries
             if resume or key != "resume"]
    gaps = 5 + len(shown)  # under the heading, difficulties, boxes, Deal number and spacer
    return (PAD_TOP + PAD_BOTTOM + (52 + 40 + 4) * k
            + sum((58 if primary else 48) * k for primary in shown) + round(14 * k) * gaps)


def build_panel(k: float, entries: Sequence[Entry], *, arrangement: int = 0,
                resume: bool = False, room: float | None = None,
                descriptions: Sequence[str] = (), strengths: Sequence[str] = ()) -> MenuPanel:
    """The panel at text scale ``k``: heading, an empty difficulty row (the view fills
    it), the description and strength boxes (high enough for every one of
    ``descriptions`` and ``strengths``), the Deal number row and the buttons of
    ``entries`` in one of the :data:`ARRANGEMENTS`; its rows at most ``room`` wide (the
    panel's padding not counted). Set in rows, Resume is left out unless ``resume`` (the
    view builds the panel again when it shows)."""
    rows = ARRANGEMENTS[arrangement]
    gap, width, buttons_width = _widths(k, rows, room)
    outer = panel = gui.UIBoxLayout(vertical=True, space_between=gap, align="center")
    heading = panel_line(k, theme.SMALL_SIZE + 1, theme.GOLD, bold=True, width=width)
    option_row = gui.UIBoxLayout(vertical=False)
    description = panel_line(k, theme.SMALL_SIZE + 1, theme.TEXT, height=52, width=width,
                             samples=descriptions)
    # two lines: the measured strength, then your record
    strength = panel_line(k, theme.SMALL_SIZE - 1, theme.TEXT_DIM, height=40, width=width,
                          samples=strengths)
    row, deal_input = deal_row(k, stacked=rows == "narrow choice")
    for widget in (heading, option_row, description, strength, row,
                   gui.UISpace(height=4 * k, width=10)):
        panel.add(widget)
    buttons = menu_buttons(k, entries, BUTTON_WIDTH * k)
    if rows in WIDE_CHOICE_WIDTH:
        panel = gui.UIBoxLayout(vertical=True, space_between=gap, align="center")
        outer = gui.UIBoxLayout(vertical=False, space_between=2 * gap, align="top",
                                children=[outer, panel])
    if rows is None:
        for button in buttons.values():
            panel.add(button)
    else:
        _add_rows(panel, buttons, arranged(rows, list(buttons)), buttons_width, gap,
                  skip=() if resume else ("resume",))
    outer.with_padding(top=PAD_TOP, bottom=PAD_BOTTOM, left=PAD_X, right=PAD_X)
    outer.with_background(texture=theme.nine_patch(*theme.panel_colors(), 20))
    return MenuPanel(outer, heading, option_row, description, strength, deal_input, buttons,
                     width, arrangement > 0)


def _widths(k: float, rows: str | None, room: float | None) -> tuple[int, float, float]:
    """The gap between rows, the width of the panel's rows (or, wide, of its first
    column) and the width its rows of buttons share, in arrangement ``rows``."""
    gap = round((14 if rows is None else 10) * k)
    width = ROW_WIDTH * k if room is None else min(ROW_WIDTH * k, room)
    buttons_width = width
    if room is not None and rows in WIDE_CHOICE_WIDTH:
        width = WIDE_CHOICE_WIDTH[rows] * k
        if rows == "wide":  # the Deal number row beside its field: the column holds it
            width = max(width, deal_row_width(k))
        buttons_width = room - 2 * gap - width
    return gap, width, buttons_width


def labels_fit(k: float, entries: Sequence[Entry], *, arrangement: int, room: float,
               resume: bool = False) -> bool:
    """Whether every shown button's label fits the width :func:`build_panel` would give
    it in ``arrangement`` (with the menu's margin of 8 units, and one more for rounding).

    Why: in a language with long labels the two-by-two arrangements in half the table
    leave buttons too narrow; the menu skips them without building them (a whole panel's
    text and layout each, at start-up), as it skips the tall one by its height.
    """
    rows = ARRANGEMENTS[arrangement]
    labels = {key: (label, primary) for key, label, primary, _action in entries}
    shown = [key for key in labels if resume or key != "resume"]
    if rows is None:
        widths = {key: BUTTON_WIDTH * k for key in shown}
    else:
        gap, _width, share = _widths(k, rows, room)
        widths = {}
        for keys in arranged(rows, list(labels)):
            row = [key for key in keys if key in shown]
            widths.update({key: (share - gap * (len(row) - 1)) / len(row) for key in row})
    for key, width in widths.items():
        label, primary = labels[key]
        size = round((theme.BUTTON_SIZE + (3 if primary else 0)) * k)
        if text_width(label, size) > width - 8 + 1:
            return False
    return True


def arranged(style: str, keys: Sequence[str]) -> list[tuple[str, ...]]:
    """The rows of ``keys`` (the buttons in their order) in arrangement ``style``."""
    apart = ("resume",) if style != "pairs" and "resume" in keys else ()
    rest = [key for key in keys if key not in apart]
    return ([apart] if apart else []) + [tuple(rest[i:i + 2]) for i in range(0, len(rest), 2)]


def _add_rows(panel: gui.UIBoxLayout, buttons: dict[str, TableButton], rows, width: float,
              gap: float, skip: Sequence[str]) -> None:
    """The buttons in ``rows`` side by side, sharing ``width``, all but ``skip``."""
    for keys in rows:
        shown = [buttons[key] for key in keys if key in buttons and key not in skip]
        if not shown:
            continue
        line = gui.UIBoxLayout(vertical=False, space_between=gap, align="center")
        for button in shown:
            button.rect = button.rect.resize(width=(width - gap * (len(shown) - 1)) / len(shown))
            line.add(button)
        panel.add(line)


def menu_texts(hint: str) -> tuple[arcade.Text, arcade.Text, arcade.Text, arcade.Text]:
    """The texts the menu draws by hand beside the panel: the title and its shadow, the
    tagline and the footer ``hint`` (placed by the view)."""
    def text(words: str, color: tuple, size: float, **kwargs) -> arcade.Text:
        return arcade.Text(words, 0, 0, color, size, anchor_x="center",
                           anchor_y="baseline", **kwargs)

    title = {"font_name": theme.TITLE_FONT, "bold": True}
    return (text("Dirty Seven", theme.CREAM, theme.TITLE_SIZE, **title),
            text("Dirty Seven", (0, 0, 0, 120), theme.TITLE_SIZE, **title),
            text(_("A two-player shedding game with a sting"), theme.TEXT_DIM, theme.BODY_SIZE,
                 font_name=theme.BODY_FONT),
            text(hint, (*theme.TEXT_DIM, 170), theme.SMALL_SIZE, font_name=theme.BODY_FONT))


def shrink_to(text, size: float, room: float) -> None:
    """Give the ``arcade.Text`` ``text`` font ``size``, or a point less at a time down to
    8, to fit ``room``: the largest of ``size``, ``size - 1``, … that fits, or the first
    at 8 or under.

    Why a guess first: each size tried is a new font (its glyphs rendered into an atlas of
    its own), and a long hint in a narrow column took several. A text's width grows with
    its size nearly in proportion, so the size that fits is guessed from the width at
    ``size``, then checked with the size a point larger; only where the guess was off are
    the sizes between walked, a point at a time, as before.
    """
    text.font_size = size
    if text.content_width <= room or size <= 8:
        return
    sizes = [size]  # a point off at a time, as the sizes were always reached
    while sizes[-1] > 8:
        sizes.append(sizes[-1] - 1)
    last = len(sizes) - 1
    width = text.content_width  # wider than the room, yet 0 for an empty text in a room below 0
    share = room / width if width > 0 else 0.0
    off = min(last, max(1, math.ceil(size - size * share)))
    text.font_size = sizes[off]
    if text.content_width <= room:  # fits: a point larger may fit too
        while off > 1:
            text.font_size = sizes[off - 1]
            if text.content_width > room:
                text.font_size = sizes[off]
                return
            off -= 1
        return
    while text.content_width > room and off < last:
        off += 1
        text.font_size = sizes[off]


__all__ = ["ROW_WIDTH", "WIDE", "MenuPanel", "arranged", "build_panel", "labels_fit",
           "least_tall_height", "menu_buttons", "menu_texts", "panel_line", "shrink_to",
           "start_style", "text_height"]
