"""A session: several games against one friend over one invitation and one channel.

Why one :class:`~dirty7.net.peer.Peer` per game on a channel that stays open: every game is
dealt afresh by the mental-poker protocol (new secrets, a new transcript) and checked,
signed and recorded as its own joint record, exactly as a single game is; the session adds
only what lies between two games. After each game both sides say whether they play again
(``again`` with the next game's number) or not (``goodbye`` with the number of games
played); the next deal starts when both said again, and the other seat starts it. A side
that hears ``goodbye`` while its own player still decides says ``goodbye`` at once, so
the session ends on both sides. Anything else between two games (a move, a wrong number)
ends the session with its reason, as a bad message in a game does; the games played stay
recorded. With a match (the variant's ``match_to``) both sides score each checked game the
same way (:meth:`Variant.score`, from the revealed deal) and the session ends with the
match. A drop between two games is the resumable channel's business, as within one.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from dirty7.rules.phrase import N_, Phrase

from .messages import MAX_GAMES, Abandoned, JsonObject, ProtocolError, message
from .peer import NetOutcome, Peer
from .stop_words import STOPPED_SESSION, phrase_data, read_reason, stopped_by_them

#: ``make_peer(first)``: the next game's Peer on the session's channel, ``first`` the seat
#: that starts it (the host's hello says so; the guest's must agree).
MakePeer = Callable[[int], Peer]
#: ``wish(index)``: whether this side plays again after game ``index`` (0-based).
Wish = Callable[[int], Awaitable[bool]]
#: How long the courtesy steps at the end may take (s).
_END_WAIT = 2.0


@dataclass
class SessionOutcome:
    """How a session ended for one side."""

    #: Each game's outcome, in order (the last one may have stopped before its end).
    games: list[NetOutcome] = field(default_factory=list)
    #: The match scores by seat (the host's first); zeros without a match.
    scores: list[int] = field(default_factory=lambda: [0, 0])
    #: Games won by each seat (the host's first).
    wins: list[int] = field(default_factory=lambda: [0, 0])
    #: Why the session ended: None when both sides said goodbye (or the match was over).
    reason: str | None = None
    #: The other side left or was gone (between games or within one).
    abandoned: bool = False

    @property
    def finished_games(self) -> list[NetOutcome]:
        return [g for g in self.games if g.ok]


class Session:
    """Games over ``first``'s channel until a side says goodbye (see the module docstring).

    ``games`` bounds how many this side plays (None: as many as ``wish`` says);
    ``on_game(index, outcome)`` is told each game's end and ``on_wish(again)`` the other
    side's word, before this side's own when it comes first. All run on the loop.
    """

    def __init__(self, first: Peer, make_peer: MakePeer, *, games: int | None = 1,
                 wish: Wish | None = None,
                 on_game: Callable[[int, NetOutcome], None] | None = None,
                 on_wish: Callable[[bool], None] | None = None) -> None:
        self.peer, self.make_peer, self.games = first, make_peer, games
        self.channel = first.channel
        self.wish, self.on_game, self.on_wish = wish, on_game, on_wish
        self.outcome = SessionOutcome()
        self.index = 0

    # ------------------------------------------------------------------ the session
    async def run(self) -> SessionOutcome:
        """Play until the session ends; never raises for anything the other side does."""
        try:
            while await self._one_game() and await self._exchange():
                self.index += 1
                self.peer = self._next_peer()
        except Abandoned as exc:
            self.outcome.reason, self.outcome.abandoned = exc.reason, True
        except ProtocolError as exc:
            self.outcome.reason = exc.reason
            await self._tell_why(exc.reason)
        finally:
            with contextlib.suppress(ProtocolError, OSError, asyncio.TimeoutError,
                                     RuntimeError):
                await asyncio.wait_for(self.channel.close(), _END_WAIT)
        return self.outcome

    def _next_peer(self) -> Peer:
        """Game ``index``'s Peer: the seats take turns to start."""
        first = self.first_seat ^ (self.index % 2)
        peer = self.make_peer(first)
        peer.opens_channel = False
        peer.agreed = {**self.agreed, "first": first} if peer.role == "guest" \
            else self.agreed
        return peer

    async def _one_game(self) -> bool:
        """Game ``index``; whether it was checked to its end (the session may go on)."""
        peer = self.peer
        peer.closes_channel = False
        result = await peer.run()
        self.outcome.games.append(result)
        if result.ok:
            self._score(peer, result)
            if self.index == 0:
                self._agree(peer)
        if self.on_game is not None:
            self.on_game(self.index, result)
        if not result.ok:
            self.outcome.reason, self.outcome.abandoned = result.reason, result.abandoned
        return result.ok

    def _agree(self, peer: Peer) -> None:
        """What the first game settled, which every later game must keep."""
        self.first_seat = peer.first
        self.agreed: JsonObject = {"key": peer.their_key.hex()}
        if peer.role == "guest":
            self.agreed.update(variant=peer.variant, move_limit=peer.move_limit)

    def _score(self, peer: Peer, result: NetOutcome) -> None:
        outcome = self.outcome
        winner = result.winner
        if winner is None:
            return
        outcome.wins[winner] += 1
        loser = winner ^ 1
        final = peer.final
        if final is None:  # the reveal replays every game that ends with a winner
            raise RuntimeError("a game with a winner has its revealed final position")
        points = peer.variant.hand_points(final.hands[loser])
        outcome.scores = peer.variant.score(outcome.scores, loser, points)

    @property
    def match_over(self) -> bool:
        return self.peer.variant.match_over(self.outcome.scores)

    # ------------------------------------------------------------------ between games
    async def _exchange(self) -> bool:
        """Both sides' word after game ``index``: whether both play again. The other
        side's ``goodbye`` settles this side's word too; a side that said goodbye still
        reads the other's (briefly), so both hang up in order."""
        theirs = asyncio.ensure_future(self._their_word())
        mine = asyncio.ensure_future(self._my_word())
        try:
            await asyncio.wait({theirs, mine}, return_when=asyncio.FIRST_COMPLETED)
            again = False if theirs.done() and not theirs.result() else await mine
            played = self.index + 1
            await self.channel.send(message("again", game=played + 1) if again
                                    else message("goodbye", games=played))
            if again:
                return await theirs
            with contextlib.suppress(ProtocolError, asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(theirs), _END_WAIT)
            return False
        finally:
            for task in (theirs, mine):
                if not task.done():
                    task.cancel()

    async def _my_word(self) -> bool:
        played = self.index + 1
        if self.match_over or played >= MAX_GAMES:
            return False
        if self.games is not None and played >= self.games:
            return False
        if self.wish is None:
            return True
        return await self.wish(self.index)

    async def _their_word(self) -> bool:
        """The other side's word; ProtocolError for anything else, or a wrong number."""
        played = self.index + 1
        got = await self.channel.recv()
        kind = got["type"]
        if kind == "abort":
            raise ProtocolError(Phrase(STOPPED_SESSION, reason=read_reason(got)))
        if kind == "again" and got["game"] == played + 1 and not self.match_over:
            if self.on_wish is not None:
                self.on_wish(True)
            return True
        if kind == "goodbye" and got["games"] == played:
            if self.on_wish is not None:
                self.on_wish(False)
            return False
        if kind == "again" and self.match_over:
            raise ProtocolError(Phrase(N_("it asked to play again after the match was over")))
        if kind in ("again", "goodbye"):
            number = got.get("game", got.get("games"))
            raise ProtocolError(Phrase(N_("it sent '{kind}' naming game {number} after game "
                                          "{played}"), kind=kind, number=str(number),
                                       played=played))
        raise ProtocolError(Phrase(N_("it sent a '{kind}' message between two games, where "
                                      "'again' or 'goodbye' was due"), kind=kind))

    async def _tell_why(self, reason: str) -> None:
        if self.channel.is_open and not stopped_by_them(reason):
            with contextlib.suppress(ProtocolError, OSError, asyncio.TimeoutError,
                                     RuntimeError):
                await asyncio.wait_for(
                    self.channel.send(message("abort", reason=reason[:300],
                                              phrase=phrase_data(reason))), _END_WAIT)


__all__ = ["MakePeer", "Session", "SessionOutcome", "Wish"]
