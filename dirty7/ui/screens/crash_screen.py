"""The screen after an unexpected error: what happened, where the log is, and two ways on.

Why plain: it is shown because something in the game broke, so it uses as little as it
can (text on the felt and two buttons) and states facts the app has already made sure of:
whether the game in progress was saved (Resume then continues it from the menu) and the
path of the crash log (:mod:`dirty7.store.crash_log`) to attach to a bug report.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dirty7.i18n import N_, _
from dirty7.ui.core import theme
from dirty7.ui.core.arcade_private import set_box_gap
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click, resize_button

TITLE = N_("Something went wrong")
MENU_TEXT = N_("Back to the menu")
QUIT_TEXT = N_("Quit")


@dataclass(frozen=True)
class CrashFacts:
    """What the crash screen says: the error, the saved game, the log."""

    error: str  # ``ValueError: bad card``, one line
    saved: str  # "Your game was saved: Resume continues it from the menu." or why not
    log_path: str | None  # where the log is, or None when it could not be written
    log_problem: str = ""  # why not


def explanation(facts: CrashFacts) -> str:
    """The screen's text under its title, in plain sentences."""
    where = (_("The details are in {path} - please attach that file to a bug report.").format(
        path=facts.log_path) if facts.log_path else
        _("No crash log could be written: {reason}").format(reason=facts.log_problem))
    stopped = _("Dirty Seven met an unexpected error and stopped what it was doing.")
    return f"{stopped}\n\n{facts.error}\n\n{facts.saved}\n\n{where}"


class CrashView(ScaledView):
    """The facts, then "Back to the menu" (Enter) and "Quit" (Esc, Q)."""

    def __init__(self, window: arcade.Window | None = None, *, facts: CrashFacts,
                 on_menu: Callable[[], None], on_quit: Callable[[], None]) -> None:
        super().__init__(window)
        self.facts = facts
        self.on_menu, self.on_quit = on_menu, on_quit
        self.title = arcade.Text(_(TITLE), 0, 0, theme.CREAM, theme.HEADING_SIZE,
                                 font_name=theme.TITLE_FONT, bold=True, anchor_x="center")
        self.body = arcade.Text(explanation(facts), 0, 0, theme.TEXT, theme.BODY_SIZE,
                                font_name=theme.BODY_FONT, multiline=True, width=900,
                                anchor_x="center", anchor_y="top", align="center")
        self.menu_button = TableButton(text=_(MENU_TEXT), width=260, height=50,
                                       style=button_style(primary=True))
        self.quit_button = TableButton(text=_(QUIT_TEXT), width=200, height=50)
        on_click(self.menu_button, self.back_to_menu)
        on_click(self.quit_button, self.quit)
        self.buttons_top = 140.0  # where the buttons' row ends (set by on_layout)
        self.row = gui.UIBoxLayout(vertical=False, space_between=24)
        self.row.add(self.menu_button)
        self.row.add(self.quit_button)
        anchor = gui.UIAnchorLayout()
        anchor.add(self.row, anchor_x="center", anchor_y="bottom", align_y=90)
        self.ui.add(anchor)

    def back_to_menu(self) -> None:
        self.on_menu()

    def quit(self) -> None:
        self.on_quit()

    def on_layout(self, width: int, height: int) -> None:
        """The title, the facts and the buttons at the player's text size (the facts wrap
        wider and the buttons grow with it), as far as the facts stay clear of the
        buttons."""
        def build(s: float) -> None:
            self.title.font_size = theme.HEADING_SIZE * s
            self.body.font_size = theme.BODY_SIZE * s
            self.title.position = (width / 2, height - 120 * min(s, 1.2))
            self.body.width = round(min(900 * s, width - 80))
            self.body.position = (width / 2, height - 120 * min(s, 1.2) - 50 * s)
            for button, wide, primary in ((self.menu_button, 260, True),
                                          (self.quit_button, 200, False)):
                resize_button(button, wide * s, 50 * s, theme.BUTTON_SIZE * s, primary=primary)
            set_box_gap(self.row, round(24 * s))
            self.buttons_top = 90 + 50 * s

        fit_text_scale(self.text_scale, build, lambda: self.body.bottom >= self.buttons_top + 24)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.SPACE):
            self.back_to_menu()
        elif symbol in (key.ESCAPE, key.Q):
            self.quit()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def draw_scene(self) -> None:
        self.title.draw()
        self.body.draw()


__all__ = ["MENU_TEXT", "QUIT_TEXT", "TITLE", "CrashFacts", "CrashView", "explanation"]
