"""The results screen: who won, the loser's cards, the number of moves, and what next.

Why a view of its own: the end of a game deserves a moment; the screen shows the cards
that were left (face up at last) and offers the next deal or the menu. Enter plays again,
Esc goes to the menu.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.controller import GameResult
from dirty7.ui import theme
from dirty7.ui.bootstrap import arcade, gui
from dirty7.ui.cards import face_texture
from dirty7.ui.layout import fan
from dirty7.ui.menu import draw_ornament
from dirty7.ui.scaling import ScaledView
from dirty7.ui.widgets import TableButton, button_style
from dirty7.ui.wording import plural


class ResultsView(ScaledView):
    """Shows a :class:`~dirty7.controller.GameResult` for seats called ``names``."""

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        result: GameResult,
        names: tuple[str, str] = ("You", "Computer"),
        human: tuple[bool, bool] = (True, False),
        on_play_again: Callable[[], None] | None = None,
        on_menu: Callable[[], None] | None = None,
        on_drawn: Callable[[ResultsView], None] | None = None,
    ) -> None:
        super().__init__(window)
        self.result = result
        self.names = names
        self.human = human
        self.on_play_again = on_play_again
        self.on_menu = on_menu
        self.on_drawn = on_drawn
        self.frames_drawn = 0
        self.headline, self.detail, self.left_caption = result_texts(result, names, human)
        self._cards = arcade.SpriteList()
        self._title = arcade.Text(self.headline, 0, 0, theme.CREAM, theme.TITLE_SIZE - 8,
                                  font_name=theme.TITLE_FONT, bold=True, anchor_x="center",
                                  anchor_y="baseline")
        self._shadow = arcade.Text(self.headline, 0, 0, (0, 0, 0, 120), theme.TITLE_SIZE - 8,
                                   font_name=theme.TITLE_FONT, bold=True, anchor_x="center",
                                   anchor_y="baseline")
        self._detail = arcade.Text(self.detail, 0, 0, theme.GOLD, theme.BODY_SIZE + 3,
                                   font_name=theme.BODY_FONT, anchor_x="center",
                                   anchor_y="baseline")
        self._caption = arcade.Text(self.left_caption, 0, 0, theme.TEXT, theme.BODY_SIZE,
                                    font_name=theme.BODY_FONT, anchor_x="center",
                                    anchor_y="baseline")
        self.play_again_button = TableButton(
            text="Play again", primary=True, width=240, height=56,
            style=button_style(primary=True, size=theme.BUTTON_SIZE + 2),
        )
        self.play_again_button.on_click = lambda _e=None: self.play_again()  # type: ignore[method-assign]
        self.menu_button = TableButton(text="Menu", width=200, height=56)
        self.menu_button.on_click = lambda _e=None: self.menu()  # type: ignore[method-assign]
        row = gui.UIBoxLayout(vertical=False, space_between=24)
        row.add(self.play_again_button)
        row.add(self.menu_button)
        self._anchor = gui.UIAnchorLayout()
        self._anchor.add(row, anchor_x="center", anchor_y="bottom", align_y=70)
        self.ui.add(self._anchor)
        self._panel = (0.0, 0.0, 0.0, 0.0)

    def on_layout(self, width: int, height: int) -> None:
        cx, mid = width / 2, height / 2
        self._title.position = (cx, mid + 190)
        self._shadow.position = (cx + 3, mid + 186)
        self._detail.position = (cx, mid + 130)
        self._caption.position = (cx, mid + 60)
        self._ornament = (cx, mid + 165)
        self._cards.clear()
        loser = self.result.loser
        cards = list(self.result.final.hand(loser)) if loser is not None else []
        slots = fan(len(cards), cx, mid - 60, 140 * 0.7, max_width=min(width - 120, 980),
                    max_step=140 * 0.7 * 0.75, radius=2400.0, scale=0.7)
        for card, slot in zip(cards, slots, strict=True):
            sprite = arcade.Sprite(face_texture(card), scale=slot.scale)
            sprite.position = (slot.x, slot.y)
            sprite.angle = slot.angle
            self._cards.append(sprite)
        self._panel = (cx - 560, mid - 200, 1120, 440)

    def play_again(self) -> None:
        if self.on_play_again is not None:
            self.on_play_again()

    def menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.SPACE):
            self.play_again()
        elif symbol in (key.ESCAPE, key.M):
            self.menu()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def draw_scene(self) -> None:
        left, bottom, w, h = self._panel
        theme.draw_panel(left, bottom, w, h)
        self._shadow.draw()
        self._title.draw()
        draw_ornament(*self._ornament, 200)
        self._detail.draw()
        self._caption.draw()
        self._cards.draw()

    def on_draw(self) -> None:
        super().on_draw()
        self.frames_drawn += 1
        if self.on_drawn is not None:
            self.on_drawn(self)


def result_texts(result: GameResult, names: tuple[str, str],
                 human: tuple[bool, bool]) -> tuple[str, str, str]:
    """Headline, detail line and the caption over the loser's cards."""
    if result.winner is None:
        return "A draw", f"No winner after {plural(result.moves, 'move')}", ""
    w, loser = result.winner, result.winner ^ 1
    if human[w] and not human[loser]:
        headline = "You win!"
    elif human[loser] and not human[w]:
        headline = f"{names[w]} wins"
    else:
        headline = f"{names[w]} wins"
    detail = f"The game took {plural(result.moves, 'move')}"
    left = result.cards_left[loser]
    whose = "your hand" if human[loser] else f"{names[loser]}'s hand"
    caption = (f"{plural(left, 'card')} left in {whose} ({plural(result.points[loser], 'point')})"
               if left else f"Nothing left in {whose}")
    return headline, detail, caption


__all__ = ["ResultsView", "result_texts"]
