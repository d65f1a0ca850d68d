"""The Settings view: the model of the sheet, its keys, its layout and drawing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from dirty7.game.rules_words import RULES_LABELS
from dirty7.i18n import N_, _
from dirty7.store.settings import Settings
from dirty7.store.storage import Store
from dirty7.ui.core import look, theme
from dirty7.ui.core.arcade_private import horizontal_padding, label_text
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.difficulties import describe, load_difficulty_options, preferred
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.scaling import ScaledView, fit_text_scale, fits_short_of
from dirty7.ui.screens.settings.choices import (
    CUSTOM,
    HINT,
    LOOK_HINT,
    Row,
    loaded_settings,
)
from dirty7.ui.screens.settings.sheet import PAGES, build_sheet
from dirty7.ui.screens.settings.spoken import row_words
from dirty7.ui.widgets.banner import FixedLabel, MessageBanner, unseen_messages
from dirty7.ui.widgets.buttons import OptionButton, TableButton
from dirty7.ui.widgets.card_back import CardBackButton
from dirty7.ui.widgets.confirm import draw_focus_ring
from dirty7.ui.widgets.option_pager import OptionPager, fit_text, text_width
from dirty7.ui.widgets.ornament import draw_ornament
from dirty7.ui.widgets.sheet_keys import SheetKeys
from dirty7.ui.widgets.slider import VolumeSlider
from dirty7.ui.widgets.toggle import ToggleSwitch


class SettingsView(SheetKeys, ScaledView):
    """The settings sheet of ``settings`` (the app's :class:`LiveSettings`; when None, the
    settings in ``store`` are loaded); every change goes through it, saved at once.

    ``back_to`` is the view Back returns to (``on_back`` overrides it); when it has a
    ``select`` method (the menu), the chosen default difficulty is preselected there.
    ``message`` is the text shown in the banner (a load warning or a save error), or None.
    """

    sheet_title = N_("Settings")

    # The widgets build_sheet makes and hangs on the view (each build anew).
    panel: gui.UIBoxLayout
    anchor: gui.UIAnchorLayout
    footer: gui.UIAnchorLayout
    back_button: TableButton
    look_button: TableButton
    speech_button: TableButton
    friend_button: TableButton
    banner: MessageBanner
    difficulty_pager: OptionPager
    difficulty_note: FixedLabel
    volume_slider: VolumeSlider
    volume_label: FixedLabel

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        back_to: arcade.View | None = None,
        on_back: Callable[[], None] | None = None,
        settings: LiveSettings | None = None,
        strategies: Sequence | None = None,
        store: Store | None = None,
        on_look: Callable[[], None] | None = None,
        on_friend: Callable[[], None] | None = None,
        on_speech: Callable[[], None] | None = None,
        on_custom: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(window)
        self.on_custom = on_custom  # opens the "Custom rules" sheet (Custom… in Rules, C)
        self.on_look = on_look  # opens the "Look and hand" sheet (a button beside Back)
        self.on_friend = on_friend  # opens the "Play a friend" settings (name, relay)
        self.on_speech = on_speech  # opens the "Speech" sheet (on, rate, how much is said)
        self.back_to = back_to
        self.on_back = on_back
        self.live = settings if settings is not None else loaded_settings(store)
        self.store = self.live.store
        self.load_warning = unseen_messages(store)
        self.save_error: str | None = None
        self.difficulties = load_difficulty_options(strategies)
        self.groups: dict[str, dict[Any, OptionButton]] = {}
        self.switches: dict[str, ToggleSwitch] = {}
        self.state_labels: dict[str, gui.UILabel] = {}
        self.card_backs: dict[str, CardBackButton] = {}
        self.rows: list[Row] = []
        self.focus = None
        self.page: int | None = None  # the page built (None: the whole sheet at once)
        self.off_page: list = []  # the columns of rows not on the page (see build_sheet)
        self.shown_page = 0  # the page shown when the sheet is paged
        self.difficulty_focus = self.shown_difficulty  # where ← → are in the difficulty row
        self.text_k = 1.0  # text scale the sheet is built at (see on_layout)
        self.stacked = False  # rule labels above their controls (a narrow, tall sheet)
        build_sheet(self)
        self._sync()
        self._title = arcade.Text(
            _(self.sheet_title), 0, 0, theme.CREAM, theme.HEADING_SIZE + 8,
            font_name=theme.TITLE_FONT, bold=True, anchor_x="center", anchor_y="top",
        )
        self._hint = arcade.Text(  # wrapped, not shrunk: large text takes two lines
            _(LOOK_HINT if on_look else HINT), 0, 0, (*theme.TEXT_DIM, 170), theme.SMALL_SIZE - 1,
            font_name=theme.BODY_FONT, anchor_x="center", anchor_y="top", multiline=True,
            width=1000, align="center",
        )
        self._ornament = (0.0, 0.0, 150.0)

    # --- the model ---------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The settings the sheet shows: the live value (the sheet keeps no copy)."""
        return self.live.value

    @property
    def message(self) -> str | None:
        """What the banner says: a save error first, else the load warning."""
        return self.save_error or self.load_warning

    @property
    def shown_difficulty(self) -> str:
        """The difficulty the sheet marks: the setting, or medium when it is not installed."""
        usable = [o.name for o in self.difficulties if o.available]
        if self.settings.difficulty in usable:
            return self.settings.difficulty
        return preferred(usable)

    def change(self, **changes: Any) -> bool:
        """Apply ``changes`` at once through the live settings (saved, every listener told),
        then sync the widgets.

        Returns False when nothing changed. A failed save keeps the new value for this
        session and shows why in the banner.
        """
        if not self.live.change(**changes):
            return False
        self.save_error = self.live.save_error
        unseen_messages(self.store)  # the error is shown here: not again elsewhere
        self._sync()
        return True

    def difficulty_option(self, name: str):
        return next((o for o in self.difficulties if o.name == name), None)

    @property
    def described_difficulty(self) -> str:
        """The difficulty the note is about: the one under the mouse, else the focused one."""
        pager = self.difficulty_pager
        hovered = [name for name in pager.shown if pager.buttons[name].hovered]
        return hovered[0] if hovered else self.difficulty_focus

    def refresh_note(self) -> None:
        """Describe the hovered or focused difficulty in one line: the page it is on when
        that fits, and, for an unavailable one, its reason before its (long) name."""
        option = self.difficulty_option(self.described_difficulty)
        note = self.difficulty_note
        width = note.min_width - horizontal_padding(note)
        size = label_text(note).font_size
        if option is None:
            note.text = ""
            return
        text = describe(option, self.difficulty_pager.shortened.get(option.name, False))
        where = self.difficulty_pager.page_text
        tries = [f"{text}   ({where})" if where else text, text]
        if not option.available:
            tries.append(_("Unavailable: {reason}.").format(
                reason=option.reason or _("it cannot be loaded here")))
        note.text = next((t for t in tries if text_width(t, size) <= width),
                         fit_text(tries[-1], width, size))

    # --- syncing widgets with the model ------------------------------------------------
    def _sync(self) -> None:
        s = self.settings
        marks = {
            "difficulty": self.shown_difficulty,
            "animation_speed": s.animation_speed,
            "first": s.first,
            "match_to": s.match_to,
            "rules": self.live.rules if self.live.rules in RULES_LABELS else CUSTOM,
        }
        for key, buttons in self.groups.items():
            for value, button in buttons.items():
                button.selected = value == marks[key]
        for key, switch in self.switches.items():
            on = bool(getattr(s, key))
            switch.value = on
            self.state_labels[key].text = _("On") if on else _("Off")
        for name, back in self.card_backs.items():
            back.selected = name == s.card_back
        percent = round(s.volume * 100)
        if round(float(self.volume_slider.value)) != percent:
            self.volume_slider.value = percent
        self.volume_slider.disabled = not s.sound
        self.volume_label.text = f"{percent}%" if s.sound else _("Muted")
        if self.difficulty_option(self.difficulty_focus) is None or (
                self.difficulty_option(self.difficulty_focus).available
                and self.difficulty_focus != self.shown_difficulty):
            self.difficulty_focus = self.shown_difficulty  # a click chose another one
        self.difficulty_pager.show(self.difficulty_focus)
        self.refresh_note()
        self.banner.show(self.message)

    # --- navigation --------------------------------------------------------------------
    def back(self) -> None:
        """Return where the player came from, preselecting the default difficulty there."""
        if self.on_back is not None:
            self.on_back()
            return
        target = self.back_to
        if target is None:
            show_menu = getattr(self.window, "show_menu", None)
            if show_menu is not None:
                show_menu()
            return
        select = getattr(target, "select", None)
        if callable(select):
            select(self.settings.difficulty)
        self.window.show_view(target)

    # --- keys (see SheetKeys) and pages ----------------------------------------------
    def sheet_rows(self) -> int:
        return len(self.rows)

    def row_words(self, row: int) -> str:
        return row_words(self, self.rows[row].key)

    def step_row(self, row: int, delta: int) -> None:
        self.rows[row].step(delta)

    def toggle_row(self, row: int) -> None:
        (self.rows[row].toggle or (lambda: self.rows[row].step(1)))()

    def sheet_key(self, symbol: int) -> bool:
        if symbol == arcade.key.L and self.on_look is not None:
            self.on_look()  # the "Look and hand…" button, from the keyboard
            return True
        if symbol == arcade.key.F and self.on_friend is not None:
            self.on_friend()  # the "Play a friend…" button
            return True
        if symbol == arcade.key.C:
            self.open_custom()
            return True
        if symbol == arcade.key.S and self.on_speech is not None:
            self.on_speech()  # the "Speech…" button
            return True
        return False

    def open_custom(self) -> None:
        """The "Custom rules" sheet (Custom… in the Rules row, or C), where one is made."""
        if self.on_custom is not None:
            self.on_custom()

    def show_page(self, page: int) -> None:
        """Show page ``page`` of a paged sheet (its tab clicked, or ← → on the tabs)."""
        self.shown_page = page % len(PAGES)
        if self.page is not None and self.page != self.shown_page:
            self._rebuild(self.text_k, self.stacked, self.shown_page)
            self._place(self.fit.width, self.fit.height)

    def turn_page(self, delta: int) -> None:
        self.show_page(self.shown_page + delta)

    # --- layout and drawing ------------------------------------------------------------
    def on_layout(self, width: int, height: int) -> None:
        """Title, panel and Back as one centred block; the banner, if any, under the panel.

        In a small window the sheet is rebuilt with its text (and controls) grown by up to
        :attr:`text_scale`, as far as it still fits; when the two columns would be too wide,
        the rules put their labels above their controls.
        """
        def fits() -> bool:
            return max(self.panel.rect.width, self._footer_width()) <= width - 40 and \
                self._block_height() <= height - 70

        def built_fits(s: float, stacked: bool, page: int | None) -> bool:
            self._rebuild(s, stacked, page)
            return fits()

        def build(paged: bool, s: float) -> None:
            for stacked in (False, True):
                # a paged sheet fits when every page does (the first that does not ends
                # the try); the one shown is built last
                pages = [p for p in range(len(PAGES)) if p != self.shown_page] + [
                    self.shown_page] if paged else [None]
                self._fitted = all(built_fits(s, stacked, page) for page in pages)
                if self._fitted:
                    return
            if self.page != pages[-1]:  # a page that did not fit ended the try
                self._rebuild(s, True, pages[-1])

        # The whole sheet at once while it holds the text at the player's size at least;
        # pages only where it cannot (a large text size in a 16:9 window).
        key = (type(self), width, height, self.shown_page)
        if fits_short_of(look.current().text_factor, self.text_scale, partial(build, False),
                         lambda: self._fitted, remember=(*key, False)):
            fit_text_scale(self.text_scale, partial(build, True), lambda: self._fitted,
                           remember=(*key, True))
        self._place(width, height)

    def _rebuild(self, s: float, stacked: bool, page: int | None) -> None:
        """Build the sheet at text scale ``s`` (keeping the keyboard on its row) and
        measure it."""
        if (s, stacked, page) != (self.text_k, self.stacked, self.page):
            key = self.rows[self.focus].key if self.focus is not None else None
            self.text_k, self.stacked, self.page = s, stacked, page
            build_sheet(self)
            self._sync()
            keys = [row.key for row in self.rows]
            self.focus = None if key is None else keys.index(key) if key in keys else 0
        self.ui.execute_layout()

    def _footer_buttons(self) -> list:
        """Back, then "Look and hand…", "Speech…" and "Play a friend…" where they open."""
        return [self.back_button] + [button for button, action in (
            (self.look_button, self.on_look), (self.speech_button, self.on_speech),
            (self.friend_button, self.on_friend)) if action]

    def _footer_width(self) -> float:
        row = self._footer_buttons()
        return sum(b.width for b in row) + 20 * self.text_k * (len(row) - 1)

    def _block_height(self) -> float:
        k = self.text_k
        return 110 * self.heading_scale(k) + self.panel.rect.height + 18 * k + \
            self.back_button.height

    def _place(self, width: int, height: int) -> None:
        k = self.text_k
        cx, mid = width / 2, height / 2
        self._hint.font_size = (theme.SMALL_SIZE - 1) * k
        self._hint.width = round(width - 48)
        panel_h = self.panel.rect.height
        block = self._block_height()
        top = mid + block / 2
        self._title.position = (cx, top)
        title_k = self.heading_scale(k)
        self._title.font_size = (theme.HEADING_SIZE + 8) * title_k
        self._ornament = (cx, top - 64 * title_k, 150 * title_k)
        panel_top = top - 110 * title_k
        self.anchor.clear()
        self.anchor.add(self.panel, anchor_x="center", anchor_y="top", align_y=panel_top - height)
        back_top = panel_top - panel_h - 18 * k
        self.footer.clear()
        # Back and the buttons of the other sheets beside it, as a centred row
        row = self._footer_buttons()
        gap = 20 * k
        x = -self._footer_width() / 2
        for button in row:
            self.footer.add(button, anchor_x="center", anchor_y="top",
                            align_x=x + button.width / 2, align_y=back_top - height)
            x += button.width + gap
        back_bottom = back_top - self.back_button.height
        # The banner (a rare warning) hangs under Back; the key hint goes below both.
        self.footer.add(self.banner, anchor_x="center", anchor_y="top",
                        align_y=back_bottom - 12 * k - height)
        self._hint.position = (cx, max(4.0 + self._hint.content_height, back_bottom - 14 * k))
        self.ui.trigger_render()

    def draw_scene(self) -> None:
        self._title.draw()
        draw_ornament(*self._ornament)
        if self.focus is not None and self.panel.rect.width > 0:
            rect = self.rows[self.focus].box.rect
            glow = theme.nine_patch((255, 255, 255, 26), theme.panel_text((*theme.GOLD, 150)), 12)
            glow.draw_rect(rect=rect)

    def draw_overlay(self) -> None:
        name = self.difficulty_focus
        if (self.focus is not None and self.rows[self.focus].key == "difficulty"
                and name != self.shown_difficulty and name in self.difficulty_pager.shown):
            draw_focus_ring(self.groups["difficulty"][name].rect)
        self._hint.draw()
