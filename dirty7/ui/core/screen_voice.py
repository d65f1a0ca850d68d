"""Speech on the menus and sheets: the focused item and its state, and the key that turns
speech on.

Why: a blind player starts at the menu, where nothing is spoken yet; one key there turns
speech on (and says so), and from then on every move of the keyboard focus says where
it is and what is chosen ("Text size, 150 percent, 3 of 3"), as a screen reader would.
The words are made by each screen (it knows its labels); this module only says them
through the app's :class:`~dirty7.ui.core.live_settings.LiveSettings` while Speech is on,
and tells the player in writing when this system has no voice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from dirty7.i18n import N_, _
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.speech import speech_notice

#: Said when speech has just been turned on, before the screen says where the player is.
SPEECH_ON = N_("Speech on.")
SPEECH_OFF = N_("Speech off.")
#: Where an item stands among its choices ("3 of 4"): left out when speech is brief.
POSITION_WORDS = N_("{position} of {count}")
_PERCENT = re.compile(r"(\d[\d.,]*)\s*%")


def position_pattern() -> re.Pattern:
    """``, 3 of 4`` as the language in force words it (each number any number)."""
    words = re.escape(_(POSITION_WORDS))
    for name in ("position", "count"):
        words = words.replace(re.escape("{" + name + "}"), r"\d+")
    return re.compile(", " + words)


def words_of(text: str) -> str:
    """A label written for the eye, fit to be heard: ``150%`` is "150 percent", an
    ellipsis is dropped."""
    text = _PERCENT.sub(lambda m: _("{number} percent").format(number=m[1]), text)
    return text.replace("…", "").strip()


def item_words(label: str, state: str | None = None, position: int | None = None,
               count: int | None = None) -> str:
    """One focused item: its label, its state, and where it is among its choices
    (``position`` counts from 0): ``Text size, 150 percent, 3 of 3``."""
    parts = [words_of(label)]
    if state:
        parts.append(words_of(state))
    if position is not None and count:
        parts.append(_(POSITION_WORDS).format(position=position + 1, count=count))
    return ", ".join(parts)


def choice_words(label: str, choices: Sequence[tuple[object, str]], value: object) -> str:
    """A row of choices (value, label) with ``value`` chosen."""
    values = [v for v, _text in choices]
    if value not in values:
        return item_words(label, str(value))
    i = values.index(value)
    return item_words(label, choices[i][1], i, len(values))


def switch_words(label: str, on: bool) -> str:
    return item_words(label, _("on") if on else _("off"))


class ScreenVoice:
    """Says a screen's words through ``live``'s voice while Speech is on; ``notice(text)``
    shows a line in writing (speech turned on or off, or no voice on this system)."""

    def __init__(self, live: LiveSettings | None,
                 notice: Callable[[str], None] | None = None) -> None:
        self.live = live
        self.notice = notice
        self._told_silence = False

    @property
    def on(self) -> bool:
        return self.live is not None and bool(self.live.value.speech)

    def say(self, text: str, interrupt: bool = True) -> bool:
        """Say ``text`` (a focus move interrupts what is still waiting); False when
        nothing was said (Speech off, or no voice here: the notice says so once)."""
        if not self.on or not text:
            return False
        assert self.live is not None  # :attr:`on` says so
        voice = self.live.voice
        if voice is None:
            if not self._told_silence and self.notice is not None:
                self._told_silence = True
                self.notice(speech_notice(None))
            return False
        if self.live.value.speech_verbosity == "brief":
            text = position_pattern().sub("", text)
        voice.say(text, interrupt)
        return True

    def toggle(self, then: str = "") -> bool:
        """Turn speech on (saying :data:`SPEECH_ON` and ``then``, where the player is) or
        off (saying :data:`SPEECH_OFF` first, while it still can); returns the new state."""
        if self.live is None:
            return False
        if self.on:
            self.say(_(SPEECH_OFF))
            self.live.change(speech=False)
            if self.notice is not None:
                self.notice(_(SPEECH_OFF))
            return False
        self.live.change(speech=True)
        self._told_silence = False
        voice = self.live.voice
        if self.notice is not None:
            backend = getattr(voice, "backend", None)  # a SpeechQueue's voice, by name
            self.notice(speech_notice(None) if voice is None else
                        f"{_(SPEECH_ON)} {speech_notice(backend)}." if backend is not None
                        else _(SPEECH_ON))
            self._told_silence = voice is None
        self.say(f"{_(SPEECH_ON)} {then}".strip())
        return True


__all__ = ["POSITION_WORDS", "SPEECH_OFF", "SPEECH_ON", "ScreenVoice", "choice_words",
           "item_words", "position_pattern", "switch_words", "words_of"]
