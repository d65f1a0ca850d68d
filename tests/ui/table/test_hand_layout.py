"""The hands use the table and every label stays readable: geometry over the whole range of
window sizes, card sizes, text scales and hand sizes, then real tables (pixels and the
hud's own text rectangles)."""

from __future__ import annotations

import itertools
import math

import pytest

from dirty7.rules import CARDS
from dirty7.store.settings import CARD_SIZES, TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.core.layout import (
    CARD_GAP,
    MAX_HAND_CARDS,
    STATUS_HEIGHT,
    Box,
    TableLayout,
    card_factor,
    card_size,
    fit_window,
)
from dirty7.ui.table.glow import HINT_RAISE
from dirty7.ui.table.sprites import RAISE
from tests.support.table import TableOpener, live, pixel, window_point

WINDOWS = [(800, 600), (1024, 768), (1280, 720), (1366, 768), (1280, 1024), (1920, 1080),
           (2560, 1440), (2560, 1080), (3440, 1440)]
TEXT_SCALES = (1.0, 1.25, 1.5)
FOCUS_RING = 10.0


def _hit(a: Box, b: Box, pad: float = 0.0) -> bool:
    return (a.left < b.right + pad and b.left < a.right + pad
            and a.bottom < b.top + pad and b.bottom < a.top + pad)


def card_box(x: float, y: float, angle: float, scale: float, lift: float = 0.0) -> Box:
    """Bounding box of a (rotated) card; ``lift`` extends it upwards (a raised card)."""
    w, h = card_size(scale)
    a = math.radians(angle)
    bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
    bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
    return Box(x - bw / 2, y - bh / 2, bw, bh + lift)


def _obstacles(lay: TableLayout) -> dict[str, Box]:
    """Buttons, piles and the reserved text bands a hand must never reach under."""
    menu = lay.menu_button
    stock = lay.pile_box(lay.stock)
    out = {"tools": Box(menu.left, menu.bottom, lay.tools_right - menu.left, menu.height),
           "stock": Box(stock.left - 8, stock.bottom - 8, stock.width + 8, stock.height + 8),
           "waste": card_box(*lay.waste_center, 8, lay.pile_scale),
           "count": Box(lay.stock.x - 60, lay.stock_count_pos[1] - 11 * lay.text_scale, 120,
                        22 * lay.text_scale)}
    for name, box in zip(("draw", "pass"), lay.button_boxes(2), strict=True):
        out[name] = box
    ox, oy = lay.opponent_label_pos
    out["opponent_label"] = Box(ox, oy - 70 * lay.text_scale, lay.width - ox, 90 * lay.text_scale)
    return out


def _layouts():
    for (w, h), size, ts in itertools.product(WINDOWS, CARD_SIZES, TEXT_SCALES):
        fit = fit_window(w, h)
        yield (w, h, size, ts), TableLayout(fit.width, fit.height, card_factor(size, fit.scale),
                                            ts)


@pytest.mark.parametrize("n", [1, 7, 10, 15, 24, 25, 30, MAX_HAND_CARDS])
def test_no_card_reaches_under_a_button_a_pile_or_a_text(n):
    for where, lay in _layouts():
        obstacles = _obstacles(lay)
        status_y = lay.status_pos_for(n)[1]
        status = Box(0, status_y - STATUS_HEIGHT * lay.text_scale / 2, lay.width,
                     STATUS_HEIGHT * lay.text_scale)
        mine = [card_box(s.x, s.y, s.angle, s.scale, RAISE + HINT_RAISE + FOCUS_RING)
                for s in lay.player_hand(n)]
        theirs = [card_box(s.x, s.y, s.angle, s.scale) for s in lay.opponent_hand(n)]
        for box in mine + theirs:
            assert box.left >= 0 and box.right <= lay.width, where
            for name, other in obstacles.items():
                assert not _hit(box, other), (where, n, name)
        for box in mine:
            assert box.top < status.bottom, (where, n)
            assert box.bottom > -0.25 * box.height, (where, n)  # most of the card on screen
        for box in theirs:
            assert box.top - lay.height < box.height * 0.5, (where, n)  # half shows
            assert box.bottom > status.top, (where, n)


def test_cards_lie_side_by_side_while_they_fit():
    for where, lay in _layouts():
        for hand, scale, span in ((lay.player_hand, lay.hand_scale, lay.player_span),
                                  (lay.opponent_hand, lay.opponent_scale, lay.opponent_span)):
            w, _ = card_size(scale)
            for n in range(1, MAX_HAND_CARDS + 1):
                slots = hand(n)
                fits = n * w + (n - 1) * CARD_GAP * lay.card_factor * 0.75 <= span[1] - span[0]
                if not fits:
                    break
                boxes = [card_box(s.x, s.y, s.angle, s.scale) for s in slots]
                for a, b in itertools.combinations(boxes, 2):
                    assert not _hit(a, b), (where, n)


def test_ten_cards_fit_without_overlap_at_1280x720():
    lay = TableLayout(1280, 720)
    xs = [s.x for s in lay.player_hand(10)]
    w, _ = card_size(lay.hand_scale)
    assert min(b - a for a, b in itertools.pairwise(xs)) >= w
    assert all(s.angle == 0 for s in lay.player_hand(10))


def test_overlap_is_even_and_very_large_hands_take_two_rows():
    lay = TableLayout(1280, 720)
    slots = lay.player_hand(20)
    steps = {round(b.x - a.x, 6) for a, b in itertools.pairwise(slots)}
    assert len(steps) == 1
    assert lay.player_rows(20) == 1 and lay.player_rows(MAX_HAND_CARDS) == 2
    big = lay.player_hand(MAX_HAND_CARDS)
    back, front = big[:20], big[20:]
    assert min(s.y for s in back) > max(s.y for s in front)
    w, _ = card_size(lay.hand_scale)
    assert front[1].x - front[0].x > 0.42 * w  # every corner index shows


def test_the_card_size_setting_and_small_windows_grow_the_cards():
    sizes = [card_factor(name, 1.0) for name in CARD_SIZES]
    assert sizes == sorted(sizes) and sizes[0] == 1.0
    assert card_factor("normal", fit_window(800, 600).scale) > 1.0
    assert card_factor("normal", fit_window(1920, 1080).scale) == 1.0
    assert card_factor("extra_large", 0.3) == card_factor("extra_large", 1.0)
    # Large at 800x600: a card is at least 90 window pixels wide.
    fit = fit_window(800, 600)
    lay = TableLayout(fit.width, fit.height, card_factor("large", fit.scale))
    assert card_size(lay.hand_scale)[0] * fit.scale >= 90


def test_the_card_size_setting_is_checked_and_optional():
    assert Settings().card_size == "normal"
    assert Settings.from_dict({"difficulty": "easy"}).card_size == "normal"
    assert Settings.from_dict({"card_size": "extra_large"}).card_size == "extra_large"
    with pytest.raises(ValueError, match="card_size"):
        Settings(card_size="huge")
    assert Settings(card_size="large").to_dict()["card_size"] == "large"


# --- real tables --------------------------------------------------------------------------
def _deal(mine: int, theirs: int, jack_suit: str = "D", waste: str = "QHJS") -> str:
    """A position: ``mine`` and ``theirs`` cards in hand, a Jack on the waste asking for
    ``jack_suit`` (the longest caption; ``waste="JSQH"`` shows "Suit: hearts" instead), the
    rest in the stock."""
    deck = [str(c) for c in CARDS if str(c) not in ("JS", "QH")]
    hands = deck[:mine], deck[mine:mine + theirs]
    stock = deck[mine + theirs:]
    return f"{''.join(hands[0])}/{''.join(hands[1])}/{waste}/{''.join(stock)} 0 n {jack_suit}"


@pytest.fixture
def tables(window):
    opener = TableOpener(window)
    yield opener
    opener.close()


def _real_boxes(view) -> tuple[dict[str, Box], list[Box]]:
    """Buttons and piles on show, and every card's box, in logical units."""
    lay = view.layout
    hud = view.hud
    buttons = {"menu": hud.menu_button, "hint": view.hint_part.button,
               "log": view.log_part.button, "why": view.why_part.button,
               "?": view.shortcuts_part.button}
    if hud.draw_holder.visible:
        buttons["draw"] = hud.draw_button
    if hud.pass_holder.visible:
        buttons["pass"] = hud.pass_button
    out = {name: Box(b.rect.left, b.rect.bottom, b.rect.width, b.rect.height)
           for name, b in buttons.items()}
    for i, back in enumerate(view.card_sprites.stock_backs):
        out[f"stock{i}"] = card_box(back.center_x, back.center_y, 0, lay.pile_scale)
    cards = [card_box(s.center_x, s.center_y, s.angle, s.scale_y)
             for s in view.card_sprites.cards]
    return out, cards


@pytest.fixture
def text_size(request):
    """The player's text size for the test (100 % unless parametrized), reset afterwards."""
    look.apply(Settings(text_size=getattr(request, "param", 100)))
    yield look.current().text_size
    look.apply(Settings())


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("card_size_name", ["normal", "extra_large"])
@pytest.mark.parametrize("text_size", TEXT_SIZES, indirect=True)
def test_every_label_stays_clear_of_cards_piles_and_buttons(tables, size, card_size_name,
                                                            text_size):
    for mine, theirs, waste, caption in ((7, 7, "QHJS", "Jack asks for"),
                                         (30, 14, "QHJS", "Jack asks for"),
                                         (7, 7, "JSQH", "Suit: hearts")):
        view = tables(_deal(mine, theirs, "H" if waste == "JSQH" else "D", waste),
                      settings=live(card_size=card_size_name))
        view.on_resize(*size)
        view.skip_animations()
        view.on_update(1 / 60)
        view.on_draw()
        labels = view.hud.label_boxes()
        assert caption in view.hud.suit_caption.text
        # The player's text size reaches the table's texts (the test covers it).
        assert view.hud.text_scale >= text_size / 100
        assert {"status", "stock_count", "opponent_label", "suit_caption"} <= set(labels)
        things, cards = _real_boxes(view)
        for name, box in labels.items():
            assert box.left >= 0 and box.right <= view.fit.width, (name, size)
            for other, obstacle in things.items():
                assert not _hit(box, obstacle), (name, other, size, mine)
            for i, card in enumerate(cards):
                assert not _hit(box, card), (name, i, size, mine)
        for a, b in itertools.combinations(labels, 2):
            if {a, b} != {"suit_badge", "suit_caption"}:
                assert not _hit(labels[a], labels[b]), (a, b, size, mine)


def test_a_seven_card_hand_shows_felt_between_its_cards(tables):
    view = tables(_deal(7, 7))
    view.on_draw()
    sprites = [view.card_sprites.sprites[int(c)] for c in view.card_sprites.targets()
               if int(c) in {int(k) for k in view.flow.state.hands[0]}]
    sprites.sort(key=lambda s: s.center_x)
    assert len(sprites) == 7
    for a, b in itertools.pairwise(sprites):
        gap_x = (a.right + b.left) / 2
        y = min(a.center_y, b.center_y)
        r, g, bl = pixel(*window_point(view, gap_x, y))
        assert g > r + 20 and g > bl, (gap_x, (r, g, bl))  # felt, not a card's white


def test_the_suit_caption_is_not_under_the_stock_in_pixels(tables):
    """The caption's full width is on plain felt left of the stock (deal 21's cut label)."""
    view = tables(_deal(7, 7, "H"))
    view.on_draw()
    caption = view.hud.label_boxes()["suit_caption"]
    stock_left = min(s.left for s in view.card_sprites.stock_backs)
    assert caption.right + 6 < stock_left
    # Just right of the caption, before the stock: felt.
    r, g, b = pixel(*window_point(view, (caption.right + stock_left) / 2, caption.center[1]))
    assert g > r + 20 and g > b


@pytest.mark.parametrize("name", ["large", "extra_large"])
def test_the_table_draws_larger_cards_for_the_setting(tables, name):
    normal = tables(_deal(7, 7))
    normal_w = next(iter(normal.card_sprites.sprites.values())).width
    big = tables(_deal(7, 7), settings=live(card_size=name))
    sprite = big.card_sprites.sprites[int(big.flow.state.hands[0][0])]
    assert sprite.width == pytest.approx(normal_w * CARD_SIZES_FACTOR[name], rel=0.02)
    # Pixels: the card's white reaches as far as its new width.
    x, y = window_point(big, sprite.right - 6, sprite.center_y - 20)
    assert min(pixel(x, y)) > 200


CARD_SIZES_FACTOR = {"large": 1.2, "extra_large": 1.4}


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("text_size", TEXT_SIZES, indirect=True)
def test_the_row_of_tools_ends_where_the_layout_keeps_room_for_it(tables, size, text_size):
    """The computer's hand starts right of the layout's ``tools_right``: every tool button
    must end there (a button added to the row, or grown with the text, without moving it
    would lie under its cards)."""
    view = tables(_deal(7, 14))
    view.on_resize(*size)
    view.skip_animations()
    view.on_draw()
    things, cards = _real_boxes(view)
    tools = [things[name] for name in ("menu", "hint", "log", "why", "?")]
    assert max(b.left + b.width for b in tools) <= view.layout.tools_right + 0.5
    for box in tools:
        assert not any(_hit(box, card) for card in cards)
