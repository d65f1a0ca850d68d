"""The game in short spoken sentences, for a player who plays by ear.

Why: an OpenGL window is invisible to screen readers, so the game must say itself
everything a sighted player notices — the deal, each move, a draw, a refill, the suit a
Jack named, whose turn it is, the result — and answer the keys that read the state (the
hand, the waste's top card, the counts, the last move, the last announcement).

The moves are worded by :mod:`dirty7.game.narration` (the game log's sentences, with
cards said in words), and the turns by :mod:`dirty7.game.table.table_words` (the status
line's), so the log, the status line and the voice say one thing. What is heard is what
the player may know: own cards by name, the other's only counted, the stock never named.

Brief (:attr:`Announcer.brief`, the player's verbosity setting): the turn in its fewest
words ("Your turn.", "Answer the Seven.") and a focused card by its name alone; what
happened (the moves, the result) is said in full either way.

No window, no sound: each method returns the sentence; whoever speaks it (the table's
speech part, a test's listener) decides when. :attr:`Announcer.last` is what
:meth:`Announcer.repeat` says again.
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.game.card_words import rank_name, suit_name
from dirty7.game.narration import (
    SPOKEN,
    default_names,
    describe,
    spoken_card,
    spoken_text,
)
from dirty7.game.table.shown_state import ShownEvent
from dirty7.game.table.table_words import phase_text, winner_text
from dirty7.i18n import N_, _, ngettext
from dirty7.rules import DRAW_MOVE, Card, GameOver, PlayerView
from dirty7.rules.cards import JACK as JACK_RANK

#: Asked when a Jack waits for its suit (the keys 1 to 4 name them).
SUIT_QUESTION = N_("Name a suit for the Jack: 1 clubs, 2 diamonds, 3 hearts, 4 spades, "
                   "or Escape to take it back")


def cards_said(n: int) -> str:
    """``1 card`` / ``5 cards``, as a spoken sentence counts them."""
    return ngettext("{count} card", "{count} cards", n).format(count=n)


def sentences(lines: Sequence[str]) -> str:
    """Lines as sentences: each ends with a full stop unless it ends with its own."""
    return " ".join(line if line.endswith((".", "!", "?")) else line + "." for line in lines)


def card_list(cards: Sequence[Card]) -> str:
    """Cards in words, in the given order: ``Two of clubs, Seven of hearts``."""
    return ", ".join(spoken_card(c) for c in cards) if cards else _("no cards")


class Announcer:
    """The sentences for the player at ``seat``; ``names`` are the seats' display names."""

    def __init__(self, seat: int = 0, names: Sequence[str] | None = None) -> None:
        self.seat = seat
        self.names = tuple(names) if names is not None else default_names()
        self.human = (seat == 0, seat == 1)
        #: The last announcement (what :meth:`repeat` says).
        self.last = ""
        #: The last move in words (what :meth:`last_move` says).
        self.move_words = ""
        #: Fewest words for the turn and the focus (see the module's docstring).
        self.brief = False

    def _said(self, text: str) -> str:
        self.last = text
        return text

    # ------------------------------------------------------------------ events
    def deal(self, view: PlayerView, hand: Sequence[int] | None = None) -> str:
        """The deal: own cards (in ``hand``'s order, else the view's), the up-card, the turn."""
        cards = [Card(c) for c in hand] if hand is not None else view.hand
        text = ngettext("New game. You have {count} card: {cards}. The up-card is the {card}.",
                        "New game. You have {count} cards: {cards}. The up-card is the {card}.",
                        len(cards)).format(count=len(cards), cards=card_list(cards),
                                           card=spoken_card(view.top_card))
        if view.top_card.rank == view.variant.wild_rank:
            text += " " + _("The suit is {suit}.").format(
                suit=suit_name(view.active_suit_index))
        return self._said(f"{text} {self.turn(view)}")

    def move(self, events: Sequence[ShownEvent]) -> str:
        """One move (its engine events): the game log's lines, spoken. Also the result when
        the move ended the game."""
        lines = describe(events, self.names, self.seat, words=SPOKEN)
        text = sentences(lines)
        if lines:
            self.move_words = text
        over = next((e for e in events if isinstance(e, GameOver)), None)
        if over is not None:
            text += " " + self.result(over.winner)
        return self._said(text)

    def turn(self, view: PlayerView) -> str:
        """Whose turn it is and what is asked (the status line's words, for ``view``'s seat)."""
        if view.phase == "-":
            return self.result(view.to_move)
        legal = view.legal_moves
        holds_seven = DRAW_MOVE not in legal if view.is_my_turn and view.phase == "7" else None
        text = phase_text(view.phase, view.to_move, view.pending_draw, names=self.names,
                          human_seats=self.human, holds_seven=holds_seven,
                          variant=view.variant)
        if view.is_my_turn and view.phase in "na" and list(legal) == [DRAW_MOVE]:
            text = _("Your turn: no card fits, draw a card")
        if self.brief:
            text = text.split(":", 1)[0]
        return self._said(text + ".")

    def result(self, winner: int | None) -> str:
        """The end: "You win!" or who won."""
        return self._said(sentences([_("Game over"), winner_text(winner, self.names, self.human)]))

    def refused(self, reason: str) -> str:
        """An illegal choice: the engine's reason, in words."""
        return self._said(spoken_text(reason))

    def suit_asked(self) -> str:
        return self._said(_(SUIT_QUESTION))

    def message(self, text: str) -> str:
        """Anything else the table tells the player (a pass, a hint), in words."""
        return self._said(spoken_text(text))

    # ------------------------------------------------------------------ the reading keys
    def focus(self, card: int, playable: bool) -> str:
        """The focus moved onto ``card``: its name, and whether it may be played now."""
        playable = playable and not self.brief
        name = spoken_card(Card(card))
        # Translators: a card the focus reached that may be played now: "Seven of hearts,
        # playable".
        return self._said(_("{card}, playable").format(card=name) if playable else name)

    def hand(self, hand: Sequence[int], chosen: int | None = None) -> str:
        """The player's hand in its order on the table, the chosen card marked."""
        named = [_("{card} chosen").format(card=spoken_card(Card(c))) if c == chosen
                 else spoken_card(Card(c)) for c in hand]
        listed = ", ".join(named) if named else _("no cards")
        return self._said(ngettext("Your hand, {count} card: {cards}.",
                                   "Your hand, {count} cards: {cards}.", len(hand)).format(
            count=len(hand), cards=listed))

    def table(self, view: PlayerView) -> str:
        """The waste's top card and the suit to follow."""
        top = view.top_card
        suit = suit_name(view.active_suit_index)
        card = spoken_card(top)
        if top.rank == view.variant.wild_rank and top.suit != view.active_suit_index:
            text = _("The top card is the {card}. The Jack asks for {suit}.") if \
                top.rank == JACK_RANK else _("The top card is the {card}. It asks for {suit}.")
        elif view.phase == "7" and view.variant.penalty_rank != 6:
            text = _("The top card is the {card}. A card of its rank to answer.")
        elif view.phase == "7":
            text = _("The top card is the {card}. A Seven to answer.")
        else:
            # Translators: {rank} is a rank's name (Ace…King): play any card of that rank.
            text = _("The top card is the {card}. Follow {suit} or play a {rank}.")
        return self._said(text.format(card=card, suit=suit, rank=rank_name(top.rank)))

    def counts(self, view: PlayerView) -> str:
        """How many cards each player holds, and the stock."""
        other = self.names[1 - self.seat]
        # Translators: {mine}, {theirs} and {stock} are counts of cards ("5 cards").
        return self._said(_("You have {mine}, {name} has {theirs}, the stock has {stock}.").format(
            mine=cards_said(len(view.hand)), name=other,
            theirs=cards_said(view.opponent_hand_size), stock=cards_said(view.stock_size)))

    def last_move(self) -> str:
        return self._said(self.move_words or _("No move yet."))

    def repeat(self) -> str:
        """The last announcement again (it stays the last one)."""
        return self.last or _("Nothing said yet.")


__all__ = ["SUIT_QUESTION", "Announcer", "card_list", "cards_said", "sentences"]
