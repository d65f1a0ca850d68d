"""The moves of a network game beyond Dirty Seven's: a draw that goes on until a card fits
(or gives a card to play at once), the last-card call, and the cards a forgotten call
costs (docs/NETWORK.md, "House rules").

Why the draw is told card by card: how many cards a draw-until takes, and whether the card
drawn may be played at once, depend on cards only the drawer sees. So the drawer asks for
one card at a time (a ``move`` of ``draw``, answered by the keys of the next card of the
original stock, or none once it is used up) and ends with ``fit`` (the last card drawn fits
the waste) or ``drew`` (it does not, or the stock ran out); the other side puts unknown
cards that say the same on its own table (:meth:`SharedTable.arrange_draw`) and makes the
draw there. Each word is a claim about a card, checked as soon as the card is seen
(:mod:`.draw_claims`); an end the rules never allow is refused at once.
A Dirty Seven draw (one card, or the penalty's count, known to both) is exchanged in one
step as it always was, so a Dirty Seven game's messages are what they always were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dirty7.rules.phases import ANSWER_SEVEN
from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.ruleset import DRAW_ONE, DRAW_PLAY

from .draw_claims import claim_draw
from .messages import ProtocolError

if TYPE_CHECKING:
    from .peer import Peer  # which imports this module, not the reverse

#: The ``move`` words that end a draw told card by card.
ENDS = ("fit", "drew")


def card_by_card(peer: Peer) -> bool:
    """Whether the draw now is told card by card (a cannot-play draw of another rule than
    Dirty Seven's draw-one; a penalty's draw has a count both sides know)."""
    position = peer.shared.dealt
    return position.rules.cannot_play != DRAW_ONE and position.phase_index != ANSWER_SEVEN


async def my_draw(peer: Peer, ply: int) -> None:
    """This side draws: the keys of the cards it takes, opened and learnt."""
    table = peer.shared
    await peer.send("move", ply=ply, move="draw", pos=None, key=None)
    if not card_by_card(peer):
        await _take(peer, ply, set(table.original_draw()))
        return
    position = table.dealt
    fits = position.rules.match[position.waste[-1]][position.active_suit]
    stock = table.original_draw(position.stock_size)
    for count, pos in enumerate(stock, start=1):
        card = (await _take(peer, ply, {pos}))[pos]
        if fits >> card & 1 or position.rules.cannot_play == DRAW_PLAY:
            await peer.send("move", ply=ply, move="fit" if fits >> card & 1 else "drew",
                            pos=None, key=None)
            return
        if count < len(stock):
            await peer.send("move", ply=ply, move="draw", pos=None, key=None)
    if stock:  # every card of the original stock drawn, none fitting: the rest is known
        await peer.send("move", ply=ply, move="drew", pos=None, key=None)
        return
    await _take(peer, ply, set())
    await peer.send("move", ply=ply, move="drew", pos=None, key=None)


async def _take(peer: Peer, ply: int, wanted: set[int]) -> dict[int, int]:
    """The other side's keys for ``wanted``, opened; each card learnt and held here."""
    got = await peer.expect("keys")
    if got["ply"] != ply:
        raise ProtocolError(Phrase(N_("it sent keys for move {got} during move {ply}"),
                                   got=got["ply"], ply=ply))
    opened = peer.open_keys(got, wanted)
    for pos, card in opened.items():
        peer.shared.learn(pos, card)
        peer.shared.holder[pos] = peer.me
    return opened


async def their_draw(peer: Peer, ply: int) -> None:
    """The other side draws: this side's keys for each card it takes; told card by card,
    the unknown cards on this table are put as it says it drew them."""
    table = peer.shared
    if not card_by_card(peer):
        await _give(peer, ply, table.original_draw())
        return
    stock = table.original_draw(table.dealt.stock_size)
    given: list[int] = []
    while True:
        step = stock[len(given):len(given) + 1]
        await _give(peer, ply, step)
        given += step
        got = await peer.expect("move")
        if got["ply"] != ply or got["move"] not in ("draw", *ENDS):
            raise ProtocolError(Phrase(N_("it sent {move} for move {got} in the middle of "
                                          "drawing for move {ply}"),
                                       move=repr(got["move"]), got=got["ply"], ply=ply))
        if got["move"] in ENDS:
            break
        if not step or table.dealt.rules.cannot_play == DRAW_PLAY:
            raise ProtocolError(Phrase(N_("it asked for more cards than its draw takes")))
    claim_draw(table, ply, given, stock, got["move"])
    table.arrange_draw(given, got["move"] == "fit")


async def _give(peer: Peer, ply: int, positions: list[int]) -> None:
    await peer.send("keys", ply=ply, keys=peer.draw_keys(positions))
    for pos in positions:
        peer.shared.holder[pos] = peer.them


def call_cost(peer: Peer, seat: int) -> list[int]:
    """The original stock's positions that a play by ``seat`` now draws because it leaves
    one card without the last-card call (none when the call is off or was made)."""
    position = peer.shared.dealt
    cost = position.rules.call_penalty
    if not cost or position.called or position.hand_size(seat) != 2:
        return []
    return peer.shared.original_draw(cost)


def call_refusal(peer: Peer) -> str | None:
    """Why the other side may not call "last card" now, as far as the public state says."""
    position = peer.shared.dealt
    if not position.rules.call_penalty:
        return Phrase(N_("these rules have no last-card call"))
    if position.called or position.hand_size(position.to_move) != 2:
        return Phrase(N_("a call is made with two cards in hand, once"))
    return None


async def my_call_cost(peer: Peer, ply: int, positions: list[int]) -> None:
    if positions:
        await _take(peer, ply, set(positions))


async def their_call_cost(peer: Peer, ply: int, positions: list[int]) -> None:
    if positions:
        await _give(peer, ply, positions)


__all__ = ["ENDS", "call_cost", "call_refusal", "card_by_card", "my_call_cost", "my_draw",
           "their_call_cost", "their_draw"]
