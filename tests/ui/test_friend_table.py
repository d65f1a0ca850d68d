"""The table against a friend, end to end: this test's window plays one side, the other
program is ``dirty7 join`` / ``dirty7 host --autoplay`` in a subprocess, both through a
relay on 127.0.0.1.

Why whole games through the real handlers: every move of the window's player goes through
the Peer before it is shown (a draw waits for the friend's keys), the friend's moves arrive
from the link, and at the end both programs must hold the same joint record, which
``dirty7 verify`` accepts from either file.
"""

from __future__ import annotations

import random

import pytest

from dirty7.game.table.table_options import TableOptions
from dirty7.game.verify import verify_file
from dirty7.net.friend_link import FriendLink
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.friend_table import open_friend_table
from dirty7.ui.screens.results import ResultsView
from tests.support.app import make_app
from tests.support.drivers import play_game
from tests.support.friend import (
    GAME_S,
    NetKeyboardPlayer,
    NetMousePlayer,
    RelayThread,
    dirty7,
    first_line,
    frames_until,
    wait_status,
)
from tests.support.table import FakeClock


@pytest.fixture
def relay():
    made = RelayThread()
    yield made
    made.close()


def _friend(role: str, relay: RelayThread, tmp_path, code: str | None = None):
    """The other program, a computer playing its seat, exporting its joint record."""
    data = tmp_path / f"{role}-data"
    data.mkdir()
    args = [role] + ([code, "--accept"] if code else []) + [
        "--relay", relay.url, "--autoplay", "--exit-after-game", "--name", "Bob",
        "--export", str(tmp_path / f"{role}.json")]
    return dirty7(*args, data_dir=data)


def _play_at_the_window(window, link, player_cls, tmp_path, seed: int):
    """This side's whole game through the table's handlers; the results shown at the end."""
    app, _quits = make_app(window, export=str(tmp_path / "window.json"))
    clock = FakeClock()
    table = open_friend_table(app, link, TableOptions(clock=clock))
    assert table.flow.names == ("You", "Bob")
    rng = random.Random(seed)
    player = player_cls(table, rng, clock)
    try:
        play_game(player, rng, max_moves=400)
        frames_until(player.screen, lambda: isinstance(window.current_view, ResultsView))
    finally:
        table.flow.close()
        link.cancel()
    return app, table


def _same_verified_records(tmp_path, other: str) -> None:
    mine = (tmp_path / "window.json").read_bytes()
    theirs = (tmp_path / f"{other}.json").read_bytes()
    assert mine == theirs, "the two programs wrote different joint records"
    for name in ("window.json", f"{other}.json"):
        verdict = verify_file(str(tmp_path / name))
        assert verdict.ok, verdict.lines()


def test_the_mouse_hosts_and_dirty7_join_plays_the_other_seat(window, relay, tmp_path):
    link = FriendLink.host(name="Ann", relay=relay.url)
    friend = _friend("join", relay, tmp_path, code=link.code)
    try:
        wait_status(link, "ready")
        assert link.other_name == "Bob"
        _app, table = _play_at_the_window(window, link, NetMousePlayer, tmp_path, seed=3)
        assert friend.wait(GAME_S) == 0, friend.stderr.read()
    finally:
        friend.kill()
    game = table.flow.game
    assert game.joint is not None and game.stopped is None
    assert game.joint["players"][0] == "human"
    _same_verified_records(tmp_path, "join")


def test_the_keyboard_joins_a_game_dirty7_host_autoplay_hosts(window, relay, tmp_path):
    """The window's player is the guest: its table shows the Peer's game mirrored."""
    friend = _friend("host", relay, tmp_path)
    try:
        code = first_line(friend)
        link = FriendLink.join(code, name="Ann", relay=relay.url)
        link.accept()
        wait_status(link, "ready")
        _app, table = _play_at_the_window(window, link, NetKeyboardPlayer, tmp_path, seed=4)
        assert friend.wait(GAME_S) == 0, friend.stderr.read()
    finally:
        friend.kill()
    assert table.flow.game.joint["players"][1] == "human"
    _same_verified_records(tmp_path, "host")


# --- the table's words against a friend, with a fake link (no network) --------------------
def _fake_table(window):
    from tests.support.friend import FakeLink

    link = FakeLink()
    app, _quits = make_app(window)
    table = open_friend_table(app, link, TableOptions(clock=FakeClock()))
    return app, link, table


def test_a_damaged_journals_warning_is_shown_to_the_player_once(window):
    _app, link, table = _fake_table(window)
    try:
        warning = "The unfinished game could not be read; it was set aside."
        link.notice = warning
        table.on_update(0.1)
        assert table.toast.message == warning
        table.toast.remaining = 0.0
        table.on_update(0.1)
        assert table.toast.message != warning  # once
    finally:
        table.flow.close()


def test_while_your_move_is_on_its_way_it_is_not_yet_the_friends_turn(window):
    _app, link, table = _fake_table(window)
    flow = table.flow
    said: list[str] = []
    flow.events.message.connect(lambda text, *_rest: said.append(text))
    try:
        table.on_update(0.1)
        table.skip_animations()
        move = next(m for m in flow.position.legal_moves() if m.card is not None
                    and m.named_suit is None)
        assert flow.play(move.card) and link.sent == [str(move)]  # not made there yet
        table.on_update(0.05)
        assert flow.status_text == "Your move is on its way to Alex…"
        flow.draw()
        assert said[-1] == "Your move is on its way to Alex…"
    finally:
        table.flow.close()


def test_the_friends_name_stands_where_computer_would(window):
    _app, link, table = _fake_table(window)
    table.on_update(0.1)
    label = table.hud.opponent_label.text
    assert "Alex" in label and "Computer" not in label
    assert table.flow.thinking_label == "Alex is choosing"
    table.parts[-1].update(0.0)
    assert table.parts[-1].words == "Connected · Alex"
    link.status = "reconnecting"
    table.parts[-1].update(0.0)
    assert table.parts[-1].words == "Reconnecting…"
    assert table.flow.thinking_label == "Reconnecting"  # the status line says it too
    link.status = "playing"
    table.parts[-1].update(0.0)
    assert table.flow.thinking_label == "Alex is choosing"
    table.flow.close()


def test_why_says_it_is_unavailable_for_a_person(window):
    from dirty7.rules import parse_position
    from tests.support.friend import START

    _app, link, table = _fake_table(window)
    table.on_update(0.1)
    table.flow.draw()
    link.publish(parse_position(START), 0, "draw")
    table.on_update(0.1)
    table.skip_animations()
    table.why_part.toggle()
    assert "unavailable for a person" in table.toast.message
    table.flow.close()


def test_a_friend_who_is_gone_ends_the_game_with_the_reason_on_screen(window):
    app, link, table = _fake_table(window)
    table.on_update(0.1)
    from dirty7.net.peer import NetOutcome

    link.finished, link.error = True, "The other program stopped the game: it cheated."
    link.outcome = NetOutcome(False, reason="it cheated")
    for _ in range(5):
        table.on_update(0.1)
    results = window.current_view
    assert isinstance(results, ResultsView) and results is app.results
    assert "it cheated" in results.seal_text and results.on_export is None
    assert results.headline == "Game stopped" and "draw" not in results.detail.lower()
    results.on_draw()
    results.menu()
    assert link.cancelled


def test_a_stopped_friend_game_is_counted_abandoned_for_that_friend_once(window):
    from dirty7.store.stats import load_stats

    _app, link, table = _fake_table(window)
    table.on_update(0.1)
    link.finished, link.error = True, "The connection was lost and did not come back."
    for _ in range(5):
        table.on_update(0.1)
    results = window.current_view
    assert "was abandoned" in results.seal_text
    # a friend who left is no draw: who left, and how to finish the game later
    assert results.headline == "The connection was lost · game abandoned"
    assert results.detail.startswith("To finish it later, host again with")
    friends = dict(load_stats()[0].friends())
    assert (friends["Alex"].won, friends["Alex"].lost, friends["Alex"].abandoned) == (0, 0, 1)
    stats = load_stats()[0]
    assert stats.by_difficulty == {} and stats.recent == []  # never one against the computer


def test_a_friend_who_left_is_named_in_the_results(window):
    _app, link, table = _fake_table(window)
    table.on_update(0.1)
    link.finished, link.error = True, "The other player left the game (closed)."
    for _ in range(5):
        table.on_update(0.1)
    assert window.current_view.headline == "Alex left · game abandoned"


def test_closing_the_window_at_a_friends_table_tells_the_friend_at_once(window):
    app, link, table = _fake_table(window)
    table.on_update(0.1)
    app.quit(0)  # the window's close button
    assert link.cancelled  # the link hangs up: the friend hears "left", not silence


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_open_log_leaves_the_connection_line_in_view(window, text_size):
    """The game log (and Why?, placed the same way) opens under "Connected · Alex"."""
    from dirty7.store.settings import Settings
    from dirty7.ui.core import look

    look.apply(Settings(text_size=text_size))
    _app, _link, table = _fake_table(window)
    try:
        table.on_update(0.1)
        table.log_part.panel.visible = True
        for size in ((800, 600), (1280, 720), (1024, 768)):
            table.on_resize(*size)
            table.on_update(1 / 60)
            table.on_draw()
            status = table.parts[-1].text
            assert status.text.startswith("Connected")
            left, bottom, width, height = table.log_part.panel.box
            apart = (status.right <= left or left + width <= status.left
                     or status.top <= bottom or bottom + height <= status.bottom)
            assert apart, (size, (status.left, status.bottom, status.right, status.top),
                           table.log_part.panel.box)
    finally:
        table.flow.close()
        look.apply(Settings())


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_key_list_at_a_friends_table_names_the_quiet_words_key(window, size):
    """``?`` lists every key the table takes: at a friend's table, Q too (the words)."""
    _app, _link, table = _fake_table(window)
    try:
        table.on_resize(*size)
        table.on_key_press(arcade.key.QUESTION, 0)
        overlay = table.shortcuts_part.overlay
        assert overlay.is_open
        listed = [key for key, _words in overlay.shortcuts]
        assert "Q" in listed and listed[-1] == "? / Esc"  # ? itself stays last
        table.on_draw()
        left, bottom, width, height = overlay.panel_box(table.fit.width, table.fit.height)
        quiet = overlay.words[listed.index("Q")]
        assert "Quiet words" in quiet.text
        assert bottom <= quiet.y <= bottom + height and quiet.right <= left + width
    finally:
        table.flow.close()


def test_a_stopped_games_reason_is_shown_in_german_on_the_results(window):
    """The reason is the net layer's phrase (English in the link, for logs and records);
    the results say it in the player's language, the rules' refusal it quotes too."""
    from dirty7.i18n import set_language
    from dirty7.net.peer import NetOutcome
    from dirty7.net.stop_words import as_sentence
    from dirty7.rules import parse_position
    from dirty7.rules.phrase import N_, Phrase

    _app, link, table = _fake_table(window)
    table.on_update(0.1)
    set_language("de")  # (after the app, which applies its settings' language)
    refusal = parse_position("7H2C/KD4D/5H/4C 0 n H").explain_illegal("2C")
    reason = Phrase(N_("the other program stopped the game: {reason}"),
                    reason=Phrase(N_("it played {move}, which the rules refuse: {reason}"),
                                  move="2♣", reason=refusal))
    link.finished, link.error = True, as_sentence(reason)
    link.outcome = NetOutcome(False, reason=reason)
    assert link.error == ("The other program stopped the game: it played 2♣, which the rules "
                          "refuse: 2♣ matches neither ♥ nor 5.")
    for _ in range(5):
        table.on_update(0.1)
    results = window.current_view
    assert isinstance(results, ResultsView)
    assert ("Das Spiel wurde abgebrochen: Das andere Programm hat das Spiel angehalten: es "
            "spielte 2♣, was die Regeln nicht erlauben: 2♣ passt weder zu ♥ noch zu 5.") \
        in results.seal_text
    assert results.headline == "Spiel angehalten" and "rules" not in results.seal_text
