"""The session side of a :class:`~dirty7.net.friend_link.FriendLink`: one game after
another over the same connection (:mod:`dirty7.net.net_session`), seen from the window.

Why a part of its own: the link's connection, journal and statuses stay as they were for
one game; this adds what lies between two games — each game's outcome kept in
:attr:`results`, the player's "play again" or "leave" (:meth:`play_again`,
:meth:`leave_session`), the friend's word (:attr:`other_again`), the match score, and the
next game's fresh Peer on the same channel. A computer playing this side (``--games N``)
says "again" by itself until N games are played. Runs on the link's loop thread except the
public methods, which return at once.
"""

from __future__ import annotations

import asyncio
import queue
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .net_session import Session, SessionOutcome
from .peer import NetOutcome, Peer
from .resume import live_channel

if TYPE_CHECKING:
    from dirty7.rules import PlayerView, Position, Variant

    from .identity import Identity
    from .invite import Invite
    from .link_loop import LinkLoop

#: ``next_player()``: this side's player for the next game (a computer: a fresh seed, so
#: the record's spec and seed re-run exactly its choices) as ``(player, chooser)``.
NextPlayer = Callable[[], tuple[tuple[str, int | None], Any]]


class SessionSide:
    """What FriendLink adds for a session (a mix-in: it reads the link's own fields)."""

    if TYPE_CHECKING:  # the link's own, which the session uses
        me: int
        invite: Invite
        name: str
        variant: Variant
        player: tuple[str, int | None]
        chooser: Callable[[PlayerView], Any] | None
        move_limit: int | None
        first: int
        identity: Identity
        _status: str
        dealt: Position | None
        steps: queue.Queue[tuple[int, str, Position]]
        outcome: NetOutcome | None
        peer: Peer | None
        _runner: LinkLoop
        _wish: asyncio.Future[bool] | None

        @property
        def finished(self) -> bool: ...

        def _settle(self, name: str, value: Any) -> None: ...

        def _future(self, name: str) -> asyncio.Future[Any]: ...

        def _settle_journal(self) -> None: ...

        def _heard(self, kind: str, data: Any) -> None: ...

        async def _choose(self, view: PlayerView) -> Any: ...

    def _start_session(self, games: int | None, next_player: NextPlayer | None) -> None:
        #: How many games this side plays (None: as many as the player says).
        self.games, self.next_player = games, next_player
        #: The game being played (0-based), and each game's outcome so far.
        self.index = 0
        self.results: list[NetOutcome] = []
        #: The friend's word after this game: True "play again", False "leave", None not
        #: yet said.
        self.other_again: bool | None = None
        #: This side said it, and waits for the friend.
        self.wants_again = False
        #: The session's end (its games, wins and match score by seat), once over.
        self.session: SessionOutcome | None = None
        #: Why the session ended after a finished game ("the other player left …").
        self.parting: str | None = None
        self._wish = None

    # ------------------------------------------------------------------ the window's side
    @property
    def game_over(self) -> bool:
        """The current game is over (the session may go on)."""
        return self.finished or self._status == "between"

    def play_again(self) -> None:
        """This side's player wants the next game (the friend is told)."""
        self.wants_again = True
        self._runner.call(self._settle, "_wish", True)

    def leave_session(self) -> None:
        """This side's player plays no more games: both sides' session ends."""
        self._runner.call(self._settle, "_wish", False)

    def match_scores(self) -> list[int]:
        """The match score in the table's seats (this side's first), so far."""
        scores = self._scores()
        return [scores[self.me], scores[self.me ^ 1]]

    def wins(self) -> list[int]:
        """Games won in the session so far, this side's first."""
        wins = [0, 0]
        for outcome in self.results:
            if outcome.ok and outcome.winner is not None:
                wins[outcome.winner ^ self.me] += 1
        return wins

    def game_id(self, index: int | None = None) -> str:
        """Game ``index``'s id for the statistics (the current game's by default): the
        first game's is the channel's session id, the same across drops and a resume
        later (counted once); each later game of the session adds its number."""
        index = self.index if index is None else index
        if self.peer is None:
            base = f"net-{self.invite.room_id()}"
        else:
            base = f"net-{live_channel(self.peer.channel).session}"
        return base if index == 0 else f"{base}-{index + 1}"

    def wait_game(self, index: int, timeout: float | None = None) -> NetOutcome | None:
        """Block until game ``index`` is over (a command line, a test); its outcome, or
        None when the session ended before it."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while len(self.results) <= index and not self.finished:
            if deadline is not None and time.monotonic() > deadline:
                return None
            time.sleep(0.02)
        return self.results[index] if len(self.results) > index else None

    # ------------------------------------------------------------------ the loop's side
    async def _play_session(self) -> None:
        session = Session(self._peer(), self._next_peer, games=self.games,
                          wish=self._await_wish, on_game=self._game_ended,
                          on_wish=self._heard_wish)
        self._session_runner = session
        self.session = await session.run()
        if self.results and self.results[-1].ok:
            self.parting = self.session.reason

    def _scores(self) -> list[int]:
        runner = getattr(self, "_session_runner", None)
        return list(runner.outcome.scores) if runner is not None else [0, 0]

    def _game_ended(self, index: int, outcome: NetOutcome) -> None:
        self.outcome = outcome
        self.results.append(outcome)
        if index == 0:
            self._settle_journal()
            # later games are not journaled: a drop is the live channel's to resume
            live_channel(self._peer().channel).journal = None
        if outcome.ok and (self.games is None or index + 1 < self.games):
            self._status = "between"  # (one game: "ended" once the goodbyes are said)

    def _heard_wish(self, again: bool) -> None:
        self.other_again = again

    async def _await_wish(self, index: int) -> bool:
        if self.games is not None:
            return True  # a set number of games: the session counts them
        try:
            again: bool = await self._future("_wish")
            return again
        finally:
            self._wish = None

    def _peer(self) -> Peer:
        """The game's Peer, made once the connection is up (before any game is played)."""
        if self.peer is None:
            raise RuntimeError("no game is connected yet")
        return self.peer

    def _next_peer(self, first: int) -> Peer:
        """The next game's Peer on the same channel, told of as the first was."""
        if self.next_player is not None:
            self.player, self.chooser = self.next_player()
        self.index += 1
        self.outcome, self.dealt, self.steps = None, None, queue.Queue()
        self.other_again, self.wants_again = None, False
        old = self._peer()
        self.first = first
        self.peer = Peer(old.channel, name=self.name, chooser=self._choose,
                         player=self.player, variant=self.variant, first=first,
                         move_limit=self.move_limit, identity=self.identity)
        self.peer.on_event = self._heard
        return self.peer


__all__ = ["NextPlayer", "SessionSide"]
