"""What Hard infers about the opponent's hidden cards from what the opponent did.

Why: Hard's search deals the opponent's unknown cards at random, and the more those
deals resemble the real hand, the better it plays (knowing the hand outright lifts its
win rate against Medium from about 55% to nearly 80%). Two kinds of public evidence are
used, both gathered by comparing the public facts (hand sizes, the waste, the move
count) across Hard's own turns:

* **Draws are certain evidence.** A player draws only when nothing can be played, so a
  draw shows which cards the opponent did *not* hold: every card matching the top card
  and every Jack, or every Seven when it drew to answer a Seven. The model keeps one
  *slot* per unknown card in the opponent's hand with the mask of cards that slot cannot
  be: a draw adds the void to every slot then in hand and adds fresh, unconstrained slots
  for the drawn cards; a card played removes a slot it could have come from.
* **Plays are likely evidence.** A sensible player keeps its Jacks, names the suit it
  holds most of, and passes after a Three only with nothing worth playing. The model
  records the opponent's last decisions with the state it faced, and dates every card
  by the draw it came with (an *epoch*), so that a candidate deal tells what the
  opponent held at each decision; :meth:`likelihood` scores it by how many of them the
  Medium heuristic would have made with that hand, mixed with the chance that a player
  picking at random made them (a human is neither: the mixture keeps Hard from reading
  too much into a careless player's cards). Hard weighs candidate deals by it
  (sampling-importance-resampling), so a surprising opponent is never ruled out. Which
  earlier card a played card was is sometimes a guess (the likeliest slot), so this
  evidence is soft by design.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dirty7.rules import PlayerView, Variant
from dirty7.rules.cards import ACE, FULL_DECK, JACK, SEVEN, SEVENS, THREE
from dirty7.rules.moves import DRAW, JACK_MOVE_BASE, PASS
from dirty7.rules.phases import AFTER_ACE, AFTER_THREE, ANSWER_SEVEN, NORMAL

from ..heuristic import heuristic_move
from .sim import MATCH, legal_moves_for

MAX_DECISIONS = 12
_DIRTY_SEVEN = Variant()


def tracker_reads(variant: Variant) -> bool:
    """Whether these inferences hold under ``variant``: they are written for Dirty
    Seven's turns (one card drawn only when nothing fits, Jacks wild, Sevens answered,
    Aces and Threes played on), with or without stacking; under other rules Hard deals
    the opponent's unknown cards uniformly."""
    return replace(variant.play_rules(), seven_stack=False) == _DIRTY_SEVEN
#: How much a move the Medium heuristic would not have made counts against a deal.
DEFAULT_SURPRISE = 0.25
#: The prior that the opponent picks its moves at random rather than carefully.
DEFAULT_CARELESS = 0.5


@dataclass
class _AfterMyMove:
    """The public facts as my move left them, for the opponent's next turn."""

    ply: int            # the move count once my move is made
    opp_size: int       # the opponent's hand size then
    opp_known: int      # cards known to be in its hand then
    top: int            # the top card it faced
    suit: int           # the active suit it faced
    phase: int          # the phase it faced (normal, or a Seven to answer)
    waste_len: int      # waste length after my move, or -1 if a refill made it unknown


@dataclass
class Decision:
    """One opponent decision: the public state it faced and the move it made."""

    top: int
    suit: int
    phase: int
    my_size: int        # my hand size then (the heuristic attacks a nearly-out player)
    seen: int           # waste and known stock then (the heuristic counts the others)
    move: int
    epoch: int          # how many of its draws came before it
    ply: int            # the move number it was made at
    later: int = 0      # cards played at this decision or since that it already held then


class OpponentModel:
    """Constraints and evidence about the opponent's unknown cards, updated every turn.

    Time is counted in *epochs*: the opponent's draws. ``slots[i]`` is the forbidden
    mask of one unknown card in its hand and ``born[i]`` the epoch in which that card
    came in (0: dealt). The opponent's hand at a recorded decision is then its current
    cards born no later than the decision, plus the cards it has played since that it
    already held (:attr:`Decision.later`).
    """

    def __init__(self) -> None:
        self.slots: list[int] = []
        self.born: list[int] = []
        self.epoch = 0
        self.known_born: dict[int, int] = {}
        self.decisions: list[Decision] = []
        self._last: _AfterMyMove | None = None

    # ------------------------------------------------------------------ updating
    def observe(self, view: PlayerView) -> None:
        """Update from what the opponent did since my last move (call at each turn)."""
        need = view.opponent_hand_size - view.opponent_known_mask.bit_count()
        last = self._last
        if last is None or view.ply < last.ply:  # first turn, or a new game
            self.slots = [0] * max(0, need)
            self.born = [0] * max(0, need)
            self.epoch = 0
            self.known_born = {}
            self.decisions = []
            self._last = None
        else:
            moves = view.ply - last.ply
            if moves > 0:
                self._update(view, last, moves)
        self._reconcile(need, view.opponent_known_mask)

    def _update(self, view: PlayerView, last: _AfterMyMove, moves: int) -> None:
        delta = view.opponent_hand_size - last.opp_size
        drew = delta + moves - 1 >= 1  # the turn ended with a draw of at least one card
        played = moves - 1 if drew else -delta
        passed = not drew and played == moves - 1
        waste = view.waste
        cards: list[int] = list(waste[max(0, len(waste) - played):]) if played > 0 else []
        borns = []
        for card in cards:
            if last.opp_known >> card & 1:
                borns.append(self.known_born.pop(card, 0))
            else:
                borns.append(self._remove_slot_for(card))
        if last.waste_len < 0 or len(waste) != last.waste_len + played:
            self.decisions = []  # a refill hid the order of the cards played
        else:
            self._record(view, last, cards, borns, passed)
        if drew:
            if last.phase == ANSWER_SEVEN and moves == 1:
                void = SEVENS
            else:
                void = MATCH[waste[-1]][view.active_suit_index]
            self.slots = [f | void for f in self.slots]
            self.epoch += 1

    def _record(self, view: PlayerView, last: _AfterMyMove, cards: list[int],
                borns: list[int], passed: bool) -> None:
        my_size = view.hand_mask.bit_count()
        # What the opponent had seen, as the Medium heuristic counts it: the waste and the
        # known stock (one set, whatever refills happened), less the cards it played since.
        seen = 0
        c: int
        for c in view.waste:
            seen |= 1 << c
        for c in view.known_stock:
            seen |= 1 << c
        for c in cards:
            seen &= ~(1 << c)
        top, suit, phase = last.top, last.suit, last.phase
        epoch, ply = self.epoch, last.ply
        new: list[Decision] = []
        for i, card in enumerate(cards):
            rank = card % 13
            if phase != ANSWER_SEVEN:  # answering a Seven says little: skip it
                move = card
                if rank == JACK:  # a Jack ends the turn: the suit it named is active now
                    move = JACK_MOVE_BASE + 4 * (card // 13) + view.active_suit_index
                new.append(Decision(top, suit, phase, my_size, seen, move, epoch, ply + i))
            top, suit, seen = card, card // 13, seen | 1 << card
            phase = AFTER_ACE if rank == ACE else AFTER_THREE if rank == THREE else NORMAL
        if passed:
            new.append(Decision(top, suit, AFTER_THREE, my_size, seen, PASS, epoch,
                                ply + len(cards)))
        for d in self.decisions:  # earlier decisions: the played cards it held back then
            for card, born in zip(cards, borns, strict=True):
                if born <= d.epoch:
                    d.later |= 1 << card
        for d in new:  # this turn's decisions: every card played at it or after it
            for card in cards[d.ply - ply:]:
                d.later |= 1 << card
        self.decisions = (self.decisions + new)[-MAX_DECISIONS:]

    def _remove_slot_for(self, card: int) -> int:
        """Drop the most constrained slot the played ``card`` could have come from.

        Returns the epoch that slot's card came in (its birth).
        """
        best = -1
        best_count = -1
        for i, forbidden in enumerate(self.slots):
            if not forbidden >> card & 1:
                count = forbidden.bit_count()
                if count > best_count:
                    best, best_count = i, count
        if best < 0:  # inconsistent (should not happen): forget the oldest constraint
            if not self.slots:
                return self.epoch
            best = 0
        del self.slots[best]
        return self.born.pop(best)

    def _reconcile(self, need: int, known: int) -> None:
        while len(self.slots) < need:
            self.slots.append(0)  # freshly drawn cards can be anything
            self.born.append(self.epoch)
        while len(self.slots) > max(0, need):
            i = max(range(len(self.slots)), key=lambda k: self.slots[k].bit_count())
            del self.slots[i]
            del self.born[i]
        for card in [c for c in self.known_born if not known >> c & 1]:
            del self.known_born[card]
        while known:
            low = known & -known
            self.known_born.setdefault(low.bit_length() - 1, self.epoch)
            known ^= low

    def after_my_move(self, view: PlayerView, move: int) -> None:
        """Remember the public facts as my move leaves them."""
        top: int = view.top_card
        suit, phase = view.active_suit_index, NORMAL
        waste_len = view.waste_size
        if move < DRAW:
            top = move if move < JACK_MOVE_BASE else (move - JACK_MOVE_BASE) // 4 * 13 + JACK
            suit = (move - JACK_MOVE_BASE) % 4 if move >= JACK_MOVE_BASE else top // 13
            phase = ANSWER_SEVEN if top % 13 == SEVEN else NORMAL
            waste_len = 1 if view.stock_size == 0 else waste_len + 1
        elif view.pending_draw >= view.stock_size:
            waste_len = -1  # my draw may turn the waste over
        self._last = _AfterMyMove(view.ply + 1, view.opponent_hand_size, view.opponent_known_mask,
                                  top, suit, phase, waste_len)

    # ------------------------------------------------------------------ using
    def slot_list(self) -> list[tuple[int, int]]:
        """``(forbidden mask, birth epoch)`` per unknown card of the opponent."""
        return list(zip(self.slots, self.born, strict=True))

    def known_before(self, epoch: int) -> int:
        """Cards known to be in the opponent's hand now that it already held in ``epoch``."""
        mask = 0
        for card, born in self.known_born.items():
            if born <= epoch:
                mask |= 1 << card
        return mask

    def likelihood(self, hands: list[int], surprise: float, careless: float = 0.0) -> float:
        """How likely the opponent's recorded decisions are, had it held ``hands``.

        ``hands[i]`` is its hand at ``decisions[i]``. Two kinds of opponent are weighed
        together (a mixture, so Hard need not know whom it plays): a *careful* one that
        picks the Medium heuristic's move with weight 1 and each other legal move with
        weight ``surprise``; and, with prior probability ``careless``, one that picks
        any legal move at random but never passes when it can play.
        """
        careful = 1.0 - careless
        chance = careless
        decisions = self.decisions
        for i in range(len(decisions) - 1, -1, -1):  # newest first: they rule out most
            d = decisions[i]
            then = hands[i]
            moves = legal_moves_for(then, d.top, d.suit, d.phase)
            if d.move not in moves:
                return 0.0
            n = len(moves)
            if n == 1:
                continue
            if chance:
                if moves[-1] != PASS:
                    chance /= n
                elif d.move == PASS:
                    chance = 0.0  # a random player never passes when it can play
                else:
                    chance /= n - 1
            if careful:
                heuristic = heuristic_move(then, moves, d.phase, d.my_size,
                                           FULL_DECK & ~(d.seen | then))
                careful /= 1.0 + (n - 1) * surprise
                if heuristic != d.move:
                    careful *= surprise
            if careful + chance < 1e-12:
                return 0.0
        return careful + chance
