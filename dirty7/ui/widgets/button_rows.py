"""Buttons in one centred row when they fit across the window, else in two.

Why: a screen that offers many choices (the results: Play again, Statistics, Export and
verify, Review, Swap hands, Menu) must keep every button whole and its label readable in
the smallest window at the largest text size. A second row keeps the labels at their size
where one row would have to squeeze them or run off the window's edges. The buttons keep
their order, left to right and then top to bottom (the order they are read in).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dirty7.ui.core.bootstrap import gui

#: Room kept beside a label inside its button, in logical units times the scale.
LABEL_PAD = 36.0
ROW_GAP = 0.6  # the gap between two rows, of the gap between two buttons side by side


class ButtonRows:
    """A vertical box of one or two horizontal rows of buttons; :meth:`arrange` makes a
    new ``box`` each time, for the caller to put in its layout."""

    def __init__(self) -> None:
        self.box = gui.UIBoxLayout(vertical=True)
        #: The buttons of each row as last arranged, top row first.
        self.rows: list[list[gui.UIWidget]] = []

    def arrange(self, buttons: Sequence[gui.UIWidget], widths: Sequence[float],
                least: Sequence[float], height: float, room: float, gap: float) -> float:
        """Size the buttons (``widths``, never under ``least``) and put them in as few rows
        as fit across ``room`` (two, or more where another language's words are longer);
        the height of the whole block is returned."""
        def across(ws: Sequence[float]) -> float:
            return sum(ws) + gap * (len(ws) - 1)

        split = [list(range(len(buttons)))]
        if across(widths) > room:  # as few rows as hold every button at its least width
            for count in range(2, len(buttons) + 1):
                per_row = math.ceil(len(buttons) / count)
                split = [split[0][:per_row]] + [
                    list(range(len(buttons)))[start:start + per_row]
                    for start in range(per_row, len(buttons), per_row)]
                if all(across([least[i] for i in row]) <= room for row in split):
                    break
        # Out of the old rows with ``remove``, which unbinds the listeners ``add`` put on
        # each button (``clear`` leaves them, and they outlive the row they call).
        for row in self.box.children:
            for child in list(row.children):
                row.remove(child)
        self.box = gui.UIBoxLayout(vertical=True, space_between=round(gap * ROW_GAP))
        self.rows = []
        for indices in split:
            ws = [widths[i] for i in indices]
            squeeze = min(1.0, (room - gap * (len(ws) - 1)) / sum(ws))
            row = gui.UIBoxLayout(vertical=False, space_between=round(gap))
            for i in indices:
                buttons[i].resize(width=max(least[i], widths[i] * squeeze), height=height)
                row.add(buttons[i])
            self.rows.append([buttons[i] for i in indices])
            self.box.add(row)
        return len(split) * height + (len(split) - 1) * round(gap * ROW_GAP)


__all__ = ["LABEL_PAD", "ButtonRows"]
