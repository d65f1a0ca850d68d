"""The Settings screen: every player setting on one sheet, saved the moment it changes.

Why save on every change instead of on "Back": a player who changes the card back and then
closes the window expects it to stick, and there is no "Cancel" a player would look for. A
save that fails (read-only or full data directory) is shown on the sheet and the new value
still applies for this session; the game never crashes over a settings file.

Every change goes through the app's one
:class:`~dirty7.ui.core.live_settings.LiveSettings` (the sheet keeps no copy): it saves the
new :class:`~dirty7.store.settings.Settings` and tells the look, the sounds and the app.

Keyboard: Up/Down pick a row (a soft highlight shows which), Left/Right change it, Space or
Enter toggles an on/off row, Esc or Backspace go back. The difficulty row holds any number of
installed strategies (it pages, like the menu's); Left/Right there also stop on an
unavailable one, which is not chosen but says why in the line under the row (hovering it
does the same).
"""

from dirty7.ui.screens.settings.choices import (
    ANIMATION_CHOICES,
    FIRST_CHOICES_LABELS,
    MATCH_TARGETS,
    OPTION_FONT_SIZE,
    loaded_settings,
)
from dirty7.ui.screens.settings.settings_view import SettingsView

__all__ = [
    "ANIMATION_CHOICES",
    "FIRST_CHOICES_LABELS",
    "MATCH_TARGETS",
    "OPTION_FONT_SIZE",
    "SettingsView",
    "loaded_settings",
]
