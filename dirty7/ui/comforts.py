"""Playing comforts for the table: hint, keyboard play, sounds, game log, shortcuts overlay.

Why a mixin: :class:`dirty7.ui.table.TableView` owns the game, the animation queue and
the pointer; these comforts only listen to it (a shown event, an idle table, a key) and
draw a little on top. Keeping them here leaves the table's own code about the table, with
one-line hooks where the two meet:

- ``_init_comforts`` (construction), ``_build_comfort_widgets`` / ``_place_comfort_widgets``
  (the Hint, Log and ? buttons beside Menu),
- ``_comforts_on_enqueue`` (a move was made), ``_comforts_on_step`` (an event is shown),
  ``_comforts_on_idle`` (nothing left to show), ``_comforts_update`` (each frame),
- ``_comforts_key`` (a key, before the table's own handling), ``_refuse`` (a refused move),
- ``_draw_comforts_under`` / ``_draw_comforts_over_cards`` / ``_draw_comforts_overlay``.
"""

from __future__ import annotations

import logging
import weakref

from dirty7.ui.bootstrap import arcade, gui
from dirty7.ui.hint import (
    HINT_COLOR,
    HINT_RAISE,
    HINT_SPEC,
    HintAdvisor,
    draw_box_glow,
    draw_card_glow,
    draw_outline,
    hint_text,
)
from dirty7.ui.keyboard import FOCUS_COLOR, GAME_ACTIONS, HandFocus, action_for
from dirty7.ui.layout import PILE_SCALE, Slot, card_size
from dirty7.ui.log_panel import GameLog, LogPanel
from dirty7.ui.shortcuts import ShortcutsOverlay
from dirty7.ui.sound_cues import SoundCues, board_for, settings_of
from dirty7.ui.widgets import TableButton

log = logging.getLogger("dirty7.ui")

#: Window → its size before it went full screen (the window outlives the tables).
_WINDOWED_SIZE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def toggle_fullscreen(window) -> None:
    """Full screen on or off; leaving it gives the window back the size it had before.

    Why not only ``window.set_fullscreen``: on X11 pyglet makes a new window for the
    switch and, with Arcade's DPI setting, sizes it from the size it was *created* with,
    not the one the player had resized it to. And the key that asked for the switch is
    released over the new window, so pyglet still counts it as held and would take its
    next press for an auto-repeat: every second F11 would be lost. pyglet notes the key
    as held only after this handler returns, so the caller forgets held keys on the next
    frame (:func:`forget_held_keys`).
    """
    if window.fullscreen:
        window.set_fullscreen(False)
        size = _WINDOWED_SIZE.pop(window, None)
        if size is not None and tuple(window.get_size()) != size:
            window.set_size(*size)
    else:
        _WINDOWED_SIZE[window] = tuple(window.get_size())
        window.set_fullscreen(True)


def forget_held_keys(window) -> None:
    """Forget the keys pyglet counts as held (the window was made anew: none are)."""
    pressed = getattr(window, "pressed_keys", None)
    if pressed is not None:
        pressed.clear()


class TableComforts:
    """Hint, keyboard, sound, log and help for a TableView (see the module docstring)."""

    # --- set-up ----------------------------------------------------------------------------
    def _init_comforts(self, sounds=None, hint_spec: str = HINT_SPEC) -> None:
        seat = self.human.index(True) if any(self.human) else 0
        self.my_seat = seat
        self.hint = HintAdvisor(hint_spec, seed=self.seed or 0)
        self._hint_pending = False
        self.focus = HandFocus()
        self.game_log = GameLog(self.names, viewer=seat)
        for _seat, _move, events in self.game.history:  # a resumed game: what went before
            self.game_log.add_past(events)
        self.log_panel = LogPanel(self.game_log)
        self.shortcuts = ShortcutsOverlay()
        self.sounds = SoundCues(sounds if sounds is not None else board_for(self.window),
                                self.human)
        self.fullscreen_requests = 0
        self._keys_stale = False  # the window was switched: forget held keys next frame

    def _build_comfort_widgets(self) -> None:
        self.hint_button = TableButton(text="Hint", width=80, height=42)
        self.hint_button.on_click = lambda _e=None: self.request_hint()  # type: ignore[method-assign]
        self.log_button = TableButton(text="Log", width=80, height=42)
        self.log_button.on_click = lambda _e=None: self.toggle_log()  # type: ignore[method-assign]
        self.help_button = TableButton(text="?", width=42, height=42)
        self.help_button.on_click = lambda _e=None: self.shortcuts.toggle()  # type: ignore[method-assign]
        self._comfort_holder = gui.UIAnchorLayout()
        self.ui.add(self._comfort_holder)

    def _place_comfort_widgets(self) -> None:
        """The three small buttons in a row right of Menu; the log panel below them."""
        h = self.fit.height
        box = self.layout.menu_button
        self._comfort_holder.clear()
        x = box.right + 8
        for button in (self.hint_button, self.log_button, self.help_button):
            self._comfort_holder.add(button, anchor_x="left", anchor_y="top", align_x=x,
                                     align_y=-(h - box.top))
            x += button.width + 8
        text_scale = self.text_scale  # readable in small windows
        top = box.bottom - 16
        bottom = self.layout.status_pos[1] + 14
        height = min(top - bottom, 470.0 * text_scale)
        self.log_panel.place(box.left, top - height, 330.0, height, text_scale)

    # --- the hint --------------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask Hard for the player's move; shown when ready. False (and why) when not now."""
        game = self.game
        if game.is_over:
            self.toast.show("The game is over")
            return False
        if not game.is_human_turn():
            self._not_your_turn()
            return False
        if self._picking is not None:
            self.toast.show("Name a suit for the Jack first (1–4)")
            return False
        if not self.is_idle:
            self._hint_pending = True  # asked again once the cards have settled
            return True
        ply = game.moves_played
        if self.hint.move is not None and self.hint.ply == ply:
            self.toast.show(hint_text(self.hint.move), duration=4.0)
            return True
        if not self.hint.thinking:
            self.hint.request(game.view(self.my_seat), ply)
            self.toast.show("Looking for a hint…", duration=3.0)
        return True

    def hinted_card(self) -> int | None:
        """The hand card the hint points at, if any."""
        move = self.hint.move
        if move is None or move.card is None or self.hint.ply != self.game.moves_played:
            return None
        return int(move.card)

    def _lift_hinted(self, key: int, slot: Slot) -> Slot:
        """The hinted card stands a little higher than the other playable cards."""
        if key == self.hinted_card():
            return Slot(slot.x, slot.y + HINT_RAISE, slot.angle, slot.scale)
        return slot

    def _update_hint(self, delta_time: float) -> None:
        ply = self.game.moves_played
        if self.hint.move is not None and self.hint.ply != ply:
            self.hint.clear()  # somebody moved: the advice is stale
        if self._hint_pending and self.human_to_move:
            self._hint_pending = False
            self.request_hint()
        if self.hint.poll(delta_time, ply) is not None:
            self.toast.show(hint_text(self.hint.move), duration=4.0)
            self._place_all(duration=0.18)

    # --- keys --------------------------------------------------------------------------------
    def _comforts_key(self, symbol: int, modifiers: int) -> bool:
        """Handle a comfort key; False lets the table handle it (picker, Esc, skipping)."""
        action = action_for(symbol, modifiers)
        if self.shortcuts.is_open:
            if action == "help" or symbol == arcade.key.ESCAPE:
                self.shortcuts.close()
                return True
            if action not in ("fullscreen", "mute"):
                return True  # the overlay is modal while it is read
        if action is None:
            return False
        if action == "help":
            self.shortcuts.toggle()
        elif action == "fullscreen":
            self.toggle_fullscreen()
        elif action == "mute":
            self.toggle_mute()
        elif action == "log":
            self.toggle_log()
        elif action == "hint":
            self.request_hint()
        elif action in GAME_ACTIONS:
            if self.picker.is_open:
                return False  # the picker is modal
            self._game_key(action)
        return True

    def _my_hand(self) -> list[int]:
        from dirty7.ui.table import sorted_hand

        return [int(c) for c in sorted_hand(self.state.hands[self.my_seat])]

    def _playable(self) -> set[int]:
        return self.legal_cards() if self.game.to_move == self.my_seat else set()

    def _game_key(self, action: str) -> None:
        if action in ("left", "right"):
            self.focus.move(self._my_hand(), self._playable(), -1 if action == "left" else 1)
        elif action == "play":
            card = self.focus.follow(self._my_hand(), self._playable())
            self.focus.visible = True
            if card is not None:
                self.play_card(card)
        elif action == "draw":
            self.draw()
        elif action == "pass":
            self.pass_turn()

    def toggle_fullscreen(self) -> None:
        """F11: full screen on/off (the window lays the table out again by itself)."""
        self.fullscreen_requests += 1
        self._keys_stale = True
        try:
            toggle_fullscreen(self.window)
        except Exception as exc:  # noqa: BLE001 - a window manager may refuse
            log.warning("full screen failed: %s", exc)
            self.toast.show("Full screen is not available here")

    def toggle_mute(self) -> bool:
        """M: sound on/off, said in a toast and kept in the settings. True when on."""
        on = self.sounds.toggle_mute()
        self.toast.show("Sound on" if on else "Sound off", duration=1.4)
        settings = settings_of(self.window)
        if settings is not None and getattr(settings, "sound", on) != on:
            settings.sound = on
            try:
                from dirty7.settings import save_settings

                warning = save_settings(settings)
                if warning:
                    log.warning("%s", warning)
            except Exception as exc:  # noqa: BLE001 - not saved is not a reason to stop
                log.warning("sound setting not saved: %s", exc)
        return on

    def toggle_log(self) -> bool:
        return self.log_panel.toggle()

    # --- hooks from the table ----------------------------------------------------------------
    def _refuse(self, reason: str) -> None:
        """A move was refused: say why, with the illegal-move sound."""
        self.toast.show(reason, kind="error")
        self.sounds.illegal()

    def _comforts_on_enqueue(self, events) -> None:
        self.game_log.add_move(events)

    def _comforts_on_step(self, event) -> None:
        self.game_log.on_step(event)
        self.sounds.on_step(event)

    def _comforts_on_idle(self) -> None:
        if self.game.to_move == self.my_seat and not self.game.is_over:
            self.focus.reset(self._my_hand(), self._playable())

    def _comforts_update(self, delta_time: float) -> None:
        if self._keys_stale:
            self._keys_stale = False
            forget_held_keys(self.window)
        self.sounds.update(delta_time)
        self._update_hint(delta_time)

    def _comforts_close(self) -> None:
        self.hint.close()

    # --- drawing -------------------------------------------------------------------------------
    def _comforts_under_active(self) -> bool:
        """Whether :meth:`_draw_comforts_under` draws anything this frame."""
        return (self.hint.move is not None and self.hint.ply == self.game.moves_played
                and self.is_idle)

    def _draw_comforts_under(self) -> None:
        """Halos under the cards and widgets: the hinted card, the stock or Pass."""
        move = self.hint.move
        if not self._comforts_under_active():
            return
        key = self.hinted_card()
        if key is not None and key in self.sprites and key != self._picking:
            draw_card_glow(self.sprites[key])
        elif move.is_draw:
            w, h = card_size(PILE_SCALE)
            draw_box_glow(self.layout.stock.x, self.layout.stock.y, w, h)
        elif move.is_pass and self._pass_holder.visible:
            r = self.pass_button.rect
            x, y = r.center
            draw_box_glow(x, y, r.width, r.height)

    def _draw_comforts_over_cards(self) -> None:
        """Outlines over the cards (hint gold, keyboard focus blue) and the log panel."""
        mine = self.game.to_move == self.my_seat and not self.game.is_over and self.is_idle
        key = self.hinted_card()
        if mine and key is not None and key in self.sprites and key != self._picking:
            sprite = self.sprites[key]
            draw_outline(sprite.center_x, sprite.center_y, sprite.width, sprite.height,
                         HINT_COLOR, angle=sprite.angle, pad=3, width=3)
        focus = self.focus.card
        if (mine and self.focus.visible and focus in self.sprites and self._picking is None
                and (self.drag is None or int(self.drag.card) != focus)):
            sprite = self.sprites[focus]
            draw_outline(sprite.center_x, sprite.center_y, sprite.width, sprite.height,
                         FOCUS_COLOR, angle=sprite.angle, pad=7, width=3)
        self.log_panel.draw()

    def _draw_comforts_overlay(self) -> None:
        """Over the widgets: the hint's outline on Pass, then the shortcuts overlay."""
        move = self.hint.move
        if (move is not None and move.is_pass and self._pass_holder.visible
                and self.hint.ply == self.game.moves_played):
            r = self.pass_button.rect
            x, y = r.center
            draw_outline(x, y, r.width, r.height, HINT_COLOR, pad=4, width=3)
        self.shortcuts.draw(self.fit.width, self.fit.height)


__all__ = ["TableComforts", "forget_held_keys", "toggle_fullscreen"]
