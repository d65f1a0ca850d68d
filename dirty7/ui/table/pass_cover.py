"""The cover between two players' turns at one computer: "Pass to Alex".

Why opaque and over everything: while the screen goes from one player to the other,
neither may see the other's cards. The flow turns every hand face down when the cover goes
up (:class:`~dirty7.game.table.pass_flow.PassPlayFlow`); this part also paints the whole
window over the table, its buttons and panels, so nothing of the game shows until the next
player says they are ready: Space or Enter, or a click on *Ready*. The cover comes down
with only that player's hand face up at the bottom.
"""

from __future__ import annotations

from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Box
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.widgets.menu_panel import shrink_to
from dirty7.ui.widgets.ornament import draw_ornament

#: The cover's colour: a dark, even green no card face has (the pixel test looks for it).
COVER_COLOR = (12, 34, 22)
#: Keys that lift the cover.
READY_KEYS = (arcade.key.SPACE, arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER)
BUTTON_W, BUTTON_H = 220.0, 60.0


class PassCover(TablePart):
    """The cover of a pass-and-play table ``view`` (drawn over everything while up)."""

    def __init__(self, view) -> None:
        self.view = view
        self.flow = view.flow
        self.title = arcade.Text("", 0, 0, theme.CREAM, theme.HEADING_SIZE + 10,
                                 font_name=theme.TITLE_FONT, bold=True, anchor_x="center",
                                 anchor_y="center")
        self.line = arcade.Text("", 0, 0, theme.TEXT_DIM, theme.BODY_SIZE + 2,
                                font_name=theme.BODY_FONT, anchor_x="center",
                                anchor_y="center")
        self.label = arcade.Text(_("Ready"), 0, 0, theme.PRIMARY_TEXT, theme.BUTTON_SIZE + 3,
                                 font_name=theme.BODY_FONT, bold=True, anchor_x="center",
                                 anchor_y="center")
        self.button = Box(0.0, 0.0, BUTTON_W, BUTTON_H)
        self.flow.events.cover.connect(self.on_cover)

    @property
    def is_up(self) -> bool:
        return self.flow.covered and not self.flow.game.is_over

    def words(self) -> tuple[str, str]:
        """The cover's heading and line for the player the screen goes to."""
        name = self.flow.next_player
        heading = (_("{name} starts") if self.flow.first_turn else _("Pass to {name}")).format(
            name=name)
        return heading, _("Press Space when ready, or click Ready")

    # ------------------------------------------------------------------ up and down
    def on_cover(self, up: bool) -> None:
        """The cover went up or came down: the cards are turned at once, never in view."""
        view = self.view
        if up:
            view.pointer.return_held()
            view.card_sprites.place_all(animate=False)
        else:
            view.skip_animations()  # the deal, when the first player was quick
            view.card_sprites.place_all(animate=False)
        view.hud.refresh_texts()

    def lift(self) -> bool:
        """The next player is at the screen: the cover comes down."""
        return self.flow.reveal()

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """While up: Space or Enter lift it; every other key but Esc and F11 does nothing."""
        if symbol in READY_KEYS:
            self.lift()
            return True
        return symbol not in (arcade.key.ESCAPE, arcade.key.F11)

    def on_press(self, x: float, y: float) -> bool:
        """A press at logical ``(x, y)`` while up: on Ready it lifts the cover; anywhere
        else it does nothing (a late click of the last player must not reveal)."""
        if self.button.contains(x, y):
            self.lift()
        return True

    # ------------------------------------------------------------------ drawing
    def place(self, width: float, height: float, scale: float) -> None:
        heading, line = self.words()
        self.title.text, self.line.text = heading, line
        shrink_to(self.title, (theme.HEADING_SIZE + 10) * scale, width - 40)
        shrink_to(self.line, (theme.BODY_SIZE + 2) * scale, width - 40)
        self.label.font_size = (theme.BUTTON_SIZE + 3) * scale
        self.title.position = (width / 2, height / 2 + 90 * scale)
        self.line.position = (width / 2, height / 2 + 6 * scale)
        w, h = BUTTON_W * scale, BUTTON_H * scale
        self.button = Box(width / 2 - w / 2, height / 2 - 70 * scale - h / 2, w, h)
        self.label.position = (width / 2, self.button.bottom + h / 2)

    def draw_overlay(self) -> None:
        if not self.is_up:
            return
        fit = self.view.fit
        self.place(fit.width, fit.height, self.view.text_scale)
        arcade.draw_lbwh_rectangle_filled(0, 0, fit.width, fit.height, COVER_COLOR)
        self.title.draw()
        draw_ornament(fit.width / 2, (self.title.bottom + self.line.top) / 2,
                      min(160.0, fit.width / 4))
        self.line.draw()
        b = self.button  # the gold of the game's main buttons, rounded as they are
        face = theme.rounded_rect_texture(theme.PRIMARY_BG, theme.GOLD_DARK, 12, (96, 48), 2)
        arcade.draw_texture_rect(face, arcade.LBWH(b.left, b.bottom, b.width, b.height))
        self.label.draw()


__all__ = ["COVER_COLOR", "PassCover", "READY_KEYS"]
