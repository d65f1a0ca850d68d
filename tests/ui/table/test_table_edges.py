"""Small things at the table's edges: a refusal stays long enough to read (and goes with
the next move), a card gliding back to the hand passes over the status text, and a lasting
mark says the sound is off."""

from __future__ import annotations

from dirty7.rules import Card
from dirty7.ui.core.bootstrap import arcade
from tests.support.table import drag_to, grab_point, settle, tick, window_point

#: You hold 9♠ (it fits neither ♦ nor the Queen) and 2♦ (it fits).
POSITION = "9S2D4D/KCKH5C/QHQD/JDAC6S 0 n D"


def test_a_refusal_stays_long_enough_to_read_and_goes_with_the_next_move(look_tables):
    view = look_tables(POSITION)
    assert not view.flow.play(Card.parse("9S"))
    reason = view.toast.message
    assert reason.startswith("9♠ matches neither")
    for _ in range(int(3.0 * 60)):  # three seconds later it is still there
        tick(view)
    assert view.toast.message == reason
    assert view.flow.play(Card.parse("2D"))  # the next move: the refusal is stale
    for _ in range(30):
        tick(view)
    assert view.toast.message != reason


def _text_pixels_under(view, sprite) -> int:
    """Pixels of the status text's own colour inside the card's rectangle."""
    image = arcade.get_image().convert("RGB")
    colour = tuple(view.hud.status.color[:3])
    box = view.hud.label_boxes()["status"]
    left, bottom = view.to_window(max(box.left, sprite.left), max(box.bottom, sprite.bottom))
    right, top = view.to_window(min(box.right, sprite.right), min(box.top, sprite.top))
    count = 0
    for x in range(int(left) + 2, int(right) - 2):
        for y in range(int(bottom) + 2, int(top) - 2):
            if image.getpixel((x, image.height - 1 - y)) == colour:
                count += 1
    return count


def test_a_card_gliding_back_passes_over_the_status_text(look_tables):
    view = look_tables(POSITION)
    key = int(Card.parse("9S"))
    sprite = view.card_sprites.sprites[key]
    status = view.hud.label_boxes()["status"]
    # Lift 9♠ above the status line, let go over the felt: it glides back down across it.
    start = grab_point(view, key)
    drag_to(view, start, window_point(view, status.center[0], status.top + 150))
    seen = False
    for _ in range(40):
        view.on_update(1 / 120)
        overlap = min(sprite.right, status.right) - max(sprite.left, status.left)
        if sprite.bottom < status.bottom and status.top < sprite.top and overlap > 20:
            view.on_draw()
            seen = True
            assert _text_pixels_under(view, sprite) == 0
            break
    assert seen, "the card never crossed the status line"
    settle(view)


def test_a_muted_table_shows_a_lasting_mark(look_tables):
    view = look_tables(POSITION)
    # The board is shared on the test session's one window: an earlier test may have left it
    # muted, so start from sound on.
    view.sound_part.cues.board.enabled = True
    assert not view.sound_part.mute_mark_shown()
    view.on_key_press(arcade.key.M, 0)
    for _ in range(5 * 60):  # long after the "Sound off" toast
        tick(view)
    view.on_draw()
    assert view.sound_part.mute_mark_shown()
    box = view.sound_part.mute_mark_box()
    x, y = (round(v) for v in view.to_window(*box.center))
    from tests.support.table import pixel

    marked = pixel(x, y)
    view.on_key_press(arcade.key.M, 0)  # sound on: the mark goes
    for _ in range(3 * 60):
        tick(view)
    view.on_draw()
    assert not view.sound_part.mute_mark_shown() and pixel(x, y) != marked
