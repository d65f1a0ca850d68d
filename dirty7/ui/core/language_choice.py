"""Which language the window speaks: the command line's for this run, else the setting.

Why apart from the settings: ``--language`` holds for one run and is never saved (like
``--animation-speed``), until the player chooses a language in Settings; the setting itself
may say "the system's" (the default), which is resolved against the shipped catalogues here.
"""

from __future__ import annotations

from dirty7.i18n import current_language, resolve_language, set_language
from dirty7.store.settings import Settings


class LanguageChoice:
    """The language in force for one app (``override``: the command line's code)."""

    def __init__(self, override: str | None = None) -> None:
        self.override = override

    def apply(self, settings: Settings) -> str:
        """Make the chosen language the one every message is looked up in; its code."""
        code = self.override or resolve_language(settings.language)
        set_language(code)
        return code

    def changed(self, settings: Settings) -> bool:
        """The player chose a language in Settings (it now beats the command line's):
        whether the words shown must change."""
        self.override = None
        before = current_language()
        return self.apply(settings) != before


__all__ = ["LanguageChoice"]
