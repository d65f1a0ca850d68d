"""The "Look and hand" sheet: four-colour deck, high contrast, card size, text size, hand
order, whether a play may be taken back, and the language of every word.

Why a sheet of its own, opened from Settings: the Settings sheet already fills a 16:9
window, and these choices belong together (how the table reads for this player). The
look (deck, contrast, text size) applies at once, so this sheet itself is built again
in the new look (:class:`~dirty7.ui.widgets.choice_sheet.ChoiceSheetView`).
"""

from __future__ import annotations

from dirty7.i18n import N_, _, selectable_languages
from dirty7.i18n.languages import language_name, resolve_language
from dirty7.store.settings import CARD_SIZES, HAND_ORDERS, TEXT_SIZES
from dirty7.ui.widgets.choice_sheet import ChoiceSheetView, SheetRow

__all__ = ["CARD_SIZE_LABELS", "HAND_ORDER_LABELS", "LookView", "ROWS"]

HAND_ORDER_LABELS = {"suit": N_("By suit"), "rank": N_("By rank"), "drawn": N_("As drawn")}
CARD_SIZE_LABELS = {"normal": N_("Normal"), "large": N_("Large"),
                    "extra_large": N_("Extra large")}
#: The Language row: the system's language (the default), then each language a player can
#: choose by its short code ("DE", "PT"): seven languages in their own names do not fit
#: one row of the sheet in a small window (the command line's refusal names them whole).
LANGUAGE_CHOICES = (("", N_("System")),
                    *((code, code.split("_")[0].upper()) for code in selectable_languages()))
#: The rows (their words looked up where the sheet shows them).
ROWS: tuple[SheetRow, ...] = (
    ("four_colour", N_("Four-colour deck"),
     N_("Clubs green, diamonds blue, hearts red, spades black."), None),
    ("high_contrast", N_("High contrast"), N_("Plain dark felt, white panels, thicker outlines."),
     None),
    ("card_size", N_("Card size"), N_("Larger cards on the table (a small window grows them "
                                      "too)."),
     tuple((size, CARD_SIZE_LABELS[size]) for size in CARD_SIZES)),
    ("text_size", N_("Text size"), N_("For every screen; a screen too small for it grows what "
                                      "fits."),
     tuple((size, f"{size}%") for size in TEXT_SIZES)),
    ("hand_order", N_("Hand order"), N_("O at the table changes it; drag a card in your hand "
                                        "to move it."),
     tuple((order, HAND_ORDER_LABELS[order]) for order in HAND_ORDERS)),
    ("take_back", N_("Take back"), N_("Ctrl+Z or the button returns a play the computer has "
                                      "not answered yet."), None),
    ("language", N_("Language"), "", LANGUAGE_CHOICES),
)


class LookView(ChoiceSheetView):
    """The sheet of ``settings`` (the app's live settings; when None, those in ``store``
    are loaded); ``on_back()`` leaves it."""

    sheet_title = N_("Look and hand")
    rows = ROWS

    def shown_value(self, key: str) -> object:
        """A language code this game does not ship (an older or edited settings file)
        means the system's language: the System button is the one lit, and
        :meth:`value_words` names the system's language."""
        value = super().shown_value(key)
        if key == "language" and value and resolve_language(value) != value:
            return ""
        return value

    def value_words(self, key: str) -> str:
        """Under the Language label, the chosen language in its own name ("Deutsch"; the
        system's: "System: Русский"): the row itself can only hold short codes."""
        if key != "language":
            return super().value_words(key)
        chosen = self.shown_value(key)  # "" for an unshipped code: the system's
        if chosen:
            return language_name(str(chosen))
        return _("System: {language}").format(language=language_name(resolve_language("")))
