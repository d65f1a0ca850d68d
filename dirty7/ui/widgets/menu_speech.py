"""What the main menu says: where the keyboard is, and the key that turns speech on.

Why apart from the menu: the menu is the first screen a blind player meets, so S turns
speech on there (and off), and once speech is on the menu says itself when it shows and
says each difficulty the arrows reach; there too ``[`` and ``]`` make speech slower or
faster and B switches between everything and brief (the Speech sheet in Settings has them
too; these keys reach them from the first screen, where a listener starts). The words are made here
from the menu's state, and said through a :class:`~dirty7.ui.core.screen_voice.ScreenVoice`.
"""

from __future__ import annotations

from dirty7.i18n import N_, _
from dirty7.store.settings import SPEECH_RATES
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.screen_voice import ScreenVoice, choice_words, item_words

#: The key that turns speech on and off at the menu (S for speech).
SPEECH_KEY = arcade.key.S
#: While speech is on: slower, faster, and brief or everything.
SLOWER_KEY, FASTER_KEY, BRIEF_KEY = arcade.key.BRACKETLEFT, arcade.key.BRACKETRIGHT, arcade.key.B
RATE_CHOICES = tuple((rate, rate) for rate in SPEECH_RATES)
VERBOSITY_CHOICES = (("full", N_("everything")), ("brief", N_("brief")))


class MenuSpeech:
    """The spoken side of ``menu`` (a :class:`~dirty7.ui.screens.menu.MenuView`)."""

    def __init__(self, menu, live: LiveSettings | None) -> None:
        self.menu = menu
        self.live = live
        self.voice = ScreenVoice(live, notice=menu.notice.show)

    def focused(self) -> str:
        """The difficulty the keyboard is on: ``Difficulty, Medium, 2 of 4`` (and why an
        unavailable one cannot be chosen)."""
        menu = self.menu
        names = [o.name for o in menu.options]
        option = menu.option(menu.focus)
        if option is None:
            return ""
        text = item_words(_("Difficulty"), option.label, names.index(option.name), len(names))
        if not option.available:
            reason = option.reason or _("it cannot be loaded here")
            text = _("{item}, unavailable: {reason}").format(item=text, reason=reason)
        return text + "."

    def intro(self) -> str:
        """The menu as a whole: where the focus is and the keys."""
        menu = self.menu
        if menu.resume_available:
            text = _("Dirty Seven, main menu. {focused} Up and Down choose the difficulty. "
                     "Enter resumes your game, N starts a new one. Tab moves along the "
                     "buttons. H how to play. S turns speech off; left and right bracket make "
                     "it slower or faster; B brief or everything. Escape quits.")
        else:
            text = _("Dirty Seven, main menu. {focused} Up and Down choose the difficulty. "
                     "Enter starts a game. Tab moves along the buttons. H how to play. S turns "
                     "speech off; left and right bracket make it slower or faster; B brief or "
                     "everything. Escape quits.")
        return text.format(focused=self.focused())

    def shown(self) -> None:
        """The menu came into view: said whole while speech is on."""
        self.voice.say(self.intro())

    def moved(self) -> None:
        self.voice.say(self.focused())

    def toggle(self) -> None:
        self.voice.toggle(self.intro())

    def on_key(self, symbol: int) -> bool:
        """S, and while speech is on the rate and verbosity keys (True when taken)."""
        if symbol == SPEECH_KEY:
            self.toggle()
            return True
        live = self.live
        if live is None or not self.voice.on:
            return False
        if symbol in (SLOWER_KEY, FASTER_KEY):
            rates = list(SPEECH_RATES)
            i = rates.index(live.value.speech_rate) + (1 if symbol == FASTER_KEY else -1)
            live.change(speech_rate=rates[max(0, min(len(rates) - 1, i))])
            self.voice.say(choice_words(_("Speech rate"), RATE_CHOICES, live.value.speech_rate))
            return True
        if symbol == BRIEF_KEY:
            brief = live.value.speech_verbosity != "brief"
            live.change(speech_verbosity="brief" if brief else "full")
            verbosity = tuple((value, _(label)) for value, label in VERBOSITY_CHOICES)
            self.voice.say(choice_words(_("Speech says"), verbosity, live.value.speech_verbosity))
            return True
        return False


__all__ = ["BRIEF_KEY", "FASTER_KEY", "SLOWER_KEY", "SPEECH_KEY", "MenuSpeech"]
