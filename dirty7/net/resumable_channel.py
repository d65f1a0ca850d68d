"""A channel that survives a dropped connection: :class:`SecureChannel`'s interface over a
*sequence* of transports (docs/NETWORK.md, "Drops, reconnects and leaving").

Why a layer above the secure channel and not inside it: each connection keeps its own
fresh keys and frame numbers (no frame of an old connection can be replayed into a new
one), while the game's messages get numbers of their own that outlive a connection. Each
game message travels as ``data`` (``seq``, ``ack``, ``body``); it is kept until the other
side acknowledges it, sent again after a reconnect, and a copy that arrives twice is
dropped (idempotent), so a move is never lost or doubled. On a new connection the two
sides first exchange ``resume`` (how many messages each has received and acknowledged)
inside the authenticated channel, so neither the relay nor anyone on the path can forge
it. When a connection drops, the channel reconnects by itself — the same way the first
connection was made, with the ``connect()`` coroutine factory it was given — for up to
:data:`RESUME_WINDOW` seconds; beyond that, or when the other player leaves, the game is
*abandoned* (:class:`Abandoned`).

What the other program sends inside the authenticated channel that is wrong (a bad
message, a number out of order, an acknowledgement of a message never sent) is never
taken for a bad connection: it ends the game with its reason, as in the secure channel.
What the path can do (close, drop, duplicate, reorder or corrupt frames, go silent) only
costs a reconnect.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from dirty7.rules.phrase import N_, Nn_, Phrase

from .messages import Abandoned, JsonObject, ProtocolError, Refused, message
from .secure_channel import DEFAULT_TIMEOUT, Evidence, SecureChannel, Transport
from .stop_words import phrase_data, read_reason
from .token_bucket import TokenBucket

#: How long (s) a dropped game waits for its connection to come back before it is abandoned.
RESUME_WINDOW = 120.0
#: Game messages sent and not yet acknowledged, at most (a game needs a handful).
MAX_UNACKED = 512
#: New connections in one game, at most (a path that keeps breaking ends the game).
MAX_RECONNECTS = 500
#: How long (s) ``close`` waits for the other side to acknowledge the last messages.
CLOSE_WAIT = 0.5
#: Copies of messages already received that one game accepts (a resume re-sends a few).
MAX_DUPLICATES = 2 * MAX_UNACKED
_SESSION_BYTES = 16
#: Messages that carry nothing new (an acknowledgement of nothing more, a heartbeat) that the
#: other side may send in a burst, and per second after it: an honest side sends one per
#: message received and a heartbeat every few seconds.
MAX_IDLE_BURST = 200
MAX_IDLE_RATE = 20.0
#: Game messages received and not yet read, at most (the game reads each at once; an honest
#: side never runs more than a few ahead).
MAX_INBOX = 64

#: ``connect()`` makes a new transport to the other program (relay, direct, listener).
Connect = Callable[[], Awaitable[Transport]]
#: Given the wait for the next game message, awaits it within a bound or raises.
Patience = Callable[[Awaitable[JsonObject]], Awaitable[JsonObject]]

#: Why a player leaves, unless the caller says more.
LEFT = Phrase(N_("the player left"))
#: A message was to go out on a channel that has ended.
CHANNEL_CLOSED = N_("the connection is closed")


class ResumableChannel:
    """Numbered, acknowledged, idempotent game messages over one connection after another.

    ``state`` is "closed" before :meth:`open` and after the end, "connected" or
    "reconnecting" between. ``journal`` (if given) is called with None for every message
    sent (before it goes out) and with every message taken by :meth:`recv` (before it is
    acknowledged), so a saved game always
    holds everything this side has said (:mod:`dirty7.net.resume`). ``saved`` restores the
    numbering and the unacknowledged messages of :meth:`snapshot` (a game resumed later).
    """

    def __init__(self, connect: Connect, channel_key: bytes, role: str, *,
                 timeout: float = DEFAULT_TIMEOUT, resume_window: float = RESUME_WINDOW,
                 heartbeat: float | None = None, first: Transport | None = None,
                 journal: Callable[[JsonObject | None], None] | None = None,
                 saved: JsonObject | None = None) -> None:
        if role not in ("host", "guest"):
            raise ValueError(f"role must be 'host' or 'guest', not {role!r}")
        self.role, self.timeout, self.resume_window = role, timeout, resume_window
        self.heartbeat = timeout / 4 if heartbeat is None else heartbeat
        self.journal = journal
        self.state = "closed"
        self._connect, self._key, self._first = connect, channel_key, first
        self._session = os.urandom(_SESSION_BYTES).hex()
        self._theirs: str | None = None
        self._outbox: deque[tuple[int, JsonObject]] = deque()
        self._sent = self._delivered = self._consumed = 0
        if saved is not None:
            self._restore(saved)
        self._inbox: deque[JsonObject] = deque()
        self._arrived = asyncio.Event()
        self._acked_all = asyncio.Event()
        self._broken = asyncio.Event()
        self._lock = asyncio.Lock()
        self._leg: SecureChannel | None = None
        self._failure: ProtocolError | None = None
        self._tasks: set[asyncio.Task[object]] = set()
        self._opened = self._closing = False
        self._last_break: str = Phrase(N_("the connection failed"))
        #: The frames received last on every connection (the evidence, bounded).
        self.received_frames = Evidence()
        self._idle_budget = TokenBucket(MAX_IDLE_BURST, MAX_IDLE_RATE)
        #: Connections made after the first, copies dropped as duplicates, why it dropped.
        self.reconnects = self.duplicates = 0
        self.drops: list[str] = []
        #: Told each quiet word that arrives (``word`` messages travel beside the game's
        #: numbered ones: never journaled, never re-sent); it may raise Refused.
        self.on_word: Callable[[JsonObject], None] | None = None
        #: Bounds :meth:`recv`'s wait (a table's patience with the other player), if set.
        self.patience: Patience | None = None

    # ------------------------------------------------------------------ the interface
    @property
    def opened(self) -> bool:
        """Whether the first connection was made and its resume exchange agreed."""
        return self._opened

    @property
    def is_open(self) -> bool:
        """Whether a message can be sent (it is kept and re-sent while reconnecting)."""
        return self._opened and self._failure is None and not self._closing

    async def open(self) -> None:
        """Make the first connection (``first`` if given) and the resume exchange.

        Why a failed first handshake reconnects: a frame corrupted or a socket closed on the
        path is the path's doing on the first connection as on any later one, and both
        sides must end the same way (the other side, whose handshake may have succeeded,
        only sees the connection drop and reconnects).
        """
        transport = self._first if self._first is not None else await self._connect()
        self._first = None
        try:
            await self._handshake(transport)
        except Refused:
            raise
        except (ProtocolError, OSError) as exc:
            await self._reconnect(getattr(exc, "reason", None) or str(exc))
            if self._failure is not None:
                raise self._failure from None
        self._opened = True
        self._spawn(self._supervise())
        self._spawn(self._beat())

    async def send(self, body: JsonObject) -> None:
        """Number ``body``, keep it until acknowledged and send it (now or on resume)."""
        if self._failure is not None:
            raise self._failure
        if not self._opened or self._closing:
            raise ProtocolError(Phrase(CHANNEL_CLOSED))
        if len(self._outbox) >= MAX_UNACKED:
            failure = Refused(Phrase(N_("it acknowledged none of the last {most} messages"),
                                     most=MAX_UNACKED))
            self._finish(failure)  # the first failure: none was kept (checked above)
            raise failure
        seq = self._sent
        self._sent += 1
        self._outbox.append((seq, body))
        self._acked_all.clear()
        if self.journal is not None:
            self.journal(None)
        if self.state == "connected":
            await self._transmit(self._leg, message("data", seq=seq, ack=self._consumed,
                                                    body=body))

    async def recv(self) -> JsonObject:
        """The next game message, in order, each exactly once; Abandoned when none will come."""
        arrival = self._next()
        return await (arrival if self.patience is None else self.patience(arrival))

    async def _next(self) -> JsonObject:
        while not self._inbox:
            if self._failure is not None:
                raise self._failure
            if not self._opened or self._closing:
                raise ProtocolError(Phrase(CHANNEL_CLOSED))
            self._arrived.clear()
            await self._arrived.wait()
        body = self._inbox.popleft()
        self._consumed += 1
        if self.journal is not None:
            self.journal(body)
        if self.state == "connected":
            self._spawn(self._transmit(self._leg, message("ack", ack=self._consumed)))
        return body

    async def say_word(self, word: JsonObject) -> bool:
        """Send a quiet word now, beside the game; whether it went (not while reconnecting:
        a word late by a minute means nothing, so it is not kept)."""
        if self.state != "connected" or not self.is_open:
            return False
        await self._transmit(self._leg, word)
        return True

    async def close(self) -> None:
        """Hang up: after a short wait for the last acknowledgement, say ``bye``."""
        if self._closing:
            return
        try:
            if self.state != "closed" and self._outbox and self._failure is None:
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._acked_all.wait(), CLOSE_WAIT)
            await self._hang_up(message("bye"))
        finally:
            self._end()

    async def leave(self, reason: str = LEFT) -> None:
        """The player leaves the game: the other side's game ends abandoned (told why in
        English and, for a program that reads it, as a phrase)."""
        if self._closing:
            return
        leg = self._leg if self.state == "connected" else None
        self._finish(Abandoned(Phrase(N_("this player left the game ({reason})"),
                                      reason=reason)))
        try:
            await self._hang_up(message("leave", reason=reason[:300] or "left",
                                        phrase=phrase_data(reason)), leg)
        finally:
            self._end()

    @property
    def session(self) -> str:
        """This side's id of the game's channel (32 hex digits), kept by a resume."""
        return self._session

    def snapshot(self) -> JsonObject:
        """The numbering and the unacknowledged messages, as JSON (for a saved game)."""
        return {"session": self._session, "peer": self._theirs, "sent": self._sent,
                "consumed": self._consumed, "outbox": [[s, b] for s, b in self._outbox]}

    # ------------------------------------------------------------------ one connection
    async def _handshake(self, transport: Transport) -> None:
        """Open a fresh SecureChannel on ``transport`` and exchange ``resume``."""
        leg = SecureChannel(transport, self._key, self.role, timeout=self.timeout)
        leg.received_frames = self.received_frames
        try:
            await leg.open()
            await leg.send(message("resume", session=self._session, peer=self._theirs,
                                   received=self._delivered, acked=self._consumed,
                                   sent=self._sent))
            got = await _recv(leg)
            if got["type"] != "resume":
                raise Refused(Phrase(N_("it sent a '{kind}' message where 'resume' was due"),
                                     kind=got["type"]))
            self._check_resume(got)
        except BaseException:
            asyncio.ensure_future(_quietly(transport.close()))
            raise
        self._theirs = got["session"]
        self._acknowledged(got["acked"])
        async with self._lock:  # a message sent meanwhile goes out after these, in order
            self._leg, self.state = leg, "connected"
            self._broken.clear()
            try:
                for seq, body in list(self._outbox):
                    if seq >= got["received"]:
                        await leg.send(message("data", seq=seq, ack=self._consumed,
                                               body=body))
            except BaseException:
                self._leg, self.state = None, "reconnecting"
                asyncio.ensure_future(_quietly(transport.close()))
                raise

    def _check_resume(self, got: JsonObject) -> None:
        if self._theirs is not None and got["session"] != self._theirs:
            raise Refused(Phrase(N_("the other program does not have this game (it started "
                                    "another one); the unfinished game cannot be resumed "
                                    "with it")))
        if got["peer"] is not None and got["peer"] != self._session:
            raise Refused(Phrase(N_("the other program is resuming a game this program does "
                                    "not have")))
        base = self._outbox[0][0] if self._outbox else self._sent
        if not base <= got["received"] <= self._sent or got["acked"] > got["received"]:
            raise Refused(Phrase(*Nn_("it says it received {count} message, but {sent} were "
                                      "sent and {base} acknowledged",
                                      "it says it received {count} messages, but {sent} were "
                                      "sent and {base} acknowledged"),
                                 count=got["received"], sent=self._sent, base=base))
        if got["sent"] < self._delivered:
            raise Refused(Phrase(*Nn_("it says it sent {count} message, but {arrived} arrived "
                                      "(it lost messages it had sent)",
                                      "it says it sent {count} messages, but {arrived} arrived "
                                      "(it lost messages it had sent)"),
                                 count=got["sent"], arrived=self._delivered))

    async def _transmit(self, leg: SecureChannel | None, data: JsonObject) -> None:
        """Send on ``leg``; a failure only breaks the connection (the reader reconnects)."""
        if leg is None:
            return
        try:
            async with self._lock:
                await leg.send(data)
        except (ProtocolError, OSError, RuntimeError) as exc:
            if leg is self._leg:
                self._broken.set()
                self._last_break = getattr(exc, "reason", str(exc))

    async def _read(self, leg: SecureChannel) -> None:
        """Take frames off ``leg`` until it fails (ProtocolError) or the other side ends."""
        while True:
            got = await _recv(leg)
            kind = got["type"]
            if kind == "data":
                self._acknowledged(got["ack"])
                seq = got["seq"]
                if seq < self._delivered:
                    self.duplicates += 1
                    if self.duplicates > MAX_DUPLICATES:
                        raise Refused(Phrase(N_("it sent more than {most} copies of messages "
                                                "already received (endless messages)"),
                                             most=MAX_DUPLICATES))
                    continue
                if seq > self._delivered:
                    raise Refused(Phrase(N_("it sent game message {seq} where message {due} "
                                            "was due"), seq=seq, due=self._delivered))
                if len(self._inbox) >= MAX_INBOX:
                    raise Refused(Phrase(N_("it sent more than {most} game messages ahead of "
                                            "the game (a flood)"), most=MAX_INBOX))
                self._delivered += 1
                self._inbox.append(got["body"])
                self._arrived.set()
            elif kind == "ack":
                if not self._acknowledged(got["ack"]) and not self._idle_budget.take():
                    raise Refused(Phrase(N_("it sent acknowledgements of nothing new faster "
                                            "than any game needs (over {burst} at once or "
                                            "{rate} a second)"),
                                         burst=f"{MAX_IDLE_BURST:g}", rate=f"{MAX_IDLE_RATE:g}"))
            elif kind == "word":
                if self.on_word is not None:
                    self.on_word(got)
            elif kind in ("leave", "bye"):
                why = (Phrase(N_("the other player left the game ({reason})"),
                              reason=read_reason(got)) if kind == "leave"
                       else Phrase(N_("the other program closed the connection")))
                self._finish(Abandoned(why))
                return
            else:
                raise Refused(Phrase(N_("it sent a '{kind}' message outside a 'data' message"),
                                     kind=kind))

    def _acknowledged(self, count: int) -> bool:
        """Drop what ``count`` acknowledges; whether it acknowledged anything new."""
        if count > self._sent:
            raise Refused(Phrase(*Nn_("it acknowledged {count} message, but only {sent} were "
                                      "sent", "it acknowledged {count} messages, but only "
                                      "{sent} were sent"), count=count, sent=self._sent))
        new = False
        while self._outbox and self._outbox[0][0] < count:
            self._outbox.popleft()
            new = True
        if not self._outbox:
            self._acked_all.set()
        return new

    # ------------------------------------------------------------------ drops
    async def _supervise(self) -> None:
        """Read each connection in turn; reconnect when one breaks, within the window."""
        while not self._closing and self._failure is None:
            leg = self._leg
            if leg is None:  # the handshake set it before this loop reads (again)
                raise RuntimeError("no connection to read")
            reader = asyncio.ensure_future(self._read(leg))
            broken = asyncio.ensure_future(self._broken.wait())
            try:
                await asyncio.wait({reader, broken}, return_when=asyncio.FIRST_COMPLETED)
            except BaseException:  # cancelled: the channel is closing
                reader.cancel()
                raise
            finally:
                broken.cancel()
                reader.add_done_callback(_retrieved)
            if not reader.done():
                reader.cancel()
                reason = self._last_break
            else:
                exc = reader.exception() if not reader.cancelled() else None
                if exc is None:
                    return  # the other side ended the game (leave, bye)
                if isinstance(exc, Refused):
                    self._finish(exc)
                    return
                if not isinstance(exc, ProtocolError):
                    self._finish(Refused(Phrase(N_("the channel failed ({error})"),
                                                error=f"{exc!r:.200}")))
                    return
                reason = exc.reason
            if self._closing:
                return
            await self._reconnect(reason)

    async def _reconnect(self, reason: str) -> None:
        """New connections until one resumes, or the window is over (abandoned)."""
        self.state, old, self._leg = "reconnecting", self._leg, None
        self.drops.append(reason)
        if old is not None:
            asyncio.ensure_future(_quietly(old.close()))
        loop = asyncio.get_running_loop()
        deadline, pause = loop.time() + self.resume_window, 0.02
        while not self._closing:
            remaining = deadline - loop.time()
            if remaining <= 0 or self.reconnects >= MAX_RECONNECTS:
                self._finish(Abandoned(Phrase(
                    N_("the connection was lost ({reason}) and did not come back within "
                       "{seconds} s"), reason=reason, seconds=f"{self.resume_window:g}")))
                return
            self.reconnects += 1
            try:
                transport = await asyncio.wait_for(self._connect(), remaining)
                await asyncio.wait_for(self._handshake(transport),
                                       max(deadline - loop.time(), 0.01))
                return
            except Refused as exc:
                self._finish(exc)
                return
            except (ProtocolError, OSError, asyncio.TimeoutError):
                pass
            await asyncio.sleep(min(pause, max(deadline - loop.time(), 0)))
            pause = min(pause * 2, 2.0)

    async def _beat(self) -> None:
        """An acknowledgement every ``heartbeat`` s, so silence means the program is gone
        (a person may think for longer than the timeout)."""
        while not self._closing and self._failure is None:
            await asyncio.sleep(self.heartbeat)
            if self.state == "connected":
                await self._transmit(self._leg, message("ack", ack=self._consumed))

    # ------------------------------------------------------------------ the end
    def _finish(self, failure: ProtocolError) -> None:
        if self._failure is None:
            self._failure = failure
        self.state = "closed"
        self._arrived.set()
        self._acked_all.set()

    async def _hang_up(self, farewell: JsonObject, leg: SecureChannel | None = None) -> None:
        self._closing = True
        leg = leg or (self._leg if self.state == "connected" else None)
        if leg is not None:
            with contextlib.suppress(ProtocolError, OSError, RuntimeError,
                                     asyncio.TimeoutError):
                async with self._lock:
                    await asyncio.wait_for(leg.send(farewell), CLOSE_WAIT)
            await _quietly(leg.close())

    def _end(self) -> None:
        self._closing, self.state = True, "closed"
        self._arrived.set()
        for task in list(self._tasks):
            if task is not asyncio.current_task():
                task.cancel()
        if self._leg is not None:
            asyncio.ensure_future(_quietly(self._leg.close()))

    def _spawn(self, step: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(step)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _restore(self, saved: JsonObject) -> None:
        """The numbering of :meth:`snapshot` (already checked by the resume store)."""
        self._session, self._theirs = saved["session"], saved["peer"]
        self._sent = saved["sent"]
        self._delivered = self._consumed = saved["consumed"]
        self._outbox = deque((s, b) for s, b in saved["outbox"])


async def _recv(leg: SecureChannel) -> JsonObject:
    """``leg.recv()``; an error after the frame authenticated is the other program's (final)."""
    before = leg._received
    try:
        return await leg.recv()
    except ProtocolError as exc:
        if leg._received > before:
            raise Refused(exc.reason) from None
        raise


def _retrieved(task: asyncio.Future[None]) -> None:
    """Mark a finished reader's outcome as seen (it was handled, or no longer matters)."""
    if not task.cancelled():
        task.exception()


async def _quietly(step: Awaitable[Any]) -> None:
    with contextlib.suppress(ProtocolError, OSError, RuntimeError, asyncio.TimeoutError):
        await asyncio.wait_for(step, CLOSE_WAIT)
