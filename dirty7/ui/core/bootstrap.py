"""The one place that imports Arcade for the app, with its patches applied first.

Why: ``import arcade.gui`` needs a patch to work headless (tests, screenshots), and the
start-up patches must be in place before the first widget or label is made. Every other
UI module does ``from dirty7.ui.core.bootstrap import arcade, gui`` so they are applied
whatever module is imported first. It also fixes the C library's threshold for giving
large freed blocks (textures, on a software renderer) back to the system
(:mod:`dirty7.ui.core.heap`). The patches themselves are in
:mod:`dirty7.ui.core.patches`, but for pyglet's library search
(:mod:`dirty7.ui.core.library_search`), which must be in place before Arcade is imported.
"""

from __future__ import annotations

from dirty7.ui.core import library_search

library_search.install()  # before Arcade's import loads its libraries

import arcade  # noqa: E402
import pyglet  # noqa: E402

from dirty7.ui.core import patches  # noqa: E402
from dirty7.ui.core.heap import return_large_blocks_to_the_system  # noqa: E402

return_large_blocks_to_the_system()  # before the first texture (see dirty7.ui.core.heap)
patches.make_gui_importable_headless()

import arcade.easing as easing  # noqa: E402  (arcade does not import it by itself)
import arcade.gui as gui  # noqa: E402

patches.speed_up_glyphs()
patches.skip_unchanged_text_styles()
patches.remember_listener_types()
patches.keep_property_state_on_widgets()
patches.register_event_types_once()

__all__ = ["arcade", "easing", "gui", "pyglet"]
