"""A toast's last moments: plate and text fade together, in a few steps.

Why: the text used to fade on a plate that stayed opaque; on high contrast's white plate
the message then read as greyed out, and the text was restyled every frame of the fade.
"""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.widgets.toast import FADE_S, Toast


class Plain(arcade.View):
    """Dark felt and one toast in the middle."""

    def __init__(self, toast: Toast) -> None:
        super().__init__()
        self.toast = toast

    def on_draw(self) -> None:
        self.clear(color=(10, 30, 20, 255))
        self.toast.draw(self.window.width / 2, self.window.height / 2)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_plate_fades_with_its_text(window, high_contrast):
    look.apply(Settings(high_contrast=high_contrast))
    try:
        toast = Toast()
        toast.show("Deal sealed · f8c6 a161", duration=5.0)
        view = Plain(toast)
        window.show_view(view)
        x, y = window.width / 2, window.height / 2
        left = x - toast.size()[0] / 2 + 10  # inside the plate, left of the text

        def plate() -> int:
            view.on_draw()
            return sum(arcade.get_image(int(left), int(y), 1, 1).convert("RGB").getpixel((0, 0)))

        shown = plate()
        restyled = []
        toast.text.restyle = lambda: restyled.append(1)
        toast.remaining = FADE_S * 0.2
        faded = plate()
        assert abs(faded - 3 * 20) < abs(shown - 3 * 20) / 2  # nearer the felt than before
        assert toast.text.color[3] < 255 / 2
        toast.update(0.001)
        plate()
        assert len(restyled) == 1  # one step, one restyle: not one a frame
    finally:
        look.apply(Settings())
