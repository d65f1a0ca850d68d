"""A player who plays by ear: it hears the table's sentences and answers with keys only.

Why: the proof that what is spoken is enough to play. The listener never reads the
position, the view's state or the pixels: what it knows of the game is what it heard
(the :class:`Ear` the table speaks into) and what the reading keys answered. It acts
only through the view's ``on_key_press`` and lets time pass through frames (waiting for
a computer's thread, as a person waits). Support code, not a test module.
"""

from __future__ import annotations

import re
from collections import Counter

from dirty7.ui.core.bootstrap import arcade
from tests.support.drivers import FRAME, TableScreen, key

K = arcade.key
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("clubs", "diamonds", "hearts", "spades")
CARD = re.compile(rf"({'|'.join(RANKS)}) of ({'|'.join(SUITS)})")
#: How a sentence that gives the listener the turn begins (the table's words for it).
TURN_WORDS = ("Your turn", "Answer the Seven", "Three played", "Ace played")
SUIT_KEYS = (K.KEY_1, K.KEY_2, K.KEY_3, K.KEY_4)


class ListenerError(AssertionError):
    """What the listener heard was not enough to play on (the sentences are quoted)."""


class Ear:
    """The table's voice for a test: every sentence, in the order said."""

    def __init__(self) -> None:
        self.heard: list[str] = []

    def say(self, text: str, interrupt: bool = False) -> None:
        self.heard.append(text)


def cards_in(text: str) -> list[tuple[str, str]]:
    """Every card named in ``text`` as (rank word, suit word), in order."""
    return CARD.findall(text)


class Listener:
    """Plays seat 0 of ``view`` from what ``ear`` hears."""

    def __init__(self, view, ear: Ear, clock=None) -> None:
        self.view = view
        self.ear = ear
        self.time = TableScreen(view, clock)  # only its frames: time passing
        self.read = 0  # sentences already taken in
        self.moves = 0
        self.result = ""

    def hear(self) -> list[str]:
        """What was said since the listener last listened."""
        new = self.ear.heard[self.read:]
        self.read = len(self.ear.heard)
        for text in new:
            if "Game over." in text:
                self.result = text[text.index("Game over."):]
        return new

    def press(self, symbol: int) -> list[str]:
        self.hear()
        key(self.view, symbol)
        return self.hear()

    def ask(self, symbol: int) -> str:
        """A reading key's answer (the last thing said)."""
        said = self.press(symbol)
        if not said:
            raise ListenerError(f"key {symbol} answered nothing")
        return said[-1]

    # ------------------------------------------------------------------ the game
    def wait_turn(self, limit: float = 300.0) -> str | None:
        """Let time pass until the turn is said (its sentence) or the end (None)."""
        waited = 0.0
        while waited < limit:
            heard = self.hear()
            if self.result:
                return None
            for text in heard:
                if any(words in text for words in TURN_WORDS):
                    return text
            self.time.frame()
            waited += FRAME
        raise ListenerError(f"no turn heard in {limit} s; last heard: {self.ear.heard[-3:]}")

    def play(self, max_moves: int = 500) -> str:
        """Play to the end; returns the result as heard ("Game over. You win!")."""
        while (turn := self.wait_turn()) is not None:
            if self.moves >= max_moves:
                raise ListenerError(f"no end after {self.moves} moves")
            self.move(turn)
            self.moves += 1
        return self.result

    def move(self, turn: str) -> None:
        hand = cards_in(self.ask(K.C).split(":", 1)[1])
        table = self.ask(K.T)
        top = cards_in(table)[0]
        asked = re.search(r"The Jack asks for (\w+)|Follow (\w+)", table)
        suit = next(s for s in asked.groups() if s) if asked else top[1]
        choice = self.choose(turn, hand, top, suit)
        if choice is None:
            said = self.press(K.P if "Three played" in turn else K.D)
            verb = "passed" if "Three played" in turn else "drew"
        else:
            self.focus(choice, len(hand))
            said = self.press(K.ENTER)
            if choice[0] == "Jack" and not any("Game over." in t for t in said):
                # (a Jack that was the last card wins at once: no suit is asked)
                if not any(t.startswith("Name a suit") for t in said):
                    raise ListenerError(f"no suit asked for the Jack: {said}")
                rest = Counter(s for r, s in hand if (r, s) != choice)
                named = max(SUITS, key=lambda s: (rest[s], -SUITS.index(s)))
                said = self.press(SUIT_KEYS[SUITS.index(named)])
            verb = "played"
        if not any(t.startswith(f"You {verb}") for t in said):
            raise ListenerError(f"after {turn!r} the listener {verb} {choice}; heard {said}")

    @staticmethod
    def choose(turn: str, hand, top, suit) -> tuple[str, str] | None:
        """A card to play (by its words), or None to draw or pass: a Seven to answer a
        Seven; else a card of the rank or the suit asked; else a Jack."""
        if "Answer the Seven" in turn:
            return next((c for c in hand if c[0] == "Seven"), None)
        fits = [c for c in hand if c[0] != "Jack" and (c[0] == top[0] or c[1] == suit)]
        if fits:
            return max(fits, key=lambda c: (c[0] == "Seven", c[0] in ("Ace", "Three")))
        if "Three played" in turn:
            return None  # a Jack is kept: pass
        return next((c for c in hand if c[0] == "Jack"), None)

    def focus(self, card: tuple[str, str], hand_size: int) -> None:
        """Arrows until the focus is said to be on ``card``."""
        for _ in range(hand_size + 1):
            said = self.press(K.RIGHT)
            if said and cards_in(said[-1])[:1] == [card]:
                return
        raise ListenerError(f"the focus never reached {card[0]} of {card[1]}")


__all__ = ["Ear", "Listener", "ListenerError", "cards_in"]
