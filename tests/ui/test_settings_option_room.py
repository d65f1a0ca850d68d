"""Every choice on the Settings sheet shows its whole word with room inside its button:
"Matched" was shortened to "Match…", and "Normal", "Computer" and "Alternate" touched
their buttons' borders (measured text extents, at 800×600 and 1280×720, 100 % and 150 %)."""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.screens.settings.choices import (
    ANIMATION_CHOICES,
    FIRST_LABELS,
    OPTION_FONT_SIZE,
)
from tests.support.layout_check import check_layout

#: The least room between a choice's word and each border of its button (× text scale).
ROOM = 6


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", [100, 150])
def test_every_choice_shows_its_whole_word_clear_of_its_borders(plain_window, size,
                                                                  text_size):
    look.apply(Settings(text_size=text_size))
    try:
        view = SettingsView(plain_window, on_look=lambda: None)
        plain_window.show_view(view)
        view.on_resize(*size)
        view.on_draw()
        labels = {o.name: o.label for o in view.difficulties}
        labels.update(ANIMATION_CHOICES)
        labels.update(FIRST_LABELS)
        assert "Matched" in labels.values()
        seen = set()
        for page in ([None] if view.page is None else range(3)):
            if page is not None:
                view.show_page(page)
                view.on_draw()
            assert check_layout(view) == []
            for key in ("difficulty", "animation_speed", "first"):
                for value, button in view.groups.get(key, {}).items():
                    if not button.visible or button.rect.width <= 1:
                        continue
                    assert button.text == labels[value], (key, button.text)
                    word = arcade.Text(button.text, 0, 0, font_size=button.ui_label.font_size,
                                       font_name=button.ui_label.font_name).content_width
                    gap = (button.rect.width - word) / 2
                    assert gap >= ROOM * view.text_k, (key, button.text, gap, view.text_k)
                    seen.add(button.text)
        assert {"Matched", "Normal", "Computer", "Alternate"} <= seen
        if text_size == 150 and size == (800, 600):  # the rule sets on the Game page
            if view.page is not None:
                view.show_page(0)
            sizes = [b.ui_label.font_size for b in view.groups["rules"].values()]
            # (equal buttons drew them at 0.57 of the row size)
            assert min(sizes) >= 0.75 * OPTION_FONT_SIZE * view.text_k, sizes
    finally:
        look.apply(Settings())
