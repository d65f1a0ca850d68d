"""E (and Ctrl+S) during a game: the file holds the position as the player sees it and the
moves so far, and nothing the player may not know; the full record is
written only once the game is over."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from dirty7.rules.cards import CARDS
from dirty7.ui.core.bootstrap import arcade
from tests.support.app import make_app, play_moves
from tests.support.hidden import leaks


def data_dir() -> Path:
    return Path(os.environ["DIRTY7_DATA_DIR"])


def _exported(table) -> tuple[dict, str]:
    text = Path(table.last_export).read_text()
    return json.loads(text), text


def test_e_mid_game_writes_the_players_view_and_no_hidden_card(window):
    app, _ = make_app(window)
    table = app.start_game("easy", None)  # a sealed deal: seed and nonce from the OS
    play_moves(window, table, 6)
    game = table.flow.game
    assert game.record.nonce is not None and not game.is_over
    table.on_key_press(arcade.key.E, 0)
    data, text = _exported(table)
    assert leaks(data, text, game.position, 0, game.record) == []
    assert data["kind"] == "snapshot" and Path(table.last_export).name.startswith("position-")
    assert data["view"] == game.position.view(0).to_dict()
    assert data["view"]["universe"] == [str(c) for c in CARDS]  # the deck, nowhere a place
    assert data["moves"] == game.record.moves and data["commitment"] == game.record.commitment
    assert data["players"] == ["human", game.record.players[1]]
    assert table.toast.message == (f"Position exported to {table.last_export} "
                                   "(your view only; the full record after the game)")
    table.on_key_press(arcade.key.S, arcade.key.MOD_CTRL)  # Ctrl+S: the same
    again, text = _exported(table)
    assert leaks(again, text, game.position, 0, game.record) == []
    assert again["kind"] == "snapshot"
    table.flow.close()


def test_e_during_the_deal_of_a_chosen_deal_shows_no_card_of_the_computer(window):
    """Deal 42, E at once: even the deal the player chose is not spelt out."""
    app, _ = make_app(window, animation_speed="normal")
    table = app.start_game("medium", 42)
    table.on_key_press(arcade.key.E, 0)
    data, text = _exported(table)
    assert leaks(data, text, table.flow.game.position, 0, table.flow.game.record) == []
    assert data["moves"] == [] and data["kind"] == "snapshot"
    table.flow.close()


def test_no_file_the_game_wrote_mid_game_shows_the_deal_and_each_is_0600(window):
    """After moves (autosaved), an export and a setting changed: every file in the data
    folder, the saved game's concealed entries aside, holds no secret; each is 0600."""
    app, _ = make_app(window)
    table = app.start_game("easy", None)
    play_moves(window, table, 5)
    table.on_key_press(arcade.key.O, 0)  # the hand order: a setting written now
    table.on_key_press(arcade.key.E, 0)
    play_moves(window, table, 8)  # saved again after these
    game = table.flow.game
    assert not game.is_over
    files = sorted(p for p in data_dir().rglob("*.json"))
    names = {p.name for p in files}
    assert {"saved-game.json", "settings.json"} <= names and len(files) >= 3
    for path in files:
        text = path.read_text()
        data = json.loads(text)
        if path.name == "saved-game.json":
            data = {k: v for k, v in data.items() if k not in ("record", "match")}
        assert leaks(data, text, game.position, 0, game.record) == [], path.name
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path.name
    table.flow.close()
