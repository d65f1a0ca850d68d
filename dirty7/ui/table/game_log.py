"""The game log: every move in words, in a side panel the player can open with ``L``.

Why lines wait for the animation: the engine answers a move with all its events at once,
but the table shows them one by one. :class:`GameLog` words a move with
:func:`dirty7.game.narration.describe` when it is made and releases each line only when the
table starts showing the event it belongs to (the move's first event; a stock refill's
own event), so the log never tells what the player has not seen yet.

:class:`LogPanel` draws the newest lines at the bottom of a translucent panel on the
left of the table, above the player's hand; older lines scroll off the top. Its suit
symbols are drawn in their suits' colours (:class:`SuitText`), four with the four-colour deck.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from dirty7.game.narration import describe
from dirty7.i18n import N_, _
from dirty7.rules import CardDrawn, CardPlayed, Passed, StockRefilled
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.suit_text import SuitText
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.keyboard_focus import action_for
from dirty7.ui.table.scrolled_lines import ScrolledLines, scroll_or_close
from dirty7.ui.table.side_room import draw_plate, log_place, place_heading
from dirty7.ui.widgets.buttons import TableButton, on_click

SHOWN_LINES = 14
KEPT_LINES = 200
#: Said at the top (bottom) of the panel while lines are hidden above (below) it.
EARLIER = N_("↑ earlier lines: ↑ or PgUp")
NEWER = N_("↓ newer lines: ↓ or PgDn")
_MOVE_EVENTS = (CardPlayed, CardDrawn, Passed)


class GameLog:
    """Lines of the game log, released in step with the animation."""

    def __init__(self, names: Sequence[str], viewer: int | None = 0) -> None:
        self.names = tuple(names)
        self.viewer = viewer
        self.lines: deque[str] = deque(maxlen=KEPT_LINES)
        #: Lines about the game (the deal's seal): always first, and never pushed out.
        self.notes: list[str] = []
        self._waiting: list[tuple[object, str]] = []  # (event to wait for, line)
        self.version = 0  # bumped on every new line (the panel re-lays out then)

    def add_move(self, events: Sequence) -> None:
        """A move was made: word it now, show it when its events are shown."""
        events = list(events)
        first = next((e for e in events if isinstance(e, _MOVE_EVENTS)), None)
        if first is not None:
            main = [e for e in events if not isinstance(e, StockRefilled)]
            for line in describe(main, self.names, self.viewer):
                self._waiting.append((first, line))
        for event in events:
            if isinstance(event, StockRefilled):
                for line in describe([event], self.names, self.viewer):
                    self._waiting.append((event, line))

    def add_past(self, events: Sequence) -> None:
        """A move made before this table opened (a resumed game): its lines at once."""
        for line in describe(list(events), self.names, self.viewer):
            self.lines.append(line)
            self.version += 1

    def add_note(self, line: str) -> None:
        """A line about the game rather than a move (the deal's seal), shown at once and
        kept before every move, also the moves of a resumed game replayed before it."""
        self.notes.append(line)
        self.version += 1

    def on_step(self, event) -> None:
        """The table starts showing ``event``: release the lines that waited for it."""
        if not self._waiting:
            return
        keep = []
        for trigger, line in self._waiting:
            if trigger is event:
                self.lines.append(line)
                self.version += 1
            else:
                keep.append((trigger, line))
        self._waiting = keep

    def take_back(self, line: str) -> None:
        """The player's last play was taken back: lines still waiting for it are dropped
        (never shown), and ``line`` marks it, so the log tells what was seen and undone."""
        self._waiting.clear()
        self.lines.append(line)
        self.version += 1

    def all_lines(self) -> list[str]:
        """The notes, then every kept move line, oldest first."""
        return [*self.notes, *self.lines]

    def recent(self, n: int = SHOWN_LINES) -> list[str]:
        return self.all_lines()[-n:]


class LogPanel:
    """A readable side panel with the last lines of a :class:`GameLog`."""

    def __init__(self, log: GameLog) -> None:
        self.log = log
        self.visible = False
        self.box = (16.0, 250.0, 330.0, 380.0)  # left, bottom, width, height (logical)
        self.title = arcade.Text(_("Game log"), 0, 0, theme.GOLD, theme.SMALL_SIZE + 1,
                                 font_name=theme.BODY_FONT, bold=True, anchor_y="top")
        self.hint = arcade.Text(_("L to hide"), 0, 0, theme.TEXT_DIM, theme.SMALL_SIZE - 2,
                                font_name=theme.BODY_FONT, anchor_x="right", anchor_y="top")
        self.body = SuitText("", 0, 0, theme.TEXT, theme.SMALL_SIZE - 1, width=300)
        self._laid_out: tuple | None = None
        self._title_room = 34.0
        self._scale = 1.0
        #: Which lines show; it scrolls with the keys and the wheel (see :mod:`.scrolled_lines`).
        self.scroller = ScrolledLines(log.all_lines, earlier=_(EARLIER), later=_(NEWER),
                                      bullet="• ", most=SHOWN_LINES)

    @property
    def scroll(self) -> int:
        """How many lines back from the newest the panel's last line is (0: the newest)."""
        return self.scroller.scroll

    def toggle(self) -> bool:
        """Open (on the newest lines) or close."""
        self.visible = not self.visible
        self.scroller.to_end()
        self._laid_out = None
        return self.visible

    def scroll_by(self, lines: int) -> None:
        """Show older lines (``lines`` > 0) or newer ones (< 0); never past either end, so
        the first line (the deal's seal) can always be reached."""
        self.scroller.scroll_by(lines)
        self._laid_out = None

    def scroll_key(self, symbol: int) -> bool:
        """↑/↓ a line, PgUp/PgDn a page, Home/End the first/last line; True if it scrolled."""
        self._layout()  # a page is what is on show now
        if not self.scroller.scroll_key(symbol):
            return False
        self._laid_out = None
        return True

    def wheel(self, scroll_y: float) -> bool:
        """The mouse wheel: up shows older lines; True if it scrolled."""
        if not self.scroller.wheel(scroll_y):
            return False
        self._laid_out = None
        return True

    def place(self, left: float, bottom: float, width: float, height: float,
              text_scale: float = 1.0) -> None:
        """Put the panel in the box (logical units) the table leaves free for it.

        ``text_scale`` > 1 enlarges the text in a small window, where logical units
        shrink, so that the log stays readable.
        """
        if ((left, bottom, width, height), text_scale) == (self.box, self._scale):
            return  # placed there already (the part places it every frame it is open)
        self.box = (left, bottom, width, height)
        self.body.font_size = (theme.SMALL_SIZE - 1) * text_scale
        self.title.font_size = (theme.SMALL_SIZE + 1) * text_scale
        self.hint.font_size = (theme.SMALL_SIZE - 2) * text_scale
        self._title_room = 34 * text_scale
        self._scale = text_scale
        self._laid_out = None

    def shown_lines(self) -> list[str]:
        """The lines on show (the last ones that fit; at most ``SHOWN_LINES``)."""
        self._layout()
        return self.scroller.shown

    def _layout(self) -> None:
        key = (self.log.version, self.box, look.current(), self.scroll)
        if self._laid_out == key:
            return
        self._laid_out = key
        self.title.color = theme.panel_text(theme.GOLD)
        self.hint.color = theme.panel_text(theme.TEXT_DIM)
        self.body.color = theme.panel_text(theme.TEXT)  # and the suits in the look's inks
        left, bottom, width, height = self.box
        pad = 14
        self.body.width = int(width - 2 * pad)
        room = height - 2 * pad - self._title_room  # below the title
        lines = self.scroller.fit(self.body, room)
        if not lines:
            self.body.text = _("Moves will appear here.")
        top = bottom + height
        self.body.position = (left + pad, top - pad - self._title_room)
        self._hint_fits = place_heading(self.title, self.hint, left, top, width, pad)
        # The panel hugs its text (hanging from the top), never taller than its box.
        used = self._title_room + self.body.content_height + 2 * pad + 4
        used = min(height, max(used, 3 * self._title_room))
        self.rect = arcade.LBWH(left, top - used, width, used)

    def draw(self) -> None:
        if not self.visible:
            return
        self._layout()
        draw_plate(self.rect, self.title, self.hint, self._hint_fits)
        self.body.draw()


class GameLogPart(TablePart):
    """The log on ``view``: its button and L key, lines released as events are shown."""

    def __init__(self, view) -> None:
        self.view = view
        p = view.flow
        self.game_log = GameLog(p.names, viewer=p.my_seat)
        for _seat, _move, events in p.game.history:  # a resumed game: what went before
            self.game_log.add_past(events)
        self.panel = LogPanel(self.game_log)
        self.button = TableButton(text=_("Log"), width=80, height=42)
        on_click(self.button, lambda: self.panel.toggle())
        p.events.move.connect(self.on_move)
        p.events.step.connect(self.on_step)

    def on_move(self, events) -> None:
        self.game_log.add_move(events)

    def on_step(self, event) -> None:
        self.game_log.on_step(event)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """L opens and closes; while open, Esc closes it (only it: the shortcut list says
        Esc closes a panel first) and ↑/↓, PgUp/PgDn, Home/End scroll it."""
        if self.panel.visible and scroll_or_close(self.panel.scroll_key, symbol, modifiers,
                                                  self.panel.toggle):
            return True
        if action_for(symbol, modifiers) != "log":
            return False
        self.panel.toggle()
        return True

    def on_scroll(self, scroll_y: float) -> bool:
        """The mouse wheel over the table while the log is open: up shows older lines."""
        return self.panel.visible and self.panel.wheel(scroll_y)

    def place(self) -> None:
        """Left of the suit badge, under the buttons (or over the computer's hand where that
        column is too narrow, and below the status line only where even that has no room:
        see :mod:`side_room`); the text grows with the text scale."""
        box, scale = log_place(self.view, 330.0)
        self.panel.place(*box, scale)

    def draw_over_cards(self) -> None:
        if self.panel.visible:
            self.place()  # the badge moves left beside a Jack's longer caption
        self.panel.draw()


__all__ = ["GameLog", "GameLogPart", "LogPanel", "SHOWN_LINES"]
