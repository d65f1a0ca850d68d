"""The shipped levels' names and descriptions, written once.

Why a module of their own: each strategy carries its words (the registry reads ``label``
and ``description`` from a built-in class as it does from a plug-in's), and the menu
offers the same levels before the registry has been read (at start-up, without importing
a search); both take them from here. Marked for the catalogue, translated where shown.
"""

from __future__ import annotations

from dirty7.rules.phrase import N_

EASY = (N_("Easy"), N_("Plays a random legal card. Good for learning the rules."))
MEDIUM = (N_("Medium"), N_("Plays sensibly: keeps its Sevens and Jacks for later."))
HARD = (N_("Hard"), N_("Remembers every card and looks ahead. Hard to beat."))
MATCHED = (N_("Matched"),
           N_("Adapts to you: it gets stronger when you win and weaker when you lose."))

#: The levels offered before the registry is read, in the menu's order.
BUILT_IN = {"easy": EASY, "medium": MEDIUM, "hard": HARD}

__all__ = ["BUILT_IN", "EASY", "HARD", "MATCHED", "MEDIUM"]
