"""Waiting for a friend (``dirty7 host`` / ``dirty7 join`` with a window): the invite code,
what the link is doing, and the reason if it fails.

Why so plain: the menu's Host and Join screens are where players meet (they type names and
codes there); this one only serves the command line, which has already printed the code.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import N_, _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.scaling import ScaledView

STATUS_WORDS = {
    "starting": N_("Starting…"),
    "waiting": N_("Waiting for your friend to join…"),
    "connecting": N_("Connecting…"),
    "ready": N_("Dealing…"),
}


class FriendWaitView(ScaledView):
    """Polls ``link`` each frame; "ready" calls ``on_ready(link)``; Esc calls ``on_leave``
    (after a failure too, once the reason has been read)."""

    def __init__(self, window: arcade.Window | None = None, *, link,
                 on_ready: Callable, on_leave: Callable[[], None]) -> None:
        super().__init__(window)
        self.link, self.on_ready, self.on_leave = link, on_ready, on_leave
        self.title = arcade.Text(_("Play a friend"), 0, 0, theme.CREAM, theme.HEADING_SIZE,
                                 font_name=theme.TITLE_FONT, bold=True, anchor_x="center")
        self.body = arcade.Text("", 0, 0, theme.TEXT, theme.BODY_SIZE, font_name=theme.BODY_FONT,
                                multiline=True, width=900, anchor_x="center", anchor_y="top",
                                align="center")
        self.done = False

    def words(self) -> str:
        link = self.link
        lines = []
        if link.code and link.role == "host":
            lines.append(_("Invite code: {code}").format(code=link.code))
        if link.status == "failed":
            lines.append(phrase_words(link.error or ""))
        else:
            status = STATUS_WORDS.get(link.status)
            lines.append(_(status) if status else link.status)
        lines.append(_("Esc to leave."))
        return "\n\n".join(lines)

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        self.body.text = self.words()
        if not self.done and self.link.status == "ready":
            self.done = True
            self.on_ready(self.link)

    def on_layout(self, width: int, height: int) -> None:
        """The title and the words at the player's text size (the words wrap wider)."""
        s = self.text_scale
        self.title.font_size = theme.HEADING_SIZE * s
        self.body.font_size = theme.BODY_SIZE * s
        self.title.position = (width / 2, height - 150 * min(s, 1.2))
        self.body.width = round(min(900 * s, width - 80))
        self.body.position = (width / 2, height - 150 * min(s, 1.2) - 70 * s)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol == arcade.key.ESCAPE:
            self.link.cancel()
            self.on_leave()
            return True
        return super().on_key_press(symbol, modifiers)

    def draw_scene(self) -> None:
        self.title.draw()
        self.body.draw()


__all__ = ["FriendWaitView", "STATUS_WORDS"]
