"""The table driven through its real handlers: drags, double-clicks, the stock, the picker."""

from __future__ import annotations

import pytest

from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.table.sprites import RAISE
from dirty7.ui.table.table_view import TableView
from tests.support.table import (
    LEFT,
    FakeClock,
    FirstLegal,
    TableOpener,
    card,
    click_at,
    click_widget,
    drag_to,
    grab_point,
    live,
    pixel,
    settle,
    window_point,
)

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"  # 5H and 9C play, KS does not
ONLY_DRAW = "KS2H/2C4D/8C5C/QDAC6S 0 n C"
JACK = "JH4SKD/2D4D/8C5C/QDAC6S 0 n C"
LAST_JACK = "JH/2D4D/8C5C/QDAC6S 0 n C"
THREE = "3C9D/2D4D/8C5C/QDAC6S 0 n C"


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def make_table(window, clock):
    tables = TableOpener(window, clock)
    yield tables
    tables.close()


def waste_point(view) -> tuple[int, int]:
    return window_point(view, *view.layout.waste_center)


def test_playable_cards_are_raised_on_the_players_turn(make_table):
    view = make_table(NORMAL)
    assert view.flow.human_to_move
    y = {k: view.card_sprites.sprites[card(k)].center_y for k in ("5H", "9C", "KS")}
    assert y["5H"] == pytest.approx(y["KS"] + RAISE, abs=3)
    assert y["9C"] == pytest.approx(y["KS"] + RAISE, abs=3)
    assert "Your turn" in view.hud.status.text


def test_a_legal_drag_lifts_follows_lights_the_waste_and_plays(make_table):
    view = make_table(NORMAL)
    sprite = view.card_sprites.sprites[card("9C")]
    start = grab_point(view, card("9C"))
    glow_probe = window_point(view, view.layout.waste_center[0] - 78, view.layout.waste_center[1])
    view.on_draw()
    before = pixel(*glow_probe)

    drag_to(view, start, waste_point(view), release=False)
    assert view.pointer.drag is not None and sprite.scale_y > 0.82  # lifted: a little larger
    grab_offset = view.pointer.drag.offset
    lx, ly = view.to_logical(*waste_point(view))
    assert sprite.position == pytest.approx((lx + grab_offset[0], ly + grab_offset[1]))
    assert view.card_sprites.cards[-1] is sprite  # above everything
    view.on_draw()
    during = pixel(*glow_probe)
    assert during[0] > before[0] + 12 and during[1] > before[1], (before, during)  # golden

    view.on_mouse_release(*waste_point(view), LEFT, 0)
    assert str(view.flow.game.position.waste[-1]) == "9C"
    assert view.flow.game.record.moves == ["9C"]
    settle(view, until=lambda: not sprite.is_animating)
    slot = view.layout.waste_slot(card("9C"))
    assert sprite.position == pytest.approx((slot.x, slot.y))


def test_an_illegal_drag_glides_back_and_says_why(make_table):
    view = make_table(NORMAL)
    sprite = view.card_sprites.sprites[card("KS")]
    home = sprite.position
    drag_to(view, grab_point(view, card("KS")), waste_point(view))
    assert view.flow.game.record.moves == []
    assert view.toast.message == "K♠ matches neither ♣ nor 5"
    assert sprite.is_animating  # gliding, not jumping
    settle(view, until=lambda: not sprite.is_animating)
    assert sprite.position == pytest.approx(home)
    view.on_draw()
    assert view.toast.message  # still shown


def test_a_drop_away_from_the_waste_returns_the_card(make_table):
    view = make_table(NORMAL)
    sprite = view.card_sprites.sprites[card("9C")]
    home = sprite.position
    start = grab_point(view, card("9C"))
    drag_to(view, start, (start[0] + 200, start[1] + 120))
    assert view.flow.game.record.moves == []
    settle(view, until=lambda: not sprite.is_animating)
    assert sprite.position == pytest.approx(home)


def test_double_click_plays_and_a_slow_one_does_not(make_table, clock):
    view = make_table(NORMAL)
    point = grab_point(view, card("5H"))
    click_at(view, *point)
    clock.advance(0.6)  # too slow: two single clicks
    click_at(view, *point)
    assert view.flow.game.record.moves == []
    clock.advance(0.1)
    view.on_mouse_press(*point, LEFT, 0)  # the second press of a fast pair
    assert view.flow.game.record.moves == ["5H"]
    view.on_mouse_release(*point, LEFT, 0)
    assert view.flow.game.record.moves == ["5H"]


def test_clicking_the_stock_draws_or_says_why_not(make_table):
    view = make_table(NORMAL)
    stock = window_point(view, view.layout.stock.x, view.layout.stock.y)
    click_at(view, *stock)
    assert view.flow.game.record.moves == []
    assert view.toast.message == "You have a card to play"

    view = make_table(ONLY_DRAW)
    assert view.hud.draw_holder.visible and not view.hud.pass_holder.visible
    click_at(view, *window_point(view, view.layout.stock.x, view.layout.stock.y))
    assert view.flow.game.record.moves == ["draw"]
    assert view.flow.game.position.hand_size(0) == 3
    settle(view, seconds=0.6, until=lambda: False)
    assert len(view.flow.state.hands[0]) == 3 and not view.flow.human_to_move


def test_a_burst_of_stock_clicks_draws_once(make_table, clock):
    view = make_table(ONLY_DRAW)
    stock = window_point(view, view.layout.stock.x, view.layout.stock.y)
    for _ in range(8):
        click_at(view, *stock)
        view.on_update(0.01)
        clock.advance(0.03)
    assert view.flow.game.record.moves == ["draw"]


def test_a_jack_opens_the_picker_and_a_key_names_the_suit(make_table):
    view = make_table(JACK)
    drag_to(view, grab_point(view, card("JH")), waste_point(view))
    assert view.picker.is_open
    assert view.flow.game.record.moves == []  # no move before a suit is chosen
    view.on_draw()
    view.on_key_press(arcade.key.KEY_4, 0)  # 1–4 = ♣ ♦ ♥ ♠
    assert not view.picker.is_open
    assert view.flow.game.record.moves == ["JH>S"]
    assert view.flow.game.position.active_suit == 3
    settle(view, seconds=1.0, until=lambda: view.flow.state.active_suit == 3)
    assert view.hud.suit_text.text == "♠"
    assert "Jack asks for" in view.hud.suit_caption.text


def test_the_picker_is_drawn_and_its_buttons_click(make_table, clock):
    view = make_table(JACK)
    point = grab_point(view, card("JH"))
    click_at(view, *point)
    clock.advance(0.1)
    view.on_mouse_press(*point, LEFT, 0)  # double-click a Jack
    view.on_mouse_release(*point, LEFT, 0)
    assert view.picker.is_open
    view.on_draw()
    button = view.picker.buttons[2]
    x, y = window_point(view, button.rect.left + 10, button.rect.top - 10)
    r, g, b = pixel(x, y)
    assert r > 200 and g > 200 and b > 180, (r, g, b)  # a cream suit button
    click_widget(view, button)
    assert view.flow.game.record.moves == ["JH>H"]


def test_the_frame_is_opaque_everywhere(make_table, clock):
    """Translucent shadows, panels, text and the picker's dimming leave alpha at 255, so
    a compositor shows no desktop through the table and PNGs are not washed out."""
    view = make_table(JACK)
    view.log_part.panel.toggle()
    view.toast.show("A message")
    point = grab_point(view, card("JH"))
    click_at(view, *point)
    clock.advance(0.1)
    click_at(view, *point)  # a double-click opens the suit picker
    assert view.picker.is_open
    for _ in range(2):  # the first frame lays out, the second draws from the cache
        view.on_draw()
        assert arcade.get_image().getchannel("A").getextrema() == (255, 255)


def test_escape_returns_the_jack_to_the_hand(make_table):
    menus = []
    view = make_table(JACK, on_menu=lambda: menus.append(1))
    sprite = view.card_sprites.sprites[card("JH")]
    home = sprite.position
    drag_to(view, grab_point(view, card("JH")), waste_point(view))
    assert view.picker.is_open
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert not view.picker.is_open and menus == []
    assert view.flow.game.record.moves == []
    settle(view, until=lambda: not sprite.is_animating)
    assert sprite.position == pytest.approx(home)
    assert view.flow.human_to_move


def test_a_last_card_jack_needs_no_picker_and_ends_the_game(make_table):
    over = []
    view = make_table(LAST_JACK, on_game_over=over.append)
    drag_to(view, grab_point(view, card("JH")), waste_point(view))
    assert not view.picker.is_open
    assert view.flow.game.record.moves == ["JH"] and view.flow.game.is_over
    settle(view, until=lambda: bool(over))
    assert over == [view]
    assert view.hud.status.text == "You win!"


def test_pass_button_only_after_a_three(make_table):
    view = make_table(THREE)
    assert not view.hud.pass_holder.visible
    view.pointer.play(view.flow.game.position.hand(0)[0])  # 3C
    settle(view)
    assert view.hud.status.text == "Three played: play another card or pass"
    assert view.hud.pass_holder.visible
    view.on_draw()
    click_widget(view, view.hud.pass_button)
    assert view.flow.game.record.moves == ["3C", "pass"]


def test_the_computer_moves_after_a_visible_pause_and_animates(make_table):
    view = make_table(ONLY_DRAW)
    view.flow.draw()
    settle(view, seconds=0.5, until=lambda: False)
    assert view.flow.game.record.moves == ["draw"]
    assert view.flow.thinking  # the pause: the cue shows
    view.on_draw()
    settle(view, seconds=3.0, until=lambda: len(view.flow.game.record.moves) == 2)
    assert view.flow.game.record.moves == ["draw", "2C"]
    view.on_update(1 / 60)
    played = view.card_sprites.sprites[card("2C")]
    assert played.is_animating and not played.face_up  # flies from its hand, then turns
    settle(view)
    assert played.face_up and view.flow.state.matches(view.flow.game.position)


def test_the_deal_flies_one_card_at_a_time_and_a_click_skips_it(window):
    view = TableView(window,
                     TableOptions(seed=5, opponents={1: ComputerSeat(strategy=FirstLegal())}))
    window.show_view(view)
    view.on_update(0.2)
    assert view.flow.state.dealing and len(view.card_sprites.sprites) <= 3
    settle(view, seconds=0.6, until=lambda: False)
    shown = len(view.card_sprites.sprites)
    assert 3 < shown < 15
    theirs = [view.card_sprites.sprites[int(c)] for c in view.flow.state.hands[1]]
    assert theirs and not any(s.face_up for s in theirs)
    view.on_mouse_press(5, 5, LEFT, 0)
    assert not view.flow.is_animating and len(view.card_sprites.sprites) == 15
    assert view.flow.state.matches(view.flow.game.position)
    view.flow.close()


def test_resize_relayouts_and_clicks_still_land(make_table):
    view = make_table(NORMAL)
    view.on_resize(800, 600)
    try:
        assert (view.fit.width, view.fit.height) == (1280, 960)
        settle(view)
        view.on_draw()
        x, y = grab_point(view, card("9C"))
        assert y < 140  # the hand stays at the bottom of the 600-pixel window (cards grown)
        drag_to(view, (x, y), waste_point(view))
        assert view.flow.game.record.moves == ["9C"]
    finally:
        view.on_resize(1280, 720)


def test_the_felt_and_the_cards_are_on_screen(make_table):
    view = make_table(NORMAL)
    view.on_draw()
    r, g, b = pixel(8, 8)
    assert g > r + 20 and g > b + 10
    x, y = window_point(view, *view.layout.waste_center)
    assert sum(pixel(x + 20, y - 40)) > 500  # the waste's top card is a white face


def test_instant_speed_shows_moves_at_once(make_table):
    view = make_table(NORMAL, settings=live(animation_speed="instant"))
    view.pointer.play(view.flow.game.position.hand(0)[2])  # 9C
    view.on_update(1 / 60)
    flow = view.flow
    assert flow.state.waste[-1] == flow.game.position.waste[-1] or flow.game.record.moves


THREE_ON_JACK = "3D9D5S/2C4C/JD/QHAC6S 0 n D"  # after 3D, 9D is raised and Pass is legal


def bright_pixels(view, box) -> int:
    """Light (label-coloured) pixels inside a logical box of the frame just drawn."""
    left, bottom = window_point(view, box.left, box.bottom)
    right, top = window_point(view, box.left + box.width, box.bottom + box.height)
    image = arcade.get_image().convert("RGB")
    crop = image.crop((left, image.height - top, right, image.height - bottom))
    return sum(1 for p in crop.getdata() if sum(p) > 540)


@pytest.mark.parametrize("highlight", [True, False])
@pytest.mark.parametrize("speed", ["normal", "fast", "instant"])
def test_the_pass_button_shows_after_a_three_whatever_the_settings(make_table, clock,
                                                                     highlight, speed):
    view = make_table(THREE_ON_JACK, settings=live(highlight_playable=highlight,
                                                   animation_speed=speed))
    pass_box = view.layout.button_boxes(2)[1]
    view.on_draw()
    assert not view.hud.pass_holder.visible and bright_pixels(view, pass_box) == 0
    point = grab_point(view, card("3D"))
    click_at(view, *point)
    clock.advance(0.1)
    click_at(view, *point)  # a double-click plays the Three
    assert view.flow.game.record.moves == ["3D"]
    settle(view)
    assert view.hud.status.text == "Three played: play another card or pass"
    assert view.hud.pass_holder.visible and not view.hud.draw_holder.visible
    view.on_draw()
    assert bright_pixels(view, pass_box) > 20  # the button and its label are drawn
    click_widget(view, view.hud.pass_button)
    assert view.flow.game.record.moves == ["3D", "pass"]


def test_skipping_the_move_still_shows_the_pass_button(make_table, clock):
    view = make_table(THREE_ON_JACK)
    point = grab_point(view, card("3D"))
    click_at(view, *point)
    clock.advance(0.1)
    click_at(view, *point)
    view.on_update(1 / 60)
    view.on_key_press(arcade.key.SPACE, 0)  # a key skips the animation
    assert not view.flow.queue and view.hud.pass_holder.visible


HOLDING_SEVEN = "7C5D2S/9H4H/5H7H/QDAC3D4D8S 0 7 H"  # 7C must answer 7H: no drawing
NO_SEVEN = "2C5D/9H4H/5H7H/QDAC3D4D8S 0 7 H"
NO_SEVEN_STACKED = "2C5D/9H4H/5H7D7H/QDAC3D4D8SKSQS9C 0 7:8 H"
THEIR_SEVEN = "7C5D2S/7HKS/5H/QDAC3D4D8S 1 n H"  # the computer's only card is 7H


def stock_point(view) -> tuple[int, int]:
    return window_point(view, view.layout.stock.x, view.layout.stock.y)


def test_holding_a_seven_the_table_says_play_it_and_refuses_the_rest(make_table, clock):
    view = make_table(HOLDING_SEVEN)
    assert view.hud.status.text == "Answer the Seven: play your Seven"
    assert not view.hud.draw_holder.visible
    point = grab_point(view, card("5D"))
    click_at(view, *point)
    clock.advance(0.1)
    click_at(view, *point)  # double-click 5D
    assert view.toast.message == "5♦ cannot answer the Seven: play your Seven"
    clock.advance(1.0)
    click_at(view, *stock_point(view))
    assert view.toast.message == "You have a Seven: play your Seven to answer the Seven"
    assert view.flow.game.record.moves == []


@pytest.mark.parametrize(("position", "count"), [(NO_SEVEN, 4), (NO_SEVEN_STACKED, 8)])
def test_without_a_seven_the_table_says_draw(make_table, clock, position, count):
    view = make_table(position)
    assert view.hud.status.text == f"Answer the Seven: you have no Seven, draw {count}"
    assert view.hud.draw_holder.visible and view.hud.draw_button.text == f"Draw {count}"
    point = grab_point(view, card("5D"))
    click_at(view, *point)
    clock.advance(0.1)
    click_at(view, *point)
    assert view.toast.message == f"5♦ cannot answer the Seven: you have no Seven, draw {count}"
    click_at(view, *stock_point(view))
    assert view.flow.game.record.moves == ["draw"]


def test_the_status_while_their_seven_is_shown_already_says_play_yours(make_table):
    view = make_table(THEIR_SEVEN)
    settle(view, until=lambda: bool(view.flow.game.record.moves))
    assert view.flow.game.record.moves == ["7H"]
    settle(view, until=lambda: view.flow.state.waste[-1] == view.flow.game.position.waste[-1])
    assert view.hud.status.text == "Answer the Seven: play your Seven"


def suit_ink(view, color) -> int:
    """Pixels of about ``color`` (a suit's ink) on the suit badge of the frame just drawn."""
    bx, by = view.layout.suit_badge_pos
    left, bottom = window_point(view, bx - 40, by - 34)
    right, top = window_point(view, bx + 40, by + 46)
    image = arcade.get_image().convert("RGB")
    crop = image.crop((left, image.height - top, right, image.height - bottom))
    return sum(1 for p in crop.getdata()
               if sum(abs(a - b) for a, b in zip(p, color, strict=True)) < 60)


def test_the_suit_badge_stays_empty_until_the_up_card_is_turned(window):
    view = TableView(window,
                     TableOptions(seed=5, opponents={1: ComputerSeat(strategy=FirstLegal())}))
    window.show_view(view)
    try:
        suit = view.flow.game.position.active_suit
        ink = theme.suit_color(suit)
        frames = 0
        while True:
            view.on_update(1 / 30)
            if not view.flow.state.dealing:
                break
            view.on_draw()
            assert suit_ink(view, ink) < 5, frames
            assert view.hud.suit_text.text == ""
            frames += 1
        assert frames > 10  # the deal was watched, card by card
        settle(view)
        view.on_draw()
        assert view.hud.suit_text.text == "♣♦♥♠"[suit]
        assert suit_ink(view, ink) > 40
    finally:
        view.flow.close()


LAST_STOCK_CARD = "KS2H/2C4D/8C5C6C9C/QD 0 n C"  # drawing QD refills the stock with 8C 5C 6C


@pytest.mark.parametrize("speed", ["normal", "slow"])
def test_a_refill_flies_face_down_and_the_count_changes_as_it_lands(make_table, speed):
    view = make_table(LAST_STOCK_CARD, settings=live(animation_speed=speed))
    recycled = [card(c) for c in ("8C", "5C", "6C")]
    homes = {k: view.card_sprites.sprites[k].position for k in recycled}
    click_at(view, *stock_point(view))
    assert view.flow.game.record.moves == ["draw"]
    refilled = False
    for _ in range(200):
        view.on_update(1 / 60)
        flying = [k for k in recycled if k in view.card_sprites.sprites]
        refilled = refilled or len(view.flow.state.waste) == 1
        for key in flying:
            sprite = view.card_sprites.sprites[key]
            if sprite.position != pytest.approx(homes[key]):
                assert not sprite.face_up, "a recycled card travels face down"
        if refilled and flying:
            assert view.hud.stock_count.text == "Stock empty"  # not before they land
        if refilled and not flying:
            break
    assert refilled and view.hud.stock_count.text == "3 in stock"
    assert len(view.card_sprites.stock_backs) > 0


def test_skipping_a_refill_shows_the_new_stock(make_table):
    view = make_table(LAST_STOCK_CARD)
    click_at(view, *stock_point(view))
    for _ in range(25):  # into the refill's flight
        view.on_update(1 / 60)
    view.on_key_press(arcade.key.SPACE, 0)
    assert not view.flow.is_animating and view.hud.stock_count.text == "3 in stock"
