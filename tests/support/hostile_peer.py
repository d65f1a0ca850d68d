"""Hostile network peers (no tests here): each overrides one step of the honest
:class:`~dirty7.net.peer.Peer` to cheat or misbehave in one way."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os

from dirty7.net.group_cipher import lock, random_key
from dirty7.net.mental_deck import DeckSecrets, first_stage
from dirty7.net.messages import message
from dirty7.net.peer import Peer
from dirty7.rules.cards import CARDS, JACK, SUIT_MASK, cards_of
from dirty7.rules.moves import DRAW_MOVE, as_move

from .net_game import SHORT_TIMEOUT


class IllegalMove(Peer):
    """Plays a card of its hand that does not match (with its true key)."""

    def own_refusal(self, move):
        return None

    def choose(self, view):
        legal = set(view.legal_moves)
        for card in view.hand:
            if card.rank != JACK and as_move(str(card)) not in legal:
                return _done(as_move(str(card)))
        return _done(view.legal_moves[0])


class CardNotHeld(Peer):
    """Plays a matching card it does not hold, as if it had drawn it from the known stock."""

    def own_refusal(self, move):
        return None

    def choose(self, view):
        position = self.table.position
        suit = SUIT_MASK[position.active_suit] & ~position.hands[self.me]
        for card in cards_of(suit):
            if card.rank != JACK and card not in position.waste:
                return _done(as_move(str(card)))
        return _done(view.legal_moves[0])

    async def _my_move(self):
        position = self.table.position
        move = await self.choose(position.view(self.me))
        if move.is_draw or move.is_pass:
            return await super()._my_move()
        await self.channel.send(message("move", ply=position.ply, move=str(move), pos=None,
                                        key=None))
        await self.expect("the honest side's verdict")  # its abort: a ProtocolError


class StockCardNotHeld(Peer):
    """Claims the stock's top card, with a made-up key, as a card it plays."""

    async def _my_move(self):
        position = self.table.position
        card = next(c for c in range(52) if c // 13 == position.active_suit
                    and not position.hands[self.me] >> c & 1 and c not in position.waste)
        pos = len(self.cards) - position.stock_size
        await self.channel.send(message("move", ply=position.ply, move=str(CARDS[card]),
                                        pos=pos, key=os.urandom(32).hex()))
        await self.expect("the honest side's verdict")


class WrongDealShare(Peer):
    """Sends a wrong key for one of the other side's seven cards."""

    def deal_keys(self):
        keys = super().deal_keys()
        keys[0] = [keys[0][0], _other_key(keys[0][1])]
        return keys


class WrongDrawShare(Peer):
    """Sends wrong keys whenever the other side draws from the original stock."""

    def draw_keys(self, drawn):
        return [[p, _other_key(k)] for p, k in super().draw_keys(drawn)]


class WrongPlayShare(Peer):
    """Plays its own cards with a key for another position."""

    async def _my_move(self):
        position = self.table.position
        move = await self.choose(position.view(self.me))
        pos = None if move.is_draw or move.is_pass else self.table.held_position(
            self.me, move.card)
        if pos is None:
            return await super()._my_move()
        wrong = self.secrets.position_keys[(pos + 1) % len(self.cards)].hex()
        await self.channel.send(message("move", ply=position.ply, move=str(move), pos=pos,
                                        key=wrong))
        await self.expect("the honest side's verdict")


class RevealsOtherShuffle(Peer):
    """Reveals a shuffle other than the one it committed to."""

    def secrets_to_reveal(self):
        order = list(self.secrets.shuffle)
        order[0], order[1] = order[1], order[0]
        return dataclasses.replace(self.secrets, shuffle=tuple(order))


class ShufflesOtherThanCommitted(Peer):
    """Commits to one shuffle, shuffles and deals with another, reveals the committed one."""

    def make_secrets(self):
        self._committed = DeckSecrets.fresh(self.role, len(self.cards))
        return DeckSecrets.fresh(self.role, len(self.cards))

    def commitment_to_send(self):
        return self._committed.commitment()

    def secrets_to_reveal(self):
        return self._committed


class KeysOtherThanShuffled(Peer):
    """Locks the deck with one set of keys and deals with another."""

    def deck_stage(self, stage, deck):
        honest, self.secrets = self.secrets, DeckSecrets.fresh(self.role, len(self.cards))
        try:
            return super().deck_stage(stage, deck)
        finally:
            self.secrets = honest


class FullDeckStage(Peer):
    """Sends a stage of all 52 cards, whatever the rules' deck (a 32-card game's too)."""

    def deck_stage(self, stage, deck):
        if stage == 1:
            return first_stage(DeckSecrets.fresh("host"))
        return [lock(random_key(), point) for point in first_stage(DeckSecrets.fresh("host"))]


class StrangersInTheDeck(Peer):
    """As host of a 32-card game, shuffles the Twos to Sixes in with twelve of its cards (a
    stage of the right size; its own side takes the forged deck for the true one)."""

    @property
    def cards(self):
        honest = super().cards
        if len(honest) == 52:
            return honest
        return tuple(c for c in range(52) if c not in honest) + honest[:12]


class DrawsWhenItCouldPlay(Peer):
    """Draws whenever it may draw at all, even holding a playable card."""

    def own_refusal(self, move):
        return None

    def choose(self, view):
        if str(view.phase) in ("n", "a") or (str(view.phase) == "7"):
            return _done(DRAW_MOVE)
        return _done(view.legal_moves[0])


class RawFrames(Peer):
    """On its first move sends ``frames(self)`` as raw transport frames instead."""

    frames = staticmethod(lambda peer: [b"\x00" * 40])

    async def _my_move(self):
        for frame in self.frames(self):
            await self.channel.transport.send(frame)
        await self.expect("the honest side's verdict")


class Silent(Peer):
    """Never makes its first move (until long after the other side gave up)."""

    async def _my_move(self):
        await asyncio.sleep(SHORT_TIMEOUT * 4)
        await super()._my_move()


class SealsWith(Peer):
    """On its first move sends ``plaintexts(self)``, each properly encrypted, numbered and
    authenticated: what a modified program could send."""

    plaintexts = staticmethod(lambda peer: [b"not json"])

    async def _my_move(self):
        from nacl import bindings as sodium

        for plaintext in self.plaintexts(self):
            counter = self.channel._sent.to_bytes(8, "big")
            box = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
                plaintext, b"dirty7 net v1 " + counter, bytes(16) + counter,
                self.channel._send_key)
            self.channel._sent += 1
            await self.channel.transport.send(counter + box)
        await self.expect("the honest side's verdict")


class SignsWithAnotherKey(Peer):
    """Says hello with one key and signs the end of the game with another."""

    def signature(self, signed):
        from dirty7.net.identity import Identity

        return Identity.fresh().sign(signed)


class SignsAnotherRecord(Peer):
    """Signs, with its own key, a record in which it won (another statement)."""

    def signature(self, signed):
        return self.identity.sign(signed[:-1] + bytes([signed[-1] ^ 1]))


def say_raw_word(link, word: str, times: int = 1) -> None:
    """A hostile friend's program: ``word`` (any text, not only the six) sent ``times``
    times at once on ``link``'s channel, past the sender's rest and the message checks."""
    channel = link._channel
    for _ in range(times):
        asyncio.run_coroutine_threadsafe(
            channel.say_word({"v": 1, "type": "word", "word": word}), link._loop).result(5)


def json_bytes(data) -> bytes:
    return json.dumps(data).encode()


def _other_key(text: str) -> str:
    """A valid key, but not the one given."""
    from dirty7.net.group_cipher import random_key

    return random_key().hex()


def _done(value):
    """An awaitable of ``value`` (``choose`` is a coroutine in the peer)."""
    async def done():
        return value
    return done()
