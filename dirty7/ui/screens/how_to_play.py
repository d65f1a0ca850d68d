"""The "How to play" screen: the rules in plain words, with the special cards pictured, and
a second page with every key (the table's, the menu's and the reading keys).

Why a page of keys here and not only the table's ``?``: a player who plays by keyboard
and speech looks for the keys before the first game, from the menu.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.card_sprites import card_number, face_texture
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click
from dirty7.ui.widgets.key_list import LISTENING_KEYS, MENU_KEYS, TABLE_KEYS
from dirty7.ui.widgets.ornament import draw_ornament

GOAL = "Be the first to play every card from your hand."
BASICS = (
    ("The deal", "Each player gets seven cards. One card is turned face up to start the "
     "waste pile; the rest is the stock. The first up-card has no special power."),
    ("Your turn", "Play one card that matches the top card of the waste: same rank or same "
     "suit. If none of your cards can be played, draw one card from the stock. Drawing "
     "ends your turn, and you can't play that card until your next turn."),
    ("Empty stock", "When the stock runs out, the waste (all but its top card) is turned "
     "over to become the new stock. It is not shuffled, so a good memory pays off."),
    ("Winning", "The game ends the moment a hand is empty, whatever the last card was."),
)
SPECIALS = (
    (2, "Three — play again",
     "Play one more card that matches the Three, or pass. You may always pass."),
    (0, "Ace — skip",
     "Your opponent loses a turn: you move again. Draw if you then can't play."),
    (6, "Seven — draw four",
     "Your opponent must answer with a Seven of any suit, or draw four cards."),
    (10, "Jack — wild",
     "Play it on anything except a Seven you have to answer, and name the next suit."),
)


#: The keys page: its columns, each a list of (heading, keys) sections. The table's
#: reading keys are listed one by one on the right, so the left leaves out their summary.
KEY_COLUMNS: tuple[tuple[tuple[str, tuple[tuple[str, str], ...]], ...], ...] = (
    (("At the table", tuple(row for row in TABLE_KEYS if row[0] != "C T K V A")),),
    (("At the menu", MENU_KEYS), ("Listening (speech on)", LISTENING_KEYS)),
)
PAGES = ("rules", "keys")
#: What the page button says on each page: it turns to the other one.
PAGE_BUTTON = {"rules": "Keys →", "keys": "← Rules"}


class HowToPlayView(ScaledView):
    """The rules in plain words with pictures of the special cards, and a page of keys
    (K, the arrows or the page button turn to it); Back or Esc returns."""

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        back_to: arcade.View | None = None,
        on_back: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(window)
        self.back_to = back_to
        self.on_back = on_back
        self._texts: list[arcade.Text] = []
        self._cards = arcade.SpriteList()
        self._rules: list[tuple[float, float, float]] = []
        self.page = "rules"
        self.back_button = TableButton(text="Back", width=200, height=46)
        on_click(self.back_button, self.back)
        self.page_button = TableButton(text=PAGE_BUTTON["rules"], width=200, height=46)
        on_click(self.page_button, lambda: self.show_page("keys" if self.page == "rules"
                                                          else "rules"))
        self._anchor = gui.UIAnchorLayout()
        self._anchor.add(self.back_button, anchor_x="center", anchor_y="bottom", align_y=18)
        self.ui.add(self._anchor)

    def show_page(self, page: str) -> None:
        """Turn to ``page`` ("rules" or "keys")."""
        self.page = page
        self.page_button.text = PAGE_BUTTON[page]
        self.on_layout(self.fit.width, self.fit.height)

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        elif self.back_to is not None:
            self.window.show_view(self.back_to)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol in (key.ESCAPE, key.BACKSPACE):
            self.back()
            return True
        turns = {key.K: "keys", key.RIGHT: "keys", key.LEFT: "rules", key.R: "rules"}
        if symbol in turns:
            self.show_page(turns[symbol])
            return True
        return super().on_key_press(symbol, modifiers)

    def _text(self, text: str, x: float, y: float, size: float, color, *, width=None,
              bold=False, font=theme.BODY_FONT, anchor_x="left", anchor_y="top") -> arcade.Text:
        t = arcade.Text(
            text, x, y, color, size, width=width, multiline=width is not None,
            font_name=font, bold=bold, anchor_x=anchor_x, anchor_y=anchor_y,
        )
        self._texts.append(t)
        return t

    def on_layout(self, width: int, height: int) -> None:
        """Title, goal, the two-column panel and Back, centred as one block.

        In a small window logical units shrink, so the text grows by up to 1.3 to stay
        readable, times the player's text size — as far as the block still fits the
        table's height.
        """
        block = [0.0]

        lay_out = self._lay_out if self.page == "rules" else self._lay_out_keys

        def build(s: float) -> None:
            block[0] = lay_out(width, height, s)

        fit_text_scale(self.text_scale, build, lambda: block[0] <= height - 24)

    def _lay_out(self, width: int, height: int, s: float) -> float:
        """Place everything at text scale ``s``; returns the block's height."""
        self._texts.clear()
        self._cards.clear()
        self._rules.clear()
        cx = width / 2
        ink = theme.panel_text  # the panel's texts; the title and goal are on the felt
        head = 140 * s  # title, ornament and goal above the panel
        left, right = cx - 570, cx + 30
        pad = 22 * s

        # Measure the columns first (at y = 0), then shift them under the title.
        y = -pad
        basics = []
        for heading, body in BASICS:
            h = self._text(heading, left, y, theme.BODY_SIZE * s, ink(theme.GOLD), bold=True)
            t = self._text(body, left, y - 26 * s, (theme.SMALL_SIZE + 1) * s,
                           ink(theme.TEXT), width=530)
            basics += [h, t]
            y -= 26 * s + t.content_height + 12 * s
        left_h = -y - 12 * s + pad
        card_scale = 0.52 * min(s, 1.15)
        card_h = 190 * card_scale
        y = -pad
        specials = []
        for rank, heading, body in SPECIALS:
            suit = (rank // 3 + 1) % 4  # a mix of suits, red and black
            sprite = arcade.Sprite(face_texture(card_number(rank, suit)), scale=card_scale)
            sprite.position = (right + 42, y - card_h / 2)
            self._cards.append(sprite)
            specials.append(self._text(heading, right + 98, y - 4 * s, theme.BODY_SIZE * s,
                                       ink(theme.GOLD), bold=True))
            t = self._text(body, right + 98, y - 30 * s, (theme.SMALL_SIZE + 1) * s,
                           ink(theme.TEXT), width=440)
            specials.append(t)
            y -= max(card_h, 30 * s + t.content_height) + 16 * s
        right_h = -y - 16 * s + pad
        panel_h = max(left_h, right_h)
        button_h, gap = 46 * s, 18 * s
        block = head + panel_h + gap + button_h
        top = height / 2 + block / 2
        panel_top = top - head
        for t in basics + specials:
            t.y += panel_top
        for sprite in self._cards:
            sprite.center_y += panel_top

        self._title_block(cx, top, s)
        self._divider_x = cx
        self._panel = (left - 26, panel_top - panel_h, 1140 + 52, panel_h)
        self._place_buttons(s, top - block)
        return block

    def _title_block(self, cx: float, top: float, s: float, goal: bool = True) -> None:
        title = self._text("How to play", cx, top, (theme.HEADING_SIZE + 8) * s, theme.CREAM,
                           bold=True, font=theme.TITLE_FONT, anchor_x="center")
        self._ornament = (cx, top - title.content_height - 4 * s)
        if goal:
            self._text(GOAL, cx, top - title.content_height - 18 * s, theme.BODY_SIZE * s,
                       theme.GOLD, anchor_x="center")

    def _place_buttons(self, s: float, bottom: float) -> None:
        """Back and the page button side by side, centred, their bottom at ``bottom``."""
        self._anchor.clear()
        for i, button in enumerate((self.back_button, self.page_button)):
            button.style = button_style(size=round(theme.BUTTON_SIZE * s))
            button.resize(width=200 * s, height=46 * s)
            self._anchor.add(button, anchor_x="center", anchor_y="bottom",
                             align_x=(i - 0.5) * 220 * s, align_y=bottom)

    def _lay_out_keys(self, width: int, height: int, s: float) -> float:
        """The keys page at text scale ``s``: two columns of key and words under their
        headings (the title without the goal above them); returns the block's height."""
        self._texts.clear()
        self._cards.clear()
        cx, pad, head = width / 2, 22 * s, 96 * s
        # the table's column is the longer one: it gets the wider half
        columns = [self._key_column(x, w, sections, s, pad) for (x, w), sections in zip(
            ((cx - 594, 604), (cx + 36, 558)), KEY_COLUMNS, strict=True)]
        panel_h = max(h for _texts, h in columns)
        block = head + panel_h + 18 * s + 46 * s
        top = height / 2 + block / 2
        panel_top = top - head
        for texts, _h in columns:
            for text in texts:
                text.y += panel_top
        self._title_block(cx, top, s, goal=False)
        self._divider_x = cx + 18
        self._panel = (cx - 616, panel_top - panel_h, 1232, panel_h)
        self._place_buttons(s, top - block)
        return block

    def _key_column(self, x: float, width: float, sections, s: float, pad: float):
        """One column of the keys page at ``x``, measured from y = 0 down: its texts and
        height. The keys are right-aligned against the widest of them, the words wrap."""
        ink, size = theme.panel_text, (theme.SMALL_SIZE + 1) * s
        keys = {k: self._text(k, x, 0, size, ink(theme.CREAM), bold=True, anchor_x="right")
                for _heading, rows in sections for k, _words in rows}
        key_w = max(t.content_width for t in keys.values()) + 14 * s
        y, texts = -pad, list(keys.values())
        for heading, rows in sections:
            texts.append(self._text(heading, x, y, theme.BODY_SIZE * s, ink(theme.GOLD),
                                    bold=True))
            y -= 30 * s
            for k, words in rows:
                keys[k].position = (x + key_w - 14 * s, y)
                said = self._text(words, x + key_w, y, size, ink(theme.TEXT),
                                  width=max(120.0, width - key_w))
                texts.append(said)
                y -= said.content_height + 4 * s
            y -= 10 * s
        return texts, -y - 10 * s + pad

    def draw_scene(self) -> None:
        left, bottom, w, h = self._panel
        theme.draw_panel(left, bottom, w, h)
        mid = self._divider_x
        arcade.draw_line(mid, bottom + 22, mid, bottom + h - 22, theme.faint(36), 1)
        draw_ornament(self._ornament[0], self._ornament[1], 170)
        self._cards.draw()
        for text in self._texts:
            text.draw()
