"""A table everyone can read: the four-colour deck, high contrast, cues that are more than
a colour, and the player's own hand order — through the real handlers, checked on pixels.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dirty7.game.table.hand_order import HandOrder
from dirty7.store.settings import Settings, load_settings
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.card_sprites import face_texture
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.table.drop_cues import CROSS_COLOR, MARK_RADIUS, PLAYABLE_OUTLINE, TICK_COLOR
from tests.support.app import make_app
from tests.support.table import (
    LEFT,
    card,
    click_widget,
    drag_to,
    grab_point,
    live,
    pixel,
    settle,
    window_point,
)

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"  # 5H and 9C play, KS does not
DIAMOND_UP = "5H9CKS/2D4D/8C9D/QDAC6S 0 n D"  # the waste's top is the Nine of diamonds
MIXED = "KC2S5D2H9S/2D4D/8C5C/QDAC6S 0 n C"



def _bluish(view, box) -> int:
    """How many pixels in logical box (x, y, w, h) are clearly blue."""
    image = arcade.get_image().convert("RGB")
    x, y, w, h = box
    left, bottom = window_point(view, x - w / 2, y - h / 2)
    right, top = window_point(view, x + w / 2, y + h / 2)
    count = 0
    for px in range(left, right, 2):
        for py in range(bottom, top, 2):
            r, g, b = image.getpixel((px, image.height - 1 - py))
            count += b > r + 80 and b > g + 40
    return count


# --- four colours ---------------------------------------------------------------------------
def test_the_four_colour_deck_draws_diamonds_blue_and_clubs_green(look_tables):
    view = look_tables(DIAMOND_UP)
    top = view.card_sprites.sprites[card("9D")]
    box = (top.center_x, top.center_y, top.width * 0.8, top.height * 0.8)
    assert _bluish(view, box) == 0  # the usual deck: red diamonds

    look.apply(Settings(four_colour=True))
    view = look_tables(DIAMOND_UP)
    assert _bluish(view, box) > 50  # the same card, now blue on screen
    assert theme.suit_color(1) == theme.SUIT_BLUE and theme.suit_color(0) == theme.SUIT_GREEN
    assert view.hud.suit_text.color[:3] == theme.SUIT_BLUE  # the badge
    assert view.picker.buttons[0].style["normal"].font_color[:3] == theme.SUIT_GREEN
    clubs = face_texture(card("9C")).image.convert("RGB")
    inks = {clubs.getpixel((x, y)) for x in range(140) for y in range(190)}
    assert any(g > r + 60 and g > b + 40 for r, g, b in inks)  # green ink on the club
    assert theme.suit_color(2) == theme.SUIT_RED and theme.suit_color(3) == theme.SUIT_BLACK


# --- high contrast --------------------------------------------------------------------------
def test_high_contrast_draws_a_plain_dark_felt(look_tables):
    probes = [(40, 300), (30, 450), (1240, 330)]
    view = look_tables(NORMAL)
    usual = {pixel(*window_point(view, x, y)) for x, y in probes}
    assert not any(all(abs(a - b) <= 3 for a, b in zip(p, theme.FELT_PLAIN, strict=True))
                   for p in usual)
    look.apply(Settings(high_contrast=True))
    view = look_tables(NORMAL)
    plain = [pixel(*window_point(view, x, y)) for x, y in probes]
    for p in plain:
        assert all(abs(a - b) <= 3 for a, b in zip(p, theme.FELT_PLAIN, strict=True)), plain


# --- cues that are more than a colour -------------------------------------------------------
def test_playable_cards_are_raised_and_outlined(look_tables):
    view = look_tables(NORMAL)
    assert view.cues_part.outlined() == sorted([card("5H"), card("9C")])

    def outline_above(key: str) -> bool:
        sprite = view.card_sprites.sprites[card(key)]
        x, y = window_point(view, sprite.center_x, sprite.center_y + sprite.height / 2 + 3.5)
        return any(sum(abs(a - b) for a, b in zip(pixel(x, y + d), PLAYABLE_OUTLINE,
                                                   strict=True)) < 40 for d in (-1, 0, 1))

    view.on_draw()
    assert outline_above("9C") and not outline_above("KS")


def _mark_pixel(view) -> tuple[int, int, int]:
    """A pixel of the drop mark's disc, away from its strokes."""
    x, y = view.cues_part.mark_center()
    return pixel(*window_point(view, x, y + MARK_RADIUS * 0.7))


def _close(a, b, tol: int = 60) -> bool:
    return sum(abs(p - q) for p, q in zip(a, b, strict=True)) < tol


def test_a_drag_over_the_waste_shows_a_tick_or_a_cross_and_the_reason(look_tables):
    view = look_tables(NORMAL)
    waste = window_point(view, *view.layout.waste_center)
    view.on_draw()
    assert not _close(_mark_pixel(view), TICK_COLOR)
    drag_to(view, grab_point(view, card("9C")), waste, release=False)
    view.on_draw()
    assert view.pointer.drop_cue == (True, "")
    assert _close(_mark_pixel(view), TICK_COLOR)
    view.on_mouse_release(*waste, LEFT, 0)
    assert view.pointer.drop_cue is None and view.flow.game.record.moves == ["9C"]

    view = look_tables(NORMAL)
    drag_to(view, grab_point(view, card("KS")), waste, release=False)
    view.on_draw()
    assert view.pointer.drop_cue == (False, "K♠ matches neither ♣ nor 5")
    assert _close(_mark_pixel(view), CROSS_COLOR)
    assert view.cues_part.reason.text == "K♠ matches neither ♣ nor 5"
    left, bottom, w, h = view.cues_part.reason_box()
    assert 0 <= left and left + w <= view.fit.width
    assert view.cues_part.reason.content_width <= w


def test_the_badge_names_the_active_suit_in_words(look_tables):
    view = look_tables(NORMAL)
    assert view.hud.suit_caption.text == "Suit: clubs"
    view = look_tables("5HJSKS/2D4D/8CJD/QDAC6S 0 n H")
    assert view.hud.suit_caption.text == "Jack asks for ♥ hearts"


# --- hand order -----------------------------------------------------------------------------
def _shown_order(view) -> list[int]:
    held = {int(c) for c in view.flow.game.position.hand(0)}
    hand = [k for k in view.card_sprites.sprites if k in held]
    return sorted(hand, key=lambda k: view.card_sprites.targets()[k][0].x)


def test_hand_order_by_suit_by_rank_and_the_o_key(look_tables):
    view = look_tables(MIXED)
    by_suit = [card(c) for c in ("KC", "5D", "2H", "2S", "9S")]
    assert _shown_order(view) == by_suit
    view.on_key_press(arcade.key.O, 0)
    settle(view)
    assert view.flow.hand_order.mode == "rank"
    assert _shown_order(view) == [card(c) for c in ("2H", "2S", "5D", "9S", "KC")]
    assert view.toast.message == "Hand order: by rank"
    assert view.flow.game.record.moves == []
    view = look_tables(MIXED, settings=live(hand_order="rank"))
    assert _shown_order(view) == [card(c) for c in ("2H", "2S", "5D", "9S", "KC")]


def test_a_drag_within_the_hand_reorders_it_and_makes_no_move(look_tables):
    view = look_tables(MIXED)
    before = _shown_order(view)
    last = view.card_sprites.sprites[before[-1]]
    target = window_point(view, last.center_x, last.center_y)
    drag_to(view, grab_point(view, before[0]), target)  # the King of clubs to the end
    settle(view)
    after = _shown_order(view)
    assert after == before[1:] + before[:1]
    assert view.flow.game.record.moves == []
    view.on_resize(800, 600)  # a resize keeps the player's order
    assert _shown_order(view) == after
    view.on_resize(1280, 720)
    assert _shown_order(view) == after
    # A drag that ends on the waste is still a play.
    drag_to(view, grab_point(view, card("5D")), window_point(view, *view.layout.waste_center))
    assert view.flow.game.record.moves == ["5D"]


def test_the_hand_order_model():
    order = HandOrder("drawn")
    from dirty7.rules import Card

    cards = [Card.parse(c) for c in ("9S", "2H", "KC")]
    assert [str(c) for c in order.arrange(cards)] == ["9S", "2H", "KC"]
    assert order.move(cards, int(cards[2]), 0)
    assert [str(c) for c in order.arrange(cards + [Card.parse("4D")])] == ["KC", "9S", "2H",
                                                                          "4D"]
    saved = order.to_dict()
    again = HandOrder("suit")
    again.restore(saved)
    assert again.arrange(cards) == order.arrange(cards)
    again.restore({"order": [99], "manual": True})  # nonsense from a file is ignored
    assert again.arrange(cards) == order.arrange(cards)
    assert order.cycle() == "suit" and not order.manual
    with pytest.raises(ValueError):
        HandOrder("colour")


def test_the_hand_order_is_saved_with_the_game_and_restored(window):
    app, _ = make_app(window)
    table = app.start_game("easy", 5)
    settle(table)
    before = _shown_order(table)
    last = table.card_sprites.sprites[before[-1]]
    drag_to(table, grab_point(table, before[0]),
            window_point(table, last.center_x, last.center_y))
    settle(table)
    mine = _shown_order(table)
    assert mine == before[1:] + before[:1] and table.flow.game.record.moves == []
    app.leave_table()  # saved
    data = json.loads((Path(os.environ["DIRTY7_DATA_DIR"]) / "saved-game.json").read_text())
    assert data["hand"]["manual"] is True and data["hand"]["order"] == mine
    table.flow.close()

    again, _ = make_app(window)
    resumed = again.resume_game()
    settle(resumed)
    assert _shown_order(resumed) == mine
    resumed.flow.close()


# --- settings and the sheet -------------------------------------------------------------------
def test_the_new_settings_are_checked_and_default_to_the_usual_look():
    assert Settings.from_dict({"version": 1}) == Settings()
    s = Settings()
    assert (s.four_colour, s.high_contrast, s.text_size, s.hand_order) == (
        False, False, 100, "suit")
    for bad in ({"text_size": 110}, {"text_size": True}, {"hand_order": "colour"},
                {"four_colour": 1}, {"high_contrast": "yes"}):
        with pytest.raises(ValueError):
            Settings(**bad)


def test_the_look_sheet_changes_and_saves_each_choice(window):
    app, _ = make_app(window)
    try:
        app.show_settings()
        sheet = window.current_view
        assert isinstance(sheet, SettingsView)
        sheet.on_draw()
        click_widget(sheet, sheet.look_button)
        view = window.current_view
        assert isinstance(view, LookView)
        view.on_draw()
        view.on_key_press(arcade.key.DOWN, 0)
        view.on_key_press(arcade.key.SPACE, 0)  # four colours on
        assert look.current().four_colour and app.settings.value.four_colour
        click_widget(view, view.groups["hand_order"]["drawn"])
        click_widget(view, view.groups["text_size"][150])  # the sheet may now be paged
        assert look.current().text_size == 150
        click_widget(view, view.switches["high_contrast"])
        saved, _ = load_settings()
        assert (saved.four_colour, saved.high_contrast, saved.text_size, saved.hand_order) == (
            True, True, 150, "drawn")
        view.on_key_press(arcade.key.ESCAPE, 0)
        assert isinstance(window.current_view, SettingsView)
    finally:
        look.apply(Settings())


def test_a_saved_game_from_before_hand_orders_resumes_sorted(window):
    app, _ = make_app(window)
    table = app.start_game("easy", 5)
    settle(table)
    app.leave_table()
    table.flow.close()
    path = Path(os.environ["DIRTY7_DATA_DIR"]) / "saved-game.json"
    data = json.loads(path.read_text())
    del data["hand"]  # as an older version wrote it
    path.write_text(json.dumps(data))
    again, _ = make_app(window)
    resumed = again.resume_game()
    settle(resumed)
    hand = resumed.flow.game.position.hand(0)
    assert _shown_order(resumed) == [int(c) for c in sorted(hand, key=lambda c: (c.suit, c.rank))]
    resumed.flow.close()

