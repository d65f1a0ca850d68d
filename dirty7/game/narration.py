"""Moves in words, for the game log ("Computer played 7♣ — answer with a Seven or draw 4").

Built from the engine's events only, so the log tells exactly what the rules did. Cards
the computer drew stay secret unless they came from the recycled (public) part of the
stock, just as a watching player would know them.
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.rules import (
    SUIT_SYMBOLS,
    CardDrawn,
    CardPlayed,
    GameOver,
    NextTurn,
    Passed,
    StockRefilled,
    SuitNamed,
)

DEFAULT_NAMES = ("You", "Computer")


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def describe(events: Sequence, names: Sequence[str] = DEFAULT_NAMES,
             viewer: int | None = 0) -> list[str]:
    """One line per move (plus one per stock refill) for the events of one move.

    ``viewer`` is the seat whose eyes the log uses: its own drawn cards are named, the
    other seat's only when they came from the known stock. ``None`` names every card.
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
        lines.insert(0, _describe_play(played, named, nxt, over, names))
    elif drawer is not None:
        lines.insert(0, _describe_draw(drawer, drawn, names, viewer))
    elif passed is not None:
        lines.insert(0, f"{names[passed]} passed")
    return lines


def _describe_play(played: CardPlayed, named: int | None, nxt: NextTurn | None,
                   over: int | None, names: Sequence[str]) -> str:
    who = names[played.seat]
    text = f"{who} played {played.card.pretty()}"
    if over is not None:
        return f"{text} and won the game!"
    if named is not None:
        return f"{text} and named {SUIT_SYMBOLS[named]}"
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


def _describe_draw(seat: int, drawn: list, names: Sequence[str], viewer: int | None) -> str:
    who = names[seat]
    if not drawn:
        return f"{who} could not draw: no cards left"
    shown = [e.card.pretty() for e in drawn
             if viewer is None or seat == viewer or e.from_known_stock]
    text = f"{who} drew {_cards(len(drawn))}"
    if shown and len(shown) == len(drawn):
        return f"{text}: {', '.join(shown)}"
    if shown:
        return f"{text} (seen: {', '.join(shown)})"
    return text
