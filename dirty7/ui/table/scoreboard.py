"""Match play on screen: the running score on the table and the words for the results.

Why a module of its own: when ``match_to`` is set the player needs the match at a glance
every turn (a small plate under the Menu button). Its words are
:func:`dirty7.game.table.table_words.match_line`, which the results screen shares.
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.game.table.table_words import match_line
from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade


class Scoreboard:
    """The running match score: a small plate with two lines, drawn at a top-left corner."""

    WIDTH = 236.0
    HEIGHT = 58.0

    def __init__(self) -> None:
        self.title = arcade.Text("", 0, 0, theme.panel_text(theme.GOLD), theme.SMALL_SIZE - 2,
                                 font_name=theme.BODY_FONT, bold=True, anchor_x="left",
                                 anchor_y="top")
        self.score = arcade.Text("", 0, 0, theme.panel_text(theme.CREAM), theme.SMALL_SIZE + 1,
                                 font_name=theme.BODY_FONT, anchor_x="left", anchor_y="top")
        self.text = ""

    def set(self, match_to: int, scores: Sequence[int],
            names: Sequence[str] | None = None) -> None:
        names = names or (_("You"), _("Computer"))
        self.title.text = _("MATCH TO {target}").format(target=match_to)
        self.score.text = f"{names[0]} {scores[0]}  ·  {names[1]} {scores[1]}"
        self.text = match_line(match_to, scores, names)

    @property
    def width(self) -> float:
        return max(self.WIDTH, self.score.content_width + 28)

    def draw(self, left: float, top: float) -> None:
        width = self.width
        theme.nine_patch(*theme.panel_colors(), 12).draw_rect(
            rect=arcade.LBWH(left, top - self.HEIGHT, width, self.HEIGHT))
        self.title.position = (left + 14, top - 9)
        self.score.position = (left + 14, top - 28)
        self.title.draw()
        self.score.draw()


__all__ = ["Scoreboard"]
