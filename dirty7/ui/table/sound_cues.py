"""Which engine event makes which sound, so sounds coincide with what the player sees.

Why from the animation steps: the table shows engine events one by one; a sound played
when the move is made (instead of when it is shown) would run ahead of the cards. The
table calls :meth:`SoundCues.on_step` from the step that shows an event. A deal or a
four-card draw would otherwise rattle, so card sounds are rate-limited.

For a player who plays by ear (Speech on), the table rests on the player's turn with a
cue of its own, and a more urgent one when a Seven must be answered: the state is known
before the sentence that says it ends. Once per turn; not for a sighted player, who sees
it (and whose table already had its sounds).

The :class:`~dirty7.ui.core.sounds.SoundBoard` is the app's live settings' (one per app, so
a new game does not reload the WAVs), and follows the player's sound and volume settings.
"""

from __future__ import annotations

import logging

from dirty7.i18n import _
from dirty7.rules import CardDealt, CardDrawn, CardPlayed, GameOver, StockRefilled, UpCardTurned
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Box
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.sounds import SoundBoard
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.keyboard_focus import action_for

log = logging.getLogger("dirty7.sound")

#: The least time (s) between two card sounds of the same kind.
MIN_GAP = {"deal": 0.07, "draw": 0.09}
#: The muted-speaker mark: its side (logical units) and its gap under the ? button.
MARK_SIZE, MARK_GAP = 30.0, 8.0


class SoundCues:
    """Turns shown events into sounds: deal, play, draw, refill, win/lose."""

    def __init__(self, board: SoundBoard, human: tuple[bool, bool]) -> None:
        self.board = board
        self.human = human
        self._clock = 0.0
        self._last: dict[str, float] = {}

    def update(self, delta_time: float) -> None:
        self._clock += delta_time

    def play(self, name: str) -> None:
        """Play ``name`` unless the same card sound just played; never raises."""
        gap = MIN_GAP.get(name)
        last = self._last.get(name)
        if gap is not None and last is not None and self._clock - last < gap:
            return
        self._last[name] = self._clock
        try:
            self.board.play(name)
        except Exception as exc:  # noqa: BLE001 - sound is a comfort, never a crash
            log.warning("sound %s failed: %s", name, exc)

    def on_step(self, event) -> None:
        """The table starts showing ``event``."""
        if isinstance(event, (CardDealt, UpCardTurned)):
            self.play("deal")
        elif isinstance(event, CardPlayed):
            self.play("play")
        elif isinstance(event, CardDrawn):
            self.play("draw")
        elif isinstance(event, StockRefilled):
            self.play("refill")
        elif isinstance(event, GameOver):
            if event.winner is None or all(self.human) or not any(self.human):
                return  # a draw, or a demo between two computers: no verdict to sound
            self.play("win" if self.human[event.winner] else "lose")

    def illegal(self) -> None:
        self.play("illegal")

    def turn(self, phase: str) -> None:
        """The player's turn has come: ``answer`` when a Seven waits for an answer (the
        view's phase ``7``), else ``turn``."""
        self.play("answer" if phase == "7" else "turn")

    def toggle_mute(self) -> bool:
        """Sound on/off; True when it is now on."""
        return self.board.toggle_mute()


class SoundPart(TablePart):
    """The sounds of ``view``'s table: shown events, refusals, and ``M`` to mute (kept in
    ``settings``, the table's :class:`~dirty7.ui.core.live_settings.LiveSettings`)."""

    def __init__(self, view, settings: LiveSettings) -> None:
        self.view = view
        self.settings = settings
        flow = view.flow
        self.cues = SoundCues(settings.sounds, flow.human)
        flow.events.step.connect(self.on_step)
        flow.events.tick.connect(self.on_tick)
        flow.events.refused.connect(self.on_refused)
        flow.events.idle.connect(self.on_idle)
        self._cued_ply: int | None = None  # the move count of the turn last cued

    def on_idle(self) -> None:
        """The table rests: the turn's cue, once a turn, while Speech is on."""
        flow = self.view.flow
        if not (self.settings.value.speech and flow.my_turn and flow.picking is None):
            return
        ply = flow.game.moves_played
        if ply != self._cued_ply:
            self._cued_ply = ply
            self.cues.turn(flow.game.view(flow.my_seat).phase)

    def on_step(self, event) -> None:
        self.cues.on_step(event)

    def on_tick(self, delta_time: float) -> None:
        self.cues.update(delta_time)

    def on_refused(self, _reason: str) -> None:
        self.cues.illegal()

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if action_for(symbol, modifiers) != "mute":
            return False
        self.toggle_mute()
        return True

    def mute_mark_shown(self) -> bool:
        """Whether the table shows that the sound is off (for as long as it is)."""
        return not self.cues.board.enabled

    def mute_mark_box(self) -> Box:
        """Where the mark stands: under the ? button, at its right edge (free felt: the
        computer's hand starts right of the tools, the side panels open further down)."""
        button = self.view.shortcuts_part.button.rect
        top = button.bottom - MARK_GAP
        return Box(button.right - MARK_SIZE, top - MARK_SIZE, MARK_SIZE, MARK_SIZE)

    def draw_under(self) -> None:
        """A small crossed-out speaker on a plate while muted: the "Sound off" toast fades,
        a player coming back to the table must still see why it is silent."""
        if not self.mute_mark_shown():
            return
        box = self.mute_mark_box()
        fill, border = theme.panel_colors((10, 30, 20, 225), theme.GOLD_DARK)
        theme.nine_patch(fill, border, 8).draw_rect(
            rect=arcade.LBWH(box.left, box.bottom, box.width, box.height))
        ink = theme.panel_text(theme.CREAM)
        x, y, u = box.left, box.bottom, box.width / 10
        arcade.draw_lrbt_rectangle_filled(x + 2 * u, x + 3.6 * u, y + 4 * u, y + 6 * u, ink)
        arcade.draw_triangle_filled(x + 3.4 * u, y + 5 * u, x + 5.4 * u, y + 7.6 * u,
                                    x + 5.4 * u, y + 2.4 * u, ink)
        arcade.draw_line(x + 6.2 * u, y + 3.8 * u, x + 8.6 * u, y + 6.2 * u, ink, 2)
        arcade.draw_line(x + 6.2 * u, y + 6.2 * u, x + 8.6 * u, y + 3.8 * u, ink, 2)

    def toggle_mute(self) -> bool:
        """Sound on/off, said in a toast and kept in the settings. True when on."""
        on = not self.cues.board.enabled
        self.view.toast.show(_("Sound on") if on else _("Sound off"), duration=1.4)
        try:
            self.settings.change(sound=on)  # the board follows it
            if self.settings.save_error:
                log.warning("%s", self.settings.save_error)
        except Exception as exc:  # noqa: BLE001 - not saved is not a reason to stop
            log.warning("sound setting not saved: %s", exc)
        self.cues.board.enabled = on  # also when the setting already said so
        return on


__all__ = ["MIN_GAP", "SoundCues", "SoundPart"]
