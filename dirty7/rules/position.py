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

from .cards import (
    ACE,
    CARDS,
    DECK_SIZE,
    FULL_DECK,
    JACK,
    JACKS,
    RANK_MASK,
    SEVEN,
    SEVENS,
    SUIT_MASK,
    SUIT_SYMBOLS,
    THREE,
    cards_of,
)
from .events import (
    CardDealt,
    CardDrawn,
    CardPlayed,
    GameOver,
    NextTurn,
    Passed,
    StockRefilled,
    SuitNamed,
    UpCardTurned,
)
from .moves import DRAW, DRAW_MOVE, JACK_MOVE_BASE, MOVES, PASS_MOVE, Move, as_move
from .notation import format_position, parse_parts
from .phases import AFTER_ACE, AFTER_THREE, ANSWER_SEVEN, NORMAL, OVER, PHASE_CODES, Phase
from .shuffle import shuffled_deck
from .variant import STANDARD, Variant
from .view import PlayerView

#: Cards dealt to each player. Read once, when :func:`deal` is defined (its default
#: ``_hand_size``): assigning to this name later changes no deal (a plugin cannot empty
#: the hands of later games by setting it).
HAND_SIZE = 7


def _suit_table(suit: int) -> tuple[tuple[Move, ...], ...]:
    """``table[bits]``: the moves playing the cards ``bits`` (13 rank bits) of ``suit``.

    Built incrementally — each entry extends the entry without its highest rank — so the
    8192 entries cost a few milliseconds at import, in rank order; Jacks name each suit.
    """
    single = []
    for rank in range(13):
        if rank == JACK:
            single.append(tuple(MOVES[JACK_MOVE_BASE + 4 * suit + named] for named in range(4)))
        else:
            single.append((MOVES[suit * 13 + rank],))
    table: list[tuple[Move, ...]] = [()] * (1 << 13)
    for bits in range(1, 1 << 13):
        high = bits.bit_length() - 1
        table[bits] = table[bits ^ (1 << high)] + single[high]
    return tuple(table)


# _C0.._C3[bits]: the moves for the playable cards of suit 0..3 given as 13 rank bits,
# built by the first call of _moves_for (see there).
_C0 = _C1 = _C2 = _C3 = ()


def _table_moves_for(playable: int) -> list[Move]:
    return list(_C0[playable & 0x1FFF] + _C1[(playable >> 13) & 0x1FFF]
                + _C2[(playable >> 26) & 0x1FFF] + _C3[playable >> 39])


def _moves_for(playable: int) -> list[Move]:
    """The moves playing the cards of ``playable``, in card order.

    Why the tables are built here, at the first call, and not at import: building them
    is most of what importing the rules costs (tens of milliseconds), and the game's
    start-up imports the rules (the settings' variant) long before any move is listed;
    the menu's first frame should not wait for it. This first call then puts
    the table lookup in its own place, so every later call is the lookup alone.
    """
    global _C0, _C1, _C2, _C3, _moves_for
    _C0, _C1, _C2, _C3 = (_suit_table(s) for s in range(4))
    _moves_for = _table_moves_for
    return _table_moves_for(playable)


class Position:
    """A Dirty Seven position (see RULES.md, "Position notation").

    Attributes are public for speed and for tools; treat them as read-only outside the
    engine. ``phase_index`` is a :class:`Phase` held as an exact int (see
    :mod:`.phases`); ``hands[seat]`` are card masks; ``waste`` is bottom→top; ``_stock`` is
    stored top-LAST (so drawing is ``pop()``); :attr:`stock` gives it top-first.
    """

    __slots__ = (
        "hands", "waste", "_stock", "to_move", "phase_index", "active_suit", "pending",
        "winner", "seven_stack", "stock_known", "known_in_hand", "universe", "ply",
    )

    def __init__(self, hands: tuple[int, int] | list[int], waste: list[int],
                 stock_top_first: list[int], to_move: int, phase: Phase | str = Phase.NORMAL,
                 active_suit: int | None = None, *, pending: int = 0,
                 seven_stack: bool = False) -> None:
        """Build a position from parts; no validation (use ``parse_position`` for that)."""
        self.hands = [hands[0], hands[1]]
        self.waste = list(waste)
        self._stock = list(reversed(stock_top_first))
        self.to_move = to_move
        self.phase_index = int(Phase.from_code(phase) if isinstance(phase, str) else phase)
        top = self.waste[-1]
        self.active_suit = top // 13 if active_suit is None else active_suit
        self.pending = pending if pending else (4 if self.phase_index == ANSWER_SEVEN else 0)
        self.winner = to_move if self.phase_index == OVER else -1
        self.seven_stack = seven_stack
        self.stock_known = False
        self.known_in_hand = [0, 0]
        self.universe = self.hands[0] | self.hands[1]
        for c in self.waste:
            self.universe |= 1 << c
        for c in self._stock:
            self.universe |= 1 << c
        self.ply = 0

    # ----------------------------------------------------------------- read access
    @property
    def phase(self) -> str:
        """The notation code of :attr:`phase_index` (a :class:`Phase`): ``n 3 a 7 -``."""
        return PHASE_CODES[self.phase_index]

    @property
    def is_over(self) -> bool:
        return self.phase_index == OVER

    @property
    def top_card(self):
        return CARDS[self.waste[-1]]

    @property
    def stock(self) -> list:
        """The stock, top (next card drawn) first."""
        return [CARDS[c] for c in reversed(self._stock)]

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    def hand(self, seat: int) -> list:
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
        new.seven_stack = self.seven_stack
        new.stock_known = self.stock_known
        new.known_in_hand = self.known_in_hand[:]
        new.universe = self.universe
        new.ply = self.ply
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
                and self.seven_stack == other.seven_stack)

    __hash__ = None  # mutable

    def __str__(self) -> str:
        return format_position(self)

    def __repr__(self) -> str:
        return f"Position('{self}')"

    # ----------------------------------------------------------------- move generation
    def legal_moves(self) -> list[Move]:
        """Every legal move for the player to move (empty when the game is over)."""
        phase = self.phase_index
        hand = self.hands[self.to_move]
        if phase == ANSWER_SEVEN:
            sevens = hand & SEVENS
            return _moves_for(sevens) if sevens else [DRAW_MOVE]
        if phase == OVER:
            return []
        playable = hand & (SUIT_MASK[self.active_suit] | RANK_MASK[self.waste[-1] % 13] | JACKS)
        if not playable:
            return [PASS_MOVE] if phase == AFTER_THREE else [DRAW_MOVE]
        if hand & (hand - 1) == 0 and playable & JACKS:
            moves = [MOVES[playable.bit_length() - 1]]  # a last-card Jack names no suit
        else:
            moves = _moves_for(playable)
        if phase == AFTER_THREE:
            moves.append(PASS_MOVE)
        return moves

    def is_legal(self, move: int) -> bool:
        return move in self.legal_moves()

    # ----------------------------------------------------------------- transitions
    def push(self, move: int, events: list | None = None) -> None:
        """Apply a legal ``move`` in place, appending what happened to ``events``.

        Not validated: call it with a move from :meth:`legal_moves`, or use
        ``dirty7.rules.apply_move``.
        """
        seat = self.to_move
        self.ply += 1
        if move < DRAW:
            if move < JACK_MOVE_BASE:
                card = move
                named = -1
            else:
                j = move - JACK_MOVE_BASE
                card = (j >> 2) * 13 + JACK
                named = j & 3
            bit = 1 << card
            self.hands[seat] ^= bit
            if self.known_in_hand[seat] & bit:
                self.known_in_hand[seat] ^= bit
            waste = self.waste
            waste.append(card)
            if events is not None:
                events.append(CardPlayed(seat, CARDS[card]))
            if not self.hands[seat]:
                self.phase_index = OVER
                self.winner = seat
                self.active_suit = card // 13
                self.pending = 0
                if events is not None:
                    events.append(GameOver(seat))
                return
            rank = card % 13
            if rank == JACK:
                self.active_suit = named
                self.phase_index = NORMAL
                self.to_move = seat ^ 1
                if events is not None:
                    events.append(SuitNamed(seat, named))
            else:
                self.active_suit = card // 13
                if rank == SEVEN:
                    if self.phase_index == ANSWER_SEVEN and self.seven_stack:
                        self.pending += 4
                    else:
                        self.pending = 4
                    self.phase_index = ANSWER_SEVEN
                    self.to_move = seat ^ 1
                elif rank == THREE:
                    self.phase_index = AFTER_THREE
                elif rank == ACE:
                    self.phase_index = AFTER_ACE
                else:
                    self.phase_index = NORMAL
                    self.to_move = seat ^ 1
            if not self._stock and len(waste) > 1:
                self._refill(events)
        elif move == DRAW:
            count = self.pending if self.phase_index == ANSWER_SEVEN else 1
            stock = self._stock
            hand = self.hands[seat]
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
            self.phase_index = NORMAL
            self.pending = 0
            self.to_move = seat ^ 1
        else:  # PASS
            self.phase_index = NORMAL
            self.to_move = seat ^ 1
            if events is not None:
                events.append(Passed(seat))
        if events is not None:
            events.append(NextTurn(self.to_move, PHASE_CODES[self.phase_index],
                                   self.pending_draw))

    def _refill(self, events: list | None) -> None:
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
    def explain_illegal(self, move: int | str) -> str | None:
        """Why ``move`` is not legal here, in a player's words; None when it is legal.

        ``move`` is a Move, its int, or its notation (``"7H"``, ``"JS>H"``, ``"draw"``);
        anything else is a :class:`NotationError`.
        """
        move = as_move(move)
        if self.is_legal(move):
            return None
        if self.phase_index == OVER:
            return "The game is over"
        hand = self.hands[self.to_move]
        phase = self.phase_index
        m = MOVES[move]
        if m.is_pass:
            return "You can pass only after playing a Three"
        if m.is_draw:
            if phase == AFTER_THREE:
                return "After a Three, play another card or pass"
            if phase == ANSWER_SEVEN:
                return "You have a Seven: play your Seven to answer the Seven"
            return "You have a card to play"
        card = m.card
        if not hand >> card & 1:
            return f"{card.pretty()} is not in your hand"
        if phase == ANSWER_SEVEN:
            why = f"{card.pretty()} cannot answer the Seven"
            if hand & SEVENS:  # holding a Seven, drawing is not allowed either
                return f"{why}: play your Seven"
            return f"{why}: you have no Seven, draw {self.pending}"
        if card % 13 == JACK:
            if m.named_suit is None:
                return "Name a suit for the Jack"
            return "Your last card is a Jack: it names no suit"
        top = CARDS[self.waste[-1]]
        if top % 13 == JACK:
            return (f"{card.pretty()} does not match: the Jack asked for "
                    f"{SUIT_SYMBOLS[self.active_suit]}")
        return (f"{card.pretty()} matches neither {SUIT_SYMBOLS[self.active_suit]} "
                f"nor {top.pretty()[:-1]}")

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know (RULES.md, "What a player knows"), with its legal moves."""
        return PlayerView.of(self, seat)


def parse_position(text: str, *, seven_stack: bool | None = None) -> Position:
    """Parse RULES.md position notation, validated (:class:`NotationError` says why not).

    ``seven_stack`` defaults to whether the text needs it (a Seven costing over 4 cards).
    """
    hands, waste, stock, to_move, phase, active, pending, stack = parse_parts(
        text, seven_stack=seven_stack)
    return Position(hands, waste, stock, to_move, phase, active, pending=pending,
                    seven_stack=stack)


PlayerView.default_kind = Position


def deal(seed: int, first: int = 0, *, variant: Variant = STANDARD,
         events: list | None = None, _hand_size: int = HAND_SIZE) -> Position:
    """The starting position of a full-deck game; the same seed gives the same deal.

    The deck (cards 0 … 51) is shuffled as docs/RULES.md, "The shuffle", says
    (:func:`~dirty7.rules.shuffle.shuffled_deck`: Fisher–Yates on SHA-256 of the seed, a
    whole number from 0 to 2**64 - 1, else ValueError); 7 cards go to each player one at a
    time, alternating, starting with the player who does not start; the next card is the
    up-card; the rest is the stock. Of the ``variant`` the position plays
    ``seven_stack`` (who starts and the match are the session's business). ``events``
    receives ``CardDealt`` ×14 and ``UpCardTurned`` for the table's dealing animation.
    (``_hand_size`` is RULES.md's 7, bound when this function is defined.)
    """
    if first not in (0, 1):
        raise ValueError(f"first must be 0 or 1, not {first!r}")
    deck = shuffled_deck(seed, DECK_SIZE)
    hands = [0, 0]
    seat = first ^ 1
    for i in range(2 * _hand_size):
        hands[seat] |= 1 << deck[i]
        if events is not None:
            events.append(CardDealt(seat, CARDS[deck[i]]))
        seat ^= 1
    up = deck[2 * _hand_size]
    if events is not None:
        events.append(UpCardTurned(CARDS[up]))
    position = Position(hands, [up], deck[2 * _hand_size + 1:], first, NORMAL,
                        seven_stack=variant.seven_stack)
    position.universe = FULL_DECK
    return position


__all__ = ["Position", "deal", "parse_position", "HAND_SIZE"]
