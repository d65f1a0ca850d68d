"""A sheet of choices opened from Settings: one row per setting, each an on/off switch or
a row of option buttons, with a note under it; Back and a key hint below.

Why one class for several sheets (Look and hand, Speech): they differ only in their rows
and title. Every change goes through the app's one
:class:`~dirty7.ui.core.live_settings.LiveSettings` (saved at once, every listener told); a
change of look (deck, contrast, text size) applies at once, so the sheet itself is built
again in the new look.

Keyboard: Up/Down pick a row, Left/Right change it, Space or Enter toggles an on/off row,
Esc or Backspace go back; while Speech is on each row is said with its state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

from dirty7.i18n import N_, _
from dirty7.store.settings import Settings, load_settings
from dirty7.store.storage import Store
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.scaling import ScaledView, fit_text_scale, fits_short_of
from dirty7.ui.core.screen_voice import choice_words, switch_words
from dirty7.ui.widgets.banner import FixedLabel, MessageBanner, unseen_messages
from dirty7.ui.widgets.buttons import OptionButton, TableButton, button_style, on_click
from dirty7.ui.widgets.option_pager import WORD_ROOM, row_widths, text_width
from dirty7.ui.widgets.sheet_keys import SheetKeys
from dirty7.ui.widgets.toggle import ToggleSwitch

__all__ = ["ChoiceSheetView", "SheetRow"]

#: One row: the setting's field, its label, the note under it, and the choices of a
#: choice row as (value, text) pairs (None: an on/off switch).
SheetRow = tuple[str, str, str, "tuple[tuple[Any, str], ...] | None"]
LABEL_WIDTH = 200
CONTROL_WIDTH = 390
ROW_HEIGHT = 44
#: Between two rows: small enough that seven rows and their notes fit a 720-high window.
ROW_GAP = 4
HINT = N_("Changes are saved as you make them  ·  ↑ ↓ choose  ·  ← → change  ·  Esc back")


class ChoiceSheetView(SheetKeys, ScaledView):
    """A sheet of :attr:`rows` over ``settings`` (the app's :class:`LiveSettings`; when
    None, those in ``store`` are loaded); ``on_back()`` leaves it."""

    #: The title drawn at the top and said first (while Speech is on).
    sheet_title = ""
    #: The rows: setting, label, note, and the choices of a choice row (None: on/off).
    rows: tuple[SheetRow, ...] = ()
    #: The key hint under Back.
    hint = HINT
    #: Page the rows when they do not fit even at 100 % text (a sheet of many rows).
    pages_when_too_long = False

    def __init__(self, window: arcade.Window | None = None, *,
                 on_back: Callable[[], None] | None = None,
                 settings: LiveSettings | None = None,
                 store: Store | None = None) -> None:
        super().__init__(window)
        self.on_back = on_back
        if settings is None:
            settings = LiveSettings(load_settings(store)[0], store=store)
        self.live = settings
        self.store = settings.store
        self.save_error: str | None = None
        self.focus = None
        #: Rows per page and the page shown: all rows on one page unless the text the
        #: player asked for does not fit them (a large text size in a 16:9 window).
        self.per_page = len(self.rows)
        self.page = 0
        self.boxes: dict[int, gui.UIWidget] = {}
        self.groups: dict[str, dict[Any, OptionButton]] = {}
        self.switches: dict[str, ToggleSwitch] = {}
        self._k = 0.0
        self._title = arcade.Text(_(self.sheet_title), 0, 0, theme.CREAM, theme.HEADING_SIZE + 8,
                                  font_name=theme.TITLE_FONT, bold=True, anchor_x="center",
                                  anchor_y="top")
        # wrapped, not shrunk: at a large text size the keys take two lines
        self._hint = arcade.Text(_(self.hint), 0, 0, theme.TEXT_DIM, theme.SMALL_SIZE - 1,
                                 font_name=theme.BODY_FONT, anchor_x="center",
                                 anchor_y="top", multiline=True, width=1000, align="center")

    # --- the model ---------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The settings the sheet shows: the live value (the sheet keeps no copy)."""
        return self.live.value

    def change(self, **changes: Any) -> bool:
        """Apply, save and show ``changes``; False when nothing changed."""
        before = look.current()
        if not self.live.change(**changes):
            return False
        self.save_error = self.live.save_error
        unseen_messages(self.store)  # the error is shown here: not again elsewhere
        if before != look.current():
            self.on_resize(*self.window.get_size())  # the sheet in its new look
        self._sync()
        return True

    def step(self, row: int, delta: int) -> None:
        """Left/Right on ``row``: the next or previous choice, or a switch on or off."""
        key, _label, _note, choices = self.rows[row]
        if choices is None:
            self.change(**{key: delta > 0})
            return
        values = [value for value, _text in choices]
        current = self.shown_value(key)
        i = values.index(current) if current in values else 0
        self.change(**{key: values[(i + delta) % len(values)]})

    # --- building ----------------------------------------------------------------------
    def _build(self, k: float) -> None:
        self._k = k
        self.groups.clear()
        self.switches.clear()
        self.values: dict[str, FixedLabel] = {}
        self.boxes = {}
        size = round((theme.BODY_SIZE - 1) * k)
        column = gui.UIBoxLayout(vertical=True, space_between=round(ROW_GAP * k), align="left")
        for row in self.page_rows():
            key, label, note, choices = self.rows[row]
            line = gui.UIBoxLayout(vertical=False, align="center", space_between=round(16 * k))
            line.add(self._row_label(key, _(label), size))
            line.add(self._switch(key) if choices is None else self._options(key, choices))
            block = gui.UIBoxLayout(vertical=True, space_between=0, align="left")
            block.add(line)
            if note:  # a row without a note keeps no empty line
                block.add(self._note(_(note)))
            block.with_padding(left=12, right=12, top=2, bottom=2)
            self.boxes[row] = block
            column.add(block)
        column.with_padding(top=20, bottom=22, left=20, right=20)
        column.with_background(texture=theme.nine_patch(*theme.panel_colors(), 20))
        self.panel = column
        button_size = round(theme.BUTTON_SIZE * k)
        self.back_button = TableButton(text=_("Back"), width=200 * k, height=46 * k,
                                       style=button_style(size=button_size))
        on_click(self.back_button, self.back)
        turn = _("Page {page} of {count}  ▸").format(page=self.page + 1, count=self.pages())
        self.page_button = TableButton(text=turn, height=46 * k,
                                       width=max(200 * k, text_width(turn, button_size) + 36 * k),
                                       style=button_style(size=button_size))
        on_click(self.page_button, lambda: self.show_page((self.page + 1) % self.pages()))
        self.banner = MessageBanner(round(900 * min(k, 1.2)))
        self.ui.clear()
        self.anchor = gui.UIAnchorLayout()
        self.ui.add(self.anchor)
        self._sync()

    def _note(self, words: str) -> FixedLabel:
        """A row's note: on one line as long as the window has room for it (a longer
        language's note widens the panel a little), wrapped where the panel would run
        past the window's edges (the sheet is fitted on its first page only)."""
        k = self._k
        size = round((theme.SMALL_SIZE - 1) * k)
        room = self.fit.width - 40 - 2 * 20 - 2 * 12  # the window less the paddings
        width = max((LABEL_WIDTH + CONTROL_WIDTH) * k, min(text_width(words, size) + 2, room))
        return FixedLabel(words, width, width=width, multiline=True, font_name=theme.BODY_FONT,
                          font_size=size, text_color=theme.panel_text(theme.TEXT_DIM))

    def shown_value(self, key: str) -> Any:
        """The choice of row ``key`` the sheet shows as chosen: the setting's value (a
        sheet whose setting may hold a value no button stands for says which one does)."""
        return getattr(self.settings, key)

    def value_words(self, key: str) -> str:
        """A small second line under row ``key``'s label saying its value in full (a row
        of short codes); "" for none. Under the label, not under the row: a row's height
        has room for it, and the sheet must keep fitting a 720-high window."""
        return ""

    def _row_label(self, key: str, label: str, size: int) -> gui.UIWidget:
        k = self._k
        text = FixedLabel(label, LABEL_WIDTH * k, font_name=theme.BODY_FONT, font_size=size,
                          text_color=theme.panel_text(theme.TEXT))
        words = self.value_words(key)
        if not words:
            return text
        self.values[key] = FixedLabel(words, LABEL_WIDTH * k, font_name=theme.BODY_FONT,
                                      font_size=round((theme.SMALL_SIZE - 2) * k),
                                      text_color=theme.panel_text(theme.TEXT_DIM))
        both = gui.UIBoxLayout(vertical=True, space_between=0, align="left")
        both.add(text)
        both.add(self.values[key])
        return both

    def _switch(self, key: str) -> ToggleSwitch:
        k = self._k
        switch = ToggleSwitch(value=getattr(self.settings, key), width=62 * k, height=32 * k)

        @switch.event("on_change")
        def changed(event: gui.UIOnChangeEvent) -> None:
            self.change(**{key: bool(event.new_value)})

        self.switches[key] = switch
        return switch

    def _options(self, key: str, choices: tuple) -> gui.UIBoxLayout:
        k = self._k
        gap = round(6 * k)
        box = gui.UIBoxLayout(vertical=False, space_between=gap)
        buttons: dict[Any, OptionButton] = {}
        widths, size = row_widths([_(text) for _value, text in choices],
                                  round((theme.BUTTON_SIZE - 2) * k), CONTROL_WIDTH * k, gap,
                                  2 * WORD_ROOM * k)
        for (value, text), each in zip(choices, widths, strict=True):
            button = OptionButton(text=_(text), value=str(value), width=each,
                                  height=(ROW_HEIGHT - 2) * k, size=size)
            on_click(button, partial(self.change, **{key: value}))
            buttons[value] = button
            box.add(button)
        self.groups[key] = buttons
        return box

    def _sync(self) -> None:
        for key, buttons in self.groups.items():
            for value, button in buttons.items():
                button.selected = value == self.shown_value(key)
        for key, switch in self.switches.items():
            switch.value = bool(getattr(self.settings, key))
        for key, label in self.values.items():
            words = self.value_words(key)
            if label.text != words:
                label.text = words
        self.banner.show(self.save_error)

    # --- navigation and keys -----------------------------------------------------------
    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()

    def sheet_rows(self) -> int:
        return len(self.rows)

    def row_words(self, row: int) -> str:
        """``Text size, 150 percent, 3 of 3``; ``Speech, on``."""
        key, label, _note, choices = self.rows[row]
        value = self.shown_value(key)
        return switch_words(_(label), bool(value)) if choices is None \
            else choice_words(_(label), [(v, _(text)) for v, text in choices], value)

    def step_row(self, row: int, delta: int) -> None:
        self.step(row, delta)

    def toggle_row(self, row: int) -> None:
        name, _label, _note, choices = self.rows[row]
        if choices is None:
            self.change(**{name: not getattr(self.settings, name)})
        else:
            self.step(row, 1)

    # --- layout and drawing ------------------------------------------------------------
    def on_layout(self, width: int, height: int) -> None:
        """Title, panel, Back and the banner as one centred block; the text as large as
        :attr:`text_scale` asks, as far as the block fits — on pages of fewer rows when
        all of them would not fit at the player's text size (or, with
        :attr:`pages_when_too_long`, at any size)."""
        build = self._build_measured
        room = height - 60  # the block's height: title, panel, Back and the hint

        def fits() -> bool:
            buttons = self.back_button.width + (20 * self._k + self.page_button.width
                                                if self.pages() > 1 else 0)
            return max(self.panel.rect.width, buttons) <= width - 40 and \
                self._block(self._k) <= room

        shown = self.page
        self.per_page, self.page = len(self.rows), 0
        factor = self.promised_text_scale  # what the player asked for, at least
        if self._pages_needed(factor, build, fits, remember=(type(self), width, height)):
            page_heights = self._page_heights(factor)
            self.per_page = next((n for n in range(len(self.rows) - 1, 0, -1)
                                  # past a unit's rounding: no page that fits is skipped
                                  if max(page_heights(n)) <= room + 1
                                  and self._every_page_fits(n, factor, build, fits)), 1)
            self.page = min(shown, self.pages() - 1)
            fit_text_scale(self.text_scale, build, fits,
                           remember=(type(self), width, height, self.per_page, self.page))
        self._place(width, height)

    def _build_measured(self, k: float) -> None:
        """The page shown built at text scale ``k`` and laid out, so its size is known."""
        self._build(k)
        self.anchor.add(self.panel, anchor_x="center", anchor_y="center")
        self.ui.execute_layout()

    def _pages_needed(self, factor: float, build: Callable[[float], None],
                      fits: Callable[[], bool], remember: Hashable) -> bool:
        """Whether the rows go on pages: they do not all hold text at ``factor`` (the
        size promised), or, for a sheet that pages when too long, not even at 100 %. The
        sheet is left built as the search for its size leaves it when they do not.

        A sheet too long at 100 % is too long at any larger size: it is built there first,
        and pages at once, instead of searching down to 100 % for a size that cannot be."""
        if self.pages_when_too_long and factor <= 1.0 < self.text_scale:
            build(1.0)
            if not fits():
                return True
        return fits_short_of(factor, self.text_scale, build, fits, remember) or (
            self.pages_when_too_long and not fits())

    def _page_heights(self, k: float) -> Callable[[int], list[float]]:
        """Each page's height (the block :meth:`_block` measures) at text scale ``k`` for a
        number of rows a page, without building the pages. Why: the sheet is built once
        with every row at ``k`` and each row's height read off it (a box stacks its rows:
        a page's height is theirs, its gaps and what is around them), so the search for the
        rows per page builds only the numbers that may fit."""
        self.per_page, self.page = len(self.rows), 0
        if self._k != k or len(self.boxes) != len(self.rows):
            self._build_measured(k)
        heights = [self.boxes[row].rect.height for row in range(len(self.rows))]
        gap = round(ROW_GAP * k)
        around = self._block(k) - (sum(heights) + gap * (len(heights) - 1))

        def page_heights(per_page: int) -> list[float]:
            return [around + sum(chunk) + gap * (len(chunk) - 1)
                    for chunk in (heights[i:i + per_page]
                                  for i in range(0, len(heights), per_page))]

        return page_heights

    def _every_page_fits(self, per_page: int, scale: float, build, fits) -> bool:
        """Whether every page of ``per_page`` rows fits at text scale ``scale``."""
        self.per_page = per_page
        for page in range(self.pages()):
            self.page = page
            build(scale)
            if not fits():
                return False
        return True

    def pages(self) -> int:
        return -(-len(self.rows) // max(1, self.per_page))

    def page_rows(self) -> range:
        """The rows on the page shown."""
        first = self.page * self.per_page
        return range(first, min(len(self.rows), first + self.per_page))

    def show_page(self, page: int) -> None:
        """Show ``page`` (the focus, if any, goes to its first row)."""
        if page == self.page:
            return
        self.page = page
        if self.focus is not None and self.focus not in self.page_rows():
            self.focus = self.page_rows().start
        self._build_measured(self._k)
        self._place(self.fit.width, self.fit.height)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """The sheet's keys; a focus moved onto a row of another page turns to it."""
        taken = super().on_key_press(symbol, modifiers)
        if self.focus is not None and self.focus not in self.page_rows():
            self.show_page(self.focus // self.per_page)
        return taken

    def _block(self, k: float) -> float:
        return 90 * k + self.panel.rect.height + 18 * k + self.back_button.height + 60 * k

    def _place(self, width: int, height: int) -> None:
        k = self._k
        top = height / 2 + self._block(k) / 2
        self._title.font_size = (theme.HEADING_SIZE + 8) * k
        self._title.position = (width / 2, top)
        self._hint.font_size, self._hint.width = (theme.SMALL_SIZE - 1) * k, round(width - 48)
        panel_top = top - 90 * k
        self.anchor.clear()
        self.anchor.add(self.panel, anchor_x="center", anchor_y="top", align_y=panel_top - height)
        back_top = panel_top - self.panel.rect.height - 18 * k
        paged = self.pages() > 1
        gap = 20 * k
        shift = (gap + self.page_button.width) / 2 if paged else 0
        self.anchor.add(self.back_button, anchor_x="center", anchor_y="top",
                        align_x=-shift, align_y=back_top - height)
        if paged:
            self.anchor.add(self.page_button, anchor_x="center", anchor_y="top",
                            align_x=(self.back_button.width + gap) / 2,
                            align_y=back_top - height)
        back_bottom = back_top - self.back_button.height
        self.anchor.add(self.banner, anchor_x="center", anchor_y="top",
                        align_y=back_bottom - 10 * k - height)
        self._hint.position = (width / 2, max(8.0 + self._hint.content_height,
                                              back_bottom - 30 * k))
        self.ui.trigger_render()

    def draw_scene(self) -> None:
        self._title.draw()
        if self.focus in self.boxes:
            glow = theme.nine_patch((255, 255, 255, 26), theme.panel_text((*theme.GOLD, 150)), 12)
            glow.draw_rect(rect=self.boxes[self.focus].rect)

    def draw_overlay(self) -> None:
        self._hint.draw()
