"""The game state and its transitions: the whole rulebook's hot path.

A :class:`Position` is mutable and cheap to copy: two hand masks, the waste and the stock
as lists of card ints, and a few small ints. ``legal_moves`` finds the playable cards
with one mask ``&`` and turns them into moves through per-suit lookup tables, and
``push`` applies a move in place without validating it (search calls it hundreds of
thousands of times a second). The checked, functional entry points live in
:mod:`dirty7.rules` (``apply_move``), which copy and validate first.

Besides what RULES.md's notation holds, a position remembers what the players may know:
whether the stock is made of recycled waste cards (its order then public) and, per seat,
which cards in hand were drawn from that public part. :meth:`Position.view` builds a
player's view from this.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .cards import CARDS, EIGHT, JACK, Card, cards_of
from .events import (
    CardDealt,
    CardDrawn,
    CardPlayed,
    Event,
    GameOver,
    NextTurn,
    StockRefilled,
    SuitNamed,
    UpCardTurned,
)
from .house_turns import after_draw_moves, after_play, push_other, up_card_effect
from .illegal import Refusal, why_illegal
from .moves import CALL, DRAW, EIGHT_MOVE_BASE, JACK_MOVE_BASE, MOVES, PASS_MOVE, Move, as_move
from .notation import format_position, parse_parts
from .phases import AFTER_ACE, AFTER_THREE, ANSWER_SEVEN, NORMAL, OVER, PHASE_CODES, Phase
from .ruleset import AGAIN, EXTRA, PENALTY, WILD, Rules, rules_of
from .shuffle import shuffled_deck
from .variant import STANDARD, Variant
from .view import PlayerView

#: Dirty Seven's cards dealt to each player (a variant's ``hand_size`` says its own).
HAND_SIZE = 7


class Position:
    """A position of a game played by a rule set (see RULES.md, "Position notation").

    Attributes are public for speed and for tools; treat them as read-only outside the
    engine. ``phase_index`` is a :class:`Phase` held as an exact int (see
    :mod:`.phases`); ``hands[seat]`` are card masks; ``waste`` is bottom→top; ``_stock`` is
    stored top-LAST (so drawing is ``pop()``); :attr:`stock` gives it top-first.
    ``rules`` are the compiled switches of the variant it plays (:mod:`.ruleset`);
    ``drawn`` is the card just drawn that may be played at once (the "draw one and play
    it" rule; else -1), and ``called`` whether the player to move has called "last card".
    """

    __slots__ = (
        "hands", "waste", "_stock", "to_move", "phase_index", "active_suit", "pending",
        "winner", "rules", "stock_known", "known_in_hand", "universe", "ply", "drawn",
        "called",
    )

    def __init__(self, hands: tuple[int, int] | list[int], waste: Sequence[int],
                 stock_top_first: Sequence[int], to_move: int,
                 phase: Phase | int | str = Phase.NORMAL, active_suit: int | None = None, *,
                 pending: int = 0,
                 seven_stack: bool = False, variant: Variant = STANDARD,
                 drawn: int = -1, called: bool = False) -> None:
        """Build a position from parts; no validation (use ``parse_position`` for that).
        ``seven_stack`` turns stacking on in ``variant``."""
        self.hands = [hands[0], hands[1]]
        self.waste = list(waste)
        self._stock = list(reversed(stock_top_first))
        self.to_move = to_move
        self.phase_index = int(Phase.from_code(phase) if isinstance(phase, str) else phase)
        top = self.waste[-1]
        self.active_suit = top // 13 if active_suit is None else active_suit
        if seven_stack and not variant.seven_stack:
            variant = replace(variant, seven_stack=True)
        self.rules = rules_of(variant)
        self.pending = pending if pending else (
            self.rules.penalty_draw if self.phase_index == ANSWER_SEVEN else 0)
        self.winner = to_move if self.phase_index == OVER else -1
        self.stock_known = False
        self.known_in_hand = [0, 0]
        self.universe = self.hands[0] | self.hands[1]
        for c in self.waste:
            self.universe |= 1 << c
        for c in self._stock:
            self.universe |= 1 << c
        self.ply = 0
        self.drawn = drawn
        self.called = called

    # ----------------------------------------------------------------- read access
    @property
    def phase(self) -> str:
        """The notation code of :attr:`phase_index` (a :class:`Phase`): ``n 3 a 7 d -``."""
        return PHASE_CODES[self.phase_index]

    @property
    def variant(self) -> Variant:
        """The rule set this position plays (without who starts and the match)."""
        return self.rules.variant

    @property
    def seven_stack(self) -> bool:
        """Whether penalty cards answered in kind add up (RULES.md, ``seven_stack``)."""
        return self.rules.stack

    @property
    def is_over(self) -> bool:
        return self.phase_index == OVER

    @property
    def top_card(self) -> Card:
        return CARDS[self.waste[-1]]

    @property
    def stock(self) -> list[Card]:
        """The stock, top (next card drawn) first."""
        return [CARDS[c] for c in reversed(self._stock)]

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    def hand(self, seat: int) -> list[Card]:
        """``seat``'s cards, sorted by suit then rank."""
        return cards_of(self.hands[seat])

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    @property
    def pending_draw(self) -> int:
        """How many cards a draw would ask for now (before what the piles can supply)."""
        return self.pending if self.phase_index == ANSWER_SEVEN else 1

    def copy(self) -> Position:
        """An independent copy (lists copied, ints shared)."""
        new = Position.__new__(Position)
        new.hands = self.hands[:]
        new.waste = self.waste[:]
        new._stock = self._stock[:]
        new.to_move = self.to_move
        new.phase_index = self.phase_index
        new.active_suit = self.active_suit
        new.pending = self.pending
        new.winner = self.winner
        new.rules = self.rules
        new.stock_known = self.stock_known
        new.known_in_hand = self.known_in_hand[:]
        new.universe = self.universe
        new.ply = self.ply
        new.drawn = self.drawn
        new.called = self.called
        return new

    __copy__ = copy

    def swapped_seats(self, *, turn: bool = True) -> Position:
        """A copy with the two seats exchanged: their hands and what each is known to hold,
        and (``turn``) who is to move and who won. Why in the engine: a table that shows
        the guest's game from the guest's seat, and a deal replayed with the hands
        exchanged (``turn=False``: the same seat starts), are the same operation, written
        once."""
        new = self.copy()
        new.hands = [self.hands[1], self.hands[0]]
        new.known_in_hand = [self.known_in_hand[1], self.known_in_hand[0]]
        if turn:
            new.to_move ^= 1
            if new.winner >= 0:
                new.winner ^= 1
        return new

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (self.hands == other.hands and self.waste == other.waste
                and self._stock == other._stock and self.to_move == other.to_move
                and self.phase_index == other.phase_index
                and self.active_suit == other.active_suit and self.pending == other.pending
                and self.rules is other.rules and self.called == other.called
                and self.drawn == other.drawn)

    def __hash__(self) -> int:
        raise TypeError("a Position is mutable: it has no hash (use its notation)")

    def __str__(self) -> str:
        return format_position(self)

    def __repr__(self) -> str:
        return f"Position('{self}')"

    # ----------------------------------------------------------------- move generation
    def legal_moves(self) -> list[Move]:
        """Every legal move for the player to move (empty when the game is over)."""
        phase = self.phase_index
        hand = self.hands[self.to_move]
        rules = self.rules
        if phase == ANSWER_SEVEN:
            answers = hand & rules.penalty_mask
            moves = rules.moves_for(answers) if answers else [MOVES[DRAW]]
        elif phase == OVER:
            return []
        else:
            playable = hand & rules.match[self.waste[-1]][self.active_suit]
            if rules.draw_play and self.drawn >= 0:
                return after_draw_moves(self, hand, playable & (1 << self.drawn))
            if not playable:
                return [PASS_MOVE] if phase == AFTER_THREE else [MOVES[DRAW]]
            if hand & (hand - 1) == 0 and playable & rules.wild_mask:
                moves = [MOVES[playable.bit_length() - 1]]  # a last wild card names no suit
            else:
                moves = rules.moves_for(playable)
            if phase == AFTER_THREE:
                moves.append(PASS_MOVE)
            if rules.call_penalty and not self.called and rules.can_call(hand, playable):
                moves.append(MOVES[CALL])
            return moves
        if rules.call_penalty and not self.called and rules.can_call(hand, answers):
            moves.append(MOVES[CALL])
        return moves

    def is_legal(self, move: int) -> bool:
        return move in self.legal_moves()

    # ----------------------------------------------------------------- transitions
    def push(self, move: int, events: list[Event] | None = None) -> None:
        """Apply a legal ``move`` in place, appending what happened to ``events``.

        Not validated: call it with a move from :meth:`legal_moves`, or use
        ``dirty7.rules.apply_move``.
        """
        seat = self.to_move
        self.ply += 1
        if move < JACK_MOVE_BASE:
            card = move
            named = -1
        elif move < DRAW:
            j = move - JACK_MOVE_BASE
            card = (j >> 2) * 13 + JACK
            named = j & 3
        elif EIGHT_MOVE_BASE <= move < CALL:
            j = move - EIGHT_MOVE_BASE
            card = (j >> 2) * 13 + EIGHT
            named = j & 3
        elif move == DRAW and (self.phase_index == ANSWER_SEVEN or not self.rules.cannot_play):
            self.draw_cards(seat, self.pending if self.phase_index == ANSWER_SEVEN else 1,
                            events)
            self.phase_index = NORMAL
            self.pending = 0
            self.to_move = seat ^ 1
            if events is not None:
                events.append(NextTurn(self.to_move, PHASE_CODES[self.phase_index],
                                       self.pending_draw))
            return
        else:
            push_other(self, move, seat, events)
            if events is not None:
                events.append(NextTurn(self.to_move, PHASE_CODES[self.phase_index],
                                       self.pending_draw))
            return
        bit = 1 << card
        hand = self.hands[seat] ^ bit
        self.hands[seat] = hand
        if self.known_in_hand[seat] & bit:
            self.known_in_hand[seat] ^= bit
        waste = self.waste
        waste.append(card)
        if events is not None:
            events.append(CardPlayed(seat, CARDS[card]))
        if not hand:
            self.phase_index = OVER
            self.winner = seat
            self.active_suit = card // 13
            self.pending = 0
            if events is not None:
                events.append(GameOver(seat))
            return
        rules = self.rules
        effect = rules.effect[card % 13]
        if effect == WILD:
            self.active_suit = named
            self.phase_index = NORMAL
            self.to_move = seat ^ 1
            if events is not None:
                events.append(SuitNamed(seat, named))
        else:
            self.active_suit = card // 13
            if effect == PENALTY:
                if self.phase_index == ANSWER_SEVEN and rules.stack:
                    self.pending += rules.penalty_draw
                else:
                    self.pending = rules.penalty_draw
                self.phase_index = ANSWER_SEVEN
                self.to_move = seat ^ 1
            elif effect == EXTRA:
                self.phase_index = AFTER_THREE
            elif effect == AGAIN:
                self.phase_index = AFTER_ACE
            else:
                self.phase_index = NORMAL
                self.to_move = seat ^ 1
        if rules.after_play:
            after_play(self, seat, hand, events)
        if not self._stock and len(waste) > 1:
            self._refill(events)
        if events is not None:
            events.append(NextTurn(self.to_move, PHASE_CODES[self.phase_index],
                                   self.pending_draw))

    def draw_cards(self, seat: int, count: int, events: list[Event] | None) -> int:
        """Draw ``count`` cards (fewer when stock and waste run out) into ``seat``'s hand,
        refilling the stock as RULES.md says; the last card drawn, or -1 for none."""
        stock = self._stock
        hand = self.hands[seat]
        card = -1
        for _ in range(count):
            if not stock:
                if len(self.waste) > 1:
                    self._refill(events)
                    stock = self._stock
                else:
                    break
            card = stock.pop()
            hand |= 1 << card
            if self.stock_known:
                self.known_in_hand[seat] |= 1 << card
            if events is not None:
                events.append(CardDrawn(seat, CARDS[card], self.stock_known))
        self.hands[seat] = hand
        if not stock and len(self.waste) > 1:
            self._refill(events)
        return card

    def _refill(self, events: list[Event] | None) -> None:
        """Turn every waste card but the top over to become the stock (RULES.md)."""
        waste = self.waste
        recycled = waste[:-1]
        recycled.reverse()  # stored top-last: the earliest discard must be popped first
        self._stock = recycled
        self.waste = [waste[-1]]
        self.stock_known = True
        if events is not None:
            events.append(StockRefilled(tuple(CARDS[c] for c in reversed(recycled))))

    # ----------------------------------------------------------------- explanations
    def explain_illegal(self, move: int | str) -> Refusal | None:
        """Why ``move`` is not legal here, in a player's words; None when it is legal.

        The reason is the English sentence, carrying its message id and named arguments
        (:class:`Refusal`) for a screen that shows it in the player's language.

        ``move`` is a Move, its int, or its notation (``"7H"``, ``"JS>H"``, ``"draw"``);
        anything else is a :class:`NotationError`.
        """
        move = as_move(move)
        if self.is_legal(move):
            return None
        return why_illegal(self, MOVES[move])

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know (RULES.md, "What a player knows"), with its legal moves."""
        return PlayerView.of(self, seat)


def parse_position(text: str, *, seven_stack: bool | None = None,
                   variant: Variant = STANDARD) -> Position:
    """Parse RULES.md position notation, validated (:class:`NotationError` says why not).

    ``seven_stack`` defaults to whether the text needs it (a penalty costing more than
    one penalty card's draw); ``variant`` is the rule set the position plays.
    """
    parts = parse_parts(text, seven_stack=seven_stack, variant=variant)
    return Position(parts.hands, parts.waste, parts.stock_top_first, parts.to_move,
                    parts.phase, parts.active_suit, pending=parts.pending,
                    seven_stack=parts.seven_stack, variant=variant, drawn=parts.drawn,
                    called=parts.called)


PlayerView.default_kind = Position


def deal(seed: int, first: int = 0, *, variant: Variant = STANDARD,
         events: list[Event] | None = None, _hand_size: int = HAND_SIZE) -> Position:
    """The starting position of a game; the same seed and variant give the same deal.

    The deck (the variant's cards in card order: all 52, or Seven to Ace of each suit) is
    shuffled as docs/RULES.md, "The shuffle", says (:func:`~dirty7.rules.shuffle.
    shuffled_deck`: Fisher–Yates on SHA-256 of the seed, a whole number from 0 to
    2**64 - 1, else ValueError); ``hand_size`` cards go to each player one at a time,
    alternating, starting with the player who does not start; the next card is the
    up-card; the rest is the stock. With ``first_effect`` the up-card acts as if played
    (:func:`~.house_turns.up_card_effect`). ``events`` receives ``CardDealt`` per card and
    ``UpCardTurned`` for the table's dealing animation. (``_hand_size`` is Dirty Seven's
    7, bound when this function is defined, so that no later assignment changes a deal.)
    """
    if first not in (0, 1):
        raise ValueError(f"first must be 0 or 1, not {first!r}")
    rules = rules_of(variant)
    size = _hand_size if rules.hand_size == HAND_SIZE else rules.hand_size
    deck = shuffled_deck(seed, len(rules.deck_cards))
    if len(deck) != 52:
        deck = [rules.deck_cards[i] for i in deck]
    hands = [0, 0]
    seat = first ^ 1
    for i in range(2 * size):
        hands[seat] |= 1 << deck[i]
        if events is not None:
            events.append(CardDealt(seat, CARDS[deck[i]]))
        seat ^= 1
    up = deck[2 * size]
    if events is not None:
        events.append(UpCardTurned(CARDS[up]))
    position = Position(hands, [up], deck[2 * size + 1:], first, NORMAL, variant=variant)
    position.universe = rules.deck_mask
    if rules.first_effect:
        up_card_effect(position)
    return position


__all__ = ["Position", "Rules", "deal", "parse_position", "HAND_SIZE"]
