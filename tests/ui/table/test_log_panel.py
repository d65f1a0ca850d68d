"""The game log at its edges: Esc closes an open panel (only the panel), the log scrolls
back to its first line (the deal's seal) with the wheel and the keys, and after a resume
the seal stays the first line, before the moves replayed from the save."""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.table.game_log import EARLIER, NEWER
from tests.support.table import click_widget

K = arcade.key
POSITION = "2D4D5D9S/KC9CKH/QHJS/QDAC6S 0 n D"
SEAL = "Deal sealed: SHA-256 01234567 89abcdef"


@pytest.fixture
def table(look_tables):
    menus: list[int] = []
    view = look_tables(POSITION, on_menu=lambda: menus.append(1))
    view.menus = menus
    return view


@pytest.mark.parametrize("panel", ["log", "why", "shortcuts"])
def test_esc_with_a_panel_open_closes_that_panel_only(table, panel):
    from dirty7.ai.explain import Explanation

    table.why_part.explanation = Explanation("Medium", "9♣", ("kept its Seven",))
    table.why_part._refresh()
    key = {"log": K.L, "why": K.W, "shortcuts": K.QUESTION}[panel]
    table.on_key_press(key, 0)
    is_open = {"log": lambda: table.log_part.panel.visible,
               "why": lambda: table.why_part.panel.visible,
               "shortcuts": lambda: table.shortcuts_part.overlay.is_open}[panel]
    assert is_open()
    table.on_key_press(K.ESCAPE, 0)
    assert not is_open() and table.menus == []  # still at the table
    table.on_key_press(K.ESCAPE, 0)  # nothing open now: Esc goes back to the menu
    assert table.menus == [1]


def _fill(view, moves: int = 30) -> None:
    log = view.log_part.game_log
    log.add_note(SEAL)
    for i in range(moves):
        log.lines.append(f"Computer played 7♣ — answer with a Seven or draw 4 ({i})")
        log.version += 1


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", [100, 150])
def test_the_log_scrolls_back_to_the_seal_with_keys_and_the_wheel(table, size, text_size):
    look.apply(Settings(text_size=text_size))
    table.on_resize(*size)
    _fill(table)
    table.on_key_press(K.L, 0)
    table.on_draw()
    panel = table.log_part.panel
    shown = panel.shown_lines()
    assert shown[-1].endswith("(29)") and SEAL not in shown  # the newest lines first
    assert panel.body.text.startswith(EARLIER)
    for _ in range(40):  # PgUp, a page at a time, until the first line shows
        if SEAL in panel.shown_lines():
            break
        table.on_key_press(K.PAGEUP, 0)
    assert panel.shown_lines()[0] == SEAL and panel.body.text.endswith(NEWER)
    assert not panel.body.text.startswith(EARLIER)
    table.on_key_press(K.END, 0)
    assert panel.shown_lines()[-1].endswith("(29)")
    x, y = (round(v) for v in table.to_window(*panel.rect.center))
    for _ in range(40):  # the wheel, a notch at a time
        table.on_mouse_scroll(x, y, 0, 1)
    assert panel.shown_lines()[0] == SEAL
    table.on_mouse_scroll(x, y, 0, -3)
    assert panel.shown_lines()[0] != SEAL
    table.on_key_press(K.HOME, 0)
    assert panel.shown_lines()[0] == SEAL
    table.on_key_press(K.DOWN, 0)
    assert panel.shown_lines()[0] != SEAL or len(panel.shown_lines()) == 31
    table.on_key_press(K.L, 0)  # closed and opened again: the newest lines
    table.on_key_press(K.L, 0)
    assert panel.shown_lines()[-1].endswith("(29)")


def test_the_log_button_still_opens_and_closes_it(table):
    table.on_draw()
    click_widget(table, table.log_part.button)
    assert table.log_part.panel.visible
    click_widget(table, table.log_part.button)
    assert not table.log_part.panel.visible
