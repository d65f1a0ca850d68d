"""What the main menu says: where the keyboard is, and the key that turns speech on.

Why apart from the menu: the menu is the first screen a blind player meets, so S turns
speech on there (and off), and once speech is on the menu says itself when it shows and
says each difficulty the arrows reach; the words are made here from the menu's state,
and said through a :class:`~dirty7.ui.core.screen_voice.ScreenVoice`.
"""

from __future__ import annotations

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.screen_voice import ScreenVoice, item_words

#: The key that turns speech on and off at the menu (S for speech).
SPEECH_KEY = arcade.key.S


class MenuSpeech:
    """The spoken side of ``menu`` (a :class:`~dirty7.ui.screens.menu.MenuView`)."""

    def __init__(self, menu, live: LiveSettings | None) -> None:
        self.menu = menu
        self.voice = ScreenVoice(live, notice=menu.notice.show)

    def focused(self) -> str:
        """The difficulty the keyboard is on: ``Difficulty, Medium, 2 of 4`` (and why an
        unavailable one cannot be chosen)."""
        menu = self.menu
        names = [o.name for o in menu.options]
        option = menu.option(menu.focus)
        if option is None:
            return ""
        text = item_words("Difficulty", option.label, names.index(option.name), len(names))
        if not option.available:
            text += f", unavailable: {option.reason or 'it cannot be loaded here'}"
        return text + "."

    def intro(self) -> str:
        """The menu as a whole: where the focus is and the keys."""
        menu = self.menu
        enter = "Enter resumes your game, N starts a new one" if menu.resume_available \
            else "Enter starts a game"
        return (f"Dirty Seven, main menu. {self.focused()} Up and Down choose the "
                f"difficulty. {enter}. H how to play. S turns speech off. Escape quits.")

    def shown(self) -> None:
        """The menu came into view: said whole while speech is on."""
        self.voice.say(self.intro())

    def moved(self) -> None:
        self.voice.say(self.focused())

    def toggle(self) -> None:
        self.voice.toggle(self.intro())


__all__ = ["SPEECH_KEY", "MenuSpeech"]
