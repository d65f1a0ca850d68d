"""The Settings screen: every player setting on one sheet, saved the moment it changes.

Why save on every change instead of on "Back": a player who changes the card back and then
closes the window expects it to stick, and there is no "Cancel" a player would look for. A
save that fails (read-only or full data directory) is shown on the sheet and the new value
still applies for this session; the game never crashes over a settings file.

The window's ``settings`` attribute always holds the current
:class:`~dirty7.store.settings.Settings` (replaced, never mutated), so other views read
it when they need it.

Keyboard: Up/Down pick a row (a soft highlight shows which), Left/Right change it, Space or
Enter toggles an on/off row, Esc or Backspace go back. The difficulty row holds any number of
installed strategies (it pages, like the menu's); Left/Right there also stop on an
unavailable one, which is not chosen but says why in the line under the row (hovering it
does the same).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dirty7.store.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    Settings,
    load_settings,
    save_settings,
)
from dirty7.store.storage import Store
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.cards import CardSprite
from dirty7.ui.core.difficulties import describe, load_difficulty_options
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.widgets.banner import FixedLabel, MessageBanner, unseen_messages
from dirty7.ui.widgets.buttons import OptionButton, TableButton, button_style, on_click
from dirty7.ui.widgets.card_back import CardBackButton
from dirty7.ui.widgets.confirm import draw_focus_ring
from dirty7.ui.widgets.option_pager import OptionPager, fit_text, text_width
from dirty7.ui.widgets.ornament import draw_ornament
from dirty7.ui.widgets.slider import VolumeSlider
from dirty7.ui.widgets.toggle import ToggleSwitch

__all__ = [
    "ANIMATION_CHOICES",
    "FIRST_CHOICES_LABELS",
    "MATCH_TARGETS",
    "SettingsView",
    "current_settings",
]

ANIMATION_CHOICES: tuple[tuple[str, str], ...] = tuple(
    (name, name.capitalize()) for name in ANIMATION_SPEEDS)
FIRST_CHOICES_LABELS: tuple[tuple[str, str], ...] = (
    ("human", "You"), ("computer", "Computer"), ("alternate", "Alternate"),
)
#: Match targets offered; a different value from an edited file is shown as an extra option.
MATCH_TARGETS: tuple[int | None, ...] = (None, 50, 100, 200, 500)

LABEL_WIDTH = 212  # "Highlight playable" plus a clear gap before its switch
CONTROL_WIDTH = 330
RULE_LABEL_WIDTH = 164  # "Sevens stack" plus a clear gap before its switch
RULE_CONTROL_WIDTH = 340
LABEL_SIZE = theme.BODY_SIZE - 1
ROW_HEIGHT = 44
OPTION_GAP = 6
OPTION_FONT_SIZE = theme.BUTTON_SIZE - 2
#: Narrower than this (× text scale), a difficulty button could not show a word: it pages.
DIFFICULTY_MIN_WIDTH = 92
HINT = "Changes are saved as you make them  ·  ↑ ↓ choose  ·  ← → change  ·  Esc back"



def current_settings(window: Any, store: Store | None = None) -> Settings:
    """The window's settings, loaded from disk (and kept on the window) the first time."""
    existing = getattr(window, "settings", None)
    if isinstance(existing, Settings):
        return existing
    settings, _warning = load_settings(store)  # the warning is queued in the store
    window.settings = settings
    return settings


# --- the rows ----------------------------------------------------------------------------
@dataclass
class Row:
    """One setting on the sheet: its field, the box to highlight, and how keys change it."""

    key: str
    box: gui.UIWidget
    step: Callable[[int], None]
    toggle: Callable[[], None] | None = None


def _label(text: str, width: float, *, size: int = LABEL_SIZE, color=theme.TEXT,
           bold: bool = False) -> gui.UILabel:
    return FixedLabel(
        text, width, font_name=theme.BODY_FONT, font_size=size, text_color=color, bold=bold
    )


def _match_label(value: int | None) -> str:
    return "Off" if value is None else str(value)


class SettingsView(ScaledView):
    """The settings sheet. ``settings`` is the current value; every change is saved at once.

    ``back_to`` is the view Back returns to (``on_back`` overrides it); when it has a
    ``select`` method (the menu), the chosen default difficulty is preselected there.
    ``on_change`` receives every new Settings (the app keeps its own reference).
    ``message`` is the text shown in the banner (a load warning or a save error), or None.
    """

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        back_to: arcade.View | None = None,
        on_back: Callable[[], None] | None = None,
        on_change: Callable[[Settings], None] | None = None,
        strategies: Sequence | None = None,
        store: Store | None = None,
        on_look: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(window)
        self.on_look = on_look  # opens the "Look and hand" sheet (a button beside Back)
        self.back_to = back_to
        self.on_back = on_back
        self.on_change = on_change
        self.store = store
        self.settings = current_settings(self.window, store)
        self.load_warning = unseen_messages(store)
        self.save_error: str | None = None
        self.difficulties = load_difficulty_options(strategies)
        self.groups: dict[str, dict[Any, OptionButton]] = {}
        self.switches: dict[str, ToggleSwitch] = {}
        self.state_labels: dict[str, gui.UILabel] = {}
        self.card_backs: dict[str, CardBackButton] = {}
        self.rows: list[Row] = []
        self.focus: int | None = None
        self.difficulty_focus = self.shown_difficulty  # where ← → are in the difficulty row
        self._s = 1.0  # text scale the sheet is built at (see on_layout)
        self._stacked = False  # rule labels above their controls (a narrow, tall sheet)
        self._build_ui()
        self._sync()
        self._title = arcade.Text(
            "Settings", 0, 0, theme.CREAM, theme.HEADING_SIZE + 8, font_name=theme.TITLE_FONT,
            bold=True, anchor_x="center", anchor_y="top",
        )
        self._hint = arcade.Text(
            HINT, 0, 0, (*theme.TEXT_DIM, 170), theme.SMALL_SIZE - 1, font_name=theme.BODY_FONT,
            anchor_x="center", anchor_y="baseline",
        )
        self._ornament = (0.0, 0.0, 150.0)

    # --- the model ---------------------------------------------------------------------
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
        return "medium" if "medium" in usable else (usable[0] if usable else "")

    def change(self, **changes: Any) -> bool:
        """Apply ``changes`` at once: new Settings on the window, saved, widgets synced.

        Returns False when nothing changed. A failed save keeps the new value for this
        session and shows why in the banner.
        """
        new = self.settings.replace(**changes)
        if new == self.settings:
            return False
        self.settings = new
        self.window.settings = new
        if "animation_speed" in changes:
            CardSprite.set_speed(new.animation_speed)
        self.save_error = save_settings(new, self.store)
        unseen_messages(self.store)  # the error is shown here: not again elsewhere
        if self.on_change is not None:
            self.on_change(new)
        self._sync()
        return True

    # --- building ----------------------------------------------------------------------
    def _options(
        self, key: str, choices: Sequence[tuple[Any, str]], width: float, *,
        disabled: Sequence[Any] = (),
    ) -> gui.UIBoxLayout:
        k = self._s
        box = gui.UIBoxLayout(vertical=False, space_between=round(OPTION_GAP * k))
        count = max(1, len(choices))
        width *= k
        each = (width - round(OPTION_GAP * k) * (count - 1)) / count
        buttons: dict[Any, OptionButton] = {}
        for value, text in choices:
            button = OptionButton(text=text, value=str(value), width=each,
                                  height=(ROW_HEIGHT - 2) * k,
                                  size=round(OPTION_FONT_SIZE * k))
            button.disabled = value in disabled
            on_click(button, self._chooser(key, value))
            buttons[value] = button
            box.add(button)
        self.groups[key] = buttons
        return box

    def _chooser(self, key: str, value: Any) -> Callable[[], None]:
        def choose() -> None:
            self.change(**{key: value})

        return choose

    def _switch(self, key: str) -> gui.UIBoxLayout:
        k = self._s
        switch = ToggleSwitch(value=getattr(self.settings, key), width=62 * k, height=32 * k)

        @switch.event("on_change")
        def changed(event: gui.UIOnChangeEvent) -> None:
            self.change(**{key: bool(event.new_value)})

        state = _label("", 60 * k, color=theme.TEXT_DIM, size=round((theme.SMALL_SIZE + 1) * k))
        self.switches[key] = switch
        self.state_labels[key] = state
        box = gui.UIBoxLayout(vertical=False, space_between=round(14 * k), align="center")
        box.add(switch)
        box.add(state)
        return box

    def _row(self, label: str, control: gui.UIWidget, label_width: float = LABEL_WIDTH,
             note: str | None = None, stacked: bool = False) -> gui.UIBoxLayout:
        """A label and its control side by side (or the label above it when ``stacked``),
        with an optional note under them."""
        k = self._s
        line = gui.UIBoxLayout(vertical=stacked, space_between=round(6 * k) if stacked else 0,
                               align="left" if stacked else "center")
        text = _label(label, 0 if stacked else label_width * k, size=round(LABEL_SIZE * k))
        line.add(text)
        line.add(control)
        line.with_padding(left=12, right=12, top=4, bottom=4)
        if note is None:
            return line
        block = gui.UIBoxLayout(vertical=True, space_between=0, align="left")
        block.add(line)
        width = (RULE_CONTROL_WIDTH if stacked else label_width + CONTROL_WIDTH) * k
        size = round((theme.SMALL_SIZE - 1) * k)
        hint = _label(note, width, size=size, color=(*theme.TEXT_DIM, 200))
        if stacked:  # the note wraps under its control
            hint = FixedLabel(note, width, width=width, multiline=True, font_name=theme.BODY_FONT,
                              font_size=size, text_color=(*theme.TEXT_DIM, 200))
        hint.with_padding(left=12, bottom=4)
        block.add(hint)
        return block

    def _heading(self, text: str) -> gui.UILabel:
        k = self._s
        heading = _label(text, 200 * k, size=round((theme.SMALL_SIZE + 1) * k), color=theme.GOLD,
                         bold=True)
        heading.with_padding(left=12)
        return heading

    def _add_row(self, key: str, box: gui.UIWidget, step, toggle=None) -> gui.UIWidget:
        self.rows.append(Row(key, box, step, toggle))
        return box

    def _build_ui(self) -> None:
        s = self.settings
        k, stacked = self._s, self._stacked
        self.groups.clear()
        self.switches.clear()
        self.state_labels.clear()
        self.card_backs.clear()
        self.rows.clear()
        # Tighter than the rules: the difficulty row carries a note line under it.
        game = gui.UIBoxLayout(vertical=True, space_between=round(8 * k), align="left")
        game.add(self._heading("Game"))
        game.add(self._add_row("difficulty", self._difficulty_row(), self._step_difficulty))
        speed = self._options("animation_speed", ANIMATION_CHOICES, CONTROL_WIDTH)
        game.add(self._add_row(
            "animation_speed", self._row("Animation speed", speed),
            self._stepper("animation_speed", [v for v, _ in ANIMATION_CHOICES]),
        ))
        game.add(self._add_row(
            "highlight_playable", self._row("Highlight playable", self._switch(
                "highlight_playable")), self._flag_step("highlight_playable"),
            self._flag_toggle("highlight_playable"),
        ))
        game.add(self._add_row("sound", self._sound_controls(), self._flag_step("sound"),
                               self._flag_toggle("sound")))
        game.add(self._add_row("volume", self._volume_controls(), self._step_volume))

        rules = gui.UIBoxLayout(vertical=True, space_between=round(12 * k), align="left")
        rules.add(self._heading("Rules"))
        rules.add(self._add_row(
            "seven_stack",
            self._row("Sevens stack", self._switch("seven_stack"), RULE_LABEL_WIDTH,
                      "Each Seven answered adds four more cards to draw.", stacked),
            self._flag_step("seven_stack"), self._flag_toggle("seven_stack"),
        ))
        first = self._options("first", FIRST_CHOICES_LABELS, RULE_CONTROL_WIDTH)
        rules.add(self._add_row(
            "first",
            self._row("Who starts", first, RULE_LABEL_WIDTH,
                      "Alternate: the players take turns to start a game.", stacked),
            self._stepper("first", [v for v, _ in FIRST_CHOICES_LABELS]),
        ))
        targets = self._match_targets()
        match = self._options(
            "match_to", [(v, _match_label(v)) for v in targets], RULE_CONTROL_WIDTH
        )
        rules.add(self._add_row(
            "match_to",
            self._row("Match to", match, RULE_LABEL_WIDTH,
                      "The loser scores the cards left; first to the target loses.", stacked),
            self._stepper("match_to", targets),
        ))

        columns = gui.UIBoxLayout(vertical=False, space_between=round(36 * k), align="top")
        columns.add(game)
        columns.add(rules)

        backs = gui.UIBoxLayout(vertical=False, space_between=round(8 * k), align="center")
        for name in CARD_BACKS:
            button = CardBackButton(name, selected=name == s.card_back, scale=k)
            on_click(button, self._chooser("card_back", name))
            self.card_backs[name] = button
            backs.add(button)
        # A narrow sheet puts the label above the row of backs (it would not fit beside).
        back_row = gui.UIBoxLayout(vertical=stacked, space_between=round(6 * k) if stacked else 0,
                                   align="left" if stacked else "center")
        back_row.add(_label("Card back", 0 if stacked else LABEL_WIDTH * k,
                            size=round(LABEL_SIZE * k)))
        back_row.add(backs)
        back_row.with_padding(left=12, right=12, top=6, bottom=6)
        self._add_row("card_back", back_row, self._stepper("card_back", list(CARD_BACKS)))

        panel = gui.UIBoxLayout(vertical=True, space_between=round(18 * k), align="left")
        panel.add(columns)
        panel.add(back_row)
        panel.with_padding(top=20, bottom=22, left=20, right=20)
        panel.with_background(texture=theme.nine_patch(theme.PANEL, theme.PANEL_BORDER, 20))
        self.panel = panel

        self.back_button = TableButton(
            text="Back", width=200 * k, height=46 * k,
            style=button_style(size=round(theme.BUTTON_SIZE * k)),
        )
        on_click(self.back_button, self.back)
        self.look_button = TableButton(
            text="Look and hand…", width=220 * k, height=46 * k,
            style=button_style(size=round(theme.BUTTON_SIZE * k)),
        )
        on_click(self.look_button, lambda: self.on_look and self.on_look())
        self.banner = MessageBanner(round(980 * min(k, 1.2)))
        self.banner.show(self.message)

        anchor = gui.UIAnchorLayout()
        anchor.add(panel, anchor_x="center", anchor_y="center")
        self.ui.clear()
        self.ui.add(anchor)
        self.anchor = anchor
        self.footer = gui.UIAnchorLayout()  # Back and the banner; placed in on_layout
        self.ui.add(self.footer, layer=1)

    def _difficulty_row(self) -> gui.UIWidget:
        """The difficulty choice (paged when the strategies do not fit) and, under it, the
        line that describes the one hovered or focused, or says why it is unavailable."""
        k = self._s
        size = round(OPTION_FONT_SIZE * k)

        def make_button(name: str, text: str, width: float) -> OptionButton:
            button = OptionButton(text=text, value=name, width=width,
                                  height=(ROW_HEIGHT - 2) * k, size=size)
            option = self._difficulty(name)
            button.disabled = option is None or not option.available
            on_click(button, self._chooser("difficulty", name))
            gui.bind(button, "hovered", self._refresh_note)
            return button

        self.difficulty_pager = OptionPager(
            [(o.name, o.label) for o in self.difficulties], width=CONTROL_WIDTH * k,
            height=(ROW_HEIGHT - 2) * k, font_size=size, make_button=make_button,
            gap=round(OPTION_GAP * k), min_width=DIFFICULTY_MIN_WIDTH * k, arrow_width=30 * k,
            max_width=(CONTROL_WIDTH - 2 * OPTION_GAP) * k / 3,  # one or two: not wider
        )
        self.difficulty_pager.show(self.difficulty_focus)
        self.groups["difficulty"] = self.difficulty_pager.buttons
        line = gui.UIBoxLayout(vertical=False, align="center")
        line.add(_label("Difficulty", LABEL_WIDTH * k, size=round(LABEL_SIZE * k)))
        line.add(self.difficulty_pager)
        line.with_padding(left=12, right=12, top=4, bottom=2)
        width = (LABEL_WIDTH + CONTROL_WIDTH) * k
        self.difficulty_note = _label("", width, size=round((theme.SMALL_SIZE - 1) * k),
                                      color=(*theme.TEXT_DIM, 200))
        self.difficulty_note.with_padding(left=12)
        block = gui.UIBoxLayout(vertical=True, space_between=0, align="left")
        block.add(line)
        block.add(self.difficulty_note)
        return block

    def _difficulty(self, name: str):
        return next((o for o in self.difficulties if o.name == name), None)

    @property
    def described_difficulty(self) -> str:
        """The difficulty the note is about: the one under the mouse, else the focused one."""
        pager = self.difficulty_pager
        hovered = [name for name in pager.shown if pager.buttons[name].hovered]
        return hovered[0] if hovered else self.difficulty_focus

    def _refresh_note(self) -> None:
        """Describe the hovered or focused difficulty in one line: the page it is on when
        that fits, and, for an unavailable one, its reason before its (long) name."""
        option = self._difficulty(self.described_difficulty)
        note = self.difficulty_note
        width = note._min_width - note._padding_left - note._padding_right
        size = note._label.font_size
        if option is None:
            note.text = ""
            return
        text = describe(option, self.difficulty_pager.shortened.get(option.name, False))
        where = self.difficulty_pager.page_text
        tries = [f"{text}   ({where})" if where else text, text]
        if not option.available:
            tries.append(f"Unavailable: {option.reason or 'it cannot be loaded here'}.")
        note.text = next((t for t in tries if text_width(t, size) <= width),
                         fit_text(tries[-1], width, size))

    def _sound_controls(self) -> gui.UIWidget:
        return self._row("Sound", self._switch("sound"))

    def _volume_controls(self) -> gui.UIWidget:
        k = self._s
        self.volume_slider = VolumeSlider(value=round(self.settings.volume * 100), width=210 * k,
                                          height=30 * k)

        @self.volume_slider.event("on_change")
        def changed(_event: gui.UIOnChangeEvent) -> None:
            self.change(volume=round(float(self.volume_slider.value)) / 100)

        self.volume_label = _label("", 70 * k, color=theme.TEXT_DIM,
                                   size=round((theme.SMALL_SIZE + 1) * k))
        box = gui.UIBoxLayout(vertical=False, space_between=round(14 * k), align="center")
        box.add(self.volume_slider)
        box.add(self.volume_label)
        return self._row("Volume", box)

    def _match_targets(self) -> list[int | None]:
        targets = list(MATCH_TARGETS)
        if self.settings.match_to not in targets:
            targets.append(self.settings.match_to)
            targets = [None] + sorted(t for t in targets if t is not None)
        return targets

    # --- keyboard steps ----------------------------------------------------------------
    def _stepper(self, key: str, values: Sequence[Any]):
        def step(delta: int) -> None:
            current = getattr(self.settings, key)
            i = values.index(current) if current in values else 0
            self.change(**{key: values[(i + delta) % len(values)]})

        return step

    def _step_difficulty(self, delta: int) -> None:
        """Move along every difficulty: an available one is chosen (and saved), an
        unavailable one only focused, so the note says why it cannot be."""
        names = [o.name for o in self.difficulties]
        if not names:
            return
        i = names.index(self.difficulty_focus) if self.difficulty_focus in names else 0
        self.difficulty_focus = names[(i + delta) % len(names)]
        self.difficulty_pager.show(self.difficulty_focus)
        option = self._difficulty(self.difficulty_focus)
        if not (option.available and self.change(difficulty=option.name)):
            self._refresh_note()

    def _flag_step(self, key: str):
        def step(delta: int) -> None:
            self.change(**{key: delta > 0})

        return step

    def _flag_toggle(self, key: str):
        def toggle() -> None:
            self.change(**{key: not getattr(self.settings, key)})

        return toggle

    def _step_volume(self, delta: int) -> None:
        volume = min(1.0, max(0.0, round(self.settings.volume * 20 + delta) / 20))
        self.change(volume=volume)

    # --- syncing widgets with the model ------------------------------------------------
    def _sync(self) -> None:
        s = self.settings
        marks = {
            "difficulty": self.shown_difficulty,
            "animation_speed": s.animation_speed,
            "first": s.first,
            "match_to": s.match_to,
        }
        for key, buttons in self.groups.items():
            for value, button in buttons.items():
                button.selected = value == marks[key]
        for key, switch in self.switches.items():
            on = bool(getattr(s, key))
            switch.value = on
            self.state_labels[key].text = "On" if on else "Off"
        for name, button in self.card_backs.items():
            button.selected = name == s.card_back
        percent = round(s.volume * 100)
        if round(float(self.volume_slider.value)) != percent:
            self.volume_slider.value = percent
        self.volume_slider.disabled = not s.sound
        self.volume_label.text = f"{percent}%" if s.sound else "Muted"
        if self._difficulty(self.difficulty_focus) is None or (
                self._difficulty(self.difficulty_focus).available
                and self.difficulty_focus != self.shown_difficulty):
            self.difficulty_focus = self.shown_difficulty  # a click chose another one
        self.difficulty_pager.show(self.difficulty_focus)
        self._refresh_note()
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

    # --- events ------------------------------------------------------------------------
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol in (key.ESCAPE, key.BACKSPACE):
            self.back()
        elif symbol in (key.DOWN, key.TAB):
            self.focus = 0 if self.focus is None else (self.focus + 1) % len(self.rows)
        elif symbol == key.UP:
            self.focus = len(self.rows) - 1 if self.focus is None else (
                (self.focus - 1) % len(self.rows)
            )
        elif symbol in (key.LEFT, key.RIGHT) and self.focus is not None:
            self.rows[self.focus].step(-1 if symbol == key.LEFT else 1)
        elif symbol in (key.SPACE, key.ENTER, key.RETURN) and self.focus is not None:
            row = self.rows[self.focus]
            (row.toggle or (lambda: row.step(1)))()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    # --- layout and drawing ------------------------------------------------------------
    def on_layout(self, width: int, height: int) -> None:
        """Title, panel and Back as one centred block; the banner, if any, under the panel.

        In a small window the sheet is rebuilt with its text (and controls) grown by up to
        :attr:`text_scale`, as far as it still fits; when the two columns would be too wide,
        the rules put their labels above their controls.
        """
        def build(s: float) -> None:
            for stacked in (False, True):
                self._rebuild(s, stacked)
                if self.panel.rect.width <= width - 40:
                    break

        fit_text_scale(self.text_scale, build, lambda: (
            self.panel.rect.width <= width - 40 and self._block_height() <= height - 90))
        self._place(width, height)

    def _rebuild(self, s: float, stacked: bool) -> None:
        """Build the sheet at text scale ``s`` (keeping the keyboard focus) and measure it."""
        if (s, stacked) != (self._s, self._stacked):
            self._s, self._stacked = s, stacked
            self._build_ui()
            self._sync()
        self.ui.execute_layout()

    def _block_height(self) -> float:
        k = self._s
        return 110 * k + self.panel.rect.height + 18 * k + self.back_button.height

    def _place(self, width: int, height: int) -> None:
        k = self._s
        cx, mid = width / 2, height / 2
        self._title.font_size = (theme.HEADING_SIZE + 8) * k
        self._hint.font_size = (theme.SMALL_SIZE - 1) * k
        panel_h = self.panel.rect.height
        block = self._block_height()
        top = mid + block / 2
        self._title.position = (cx, top)
        self._ornament = (cx, top - 64 * k, 150 * k)
        panel_top = top - 110 * k
        self.anchor.clear()
        self.anchor.add(self.panel, anchor_x="center", anchor_y="top", align_y=panel_top - height)
        back_top = panel_top - panel_h - 18 * k
        self.footer.clear()
        beside = self.on_look is not None  # Back and "Look and hand…" side by side
        self.footer.add(self.back_button, anchor_x="center", anchor_y="top",
                        align_x=-120 * k if beside else 0, align_y=back_top - height)
        if beside:
            self.footer.add(self.look_button, anchor_x="center", anchor_y="top",
                            align_x=120 * k, align_y=back_top - height)
        back_bottom = back_top - self.back_button.height
        # The banner (a rare warning) hangs under Back; the key hint goes below both.
        self.footer.add(self.banner, anchor_x="center", anchor_y="top",
                        align_y=back_bottom - 12 * k - height)
        self._hint.position = (cx, max(8.0, min(back_bottom - 30 * k, back_bottom / 2)))
        self.ui.trigger_render()

    def draw_scene(self) -> None:
        self._title.draw()
        draw_ornament(*self._ornament)
        if self.focus is not None and self.panel.rect.width > 0:
            rect = self.rows[self.focus].box.rect
            glow = theme.nine_patch((255, 255, 255, 26), (*theme.GOLD, 150), 12)
            glow.draw_rect(rect=rect)

    def draw_overlay(self) -> None:
        name = self.difficulty_focus
        if (self.focus is not None and self.rows[self.focus].key == "difficulty"
                and name != self.shown_difficulty and name in self.difficulty_pager.shown):
            draw_focus_ring(self.groups["difficulty"][name].rect)
        self._hint.draw()
