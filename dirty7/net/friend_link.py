"""A game against a friend, run beside the window: the connection and the :class:`Peer`.

Why a thread with its own asyncio loop: pyglet's event loop is not asyncio, and the window
must never wait for the network. Every public method here returns at once and is called
from the window's thread; the loop thread runs the connection (direct or through a relay),
the :class:`~dirty7.net.peer.Peer` and its checks. What the window needs crosses back as
plain data: ``status`` and ``error`` (read at any time), the dealt position, and each move
the Peer has made on its shared table (:attr:`FriendLink.steps`, a thread-safe queue of
``(seat, move, position before it)``), applied by the table on its own thread
(:mod:`dirty7.net.net_game`).

A player at the window answers through :meth:`FriendLink.submit`; a computer (``dirty7
host --autoplay``) through a ``chooser`` run on a worker thread of the loop, so a long
search never stalls the connection. The contract with the Host and Join screens:
docs/NETWORK.md, "The table and the link".
"""

from __future__ import annotations

import asyncio
import queue
import socket
from collections.abc import Awaitable, Callable
from typing import Any

from dirty7.rules import STANDARD, PlayerView, Position, Variant, as_move
from dirty7.rules.phrase import N_, Phrase
from dirty7.store.friend_stats import key_changed
from dirty7.store.identity_file import fingerprint
from dirty7.store.stats import load_stats
from dirty7.store.storage import Store, default_store
from dirty7.store.unfinished import clear_unfinished, load_unfinished, save_unfinished

from .friend_session import NextPlayer, SessionSide
from .host_rules import variant_words
from .identity import load_identity
from .invite import Invite, InviteError, derive
from .link_loop import LinkLoop
from .messages import Abandoned, JsonObject, ProtocolError
from .peer import NetOutcome, Peer
from .quiet_words import WordsSide
from .resumable_channel import RESUME_WINDOW, ResumableChannel
from .resume import (
    journaled_peer,
    keep_after,
    live_channel,
    resumable,
    resume_peer,
    resumed_computer,
)
from .secure_channel import Transport
from .stop_words import as_sentence
from .transports import DirectListener, connect_direct, join_relay

#: How long a host waits for its friend to come (s).
ARRIVAL_WAIT = 600.0
#: How long a side waits for the next message of a person (s): a person may think long;
#: a dead connection is seen sooner, by the websocket's own keep-alive pings.
PERSON_WAIT = 600.0
#: ... and of a computer (s).
COMPUTER_WAIT = 120.0
#: How long one connection may stay silent (s) before it counts as dropped and the
#: resumable channel reconnects: its heartbeats (every quarter of this) keep a live one
#: busy while a person thinks, so a dead connection is seen in seconds, not minutes.
LINK_SILENCE = 20.0
STATUSES = ("starting", "waiting", "connecting", "ready", "playing", "reconnecting", "between",
            "ended", "failed")
#: Why a game ends when its player leaves it (the other side is told so).
PLAYER_LEFT = N_("the player left the game")
NO_MEETING = N_("the code names no host, and no relay is set to meet at")  #: nowhere to meet

__all__ = ["ARRIVAL_WAIT", "FriendLink", "InviteError", "STATUSES", "lan_address",
           "variant_words"]


def lan_address() -> str:
    """This machine's address on its network, for a direct game's code (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return str(probe.getsockname()[0])  # an AF_INET socket's name: (host, port)
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class FriendLink(SessionSide, WordsSide):
    """One session's connection and its games' Peers, on a loop thread of its own.

    Made by :meth:`host` or :meth:`join`. ``chooser(view)`` (a computer playing this
    seat) answers on a worker thread; without it the window answers by :meth:`submit`.
    ``games`` is how many games this side plays over the invitation (None: until the
    player leaves; :mod:`dirty7.net.friend_session`), ``next_player`` its player for each
    game after the first.
    """

    def __init__(self, role: str, invite: Invite, *, name: str, relay: str | None,
                 variant: Variant = STANDARD, player: tuple[str, int | None] = ("human", None),
                 chooser: Callable[[PlayerView], Any] | None = None,
                 move_limit: int | None = None, listen: tuple[str, int] | None = None,
                 first: int = 0, resume_window: float = RESUME_WINDOW,
                 silence: float = LINK_SILENCE, store: Store | None = None,
                 journal: bool = True, games: int | None = 1,
                 next_player: NextPlayer | None = None) -> None:
        self.role = role
        self.me = 0 if role == "host" else 1
        self.invite = invite
        self.name, self.relay, self.variant = name, relay, variant
        self.player, self.chooser, self.move_limit, self.first = player, chooser, move_limit, first
        self._listen = listen
        self._start_session(games, next_player)
        self._start_words()
        #: How long a dropped connection may take to come back before the game is
        #: abandoned (the issue's two minutes; a test's short one).
        self.resume_window, self.silence = resume_window, silence
        #: Where this side journals its unfinished game (``unfinished-<room>.json``), or
        #: None not to (``journal=False``).
        self.store: Store | None = (store or default_store()) if journal else None
        #: A warning about a damaged unfinished game (set aside), for the screens.
        self.notice: str | None = None
        #: This data folder's signing key (made on first need), whose fingerprint the
        #: screens show; the friend's public key (hex) once their hello came.
        self.identity, problem = load_identity(store or default_store())
        self.notice = problem
        self.other_key: str | None = None
        #: Whether this game picks up an unfinished one (docs/NETWORK.md, "Resuming later").
        self.resumed = False
        self.code: str | None = invite.code() if listen is None else None
        self._status = "starting"
        self.error: str | None = None
        self.other_name = ""
        self.variant_text: str | None = variant_words(variant) if role == "host" else None
        #: The dealt position as this side knows it (set once the deal is done).
        self.dealt: Position | None = None
        #: ``(seat, move, position before)`` for each move made, in order.
        self.steps: queue.Queue[tuple[int, str, Position]] = queue.Queue()
        self.outcome: NetOutcome | None = None
        self.peer: Peer | None = None
        self._channel: ResumableChannel | None = None
        self._answer: asyncio.Future[str] | None = None
        self._consent: asyncio.Future[bool] | None = None
        self._cancelled = False
        #: This player left the game before its end (:meth:`cancel`).
        self.left = False
        #: The connection to the other program (or the relay's pairing) was made.
        self.connected = False
        self._main: asyncio.Task[Any] | None = None
        self._runner = LinkLoop(f"dirty7-{role}")
        self._loop = self._runner.loop
        self._task = self._runner.start(self._run())

    # ------------------------------------------------------------------ making one
    @classmethod
    def host(cls, *, name: str, relay: str | None = None, port: int | None = None,
             variant: Variant = STANDARD, address: str | None = None,
             listen_host: str = "0.0.0.0", code: str | None = None,
             **options: Any) -> FriendLink:
        """Host a game: through ``relay``, or (``port``) listening directly; ``address`` is
        what the code tells the guest to connect to (this machine's LAN address). ``code``
        hosts again under an earlier invite code (to resume its unfinished game;
        :class:`InviteError` at once when it is not one): a direct code listens on its
        own port unless ``port`` says otherwise."""
        if code is not None:
            invite = Invite.parse(code)
            if invite.host is not None and invite.port is not None:  # a direct code
                port = invite.port if port is None else port
                return cls("host", Invite(invite.secret, address or invite.host, port),
                           name=name, relay=None, variant=variant,
                           listen=(listen_host, port), **options)
            return cls("host", invite, name=name, relay=relay, variant=variant, **options)
        if port is not None:
            invite = Invite.fresh(address or lan_address(), port)
            return cls("host", invite, name=name, relay=None, variant=variant,
                       listen=(listen_host, port), **options)
        return cls("host", Invite.fresh(), name=name, relay=relay, variant=variant,
                   **options)

    @classmethod
    def join(cls, code: str, *, name: str, relay: str | None = None,
             **options: Any) -> FriendLink:
        """Join by ``code``; :class:`InviteError` (at once) when it is not one."""
        invite = Invite.parse(code)
        if invite.host is None and not relay:
            raise InviteError(Phrase(NO_MEETING))
        return cls("guest", invite, name=name, relay=relay, **options)

    # ------------------------------------------------------------------ the window's side
    @property
    def status(self) -> str:
        if self._status in ("ready", "playing") and self._channel is not None \
                and getattr(self._channel, "state", None) == "reconnecting":
            return "reconnecting"  # a resumable channel (dirty7.net.resumable_channel)
        return self._status

    def accept(self) -> None:
        """The guest agrees to the host's variant: the deal starts."""
        self._runner.call(self._settle, "_consent", True)

    def submit(self, move: int | str) -> None:
        """This side's player's move (checked by the table before, by the Peer again)."""
        self._runner.call(self._settle, "_answer", str(as_move(move)))

    def playing(self) -> None:
        """The table has taken the game."""
        if self._status == "ready":
            self._status = "playing"

    def cancel(self) -> None:
        """Leave: hang up (idempotent); the other side is told the player left."""
        if self._cancelled:
            return
        self._cancelled = True
        self.left = not self.game_over
        self._runner.call(self._hang_up)

    def close(self, timeout: float = 3.0) -> None:
        """Leave (:meth:`cancel`) and wait up to ``timeout`` s for the goodbye to go and
        the link's loop to end: what a program does before it exits."""
        self.cancel()
        self._runner.finish(timeout)

    def wait(self, timeout: float | None = None) -> NetOutcome | None:
        """Block until the game has ended (a command line, a test); the outcome."""
        try:
            self._task.result(timeout)
        except (TimeoutError, asyncio.CancelledError, Exception):  # noqa: BLE001 - reported
            pass
        return self.outcome

    @property
    def fingerprint(self) -> str:
        """This player's key in short ("a1b2 c3d4"), to read aloud to the friend."""
        return self.identity.fingerprint

    @property
    def other_fingerprint(self) -> str | None:
        """The friend's key in short, once their hello came."""
        return None if self.other_key is None else fingerprint(self.other_key)

    def key_changed(self) -> bool:
        """Whether the friend's name was first met here with another key (someone else may
        be using the name): the screens say so, and the games are counted apart."""
        if self.other_key is None:
            return False
        stats, _warning = load_stats(self.store or default_store())
        return key_changed(stats.by_friend, self.other_name, self.other_key)

    @property
    def finished(self) -> bool:
        return self._status in ("ended", "failed")

    # ------------------------------------------------------------------ the loop's side
    def _settle(self, name: str, value: Any) -> None:
        future = getattr(self, name)
        if future is None:
            future = self._loop.create_future()
            setattr(self, name, future)
        if not future.done():
            future.set_result(value)

    def _future(self, name: str) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] | None = getattr(self, name)
        if future is None:
            future = self._loop.create_future()
            setattr(self, name, future)
        return future

    def _hang_up(self) -> None:
        """On the loop: the player leaves, mid-move, before the deal or while the friend
        thinks — always *abandoned* on both sides (:meth:`_leave`)."""
        if self._main is not None and not self._main.done():
            self._loop.create_task(self._leave())

    async def _leave(self) -> None:
        """The resumable channel says ``leave`` (the other side's game ends abandoned);
        a move or an acceptance awaited from this player fails the same way, so this
        side's Peer ends abandoned too — then, if the game still runs, it is cancelled."""
        channel = self._channel
        if channel is not None and self.outcome is None:
            try:
                await asyncio.wait_for(channel.leave(Phrase(PLAYER_LEFT)), 2.0)
            except (ProtocolError, OSError, asyncio.TimeoutError, RuntimeError):
                pass
        for name in ("_answer", "_consent"):
            future = getattr(self, name)
            if future is not None and not future.done():
                future.set_exception(Abandoned(Phrase(PLAYER_LEFT)))
        self._settle("_wish", False)  # between two games: goodbye
        await asyncio.sleep(0.5)
        if self._main is not None and not self._main.done() and self.outcome is None:
            self._main.cancel()  # (not while it winds up)

    async def _run(self) -> None:
        self._main = asyncio.current_task()
        try:
            transport = await self._connect()
            if self._cancelled:
                await transport.close()
                raise ProtocolError(Phrase(PLAYER_LEFT))
            self._status, self.connected = "connecting", True
            self.peer = peer = self._make_peer(transport)
            self._channel = channel = live_channel(peer.channel)
            self._listen_for_words(channel)
            peer.on_event = self._heard
            if self.role == "guest":
                peer.consent = self._await_consent
            await self._play_session()
            if self._cancelled and self.outcome is not None and not self.outcome.ok:
                self.outcome.reason = Phrase(N_("you left the game"))
        except ProtocolError as exc:
            self.outcome = NetOutcome(False, reason=exc.reason, abandoned=self._cancelled)
        except asyncio.CancelledError:
            self.outcome = NetOutcome(False, reason=Phrase(PLAYER_LEFT), abandoned=True)
        except Exception as exc:  # noqa: BLE001 - never a traceback in the window
            self.outcome = NetOutcome(False, reason=Phrase(N_("the connection failed ({error})"),
                                                           error=f"{exc!r:.200}"))
        finally:
            await self._close_listener()
            await self._let_closes_finish()
            self._finish()

    async def _let_closes_finish(self, limit: float = 1.0) -> None:
        """The channel's last closes run as tasks of their own (a connection closed after
        ``leave``): the loop stops only once they are done (or after ``limit`` s), so no
        socket is left open at the relay or the other program."""
        me = asyncio.current_task()
        pending = [t for t in asyncio.all_tasks() if t is not me]
        if pending:
            await asyncio.wait(pending, timeout=limit)

    # ------------------------------------------------------------------ the journal
    def _make_peer(self, first: Transport) -> Peer:
        """The Peer on a resumable channel whose first connection is ``first`` and whose
        later ones are made the same way (:meth:`_reconnect`); journaled in the store,
        or picking up this room's unfinished game when the store has one for this role."""
        options: dict[str, Any] = {"timeout": self.silence, "resume_window": self.resume_window,
                                   "first": first}
        key = self.invite.channel_key()
        state = self._unfinished()
        if state is not None:
            self.resumed = True
            again = resumed_computer(state, self.player) if self.chooser else None
            if again is not None:  # the same level and seed as the game began with
                self.player, self.chooser = again
            peer = resume_peer(state, self._reconnect, key, self._choose, save=self._save,
                               identity=self.identity, catch_up=again is not None, **options)
        else:
            peer = journaled_peer(self._reconnect, key, self.role, save=self._save,
                                  channel_options=options, name=self.name,
                                  chooser=self._choose, player=self.player,
                                  variant=self.variant, first=self.first,
                                  move_limit=self.move_limit, identity=self.identity)
        live_channel(peer.channel).patience = self._bounded_wait
        return peer

    async def _bounded_wait(self, arrival: Awaitable[JsonObject]) -> JsonObject:
        """The other side's next message comes within :data:`PERSON_WAIT` (or
        :data:`COMPUTER_WAIT`), else the game is abandoned: the channel's heartbeats keep
        a connection alive however long a player takes, so the wait is bounded here."""
        wait = PERSON_WAIT if self.chooser is None else COMPUTER_WAIT
        try:
            return await asyncio.wait_for(arrival, wait)
        except asyncio.TimeoutError:
            raise Abandoned(Phrase(N_("the other side was silent for {seconds} s"),
                                   seconds=f"{wait:g}")) from None

    @property
    def journal_id(self) -> str:
        """The id of this side's unfinished-game file (``unfinished-<id>.json``): derived
        from the code and this side's role, so two programs sharing one data folder (two
        windows on one machine) keep one file each, and a code always finds its own."""
        return derive(self.invite.secret, b"dirty7-unf-" + self.role.encode(),
                      16).hex()

    def _unfinished(self) -> JsonObject | None:
        """This room's unfinished game of this side, if the store keeps a sound one."""
        if self.store is None:
            return None
        state, self.notice = load_unfinished(self.journal_id, self.store)
        if state is None:
            return None
        try:
            state = resumable(state, self.invite.channel_key(), self.identity)
        except ValueError as exc:
            from dirty7.store.reading import problem_of
            from dirty7.store.unfinished import discard_unfinished

            self.notice = discard_unfinished(self.journal_id, problem_of(exc), self.store)
            return None
        return state if state["role"] == self.role else None

    def _save(self, state: JsonObject) -> None:
        if self.store is not None:
            problem = save_unfinished(self.journal_id, state, self.store)
            if problem:
                self.notice = problem

    def _settle_journal(self) -> None:
        """A finished game (or one stopped for cheating) is over: its file goes; an
        abandoned one stays, to be resumed with the same code."""
        if self.store is None or self.outcome is None:  # (a game's end sets its outcome)
            return
        if self.outcome.own_fault:
            from dirty7.store.unfinished import discard_unfinished

            self.notice = discard_unfinished(self.journal_id, self.outcome.reason or "", self.store)
        elif not keep_after(self._peer(), self.outcome):
            clear_unfinished(self.journal_id, self.store)

    async def _reconnect(self) -> Transport:
        """A new connection, made the way the first one was (the channel's ``connect``)."""
        invite, room = self.invite, self.invite.room_id()
        if self.role == "host" and self._listen is not None:
            return await self._listener.accept(self.resume_window)
        if invite.host is not None and invite.port is not None:
            return await connect_direct(invite.host, invite.port, room,
                                        timeout=self.resume_window)
        return await join_relay(self._relay(), room, timeout=self.resume_window)

    def _relay(self) -> str:
        if self.relay is None:  # a code without a host meets at a relay: none is set
            raise ProtocolError(Phrase(NO_MEETING))
        return self.relay

    def _finish(self) -> None:
        outcome = self.outcome
        if outcome is not None and outcome.ok:
            self._status = "ended"
        else:
            reason = outcome.reason if outcome else None
            self.error = as_sentence(reason if reason is not None and reason.strip()
                                     else Phrase(N_("the game stopped")))
            self._status = "failed"
        self._loop.call_soon(self._loop.stop)

    async def _connect(self) -> Transport:
        invite = self.invite
        room = invite.room_id()
        if self.role == "host" and self._listen is not None:
            host, port = self._listen
            try:
                self._listener = await DirectListener(room).start(host, port)
            except OSError as exc:
                raise ProtocolError(Phrase(N_("cannot listen on port {port}: {error}"),
                                           port=port, error=str(exc.strerror or exc))) from None
            if port == 0:  # a test's free port: the code says which one
                invite = self.invite = Invite(invite.secret, invite.host, self._listener.port)
            self.code = invite.code()
            self._status = "waiting"
            return await self._listener.accept(ARRIVAL_WAIT)
        if invite.host is not None and invite.port is not None:
            self._status = "connecting"
            return await connect_direct(invite.host, invite.port, room)
        if self.role == "guest":
            self._status = "connecting"

        def at_relay() -> None:  # the code is worth giving only once the relay has us
            self._status = "waiting" if self.role == "host" else "connecting"
        return await join_relay(self._relay(), room, timeout=ARRIVAL_WAIT, on_connected=at_relay)

    async def _close_listener(self) -> None:
        listener = getattr(self, "_listener", None)
        if listener is not None:
            try:
                await asyncio.wait_for(listener.close(), 2.0)
            except (OSError, asyncio.TimeoutError):
                pass

    def _heard(self, kind: str, data: Any) -> None:
        """The Peer's word (on the loop): hello, the deal, each move."""
        if kind == "hello" and (peer := self.peer) is not None:  # (its Peer said it)
            # the key last: it says "connected", and a watcher then reads the name and
            # the rules in words at once (dirty7 join's question, the Join screen's offer)
            self.other_name = peer.other_name
            self.variant, self.first = peer.variant, peer.first
            self.move_limit = peer.move_limit
            self.variant_text = variant_words(self.variant)
            self.other_key = peer.their_key.hex()
        elif kind == "dealt":
            self.dealt = data
            self._status = "ready"
        elif kind == "step":
            self.steps.put(data)

    async def _await_consent(self) -> None:
        await self._future("_consent")

    async def _choose(self, view: PlayerView) -> object:
        if self.chooser is not None:
            return await self._loop.run_in_executor(None, self.chooser, view)
        future = self._future("_answer")
        try:
            return await future
        finally:
            self._answer = None
