"""Card sprites: textures keyed like the engine, tweens, flips, skipping, speed."""

from __future__ import annotations

import pytest

from dirty7.store.settings import ANIMATION_SPEEDS
from dirty7.ui.core.card_sprites import CardSprite, back_texture, face_texture, face_textures


def test_52_faces_keyed_by_engine_card_number(window):
    from dirty7.rules import Card

    faces = face_textures()
    assert len(faces) == 52 and len({id(t) for t in faces.values()}) == 52
    seven_hearts = Card(2 * 13 + 6)
    assert str(seven_hearts) == "7H"
    assert face_texture(seven_hearts) is faces[32]
    assert face_texture(seven_hearts).size == (140, 190)


def test_move_to_eases_to_the_target_and_reports_arrival(window):
    sprite = CardSprite(5, face_up=False)
    arrived = []
    sprite.on_arrive = arrived.append
    sprite.move_to(300, 200, duration=0.4, angle=10, scale=0.5)
    sprite.update_animation(0.2)
    assert 0 < sprite.center_x < 300 and sprite.is_animating
    for _ in range(10):
        sprite.update_animation(0.05)
    assert sprite.position == pytest.approx((300, 200))
    assert sprite.angle == pytest.approx(10)
    assert sprite.scale_x == pytest.approx(0.5)
    assert arrived == [sprite] and not sprite.is_animating


def test_delay_holds_the_card_still(window):
    sprite = CardSprite(5)
    sprite.move_to(100, 100, duration=0.2, delay=0.3)
    sprite.update_animation(0.25)
    assert sprite.position == (0, 0)


def test_flip_swaps_the_texture_halfway_with_a_squash(window):
    sprite = CardSprite(12, face_up=False, scale=1.0)
    sprite.flip(duration=0.4)
    sprite.update_animation(0.1)
    assert sprite.texture is back_texture() and sprite.scale_x < 1
    sprite.update_animation(0.15)
    assert sprite.texture is face_texture(12)
    sprite.update_animation(0.2)
    assert sprite.face_up and sprite.scale_x == pytest.approx(1.0)


def test_finish_jumps_to_the_end(window):
    sprite = CardSprite(40)
    sprite.move_to(50, 60, duration=1.0, angle=-5)
    sprite.flip(duration=1.0)
    sprite.finish()
    assert sprite.position == (50, 60) and sprite.face_up and not sprite.is_animating


def test_instant_speed_places_at_once_and_slow_takes_longer(window):
    speed = {"now": ANIMATION_SPEEDS["instant"]}
    sprite = CardSprite(1, speed=lambda: speed["now"])  # asked at every move
    sprite.move_to(10, 20, duration=0.5)
    assert sprite.position == (10, 20) and not sprite.is_animating
    speed["now"] = ANIMATION_SPEEDS["slow"]
    sprite.move_to(0, 0, duration=0.5)
    sprite.update_animation(0.6)
    assert sprite.is_animating  # 0.5 s × 1.6
