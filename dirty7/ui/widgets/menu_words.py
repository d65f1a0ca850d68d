"""The main menu's own sentences: its two questions and its key hint.

Why a module of their own: they are what the player reads, kept together (and out of the
menu's layout code) so that they can be worded, and later translated, in one place.
"""

from __future__ import annotations

NEW_GAME_TITLE = "Start a new game?"
NEW_GAME_BODY = "Your unfinished game will be replaced: it cannot be resumed afterwards."
QUIT_TITLE = "Quit Dirty Seven?"
QUIT_BODY = "Your unfinished game is saved: Resume continues it next time."
HINT_START = "↑ ↓ choose difficulty   ·   Enter start   ·   H how to play   ·   S speech"
HINT_RESUME = ("↑ ↓ choose difficulty   ·   Enter resume   ·   N new game   ·   "
               "H how to play   ·   S speech")

__all__ = ["HINT_RESUME", "HINT_START", "NEW_GAME_BODY", "NEW_GAME_TITLE", "QUIT_BODY",
           "QUIT_TITLE"]
