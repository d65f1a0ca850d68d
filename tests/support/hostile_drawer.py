"""Hostile drawers (no tests here): peers that lie about the cards they draw one by one
under "draw until a card fits" or "draw one and play it at once". Each draws as the honest
peer does until its first chance at its lie, then says what :meth:`LyingDrawer.word` says
and goes on as :meth:`LyingDrawer.after_lie` does."""

from __future__ import annotations

from dirty7.net.house_moves import _take, card_by_card
from dirty7.net.peer import Peer
from dirty7.rules.cards import CARDS
from dirty7.rules.moves import DRAW_MOVE, PASS_MOVE
from dirty7.rules.ruleset import DRAW_UNTIL


class LyingDrawer(Peer):
    """Honest but for one draw told card by card: the lie, at the first card it fits."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        #: ``(ply, deck position, card, word said, true word)`` once it lied.
        self.lie: tuple | None = None

    def word(self, honest: str, card: int, more: bool) -> str:
        """The word it says after drawing ``card`` whose true word is ``honest`` (``more``:
        hidden cards are left in the stock)."""
        return honest

    async def after_lie(self, ply: int, pos: int, card: int) -> None:
        """What it does once the lie is said (the honest side's verdict, by default)."""
        await self.expect("the honest side's verdict")

    async def _my_move(self):
        position = self.table.position
        if self.lie is None and card_by_card(self) and position.legal_moves() == [DRAW_MOVE]:
            return await self._draw_and_lie()
        return await super()._my_move()

    async def _draw_and_lie(self) -> None:
        table, position = self.table, self.table.position
        ply = position.ply
        await self.send("move", ply=ply, move="draw", pos=None, key=None)
        fits = position.rules.match[position.waste[-1]][position.active_suit]
        stock = table.original_draw(position.stock_size)
        until = position.rules.cannot_play == DRAW_UNTIL
        for count, pos in enumerate(stock, start=1):
            card = (await _take(self, ply, {pos}))[pos]
            honest = "fit" if fits >> card & 1 else \
                "draw" if until and count < len(stock) else "drew"
            word = self.word(honest, card, count < len(stock))
            await self.send("move", ply=ply, move=word, pos=None, key=None)
            if word != honest:
                self.lie = (ply, pos, card, word, honest)
                return await self.after_lie(ply, pos, card)
            if word != "draw":
                return self._push(DRAW_MOVE)
        if not stock:
            await _take(self, ply, set())
        await self.send("move", ply=ply, move="drew", pos=None, key=None)
        self._push(DRAW_MOVE)


class KeepsAFit(LyingDrawer):
    """Says ``drew`` (kept it) for a card that fits; under "draw one and play it at once"
    plays on as if it had kept it (a pass on its own table, unsaid). Under "draw until a
    card fits" only with hidden cards left (the lie the rules refuse at once; after the
    stock's last hidden card it would have to play on from the public refill)."""

    def word(self, honest, card, more):
        until = self.table.position.rules.cannot_play == DRAW_UNTIL
        return "drew" if honest == "fit" and (more or not until) else honest

    async def after_lie(self, ply, pos, card):
        if self.table.position.rules.cannot_play == DRAW_UNTIL:
            return await super().after_lie(ply, pos, card)
        self._push(DRAW_MOVE)
        position = self.table.position
        position.push(PASS_MOVE)  # kept, as the honest side's table has it: one move
        position.ply -= 1


class StopsEarly(LyingDrawer):
    """Under "draw until a card fits", says ``drew`` after a card that does not fit while
    the stock still holds cards (it stops asking before its draw is over)."""

    def word(self, honest, card, more):
        return "drew" if honest == "draw" else honest


class ClaimsAFit(LyingDrawer):
    """Says ``fit`` for a card that does not fit, then plays it (its true key)."""

    def word(self, honest, card, more):
        wild = CARDS[card].rank == self.table.position.rules.wild_rank
        return "fit" if honest != "fit" and not wild else honest

    async def after_lie(self, ply, pos, card):
        await self.send("move", ply=ply + 1, move=str(CARDS[card]), pos=pos,
                        key=self.secrets.position_keys[pos].hex())
        await self.expect("the honest side's verdict")


class ClaimsAFitAndKeepsIt(ClaimsAFit):
    """Under "draw one and play it at once": says ``fit`` for a card that does not fit,
    then keeps it (``pass``), and plays on: only the card itself, seen when played or at
    the reveal, shows the lie."""

    async def after_lie(self, ply, pos, card):
        await self.send("move", ply=ply + 1, move="pass", pos=None, key=None)
        self._push(DRAW_MOVE)
        self.table.position.ply += 1  # the honest side's table made two moves: draw, pass
