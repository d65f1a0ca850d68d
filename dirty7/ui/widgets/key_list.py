"""Every key a player can press, in words: the table's, the main menu's and the reading
keys of a player who plays by ear.

Why one list for two screens: the table's ``?`` overlay and the "Keys" page of How to play
show the same keys, and a key added in one place must not be missing from the other.
"""

from __future__ import annotations

#: The table's keys, as the ``?`` overlay lists them (keep in step with
#: :data:`dirty7.ui.table.keyboard_focus.ACTIONS`).
TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("← →", "Choose a card in your hand"),
    ("Enter / Space", "Play the chosen card"),
    ("1 2 3 4", "Name ♣ ♦ ♥ ♠ for a Jack"),
    ("D", "Draw from the stock"),
    ("P", "Pass (after a Three)"),
    ("Ctrl+Z", "Take back your play (before the computer answers)"),
    ("O", "Hand order: by suit, by rank, as drawn"),
    ("H", "Hint: what Hard would play"),
    ("L", "Show or hide the game log (↑ ↓ scroll it)"),
    ("W", "Why? The computer's last move explained"),
    ("M", "Sound on / off"),
    ("C T K V A", "Speak: hand, top, counts, last move, repeat"),
    ("E", "Export the game record"),
    ("F11", "Full screen on / off"),
    ("? / Esc", "This list / close a panel, back to the menu"),
)
#: The main menu's keys.
MENU_KEYS: tuple[tuple[str, str], ...] = (
    ("↑ ↓", "Choose the difficulty"),
    ("Enter / N", "Start a game (N: a new one over a saved game)"),
    ("R", "Resume your saved game"),
    ("Tab", "Move along the buttons; Enter presses one"),
    ("H", "How to play"),
    ("S", "Speech on / off ([ ] slower, faster; B brief)"),
    ("Esc", "Quit"),
)
#: The table's reading keys, one by one (they speak while speech is on).
LISTENING_KEYS: tuple[tuple[str, str], ...] = (
    ("C", "Your hand in its order, the chosen card marked"),
    ("T", "The top card and the suit to follow"),
    ("K", "The counts: your cards, the other's, the stock"),
    ("V", "The last move"),
    ("A", "The last announcement again"),
)

__all__ = ["LISTENING_KEYS", "MENU_KEYS", "TABLE_KEYS"]
