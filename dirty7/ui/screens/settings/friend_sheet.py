"""The "Play a friend" settings: your name (what a friend sees) and the relay's address.

Why a sheet of its own, opened from Settings (like "Look and hand"): the Settings sheet
already fills a 16:9 window, and these two are text, typed, not chosen with ← →. A field
is saved when Enter is pressed in it or the sheet is left, through the app's one
:class:`~dirty7.ui.core.live_settings.LiveSettings`; a value that cannot be one (a name
over 40 characters, an address that is not ws:// or wss://) is refused in plain words on
the sheet and the setting keeps its value. Leaving with such a value says so once; a
second Back (or Esc) leaves without it.

Keyboard: Tab or ↓ / ↑ move between the fields and Back, Enter saves a field (and goes
to the next), Ctrl+V pastes, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.i18n import N_, _
from dirty7.store.settings import (
    DEFAULT_RELAY_URL,
    MAX_DISPLAY_NAME,
    clean_display_name,
    clean_relay_url,
)
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.deal_entry import DealField
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.widgets.banner import FixedLabel, MessageBanner
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click
from dirty7.ui.widgets.confirm import draw_focus_ring

__all__ = ["FIELDS", "FriendSettingsView"]

#: The fields: setting, label, note, how it is checked, the longest text it takes.
FIELDS: tuple[tuple[str, str, str, Callable[[str], str], int], ...] = (
    ("display_name", N_("Your name"), N_("What your friend sees (at most {count} characters)."),
     clean_display_name, MAX_DISPLAY_NAME),
    ("relay_url", N_("Relay"), N_("Where the programs meet: {address} is this computer; "
                                  "wss://… behind a TLS proxy (README)."), clean_relay_url, 200),
)
#: What a field's note names (its placeholders).
NOTE_VALUES = {"count": MAX_DISPLAY_NAME, "address": DEFAULT_RELAY_URL}
HINT = N_("Enter saves  ·  Tab next  ·  Ctrl+V pastes  ·  Esc back")
LABEL_WIDTH, FIELD_WIDTH = 150, 520


class FriendSettingsView(ScaledView):
    """The sheet of ``settings``; ``on_back()`` leaves it."""

    def __init__(self, window: arcade.Window | None = None, *,
                 settings: LiveSettings, on_back: Callable[[], None] | None = None) -> None:
        super().__init__(window)
        self.live, self.on_back = settings, on_back
        self.fields: dict[str, DealField] = {}
        self.message: str | None = None
        self.warned = False  # Back was refused once for a bad value
        self.focus = 0  # index into the fields, then Back
        self._k = 1.0
        self._title = arcade.Text(_("Play a friend"), 0, 0, theme.CREAM, theme.HEADING_SIZE + 8,
                                  font_name=theme.TITLE_FONT, bold=True, anchor_x="center",
                                  anchor_y="top")
        self._hint = arcade.Text(_(HINT), 0, 0, theme.TEXT_DIM, theme.SMALL_SIZE - 1,
                                 font_name=theme.BODY_FONT, anchor_x="center")
        self.anchor = gui.UIAnchorLayout()
        self.ui.add(self.anchor)

    # --- saving ------------------------------------------------------------------------
    def save(self, key: str) -> bool:
        """Save the field ``key`` as typed (checked); False, and why on the sheet, if not."""
        _key, label, _note, clean, _limit = next(f for f in FIELDS if f[0] == key)
        try:
            value = clean(self.fields[key].text)
            if key == "relay_url" and not value:
                raise ValueError("a relay address starts with ws:// or wss://")
        except ValueError as error:
            self.message = f"{_(label)}: {error}."
            self.banner.show(self.message)
            return False
        self.fields[key].text = value
        self.live.change(**{key: value})
        self.message = self.live.save_error
        self.banner.show(self.message)
        return True

    def back(self) -> None:
        """Save both fields and leave; a bad value keeps the sheet open once, saying why."""
        saved = all([self.save(key) for key, *_rest in FIELDS])
        if not saved and not self.warned:
            self.warned = True
            return
        if self.on_back is not None:
            self.on_back()

    # --- building ----------------------------------------------------------------------
    def _build(self, k: float) -> None:
        self._k = k
        typed = {key: entry.text for key, entry in self.fields.items()}
        size = round((theme.BODY_SIZE - 1) * k)
        column = gui.UIBoxLayout(vertical=True, space_between=round(12 * k), align="left")
        self.fields = {}
        for key, label, note, _clean, _limit in FIELDS:
            line = gui.UIBoxLayout(vertical=False, align="center", space_between=round(12 * k))
            line.add(FixedLabel(_(label), LABEL_WIDTH * k, font_name=theme.BODY_FONT,
                                font_size=size, text_color=theme.panel_text(theme.TEXT)))
            entry = _field(typed.get(key, getattr(self.live.value, key)), k)
            self.fields[key] = entry
            line.add(entry)
            column.add(line)
            note = _(note).format(**NOTE_VALUES)
            column.add(FixedLabel(note, (LABEL_WIDTH + FIELD_WIDTH) * k, width=(
                LABEL_WIDTH + FIELD_WIDTH) * k, multiline=True, font_name=theme.BODY_FONT,
                font_size=round((theme.SMALL_SIZE - 1) * k),
                text_color=theme.panel_text(theme.TEXT_DIM)))
        column.with_padding(top=20, bottom=22, left=24, right=24)
        column.with_background(texture=theme.nine_patch(*theme.panel_colors(), 20))
        self.panel = column
        self.back_button = TableButton(text=_("Back"), width=200 * k, height=46 * k,
                                       style=button_style(size=round(theme.BUTTON_SIZE * k)))
        on_click(self.back_button, self.back)
        self.banner = MessageBanner(round(820 * min(k, 1.2)))
        self.banner.show(self.message)
        box = gui.UIBoxLayout(vertical=True, space_between=round(18 * k), align="center")
        for part in (column, self.back_button, self.banner):
            box.add(part)
        self.anchor.clear()
        self.anchor.add(box, anchor_x="center", anchor_y="center", align_y=-20 * k)
        self.box = box
        self.ui.execute_layout()

    def on_layout(self, width: int, height: int) -> None:
        fit_text_scale(self.text_scale, self._build, lambda: (
            self.box.rect.width <= width - 40 and self.box.rect.height + 150 * self._k
            <= height))
        top = self.box.rect.top + 30 + 60 * self._k
        self._title.font_size = (theme.HEADING_SIZE + 8) * self.heading_scale(self._k)
        self._title.position = (width / 2, min(height - 10, top + 20))
        self._hint.font_size = (theme.SMALL_SIZE - 1) * self._k
        self._hint.position = (width / 2, max(8, self.box.rect.bottom - 30 * self._k))
        self._focus_on(self.focus)

    def draw_scene(self) -> None:
        self._title.draw()

    def draw_overlay(self) -> None:
        if self.focus == len(FIELDS):
            draw_focus_ring(self.back_button.rect)
        self._hint.draw()

    # --- keys --------------------------------------------------------------------------
    def _focus_on(self, index: int) -> None:
        self.focus = index % (len(FIELDS) + 1)
        for i, entry in enumerate(self.fields.values()):
            if i == self.focus:
                entry.activate()
            elif entry.active:
                entry.deactivate()

    def _active(self) -> str | None:
        return next((key for key, entry in self.fields.items() if entry.active), None)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        handled = super().on_mouse_release(x, y, button, modifiers)
        active = self._active()
        if active is not None:
            self.focus = list(self.fields).index(active)
        return handled

    def on_text(self, text: str) -> bool | None:
        active = self._active()
        if active is None:
            return None
        limit = next(f[4] for f in FIELDS if f[0] == active)
        text = "".join(c for c in text if c.isprintable())
        text = text[:max(0, limit - len(self.fields[active].text))]
        return super().on_text(text) if text else True

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key, active = arcade.key, self._active()
        if symbol == key.ESCAPE:
            self.back()
        elif symbol == key.V and modifiers & (key.MOD_CTRL | key.MOD_ACCEL):
            self._paste()
        elif symbol in (key.TAB, key.DOWN, key.UP):
            back = symbol == key.UP or (symbol == key.TAB and modifiers & key.MOD_SHIFT)
            self._focus_on(self.focus + (-1 if back else 1))
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            if active is None:
                self.back()
            elif self.save(active):
                self._focus_on(self.focus + 1)
        elif active is None and symbol == key.SPACE and self.focus == len(FIELDS):
            self.back()
        elif active is None:
            return super().on_key_press(symbol, modifiers)
        return True

    def _paste(self) -> None:
        if self._active() is None:
            return
        try:
            text = self.window.get_clipboard_text() or ""
        except Exception:  # noqa: BLE001 - no clipboard here (headless)
            self.message = _("The clipboard cannot be reached here.")
            self.banner.show(self.message)
            return
        self.on_text((text.strip().splitlines() or [""])[0].strip())


def _field(text: str, k: float) -> DealField:
    """A one-line text field at text scale ``k``, in the panel's colours."""
    size = round((theme.BODY_SIZE - 1) * k)
    dark = theme.panel_text(theme.TEXT) == theme.TEXT
    well, ring = ((0, 0, 0, 90), (0, 0, 0, 130)) if dark else \
        ((255, 255, 255, 255), (236, 236, 230, 255))
    look = gui.UIInputText.UIStyle(bg=well, border=theme.panel_text((*theme.GOLD_DARK, 255)),
                                   border_width=2)
    lit = gui.UIInputText.UIStyle(bg=ring, border=theme.panel_text((*theme.GOLD, 255)),
                                  border_width=3)
    return DealField(width=FIELD_WIDTH * k, height=38 * k, text=text, font_name=theme.BODY_FONT,
                     font_size=size, text_color=theme.panel_text(theme.CREAM),
                     caret_color=theme.panel_text(theme.CREAM),
                     style={"normal": look, "hover": lit, "press": lit, "disabled": look,
                            "invalid": look})
