"""Resuming an unfinished network game later: the journal that keeps it, and the peer that
picks it up again (docs/NETWORK.md, "Resuming later").

Why a journal of *inputs* and not a picture of the table: a peer's game is a deterministic
function of its own secrets, its own player's choices and the messages it received. The
journal keeps exactly those, plus the resumable channel's numbering and its messages not
yet acknowledged, and it is written before each message goes out and after each one is
taken (so an acknowledgement never covers a message the file lacks). To resume, the peer
runs its game again from the start on a channel that replays the received messages and
swallows the messages already sent, with the saved secrets and choices; when the replay
runs out it is exactly where it stopped, and the live channel takes over — its ``resume``
exchange sends again whatever the other side is missing. The same rules engine checks
every replayed step again, so a damaged or altered journal cannot slip an illegal move in.

Why the journal is sealed, and a failure during the replay is this side's own: a journal
edited by hand (or damaged on disk) used to be replayed, and what no longer held together
was reported as the other player's cheating. The state carries a keyed BLAKE2b seal (its
key derived from the invite code's channel key, which the file does not hold), checked
before anything is replayed; and whatever fails before the replay reaches a live message
is the journal's doing, since every journaled message was checked once already. Either is
said as this side's problem, the file is set aside as evidence, and the other player is
told nothing that blames them.
"""

from __future__ import annotations

import hmac
import inspect
from collections.abc import Callable
from typing import Any

from dirty7.rules import STANDARD, Variant
from dirty7.rules.phrase import N_, Phrase
from dirty7.store.identity_file import is_public_key
from dirty7.store.reading import problem_of

from .identity import Identity
from .invite import derive
from .mental_deck import DeckError, DeckSecrets
from .messages import MAX_NAME, MAX_PLY, MAX_SPEC, JsonObject, ProtocolError, check_message
from .peer import Chooser, NetOutcome, Peer
from .resumable_channel import MAX_UNACKED, Connect, ResumableChannel
from .secure_channel import GameChannel
from .signatures import canonical

#: Version 2: the state carries its ``seal``.
STATE_VERSION = 2
#: A game's messages one way, at most (a few per move, and the deal's).
_MAX_MESSAGES = 4 * MAX_PLY + 64


class GameJournal:
    """Keeps one side's unfinished game through ``save(state)`` (e.g. the store's
    ``save_unfinished`` for its room); see the module docstring."""

    def __init__(self, save: Callable[[JsonObject], Any], seal_key: bytes,
                 saved: JsonObject | None = None, *, catch_up: bool = False) -> None:
        self.save, self.seal_key = save, seal_key
        #: A computer player resumed: shown each replayed view again, its answer set aside
        #: for the journaled one, so its memory and random draws are the original's.
        self.catch_up = catch_up
        self.peer: Peer | None = None
        self.received: list[JsonObject] = list(saved["received"]) if saved else []
        self.choices: list[str] = list(saved["choices"]) if saved else []
        self._replaying = len(self.choices)

    def attach(self, peer: Peer) -> Peer:
        """Journal ``peer`` (on a ResumableChannel, or the replay in front of one)."""
        self.peer = peer
        live_channel(peer.channel).journal = self.write
        chooser = peer.chooser

        async def journaled(view: Any) -> Any:
            if self._replaying:
                self._replaying -= 1
                if self.catch_up:
                    again = chooser(view)
                    if inspect.isawaitable(again):
                        await again
                return self.choices[len(self.choices) - self._replaying - 1]
            move = chooser(view)
            move = await move if inspect.isawaitable(move) else move
            self.choices.append(str(move))
            return move
        peer.chooser = journaled
        return peer

    def write(self, received: JsonObject | None = None) -> None:
        """Called by the channel: after a message is taken (``received``), or before one
        goes out."""
        if received is not None:
            self.received.append(received)
        self.save(self.state())

    def state(self) -> JsonObject:
        peer = self.peer
        if peer is None:  # the channel writes only once attach gave it the journal
            raise RuntimeError("a journal is written for the peer it is attached to")
        state = {"version": STATE_VERSION, "role": peer.role, "name": peer.name,
                 "player": list(peer.player), "variant": peer.variant.to_dict(),
                 "first": peer.first, "move_limit": peer.move_limit,
                 "key": peer.identity.public_hex,
                 "secrets": None if peer.secrets is None else peer.secrets.to_dict(),
                 "choices": list(self.choices), "received": list(self.received),
                 "channel": live_channel(peer.channel).snapshot()}
        state["seal"] = seal(state, self.seal_key)
        return state


def journal_key(channel_key: bytes) -> bytes:
    """The key that seals a game's journal (from the invite's channel key)."""
    return derive(channel_key, b"dirty7-journal", 32)


def seal(state: JsonObject, key: bytes) -> str:
    """The keyed BLAKE2b of ``state`` (less its own seal), 64 hex digits."""
    body = {k: v for k, v in state.items() if k != "seal"}
    return derive(key, b"dirty7-seal", 32, canonical(body)).hex()


class _Replay:
    """The channel in front of a resumed game's live one: first the journal's messages."""

    def __init__(self, live: ResumableChannel, received: list[JsonObject], sent: int) -> None:
        self.live, self.role = live, live.role
        self._queue, self._skip = list(received), sent
        #: Whether the live channel is open, and whether the game has since sent or
        #: waited for a message beyond the journal.
        self.opened = self.gone_live = False

    @property
    def is_open(self) -> bool:
        return self.live.is_open

    @property
    def state(self) -> str:
        return self.live.state

    async def open(self) -> None:
        await self.live.open()
        self.opened = True

    @property
    def replaying(self) -> bool:
        """Whether the game is replaying the journal (a failure now is the journal's)."""
        return self.opened and not self.gone_live

    async def send(self, body: JsonObject) -> None:
        if self._skip:
            self._skip -= 1  # sent before: the live channel re-sends it if it was lost
            return
        self.gone_live = True
        await self.live.send(body)

    async def recv(self) -> JsonObject:
        if self._queue:
            return self._queue.pop(0)
        self.gone_live = True
        return await self.live.recv()

    async def close(self) -> None:
        await self.live.close()

    async def leave(self, reason: str = "the player left") -> None:
        await self.live.leave(reason)


def resumed_computer(state: JsonObject, player: tuple[str, int | None]
                     ) -> tuple[tuple[str, int | None], Chooser] | None:
    """A computer resuming its seat (``player`` is this program's, a level) plays on as the
    one the game began with: the journal's level and seed — a new seed would be another
    player, and the record would no longer verify — to be caught up on its own earlier
    views (``catch_up``). None for a person's seat."""
    spec, seed = state["player"]
    if "human" in (spec, player[0]):
        return None
    from dirty7.game.seats.seat_factory import PlayerSpec, strategy_for

    return (spec, seed), strategy_for(PlayerSpec(spec, seed), exact=True).choose


def resume_peer(state: JsonObject, connect: Connect, channel_key: bytes, chooser: Chooser, *,
                save: Callable[[JsonObject], Any], cls: type = Peer,
                identity: Identity | None = None, catch_up: bool = False,
                **channel_options: Any) -> Peer:
    """A peer that picks up the journaled game ``state`` (checked by :func:`check_state`,
    its seal too) and goes on journaling through ``save``. ``identity`` must be the one the
    game began with (its hello said that key): ValueError otherwise. ``catch_up``: the
    chooser is a computer made afresh from the journal's player (see :class:`GameJournal`)."""
    resumable(state, channel_key, identity)
    key = journal_key(channel_key)
    live = ResumableChannel(connect, channel_key, state["role"], saved=state["channel"],
                            **channel_options)
    replay = _Replay(live, state["received"], state["channel"]["sent"])
    peer = cls(replay, name=state["name"], chooser=chooser, player=tuple(state["player"]),
               variant=Variant.from_dict(state["variant"]), first=state["first"],
               move_limit=state["move_limit"], identity=identity)
    if state["secrets"] is not None:
        secrets = DeckSecrets.from_dict(state["secrets"])
        peer.make_secrets = lambda: secrets
    peer.own_fault = lambda: replay.replaying
    return GameJournal(save, key, state, catch_up=catch_up).attach(peer)


def resumable(state: Any, channel_key: bytes, identity: Identity | None) -> JsonObject:
    """``state`` if this side can resume it: a sound journal (:func:`check_state`), sealed
    under the code's ``channel_key``, begun with this data folder's ``identity`` (its hello
    said that key); else ValueError saying why."""
    checked = check_state(state, journal_key(channel_key))
    if identity is None or identity.public_hex != checked["key"]:
        raise ValueError(Phrase(N_("it was begun with another identity than this data folder's")))
    return checked


def journaled_peer(connect: Connect, channel_key: bytes, role: str, *,
                   save: Callable[[JsonObject], Any], cls: type = Peer,
                   channel_options: JsonObject | None = None, **peer_options: Any) -> Peer:
    """A new game's peer on a resumable channel, journaled through ``save``."""
    channel = ResumableChannel(connect, channel_key, role, **(channel_options or {}))
    return GameJournal(save, journal_key(channel_key)).attach(cls(channel, **peer_options))


def keep_after(peer: Peer, outcome: NetOutcome) -> bool:
    """Whether the game's journal is kept: it was abandoned, or a resume was refused before
    the two programs agreed (the player may still resume with the right one); a finished
    game, or one stopped for cheating, is over for good. (A journal that did not check out,
    ``outcome.own_fault``, is not kept either: the caller sets it aside as evidence.)"""
    if outcome.own_fault:
        return False
    if outcome.abandoned:
        return True
    return not outcome.ok and not live_channel(peer.channel).opened


def check_state(state: Any, seal_key: bytes | None = None) -> JsonObject:
    """``state`` if it is a journal this program can resume (and, given the game's
    ``seal_key``, sealed by it), else ValueError saying why."""
    if not isinstance(state, dict) or state.get("version") != STATE_VERSION:
        raise ValueError(Phrase(N_("it is not an unfinished game of this version")))
    try:
        _check_fields(state)
    except (ProtocolError, DeckError, KeyError, TypeError) as exc:
        raise ValueError(Phrase(N_("it is damaged ({reason})"), reason=problem_of(exc))) from None
    if seal_key is not None and not hmac.compare_digest(state["seal"], seal(state, seal_key)):
        raise ValueError(Phrase(N_("it was changed outside the program (its seal does not "
                                    "match); the other player is not to blame")))
    return state


def _check_fields(state: JsonObject) -> None:
    must = {"role", "name", "player", "variant", "first", "move_limit", "secrets", "choices",
            "received", "channel", "version", "key", "seal"}
    if set(state) != must:
        raise ValueError(Phrase(N_("its fields are {fields}"),
                                fields=str(sorted(state)[:14])[:300]))
    if not is_public_key(state["key"]):
        raise ValueError(Phrase(N_("its public key is not one")))
    if not (isinstance(state["seal"], str) and len(state["seal"]) == 64
            and all(c in "0123456789abcdef" for c in state["seal"])):
        raise ValueError(Phrase(N_("its seal is not one")))
    if state["role"] not in ("host", "guest") or state["first"] not in (0, 1):
        raise ValueError(Phrase(N_("its role or who starts is not one")))
    if not (isinstance(state["name"], str) and 0 < len(state["name"]) <= MAX_NAME):
        raise ValueError(Phrase(N_("its name is not one")))
    player = state["player"]
    if not (isinstance(player, list) and len(player) == 2 and isinstance(player[0], str)
            and len(player[0]) <= MAX_SPEC and (player[1] is None or type(player[1]) is int)):
        raise ValueError(Phrase(N_("its player is not one")))
    limit = state["move_limit"]
    if limit is not None and not (type(limit) is int and 0 < limit <= MAX_PLY):
        raise ValueError(Phrase(N_("its move limit is not one")))
    Variant.from_dict(state["variant"]) if state["variant"] is not None else STANDARD
    if state["secrets"] is not None:
        check_message({"v": 1, "type": "reveal", "secrets": state["secrets"]})
        DeckSecrets.from_dict(state["secrets"])
    for name, limit in (("choices", 2 * MAX_PLY), ("received", _MAX_MESSAGES)):
        if not isinstance(state[name], list) or len(state[name]) > limit:
            raise ValueError(Phrase(N_("its {field} field is not a list of at most {limit}"),
                                    field=name, limit=limit))
    if not all(isinstance(c, str) and 0 < len(c) <= 8 for c in state["choices"]):
        raise ValueError(Phrase(N_("its choices are not moves")))
    for body in state["received"]:
        check_message(body)
    _check_channel(state["channel"], len(state["received"]))


def _check_channel(channel: Any, received: int) -> None:
    hexes = ("session", "peer")
    if not isinstance(channel, dict) or set(channel) != {*hexes, "sent", "consumed", "outbox"}:
        raise ValueError(Phrase(N_("its channel is not one")))
    for name in hexes:
        value = channel[name]
        if not (value is None and name == "peer") and not (
                isinstance(value, str) and len(value) == 32
                and all(c in "0123456789abcdef" for c in value)):
            raise ValueError(Phrase(N_("its channel's {field} field is not one"), field=name))
    sent, consumed, outbox = channel["sent"], channel["consumed"], channel["outbox"]
    if not (type(sent) is int and 0 <= sent <= _MAX_MESSAGES) or consumed != received:
        raise ValueError(Phrase(N_("its channel's counts do not match its messages")))
    if not isinstance(outbox, list) or len(outbox) > MAX_UNACKED:
        raise ValueError(Phrase(N_("its channel's unacknowledged messages are not a short list")))
    seqs = []
    for item in outbox:
        if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int):
            raise ValueError(Phrase(N_("its channel's unacknowledged messages are not numbered")))
        check_message(item[1])
        seqs.append(item[0])
    if seqs != list(range(sent - len(seqs), sent)):
        raise ValueError(Phrase(N_("its channel's unacknowledged messages are not the last ones "
                                    "sent")))


def live_channel(channel: GameChannel) -> ResumableChannel:
    """The resumable channel under a peer's channel (a resumed game's replay in front);
    TypeError for a channel that cannot resume."""
    if isinstance(channel, _Replay):
        return channel.live
    if isinstance(channel, ResumableChannel):
        return channel
    raise TypeError(f"not a resumable channel: {type(channel).__name__}")
