#!/usr/bin/env python3
"""Draw the game's window icon from Arcade's own card art, at every size a desktop asks for.

Run ``python scripts/make_icon.py`` (or ``--out DIR``) to (re)write
``resources/icons/dirty7-<N>.png`` for N in 16, 32, 48, 64, 128, 256 and 512. The icon is a
Seven of Hearts fanned over a Jack of Spades on a rounded felt-green square: the game's name
card over a face card, readable even at 16 px as "two cards on felt". The PNGs are committed
so the game never needs this script (or PIL) at run time.

Why it is reproducible: everything is drawn once at 1024 px with fixed geometry, then each
size is a Lanczos reduction of that master; the PNGs are written without metadata (no time
stamps, no text chunks) at a fixed compression level, so two runs write the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

SIZES = (16, 32, 48, 64, 128, 256, 512)
MASTER = 1024
FELT = (38, 122, 72, 255)  # the table felt's centre and edge (dirty7.ui.core.theme)
FELT_EDGE = (10, 52, 30, 255)
OUT = Path(__file__).resolve().parent.parent / "resources" / "icons"


def _card(name: str) -> Image.Image:
    """One card face from Arcade's bundled resources, as RGBA."""
    import arcade

    path = arcade.resources.resolve(f":resources:images/cards/{name}.png")
    return Image.open(path).convert("RGBA")


def _placed(card: Image.Image, height: int, angle: float) -> Image.Image:
    """The card scaled to ``height`` px and turned by ``angle`` degrees (counter-clockwise)."""
    width = round(card.width * height / card.height)
    scaled = card.resize((width, height), Image.Resampling.LANCZOS)
    return scaled.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)


def _paste_centred(base: Image.Image, layer: Image.Image, centre: tuple[int, int]) -> None:
    x = centre[0] - layer.width // 2
    y = centre[1] - layer.height // 2
    base.alpha_composite(layer, (x, y))


def draw_master() -> Image.Image:
    """The icon at :data:`MASTER` px: felt square, a soft shadow, the Jack, then the Seven."""
    image = Image.new("RGBA", (MASTER, MASTER), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    margin, radius = 24, 180
    draw.rounded_rectangle((margin, margin, MASTER - margin, MASTER - margin), radius,
                           fill=FELT_EDGE)
    draw.rounded_rectangle((margin + 20, margin + 20, MASTER - margin - 20,
                            MASTER - margin - 20), radius - 20, fill=FELT)
    height = 680
    jack = _placed(_card("cardSpadesJ"), height, 14)
    seven = _placed(_card("cardHearts7"), height, -12)
    spots = ((430, 500, jack), (590, 530, seven))
    for x, y, card in spots:  # one blurred shadow under each card
        shadow = Image.new("RGBA", card.size, (0, 0, 0, 0))
        shadow.putalpha(card.getchannel("A").point(lambda a: a * 110 // 255))
        shadow = shadow.filter(ImageFilter.GaussianBlur(14))
        _paste_centred(image, shadow, (x + 14, y + 18))
        _paste_centred(image, card, (x, y))
    return image


def make_all(out: Path = OUT) -> list[Path]:
    """Write every size into ``out``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    master = draw_master()
    written = []
    for size in SIZES:
        path = out / f"dirty7-{size}.png"
        master.resize((size, size), Image.Resampling.LANCZOS).save(
            path, format="PNG", optimize=False, compress_level=9)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT,
                        help="folder to write into (default: resources/icons/)")
    args = parser.parse_args(argv)
    for path in make_all(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
