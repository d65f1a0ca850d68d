"""The "Look and hand" sheet: four-colour deck, high contrast, card size, text size, hand
order, and whether a play may be taken back.

Why a sheet of its own, opened from Settings: the Settings sheet already fills a 16:9
window, and these choices belong together (how the table reads for this player). The
look (deck, contrast, text size) applies at once, so this sheet itself is built again
in the new look (:class:`~dirty7.ui.widgets.choice_sheet.ChoiceSheetView`).
"""

from __future__ import annotations

from dirty7.store.settings import CARD_SIZES, HAND_ORDERS, TEXT_SIZES
from dirty7.ui.widgets.choice_sheet import ChoiceSheetView, SheetRow

__all__ = ["CARD_SIZE_LABELS", "HAND_ORDER_LABELS", "LookView", "ROWS"]

HAND_ORDER_LABELS = {"suit": "By suit", "rank": "By rank", "drawn": "As drawn"}
CARD_SIZE_LABELS = {"normal": "Normal", "large": "Large", "extra_large": "Extra large"}
ROWS: tuple[SheetRow, ...] = (
    ("four_colour", "Four-colour deck", "Clubs green, diamonds blue, hearts red, spades black.",
     None),
    ("high_contrast", "High contrast", "Plain dark felt, white panels, thicker outlines.", None),
    ("card_size", "Card size", "Larger cards on the table (a small window grows them too).",
     tuple((size, CARD_SIZE_LABELS[size]) for size in CARD_SIZES)),
    ("text_size", "Text size", "For every screen; a screen too small for it grows what fits.",
     tuple((size, f"{size}%") for size in TEXT_SIZES)),
    ("hand_order", "Hand order", "O at the table changes it; drag a card in your hand to "
     "move it.", tuple((order, HAND_ORDER_LABELS[order]) for order in HAND_ORDERS)),
    ("take_back", "Take back", "Ctrl+Z or the button returns a play the computer has not "
     "answered yet.", None),
)


class LookView(ChoiceSheetView):
    """The sheet of ``settings`` (the app's live settings; when None, those in ``store``
    are loaded); ``on_back()`` leaves it."""

    sheet_title = "Look and hand"
    rows = ROWS
