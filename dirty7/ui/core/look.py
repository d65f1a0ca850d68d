"""How the game looks for this player: four-colour deck, high contrast, text size.

Why one small module holding the look in force: the suit colours, the card faces, the felt
and the size of text are read by the theme's drawing helpers from every widget (the table,
the picker, the screens), which draw into the one window of the process and know no
settings object; each reads :func:`current` when it builds or draws. It is not a copy of
the settings anyone writes back: only :class:`~dirty7.ui.core.live_settings.LiveSettings`
calls :func:`apply` — the app's at start, and each change the player makes — so the
settings stay one source and a change shows on the next screen built.
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


def look_of(settings) -> Look:
    """The look ``settings`` (anything with the three fields) choose."""
    return Look(bool(getattr(settings, "four_colour", False)),
                bool(getattr(settings, "high_contrast", False)),
                int(getattr(settings, "text_size", 100)))


def apply(settings) -> Look:
    """Make the look of ``settings`` the one in force (see the module docstring: called by
    :class:`~dirty7.ui.core.live_settings.LiveSettings`, and by tests resetting it)."""
    global _current
    _current = look_of(settings)
    return _current


__all__ = ["Look", "apply", "current", "look_of"]
