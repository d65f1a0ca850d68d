"""The "Why?" part: W (or its button) explains the computer's last move, in its own words.

Why the text comes from the computer's worker: the explanation is computed where the move
was (:meth:`ComputerSeat.last_explanation`, from the strategy's ``explain(view, move)``), from
the view the computer had, so the panel can never reveal a card the computer could not
see. This part only keeps the newest one (released once its move has been shown on the
table) and draws it in a panel where the game log opens (one of the two at a time).
"""

from __future__ import annotations

from dirty7.ai.explain import Explanation
from dirty7.game.phrase_words import phrase_words
from dirty7.game.table.past_why import PastExplanation
from dirty7.i18n import N_, _, format_percent, gettext
from dirty7.rules import CardDrawn, CardPlayed, Passed
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.suit_text import SuitText
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.keyboard_focus import action_for
from dirty7.ui.table.scrolled_lines import ScrolledLines, scroll_or_close
from dirty7.ui.table.side_room import (
    MIN_COLUMN,
    SideSlot,
    covers_hand,
    draw_plate,
    over_piles,
    place_heading,
    why_boxes,
)
from dirty7.ui.widgets.buttons import TableButton, on_click

#: A belief row of the wild rank, by its letter (the rank the rules in force make wild).
_WILD_LABELS = {"J": N_("a Jack"), "8": N_("an Eight")}


def _wild_label(key: str) -> str:
    """A belief row's label: a suit symbol as it is, the wild rank's letter as a card of
    it ("a Jack", "an Eight")."""
    return _(_WILD_LABELS[key]) if key in _WILD_LABELS else key


def why_lines(explanation: Explanation, name: str) -> tuple[str, list[str]]:
    """The panel's heading and lines (plain text; Hard's figures as short rows)."""
    headings = {"draw": _("{name} drew"), "pass": _("{name} passed")}
    heading = headings.get(explanation.move, _("{name} played {move}")).format(
        name=name, move=explanation.move)
    lines = [_("From the computer's view ({level}):").format(
        level=_(explanation.level) if explanation.level else explanation.level)]
    for said in map(phrase_words, explanation.lines):
        lines.append(f"• {said[:1].upper()}{said[1:]}")
    if explanation.best:
        lines.append(_("Its best moves (chance to win · share of the search):"))
        lines += [f"   {move}:  {format_percent(value)} · {format_percent(share)}"
                  for move, value, share in explanation.best]
    if explanation.suits:
        lines.append(_("What it believes of your hand (chance you hold one):"))
        for suit, chance, reason in explanation.suits:
            label = _wild_label(suit)
            lines.append(f"   {label}:  {format_percent(chance)}"
                         + (f" — {phrase_words(reason)}" if reason else ""))
    if explanation.known:
        lines += ["   " + _("It knows you hold {card}: {reason}").format(
            card=card, reason=phrase_words(reason)) for card, reason in explanation.known]
    return heading, lines


#: The smallest size the heading goes down to (logical points, whatever the text size) before
#: it wraps: below it the heading is hard to read in a small window. The lines themselves
#: keep the text size and scroll where they do not fit (see :class:`WhyPanel`).
MIN_SIZE = theme.SMALL_SIZE - 3
PAD = 14.0
COLUMN_GAP = 18.0
#: Said at the top (bottom) of a scrolled panel while lines are hidden above (below) it.
ABOVE = N_("↑ more above: ↑ or PgUp")
BELOW = N_("↓ more below: ↓ or PgDn")


def split_at_section(lines: list[str]) -> int:
    """Where a two-column panel starts its second column: at the section heading (a line
    that is not a row) nearest the middle, so a heading stays with its rows."""
    starts = [i for i, line in enumerate(lines) if i and not line.startswith(("   ", "• "))]
    return min(starts, key=lambda i: abs(2 * i - len(lines)), default=len(lines))


def _columns(lines: list[str], width: float, columns: int) -> tuple[float, list[list[str]]]:
    """The width of each of ``columns`` columns in a box ``width`` wide, and the lines of
    each (the second empty in one column)."""
    cut = split_at_section(lines) if columns == 2 else len(lines)
    return (width - 2 * PAD - (columns - 1) * COLUMN_GAP) / columns, [lines[:cut], lines[cut:]]


class WhyPanel:
    """An opaque panel on the left of the table with one whole explanation.

    Why it chooses among boxes and scrolls: the explanation must be read whole (Hard's
    belief comes last), at about the text size the player chose (the game log's), so the
    panel tries its boxes (see :func:`side_room.why_boxes`) and takes the first one clear
    of the player's hand where the text fits in one column or in two, at that size or a
    step or two below (:meth:`sizes`). Where none holds it (a long Hard Why? at 800×600
    and 150 % text), it keeps the text size and scrolls in one column in the roomiest box
    clear of the hand, like the game log (the keys and the wheel of
    :mod:`.scrolled_lines`); it never shrinks the text further nor cuts it.
    """

    def __init__(self) -> None:
        self.visible = False
        font, ink = theme.BODY_FONT, theme.panel_text
        self.title = arcade.Text("", 0, 0, ink(theme.GOLD), theme.SMALL_SIZE + 1, font_name=font,
                                 bold=True, anchor_y="top")
        self.hint = arcade.Text(_("W to hide"), 0, 0, ink(theme.TEXT_DIM), theme.SMALL_SIZE - 2,
                                font_name=font, anchor_x="right", anchor_y="top")
        self.bodies = [SuitText("", 0, 0, ink(theme.TEXT), theme.SMALL_SIZE - 1, width=300)
                       for _ in range(2)]
        self.columns = 1
        self.boxes: list[tuple[float, float, float, float]] = [(0.0, 0.0, 360.0, 400.0)]
        self.rect = arcade.LBWH(0, 0, 0, 0)
        self._content: tuple[str, list[str]] = ("", [])
        self._laid_out: tuple | None = None
        self._title_room = 34.0
        self._title_for: tuple | None = None  # (text, width, scale) the heading is fitted to
        self._clear = 1  # how many of the boxes leave the player's hand in view
        self.spare: list = []  # of those, the boxes over the piles, tried after the rest
        self._scale = 1.0
        self._size_found = self.size
        #: Which lines show where they do not all fit (see :mod:`.scrolled_lines`).
        self.scroller = ScrolledLines(lambda: self._content[1], earlier=_(ABOVE),
                                      later=_(BELOW))
        self.scrolls = False  # the last layout shows only some of the lines

    def show(self, heading: str, lines: list[str]) -> None:
        self._content = (heading, lines)
        self.scroller.to_top()
        self._laid_out = None

    @property
    def size(self) -> float:
        """The size of the lines: the game log's, at the panel's text scale."""
        return (theme.SMALL_SIZE - 1) * self._scale

    def to_top(self) -> None:
        """Show the explanation from its first line (it opens there)."""
        self.scroller.to_top()
        self._laid_out = None

    def scroll_key(self, symbol: int) -> bool:
        """↑/↓ a line, PgUp/PgDn a page, Home/End the first/last line; True if it scrolled
        (only a panel that does not show all its lines scrolls)."""
        self._layout()
        if not self.scrolls or not self.scroller.scroll_key(symbol):
            return False
        self._laid_out = None
        return True

    def wheel(self, scroll_y: float) -> bool:
        """The mouse wheel: up shows earlier lines; True if it scrolled."""
        self._layout()
        if not self.scrolls or not self.scroller.wheel(scroll_y):
            return False
        self._laid_out = None
        return True

    def place(self, boxes, text_scale: float = 1.0, clear: int | None = None) -> None:
        """The boxes (logical units: left, bottom, width, height) it may open in, best first;
        the first ``clear`` of them (all: None) leave the player's hand in view, and are
        tried before the others."""
        boxes = list(boxes)
        clear = len(boxes) if clear is None else clear
        if (boxes, text_scale, clear) == (self.boxes, self._scale, self._clear):
            return  # placed there already (the part places it every frame it is open)
        self.boxes = boxes
        self._clear = clear
        self.title.font_size = (theme.SMALL_SIZE + 1) * text_scale
        self.hint.font_size = (theme.SMALL_SIZE - 2) * text_scale
        self._scale = text_scale
        self._title_room = 34 * text_scale
        self._laid_out = None

    def _fill(self, lines: list[str], width: float, size: float, columns: int) -> float:
        """Set the text in ``columns`` columns of a box ``width`` wide; its height."""
        col_w, parts = _columns(lines, width, columns)
        for body, part in zip(self.bodies, parts, strict=True):
            with body.batch():  # laid out once, not after each of the three
                body.width = int(col_w)
                body.font_size = size
                body.text = "\n".join(part)
        self.columns = columns if parts[1] else 1
        return max(body.content_height for body in self.bodies[:self.columns])

    def _height(self, lines: list[str], width: float, size: float, columns: int) -> float:
        """The height :meth:`_fill` would give the text, measured once for every panel
        (a try that is not chosen need not be laid out in the bodies)."""
        col_w, parts = _columns(lines, width, columns)
        shown = self.bodies[:columns if parts[1] else 1]
        return max(body.height_for("\n".join(part), int(col_w), size)
                   for body, part in zip(shown, parts, strict=False))

    def _choose(self, lines: list[str]) -> tuple[tuple[float, float, float, float], float,
                                                   bool]:
        """The box, the text size and whether the text scrolls there.

        In order: the earliest box clear of the hand that holds the whole text at the
        largest of :meth:`sizes` (one column before two), not over the piles; scrolled at
        the text size in the roomiest such box, where it hides only one line (a short
        explanation is not worth hiding the piles for); whole over the piles; scrolled in
        the roomiest clear box. Over the hand only where no box is clear of it.
        """
        clear = self.boxes[:self._clear] or self.boxes
        kept = [b for b in clear if b not in self.spare]  # the piles stay in view
        found = self._whole(lines, kept)
        if found is not None:
            return found, self._size_found, False
        roomy = max(kept, key=self._area, default=None)
        if roomy is not None and self._scrolled(lines, roomy) >= len(lines) - 1:
            return roomy, self.size, True
        found = self._whole(lines, [b for b in clear if b in self.spare])
        if found is not None:
            return found, self._size_found, False
        return max(clear, key=self._area), self.size, True

    def _whole(self, lines: list[str], boxes) -> tuple[float, float, float, float] | None:
        """The first of ``boxes`` that holds all of ``lines`` at the largest of :meth:`sizes`
        (kept in ``_size_found``), in one column or else two; None if none does."""
        for size in self.sizes():
            for box in boxes:
                for columns in (1, 2) if self._two_fit(box) else (1,):
                    if self._height(lines, box[2], size, columns) <= self._room(box):
                        self._size_found = size
                        self._fill(lines, box[2], size, columns)  # the bodies hold it
                        return box
        return None

    def _scrolled(self, lines: list[str], box) -> int:
        """How many of ``lines`` show at once, scrolled in one column in ``box``."""
        self._fill([], box[2], self.size, 1)
        probe = ScrolledLines(lambda: lines, earlier=_(ABOVE), later=_(BELOW))
        probe.to_top()
        return len(probe.fit(self.bodies[0], self._room(box)))

    def _area(self, box) -> float:
        return box[2] * self._room(box)

    def sizes(self) -> list[float]:
        """The sizes the whole text may take before it scrolls: the text size (the game
        log's) and one and two points (times the text scale) below it, never the very small
        text a long Hard explanation used to shrink to."""
        return [self.size - step * self._scale for step in range(3)]

    def _two_fit(self, box: tuple[float, float, float, float]) -> bool:
        """Whether ``box`` is wide enough for two columns of readable width."""
        return box[2] >= 2 * (MIN_COLUMN * self._scale + PAD)

    def _room(self, box: tuple[float, float, float, float]) -> float:
        self._fit_title(box[2])
        return box[3] - 2 * PAD - self._title_room

    def _fit_title(self, width: float) -> None:
        """The heading ("Computer played J♣ naming ♠") inside a panel ``width`` wide: at its
        size if it fits, else smaller down to :data:`MIN_SIZE`, else wrapped on two lines;
        the room under it follows (it ran out of a narrow panel over the felt)."""
        title, room = self.title, width - 2 * PAD
        key = (title.text, width, self._scale)
        if self._title_for == key:
            return
        self._title_for = key
        title.multiline = False
        title.font_size = (theme.SMALL_SIZE + 1) * self._scale
        while title.content_width > room and title.font_size > MIN_SIZE:
            title.font_size = max(MIN_SIZE, title.font_size - 0.5)
        if title.content_width > room:
            title.width = int(room)
            title.multiline = True
        self._title_room = max(34 * self._scale, title.content_height + 12)

    def _layout(self) -> None:
        key = (self._content[0], tuple(self._content[1]), tuple(self.boxes), self._scale,
               self.scroller.scroll)
        if self._laid_out == key:
            return
        self.title.text, lines = self._content
        self._title_for = None
        self._chosen, size, self.scrolls = self._choose(lines)
        left, bottom, width, height = self._chosen
        if self.scrolls:  # one column, the lines at the scroll position that fit
            self._fill([], width, size, 1)
            self.scroller.fit(self.bodies[0], self._room(self._chosen))
        else:
            self.scroller.shown = list(lines)
        self._fit_title(width)
        self._laid_out = (*key[:-1], self.scroller.scroll)
        top = bottom + height
        self._hint_fits = place_heading(self.title, self.hint, left, top, width, PAD)
        col_w = self.bodies[0].width + COLUMN_GAP
        for i, body in enumerate(self.bodies):
            body.position = (left + PAD + i * col_w, top - PAD - self._title_room)
        text_h = max(body.content_height for body in self.bodies[:self.columns])
        used = min(height, self._title_room + text_h + 2 * PAD + 4)
        self.rect = arcade.LBWH(left, top - used, width, used)

    def shown_lines(self) -> list[str]:
        """The explanation's lines on show (all of them, unless it scrolls)."""
        self._layout()
        return self.scroller.shown

    def shown_text(self) -> list[str]:
        """The lines as drawn, column by column (for the checks that nothing is cut)."""
        self._layout()
        return [line for body in self.bodies[:self.columns] for line in body.text.split("\n")]

    def draw(self) -> None:
        if not self.visible:
            return
        self._layout()
        draw_plate(self.rect, self.title, self.hint, self._hint_fits)
        for body in self.bodies[:self.columns]:
            body.draw()


class WhyPart(TablePart):
    """The Why? button and W key on ``view``; the computer's newest explanation."""

    def __init__(self, view, slot: SideSlot) -> None:
        self.view = view
        self.flow = view.flow
        self.panel = WhyPanel()
        self.slot = slot  # the left of the table, shared with the game log
        slot.add(self.panel)
        self.explanation: Explanation | None = None
        self.seat = 1
        self._pending: tuple[int, Explanation | None] | None = None
        self.moved = False  # a computer seat has moved (with or without a reason)
        self.button = TableButton(text=gettext("Why?"), width=80, height=42)
        on_click(self.button, self.toggle)
        events = self.flow.events
        events.move.connect(self.on_move)
        events.step.connect(self.on_step)
        events.idle.connect(self.on_idle)
        self._past = self._ask_past()

    def _ask_past(self) -> PastExplanation | None:
        """A resumed game: its last computer move explained again in the background (see
        :mod:`.past_why`), as the live table would have explained it."""
        for seat, _move, _events in reversed(self.flow.game.history):
            opponent = self.flow.opponents.get(seat)
            if opponent is None:
                continue
            self.moved = True
            if not opponent.explain:
                return None
            return PastExplanation(self.flow.game.record.to_dict(), seat, opponent.spec,
                                   opponent.seed, opponent.mode)
        return None

    def update(self, _delta_time: float) -> None:
        past = self._past
        if past is None:
            return
        explanation = past.poll()
        if past.done:
            self._past = None
        if explanation is not None and self.explanation is None and self._pending is None:
            self.explanation, self.seat = explanation, past.seat
            self._refresh()

    def on_move(self, _events) -> None:
        """A move was made: a computer's explanation waits until the move is shown."""
        seat = self.flow.game.history[-1][0]
        opponent = self.flow.opponents.get(seat)
        if opponent is not None:
            self._pending = (seat, opponent.last_explanation)
            if self._past is not None:  # a newer move than the one worked out
                self._past.cancel()
                self._past = None

    def on_step(self, event) -> None:
        """The table starts showing a move: its explanation is released with it (so Why?
        during the computer's extra turn, after its Ace, explains the Ace)."""
        if self._pending is not None and isinstance(event, (CardPlayed, CardDrawn, Passed)) \
                and event.seat == self._pending[0]:
            self.on_idle()

    def on_idle(self) -> None:
        if self._pending is None:
            return
        self.moved = True
        seat, explanation = self._pending
        self._pending = None
        self.explanation = explanation
        self.seat = seat
        self._refresh()

    def _refresh(self) -> None:
        if self.explanation is not None:
            name = self.flow.names[self.seat]
            self.panel.show(*why_lines(self.explanation, name))

    def toggle(self) -> bool:
        """Open (or close) the panel; says why not when there is nothing to explain."""
        if self.panel.visible:
            self.panel.visible = False
            return False
        opponent = self.flow.opponents.get(self.seat)
        if self.explanation is None and opponent is not None and opponent.person:
            self.view.toast.show(_("Why? explains the computer's moves: it is unavailable "
                                   "for a person ({name} decides alone)").format(
                                       name=self.flow.names[self.seat]))
            return False
        if self.explanation is None:
            if self._past is not None:
                words = _("Why? is working out the computer's last move: ask again in a "
                          "moment")
            elif self.moved:
                words = _("{name} gave no reason for its move").format(
                    name=self.flow.names[self.seat])
            else:
                words = _("Why? explains the computer's moves: it has not moved yet")
            self.view.toast.show(words)
            return False
        self.slot.open(self.panel)  # they share the left of the table
        self.panel.to_top()
        return True

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """W opens and closes; while open, Esc closes the panel (and only the panel) and
        ↑/↓, PgUp/PgDn, Home/End scroll it where it does not show every line (as the log)."""
        if self.panel.visible and scroll_or_close(self.panel.scroll_key, symbol, modifiers,
                                                  self._close):
            return True
        if action_for(symbol, modifiers) != "why":
            return False
        self.toggle()
        return True

    def _close(self) -> None:
        self.panel.visible = False

    def on_scroll(self, scroll_y: float) -> bool:
        """The mouse wheel over the table while the panel is open and scrolls: up shows
        earlier lines."""
        return self.panel.visible and self.panel.wheel(scroll_y)

    def place(self) -> None:
        """Where the game log opens, or a taller or wider box its text needs (see
        :mod:`side_room`): the right of the table holds Draw and Pass. The later one of
        the log and this panel opened shows."""
        boxes = why_boxes(self.view, 380.0)
        clear = [box for box in boxes if not covers_hand(self.view, box)]
        self.panel.spare = [over_piles(self.view, self.view.layout.width)]
        self.panel.place(clear + [box for box in boxes if box not in clear],
                         self.view.text_scale, len(clear))

    def draw_over_cards(self) -> None:
        if self.slot.taken_from(self.panel):
            self.panel.visible = False  # the log was opened after: it has the place
        if self.panel.visible:
            self.place()  # the badge moves left beside a Jack's longer caption
        self.panel.draw()


__all__ = ["MIN_SIZE", "WhyPanel", "WhyPart", "split_at_section", "why_lines"]
