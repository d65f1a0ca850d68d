"""Speech at the table: the table's voice (:mod:`dirty7.game.table.table_voice`) said
through the player's speech queue, and the reading keys (C, T, K, V, A).

Why a part: like the sounds, speech only listens to the flow and to keys; the words and
when to say them are decided without a window, so this part only connects them to the
keyboard focus, the keys and the voice of the app's settings (none while Speech is off).
"""

from __future__ import annotations

from dirty7.game.table.table_voice import READ_ACTIONS, TableVoice
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.speech import speech_notice
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.keyboard_focus import action_for


class SpeechPart(TablePart):
    """The voice of ``view``'s table, spoken while ``live`` has Speech on."""

    def __init__(self, view, live: LiveSettings) -> None:
        self.view = view
        self.live = live
        focus = view.focus_part
        self.voice = TableVoice(view.flow, self.say, chosen=lambda: focus.focus.card,
                                brief=lambda: live.value.speech_verbosity == "brief")
        focus.on_focus = self.voice.focused
        self._told_silence = False

    def say(self, text: str, interrupt: bool) -> None:
        """Hand ``text`` to the speech queue (nothing while Speech is off)."""
        if not self.live.value.speech:
            return
        queue = self.live.voice
        if queue is not None:
            queue.say(text, interrupt)
        elif not self._told_silence:  # Speech is on but this system has no voice
            self._told_silence = True
            self.view.toast.show(speech_notice(None), kind="error", duration=6.0)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """A reading key: its answer said at once (the Jack's suit picker keeps 1–4)."""
        action = action_for(symbol, modifiers)
        if action not in READ_ACTIONS:
            return False
        self.voice.read(action)
        return True


__all__ = ["SpeechPart"]
