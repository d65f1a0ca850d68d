"""A friend's game by ear: the listener (who hears only the sentences and answers only with
keys) plays one side of a game over a relay on 127.0.0.1, ``dirty7 join --autoplay``
the other; the friend's moves are announced as they arrive."""

from __future__ import annotations

import time

import pytest

from dirty7.game.table.table_options import TableOptions
from dirty7.net.friend_link import FriendLink
from dirty7.ui.friend_table import open_friend_table
from tests.support.app import make_app
from tests.support.friend import GAME_S, RelayThread, dirty7, tries, wait_status
from tests.support.listener import SUIT_KEYS, Ear, K, Listener
from tests.support.table import FakeClock

#: The keys that send a move to the friend's program (the answer comes over the network).
SENDING = (K.ENTER, K.D, K.P, *SUIT_KEYS)


class Patient:
    """The listener's time at a friend's table: each frame also lets real time pass, for
    the friend's program to answer (as a person waits)."""

    def __init__(self, frames) -> None:
        self.frames = frames

    def frame(self) -> None:
        self.frames.frame()
        time.sleep(0.002)


class NetListener(Listener):
    """After a key that sends a move, waits until something is said (the move made, once
    the friend's program has seen it); what was said after it is left for the next
    listening."""

    def __init__(self, view, ear: Ear, clock=None) -> None:
        super().__init__(view, ear, clock)
        self.time = Patient(self.time)

    def press(self, symbol: int) -> list[str]:
        said = super().press(symbol)
        if symbol in SENDING and not said:
            for _ in tries(GAME_S, 0.002):
                self.time.frame()
                said = self.hear()
                if said:
                    break
            # what followed the move in the same frame (the next turn) is heard next
            done = next((i for i, t in enumerate(said) if t.startswith(("You ", "Name"))),
                        len(said) - 1)
            self.read -= len(said) - done - 1
            said = said[:done + 1]
        return said


@pytest.fixture
def relay():
    made = RelayThread()
    yield made
    made.close()


def test_a_listener_plays_a_friends_game_over_a_relay(window, relay, tmp_path):
    link = FriendLink.host(name="Ann", relay=relay.url)
    data = tmp_path / "join-data"
    data.mkdir()
    friend = dirty7("join", link.code, "--accept", "--relay", relay.url, "--autoplay",
                    "--exit-after-game", "--name", "Bob", data_dir=data)
    try:
        wait_status(link, "ready")
        app, _quits = make_app(window)
        ear = Ear()
        settings = app.settings
        settings._value = settings.value.replace(speech=True)
        settings._voice, settings._voice_looked_for = ear, True
        table = open_friend_table(app, link, TableOptions(clock=FakeClock()))
        try:
            listener = NetListener(table, ear, table.clock)
            result = listener.play()
            game = table.flow.game
            for _ in tries(GAME_S, 0.002):  # the end's record is agreed over the network
                if game.is_over:
                    break
                listener.time.frame()
            assert game.is_over and listener.moves > 0
            assert result in ("Game over. You win!", "Game over. Bob wins.")
            assert any(text.startswith("Bob played") or "Bob drew" in text
                       for text in ear.heard), "the friend's moves were not announced"
        finally:
            table.flow.close()
            link.cancel()
        assert friend.wait(GAME_S) == 0, friend.stderr.read()
    finally:
        friend.kill()
