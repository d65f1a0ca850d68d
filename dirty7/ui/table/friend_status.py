"""The connection indicator at a friend's table: connected, reconnecting, or gone.

Why on the table and not in a toast: a person waiting for a friend's move must be able to
tell at a glance whether the friend is thinking or the connection is in trouble; the dot's
colour says it, and the words say it too (a colour alone is not enough).
"""

from __future__ import annotations

from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import N_, _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.side_room import BAND_UNDER_MENU

#: status of the link → (words, colour of the dot); the words are messages
WORDS = {
    "reconnecting": (N_("Reconnecting…"), (240, 190, 60)),
    "failed": (N_("Connection gone"), (230, 80, 70)),
    "ended": (N_("Game checked"), (120, 210, 120)),
}
CONNECTED = (N_("Connected · {friend}"), (120, 210, 120))


def indicator_words(status: str, friend: str) -> tuple[str, tuple[int, int, int]]:
    """What the indicator says for the link's ``status``, in the player's language."""
    words, color = WORDS.get(status, CONNECTED)
    return _(words).format(friend=friend), color


class FriendStatusPart(TablePart):
    """Draws the indicator under the Menu button (a part of the table view): the top
    right holds the friend's name and count, the left side opens the log only on demand.
    In a match (the host's ``match_to``) the score so far is on a plate at the right edge,
    under the friend's name."""

    def __init__(self, view, link) -> None:
        self.view, self.link = view, link
        self.scoreboard = _scoreboard(link)
        self.text = arcade.Text("", 0, 0, theme.TEXT, theme.SMALL_SIZE,
                                font_name=theme.BODY_FONT, anchor_x="left", anchor_y="center")
        self.words = ""
        self.thinking = None
        #: The link's warning last shown (a damaged unfinished game set aside …).
        self.told: str | None = None
        view.hud.band_under_menu = True  # the log and Why? open under the indicator

    def update(self, _delta_time: float) -> None:
        self._tell_notice()
        status = self.link.status
        self.words, self.color = indicator_words(status,
                                                 self.link.other_name or _("your friend"))
        flow = getattr(self.view, "flow", None)
        if flow is None:
            return
        if self.thinking is None:
            self.thinking = flow.thinking_label
        # the status line too: while the friend's move is awaited, say why it is late
        flow.thinking_label = _("Reconnecting") if status == "reconnecting" else self.thinking

    def _tell_notice(self) -> None:
        """The link's warning (``link.notice``: a damaged unfinished game was set aside,
        the journal could not be written), shown once on the table: the player must know
        that a game they may mean to resume later cannot be."""
        notice = getattr(self.link, "notice", None)
        if notice and notice != self.told:
            self.told = notice
            self.view.toast.show(phrase_words(notice), kind="error", duration=8.0)

    def draw_overlay(self) -> None:
        if not self.words:
            self.update(0.0)
        layout = self.view.layout
        scale = layout.text_scale
        r = 6 * scale
        x = 24 * scale
        y = layout.tools_bottom - 8 - BAND_UNDER_MENU * scale / 2  # its line
        self.text.text, self.text.font_size = self.words, theme.SMALL_SIZE * scale
        self.text.position = (x + 3 * r, y)
        self.text.draw()
        arcade.draw_circle_filled(x + r, y, r, self.color)
        if self.scoreboard is not None:
            _, top = layout.opponent_label_pos
            self.scoreboard.draw(self.view.fit.width - 20 - self.scoreboard.width, top - 66)


def _scoreboard(link):
    """The match plate for ``link``'s session (this side first), or None without a match."""
    match_to = getattr(link.variant, "match_to", None)
    if match_to is None or not hasattr(link, "match_scores"):
        return None
    from dirty7.i18n import _
    from dirty7.ui.table.scoreboard import Scoreboard

    board = Scoreboard()
    board.set(match_to, link.match_scores(), (_("You"), link.other_name or _("Your friend")))
    return board


__all__ = ["CONNECTED", "FriendStatusPart", "WORDS", "indicator_words"]
