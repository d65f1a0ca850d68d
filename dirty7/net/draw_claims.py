"""What the other side said of the cards it drew one by one, and the check of each claim
(docs/NETWORK.md, "House rules").

Why claims are kept: under "draw until a card fits" and "draw one and play it at once", the
drawer alone sees the cards it draws and says how its draw ended (``fit``: the last card
fits the waste; ``drew``: it does not, or the stock ran out; ``draw`` again: the card before
did not fit). This side's table takes that word for the truth until it can see the card.
Each word is a claim about one deck position, checked as soon as that card is seen — when
the drawer plays it (its key opens it) and, for every claim, when the deal is revealed —
so a lie is named as a lie, not as the odd game it would make further on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dirty7.rules.cards import CARDS
from dirty7.rules.phrase import N_, Nn_, Phrase
from dirty7.rules.ruleset import DRAW_UNTIL

from .messages import ProtocolError

if TYPE_CHECKING:
    from .shared_table import SharedTable  # which imports this module, not the reverse


@dataclass(frozen=True)
class DrawClaim:
    """The drawer's word on the card at one deck position."""

    #: The move (0-based) of the draw, and the cards that fitted the waste then.
    ply: int
    fits: int
    #: What it said: the card fits (``fit``) or not (``drew``, or ``draw`` for more).
    said_fits: bool
    word: str

    def lie(self, card: int) -> str | None:
        """Why the claim was false, now that the card is ``card``; None when it was true."""
        if bool(self.fits >> card & 1) == self.said_fits:
            return None
        if self.said_fits:
            return Phrase(N_("at move {number} it said the card it drew fits ('fit'), but "
                             "that card, {card}, did not fit the waste: it lied about its "
                             "draw"), number=self.ply + 1, card=str(CARDS[card]))
        return Phrase(N_("at move {number} it said the card it drew did not fit ('{word}'), "
                         "but that card, {card}, fitted the waste: it lied about its draw"),
                      number=self.ply + 1, word=self.word, card=str(CARDS[card]))


def claim_draw(table: SharedTable, ply: int, given: list[int], stock: list[int], word: str) -> None:
    """Keep the claims of the other side's draw at move ``ply``, which took the original
    stock's positions ``given`` (of ``stock``, what the stock held) and ended with ``word``;
    ProtocolError at once for an end the rules do not allow whatever the cards."""
    position = table.position
    if position is None:
        raise RuntimeError("a draw is claimed only after the deal")
    if word == "fit" and not given:
        raise ProtocolError(Phrase(N_("at move {number} it said the card it drew fits "
                                      "('fit'), but it drew no hidden card (the refilled "
                                      "stock is public): it lied about its draw"),
                                   number=ply + 1))
    if (word == "drew" and position.rules.cannot_play == DRAW_UNTIL
            and len(given) < len(stock)):
        raise ProtocolError(Phrase(
            *Nn_("at move {number} it stopped drawing ('drew') after {drawn} of the stock's "
                 "{count} hidden card: under \"draw until a card fits\" a draw ends only on a "
                 "card that fits or when the stock runs out; it lied about its draw",
                 "at move {number} it stopped drawing ('drew') after {drawn} of the stock's "
                 "{count} hidden cards: under \"draw until a card fits\" a draw ends only on "
                 "a card that fits or when the stock runs out; it lied about its draw"),
            number=ply + 1, drawn=len(given), count=len(stock)))
    fits = position.rules.match[position.waste[-1]][position.active_suit]
    for index, pos in enumerate(given):
        last = index == len(given) - 1
        table.claims[pos] = DrawClaim(ply, fits, last and word == "fit",
                                      word if last else "draw")


def check_opened(table: SharedTable, pos: int, card: int) -> None:
    """A card the other side drew is seen (``card`` at deck position ``pos``): its claim
    must have been true, else ProtocolError naming the lie."""
    claim = table.claims.get(pos)
    reason = None if claim is None else claim.lie(card)
    if reason is not None:
        raise ProtocolError(reason)


def check_revealed(table: SharedTable, deck: list[int]) -> None:
    """Every claim against the revealed deck (``deck[pos]`` is the card at ``pos``), in the
    order the draws were made."""
    for pos, claim in sorted(table.claims.items(), key=lambda item: (item[1].ply, item[0])):
        reason = claim.lie(deck[pos])
        if reason is not None:
            raise ProtocolError(reason)


__all__ = ["DrawClaim", "check_opened", "check_revealed", "claim_draw"]
