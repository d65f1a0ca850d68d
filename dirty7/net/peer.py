"""One program's side of a network game: hello, the joint shuffle, the deal, the moves, the
reveal and the check of the whole game (docs/NETWORK.md).

Why one class with small steps: each step is where a hostile program could cheat, and the
tests' hostile peer overrides exactly one step to do so (``make_secrets``,
``commitment_to_send``, ``deck_stage``, ``deal_keys``, ``draw_keys``, ``choose``,
``own_refusal``, ``secrets_to_reveal``, ``signature``). The honest side never raises out of
:meth:`Peer.run`: whatever the other side does ends in a :class:`NetOutcome`, either a
checked joint record or the plain reason the game was stopped, with the messages received
as evidence.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from dirty7.game.record import GameRecord
from dirty7.rules import (
    STANDARD,
    NotationError,
    PlayerView,
    Position,
    Variant,
    format_position,
    parse_move,
)
from dirty7.rules.moves import Move
from dirty7.rules.phrase import N_, Phrase

from .claim_check import ClaimCheck, check_claim, refuse_claim
from .draw_claims import check_opened, check_revealed
from .group_cipher import CipherError
from .house_moves import (
    call_cost,
    call_refusal,
    my_call_cost,
    my_draw,
    their_call_cost,
    their_draw,
)
from .identity import Identity, signature_holds
from .mental_deck import (
    DeckError,
    DeckSecrets,
    check_transcript,
    open_card,
)
from .messages import Abandoned, JsonObject, ProtocolError, message
from .peer_deck import DeckSteps
from .record_check import NETWORK_VERSION
from .secure_channel import GameChannel
from .shared_table import SharedTable, deal_deck
from .signatures import Transcript, record_digest, statement
from .stop_words import STOPPED_GAME, phrase_data, read_reason, reason_of, stopped_by_them

#: ``chooser(view)`` returns the move of this side's player (or an awaitable of it).
Chooser = Callable[[PlayerView], Any]
#: The reason of a stop that is this side's own saved game's fault (the other side is told
#: nothing: it keeps its own copy, to resume with a sound one).
OWN_FAULT = N_("this computer's saved copy of the game does not check out ({reason}); it "
                "was set aside, and the other player is not to blame")
#: How long a side waits to tell the other why it stops (s).
_ABORT_WAIT = 1.0
#: ``on_event(kind, data)``: what a watcher (the table's link) hears — "hello" (None), "dealt"
#: (the position), "step" ((seat, move, the position just before it)). Called on the loop.
Watcher = Callable[[str, Any], None]


@dataclass
class NetOutcome:
    """How a network game ended for one side."""

    ok: bool
    reason: str | None = None
    #: The joint record (a game record with a ``network`` section) when ``ok``.
    record: JsonObject | None = None
    winner: int | None = None
    #: Every message received, in order (the evidence when the game was stopped).
    received: list[JsonObject] = field(default_factory=list)
    #: The other player left, or was gone beyond the resume window (never a win or a loss).
    abandoned: bool = False
    #: This side's own saved copy of the game did not check out (a resumed game): nothing
    #: the other player did; the journal is set aside as evidence.
    own_fault: bool = False
    #: What was checked of the other side's claimed player (a finished game).
    claim: ClaimCheck | None = None


class Peer(DeckSteps):
    """The host (seat 0) or the guest (seat 1) of one game."""

    def __init__(self, channel: GameChannel, *, name: str, chooser: Chooser,
                 player: tuple[str, int | None] = ("human", None), variant: Variant = STANDARD,
                 first: int = 0, move_limit: int | None = None,
                 identity: Identity | None = None) -> None:
        self.channel = channel
        self.role = channel.role
        self.me = 0 if self.role == "host" else 1
        self.them = self.me ^ 1
        self.name, self.chooser, self.player = name, chooser, player
        self.variant, self.first, self.move_limit = variant, first, move_limit
        self.other_name = ""
        self.other_player: tuple[str, int | None] = ("human", None)
        #: This data folder's signing key (a fresh one when none is given: a test's
        #: program, whose key no friend has ever met) and the other side's public key.
        self.identity = identity or Identity.fresh()
        self.other_key: bytes | None = None
        #: Every game message each way, hashed in order: signed at the end.
        self.transcript = Transcript()
        self.secrets: DeckSecrets | None = None
        self.commitments: list[bytes] = [b"", b""]
        self.decks: list[list[bytes]] = []
        #: Keys the other side sent during the game, by deck position (checked at the end).
        self.their_keys: dict[int, bytes] = {}
        self.table: SharedTable | None = None
        #: What was checked of the other side's claimed player, once the game is over.
        self.claim: ClaimCheck | None = None
        self.moves: list[str] = []
        self.received: list[JsonObject] = []
        #: Hooks for a watcher (dirty7.net.friend_link): told of each step; ``consent``
        #: is awaited after hello, before the shuffle (the guest accepts the variant).
        self.on_event: Watcher | None = None
        self.consent: Callable[[], Any] | None = None
        #: Whether a failure now is this side's own doing (a resumed game still replaying
        #: its journal: every message there was checked once already, so a failure is the
        #: journal's, never the other player's).
        self.own_fault: Callable[[], bool] | None = None
        #: Whether :meth:`run` opens the channel first and closes it at the end: a game of
        #: a session after the first finds it open, and the session closes it
        #: (:mod:`dirty7.net.net_session`).
        self.opens_channel = self.closes_channel = True
        #: What the session's first game settled (the other side's ``key``; the host's
        #: ``first``, ``variant`` and ``move_limit``): a later game's hello must say the same.
        self.agreed: dict[str, Any] | None = None
        #: The game's true final position, once the reveal has replayed it (for the score).
        self.final: Position | None = None

    # ------------------------------------------------------------------ the whole game
    async def run(self) -> NetOutcome:
        """Play the game to its end; never raises for anything the other side does."""
        try:
            if self.opens_channel:
                await self.channel.open()
            await self._hello()
            self._tell("hello", None)
            if self.consent is not None:
                await self.consent()
            await self._shuffle()
            await self._deal()
            await self._play()
            record = await self._reveal_and_check()
            return NetOutcome(True, record=record, winner=self._winner(),
                              received=self.received, claim=self.claim)
        except Abandoned as exc:  # the resumable channel's word: nobody to tell
            return NetOutcome(False, reason=exc.reason, received=self.received, abandoned=True)
        except (DeckError, CipherError, ProtocolError) as exc:
            return await self._stop(reason_of(exc))
        except (ValueError, KeyError, IndexError, TypeError) as exc:  # a gap in the checks:
            # still the other side's doing (this side's own moves are checked), so a reason
            return await self._stop(Phrase(N_("it sent something this program cannot use "
                                              "({error})"), error=f"{exc!r:.200}"))
        finally:
            if self.closes_channel:
                await _quietly(self.channel.close())

    async def _stop(self, reason: str) -> NetOutcome:
        if self.own_fault is not None and self.own_fault():
            return NetOutcome(False, reason=Phrase(OWN_FAULT, reason=reason),
                              received=self.received, own_fault=True)
        if self.channel.is_open and not stopped_by_them(reason):
            await _quietly(self.channel.send(message("abort", reason=reason[:300],
                                                     phrase=phrase_data(reason))))
        return NetOutcome(False, reason=reason, received=self.received)

    @property
    def their_key(self) -> bytes:
        """The other side's public key, as its hello said."""
        if self.other_key is None:
            raise RuntimeError("the other side has not said hello yet")
        return self.other_key

    def _winner(self) -> int | None:
        return None if self.shared.dealt.winner < 0 else self.shared.dealt.winner

    async def expect(self, kind: str) -> JsonObject:
        """The next message, which must be a ``kind``."""
        got = await self.channel.recv()
        self.received.append(got)
        if got["type"] == "abort":
            raise ProtocolError(Phrase(STOPPED_GAME, reason=read_reason(got)))
        if got["type"] != kind:
            raise ProtocolError(Phrase(N_("it sent a '{got}' message where a '{kind}' was due"),
                                       got=got["type"], kind=kind))
        self.transcript.add("guest" if self.role == "host" else "host", got)
        return got

    async def send(self, kind: str, **fields: Any) -> None:
        """Send a game message (kept in the transcript, as the other side keeps it)."""
        sent = message(kind, **fields)
        self.transcript.add(self.role, sent)
        await self.channel.send(sent)

    # ------------------------------------------------------------------ hello
    async def _hello(self) -> None:
        host = self.role == "host"
        await self.send(
            "hello", role=self.role, name=self.name,
            player={"spec": self.player[0], "seed": self.player[1]},
            first=self.first if host else None,
            variant=self.variant.to_dict() if host else None,
            move_limit=self.move_limit if host else None, key=self.identity.public_hex)
        got = await self.expect("hello")
        if got["role"] == self.role:
            raise ProtocolError(Phrase(N_("the other program also says it is the host")
                                       if host else
                                       N_("the other program also says it is the guest")))
        self.other_name = got["name"]
        self.other_key = bytes.fromhex(got["key"])
        self.other_player = (got["player"]["spec"], got["player"]["seed"])
        refuse_claim(*self.other_player)
        if not host:
            if got["first"] is None or got["variant"] is None:
                raise ProtocolError(Phrase(N_("the host did not say who starts and which "
                                              "variant")))
            try:
                self.variant = Variant.from_dict(got["variant"])
            except (TypeError, ValueError) as exc:
                raise ProtocolError(Phrase(N_("the host's variant is not one: {error}"),
                                           error=str(exc)[:200])) from None
            self.first = got["first"]
            self.move_limit = got["move_limit"]  # the host's, so both stop at the same move
        if self.agreed is not None:
            self._same_as_agreed(got)

    def _same_as_agreed(self, got: JsonObject) -> None:
        """A later game of a session: the same friend (key) and, from the host, the
        rules the guest accepted and the seat whose turn it is to start."""
        agreed = self.agreed
        if agreed is None:  # the session's first game: nothing settled yet
            return
        if got["key"] != agreed["key"]:
            raise ProtocolError(Phrase(N_("it said hello with another key than in the "
                                          "session's first game")))
        if self.role == "guest":
            for name, value, changed in (
                    ("first", self.first, N_("it changed who starts between two games of "
                                             "the session")),
                    ("variant", self.variant, N_("it changed the variant between two games "
                                                 "of the session")),
                    ("move_limit", self.move_limit, N_("it changed the move_limit between "
                                                       "two games of the session"))):
                if name in agreed and agreed[name] != value:
                    raise ProtocolError(Phrase(changed))

    def _tell(self, kind: str, data: Any) -> None:
        if self.on_event is not None:
            self.on_event(kind, data)

    def _push(self, move: Move) -> None:
        """Make ``move`` on this side's table (the watcher first sees the position before)."""
        position = self.shared.dealt
        self._tell("step", (position.to_move, str(move), position.copy()))
        self.moves.append(str(move))
        position.push(move)

    # ------------------------------------------------------------------ the moves
    async def _play(self) -> None:
        position = self.shared.dealt
        while not position.is_over and (self.move_limit is None
                                         or position.ply < self.move_limit):
            if position.to_move == self.me:
                await self._my_move()
            else:
                await self._their_move()

    async def choose(self, view: PlayerView) -> object:
        """The player's choice, as it gave it (a move, or its notation: parsed by the caller)."""
        move = self.chooser(view)
        return await move if inspect.isawaitable(move) else move

    def own_refusal(self, move: Move) -> str | None:
        """Why this side's own player may not make ``move`` (its rules are the same)."""
        return self.shared.dealt.explain_illegal(move)

    async def _my_move(self) -> None:
        table, position = self.shared, self.shared.dealt
        move = parse_move(str(await self.choose(position.view(self.me))))
        reason = self.own_refusal(move)
        if reason is not None:
            raise ProtocolError(Phrase(N_("this side's own player chose {move}, which is "
                                          "illegal: {reason}"), move=str(move), reason=reason))
        ply = position.ply
        if move.is_draw:
            await my_draw(self, ply)
        elif move.is_pass or move.is_call:
            await self.send("move", ply=ply, move=str(move), pos=None, key=None)
        else:
            cost = call_cost(self, self.me)
            assert move.card is not None  # neither a draw, a pass nor a call: a card's play
            pos = table.held_position(self.me, move.card)
            key = None if pos is None else self.own_secrets.position_keys[pos].hex()
            await self.send("move", ply=ply, move=str(move), pos=pos, key=key)
            if pos is not None:
                table.holder.pop(pos, None)
            await my_call_cost(self, ply, cost)
        self._push(move)

    def draw_keys(self, drawn: list[int]) -> list[list[int | str]]:
        """This side's keys for the positions the other side draws."""
        return [[p, self.own_secrets.position_keys[p].hex()] for p in drawn]

    async def _their_move(self) -> None:
        table, position = self.shared, self.shared.dealt
        got = await self.expect("move")
        if got["ply"] != position.ply:
            raise ProtocolError(Phrase(N_("it sent move {got} where move {ply} was due"),
                                       got=got["ply"], ply=position.ply))
        try:
            move = parse_move(got["move"])
        except NotationError as exc:
            raise ProtocolError(Phrase(N_("it sent {move}, which is not a move: {error}"),
                                       move=repr(got["move"]), error=str(exc)[:200])) from None
        if move.is_draw or move.is_pass:
            reason = table.check_draw_or_pass("draw" if move.is_draw else "pass")
            if reason is not None:
                raise ProtocolError(Phrase(N_("it tried to draw, which the rules refuse: "
                                              "{reason}") if move.is_draw else
                                           N_("it tried to pass, which the rules refuse: "
                                              "{reason}"), reason=reason))
            if move.is_draw:
                await their_draw(self, position.ply)
        elif move.is_call:
            reason = call_refusal(self)
            if reason is not None:
                raise ProtocolError(Phrase(N_("it called \"last card\", which the rules "
                                              "refuse: {reason}"), reason=reason))
        else:
            self._their_card(move, got["pos"], got["key"])
            reason = position.explain_illegal(move)
            if reason is not None:
                raise ProtocolError(Phrase(N_("it played {move}, which the rules refuse: "
                                              "{reason}"), move=str(move), reason=reason))
            await their_call_cost(self, position.ply, call_cost(self, self.them))
        self._push(move)

    def _their_card(self, move: Move, pos: int | None, key_text: str | None) -> None:
        """Check that the other side holds the card it plays, and open it."""
        table, card = self.shared, move.card
        assert card is not None  # only a card's play gets here
        if pos is None:
            if not table.dealt.known_in_hand[self.them] >> card & 1:
                raise ProtocolError(Phrase(N_("it played {card}, a card it does not hold"),
                                           card=str(card)))
            return
        if table.holder.get(pos) != self.them or key_text is None:
            raise ProtocolError(Phrase(N_("it played {card} from deck position {pos}, which "
                                          "it does not hold (a card it does not hold)"),
                                       card=str(card), pos=pos))
        key = bytes.fromhex(key_text)
        opened = open_card(self.decks[3], pos, self.own_secrets.position_keys[pos], key, self.cards)
        if opened != card:
            raise ProtocolError(Phrase(N_("its key for deck position {pos} opens another card "
                                          "than the {card} it played (a wrong decryption "
                                          "share)"), pos=pos, card=str(card)))
        self.their_keys[pos] = key
        check_opened(table, pos, card)
        table.learn(pos, card)
        table.holder.pop(pos)

    # ------------------------------------------------------------------ the end
    def secrets_to_reveal(self) -> DeckSecrets:
        return self.own_secrets

    async def _reveal_and_check(self) -> JsonObject:
        await self.send("reveal", secrets=self.secrets_to_reveal().to_dict())
        theirs = DeckSecrets.from_dict((await self.expect("reveal"))["secrets"],
                                       len(self.cards))
        mine = self.own_secrets
        sides = [mine, theirs] if self.me == 0 else [theirs, mine]
        deck = check_transcript(sides[0], sides[1], (self.commitments[0], self.commitments[1]),
                                self.decks, self.cards)
        for pos, key in self.their_keys.items():
            if theirs.position_keys[pos] != key:
                raise ProtocolError(Phrase(N_("the key it sent for deck position {pos} "
                                              "during the game is not its key for it (a wrong "
                                              "decryption share)"), pos=pos))
        check_revealed(self.shared, deck)
        start = deal_deck(deck, self.first, self.variant)
        self._replay(start)
        record = self._joint_record(start, sides, theirs)
        # re-running a level is CPU work: off the loop, so the channel's heartbeats go on
        self.claim = await asyncio.to_thread(check_claim, record, self.them)
        digest = record_digest(record).hex()
        await self.send("done", record=digest)
        if (await self.expect("done"))["record"] != digest:
            raise ProtocolError(Phrase(N_("its joint record is not the same as this one")))
        return await self._sign(record)

    def signature(self, signed: bytes) -> bytes:
        """This side's signature of the game's statement (the record, the transcript)."""
        return self.identity.sign(signed)

    async def _sign(self, record: JsonObject) -> JsonObject:
        """Both sides sign what they agreed on; each checks the other's signature with the
        key its hello carried, and the record keeps both (host first)."""
        signed = statement(record)
        mine = self.signature(signed)
        await self.send("sign", signature=mine.hex())
        theirs = bytes.fromhex((await self.expect("sign"))["signature"])
        if not signature_holds(self.their_key, signed, theirs):
            raise ProtocolError(Phrase(N_("its signature of the game does not hold with the "
                                          "key it said hello with (a bad signature)")))
        signatures = [b"", b""]
        signatures[self.me], signatures[self.them] = mine, theirs
        record["network"]["signatures"] = [s.hex() for s in signatures]
        return record

    def _replay(self, start: Position) -> None:
        """Every move again, on the true deal: a draw with a card to play is caught here."""
        position = start.copy()
        for i, text in enumerate(self.moves):
            reason = position.explain_illegal(text)
            if reason is not None:
                raise ProtocolError(Phrase(
                    N_("on the revealed deal, move {number} ({move}) by this side was "
                       "illegal: {reason}") if position.to_move == self.me else
                    N_("on the revealed deal, move {number} ({move}) by the other player was "
                       "illegal: {reason}"), number=i + 1, move=text, reason=reason))
            position.push(parse_move(text))
        self.final = position
        mine = self.shared.dealt
        if (position.hands[self.me] != mine.hands[self.me] or position.waste != mine.waste
                or position.winner != mine.winner
                or position.hand_size(self.them) != mine.hand_size(self.them)):
            raise ProtocolError(Phrase(N_("the revealed deal does not give the game that was "
                                          "played")))

    def _joint_record(self, start: Position, sides: list[DeckSecrets],
                      theirs: DeckSecrets) -> JsonObject:
        players = [self.player, self.other_player]
        keys = [self.identity.public, self.their_key]
        if self.me == 1:  # host first
            players.reverse()
            keys.reverse()
        record = GameRecord(start=format_position(start), first=self.first,
                            variant=self.variant, moves=list(self.moves),
                            players=[p[0] for p in players], seeds=[p[1] for p in players])
        data = record.to_dict()
        data["network"] = {
            "version": NETWORK_VERSION,
            "commitments": [c.hex() for c in self.commitments],
            "secrets": [s.to_dict() for s in sides],
            "decks": [[p.hex() for p in deck] for deck in self.decks],
            "keys": [k.hex() for k in keys],
            "transcript": self.transcript.seal().hex(),
        }
        return data


async def _quietly(step: Awaitable[object]) -> None:
    """Run a courtesy step (tell the other side, close) that may fail or hang: bounded."""
    try:
        await asyncio.wait_for(step, _ABORT_WAIT)
    except (ProtocolError, OSError, asyncio.TimeoutError, RuntimeError):
        pass
