"""What the table says around the cards: status, stock count, names, the suit badge, buttons.

Why one part: these texts and the Menu/Draw/Pass buttons all follow the flow's shown
state and its offered moves, and are placed from the same layout. The hud reads only the
flow's public state and calls only its intents. A rule set with the last-card call adds
the "Last card!" button in the Draw button's place (the two are never offered together:
the call needs a card to play, a draw needs none); after "draw one and you may play it"
Pass reads "Keep".
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.game.card_words import suit_name
from dirty7.game.table.last_card import LastCard
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_words import cards_count, jack_caption
from dirty7.i18n import _
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.layout import LABEL_WIDTH, Box, TableLayout
from dirty7.ui.core.suit_text import PlacedText
from dirty7.ui.widgets.buttons import TableButton, on_click, resize_button

#: The suit badge's width (logical units): plain, and while a Jack's suit is asked; and how
#: much larger it grows at the height of a pulse (the side panels and the toast keep clear
#: of it at its largest).
PLAIN_BADGE, JACK_BADGE, PULSE = 82.0, 118.0, 1.25

SUIT_SYMBOLS = "♣♦♥♠"


def _text(size, color=theme.TEXT, **kw) -> arcade.Text:
    """A table text at ``size`` times the player's text size."""
    kw.setdefault("anchor_x", "center")
    return arcade.Text("", 0, 0, color, size * look.current().text_factor,
                       font_name=theme.BODY_FONT, anchor_y="center", **kw)


def text_box(text: PlacedText) -> Box | None:
    """The logical rectangle ``text`` covers where it stands (None when it is empty)."""
    if not text.text:
        return None
    w, h = text.content_width, text.content_height
    x, y = text.x, text.y
    left = {"left": x, "center": x - w / 2, "right": x - w}[text.anchor_x]
    bottom = {"bottom": y, "center": y - h / 2, "top": y - h}.get(text.anchor_y, y - h / 2)
    return Box(left, bottom, w, h)


#: Font sizes of the hud's texts before the text scale (see :meth:`Hud.place`).
BASE_SIZES = {"status": theme.STATUS_SIZE, "stock_count": theme.SMALL_SIZE,
              "opponent_label": theme.SMALL_SIZE + 1, "thinking_text": theme.SMALL_SIZE,
              "suit_caption": theme.SMALL_SIZE - 1, "south_label": theme.SMALL_SIZE + 1}


class Hud:
    """The table's texts and its Menu, Draw and Pass buttons (added to ``ui``)."""

    def __init__(self, flow: TableFlow, ui, on_menu: Callable[[], None]) -> None:
        self.flow = flow
        self.status = _text(theme.STATUS_SIZE)
        self.stock_count = _text(theme.SMALL_SIZE, theme.TEXT_DIM)
        self.opponent_label = _text(theme.SMALL_SIZE + 1, anchor_x="left", multiline=True,
                                    width=240, align="left")
        self.thinking_text = _text(theme.SMALL_SIZE, theme.GOLD, anchor_x="left")
        self.suit_text = _text(34, theme.SUIT_BLACK)
        self.suit_caption = _text(theme.SMALL_SIZE - 1, theme.TEXT_DIM)
        self.south_label = _text(theme.SMALL_SIZE + 1, anchor_x="left")
        self.badge_pulse = 0.0
        #: A line under the Menu button is taken (a friend's connection indicator): the
        #: side panels (the log, Why?) start under it.
        self.band_under_menu = False
        self.layout = TableLayout()
        self.text_scale = 1.0
        self.badge_pos = self.layout.suit_badge_pos

        self.menu_button = TableButton(text=_("Menu"), width=120, height=42)
        on_click(self.menu_button, on_menu)
        self.draw_button = TableButton(text=_("Draw"), primary=True, width=190, height=52)
        on_click(self.draw_button, flow.draw)
        self.pass_button = TableButton(text=_("Pass"), width=190, height=52)
        on_click(self.pass_button, flow.pass_turn)
        #: The last-card call (only a rule set with the call offers it).
        self.last_card = LastCard(flow)
        self.call_button = TableButton(text=_("Last card!"), primary=True, width=190, height=52)
        on_click(self.call_button, self.last_card.call)
        self.menu_holder = gui.UIAnchorLayout()
        self.draw_holder = gui.UIAnchorLayout()
        self.pass_holder = gui.UIAnchorLayout()
        self.call_holder = gui.UIAnchorLayout()
        for holder in (self.menu_holder, self.draw_holder, self.pass_holder, self.call_holder):
            ui.add(holder)
            holder.visible = holder is self.menu_holder

    def place(self, layout: TableLayout, height: float) -> None:
        """Buttons and texts where ``layout`` puts them (``height``: the logical height);
        the texts grow by the layout's text scale, which made room for them."""
        self.layout = layout
        self.text_scale = layout.text_scale
        for name, size in BASE_SIZES.items():
            getattr(self, name).font_size = size * layout.text_scale
        box = layout.menu_button
        resize_button(self.menu_button, box.width, box.height,
                      theme.BUTTON_SIZE * layout.text_scale)
        self.menu_holder.clear()
        self.menu_holder.add(self.menu_button, anchor_x="left", anchor_y="top",
                             align_x=box.left, align_y=-(height - box.top))
        boxes = layout.button_boxes(2)
        for holder, button, b in ((self.draw_holder, self.draw_button, boxes[0]),
                                  (self.call_holder, self.call_button, boxes[0]),
                                  (self.pass_holder, self.pass_button, boxes[1])):
            holder.clear()
            holder.add(button, anchor_x="left", anchor_y="bottom", align_x=b.left,
                       align_y=b.bottom)
        self.status.position = layout.status_pos
        self.stock_count.position = layout.stock_count_pos
        self.south_label.position = (24, layout.status_pos[1])
        self.refresh_texts()

    # ------------------------------------------------------------------ following the state
    def refresh_stock(self, size: int) -> None:
        """The count under the stock: ``size`` as the stock pile shows it."""
        self.stock_count.text = _("{count} in stock").format(count=size) if size else \
            _("Stock empty")

    def refresh_texts(self) -> None:
        p = self.flow
        st = p.state
        south, north = p.my_seat, 1 - p.my_seat  # the bottom hand's seat and the top's
        lines = [p.names[north], cards_count(len(st.hands[north]))]
        if p.opponent_level is not None:  # the level the player plays against
            lines.insert(1, p.opponent_level)
        self.opponent_label.text = "\n".join(lines)
        self.fit_opponent_label()
        if not p.human[south]:
            self.south_label.text = f"{p.names[south]} · {cards_count(len(st.hands[south]))}"
        suit = st.active_suit
        # Until the up-card is turned no suit is in play: the badge stays empty.
        self.suit_text.text = "" if st.dealing or not st.waste else SUIT_SYMBOLS[suit]
        self.suit_text.color = theme.suit_color(suit)
        wild = p.position.rules.wild_rank
        # A variant without a wild rank (None) never has a wild card on top.
        jack_on_top = (wild is not None and bool(st.waste) and st.waste[-1].rank == wild
                       and not st.dealing)
        # The suit in words as well as drawn: a colour or a symbol alone is not enough.
        self.suit_caption.text = (jack_caption(suit, st.up_card, wild)
                                  if jack_on_top and wild is not None
                                  else _("Suit: {suit}").format(suit=suit_name(suit))
                                  if self.suit_text.text else _("Suit"))
        self.suit_text.font_size = 52 if jack_on_top else 34  # the badge: not text to read
        self.fit_suit_caption()
        self.status.text = p.status_text
        self.fit_status()
        # The status line sits just over the hand (higher over a hand of two rows); the
        # badge moves left as far as its caption needs to stay clear of the stock.
        self.status.position = self.layout.status_pos_for(len(st.hands[south]))
        self.badge_pos = self.layout.suit_badge_for(self.suit_caption.content_width,
                                                    self.badge_size(pulse=False))
        self.refresh_buttons()

    @property
    def suit_caption_size(self) -> float:
        """The caption's font size at the text size, before any shrinking to fit."""
        return BASE_SIZES["suit_caption"] * self.text_scale

    def fit_status(self) -> None:
        """The status line at the text size, smaller only where it is wider than the
        window (a long sentence at 150 % in a small window, in a wordy language)."""
        self.status.font_size = BASE_SIZES["status"] * self.text_scale
        _shrink_to(self.status, self.layout.width - 48)

    def fit_suit_caption(self) -> None:
        """The caption at the text size, smaller only where the room left of the stock is
        too narrow for it (a long Jack caption at 150 % in a small window)."""
        self.suit_caption.font_size = self.suit_caption_size
        _shrink_to(self.suit_caption, self.layout.suit_caption_room)

    def fit_opponent_label(self) -> None:
        """The other side's name and count in the layout's room for them: a long name
        wraps onto a second line, and a longer one (or a word wider than the room) makes
        the label smaller down to three fifths of its size; a name still too wide (one
        long word) ends in "…", so it is never cut at the window's edge. A label taller
        than its place (a wrapped name, large text) moves down, the "thinking" line with
        it, rather than run off the top."""
        label, scale = self.opponent_label, self.text_scale
        room = LABEL_WIDTH * scale
        label.width = round(room)
        size = label.font_size = BASE_SIZES["opponent_label"] * scale
        lines = label.text.count("\n") + 2  # its lines, and one more for a wrapped name
        while (label.content_width > room or label.content_height > lines * 1.75 *
               label.font_size) and label.font_size > 0.6 * size:
            label.font_size -= 0.5
        name, _, rest = label.text.partition("\n")
        while label.content_width > room and len(name) > 1:
            name = name[:-1]
            label.text = f"{name}…\n{rest}"
        ox, oy = self.layout.opponent_label_pos
        oy -= max(0.0, oy + label.content_height / 2 - (self.layout.height - 4))
        label.position = (ox, oy)
        self.thinking_text.position = (ox, min(oy - label.content_height / 2 - 18 * scale,
                                               self.layout.opponent_label_pos[1] - 52 * scale))

    def refresh_buttons(self) -> None:
        draw, can_pass = self.flow.offered()
        self.draw_holder.visible = draw is not None
        self.pass_holder.visible = can_pass
        self.call_holder.visible = self.last_card.offered
        if draw is not None:
            self.draw_button.text = draw
        keep = self.flow.position.drawn >= 0  # a drawn card to play or to keep
        label = _("Keep") if keep else _("Pass")
        if can_pass and self.pass_button.text != label:
            self.pass_button.text = label

    def update(self, delta_time: float) -> None:
        if self.badge_pulse > 0:
            self.badge_pulse = max(0.0, self.badge_pulse - delta_time * 1.6)

    # ------------------------------------------------------------------ drawing
    def badge_size(self, pulse: bool = True) -> float:
        """The badge's width: larger while a Jack's suit is asked, larger still pulsing."""
        big = bool(self.suit_caption.text) and self.suit_caption.text != _("Suit")
        return (JACK_BADGE if big else PLAIN_BADGE) * (1.0 + (PULSE - 1.0) * self.badge_pulse
                                                       * pulse)

    def label_boxes(self) -> dict[str, Box]:
        """Where each text on show stands (logical rectangles), by name; for the checks
        that no text runs under a card, a pile or a button."""
        bx, by = self.badge_pos
        self.suit_caption.position = (bx, by - self.badge_size() / 2 - 6)
        texts = {"status": self.status, "stock_count": self.stock_count,
                 "opponent_label": self.opponent_label, "suit_caption": self.suit_caption}
        if not self.flow.human[self.flow.my_seat]:
            texts["south_label"] = self.south_label
        if self.flow.thinking:
            self.thinking_text.text = self.thinking_text.text or f"{self.flow.thinking_label}..."
            texts["thinking_text"] = self.thinking_text
        boxes = {name: text_box(text) for name, text in texts.items()}
        size = self.badge_size()
        boxes["suit_badge"] = Box(bx - size / 2, by + 4 - size / 2, size, size)
        return {name: box for name, box in boxes.items() if box is not None}

    def draw_badge(self) -> None:
        bx, by = self.badge_pos
        size = self.badge_size()
        arcade.draw_texture_rect(theme.badge_texture(), arcade.XYWH(bx, by + 4, size, size))
        self.suit_text.position = (bx, by + 6)
        self.suit_caption.position = (bx, by - size / 2 - 6)
        self.suit_text.draw()
        self.suit_caption.draw()

    def draw_texts(self, clock: float) -> None:
        """Stock count, names, status, and "thinking…" while the computer thinks."""
        p = self.flow
        self.stock_count.draw()
        self.opponent_label.draw()
        if not p.human[p.my_seat]:
            self.south_label.draw()
        self.status.draw()
        if p.thinking and p.is_idle:
            dots = "." * (1 + int(clock * 3) % 3)
            self.thinking_text.text = f"{p.thinking_label}{dots}"
            self.thinking_text.draw()


def _shrink_to(text: arcade.Text, room: float) -> None:
    """``text`` made smaller (down to 6 points) until it is no wider than ``room``; a text
    that fits keeps its size."""
    if text.content_width > room:
        text.font_size *= room / text.content_width
        while text.content_width > room and text.font_size > 6:
            text.font_size -= 0.5


__all__ = ["Hud"]
