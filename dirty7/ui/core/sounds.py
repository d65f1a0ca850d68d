"""Short sounds for deal, play, draw, refill, illegal move, win and loss, and (for a
player who plays by ear) "your turn" and "answer the Seven".

WAV files from ``resources/sounds`` (made by ``scripts/make_sounds.py``) play everywhere
without FFmpeg. Sound is a comfort, never a reason to fail: a file that will not load
or a machine without an audio device turns sound off quietly, logged once.
"""

from __future__ import annotations

import logging
from collections import deque

from dirty7.assets import resource_path
from dirty7.ui.core.bootstrap import arcade

SOUND_NAMES = ("deal", "play", "draw", "refill", "illegal", "win", "lose", "turn", "answer")
log = logging.getLogger("dirty7.sound")

#: The most cues kept playing at once; an older one is stopped and deleted. Why: a pyglet
#: player is dropped only at its end of stream, which a headless or clock-less window
#: never reaches, so every cue's player stayed alive (~30 a game).
MAX_PLAYING = 8


class SoundBoard:
    """Plays the game's named sounds at the settings' volume unless muted."""

    def __init__(self, enabled: bool = True, volume: float = 0.6) -> None:
        self.enabled = enabled
        self.volume = volume
        self._sounds: dict[str, arcade.Sound] = {}
        self._broken = False
        self.played: list[str] = []  # what was asked to play, for tests and the log
        self._playing: deque = deque()  # (sound, player), oldest first

    def toggle_mute(self) -> bool:
        """Flip sound on/off; returns True when sound is now on."""
        self.enabled = not self.enabled
        return self.enabled

    def _load(self, name: str):
        sound = self._sounds.get(name)
        if sound is None and not self._broken:
            path = resource_path("sounds", f"{name}.wav")
            try:
                sound = arcade.Sound(str(path))
            except Exception as exc:  # noqa: BLE001 - any audio failure means "no sound"
                log.warning("sound off: cannot load %s (%s)", path, exc)
                self._broken = True
                return None
            self._sounds[name] = sound
        return sound

    def play(self, name: str) -> None:
        """Play ``name`` (one of SOUND_NAMES) if sound is on; never raises."""
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r}")
        if not self.enabled or self.volume <= 0:
            return
        self.played.append(name)
        sound = self._load(name)
        if sound is None:
            return
        try:
            self._playing.append((sound, sound.play(volume=self.volume)))
            while len(self._playing) > MAX_PLAYING:
                old, player = self._playing.popleft()
                old.stop(player)
        except Exception as exc:  # noqa: BLE001
            log.warning("sound off: cannot play %s (%s)", name, exc)
            self._broken = True
