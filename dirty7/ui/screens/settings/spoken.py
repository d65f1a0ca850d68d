"""What each row of the Settings sheet says when the keyboard focus is on it.

Why apart from the sheet's builder: the words read the same choices the builder shows
(labels, order), but only from the view's model, so they stay right after the sheet is
built again at another text size or page.
"""

from __future__ import annotations

from dirty7.game.rules_words import RULES_LABELS
from dirty7.i18n import N_, _
from dirty7.store.settings import CARD_BACKS
from dirty7.ui.core.screen_voice import choice_words, item_words, switch_words
from dirty7.ui.screens.settings.choices import ANIMATION_CHOICES, CUSTOM, FIRST_CHOICES_LABELS
from dirty7.ui.screens.settings.sheet import PAGES, match_targets

#: The on/off rows' labels, as the sheet shows them.
SWITCHES = {"highlight_playable": N_("Highlight playable"), "sound": N_("Sound"),
            "seven_stack": N_("Sevens stack")}


def _translated(choices):
    return [(value, _(text)) for value, text in choices]


def row_words(view, key: str) -> str:
    """The row ``key`` of ``view`` (a :class:`SettingsView`): label, state, position."""
    s = view.settings
    if key in SWITCHES:
        return switch_words(_(SWITCHES[key]), bool(getattr(s, key)))
    if key == "difficulty":
        options = view.difficulties
        names = [o.name for o in options]
        option = view.difficulty_option(view.difficulty_focus)
        if option is None:
            return _("Difficulty")
        text = item_words(_("Difficulty"), option.label, names.index(option.name), len(names))
        return text if option.available else _("{row}, unavailable").format(row=text)
    if key == "animation_speed":
        return choice_words(_("Animation speed"), _translated(ANIMATION_CHOICES),
                            s.animation_speed)
    if key == "volume":
        return item_words(_("Volume"), f"{round(s.volume * 100)}%" if s.sound else _("muted"))
    if key == "rules":
        rules = view.live.rules if view.live.rules in RULES_LABELS else CUSTOM
        return choice_words(_("Rules"), _translated([*RULES_LABELS.items(),
                                                     (CUSTOM, N_("Custom…"))]), rules)
    if key == "first":
        return choice_words(_("Who starts"), _translated(FIRST_CHOICES_LABELS), s.first)
    if key == "match_to":
        targets = match_targets(view)
        return choice_words(_("Match to"),
                            [(t, _("off") if t is None else str(t)) for t in targets], s.match_to)
    if key == "card_back":
        return choice_words(_("Card back"), [(b, b.replace("_", " ")) for b in CARD_BACKS],
                            s.card_back)
    if key == "page":
        return item_words(_("Page"), _(PAGES[view.shown_page][0]), view.shown_page, len(PAGES))
    return key.replace("_", " ").capitalize()


__all__ = ["SWITCHES", "row_words"]
