"""The card table on screen: draws a :class:`TableFlow` and forwards input to it.

How it fits together: the flow (no Arcade) owns the game, the event queue and the
turn; this view subscribes to it and moves card sprites (:mod:`.sprites`) as events are
shown, draws the felt from a shadow cache (:mod:`.backdrop`), the texts and buttons
(:mod:`.hud`), and routes the pointer (:mod:`.input`) and keys. The comforts are parts
that subscribe to the flow themselves and draw in the view's layers: the hint, the
keyboard focus, the game log, the sounds and the shortcuts overlay.

Input: press a card to lift it, drag it onto the waste to play it; double-click plays;
click the stock to draw; a Jack opens the suit picker. Skipping (any click or key while a
move is shown) plays the rest of the queue at once and finishes every tween; then only
keys and buttons that ask nothing of the game (Esc, H, L, W, M, ?, F11, E; Menu, Hint,
Log, Why?, ?) also do their job.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from dirty7.game.controller import Game
from dirty7.game.table.shown_state import CardRelabelled
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.rules import CardDealt, CardDrawn, CardPlayed, StockRefilled, SuitNamed, UpCardTurned
from dirty7.ui.core import full_collections, theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.card_sprites import preload_textures
from dirty7.ui.core.layout import TableLayout, card_factor
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.motion_report import reports_motion
from dirty7.ui.core.scaling import ScaledView
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.core.tool_row import TOOL_NAMES
from dirty7.ui.table.backdrop import ShadowCache, draw_pile_outlines
from dirty7.ui.table.drop_cues import CuesPart
from dirty7.ui.table.fullscreen import forget_held_keys, refused_words, toggle_fullscreen
from dirty7.ui.table.game_log import GameLogPart
from dirty7.ui.table.glow import HINT_COLOR
from dirty7.ui.table.hint_glow import HintPart
from dirty7.ui.table.hud import Hud
from dirty7.ui.table.input import LIFT, PointerInput
from dirty7.ui.table.keyboard_focus import (
    HandOrderKey,
    KeyboardFocus,
    action_for,
    acts_after_skip,
)
from dirty7.ui.table.shortcuts import ShortcutsPart
from dirty7.ui.table.side_room import SideSlot
from dirty7.ui.table.sound_cues import SoundPart
from dirty7.ui.table.speech_part import SpeechPart
from dirty7.ui.table.sprites import CardSprites
from dirty7.ui.table.suit_picker import SuitPicker
from dirty7.ui.table.take_back_part import TakeBackPart
from dirty7.ui.table.toast_spot import ToastSpot, reading_seconds
from dirty7.ui.table.why import WhyPart
from dirty7.ui.widgets.buttons import resize_button
from dirty7.ui.widgets.toast import FADE_S, Toast

log = logging.getLogger("dirty7.ui")


class TableView(ScaledView):
    """The table for one game: the flow's ``options`` (and ``game``, if given), plus how it
    looks.

    ``settings`` is the app's :class:`LiveSettings` (a private default one when None): the
    card back, card size, highlighting, hand order and take-back are read from it when the
    table is built (they replace the options' own), the animation speed at every move, and
    the sounds play through its board. ``on_game_over(table)`` runs once the last
    animation is over; ``on_menu()`` for the Menu button and Esc. ``flow_type`` makes the
    flow (a lesson's: :class:`LessonFlow`); the options' clock times double-clicks.
    """

    def __init__(
        self,
        window: arcade.Window | None = None,
        options: TableOptions = PLAIN_TABLE,
        *,
        game: Game | None = None,
        on_menu: Callable[[], None] | None = None,
        on_game_over: Callable[[TableView], None] | None = None,
        settings: LiveSettings | None = None,
        flow_type: Callable[[Game | None, TableOptions], TableFlow] = TableFlow,
    ) -> None:
        super().__init__(window)
        self.on_menu = on_menu
        self.on_game_over = on_game_over
        self.settings = live = settings if settings is not None else LiveSettings(persist=False)
        chosen = live.value
        self.card_back = card_back = chosen.card_back
        self.card_size = chosen.card_size  # the setting; the window's size may grow the cards
        self.clock = options.clock
        self.flow = flow_type(game, replace(
            options, highlight_playable=chosen.highlight_playable, speed=lambda: live.speed,
            hand_order=chosen.hand_order, take_back=chosen.take_back))
        self._time = 0.0
        self._keys_stale = False  # the window was switched: forget held keys next frame
        self._refusal: str | None = None  # the last refusal shown (it fades at a move)
        self._build_table(card_back)
        self._build_parts(live)
        for signal in self.flow.events.every():  # after every part has heard it
            signal.connect(self._report_motion)
        self.card_sprites.place_all(animate=False)
        self._refresh_stock()
        self.hud.refresh_texts()
        self._shown_before = False  # the first show collects (see _collect_now)

    def _build_table(self, card_back: str) -> None:
        """The sprites, the pointer, the felt's cache, the texts and the suit picker."""
        flow = self.flow
        self.layout = self._layout_for(self.fit.width, self.fit.height)
        self.card_sprites = CardSprites(flow, self.layout, card_back,
                                        held=lambda: self.pointer.held)
        self.pointer = PointerInput(flow, self.card_sprites)  # hears events first
        # One call a signal (not a loop over pairs): a checker matches each handler to
        # its signal's arguments.
        events = flow.events
        events.step.connect(self.on_step)
        events.idle.connect(self.on_idle)
        events.move.connect(self.on_move)
        events.tick.connect(self.on_tick)
        events.pick.connect(self.on_pick)
        events.pick_cancelled.connect(self.on_pick_cancelled)
        events.message.connect(self.on_message)
        events.refused.connect(self.on_refused)
        events.finished.connect(self.on_finished)
        self._shadow_cache = ShadowCache(super().draw_backdrop,
                                         lambda: draw_pile_outlines(self.layout))
        self._baked: frozenset[int] | None = None  # shadows in the cache; None: all live
        preload_textures(self.window.ctx, card_back, extra=(
            theme.shadow_texture(), theme.badge_texture(), theme.dim_texture(),
            theme.glow_texture(theme.GLOW_LEGAL), theme.glow_texture(theme.GLOW_ILLEGAL),
            theme.glow_texture(HINT_COLOR)))
        self.toast = Toast()
        self.toast_spot = ToastSpot(self)
        self.hud = Hud(flow, self.ui, self.go_to_menu)
        self.card_sprites.on_stock_landed = self._show_stock_count
        self.picker = SuitPicker(on_choose=flow.choose_suit, on_cancel=flow.cancel_suit)
        self.ui.add(self.picker, layer=1)

    def _build_parts(self, live: LiveSettings) -> None:
        """The comforts, each a part that connects to the flow's events itself."""
        self.hint_part = HintPart(self.flow, self.card_sprites, self.hud)
        self.focus_part = KeyboardFocus(self)
        self.log_part = GameLogPart(self)
        self.shortcuts_part = ShortcutsPart(self)
        self.sound_part = SoundPart(self, live)
        self.why_part = WhyPart(self, SideSlot(self.log_part.panel))
        self.cues_part = CuesPart(self)  # outlines and the drop's tick or cross
        self.order_key = HandOrderKey(self.flow, self.card_sprites, self.toast)
        self.take_back_part = TakeBackPart(self)  # the button, Ctrl+Z
        self.speech_part = SpeechPart(self, live)  # every event said; C T K V A read
        #: Drawn in this order; keys offered in :attr:`key_parts`' order.
        self.parts: list[TablePart] = [self.cues_part, self.hint_part, self.focus_part,
                                       self.log_part, self.why_part, self.shortcuts_part,
                                       self.sound_part]
        self.key_parts: list[TablePart] = [self.shortcuts_part, self.sound_part, self.log_part,
                                self.why_part, self.hint_part, self.focus_part, self.order_key,
                                self.take_back_part, self.speech_part]
        self._tools = gui.UIAnchorLayout()  # Hint, Log, Why? and ? in a row right of Menu
        self.ui.add(self._tools)

    def _collect_now(self) -> None:
        """Free the last game's table and results as this one is first shown (the last
        screen was hidden, and its app's handles moved here, by then): while shown, this
        table holds off full collections (see :mod:`dirty7.ui.core.full_collections`).

        The GL buffers of collected views wait in ctx.objects for ctx.gc() (Arcade's
        default gc_mode "context_gc"), which nothing else calls: ~190 buffers a game.
        """
        full_collections.collect()
        self.window.ctx.gc()

    def _report_motion(self, *_args) -> None:
        """Tell the flow whether cards still move (it waits for them; it never asks)."""
        self.flow.view_moving(self.card_sprites.is_animating)

    # ------------------------------------------------------------------ layout
    def _layout_for(self, width: float, height: float) -> TableLayout:
        """The table's geometry for a logical size, with the cards and texts grown as the
        Card size setting and the window ask (see :func:`card_factor`)."""
        return TableLayout(width, height, card_factor(self.card_size, self.fit.scale),
                           self.text_scale)

    @reports_motion
    def on_layout(self, width: int, height: int) -> None:
        self.layout = self.card_sprites.layout = self._layout_for(width, height)
        self.hud.place(self.layout, self.fit.height)
        self.toast_spot.place()
        self.take_back_part.place()
        self._place_tools()
        _, py = self.layout.waste_center
        self.picker.clear()  # re-centre the panel on the piles' line
        self.picker.add(self.picker.panel, anchor_x="center", anchor_y="center",
                        align_y=py - self.fit.height / 2)
        self.log_part.place()
        self.why_part.place()
        self.card_sprites.shown_stock = -1
        self._refresh_stock()
        self.card_sprites.place_all(animate=False)

    def _place_tools(self) -> None:
        """Hint, Log, Why? and ? as :mod:`~dirty7.ui.core.tool_row` grows them (19.8)."""
        boxes = self.layout.tools
        self._tools.clear()
        for name, button in zip(TOOL_NAMES[1:], self._tool_buttons(), strict=True):
            box = boxes[name]
            resize_button(button, box.width, box.height,
                          theme.BUTTON_SIZE * self.layout.text_scale)
            self._tools.add(button, anchor_x="left", anchor_y="top", align_x=box.left,
                            align_y=-(self.fit.height - box.top))

    def _tool_buttons(self) -> tuple:
        """Hint, Log, Why? and ? (right of Menu)."""
        return (self.hint_part.button, self.log_part.button, self.why_part.button,
                self.shortcuts_part.button)

    def _refresh_stock(self) -> None:
        if self.card_sprites.refresh_stock():
            self._show_stock_count()

    def _show_stock_count(self) -> None:
        self.hud.refresh_stock(self.card_sprites.shown_stock)

    # ------------------------------------------------------------------ flow events
    def on_step(self, event) -> None:
        """Show one engine event: cards fly, the badge pulses, the texts follow."""
        cs = self.card_sprites
        if isinstance(event, (CardDealt, CardDrawn, UpCardTurned)):
            cs.from_stock(event.card)
            cs.place_all(duration=0.36 if isinstance(event, UpCardTurned) else 0.34)
        elif isinstance(event, CardPlayed):
            cs.fly(cs.sprite(event.card, True))
            cs.place_all(duration=0.34)
        elif isinstance(event, SuitNamed):
            self.hud.badge_pulse = 1.0
        elif isinstance(event, StockRefilled):
            cs.recycle_waste()
        elif isinstance(event, CardRelabelled):
            cs.relabel(event.old, event.new)
        self._refresh_stock()
        self.hud.refresh_texts()

    def on_idle(self) -> None:
        """Nothing left to show: trim the waste, raise playable cards."""
        self.card_sprites.trim_waste()
        self._refresh_stock()
        self.card_sprites.place_all(duration=0.18)
        self.hud.refresh_texts()

    def on_move(self, _events) -> None:
        self.hud.refresh_buttons()  # hidden until the move has been shown
        if self.toast.message == self._refusal:  # a move was made: the refusal is stale
            self.toast.remaining = min(self.toast.remaining, FADE_S)

    def on_tick(self, delta_time: float) -> None:
        if self._keys_stale:
            self._keys_stale = False
            forget_held_keys(self.window)
        self.card_sprites.update(delta_time)
        self.toast.update(delta_time)
        self.hud.update(delta_time)

    def on_pick(self, key: int) -> None:
        """A Jack waits for its suit: raised in its place in the hand, enlarged over the
        dimming (there it hides neither the picker nor the status line)."""
        slot = self.card_sprites.targets()[key][0]
        self.card_sprites.sprites[key].move_to(slot.x, slot.y, duration=0.15,
                                               scale=self.layout.hand_scale * LIFT)
        self.card_sprites.restack()
        self.picker.open(key)
        self.hud.refresh_buttons()

    def on_pick_cancelled(self) -> None:
        self.pointer.return_held()
        self.hud.refresh_buttons()

    def on_message(self, text: str, kind: str, duration: float | None) -> None:
        self.toast.show(text, kind=kind, duration=duration)

    def on_refused(self, reason: str) -> None:
        self._refusal = reason
        self.toast.show(reason, kind="error", duration=reading_seconds(reason))

    def on_finished(self) -> None:
        """The game is over and shown: hand the table to ``on_game_over``."""
        if self.on_game_over is not None:
            self.on_game_over(self)

    # ------------------------------------------------------------------ frame loop
    @reports_motion
    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        self._time += delta_time
        self.flow.update(delta_time)
        for part in self.parts:
            part.update(delta_time)

    def wants_full_rate(self) -> bool:
        """Something moves: a toast, the cards, a move being shown, the computer thinking
        (its move is about to be shown), or a part (the window's frame pacing asks)."""
        flow = self.flow
        return (self.toast.in_motion or self.card_sprites.in_motion or flow.is_animating
                or flow.thinking or any(part.in_motion for part in self.parts))

    @reports_motion
    def skip_animations(self) -> None:
        """Show everything queued at once and finish every tween (click or key)."""
        self.flow.flush()
        self.card_sprites.finish()
        self._report_motion()
        self.flow.settle()
        self.card_sprites.finish()

    # ------------------------------------------------------------------ pointer input
    @reports_motion
    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        self.pointer.moved_this_gesture = False
        showing = self._finish_animations()
        if self.shortcuts_part.overlay.is_open:  # any click closes the shortcuts overlay
            self.shortcuts_part.overlay.close()
            return True
        if self.picker.is_open:
            return super().on_mouse_press(x, y, button, modifiers) or True
        if showing and not self._over_side_button(x, y):
            return True  # it only skipped: no card, stock, Draw or Pass is touched
        if super().on_mouse_press(x, y, button, modifiers):
            return True
        if button != arcade.MOUSE_BUTTON_LEFT:
            return None
        return self.pointer.press(*self.to_logical(x, y))

    def _over_side_button(self, x: int, y: int) -> bool:
        """Whether window pixel ``(x, y)`` is on Menu, Hint, Log, Why? or ? (not a game move)."""
        point = self.to_logical(x, y)
        buttons = (self.hud.menu_button, *self._tool_buttons())
        return any(b.rect.point_in_rect(point) for b in buttons)

    def _finish_animations(self) -> bool:
        """A click or key comes first of all: show at once whatever is still moving.

        True when a move or the deal was still being shown (then the press only skips,
        except for Esc, H, L, W, M, ?, F11, E and their buttons); False when nothing was, or
        only cards settling into place (finished, and the press goes on as usual).
        """
        showing = self.flow.showing
        if showing:
            self.skip_animations()
        else:
            self.card_sprites.finish()
            self._report_motion()  # what comes next of the press may ask the flow
        return showing

    @reports_motion
    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> bool | None:
        if self.pointer.drag is None:
            return super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)
        self.pointer.move(*self.to_logical(x, y))
        return True

    @reports_motion
    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.pointer.drag is None:
            return super().on_mouse_release(x, y, button, modifiers)
        self.pointer.release(*self.to_logical(x, y))
        return True

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool | None:
        if self.log_part.on_scroll(scroll_y) or self.why_part.on_scroll(scroll_y):
            # the open log, or a Why? too long for its panel, scrolls
            return True
        return super().on_mouse_scroll(x, y, scroll_x, scroll_y)

    # ------------------------------------------------------------------ keys
    @reports_motion
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self._finish_animations() and not self._acts_after_skip(symbol, modifiers):
            return True  # a play, a draw, a pass or an arrow only skips
        if any(part.on_key(symbol, modifiers) for part in self.key_parts):
            return True  # shortcuts, mute, log, hint, keyboard play
        if action_for(symbol, modifiers) == "fullscreen":
            self.toggle_fullscreen()
            return True
        if self.picker.handle_key(symbol):
            return True
        if symbol == arcade.key.ESCAPE:
            self.go_to_menu()
            return True
        return super().on_key_press(symbol, modifiers)

    def _acts_after_skip(self, symbol: int, modifiers: int) -> bool:
        """Whether a key that skipped an animation then also does its job: Esc, H, L, W, M,
        ?, F11, and any part's own such keys (a session's E and Ctrl+S)."""
        return acts_after_skip(symbol, modifiers) or any(
            part.acts_after_skip(symbol, modifiers) for part in self.key_parts)

    def toggle_fullscreen(self) -> None:
        """F11: full screen on/off (the window lays the table out again by itself)."""
        self._keys_stale = True
        try:
            toggle_fullscreen(self.window)
        except Exception as exc:  # noqa: BLE001 - a window manager may refuse
            log.warning("full screen failed: %s", exc)
            self.toast.show(refused_words())

    def go_to_menu(self) -> None:
        self.flow.close()
        if self.on_menu is not None:
            self.on_menu()

    # ------------------------------------------------------------------ drawing
    def draw_backdrop(self) -> None:
        """The felt, pile outlines and resting shadows from the cache (see :mod:`.backdrop`);
        all live while a glow lies under the cards, so the layers keep their order."""
        cs = self.card_sprites
        cs.sync_shadows()
        if self.pointer.waste_glow is not None or any(
                part.draws_under() for part in self.parts):
            self._baked = None
            super().draw_backdrop()
            return
        resting = frozenset(cs.resting())
        self._shadow_cache.draw(self.window.ctx, self.camera, self.fit, cs.shadow_of,
                                cs.shadows, resting)
        self._baked = resting

    def draw_scene(self) -> None:
        if self._baked is None:
            draw_pile_outlines(self.layout)
        self.hud.draw_badge()
        glow = self.pointer.waste_glow
        if glow is not None:
            cx, cy = self.layout.waste_center
            gw, gh = theme.glow_size(self.layout.pile_scale)
            arcade.draw_texture_rect(theme.glow_texture(glow), arcade.XYWH(cx, cy, gw, gh))
        for part in self.parts:
            part.draw_under()
        cs = self.card_sprites
        baked = self._baked or frozenset()
        any_live = False
        for key, sprite in cs.sprites.items():
            live = sprite.visible and key not in baked
            cs.shadow_of[key].visible = live
            any_live = any_live or live
        if any_live:
            cs.shadows.draw()
        cs.stock_backs.draw()
        cs.cards.draw()
        self.hud.draw_texts(self._time)  # under the panels: an open one covers them
        for part in self.parts:
            part.draw_over_cards()
        for sprite in self.pointer.over_texts():  # the held card, one gliding back
            arcade.draw_sprite(sprite)
        if self.picker.is_open:
            arcade.draw_texture_rect(theme.dim_texture(),
                                     arcade.LBWH(0, 0, self.fit.width, self.fit.height))

    def draw_overlay(self) -> None:
        picking = self.flow.picking
        if picking is not None and picking in self.card_sprites.sprites:
            arcade.draw_sprite(self.card_sprites.sprites[picking])
        if self.toast.remaining > 0:  # the spot is looked for only while a toast shows
            self.toast.draw(*self.toast_spot.center())
        for part in self.parts:
            part.draw_overlay()

    def on_show_view(self) -> None:
        if not self._shown_before:  # the last game's views are left by now: free them
            self._shown_before = True
            self._collect_now()
        super().on_show_view()
        full_collections.hold(self)

    def on_hide_view(self) -> None:
        full_collections.release(self)
        super().on_hide_view()


__all__ = ["TableView"]
