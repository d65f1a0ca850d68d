"""The player's settings while the game runs: one object the app owns and every view gets.

Why one object: the settings used to live in four places (the app's copy, a copy the
screens wrote back onto the window, the look module's and the card sprites' class-wide
speed) and the sounds hung on the window; a change made on one screen reached the others
only if each copy was written back. Now :class:`LiveSettings` holds the one
:class:`~dirty7.store.settings.Settings` value, saves it when it changes
(:func:`~dirty7.store.settings.save_settings`: atomically, merged under the data folder's
lock) and tells its listeners once per change. The app creates it at start and passes it to
each view's constructor; a view reads :attr:`LiveSettings.value` when it builds, asks
:attr:`speed` when it animates, plays through :attr:`sounds`, and writes only through
:meth:`LiveSettings.change`.

What reacts to a change: the sound board (on/off, volume) at once; the look in force
(:mod:`dirty7.ui.core.look`, read by the theme while drawing) at once; the animation speed
on the next tween (the sprites ask :attr:`speed` each time); the app's listener rebuilds
the menu for a new look.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dirty7.store.settings import ANIMATION_SPEEDS, SPEECH_RATES, Settings, save_settings
from dirty7.store.storage import Store
from dirty7.ui.core import look
from dirty7.ui.core.sounds import SoundBoard
from dirty7.ui.core.speech import SpeechQueue, Voice, find_backend

#: A listener hears ``(old, new)`` after every change that changed something.
Listener = Callable[[Settings, Settings], None]


class LiveSettings:
    """The player's :class:`Settings` for one app, saved on change, with listeners.

    ``store`` is where changes are saved (the default data folder when None);
    ``persist=False`` keeps changes in memory only (a demo, a test, a screenshot).
    ``animation_speed`` is the command line's ``--animation-speed``: it holds for this run
    until the player chooses a speed in Settings, and is never saved; ``rules`` is the
    command line's ``--rules`` (a preset's name or a rules code), held the same way.
    ``sounds`` is the board to play through (one is made on first use otherwise),
    ``voice`` the speech queue to speak through while Speech is on (the system's voice
    otherwise).
    """

    def __init__(self, value: Settings | None = None, *, store: Store | None = None,
                 persist: bool = True, animation_speed: str | None = None,
                 sounds: SoundBoard | None = None, voice: Voice | None = None,
                 rules: str | None = None) -> None:
        if animation_speed is not None and animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"animation_speed must be one of {', '.join(ANIMATION_SPEEDS)}, "
                             f"not {animation_speed!r}")
        self._value = value if value is not None else Settings()
        self.store = store
        self.persist = persist
        self._speed_override = animation_speed
        if rules is not None:
            self._value.rules_variant(rules)  # ValueError for a name that is no rule set
        self._rules_override = rules
        self._sounds = sounds
        self._voice: Voice | None = voice
        self._voice_looked_for = voice is not None
        self._listeners: list[Listener] = []
        #: Why the last change could not be saved (None: saved, or nothing to save).
        self.save_error: str | None = None
        if sounds is not None:
            self._tune(sounds)

    # --- reading ---------------------------------------------------------------------
    @property
    def value(self) -> Settings:
        """The current settings (replaced on every change, never changed in place)."""
        return self._value

    @property
    def speed(self) -> float:
        """Every animation's duration is multiplied by this (0.0: no animation)."""
        return ANIMATION_SPEEDS[self._speed_override or self._value.animation_speed]

    @property
    def rules(self) -> str:
        """The rule set of a game against the computer: the command line's for this run
        until the player chooses one in Settings, else the setting."""
        return self._rules_override or self._value.rules

    @property
    def game_variant(self):
        """The :class:`~dirty7.rules.Variant` a new game against the computer plays."""
        return self._value.rules_variant(self.rules)

    @property
    def look(self) -> look.Look:
        """How the cards and panels look under these settings."""
        return look.look_of(self._value)

    @property
    def sounds(self) -> SoundBoard:
        """The one sound board, on or off and as loud as the settings say."""
        if self._sounds is None:
            self._sounds = SoundBoard()
            self._tune(self._sounds)
        return self._sounds

    @property
    def voice(self) -> Voice | None:
        """The one speech queue while Speech is on; None when it is off or this system has
        no voice (:func:`~dirty7.ui.core.speech.speech_notice` says so)."""
        if not self._value.speech:
            return None
        if not self._voice_looked_for:
            self._voice_looked_for = True
            backend = find_backend(self.speech_rate)
            self._voice = SpeechQueue(backend) if backend is not None else None
        return self._voice

    @property
    def speech_rate(self) -> int:
        """Words a minute, as the player chose."""
        return SPEECH_RATES[self._value.speech_rate]

    def _retune_voice(self) -> None:
        """A new rate: the system's voice found again at it (a voice given by a test, or
        one that takes no rate, is kept)."""
        queue = self._voice
        if isinstance(queue, SpeechQueue) and hasattr(queue.backend, "argv"):
            backend = find_backend(self.speech_rate)
            if backend is not None:
                queue.backend = backend

    # --- changing --------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(old, new)`` after every change; returns the way to stop."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners \
            else None

    def change(self, **changes: Any) -> bool:
        """Take the new values (checked: ValueError), save them, tell everyone.

        Returns False when nothing changed. A failed save keeps the new value for this
        session; :attr:`save_error` says why (the store queues it for the player too).
        """
        old = self._value
        new = old.replace(**changes)
        if "rules" in changes and self._rules_override is not None:
            self._rules_override = None  # the player's choice beats the command line's
            if new == old:
                return True  # the rules in force changed, the saved setting did not
        if new == old:
            return False
        self._value = new
        if "animation_speed" in changes:
            self._speed_override = None  # the player's choice beats the command line's
        self.save_error = save_settings(new, self.store) if self.persist else None
        if self._sounds is not None:
            self._tune(self._sounds)
        if new.speech_rate != old.speech_rate:
            self._retune_voice()
        look.apply(new)  # what the player just chose shows at once
        for listener in list(self._listeners):
            listener(old, new)
        return True

    def _tune(self, board: SoundBoard) -> None:
        board.enabled = bool(self._value.sound)
        board.volume = float(self._value.volume)


__all__ = ["Listener", "LiveSettings"]
