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

from dirty7.game.card_words import RANK_NAMES, card_name, suit_name
from dirty7.game.table.shown_state import ShownEvent
from dirty7.i18n import N_, _, ngettext
from dirty7.rules import (
    RANKS,
    SUIT_SYMBOLS,
    Card,
    CardDrawn,
    CardPlayed,
    GameOver,
    LastCardCalled,
    NextTurn,
    Passed,
    StockRefilled,
    SuitNamed,
    make_card,
)

_SEVEN = 6
#: The seats' names when the caller gives none (looked up where they are used).
DEFAULT_NAMES = (N_("You"), N_("Computer"))
#: A rank in words, in rank order (A = 0 … K = 12): the card words' own list.
RANK_WORDS = RANK_NAMES


def default_names() -> tuple[str, str]:
    """``You`` and ``Computer`` in the language in force."""
    return _(DEFAULT_NAMES[0]), _(DEFAULT_NAMES[1])


def spoken_card(card: Card) -> str:
    """A card as it is said aloud: ``Seven of hearts`` (``Herz-Sieben``)."""
    return card_name(card)


def spoken_played_card(card: Card) -> str:
    """A played card as a sentence says it: ``the Seven of hearts``."""
    # Translators: a card named in a spoken sentence ("Computer played the Seven of
    # hearts"); {card} is the card's name. German drops the article: "{card}".
    return _("the {card}").format(card=card_name(card))


@dataclass(frozen=True)
class Wording:
    """How the sentences name things: a card, a suit, and a played card.

    ``count_other_draws``: the other seat's drawn cards are only counted, never named
    (speech says less than the log, which lists the cards drawn from the public stock).
    """

    card: Callable[[Card], str]
    suit: Callable[[int], str]
    played: Callable[[Card], str] | None = None
    count_other_draws: bool = False

    def played_card(self, card: Card) -> str:
        return (self.played or self.card)(card)


#: The game log's words: ``7♥``, ``♣``.
SHOWN = Wording(card=Card.pretty, suit=SUIT_SYMBOLS.__getitem__)
#: Words to be heard: "the Seven of hearts", "clubs".
SPOKEN = Wording(card=spoken_card, suit=suit_name, played=spoken_played_card,
                 count_other_draws=True)

_PRETTY_CARD = re.compile(r"(10|[A2-9JQK])([♣♦♥♠])")
_SUIT_SYMBOL = re.compile("[♣♦♥♠]")


def spoken_text(text: str) -> str:
    """A line written for the eye (``7♥ does not match ♠``) made fit to be heard: each
    card and suit symbol said in words, by :func:`spoken_card` and the suit names."""
    def card(match: re.Match[str]) -> str:
        rank = RANKS.index("T" if match[1] == "10" else match[1])
        return spoken_card(make_card(rank, SUIT_SYMBOLS.index(match[2])))
    text = _PRETTY_CARD.sub(card, text)
    return _SUIT_SYMBOL.sub(lambda m: suit_name(SUIT_SYMBOLS.index(m[0])), text)


def describe(events: Sequence[ShownEvent], names: Sequence[str] | None = None,
             viewer: int | None = 0, words: Wording = SHOWN) -> list[str]:
    """One line per move (plus one per stock refill) for the events of one move.

    ``viewer`` is the seat whose eyes the log uses: its own drawn cards are named, the
    other seat's only when they came from the known stock. ``None`` names every card.
    ``words`` says how cards and suits are named (:data:`SHOWN` or :data:`SPOKEN`).
    """
    names = tuple(names) if names is not None else default_names()
    lines: list[str] = []
    played = named = drawer = over = nxt = passed = called = None
    drawn: list[CardDrawn] = []
    for event in events:
        if isinstance(event, CardPlayed):
            played = event
        elif isinstance(event, SuitNamed):
            named = event.suit
        elif isinstance(event, CardDrawn):
            drawer = event.seat
            drawn.append(event)
        elif isinstance(event, StockRefilled):
            count = len(event.cards)
            lines.append(ngettext("The waste was turned over: {count} card makes a new stock",
                                  "The waste was turned over: {count} cards make a new stock",
                                  count).format(count=count))
        elif isinstance(event, Passed):
            passed = event.seat
        elif isinstance(event, LastCardCalled):
            called = event.seat
        elif isinstance(event, NextTurn):
            nxt = event
        elif isinstance(event, GameOver):
            over = event.winner
    if played is not None:
        lines.insert(0, _describe_play(played, named, nxt, over, names, words))
        if drawer == played.seat:  # drawn with the play: the last-card call was forgotten
            lines.insert(1, _forgot_line(names[drawer], len(drawn)))
    elif called is not None:
        lines.insert(0, _("You called “Last card!”") if _is_you(names[called]) else
                     _("{name} called “Last card!”").format(name=names[called]))
    elif drawer is not None:
        lines.insert(0, _describe_draw(drawer, drawn, names, viewer, words))
    elif passed is not None:
        lines.insert(0, _pass_line(names[passed]))
    return lines


def _is_you(name: str) -> bool:
    return name == _(DEFAULT_NAMES[0])


def _forgot_line(who: str, count: int) -> str:
    """A play that left one card without the last-card call: the penalty drawn."""
    if _is_you(who):
        return ngettext("You did not call “Last card!” and drew {count} card",
                        "You did not call “Last card!” and drew {count} cards",
                        count).format(count=count)
    return ngettext("{name} did not call “Last card!” and drew {count} card",
                    "{name} did not call “Last card!” and drew {count} cards",
                    count).format(name=who, count=count)


def _pass_line(who: str) -> str:
    return _("You passed") if _is_you(who) else _("{name} passed").format(name=who)


#: What follows a played card, by outcome: (when you played it, when a named seat did).
_PLAY_LINES = {
    "plain": (N_("You played {card}"), N_("{name} played {card}")),
    "won": (N_("You played {card} and won the game!"),
            N_("{name} played {card} and won the game!")),
    "named": (N_("You played {card} and named {suit}"),
              N_("{name} played {card} and named {suit}")),
    "3": (N_("You played {card} — another card or pass"),
          N_("{name} played {card} — another card or pass")),
    "a": (N_("You played {card} and play again"), N_("{name} played {card} and plays again")),
}


def _describe_play(played: CardPlayed, named: int | None, nxt: NextTurn | None,
                   over: int | None, names: Sequence[str], words: Wording) -> str:
    who = names[played.seat]
    card = words.played_card(played.card)
    if nxt is not None and nxt.phase == "7" and over is None and named is None:
        if played.card.rank != _SEVEN:  # another rank is the penalty card
            return _penalty_line(who, names[nxt.seat], card, played.card.rank,
                                 nxt.pending_draw)
        return _seven_line(who, names[nxt.seat], card, nxt.pending_draw)
    if over is not None:
        outcome = "won"
    elif named is not None:
        outcome = "named"
    elif nxt is not None and nxt.phase in ("3", "a"):
        outcome = nxt.phase
    else:
        outcome = "plain"
    mine, theirs = _PLAY_LINES[outcome]
    text = _(mine) if _is_you(who) else _(theirs)
    suit = words.suit(named) if named is not None else ""
    return text.format(name=who, card=card, suit=suit)


def _penalty_line(who: str, other: str, card: str, rank: int, count: int) -> str:
    """A penalty card of another rank than the Seven (a Two) was played."""
    return ngettext("{name} played {card} — {other} answers with a {rank} or draws {count}",
                    "{name} played {card} — {other} answers with a {rank} or draws {count}",
                    count).format(name=who, other=other, card=card, count=count,
                                  rank=_(RANK_NAMES[rank]))


def _seven_line(who: str, other: str, card: str, count: int) -> str:
    """A Seven played: the other seat must answer it with a Seven or draw ``count``."""
    if _is_you(other):
        return ngettext("{name} played {card} — answer with a Seven or draw {count}",
                        "{name} played {card} — answer with a Seven or draw {count}",
                        count).format(name=who, card=card, count=count)
    if _is_you(who):
        return ngettext("You played {card} — {other} must answer with a Seven or draw {count}",
                        "You played {card} — {other} must answer with a Seven or draw {count}",
                        count).format(other=other, card=card, count=count)
    return ngettext(
        "{name} played {card} — {other} must answer with a Seven or draw {count}",
        "{name} played {card} — {other} must answer with a Seven or draw {count}",
        count).format(name=who, other=other, card=card, count=count)


def _describe_draw(seat: int, drawn: list[CardDrawn], names: Sequence[str],
                   viewer: int | None, words: Wording) -> str:
    who = names[seat]
    you = _is_you(who)
    if not drawn:
        return _("You could not draw: no cards left") if you else \
            _("{name} could not draw: no cards left").format(name=who)
    known = not words.count_other_draws
    shown = [words.card(e.card) for e in drawn
             if viewer is None or seat == viewer or (known and e.from_known_stock)]
    count, listed = len(drawn), ", ".join(shown)
    if shown and len(shown) == len(drawn):
        text = ngettext("You drew {count} card: {cards}", "You drew {count} cards: {cards}",
                        count) if you else \
            ngettext("{name} drew {count} card: {cards}", "{name} drew {count} cards: {cards}",
                     count)
    elif shown:
        text = ngettext("You drew {count} card (seen: {cards})",
                        "You drew {count} cards (seen: {cards})", count) if you else \
            ngettext("{name} drew {count} card (seen: {cards})",
                     "{name} drew {count} cards (seen: {cards})", count)
    else:
        text = ngettext("You drew {count} card", "You drew {count} cards", count) if you else \
            ngettext("{name} drew {count} card", "{name} drew {count} cards", count)
    return text.format(name=who, count=count, cards=listed)
