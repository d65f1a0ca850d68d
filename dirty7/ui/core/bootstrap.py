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

import os

import pyglet

from dirty7.ui.core import library_search

#: Set to 1 to have every GL call checked for an error again (pyglet's ``debug_gl``).
DEBUG_GL_ENV = "DIRTY7_DEBUG_GL"


def check_gl_calls_only_when_asked() -> None:
    """Leave out pyglet's check after every GL call, unless :data:`DEBUG_GL_ENV` asks for it.

    Why: pyglet asks the driver for an error after each of its GL calls (``debug_gl``, on
    by default, turned off by pyglet itself in a frozen program), and a software renderer
    makes millions of them: laying a text out is a dozen calls. The bundle has always run
    without the check; a game started from the source now runs as the bundle does, and a
    developer hunting a GL error turns it back on. Set before ``pyglet.gl`` is imported,
    which reads it once.
    """
    pyglet.options.debug_gl = os.environ.get(DEBUG_GL_ENV, "") == "1"


check_gl_calls_only_when_asked()
library_search.install()  # before Arcade's import loads its libraries

import arcade  # noqa: E402

from dirty7.ui.core import patches, text_patches  # noqa: E402
from dirty7.ui.core.heap import return_large_blocks_to_the_system  # noqa: E402

return_large_blocks_to_the_system()  # before the first texture (see dirty7.ui.core.heap)
patches.make_gui_importable_headless()

import arcade.easing as easing  # noqa: E402  (arcade does not import it by itself)
import arcade.gui as gui  # noqa: E402

text_patches.speed_up_glyphs()
text_patches.resolve_font_names_once()
text_patches.skip_unchanged_text_styles()
text_patches.make_glyph_atlases_once()
text_patches.start_glyph_atlases_small()
text_patches.keep_recent_fonts()
text_patches.place_labels_when_drawn()
patches.remember_listener_types()
patches.keep_property_state_on_widgets()
patches.register_event_types_once()
patches.make_uv_tables_quickly()
patches.share_nine_patch_programs()

__all__ = ["DEBUG_GL_ENV", "arcade", "check_gl_calls_only_when_asked", "easing", "gui",
           "pyglet"]
