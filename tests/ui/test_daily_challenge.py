"""The deal of the day and Challenge a friend, through the window's real handlers: the
menu's entries and status, the results' line and code, Copy, the code screen, the same game
in another data folder, and the comparison."""

from __future__ import annotations

from datetime import date

import dirty7.store.storage
from dirty7.ai.builtin import DAILY_SPEC
from dirty7.game.verify import verify
from dirty7.rules.daily_seed import daily_seed
from dirty7.store.daily_log import daily_status
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.challenge_entry import ChallengeEntryView
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app, play_to_the_end
from tests.support.table import click_widget

DAY = date(2026, 12, 2)


class Clipboard:
    """Stands in for the system clipboard on the headless window (pyglet's headless window
    raises NotImplementedError): the game's real call path, ``window.set_clipboard_text``."""

    def __init__(self, window, monkeypatch, text: str = "") -> None:
        self.text = text
        self.calls = 0
        monkeypatch.setattr(window, "set_clipboard_text", self._set, raising=False)
        monkeypatch.setattr(window, "get_clipboard_text", lambda: self.text, raising=False)

    def _set(self, text: str) -> None:
        self.calls += 1
        self.text = text


def daily_results(window, app) -> ResultsView:
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    click_widget(menu, menu.buttons["daily"])
    table = window.current_view
    assert isinstance(table, TableView)
    record = table.flow.game.record
    assert record.seed == daily_seed(DAY) and record.first == 0 and record.nonce is None
    assert record.players == ["human", DAILY_SPEC]
    assert not record.variant.seven_stack
    play_to_the_end(window, table)
    results = window.current_view
    assert isinstance(results, ResultsView)
    results.on_draw()
    return results


def test_the_deal_of_the_day_counts_once_shows_its_status_and_copies_its_line(
        window, monkeypatch):
    app, _ = make_app(window, today=lambda: DAY)
    app.show_menu()
    assert app.menu.buttons["daily"].text == "Deal of the day"
    results = daily_results(window, app)
    # pyglet's headless window has no clipboard: the line stays on screen, and it is said
    results.on_key_press(arcade.key.C, 0)
    assert "no clipboard" in results.toast.message
    clipboard = Clipboard(window, monkeypatch)
    line = results.shown.share_line
    result = results.result
    won = result.winner == 0
    assert line.startswith("Dirty Seven ♠♥♦♣ deal of the day 2026-12-02: ")
    assert ("won ★" if won else "lost") in line and f"{result.moves} moves" in line
    assert "You" not in line and "@" not in line
    click_widget(results, results.copy_button)
    assert clipboard.text == line and clipboard.calls == 1
    assert "copied" in results.toast.message
    status = daily_status(DAY)
    assert status.played is not None and status.played.moves == result.moves
    assert (status.streak, status.won_streak) == (1, int(won))
    # Play again: the same deal, not counted again
    click_widget(results, results.play_again_button)
    again = window.current_view
    assert isinstance(again, TableView) and again.flow.game.record.seed == daily_seed(DAY)
    app.leave_table()
    button = app.menu.buttons["daily"]
    assert button.text == "Deal of the day ✓"
    app.menu.on_draw()
    assert button.ui_label._label.content_width <= button.rect.width  # noqa: SLF001 - whole


def _challenge_game(window, app, code: str) -> ResultsView:
    app.show_menu()
    menu = window.current_view
    menu.on_draw()
    click_widget(menu, menu.buttons["challenge"])
    entry = window.current_view
    assert isinstance(entry, ChallengeEntryView)
    entry.on_draw()
    for char in code:
        entry.on_text(char)
    click_widget(entry, entry.play_button)
    table = window.current_view
    assert isinstance(table, TableView)
    play_to_the_end(window, table)
    results = window.current_view
    results.on_draw()
    return results


def test_a_challenge_made_in_one_data_folder_plays_the_same_game_in_another(
        window, monkeypatch, tmp_path):
    clipboard = Clipboard(window, monkeypatch)
    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path / "alice"))
    app, _ = make_app(window)
    play_to_the_end(window, app.start_game("hard:iterations=150", 1234))
    first = window.current_view
    first.on_draw()
    assert not first.code_shown
    click_widget(first, first.challenge_button)
    code = first.shown.challenge_code
    assert first.code_shown and clipboard.text == code and code.startswith("D7-")
    first.on_draw()
    mine = first.result
    record_a = app.session.game.record

    monkeypatch.setenv("DIRTY7_DATA_DIR", str(tmp_path / "bob"))
    monkeypatch.setattr(dirty7.store.storage, "_default_store", None)
    other, _ = make_app(window)
    results = _challenge_game(window, other, code)
    record_b = other.session.game.record
    assert record_b.moves == record_a.moves  # the same moves met the same answers
    assert (record_b.seed, record_b.first, record_b.players, record_b.seeds) == \
        (record_a.seed, record_a.first, record_a.players, record_a.seeds)
    assert verify(record_b).ok
    theirs, yours = results.shown.compared
    verb = "won" if mine.winner == 0 else "lost"
    assert theirs.startswith(f"Your friend: {verb} in {mine.moves} moves")
    assert yours.startswith(f"You: {verb} in {mine.moves} moves")
    assert results.swap_button not in results.buttons
    assert [t.text for t in results._versus] == [theirs.replace(": ", "\n", 1),
                                                 yours.replace(": ", "\n", 1)]
    left, right = results._versus  # drawn side by side, on one row
    assert left.x < results.fit.width / 2 < right.x and left.y == right.y


def test_a_bad_code_is_refused_on_screen_and_the_code_stays_to_be_corrected(window):
    app, _ = make_app(window)
    app.show_menu()
    click_widget(app.menu, app.menu.buttons["challenge"])
    entry = window.current_view
    for char in "D7-07ZZZ-ZZZZZ-ZZZZR-70001-Y0042-HM62W-K479M-Q8SBJ-C5T6J-VVEEC-YK6C1-G635W-HMBX":
        entry.on_text(char)
    entry.on_key_press(arcade.key.ENTER, 0)
    assert window.current_view is entry
    assert "mistyped or altered" in entry.problem
    assert entry.code.endswith("HMBX")
    entry.on_text_motion(arcade.key.MOTION_BACKSPACE)
    assert entry.code.endswith("HMB") and entry.problem == ""
    entry.on_draw()
    entry.paste()  # the headless window has no clipboard: nothing pasted, and said so
    assert "no text to paste" in entry.problem
    entry.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is app.menu


def test_ctrl_v_pastes_a_code_and_enter_plays_it(window, monkeypatch):
    from dirty7.game.challenge import Challenge, encode

    code = encode(Challenge(77, 1, True, "medium", 5, False, 41, (3, 0)))
    Clipboard(window, monkeypatch, text=f"  here it is:\n{code}\n")
    app, _ = make_app(window)
    app.show_menu()
    app.menu.on_key_press(arcade.key.DOWN, 0)  # the menu's keys are not the entry's
    click_widget(app.menu, app.menu.buttons["challenge"])
    entry = window.current_view
    entry.on_key_press(arcade.key.V, arcade.key.MOD_CTRL)
    assert entry.code == code  # the code alone, without the words around it
    entry.on_key_press(arcade.key.ENTER, 0)
    table = window.current_view
    assert isinstance(table, TableView)
    record = table.flow.game.record
    assert (record.seed, record.first, record.players, record.seeds) == \
        (77, 1, ["human", "medium"], [None, 5])
    assert record.variant.seven_stack
    app.leave_table()
