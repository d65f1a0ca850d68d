"""The window's Host a game uses the rules in force (Settings → Rules: a preset or a
custom set), a 32-card set (Mau-Mau) as well as the others."""

from __future__ import annotations

import dataclasses

from dirty7.net.friend_link import FriendLink
from dirty7.rules import PRESETS, encode_rules
from tests.support.app import make_app


def test_host_a_game_plays_the_rules_in_force(window, _private_data_dir, monkeypatch):
    hosted = []
    monkeypatch.setattr(FriendLink, "host", classmethod(
        lambda cls, **options: hosted.append(options["variant"]) or "link"))
    app, _quits = make_app(window)
    custom = dataclasses.replace(PRESETS["crazy-eights"], hand_size=6)
    app.settings.change(rules=encode_rules(custom), first="human", match_to=100)
    assert app.friends.start_host("Sam") == "link"
    assert hosted[0].play_rules() == custom.play_rules()
    assert (hosted[0].first, hosted[0].match_to) == ("human", 100)


def test_a_32_card_set_is_hosted(window, _private_data_dir, monkeypatch):
    hosted = []

    def made(link, role, invite, **options):
        hosted.append((role, options["variant"]))

    monkeypatch.setattr(FriendLink, "__init__", made)
    app, _quits = make_app(window)
    app.settings.change(rules="mau-mau")
    assert isinstance(app.friends.start_host("Sam"), FriendLink)
    [(role, variant)] = hosted
    assert role == "host" and variant.play_rules() == PRESETS["mau-mau"].play_rules()
    assert variant.deck == 32
