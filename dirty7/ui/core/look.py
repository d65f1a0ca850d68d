"""How the game looks for this player: four-colour deck, high contrast, text size.

Why one small module holding the current look: the suit colours, the card faces, the felt
and the size of text are read in many places (the table, the picker, the screens); each
reads :func:`current` when it builds or draws, so the settings are one source and a change
shows on the next screen built. The app calls :func:`apply` with the player's settings at
start and after every change in the Settings screen.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Look:
    """The look's three choices; the defaults are the game's usual look."""

    four_colour: bool = False
    high_contrast: bool = False
    text_size: int = 100

    @property
    def text_factor(self) -> float:
        """Text grows by this factor (1.0, 1.25 or 1.5)."""
        return self.text_size / 100.0


_current = Look()


def current() -> Look:
    """The look in force."""
    return _current


def apply(settings) -> Look:
    """Make the look of ``settings`` (anything with the three fields) the one in force."""
    global _current
    _current = Look(bool(getattr(settings, "four_colour", False)),
                    bool(getattr(settings, "high_contrast", False)),
                    int(getattr(settings, "text_size", 100)))
    return _current


__all__ = ["Look", "apply", "current"]
