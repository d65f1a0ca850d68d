"""Moves in words, for the game log ("Computer played 7♣ — answer with a Seven or draw 4").

Built from the engine's events only, so the log tells exactly what the rules did. Cards
the computer drew stay secret unless they came from the recycled (public) part of the
stock, just as a watching player would know them.

The same sentences are spoken to a player who plays by ear
(:mod:`dirty7.game.announcer`): only the way a card and a suit are named differs
(:data:`SHOWN` writes ``7♥``, :data:`SPOKEN` says "the Seven of hearts"), so what is read
and what is heard can never tell two stories.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dirty7.rules import (
    RANKS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    Card,
    CardDrawn,
    CardPlayed,
    GameOver,
    NextTurn,
    Passed,
    StockRefilled,
    SuitNamed,
    make_card,
)

DEFAULT_NAMES = ("You", "Computer")

#: A rank in words, in rank order (A = 0 … K = 12).
RANK_WORDS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
              "Jack", "Queen", "King")


def spoken_card(card: Card) -> str:
    """A card as it is said aloud: ``Seven of hearts``."""
    return f"{RANK_WORDS[card.rank]} of {SUIT_NAMES[card.suit]}"


@dataclass(frozen=True)
class Wording:
    """How the sentences name things: a card, a suit, and the article before a played card.

    ``count_other_draws``: the other seat's drawn cards are only counted, never named
    (speech says less than the log, which lists the cards drawn from the public stock).
    """

    card: Callable[[Card], str]
    suit: Callable[[int], str]
    article: str = ""
    count_other_draws: bool = False


#: The game log's words: ``7♥``, ``♣``.
SHOWN = Wording(card=Card.pretty, suit=SUIT_SYMBOLS.__getitem__)
#: Words to be heard: "the Seven of hearts", "clubs".
SPOKEN = Wording(card=spoken_card, suit=SUIT_NAMES.__getitem__, article="the ",
                 count_other_draws=True)

_PRETTY_CARD = re.compile(r"(10|[A2-9JQK])([♣♦♥♠])")
_SUIT_SYMBOL = re.compile("[♣♦♥♠]")


def spoken_text(text: str) -> str:
    """A line written for the eye (``7♥ does not match ♠``) made fit to be heard: each
    card and suit symbol said in words, by :func:`spoken_card` and the suit names."""
    def card(match: re.Match) -> str:
        rank = RANKS.index("T" if match[1] == "10" else match[1])
        return spoken_card(make_card(rank, SUIT_SYMBOLS.index(match[2])))
    text = _PRETTY_CARD.sub(card, text)
    return _SUIT_SYMBOL.sub(lambda m: SUIT_NAMES[SUIT_SYMBOLS.index(m[0])], text)


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def describe(events: Sequence, names: Sequence[str] = DEFAULT_NAMES,
             viewer: int | None = 0, words: Wording = SHOWN) -> list[str]:
    """One line per move (plus one per stock refill) for the events of one move.

    ``viewer`` is the seat whose eyes the log uses: its own drawn cards are named, the
    other seat's only when they came from the known stock. ``None`` names every card.
    ``words`` says how cards and suits are named (:data:`SHOWN` or :data:`SPOKEN`).
    """
    lines: list[str] = []
    played = None
    named = None
    drawn: list = []
    drawer = None
    over = None
    nxt = None
    passed = None
    for event in events:
        if isinstance(event, CardPlayed):
            played = event
        elif isinstance(event, SuitNamed):
            named = event.suit
        elif isinstance(event, CardDrawn):
            drawer = event.seat
            drawn.append(event)
        elif isinstance(event, StockRefilled):
            lines.append(f"The waste was turned over: {_cards(len(event.cards))} make a new "
                         "stock")
        elif isinstance(event, Passed):
            passed = event.seat
        elif isinstance(event, NextTurn):
            nxt = event
        elif isinstance(event, GameOver):
            over = event.winner
    if played is not None:
        lines.insert(0, _describe_play(played, named, nxt, over, names, words))
    elif drawer is not None:
        lines.insert(0, _describe_draw(drawer, drawn, names, viewer, words))
    elif passed is not None:
        lines.insert(0, f"{names[passed]} passed")
    return lines


def _describe_play(played: CardPlayed, named: int | None, nxt: NextTurn | None,
                   over: int | None, names: Sequence[str], words: Wording) -> str:
    who = names[played.seat]
    text = f"{who} played {words.article}{words.card(played.card)}"
    if over is not None:
        return f"{text} and won the game!"
    if named is not None:
        return f"{text} and named {words.suit(named)}"
    if nxt is None:
        return text
    other = names[nxt.seat]
    if nxt.phase == "7":
        if other == "You":
            return f"{text} — answer with a Seven or draw {nxt.pending_draw}"
        return f"{text} — {other} must answer with a Seven or draw {nxt.pending_draw}"
    if nxt.phase == "3":
        return f"{text} — another card or pass"
    if nxt.phase == "a":  # the verb agrees with its subject: "You … play", "Computer … plays"
        return f"{text} and {'play' if who == 'You' else 'plays'} again"
    return text


def _describe_draw(seat: int, drawn: list, names: Sequence[str], viewer: int | None,
                   words: Wording) -> str:
    who = names[seat]
    if not drawn:
        return f"{who} could not draw: no cards left"
    known = not words.count_other_draws
    shown = [words.card(e.card) for e in drawn
             if viewer is None or seat == viewer or (known and e.from_known_stock)]
    text = f"{who} drew {_cards(len(drawn))}"
    if shown and len(shown) == len(drawn):
        return f"{text}: {', '.join(shown)}"
    if shown:
        return f"{text} (seen: {', '.join(shown)})"
    return text
