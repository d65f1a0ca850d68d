"""The "How to play" screen: the rules in plain words, with the special cards pictured, and
every key (the table's, the menu's and the reading keys).

Why generated from the variant: the rules and the special cards are those of the rule set
the next game against the computer plays (:mod:`dirty7.game.rules_words`), so a rule that
is off is not explained and a card is the one that does it (an Eight is wild in Crazy
Eights); Dirty Seven's words are the rulebook's.

Why the keys here and not only under the table's ``?``: a player who plays by keyboard
and speech looks for them before the first game, from the menu.

Why pages: four columns of text — the basics, the special cards, the table's keys, the
menu's and the reading keys — two side by side on a page while they fit at the player's
text size, one to a page (as wide as the panel) when a large text size would not fit two.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.game.rules_words import basics, rules_family, rules_label, special_cards
from dirty7.i18n import N_, _, gettext
from dirty7.rules import STANDARD, Variant
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.card_sprites import card_number, face_texture
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.widgets.buttons import TableButton, on_click, resize_button
from dirty7.ui.widgets.key_list import LISTENING_KEYS, MENU_KEYS, table_keys
from dirty7.ui.widgets.ornament import draw_ornament

GOAL = N_("Be the first to play every card from your hand.")

#: The keys columns as entries: a heading alone, or a key and its words. The table's reading
#: keys are listed one by one under the menu's, so the table's column leaves out their
#: summary.
KeyEntry = tuple[str, ...]
MENU_KEY_ENTRIES: tuple[KeyEntry, ...] = (
    (N_("At the menu"),), *MENU_KEYS, (N_("Listening (speech on)"),), *LISTENING_KEYS)
#: The columns in reading order, what each holds, and what the page button calls the
#: page that starts with it.
COLUMNS = ("basics", "specials", "table_keys", "menu_keys")


def column_items(variant: Variant) -> dict[str, tuple]:
    """Each column's items for ``variant``: the rules, its special cards, its keys."""
    table = ((N_("At the table"),),
             *(row for row in table_keys(variant) if row[0] != "C T K V A"))
    return {"basics": tuple(basics(variant)), "specials": tuple(special_cards(variant)),
            "table_keys": table, "menu_keys": MENU_KEY_ENTRIES}


COLUMN_NAMES = {"basics": N_("Rules"), "specials": N_("Special cards"), "table_keys": N_("Keys"),
                "menu_keys": N_("Menu keys")}
#: Where a column is cut in two when it has a page of its own (its halves side by side).
HALF = {"basics": 2, "specials": 2, "table_keys": 8, "menu_keys": 1 + len(MENU_KEYS)}
#: A page: its parts, each a column's items from one index to another (None: the end).
Part = tuple[str, int, int | None]
PAIRED: list[tuple[Part, ...]] = [(("basics", 0, None), ("specials", 0, None)),
                                  (("table_keys", 0, None), ("menu_keys", 0, None))]
HALVED: list[tuple[Part, ...]] = [((c, 0, HALF[c]), (c, HALF[c], None)) for c in COLUMNS]
#: Two columns side by side (x offset from the centre, width), or one across the panel.
SIDE_BY_SIDE = ((-594, 604), (36, 558))
#: The left half's other widths a halved column may take (the right one has the rest).
UNEVEN_LEFT = (664, 724)


def uneven(left: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """Two columns across the same room as :data:`SIDE_BY_SIDE`, the left ``left`` wide."""
    (x, w0), (x1, w1) = SIDE_BY_SIDE
    gap = x1 - (x + w0)
    return (x, left), (x + left + gap, w0 + w1 - left)


class HowToPlayView(ScaledView):
    """The rules of ``variant`` in plain words with pictures of its special cards, and
    pages of keys (K turns to the keys, the arrows and the page button turn the pages);
    Back or Esc returns."""

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        back_to: arcade.View | None = None,
        on_back: Callable[[], None] | None = None,
        variant: Variant = STANDARD,
    ) -> None:
        super().__init__(window)
        self.variant = variant
        self.items = column_items(variant)
        self.back_to = back_to
        self.on_back = on_back
        self._texts: list[arcade.Text] = []
        self._cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        #: The pages: two columns to a page unless they do not fit, else a column to a
        #: page, cut in two halves side by side.
        self.pages: list[tuple[Part, ...]] = PAIRED
        self.page = 0
        self.back_button = TableButton(text=_("Back"), width=200, height=46)
        on_click(self.back_button, self.back)
        self.page_button = TableButton(text="", width=200, height=46)
        on_click(self.page_button, lambda: self.show_page((self.page + 1) % len(self.pages)))
        self._anchor = gui.UIAnchorLayout()
        self.ui.add(self._anchor)

    @property
    def shown(self) -> tuple[str, ...]:
        """The columns on the page shown (of :data:`COLUMNS`; once when halved)."""
        return tuple(dict.fromkeys(name for name, _start, _end in self.pages[self.page]))

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        elif self.back_to is not None:
            self.window.show_view(self.back_to)

    def show_page(self, page: int) -> None:
        """Turn to ``page`` (of :attr:`pages`)."""
        self.page = max(0, min(page, len(self.pages) - 1))
        self._laid_out_for = None
        self.on_layout(self.fit.width, self.fit.height)

    def show_column(self, column: str) -> None:
        """Turn to the page that shows ``column``."""
        self.show_page(self._page_of(column))

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol in (key.ESCAPE, key.BACKSPACE):
            self.back()
            return True
        if symbol in (key.K, key.R):
            self.show_column("table_keys" if symbol == key.K else "basics")
        elif symbol in (key.LEFT, key.RIGHT):
            self.show_page(self.page + (1 if symbol == key.RIGHT else -1))
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def _text(self, text: str, x: float, y: float, size: float, color, *, width=None,
              bold=False, font=theme.BODY_FONT, anchor_x="left", anchor_y="top") -> arcade.Text:
        t = arcade.Text(
            text, x, y, color, size, width=width, multiline=width is not None,
            font_name=font, bold=bold, anchor_x=anchor_x, anchor_y=anchor_y,
        )
        self._texts.append(t)
        return t

    # --- layout --------------------------------------------------------------------------
    def on_layout(self, width: int, height: int) -> None:
        """Title, goal, the panel of the page shown and the buttons, centred as one block.

        In a small window logical units shrink, so the text grows by up to 1.3 to stay
        readable, times the player's text size — as far as the block still fits the
        table's height; where two columns side by side would not fit at the player's text
        size, each column gets a page of its own.
        """
        column = self.shown[0]
        block = [0.0]

        def build(s: float) -> None:
            block[0] = self._lay_out(width, height, s)

        def fits() -> bool:
            return block[0] <= height - 24

        def every_page_fits(pages: list[tuple[Part, ...]], s: float) -> bool:
            self.pages = pages
            for self.page in range(len(pages)):
                build(s)
                if not fits():
                    return False
            return True

        self.pages = PAIRED if every_page_fits(PAIRED, self.promised_text_scale) else HALVED
        self.page = self._page_of(column)
        fit_text_scale(self.text_scale, build, fits,
                       remember=(type(self), width, height, self.pages is PAIRED, self.page))

    def _page_of(self, column: str) -> int:
        """The page that shows ``column`` (its first half, when halved)."""
        return next(i for i, page in enumerate(self.pages)
                    if column in (name for name, _start, _end in page))

    def _lay_out(self, width: int, height: int, s: float) -> float:
        """Place the page shown at text scale ``s``; returns the block's height."""
        self._texts.clear()
        self._cards.clear()
        cx, pad = width / 2, 22 * s
        goal = self.shown[0] == "basics"
        t = self.heading_scale(s)  # the title is large already: it grows less than the text
        head = 96 * t + (44 * s if goal else 0)  # title, ornament (and goal) above the panel
        columns = self._columns(cx, s, pad)
        panel_h = max(h for _texts, _cards, h in columns)
        block = head + panel_h + 18 * s + 46 * s
        top = height / 2 + block / 2
        panel_top = top - head
        for texts, cards, _h in columns:
            for text in texts:
                text.y += panel_top
            for sprite in cards:
                sprite.center_y += panel_top
        self._title_block(cx, top, s, t, goal=goal)
        self._divider_x = cx + 18 if len(self.shown) == 2 else None  # halves: no rule
        self._panel = (cx - 616, panel_top - panel_h, 1232, panel_h)
        self._place_buttons(s, top - block)
        return block

    def _columns(self, cx: float, s: float, pad: float) -> list:
        """The page's two columns, side by side: a column's halves share the width so
        the taller half is as short as it can be (its longer items get more of it)."""
        splits = [SIDE_BY_SIDE] + ([uneven(left) for left in UNEVEN_LEFT]
                                   if self.pages is HALVED else [])
        # the height, the columns, their texts and their cards of the shortest split so far
        best: tuple[float, list, list[arcade.Text], list[arcade.Sprite]] | None = None
        for split in splits:
            self._texts.clear()
            self._cards.clear()
            columns = [self._column(part, cx + dx, w, s, pad)
                       for part, (dx, w) in zip(self.pages[self.page], split, strict=True)]
            height = max(h for _texts, _cards, h in columns)
            if best is None or height < best[0] - 1:
                best = (height, columns, list(self._texts), list(self._cards))
        assert best is not None  # there is a split side by side at least
        _height, columns, texts, cards = best
        self._texts[:] = texts
        self._cards.clear()
        self._cards.extend(cards)
        return columns

    def _column(self, part: Part, x: float, width: float, s: float, pad: float):
        """A part of a column at ``x``, ``width`` wide, measured from y = 0 down: its
        texts, its card pictures and its height."""
        name, start, end = part
        items = self.items[name][start:end]
        if name == "basics":
            return self._basics(items, x, width, s, pad)
        if name == "specials":
            return self._specials(items, x, width, s, pad)
        return self._key_column(items, x, width, s, pad)

    def _basics(self, items, x: float, width: float, s: float, pad: float):
        ink, y, texts = theme.panel_text, -pad, []
        for heading, body in items:
            texts.append(self._text(heading, x, y, theme.BODY_SIZE * s, ink(theme.GOLD),
                                    bold=True))
            t = self._text(body, x, y - 26 * s, (theme.SMALL_SIZE + 1) * s, ink(theme.TEXT),
                           width=width - 20)
            texts.append(t)
            y -= 26 * s + t.content_height + 12 * s
        return texts, [], -y - 12 * s + pad

    def _specials(self, items, x: float, width: float, s: float, pad: float):
        ink, y, texts, cards = theme.panel_text, -pad, [], []
        card_scale = 0.52 * min(s, 1.15)
        card_h = 190 * card_scale
        for rank, heading, body in items:
            suit = (rank // 3 + 1) % 4  # a mix of suits, red and black
            sprite = arcade.Sprite(face_texture(card_number(rank, suit)), scale=card_scale)
            sprite.position = (x + 42, y - card_h / 2)
            self._cards.append(sprite)
            cards.append(sprite)
            texts.append(self._text(heading, x + 98, y - 4 * s, theme.BODY_SIZE * s,
                                    ink(theme.GOLD), bold=True))
            t = self._text(body, x + 98, y - 30 * s, (theme.SMALL_SIZE + 1) * s,
                           ink(theme.TEXT), width=width - 118)
            texts.append(t)
            y -= max(card_h, 30 * s + t.content_height) + 16 * s
        return texts, cards, -y - 16 * s + pad

    def _key_column(self, entries, x: float, width: float, s: float, pad: float):
        """Headings, and keys right-aligned against the widest of them, the words
        wrapping beside them."""
        ink, size = theme.panel_text, (theme.SMALL_SIZE + 1) * s
        keys = [self._text(gettext(entry[0]), x, 0, size, ink(theme.CREAM), bold=True,
                           anchor_x="right") for entry in entries if len(entry) == 2]
        key_w = max(t.content_width for t in keys) + 14 * s
        y, texts, row = -pad, list(keys), iter(keys)
        for entry in entries:
            if len(entry) == 1:
                y -= 10 * s if y < -pad else 0
                texts.append(self._text(gettext(entry[0]), x, y, theme.BODY_SIZE * s,
                                        ink(theme.GOLD), bold=True))
                y -= 30 * s
                continue
            next(row).position = (x + key_w - 14 * s, y)
            said = self._text(gettext(entry[1]), x + key_w, y, size, ink(theme.TEXT),
                              width=max(120.0, width - key_w))
            texts.append(said)
            y -= said.content_height + 4 * s
        return texts, [], -y + pad

    def _title_block(self, cx: float, top: float, s: float, t: float, goal: bool) -> None:
        """The title at scale ``t``, its ornament, and the goal (text scale ``s``) under
        them on the first page."""
        title = self._text(_("How to play"), cx, top, (theme.HEADING_SIZE + 8) * t, theme.CREAM,
                           bold=True, font=theme.TITLE_FONT, anchor_x="center")
        self._ornament = (cx, top - title.content_height - 4 * t)
        if goal:
            name = rules_family(self.variant)
            words = _(GOAL) if name == "dirty-seven" else _("{rules}: {goal}").format(
                rules=rules_label(name), goal=_(GOAL))
            self._text(words, cx, top - title.content_height - 18 * t, theme.BODY_SIZE * s,
                       theme.GOLD, anchor_x="center")

    def _place_buttons(self, s: float, bottom: float) -> None:
        """Back and the page button side by side, centred, their bottom at ``bottom``."""
        following = self.pages[(self.page + 1) % len(self.pages)][0][0]
        self.page_button.text = f"{_(COLUMN_NAMES[following])} →" if self.page + 1 < len(
            self.pages) else f"← {_(COLUMN_NAMES[following])}"
        self._anchor.clear()
        for i, button in enumerate((self.back_button, self.page_button)):
            resize_button(button, 230 * s, 46 * s, theme.BUTTON_SIZE * s)
            self._anchor.add(button, anchor_x="center", anchor_y="bottom",
                             align_x=(i - 0.5) * 250 * s, align_y=bottom)

    def draw_scene(self) -> None:
        left, bottom, w, h = self._panel
        theme.draw_panel(left, bottom, w, h)
        if self._divider_x is not None:
            arcade.draw_line(self._divider_x, bottom + 22, self._divider_x, bottom + h - 22,
                             theme.faint(36), 1)
        draw_ornament(self._ornament[0], self._ornament[1], 170)
        self._cards.draw()
        for text in self._texts:
            text.draw()
