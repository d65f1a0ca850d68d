"""The main menu's own sentences: its two questions and its key hint.

Why a module of their own: they are what the player reads, kept together (and out of the
menu's layout code) so that they can be worded in one place; each is a message, looked up
(``_()``) where the menu shows it, so a change of language reaches it.
"""

from __future__ import annotations

from dirty7.i18n import N_

NEW_GAME_TITLE = N_("Start a new game?")
NEW_GAME_BODY = N_("Your unfinished game will be replaced: it cannot be resumed afterwards.")
QUIT_TITLE = N_("Quit Dirty Seven?")
QUIT_BODY = N_("Your unfinished game is saved: Resume continues it next time.")
HINT_START = N_("↑ ↓ choose difficulty   ·   Enter start   ·   H how to play   ·   S speech")
HINT_RESUME = N_("↑ ↓ choose difficulty   ·   Enter resume   ·   N new game   ·   "
                 "H how to play   ·   S speech")

__all__ = ["HINT_RESUME", "HINT_START", "NEW_GAME_BODY", "NEW_GAME_TITLE", "QUIT_BODY",
           "QUIT_TITLE"]
