"""A friend's game in a test: a relay on a loop thread, the other program as a subprocess
(``dirty7 join … --autoplay``), and the table's drivers waiting for the network (no tests
here)."""

from __future__ import annotations

import asyncio
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

from dirty7.ai.medium import MediumStrategy
from dirty7.game.table.last_card import LastCard
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import TableOptions
from dirty7.net.friend_link import FriendLink
from dirty7.net.net_game import NetGame
from dirty7.net.relay import Relay, RelayLimits
from dirty7.net.remote_seat import RemoteSeat
from dirty7.rules import STANDARD, parse_position
from tests.support.drivers import DriverError, KeyboardPlayer, MousePlayer

#: Generous bounds on real time for another process to start and answer (s); no test
#: asserts on time.
START_S = 60.0
GAME_S = 240.0


#: South to move, holding 5♥ 9♣ K♠ (seat 0), North 2♦ 4♦, waste 5♣, stock Q♦ A♣ 6♠.
START = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"


class FakeLink:
    """What NetGame and RemoteSeat read of a FriendLink; the test plays the Peer."""

    def __init__(self, me: int = 0, start: str = START) -> None:
        self.me, self.other_name = me, "Alex"
        self.dealt = parse_position(start)
        self.variant, self.move_limit, self.first = STANDARD, None, 0
        self.steps: queue.Queue = queue.Queue()
        self.sent: list[str] = []
        self.finished, self.outcome, self.error = False, None, None
        self.status, self.role, self.code, self.cancelled = "ready", "host", None, False
        self.left = False
        self.other_key: str | None = None
        self.notice: str | None = None  # a damaged journal's warning
        # a session of one game so far (dirty7.net.friend_session)
        self.results: list = []
        self.index = 0
        self.other_again: bool | None = None
        self.wants_again = False
        # quiet words (dirty7.net.quiet_words): the friend's last, and what this side said
        self.heard_word: tuple[int, str] | None = None
        self.words_said: list[str] = []

    def word_rest_left(self) -> float:
        return 0.0

    def say_word(self, word: str) -> bool:
        self.words_said.append(word)
        return True

    def key_changed(self) -> bool:
        return False

    @property
    def game_over(self) -> bool:
        return self.finished

    def wins(self) -> list[int]:
        return [0, 0]

    def match_scores(self) -> list[int]:
        return [0, 0]

    def play_again(self) -> None:
        self.wants_again = True

    def leave_session(self) -> None:
        self.session_left = True

    def playing(self) -> None:
        self.status = "playing"

    def game_id(self, index: int | None = None) -> str:
        return "net-fake-game" if not index else f"net-fake-game-{index + 1}"

    def cancel(self) -> None:
        self.cancelled = True

    def close(self, timeout: float = 3.0) -> None:
        self.cancel()

    def submit(self, move) -> None:
        self.sent.append(str(move))

    def publish(self, position, seat: int, move: str) -> None:
        """The Peer made ``move`` (``position`` is the Peer's, before it)."""
        self.steps.put((seat, move, position.copy()))



class RelayThread:
    """``dirty7 relay`` in this process, on a thread: its ``url`` on 127.0.0.1."""

    def __init__(self, limits: RelayLimits | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        self.relay = Relay(limits or RelayLimits())
        self.server = self.loop.run_until_complete(self.relay.serve("127.0.0.1", 0))
        self.url = f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        async def stop():
            self.server.close()
            await self.server.wait_closed()

        asyncio.run_coroutine_threadsafe(stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def dirty7(*args: str, data_dir: Path) -> subprocess.Popen:
    """``python -m dirty7 ARGS`` with its own data folder; stdout and stderr piped."""
    env = dict(os.environ, DIRTY7_DATA_DIR=str(data_dir), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "dirty7", *args], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def first_line(process: subprocess.Popen) -> str:
    """The first line of ``process``'s stdout (the invite code of ``dirty7 host``)."""
    line = process.stdout.readline().strip()
    if not line:
        raise AssertionError(f"no first line; stderr: {process.stderr.read()}")
    return line


def tries(seconds: float, step: float = 0.01) -> range:
    """Enough rounds of at least ``step`` seconds each to wait ``seconds`` (a bound against
    a hang, counted in rounds: no test reads the clock)."""
    return range(int(seconds / step))


def wait_until(done, seconds: float = START_S, step: float = 0.01) -> bool:
    """Sleep in rounds of ``step`` until ``done()``; whether it came."""
    for _ in tries(seconds, step):
        if done():
            return True
        time.sleep(step)
    return done()


def wait_status(link, wanted: str, limit: float = START_S) -> None:
    if not wait_until(lambda: link.status == wanted or link.finished, limit) \
            or link.status != wanted:
        raise AssertionError(f"the link is {link.status!r}, not {wanted!r}: {link.error}")


class _Networked:
    """After a gesture that sent a move, frames pass until the Peer has made it (the
    friend's keys for a draw have come), so the drivers' check sees the move made."""

    def _settle(self) -> None:
        game = self.view.flow.game
        for _ in tries(GAME_S):
            if game.sent is None or game.is_over:
                return
            game.wait_for_step(0.01)
            time.sleep(0.001)
            self.screen.frame()
        raise DriverError(f"the move {game.sent} was never made: {game.link.error}")

    def card(self, card: int, how: str | None = None) -> None:
        super().card(card, how)
        if not self.screen.picker_open:
            self._settle()

    def draw(self, how: str | None = None) -> None:
        super().draw(how)
        self._settle()

    def pass_turn(self) -> None:
        super().pass_turn()
        self._settle()

    def name_suit(self, suit: int) -> None:
        super().name_suit(suit)
        self._settle()


class NetMousePlayer(_Networked, MousePlayer):
    """The mouse-only player at a friend's table."""


class NetKeyboardPlayer(_Networked, KeyboardPlayer):
    """The keyboard-only player at a friend's table."""


def frames_until(screen, done, limit: float = GAME_S) -> None:
    """Frames (of the table, then whatever shows) until ``done()``."""
    for _ in tries(limit, 0.002):
        if done():
            return
        screen.frame()
        time.sleep(0.002)
    raise AssertionError("it did not happen in time")


class PeerThread:
    """A (maybe hostile) :class:`~dirty7.net.peer.Peer` class as the guest of a direct
    game ``code``, on a loop thread of its own; ``outcome`` once it has stopped."""

    def __init__(self, code: str, cls, **options) -> None:
        from dirty7.net.invite import Invite
        from tests.support.net_game import make_peer

        self.invite = Invite.parse(code)
        self.cls, self.options, self.make_peer = cls, options, make_peer
        self.outcome = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), daemon=True)
        self.thread.start()

    async def _run(self) -> None:
        """On a resumable channel, as FriendLink's: it reconnects the same way, until the
        test says it is ``gone`` (a program that crashed)."""
        from dirty7.net.transports import connect_direct
        from tests.support.resumable_game import make_resumable

        invite = self.invite
        self.gone = False

        async def connect():
            if self.gone:
                raise OSError("this program is gone")
            return await connect_direct(invite.host, invite.port, invite.room_id(),
                                        timeout=2.0)
        options = dict(self.options)
        window = options.pop("window", 5.0)
        peer = make_resumable(connect, invite, "guest", self.cls, window=window, **options)
        peer.thread = self
        self.outcome = await peer.run()

    def join(self, limit: float = GAME_S) -> None:
        self.thread.join(limit)


# ---------------------------------------------------------------- a table on a real link
def bot_options(seed: int) -> dict:
    """A FriendLink's options for Medium playing its seat."""
    return {"chooser": MediumStrategy().choose, "player": ("medium", seed)}


def table_for(link: FriendLink) -> tuple[NetGame, TableFlow]:
    """The window's table on ``link``'s game once it is dealt (no window)."""
    wait_status(link, "ready")
    game = NetGame(link)
    seat = RemoteSeat(game.feed, name=link.other_name)
    flow = TableFlow(game,
                     TableOptions(opponents={1: seat}, think_delay=0.0, speed=lambda: 0.0,
                                  names=("You", link.other_name)))
    return game, flow


def play_out(game: NetGame, flow: TableFlow, limit: float = GAME_S) -> int:
    """The window's player plays Medium through the flow's intents; the shown state is
    the game's whenever the flow rests. Returns the moves the player made."""
    brain, made, caller = MediumStrategy(), 0, LastCard(flow)
    for _ in tries(limit):
        if game.is_over:
            break
        time.sleep(0.0005)
        flow.update(0.02)
        if flow.is_idle and not flow.queue and not game.is_over:  # (the end shows the
            assert flow.state.matches(game.position)  # true hands, in the results)
        if flow.human_to_move:
            move = brain.choose(game.view(0))
            if move.is_draw:
                flow.draw()
            elif move.is_pass:
                flow.pass_turn()
            elif move.is_call:  # "Last card!" (a rule set with the call)
                caller.call()
            else:
                flow.play(move.card)
                if move.named_suit is not None:
                    flow.choose_suit(move.named_suit)
            made += 1
        else:
            game.wait_for_step(0.01)
    assert game.is_over, "the game did not end"
    flow.update(0.02)
    return made
