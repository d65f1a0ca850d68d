"""Card textures and animated card sprites.

Why here: ``arcade.load_texture`` does not cache, so the 52 faces and the back are loaded
once (lazily, on first use — a window must exist) and shared by every sprite. A
:class:`CardSprite` knows its card and whether it shows its face, and animates itself:
a tween to a new place (position, angle, scale) and a flip (squash to zero width, swap
the texture, grow back). Animations advance only from ``update_animation(dt)``, never from
pyglet's clock, so tests step them deterministically; ``finish()`` jumps to the end,
which the table uses when the player clicks or presses a key to skip.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PIL import Image, ImageChops

from dirty7.store.settings import ANIMATION_SPEEDS, DEFAULT_CARD_BACK
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade, easing
from dirty7.ui.core.layout import Slot

SUIT_FILE_NAMES = ("Clubs", "Diamonds", "Hearts", "Spades")  # suit order C D H S
RANK_FILE_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
DEFAULT_BACK = DEFAULT_CARD_BACK  # the settings' default: the one list of backs is theirs


class CardLike(Protocol):
    """What the UI needs from a card (``dirty7.rules.Card`` fits): its rank and suit for
    the face, and its card number (``int(card)``) that keys the table's sprites."""

    @property
    def rank(self) -> int: ...

    @property
    def suit(self) -> int: ...

    def __int__(self) -> int: ...


def card_number(rank: int, suit: int) -> int:
    """The engine's card number: ``suit * 13 + rank`` (ranks A..K = 0..12, suits C D H S)."""
    return suit * 13 + rank


def face_path(rank: int, suit: int) -> str:
    """Resource path of a face: rank 0..12 (A..K), suit 0..3 (C D H S)."""
    return f":resources:images/cards/card{SUIT_FILE_NAMES[suit]}{RANK_FILE_NAMES[rank]}.png"


#: (card number, four-colour) → its face.
_faces: dict[tuple[int, bool], arcade.Texture] = {}
_backs: dict[str, arcade.Texture] = {}

#: The four-colour deck's inks: clubs green, diamonds blue (the art's red and black stay).
FOUR_COLOUR_INK = {0: (20, 128, 56), 1: (28, 86, 206)}
_ART_RED_G = 63  # the green channel of the art's red ink (201, 63, 63)
_ART_BLACK = 16  # the art's darkest black ink
_BLACK_LIMIT = 150  # greys lighter than this are the card's border and shading, not ink


def face_textures() -> dict[int, arcade.Texture]:
    """The 52 face textures of the current look keyed by card number (loaded once)."""
    return {card_number(rank, suit): face_texture(card_number(rank, suit))
            for suit in range(4) for rank in range(13)}


def face_texture(card: CardLike | int) -> arcade.Texture:
    """Face of a card object (anything with ``rank``/``suit``) or a card number, in the
    current look's deck (two or four colours)."""
    key = card_number(card.rank, card.suit) if hasattr(card, "rank") else int(card)  # type: ignore[union-attr]
    four = look.current().four_colour and key // 13 in FOUR_COLOUR_INK
    texture = _faces.get((key, four))
    if texture is None:  # loaded one at a time: the menu needs five, not 52, to start
        path = face_path(key % 13, key // 13)
        if four:
            image = recolour_face(arcade.load_texture(path).image, key // 13)
            texture = arcade.Texture(image, hash=f"dirty7-face4-{key}")
        else:
            texture = arcade.load_texture(path)
        _faces[(key, four)] = texture
    return texture


def recolour_face(image: Image.Image, suit: int) -> Image.Image:
    """The shipped face with its suit's ink changed to the four-colour deck's.

    Why this way: the art is ink on white with anti-aliased edges, so each pixel is a mix
    of white and ink; the share of ink is read from one channel (green for the red ink,
    any for the black) and the same share of the new ink is put back, which keeps the
    edges smooth. Only inked pixels change (red ones, or dark greys), never the card's
    grey border and shading.
    """
    image = image.convert("RGBA")
    r, g, b, a = image.split()
    ink = FOUR_COLOUR_INK[suit]
    if suit == 1:  # red ink: share = (255 - g) / (255 - 63), where red stands out
        share, low = g, _ART_RED_G
        mask = ImageChops.subtract(r, g).point(lambda v: 255 if v > 24 else 0)
    else:  # black ink: share = (255 - v) / (255 - 16), dark greys only
        share, low = r, _ART_BLACK
        mask = r.point(lambda v: 255 if v < _BLACK_LIMIT else 0)

    def channel(target: int) -> Image.Image:
        def mix(v: int) -> int:
            k = min(1.0, max(0.0, (255 - v) / (255 - low)))
            return round(255 + (target - 255) * k)
        return share.point(mix)

    inked = Image.merge("RGBA", (channel(ink[0]), channel(ink[1]), channel(ink[2]), a))
    return Image.composite(inked, image, mask)


def back_texture(name: str = DEFAULT_BACK) -> arcade.Texture:
    """A card back (loaded once per design)."""
    if name not in _backs:
        _backs[name] = arcade.load_texture(f":resources:images/cards/{name}.png")
    return _backs[name]


def preload_textures(ctx, back: str = DEFAULT_BACK, extra=()) -> None:
    """Load every face and ``back`` and put them (and ``extra`` textures) in the atlas now.

    Why: a face loaded when its card is first dealt decodes a PNG in that frame, and
    the texture atlas grows (re-allocates and copies itself) when the deal's cards no
    longer fit — both stall a frame. Done while the table is built, no frame pays.
    """
    atlas = ctx.default_atlas
    for texture in (*face_textures().values(), back_texture(back), *extra):
        atlas.add(texture)


Easing = Callable[[float], float]


def normal_speed() -> float:
    """The multiplier of the ``normal`` animation speed (a card made without settings)."""
    return ANIMATION_SPEEDS["normal"]


@dataclass
class _Tween:
    """One running interpolation of position, angle and scale."""

    start: tuple[float, float, float, float]
    end: tuple[float, float, float, float]
    duration: float
    delay: float
    ease: Easing
    elapsed: float = 0.0

    def value(self) -> tuple[float, float, float, float]:
        if self.duration <= 0:
            return self.end
        t = min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))
        k = self.ease(t)
        return tuple(a + (b - a) * k for a, b in zip(self.start, self.end, strict=True))  # type: ignore[return-value]

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


@dataclass
class _Flip:
    """A running flip: width squashes to zero, the face changes, width grows back."""

    to_face_up: bool
    duration: float
    delay: float
    elapsed: float = 0.0
    swapped: bool = False

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


class CardSprite(arcade.Sprite):
    """A card on the table: its card, face-up flag, and its own move/flip animations.

    ``speed`` answers the duration multiplier of the player's animation speed (see
    :data:`dirty7.store.settings.ANIMATION_SPEEDS`) each time a card starts to move: the
    table passes its live settings' (:attr:`~dirty7.ui.core.live_settings.LiveSettings.speed`),
    so a change reaches the next move without any class-wide value. With speed 0 every
    animation completes immediately.
    """

    def __init__(
        self,
        card: CardLike | int,
        face_up: bool = False,
        scale: float = 1.0,
        back: str = DEFAULT_BACK,
        speed: Callable[[], float] = normal_speed,
    ) -> None:
        self.card = card
        self._speed = speed
        self.back_name = back
        self._face_up = face_up
        super().__init__(self._texture_for(face_up), scale=scale)
        self.base_scale = scale
        self._squash = 1.0
        self._tween: _Tween | None = None
        self._flip: _Flip | None = None
        self.on_arrive: Callable[[CardSprite], None] | None = None

    @property
    def speed(self) -> float:
        """The duration multiplier now (0.0: no animation)."""
        return self._speed()

    # --- state -------------------------------------------------------------------------
    def _texture_for(self, face_up: bool) -> arcade.Texture:
        return face_texture(self.card) if face_up else back_texture(self.back_name)

    @property
    def face_up(self) -> bool:
        return self._face_up

    @face_up.setter
    def face_up(self, value: bool) -> None:
        """Show the face (or back) immediately, without animation."""
        self._face_up = bool(value)
        self.texture = self._texture_for(self._face_up)

    def _apply_scale(self) -> None:
        self.scale = (self.base_scale * self._squash, self.base_scale)

    def place(self, slot: Slot) -> None:
        """Jump to a slot at once (cancels a running move)."""
        self._tween = None
        self.position = (slot.x, slot.y)
        self.angle = slot.angle
        self.base_scale = slot.scale
        self._apply_scale()

    @property
    def is_animating(self) -> bool:
        return self._tween is not None or self._flip is not None

    @property
    def destination(self) -> tuple[float, float, float, float]:
        """Where the card is going (x, y, angle, scale): its running tween's end, or here."""
        if self._tween is not None:
            return self._tween.end
        return (self.center_x, self.center_y, self.angle, self.base_scale)

    def set_pose(self, x: float, y: float, angle: float = 0.0, scale: float | None = None) -> None:
        """Put the card somewhere at once (a drag), cancelling a running move."""
        self._tween = None
        self._set_pose((x, y, angle, self.base_scale if scale is None else scale))

    @property
    def target_face_up(self) -> bool:
        """The side the card will show once a running flip ends."""
        return self._flip.to_face_up if self._flip is not None else self._face_up

    # --- animations --------------------------------------------------------------------
    def move_to(
        self,
        x: float,
        y: float,
        duration: float = 0.35,
        delay: float = 0.0,
        angle: float = 0.0,
        scale: float | None = None,
        ease: Easing = easing.ease_out,
    ) -> None:
        """Glide to ``(x, y)`` turning to ``angle`` and scaling to ``scale``.

        ``duration`` and ``delay`` are in seconds at normal speed and get multiplied by
        :attr:`speed`; at speed 0 the card is placed at once.
        """
        end = (x, y, angle, self.base_scale if scale is None else scale)
        k = self.speed
        if k <= 0 or (duration <= 0 and delay <= 0):
            self._tween = None
            self._set_pose(end)
            self._arrived()
            return
        start = (self.center_x, self.center_y, self.angle, self.base_scale)
        self._tween = _Tween(start, end, duration * k, delay * k, ease)

    def move_to_slot(self, slot: Slot, duration: float = 0.35, delay: float = 0.0) -> None:
        self.move_to(slot.x, slot.y, duration, delay, slot.angle, slot.scale)

    def flip(self, duration: float = 0.28, delay: float = 0.0, face_up: bool | None = None) -> None:
        """Turn the card over (to ``face_up`` if given, else to the other side)."""
        target = (not self._face_up) if face_up is None else face_up
        k = self.speed
        if k <= 0 or duration <= 0:
            self._flip = None
            self._squash = 1.0
            self.face_up = target
            self._apply_scale()
            return
        if target == self._face_up and self._flip is None:
            return
        self._flip = _Flip(target, duration * k, delay * k)

    def finish(self) -> None:
        """Jump every running animation to its end state."""
        if self._tween is not None:
            self._set_pose(self._tween.end)
            self._tween = None
            self._arrived()
        if self._flip is not None:
            self.face_up = self._flip.to_face_up
            self._flip = None
            self._squash = 1.0
            self._apply_scale()

    def _set_pose(self, pose: tuple[float, float, float, float]) -> None:
        x, y, angle, scale = pose
        self.position = (x, y)
        self.angle = angle
        self.base_scale = scale
        self._apply_scale()

    def _arrived(self) -> None:
        callback, self.on_arrive = self.on_arrive, None
        if callback is not None:
            callback(self)

    def update_animation(self, delta_time: float = 1 / 60, *args, **kwargs) -> None:
        """Advance the running animations by ``delta_time`` seconds."""
        if self._tween is not None:
            tween = self._tween
            tween.elapsed += delta_time
            if tween.elapsed >= tween.delay:
                self._set_pose(tween.value())
            if tween.done:
                self._tween = None
                self._arrived()
        if self._flip is not None:
            flip = self._flip
            flip.elapsed += delta_time
            t = (flip.elapsed - flip.delay) / flip.duration
            if t >= 0:
                if t >= 0.5 and not flip.swapped:
                    flip.swapped = True
                    self.face_up = flip.to_face_up
                self._squash = abs(1.0 - 2.0 * min(1.0, t))
                self._squash = max(self._squash, 0.02)
            if flip.done:
                self._flip = None
                self.face_up = flip.to_face_up
                self._squash = 1.0
            self._apply_scale()

    def on_update(self, delta_time: float = 1 / 60) -> None:
        self.update_animation(delta_time)


__all__ = [
    "CardSprite",
    "DEFAULT_BACK",
    "back_texture",
    "card_number",
    "face_path",
    "face_texture",
    "face_textures",
    "recolour_face",
    "normal_speed",
]
