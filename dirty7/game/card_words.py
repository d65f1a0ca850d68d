"""Cards and suits as the player reads them, in the player's language ("Herz-Bube").

Why here and not in the rules: the rules are pure and speak in ids (a rank 0–12, a suit
0–3, the notation ``J♥``, which is the same in every language and is what records, codes
and the network carry); whoever shows a card to a person names it through these.
"""

from __future__ import annotations

from dirty7.i18n import N_, _
from dirty7.rules import SUIT_SYMBOLS, Card

#: The ranks in words, in rank order (A = 0 … K = 12), as a card is named.
RANK_NAMES = (N_("Ace"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"),
              N_("Seven"), N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"),
              N_("King"))
#: The suits in a sentence ("the suit is hearts"), in the engine's order C D H S.
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
#: The suits as a label or a button's word ("Hearts"), in the same order.
SUIT_TITLES = (N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades"))


def rank_name(rank: int) -> str:
    """``Jack`` (``Bube``): rank 0–12 in words."""
    return _(RANK_NAMES[rank])


def suit_name(suit: int) -> str:
    """``hearts`` (``Herz``): suit 0–3 as a sentence names it."""
    return _(SUIT_NAMES[suit])


def suit_title(suit: int) -> str:
    """``Hearts`` (``Herz``): suit 0–3 as a label names it."""
    return _(SUIT_TITLES[suit])


def suit_word(suit: int) -> str:
    """``♥ hearts``: symbol and name of a suit."""
    return f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}"


def card_name(card: Card) -> str:
    """``Seven of hearts`` (``Herz-Sieben``): a card in words."""
    # Translators: a card's name, e.g. "Seven of hearts"; {rank} is Ace…King, {suit}
    # clubs…spades (German puts the suit first: "Herz-Sieben").
    return _("{rank} of {suit}").format(rank=rank_name(card.rank), suit=suit_name(card.suit))


__all__ = ["RANK_NAMES", "SUIT_NAMES", "SUIT_TITLES", "card_name", "rank_name", "suit_name",
           "suit_title", "suit_word"]
