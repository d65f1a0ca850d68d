"""Every key a player can press, in words: the table's, the main menu's and the reading
keys of a player who plays by ear.

Why one list for two screens: the table's ``?`` overlay and the "Keys" page of How to play
show the same keys, and a key added in one place must not be missing from the other.
Each key and its words are messages (a key's name too: "Space" is "Leertaste"),
translated where the list is shown.
"""

from __future__ import annotations

from dirty7.i18n import N_
from dirty7.rules import STANDARD, Variant

_EIGHT, _JACK = 7, 10
#: The keys a rule set may lack, by the switch that brings them: naming a suit (by the
#: wild rank), passing (after the extra-play card, or keeping a drawn card) and the call.
_SUIT_KEYS = {_JACK: N_("Name ♣ ♦ ♥ ♠ for a Jack"), _EIGHT: N_("Name ♣ ♦ ♥ ♠ for an Eight")}
_PASS_WORDS = {(True, False): N_("Pass (after a Three)"),
               (True, True): N_("Pass (after a Three), or keep a card just drawn"),
               (False, True): N_("Keep a card just drawn")}
_CALL_KEY = ("U", N_("Call “Last card!”"))
#: R opens the rules card at any table; listed where the rules are not Dirty Seven's.
_RULES_KEY = ("R", N_("The rules card: the rules in force"))


def table_keys(variant: Variant = STANDARD) -> tuple[tuple[str, str], ...]:
    """The table's keys, as the ``?`` overlay and How to play list them for ``variant``
    (keep in step with :data:`dirty7.ui.table.keyboard_focus.ACTIONS`): a key whose rule
    is off is not listed (no call key without the call)."""
    wild = variant.wild_rank
    suit = (("1 2 3 4", _SUIT_KEYS.get(wild, _SUIT_KEYS[_JACK])),) if wild is not None else ()
    passing = _PASS_WORDS.get((variant.extra_rank is not None,
                               variant.cannot_play == "draw-play"))
    return (*_TABLE_KEYS[:2], *suit, _TABLE_KEYS[2],
            *((("P", passing),) if passing else ()),
            *((_CALL_KEY,) if variant.last_card else ()), *_TABLE_KEYS[3:-1],
            *((_RULES_KEY,) if variant.play_rules() != STANDARD else ()), _TABLE_KEYS[-1])


_TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("← →", N_("Choose a card in your hand")),
    (N_("Enter / Space"), N_("Play the chosen card")),
    ("D", N_("Draw from the stock")),
    (N_("Ctrl+Z"), N_("Take back your play (before the computer answers)")),
    ("O", N_("Hand order: by suit, by rank, as drawn")),
    ("H", N_("Hint: what Hard would play")),
    ("L", N_("Show or hide the game log (↑ ↓ scroll it)")),
    ("W", N_("Why? The computer's last move explained")),
    ("M", N_("Sound on / off")),
    ("C T K V A", N_("Speak: hand, top, counts, last move, repeat")),
    ("E", N_("Export the game record")),
    ("F11", N_("Full screen on / off")),
    (N_("? / Esc"), N_("This list / close a panel, back to the menu")),
)
#: Dirty Seven's keys (the table's ``?`` list of the default rules).
TABLE_KEYS = table_keys(STANDARD)
#: The main menu's keys.
MENU_KEYS: tuple[tuple[str, str], ...] = (
    ("↑ ↓", N_("Choose the difficulty")),
    (N_("Enter / N"), N_("Start a game (N: a new one over a saved game)")),
    ("R", N_("Resume your saved game")),
    (N_("Tab"), N_("Move along the buttons; Enter presses one")),
    ("H", N_("How to play")),
    ("S", N_("Speech on / off ([ ] slower, faster; B brief)")),
    (N_("Esc"), N_("Quit")),
)
#: The table's reading keys, one by one (they speak while speech is on).
LISTENING_KEYS: tuple[tuple[str, str], ...] = (
    ("C", N_("Your hand in its order, the chosen card marked")),
    ("T", N_("The top card and the suit to follow")),
    ("K", N_("The counts: your cards, the other's, the stock")),
    ("V", N_("The last move")),
    ("A", N_("The last announcement again")),
)

__all__ = ["LISTENING_KEYS", "MENU_KEYS", "TABLE_KEYS", "table_keys"]
