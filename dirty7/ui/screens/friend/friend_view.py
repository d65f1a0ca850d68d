"""The "Play a friend" screen: your name, then *Host a game* (the invite code, Copy,
waiting), *Join a game* (the code typed or pasted, the host's variant, Play) or *At this
computer* (two players' names, Play: :mod:`.here_page`).

Why one view over three steps: the steps share the name, the link and the way back (Esc
or Cancel go back one step and hang up); :class:`~dirty7.ui.screens.friend.friend_flow.
FriendFlow` knows the steps, this view draws the one it is at and builds it again when it
changes. The network is never waited on: the link's status is read in :meth:`on_update`.

Keyboard: Tab or ↓ / ↑ (← → between buttons) move the focus; Enter or Space press the
focused button, and in a field do the step's main thing (Host, Connect); Ctrl+V pastes
into the field, Ctrl+C copies the code; Esc goes back. Out of a field, H hosts, J joins,
A plays at this computer, C copies, P plays and T tries again. The clipboard is pyglet's
(``window.get_clipboard_text`` / ``set_clipboard_text``); where there is none (a
headless window) Copy says so and the code stays on screen to be read out.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from dirty7.i18n import N_, _
from dirty7.store.settings import MAX_DISPLAY_NAME
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.screens.friend.friend_flow import CHOOSE, HERE, JOIN, FriendFlow
from dirty7.ui.screens.friend.friend_panels import CODE_FIELD_CHARS, FriendPanel, build_panel
from dirty7.ui.screens.friend.here_page import names_problem
from dirty7.ui.widgets.confirm import draw_focus_ring
from dirty7.ui.widgets.menu_panel import shrink_to

log = logging.getLogger("dirty7.ui")

__all__ = ["FriendView"]

TITLE = N_("Play a friend")
NO_CLIPBOARD = N_("The clipboard cannot be reached here: read the code out instead.")
#: Keys out of a field that press a button of the step (when it has one).
SHORTCUTS = {arcade.key.H: "host", arcade.key.J: "join", arcade.key.C: "copy",
             arcade.key.P: "play", arcade.key.T: "again", arcade.key.A: "here"}
_ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER)
#: The main thing Enter does in a field, per page.
_FIELD_ENTER = {CHOOSE: "host", JOIN: "connect", HERE: "play_here"}
_LIMITS = {"name": MAX_DISPLAY_NAME, "code": CODE_FIELD_CHARS, "first": MAX_DISPLAY_NAME,
           "second": MAX_DISPLAY_NAME}


class FriendView(ScaledView):
    """The screen; ``start_host(name)`` / ``start_join(code, name)`` make a link (the
    App's), ``on_ready(link)`` opens the table, ``on_back()`` returns to the menu. The
    name typed is kept in ``settings`` (the app's :class:`LiveSettings`)."""

    def __init__(self, window: arcade.Window | None = None, *,
                 start_host: Callable[[str], Any], start_join: Callable[[str, str], Any],
                 on_ready: Callable[[Any], None], on_back: Callable[[], None] | None = None,
                 settings: LiveSettings | None = None,
                 start_here: Callable[[str, str], Any] | None = None,
                 here_names: tuple[str, str] = ("", "")) -> None:
        super().__init__(window)
        self.live = settings
        name = settings.value.display_name if settings is not None else ""
        self.flow = FriendFlow(start_host, start_join, on_ready, name=name,
                               save_name=self._save_name)
        self.on_back = on_back
        #: Two players at this computer (their names: ``start_here(first, second)``);
        #: None offers only Host and Join.
        self.start_here = start_here
        self.drafts = {"name": name, "code": "", "first": here_names[0],
                       "second": here_names[1]}
        self.copied = False
        self.built: FriendPanel | None = None
        self.focus: str | None = None  # the control the keyboard is on
        self.code_label = None
        self._built_for: tuple | None = None
        self._k = 1.0
        self._title = arcade.Text(_(TITLE), 0, 0, theme.CREAM, theme.HEADING_SIZE + 8,
                                  font_name=theme.TITLE_FONT, bold=True, anchor_x="center",
                                  anchor_y="top")
        self.anchor = gui.UIAnchorLayout()
        self.ui.add(self.anchor)

    # --- what the buttons do ----------------------------------------------------------
    def _save_name(self, name: str) -> None:
        if self.live is not None:
            self.live.change(display_name=name)  # a failed save is queued in the store

    def host(self) -> None:
        self._keep_drafts()
        self.copied = False
        self.flow.host(self.drafts["name"])
        self._refresh(focus="copy")

    def open_join(self) -> None:
        self._keep_drafts()
        self.flow.open_join(self.drafts["name"])
        self._refresh(focus="code")

    def open_here(self) -> None:
        """At this computer: the page of the two players' names."""
        self._keep_drafts()
        self.flow.open_here()
        self._refresh(focus="first")

    def play_here(self) -> None:
        """Both names are good: the table of two players at this computer."""
        self._keep_drafts()
        names, self.flow.message = names_problem(self.drafts["first"], self.drafts["second"])
        if names is None or self.start_here is None:
            self._refresh()
            return
        self.flow.handed_over = True  # no link to hang up: the table is shown
        self.start_here(*names)

    def connect(self) -> None:
        self._keep_drafts()
        self.flow.join(self.drafts["code"])
        self._refresh(focus="code" if self.flow.link is None else "play")

    def accept(self) -> None:
        self.flow.accept()
        self._refresh()

    def cancel(self) -> None:
        self._keep_drafts()
        self.flow.cancel()
        self._refresh(focus={CHOOSE: "host", JOIN: "code"}.get(self.flow.page))

    def try_again(self) -> None:
        self._keep_drafts()
        self.flow.try_again()
        self._refresh(focus="code" if self.flow.page == JOIN else "copy")

    def back(self) -> None:
        """Esc: back a step; from the first page, to the menu (hanging up, if need be)."""
        if self.flow.page != CHOOSE:
            self.cancel()
            return
        self._keep_drafts()
        self.flow.drop_link()
        if self.on_back is not None:
            self.on_back()

    def copy(self) -> None:
        """The invite code onto the clipboard (pyglet's), or why it cannot be."""
        link = self.flow.link
        if link is None or not getattr(link, "code", None):
            return
        try:
            self.window.set_clipboard_text(link.code)
            self.copied, self.flow.message = True, None
        except Exception:  # noqa: BLE001 - no clipboard (headless, a bare X server)
            log.info("no clipboard to copy the invite code to", exc_info=True)
            self.flow.message = _(NO_CLIPBOARD)
        self._refresh()

    def paste(self) -> None:
        """The clipboard's first line into the field the keyboard is on (or the code's)."""
        name = self.focus if self.built and self.focus in self.built.fields else (
            "code" if self.built and "code" in self.built.fields else None)
        if name is None:
            return
        try:
            text = self.window.get_clipboard_text() or ""
        except Exception:  # noqa: BLE001 - no clipboard here
            log.info("no clipboard to paste from", exc_info=True)
            self.flow.message = _(NO_CLIPBOARD)
            self._refresh()
            return
        line = "".join(c for c in (text.strip().splitlines() or [""])[0] if c.isprintable())
        self._focus_on(name)
        self.on_text(line.strip())

    # --- keeping the step on screen -------------------------------------------------------
    def _keep_drafts(self) -> None:
        for name, entry in (self.built.fields.items() if self.built else ()):
            self.drafts[name] = entry.text

    def _refresh(self, focus: str | None = None) -> None:
        """Build the step again if it changed; ``focus`` the control to put the keyboard
        on (else, at a new step, its first: the main button or the field)."""
        step = self._built_for[:2] if self._built_for else None
        if self._state() != self._built_for:
            self._keep_drafts()
            self.on_layout(self.fit.width, self.fit.height)
            assert self._built_for is not None and self.built is not None  # on_layout built them
            if focus is None and self._built_for[:2] != step:
                focus = next(iter(self.built.controls), None)
        if focus is not None and self.built and focus in self.built.controls:
            self._focus_on(focus)

    def _state(self) -> tuple:
        link = self.flow.link
        seen = (getattr(link, "code", None), getattr(link, "other_name", ""),
                getattr(link, "variant_text", None), getattr(link, "error", None),
                getattr(link, "other_fingerprint", None)) \
            if link is not None else None
        return (self.flow.page, self.flow.stage, self.flow.message, self.copied, seen,
                self.fit.width, self.fit.height)

    def _focus_on(self, key: str | None) -> None:
        """Put the keyboard on ``key``: a field is activated (typing goes there), any
        other field let go."""
        self.focus = key
        for name, entry in (self.built.fields.items() if self.built else ()):
            if name == key:
                entry.activate()
            elif entry.active:
                entry.deactivate()

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.flow.poll():
            return
        self._refresh()

    def on_hide_view(self) -> None:
        """Leaving the screen any other way than to the table hangs up."""
        if not self.flow.handed_over:
            self.flow.drop_link()
        super().on_hide_view()

    # --- layout and drawing ------------------------------------------------------------
    def on_layout(self, width: int, height: int) -> None:
        """The step's panel under the title, its text as large as :attr:`text_scale`
        asks, as far as it fits the window (what was typed is kept: a window resized
        while typing the code loses none of it).

        The state is read before the panel is built: the link changes on its own thread,
        and a state read after could already be newer than what the panel shows (the
        host's code then never appeared: "Making an invite code…" stayed)."""
        self._keep_drafts()
        state = self._state()

        def build(k: float) -> None:
            self._k = k
            self.built = built = build_panel(self, k)
            self.anchor.clear()
            self.anchor.add(built.panel, anchor_x="center", anchor_y="center",
                            align_y=-30 * k)
            self.ui.execute_layout()

        def fits() -> bool:
            assert self.built is not None  # ``build`` made it
            rect = self.built.panel.rect
            return rect.width <= width - 40 and rect.height + 130 * self._k <= height - 20

        fit_text_scale(self.text_scale, build, fits, remember=(type(self), width, height))
        self._built_for = state
        built = self.built
        assert built is not None  # ``build`` made it
        panel = built.panel.rect
        self._title.font_size = (theme.HEADING_SIZE + 8) * min(self._k, 1.15)
        self._title.position = (width / 2, min(height - 12, panel.top + 90 * min(self._k, 1.15)))
        shrink_to(self._title, self._title.font_size, width - 24)
        keep = self.focus
        self.focus = None
        self._focus_on(keep if keep in built.controls else next(iter(built.controls)))
        self.ui.trigger_render()

    def draw_scene(self) -> None:
        self._title.draw()

    def draw_overlay(self) -> None:
        if self.built and self.focus in self.built.controls and \
                self.focus not in self.built.fields:
            draw_focus_ring(self.built.controls[self.focus].rect)

    # --- keys and typing ---------------------------------------------------------------
    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        """A click into a field puts the keyboard there too."""
        handled = super().on_mouse_release(x, y, button, modifiers)
        for name, entry in (self.built.fields.items() if self.built else ()):
            if entry.active:
                self.focus = name
        return handled

    def _typing(self) -> bool:
        return self.built is not None and any(entry.active for entry in self.built.fields.values())

    def on_text(self, text: str) -> bool | None:
        """Typed (or pasted) text goes to the active field, no longer than it may be."""
        for name, entry in (self.built.fields.items() if self.built else ()):
            if entry.active:
                room = _LIMITS[name] - len(entry.text)
                text = "".join(c for c in text if c.isprintable())[:max(0, room)]
                return super().on_text(text) if text else True
        return None

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        ctrl = modifiers & (key.MOD_CTRL | key.MOD_ACCEL)
        if symbol == key.ESCAPE:
            self.back()
        elif ctrl and symbol == key.V:
            self.paste()
        elif ctrl and symbol == key.C:
            self.copy()
        elif symbol in (key.TAB, key.DOWN, key.UP) or (
                symbol in (key.LEFT, key.RIGHT) and not self._typing()):
            back = symbol in (key.UP, key.LEFT) or (symbol == key.TAB
                                                   and modifiers & key.MOD_SHIFT)
            self._move_focus(-1 if back else 1)
        elif symbol in _ENTER or (symbol == key.SPACE and not self._typing()):
            self._press_focused()
        elif self._typing():
            return True  # what is typed arrives as on_text / on_text_motion
        elif symbol in SHORTCUTS and self.built and SHORTCUTS[symbol] in self.built.actions:
            self.built.actions[SHORTCUTS[symbol]]()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def _move_focus(self, delta: int) -> None:
        keys = list(self.built.controls) if self.built else []
        if not keys:
            return
        i = keys.index(self.focus) if self.focus in keys else -delta if delta > 0 else 0
        self._focus_on(keys[(i + delta) % len(keys)])

    def _press_focused(self) -> None:
        if not self.built:
            return
        if self.focus in self.built.fields:
            action = _FIELD_ENTER.get(self.flow.page)
            if action in self.built.actions:
                self.built.actions[action]()
        elif self.focus in self.built.actions:
            self.built.actions[self.focus]()
