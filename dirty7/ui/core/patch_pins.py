"""What every patch of Arcade's and pyglet's internals depends on, said once: the versions
they were written and checked against, which patches a run leaves out, and what the game
loses without each one.

Why a module of its own: the patches live in :mod:`dirty7.ui.core.patches`, which imports
Arcade, but one of them (:mod:`dirty7.ui.core.library_search`) must be in place before
Arcade is imported; both read the pins and the skip list here, so neither repeats them.
This module imports nothing of Arcade or pyglet.

The pins are ``pyproject.toml``'s, and ``docs/PATCHES.md`` records the versions each patch
was last checked against: ``tests/ui/test_patches.py`` fails when the three disagree, so a
new Arcade or pyglet cannot be pinned without the patches being checked again.
"""

from __future__ import annotations

import os

#: The Arcade and pyglet the patches were written and checked against (``pyproject.toml``'s pins).
ARCADE_PINNED = "3.3.3"
PYGLET_PINNED = "2.1.19"
#: Patches named here (comma-separated, or ``all``) are left out: how each one's gain is
#: measured (``DIRTY7_SKIP_PATCHES=cached-ui-draw scripts/bench_frames.py``).
SKIP_ENV = "DIRTY7_SKIP_PATCHES"
#: The one patch ``all`` keeps: without it no screen can be built headless.
ALWAYS_KEPT = "headless-gui"

#: Each patch by name, and what happens without it (the warning says so when a patch is
#: skipped on another version). Most cost speed or memory; two place widgets wrongly.
WITHOUT = {
    "headless-gui": "arcade.gui cannot be imported headless: no screen can be built off "
                    "screen (a window still works)",
    "glyphs": "every new label is rendered 3-4 times slower",
    "font-hold": "a text size that falls out of use is a new font again when it comes back "
                 "(its glyphs rendered again): screens that fit their text are slower",
    "font-names-once": "every text looks its font up again (its names tried as files, then "
                       "a font loaded by fontconfig): slower start-up and screen builds",
    "glyph-atlas-once": "every new glyph atlas makes and fills two textures and keeps one "
                        "(slower start-up and text-size searches)",
    "glyph-atlas-size": "every font's first glyph atlas is a 512×512 texture, four times "
                        "the memory a small font needs, made and filled at its first glyph "
                        "(a slower start-up)",
    "labels-placed-when-drawn": "every label makes its vertex lists in GL each time it is "
                                "laid out, drawn or not (the screens that fit their text "
                                "are slower to build)",
    "listener-types": "building a screen takes about twice as long",
    "nine-patch-program": "every nine-patch (a button look, a panel, a field's well) loads "
                          "and compiles its own copy of one shader program (a slower "
                          "start-up and first frame of each screen)",
    "uv-tables": "each texture atlas's table of coordinates is built in a Python loop "
                 "(about 2.4 ms for each atlas: a slower start-up)",
    "same-style": "the table and the sheets lay their texts out again on every refresh, "
                  "whether a size or colour changed or not (about a quarter slower)",
    "event-types": "each widget class's event-type list grows with every game (a few KB a "
                   "game)",
    "property-state": "every finished table and results view stays in memory (12-20 MB a "
                      "game)",
    "atlas-alpha": "cards may turn see-through after the texture atlas grows",
    "x11-destroy": "a window destroyed outright (not closed) leaves the game running",
    "label-min-size": "widgets are placed wrongly: labels shrink to their text, so the "
                      "sheets' columns do not line up, and wrapped notes are measured at the "
                      "wrong width",
    "logical-surfaces": "widgets are placed wrongly at any window scale but 1:1 (the UI "
                        "surfaces are window-sized, the layout is in logical units)",
    "cached-ui-draw": "the table draws about 2.5 times slower (every layer laid out and "
                      "drawn each frame)",
    "library-search": "the start-up is slower (ldconfig and the compiler run for every "
                      "library pyglet looks up)",
}


def left_out(name: str) -> bool:
    """Whether :data:`SKIP_ENV` leaves patch ``name`` out (``all``: all but the headless
    import)."""
    skipped = {part.strip() for part in os.environ.get(SKIP_ENV, "").split(",")}
    return name in skipped or ("all" in skipped and name != ALWAYS_KEPT)


__all__ = ["ALWAYS_KEPT", "ARCADE_PINNED", "PYGLET_PINNED", "SKIP_ENV", "WITHOUT", "left_out"]
