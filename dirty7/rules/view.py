"""A player's view: exactly what one seat may know, and sampling positions from it.

RULES.md, "What a player knows": own hand, the opponent's card count, the waste in order,
the stock size, the order of recycled cards still in the stock, and which cards the
opponent drew from that public part. A :class:`PlayerView` is built from copies of
those facts only — it holds no reference to the position — so a strategy cannot reach
a hidden card. :meth:`PlayerView.sample` deals the hidden cards at random between the
opponent's hand and the unknown stock: the determinization that search players need.

This module imports no other engine module but cards, moves, phases and the rule set
(:mod:`.variant`, :mod:`.ruleset`): the position
builds its views (:meth:`~dirty7.rules.position.Position.view`), not the reverse.

The public API is read-only properties, like python-chess's bitboards: card *masks*
(``int``, bit ``c`` set for card ``c``, see :mod:`dirty7.rules.cards`) for fast set
arithmetic, and card lists for reading. A plugin needs nothing else::

    mine = view.hand_mask
    unseen = view.unseen_mask | view.opponent_known_mask  # cards I have not seen placed
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from .cards import CARDS, SUITS, Card, cards_of, parse_card_or_none
from .moves import NUM_MOVES, Move, NotationError, parse_move
from .phases import ANSWER_SEVEN, OVER, PHASE_CODES, PHASES, Phase
from .ruleset import rules_of
from .schema import Fields, shown
from .variant import STANDARD, Variant

#: Version of :meth:`PlayerView.to_dict`'s format.
VIEW_FORMAT = 1
#: Cards a pile can hold, and the bound of every count in a serialized view.
_MAX_CARDS = 52
_MAX_PLY = 1_000_000
_MAX_DRAW = 52


class PlayerView:
    """What ``seat`` knows of a position. Read-only by convention; cheap to build.

    Plain attributes: ``seat``, ``to_move``, ``phase`` (the notation code, ``n 3 a 7 -``),
    ``phase_index`` (the :class:`~dirty7.rules.phases.Phase`), ``active_suit_index``
    (0..3), ``pending_draw`` (cards a draw takes now), ``seven_stack``, ``legal_moves``
    (empty unless it is this seat's turn), ``ply`` (moves made so far), ``variant`` (the
    rule set in force: a strategy reads its ranks there), ``called`` (the player to move
    has called "last card"), ``after_draw`` (the player to move drew a card that it may
    play at once) and ``drawn`` (that card, for the seat that drew it, else -1: the
    opponent does not see it).
    """

    __slots__ = (
        "seat", "to_move", "phase", "phase_index", "active_suit_index", "pending_draw",
        "seven_stack", "legal_moves", "_hand_mask", "_waste", "_known_stock", "_stock_size",
        "_opp_size", "_opp_known_mask", "_universe", "_my_known_mask", "ply", "_kind",
        "variant", "called", "drawn", "after_draw",
    )
    seat: int
    to_move: int
    phase: str
    phase_index: Phase
    active_suit_index: int
    pending_draw: int
    seven_stack: bool
    legal_moves: list[Move]
    ply: int
    variant: Variant
    called: bool
    drawn: int
    after_draw: bool
    _hand_mask: int
    _waste: tuple[int, ...]
    _known_stock: tuple[int, ...]
    _stock_size: int
    _opp_size: int
    _opp_known_mask: int
    _my_known_mask: int
    _universe: int
    _kind: Any

    #: What :meth:`sample` builds for a view read from data: set to ``Position`` by the
    #: position module (which imports this one, never the reverse).
    default_kind: Any = None

    @classmethod
    def of(cls, position: Any, seat: int) -> PlayerView:
        """The view of ``seat`` on ``position`` (use ``position.view(seat)``)."""
        view = cls.__new__(cls)
        view.seat = seat
        view.to_move = position.to_move
        phase = PHASES[position.phase_index]
        view.phase_index = phase
        view.phase = PHASE_CODES[phase]
        view.active_suit_index = position.active_suit
        view.pending_draw = position.pending_draw
        view.seven_stack = position.seven_stack
        view.legal_moves = (position.legal_moves()
                            if position.to_move == seat and phase != OVER else [])
        view._hand_mask = position.hands[seat]
        view._waste = tuple(position.waste)
        view._known_stock = tuple(reversed(position._stock)) if position.stock_known else ()
        view._stock_size = len(position._stock)
        view._opp_size = position.hands[seat ^ 1].bit_count()
        view._opp_known_mask = position.known_in_hand[seat ^ 1]
        view._my_known_mask = position.known_in_hand[seat]
        view._universe = position.universe
        view.ply = position.ply
        view._kind = type(position)  # what sample() builds: a class, no hidden facts
        view.variant = position.rules.variant
        view.called = position.called
        view.after_draw = position.drawn >= 0
        view.drawn = position.drawn if position.to_move == seat else -1
        return view

    # The serialized form (README, "The view as data") ----------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-safe data: notation strings, ints and bools only.

        Why: a plugin runs in its own process and receives exactly this, never an object
        of the game; fairness tools and any network play can use the same form.
        """
        def pile(cards: Any) -> list[str]:
            return [str(CARDS[c]) for c in cards]

        data = {
            "format": VIEW_FORMAT,
            "seat": self.seat,
            "to_move": self.to_move,
            "phase": self.phase,
            "active_suit": SUITS[self.active_suit_index],
            "pending_draw": self.pending_draw,
            "seven_stack": bool(self.seven_stack),
            "ply": self.ply,
            "legal_moves": [str(Move(m)) for m in self.legal_moves],
            "hand": pile(cards_of(self._hand_mask)),
            "waste": pile(self._waste),
            "known_stock": pile(self._known_stock),
            "stock_size": self._stock_size,
            "opponent_hand_size": self._opp_size,
            "opponent_known": pile(cards_of(self._opp_known_mask)),
            "my_known": pile(cards_of(self._my_known_mask)),
            "universe": pile(cards_of(self._universe)),
        }
        # Dirty Seven's view is the one plugins always read; another rule set adds itself
        if len(self.variant.to_dict()) > len(STANDARD.to_dict()):
            data["variant"] = self.variant.to_dict()
            data["called"] = bool(self.called)
            data["after_draw"] = bool(self.after_draw)
            data["drawn"] = str(CARDS[self.drawn]) if self.drawn >= 0 else None
        return data

    @classmethod
    def from_dict(cls, data: Any) -> PlayerView:
        """The view that :meth:`to_dict` gave; NotationError names the first bad field.

        Every field is checked by type and range (:class:`~dirty7.rules.schema.Fields`:
        bools are not ints), so a view read from outside cannot carry anything but a view.
        """
        fields = Fields(data, "view", NotationError)
        if data.get("format") != VIEW_FORMAT:
            raise NotationError(f"unknown view format {shown(data.get('format'))}")
        view = cls.__new__(cls)
        view.seat = fields.whole("seat", 0, 1)
        view.to_move = fields.whole("to_move", 0, 1)
        phase = fields.choice("phase", tuple(PHASE_CODES), words="n 3 a 7 - d")
        view.phase_index = PHASES[PHASE_CODES.index(phase)]
        view.phase = PHASE_CODES[view.phase_index]
        view.active_suit_index = SUITS.index(fields.choice("active_suit", tuple(SUITS),
                                                           words="C D H S"))
        view.pending_draw = fields.whole("pending_draw", 0, _MAX_DRAW)
        view.seven_stack = fields.flag("seven_stack")
        view.ply = fields.whole("ply", 0, _MAX_PLY)
        legal = fields.items("legal_moves", NUM_MOVES, must="a list of move notations")
        view.legal_moves = fields.each("legal_moves", legal, _move_of, "a list of move notations")
        view._hand_mask = _mask(_cards(fields, "hand"))
        view._waste = tuple(_cards(fields, "waste"))
        if not view._waste:
            raise NotationError("view field 'waste' is empty: it always holds a card")
        view._known_stock = tuple(_cards(fields, "known_stock"))
        view._stock_size = fields.whole("stock_size", 0, _MAX_CARDS)
        view._opp_size = fields.whole("opponent_hand_size", 0, _MAX_CARDS)
        view._opp_known_mask = _mask(_cards(fields, "opponent_known"))
        view._my_known_mask = _mask(_cards(fields, "my_known"))
        view._universe = _mask(_cards(fields, "universe"))
        view._kind = cls.default_kind
        _read_rules(view, fields, data)
        return view

    # The documented plugin surface -------------------------------------------------
    @property
    def hand(self) -> list[Card]:
        """Own cards, sorted by suit then rank."""
        return cards_of(self._hand_mask)

    @property
    def hand_mask(self) -> int:
        """Own cards as a card mask."""
        return self._hand_mask

    @property
    def top_card(self) -> Card:
        return CARDS[self._waste[-1]]

    @property
    def active_suit(self) -> str:
        """The suit to match, as a letter (``C D H S``)."""
        return SUITS[self.active_suit_index]

    @property
    def opponent_hand_size(self) -> int:
        return self._opp_size

    @property
    def stock_size(self) -> int:
        return self._stock_size

    @property
    def waste(self) -> list[Card]:
        """Every card on the waste, bottom to top (a new list)."""
        return [CARDS[c] for c in self._waste]

    @property
    def waste_size(self) -> int:
        return len(self._waste)

    @property
    def known_stock(self) -> list[Card]:
        """Recycled cards still in the stock, in draw order (empty while it is unknown)."""
        return [CARDS[c] for c in self._known_stock]

    @property
    def opponent_known_mask(self) -> int:
        """Cards known to be in the opponent's hand (drawn from the known stock), as a mask."""
        return self._opp_known_mask

    @property
    def opponent_known_cards(self) -> list[Card]:
        """Cards known to be in the opponent's hand, sorted."""
        return cards_of(self._opp_known_mask)

    @property
    def unseen_mask(self) -> int:
        """Cards this seat cannot place: in the opponent's hand or the unknown stock.

        Cards known to be in the opponent's hand are placed, so they are not in it.
        """
        seen = self._hand_mask | self._opp_known_mask
        for c in self._waste:
            seen |= 1 << c
        for c in self._known_stock:
            seen |= 1 << c
        return self._universe & ~seen

    @property
    def is_my_turn(self) -> bool:
        return self.to_move == self.seat and self.phase_index != OVER

    def unseen_cards(self) -> list[Card]:
        """The cards of :attr:`unseen_mask`, sorted."""
        return cards_of(self.unseen_mask)

    def sample(self, rng: random.Random) -> Any:
        """A full position consistent with this view, hidden cards dealt at random."""
        hidden = cards_of(self.unseen_mask)
        rng.shuffle(hidden)
        need = self._opp_size - self._opp_known_mask.bit_count()
        opp = self._opp_known_mask
        for c in hidden[:need]:
            opp |= 1 << c
        stock = list(self._known_stock) if self._known_stock else hidden[need:]
        position = self._kind.__new__(self._kind)
        position.hands = [0, 0]
        position.hands[self.seat] = self._hand_mask
        position.hands[self.seat ^ 1] = opp
        position.waste = list(self._waste)
        stock.reverse()
        position._stock = stock
        position.to_move = self.to_move
        position.phase_index = self.phase_index
        position.active_suit = self.active_suit_index
        position.pending = self.pending_draw if self.phase_index == ANSWER_SEVEN else 0
        position.winner = self.to_move if self.phase_index == OVER else -1
        variant = self.variant
        if variant.seven_stack != bool(self.seven_stack):
            variant = replace(variant, seven_stack=bool(self.seven_stack))
        position.rules = rules_of(variant)
        position.called = self.called
        position.drawn = self.drawn
        if self.after_draw and self.drawn < 0:
            position.drawn = _sampled_draw(position, opp)
        position.stock_known = bool(self._known_stock)
        position.known_in_hand = [0, 0]
        position.known_in_hand[self.seat] = self._my_known_mask
        position.known_in_hand[self.seat ^ 1] = self._opp_known_mask
        position.universe = self._universe
        position.ply = self.ply
        return position

    def __repr__(self) -> str:
        hand = "".join(str(c) for c in self.hand) or "-"
        return (f"PlayerView(seat={self.seat}, hand={hand}, top={self.top_card}, "
                f"phase={self.phase}, suit={self.active_suit}, opp={self._opp_size}, "
                f"stock={self._stock_size}, moves={[str(Move(m)) for m in self.legal_moves]})")



def _read_rules(view: PlayerView, fields: Fields, data: dict[str, Any]) -> None:
    """The rule set, the call and the card drawn of a serialized view (absent: Dirty
    Seven, no call, none drawn)."""
    raw = data.get("variant", {})
    if not isinstance(raw, dict):
        fields.fail("variant", "an object", raw)
    try:
        view.variant = Variant.from_dict(raw)
    except ValueError as exc:
        raise NotationError(f"view field 'variant': {exc}") from None
    view.called = fields.flag("called", default=False)
    view.after_draw = fields.flag("after_draw", default=False)
    drawn = data.get("drawn")
    view.drawn = -1 if drawn is None else fields.each("drawn", [drawn], _card_of,
                                                      "a card or null")[0]


def _sampled_draw(position: Any, hand: int) -> int:
    """For the opponent's phase ``d``: a card of its sampled hand that fits (it drew one
    that fits); the highest one, or its highest card when none does."""
    fits = hand & position.rules.match[position.waste[-1]][position.active_suit]
    return (fits or hand).bit_length() - 1


def _move_of(text: Any) -> Move:
    """A move written in notation (NotationError, a ValueError, for anything else)."""
    if not isinstance(text, str):
        raise TypeError("not a move notation")
    return parse_move(text)


def _card_of(text: Any) -> int:
    """A card written exactly as :meth:`PlayerView.to_dict` writes one."""
    card = parse_card_or_none(text) if isinstance(text, str) and text else None
    if card is None or str(card) != text:
        raise ValueError("not a card")
    return int(card)


def _cards(fields: Fields, key: str) -> list[int]:
    return fields.each(key, fields.items(key, _MAX_CARDS, must="a list of cards"), _card_of,
                       "a list of cards")


def _mask(cards: list[int]) -> int:
    return sum(1 << c for c in set(cards))

__all__ = ["PlayerView"]
