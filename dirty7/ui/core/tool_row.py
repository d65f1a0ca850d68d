"""The table's top-left row of buttons (Menu, Hint, Log, Why? and ?) at a text scale.

Why a module of its own: the row grows with the player's text size, and
everything that keeps clear of it (the computer's hand, the side panels, the mute mark)
must read the same boxes; one pure function of the text scale is what they share.
"""

from __future__ import annotations

from dirty7.i18n import N_, gettext

#: The buttons, left to right: name, width at text scale 1, the English label's width in
#: ems of its font (measured in DejaVu Sans, the widest of the theme's fonts) and the label.
TOOLS = (("menu", 120.0, 3.8, N_("Menu")), ("hint", 80.0, 2.8, N_("Hint")),
         ("log", 80.0, 2.5, N_("Log")), ("why", 80.0, 3.75, N_("Why?")),
         ("help", 42.0, 0.7, "?"))
TOOL_NAMES = tuple(tool[0] for tool in TOOLS)
#: A label's width in ems per character, for a label in another language (generous: a
#: bold "W" or "?" of DejaVu Sans at the button's size is near one em).
EMS_PER_CHARACTER = 1.0
TOOL_HEIGHT = 42.0
TOOL_GAP = 8.0
TOOL_LEFT = 20.0
TOOL_TOP = 20.0  # felt above the row
#: The labels' font size at text scale 1 (theme.BUTTON_SIZE) and the felt kept beside one.
LABEL_SIZE = 17
LABEL_PAD = 8.0


def tool_boxes(text_scale: float, table_height: float, room: float | None = None
               ) -> dict[str, tuple[float, float, float, float]]:
    """Name → (left, bottom, width, height) of each button on a table ``table_height``
    high, in logical units, for labels grown by ``text_scale``.

    Each button keeps its width at 100 % and grows only as far as its label needs (most
    have room to spare; a label in another language may need more), and ``k ** 0.5``
    taller: the row takes as little of the top edge from the computer's hand and the side
    panels as the labels allow. A button that would end right of ``room`` starts a second
    row under the first (a wordy language at a large text size in a narrow window), so the
    text keeps the size the player chose and the computer's hand keeps its room.
    """
    k = max(1.0, text_scale)
    height = TOOL_HEIGHT * k ** 0.5
    top = table_height - TOOL_TOP
    boxes, x = {}, TOOL_LEFT
    for name, width, ems, label in TOOLS:
        shown = gettext(label)
        if shown != label:  # a translated label: its width from its length
            ems = EMS_PER_CHARACTER * len(shown)
        width = max(width, ems * LABEL_SIZE * k + 2 * LABEL_PAD,
                    height if name == "help" else 0.0)
        if room is not None and x > TOOL_LEFT and x + width > room:
            x, top = TOOL_LEFT, top - height - TOOL_GAP
        boxes[name] = (x, top - height, width, height)
        x += width + TOOL_GAP
    return boxes


def tools_right(text_scale: float, room: float | None = None) -> float:
    """The right edge of the row (of its longer row where it wraps)."""
    return max(left + width for left, _b, width, _h in tool_boxes(text_scale, 0.0,
                                                                   room).values())


__all__ = ["TOOL_NAMES", "tool_boxes", "tools_right"]
