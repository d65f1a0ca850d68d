"""Play a friend shows this player's key fingerprint (to compare aloud), the friend's beside
the friend's name once their program said hello, and a plain warning when that name was
met before with another key."""

from __future__ import annotations

import pytest

from tests.support.screens import click
from tests.ui.test_friend_screen import Screen, _to_join


@pytest.fixture
def screen(plain_window):
    return Screen(plain_window, name="Sam")


def test_the_host_sees_its_own_fingerprint_and_the_friends(screen):
    click(screen.view, screen.button("host"))
    link = screen.net.link
    link.hand_out_code()
    screen.frame()
    assert "Your key is a1b2 c3d4." in screen.texts()
    link.friend_arrives("Alex", fingerprint="e5f6 0718")
    screen.frame()
    assert "Alex (key e5f6 0718) is here" in screen.texts()
    assert "another key" not in screen.texts()


def test_the_guest_sees_both_fingerprints_and_a_changed_key(screen):
    _to_join(screen)
    from dirty7.net.invite import Invite

    screen.type(Invite.fresh().code())
    click(screen.view, screen.button("connect"))
    link = screen.net.link
    assert "Your key is a1b2 c3d4." in screen.texts()
    link.changed_key = True
    link.friend_arrives("Alex", "standard Sevens", fingerprint="e5f6 0718")
    screen.frame()
    texts = screen.texts()
    assert "Alex (key e5f6 0718) hosts this game" in texts
    assert "Alex had another key before. It may be someone else." in texts
