"""The joint shuffle and the deal of one side of a network game (docs/NETWORK.md).

Why apart from :mod:`dirty7.net.peer`: the shuffle's four stages and the deal's keys are
one part of the protocol with its own checks, and the tests' hostile peer overrides its
steps (``make_secrets``, ``commitment_to_send``, ``deck_stage``, ``deal_keys``) as it
overrides the rest of :class:`~dirty7.net.peer.Peer`, which is made of this part and its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.ruleset import rules_of

from .mental_deck import DeckSecrets, check_deck, first_stage, open_card, relock, second_stage
from .messages import JsonObject, ProtocolError
from .shared_table import SharedTable, dealt_to

if TYPE_CHECKING:
    from dirty7.rules import Variant

    from .signatures import Transcript


class DeckSteps:
    """The shuffle and the deal, on the Peer's state (its secrets, decks and table)."""

    role: str
    me: int
    them: int
    first: int
    variant: Variant
    secrets: DeckSecrets | None
    commitments: list[bytes]
    decks: list[list[bytes]]
    their_keys: dict[int, bytes]
    table: SharedTable | None
    transcript: Transcript

    if TYPE_CHECKING:  # the Peer's own messaging, which the steps use
        async def send(self, kind: str, **fields: Any) -> None: ...

        async def expect(self, kind: str) -> JsonObject: ...

        def _tell(self, kind: str, data: Any) -> None: ...

    @property
    def own_secrets(self) -> DeckSecrets:
        """This side's shuffle and keys, made at the shuffle's start."""
        if self.secrets is None:
            raise RuntimeError("the shuffle has not started")
        return self.secrets

    @property
    def shared(self) -> SharedTable:
        """The table both sides deal on, made at the deal."""
        if self.table is None:
            raise RuntimeError("the deal has not started")
        return self.table

    @property
    def cards(self) -> tuple[int, ...]:
        """The deck's cards in card order, by the rules in force: all 52, or 32."""
        return rules_of(self.variant).deck_cards

    def make_secrets(self) -> DeckSecrets:
        return DeckSecrets.fresh(self.role, len(self.cards))

    def commitment_to_send(self) -> bytes:
        return self.own_secrets.commitment()

    def deck_stage(self, stage: int, deck: list[bytes] | None) -> list[bytes]:
        """This side's stage of the deck (1 and 3 the host's, 2 and 4 the guest's)."""
        if stage == 1:
            return first_stage(self.own_secrets, self.cards)
        if deck is None:
            raise ValueError(f"stage {stage} works on the deck of stage {stage - 1}")
        if stage == 2:
            return second_stage(self.own_secrets, deck)
        return relock(self.own_secrets, deck)

    async def _shuffle(self) -> None:
        self.secrets = self.make_secrets()
        mine = self.commitment_to_send()
        await self.send("commit", digest=mine.hex())
        theirs = bytes.fromhex((await self.expect("commit"))["digest"])
        self.commitments[self.me], self.commitments[self.them] = mine, theirs
        deck: list[bytes] | None = None
        for stage in (1, 2, 3, 4):
            if (stage % 2 == 1) == (self.role == "host"):
                deck = self.deck_stage(stage, deck)
                await self.send("deck", stage=stage, points=[p.hex() for p in deck])
            else:
                got = await self.expect("deck")
                if got["stage"] != stage:
                    raise ProtocolError(Phrase(N_("it sent deck stage {got} where stage "
                                                  "{stage} was due"),
                                               got=got["stage"], stage=stage))
                deck = check_deck([bytes.fromhex(p) for p in got["points"]], len(self.cards))
            self.decks.append(deck)


    # ------------------------------------------------------------------ the deal
    def deal_keys(self) -> list[list[int | str]]:
        """This side's keys for the other's cards (seven, or the rules' hand size) and the
        up-card."""
        up = self.shared.up
        return [[p, self.own_secrets.position_keys[p].hex()] for p in range(up + 1)
                if dealt_to(p, self.first, up) != self.me]

    async def _deal(self) -> None:
        self.table = table = SharedTable(self.me, self.first, self.variant)
        await self.send("keys", ply=0, keys=self.deal_keys())
        got = await self.expect("keys")
        up = table.up
        wanted = {p for p in range(up + 1) if dealt_to(p, self.first, up) != self.them}
        opened = self.open_keys(got, wanted)
        self._tell("dealt", table.start(opened).copy())

    def open_keys(self, got: JsonObject, wanted: set[int]) -> dict[int, int]:
        """The cards the other side's ``keys`` message opens; it must open ``wanted``."""
        pairs = got["keys"]
        if {p for p, _ in pairs} != wanted or len(pairs) != len(wanted):
            raise ProtocolError(Phrase(N_("it sent keys for deck positions {got} where "
                                          "{wanted} were due"),
                                       got=str(sorted(p for p, _ in pairs)),
                                       wanted=str(sorted(wanted))))
        opened = {}
        for pos, text in pairs:
            key = bytes.fromhex(text)
            opened[pos] = open_card(self.decks[3], pos, self.own_secrets.position_keys[pos], key,
                                    self.cards)
            self.their_keys[pos] = key
        return opened


__all__ = ["DeckSteps"]
