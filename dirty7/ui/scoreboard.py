"""Match play on screen: the running score on the table and the words for the results.

Why a module of its own: when ``match_to`` is set the player needs the match at a glance
every turn (a small plate under the Menu button) and the match's outcome after each game;
both say the same numbers in the same order (the player's score first), so they share one
place. The wording functions are pure and tested without a window.
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.ui import theme
from dirty7.ui.bootstrap import arcade
from dirty7.ui.wording import plural


def match_line(match_to: int, scores: Sequence[int], names: Sequence[str] = ("You", "Computer")
               ) -> str:
    """``Match to 100 — You 12 · Computer 35`` (the loser of each game scores its cards)."""
    return f"Match to {match_to} — {names[0]} {scores[0]} · {names[1]} {scores[1]}"


def match_result(match_to: int, scores: Sequence[int], match_over: bool,
                 match_loser: int | None, names: Sequence[str] = ("You", "Computer")) -> str:
    """``You won the match 87–112`` / ``You lost the match 104–62``, else the running score."""
    if not match_over or match_loser is None:
        return match_line(match_to, scores, names)
    verb = "won" if match_loser == 1 else "lost"
    return f"{names[0]} {verb} the match {scores[0]}–{scores[1]}"


def points_line(points: int, loser: int | None, names: Sequence[str] = ("You", "Computer")
                ) -> str:
    """What this game added to the match: the loser scores the cards left in hand."""
    if loser is None or points <= 0:
        return "No points scored this game"
    who = "You score" if loser == 0 and names[0] == "You" else f"{names[loser]} scores"
    return f"{who} {plural(points, 'point')} this game"


class Scoreboard:
    """The running match score: a small plate with two lines, drawn at a top-left corner."""

    WIDTH = 236.0
    HEIGHT = 58.0

    def __init__(self) -> None:
        self.title = arcade.Text("", 0, 0, theme.GOLD, theme.SMALL_SIZE - 2,
                                 font_name=theme.BODY_FONT, bold=True, anchor_x="left",
                                 anchor_y="top")
        self.score = arcade.Text("", 0, 0, theme.CREAM, theme.SMALL_SIZE + 1,
                                 font_name=theme.BODY_FONT, anchor_x="left", anchor_y="top")
        self.text = ""

    def set(self, match_to: int, scores: Sequence[int],
            names: Sequence[str] = ("You", "Computer")) -> None:
        self.title.text = f"MATCH TO {match_to}"
        self.score.text = f"{names[0]} {scores[0]}  ·  {names[1]} {scores[1]}"
        self.text = match_line(match_to, scores, names)

    @property
    def width(self) -> float:
        return max(self.WIDTH, self.score.content_width + 28)

    def draw(self, left: float, top: float) -> None:
        width = self.width
        theme.nine_patch(theme.PANEL, theme.PANEL_BORDER, 12).draw_rect(
            rect=arcade.LBWH(left, top - self.HEIGHT, width, self.HEIGHT))
        self.title.position = (left + 14, top - 9)
        self.score.position = (left + 14, top - 28)
        self.title.draw()
        self.score.draw()


__all__ = ["Scoreboard", "match_line", "match_result", "points_line"]
