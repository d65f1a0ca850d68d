"""A real game window whose table breaks on purpose, for the crash screen's tests (run in
its own process: ``python -m tests.support.crashing on_draw|on_update``, with
``DIRTY7_DATA_DIR`` set).

It opens the program's own :class:`~dirty7.ui.app.DirtySevenWindow` headless, deals deal 31
against Easy, lets the table draw and update a few frames, then makes the table's
``on_draw`` or ``on_update`` raise, and runs the real event loop until the crash screen
shows. It prints one JSON line of what it saw, then quits the way the player would (the
crash screen's Quit).
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("ARCADE_HEADLESS", "1")

#: Frames the table runs normally before its handler starts to fail.
GOOD_FRAMES = 5


class InjectedFailure(RuntimeError):
    """The error the test puts into a handler."""


def break_table(handler: str) -> None:
    """Make the table's ``handler`` raise from its sixth call on (before any table shows)."""
    from dirty7.ui.table.table_session import SessionTable

    real = getattr(SessionTable, handler)
    calls = {"n": 0}

    def breaking(self, *args):
        calls["n"] += 1
        if calls["n"] > GOOD_FRAMES:
            raise InjectedFailure(f"injected into {handler}")
        return real(self, *args)

    setattr(SessionTable, handler, breaking)


def main(handler: str) -> int:
    from dirty7.ui.app import AppOptions, DirtySevenWindow, run_loop
    from dirty7.ui.core.bootstrap import arcade
    from dirty7.ui.screens.crash_screen import CrashView

    break_table(handler)
    window = DirtySevenWindow(1280, 720, options=AppOptions(
        animation_speed="instant", opponent_mode="thread"), visible=False)
    table = window.app.start_game("easy", 31)
    seen: dict = {}
    draw = CrashView.on_draw

    def look_then_quit(view) -> None:  # the crash screen's first frame: read it, then Quit
        draw(view)
        if not seen:
            colours = len(set(arcade.get_image().convert("RGB").getdata()))
            seen.update(facts=view.facts.__dict__, moves=list(table.flow.game.record.moves),
                        colours=colours, title=view.title.text)
            x, y = view.to_window(*view.quit_button.rect.center)
            view.on_mouse_press(round(x), round(y), arcade.MOUSE_BUTTON_LEFT, 0)
            view.on_mouse_release(round(x), round(y), arcade.MOUSE_BUTTON_LEFT, 0)

    CrashView.on_draw = look_then_quit
    run_loop(window)
    print(json.dumps({**seen, "status": window.app.exit_status}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
