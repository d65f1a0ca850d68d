"""The Settings screen's choices and sizes, and the settings it starts from.

Why apart: the sheet's builder, its keys and the view all read them; the choices
offered come from the rules and the store (only their labels are the screen's).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dirty7.i18n import N_
from dirty7.rules import FIRST_CHOICES
from dirty7.store.settings import ANIMATION_SPEEDS, load_settings
from dirty7.store.storage import Store
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import gui
from dirty7.ui.core.live_settings import LiveSettings

#: The animation speeds' words (looked up where they are shown, like every label here).
ANIMATION_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
                    "instant": N_("Instant")}
ANIMATION_CHOICES: tuple[tuple[str, str], ...] = tuple(
    (name, ANIMATION_LABELS[name]) for name in ANIMATION_SPEEDS)
#: What the "First" row calls each of the rules' choices (the choices are the rules').
FIRST_LABELS = {"human": N_("You"), "computer": N_("Computer"), "alternate": N_("Alternate")}
FIRST_CHOICES_LABELS: tuple[tuple[str, str], ...] = tuple(
    (first, FIRST_LABELS[first]) for first in FIRST_CHOICES)
#: The Rules row's last choice: not a rule set but the Custom rules sheet, where one is
#: made (marked while a custom set is in force).
CUSTOM = "custom"
#: Match targets offered; a different value from an edited file is shown as an extra option.
MATCH_TARGETS: tuple[int | None, ...] = (None, 50, 100, 200, 500)

LABEL_WIDTH = 212  # "Highlight playable" plus a clear gap before its switch
#: Four speeds side by side, "Normal" clear of its button's borders (at 330 it touched them).
CONTROL_WIDTH = 372
RULE_LABEL_WIDTH = 164  # "Sevens stack" plus a clear gap before its switch
#: Three starters side by side, "Computer" and "Alternate" clear of their borders.
RULE_CONTROL_WIDTH = 360
LABEL_SIZE = theme.BODY_SIZE - 1
ROW_HEIGHT = 44
OPTION_GAP = 6
OPTION_FONT_SIZE = theme.BUTTON_SIZE - 2
#: Narrower than this (× text scale), a difficulty button could not show a word: it pages.
DIFFICULTY_MIN_WIDTH = 92
#: Of LABEL_WIDTH, what the difficulty row gives its buttons ("Difficulty" is short): the
#: four built-in levels then fit on one page instead of paging two at a time.
DIFFICULTY_SPARE = 76
HINT = N_("Changes are saved as you make them  ·  ↑ ↓ choose  ·  ← → change  ·  Esc back")
#: The hint when the sheet has its "Look and hand…" button: L opens it from the keyboard.
LOOK_HINT = N_("Saved as you change them  ·  ↑ ↓ choose  ·  ← → change  ·  C custom rules  ·  "
               "L look and hand  ·  S speech  ·  F play a friend  ·  Esc back")


def loaded_settings(store: Store | None = None) -> LiveSettings:
    """Live settings read from ``store`` (for a sheet opened without the app's: a test)."""
    settings, _warning = load_settings(store)  # the warning is queued in the store
    return LiveSettings(settings, store=store)


@dataclass
class Row:
    """One setting on the sheet: its field, the box to highlight, and how keys change it."""

    key: str
    box: gui.UIWidget
    step: Callable[[int], None]
    toggle: Callable[[], None] | None = None
