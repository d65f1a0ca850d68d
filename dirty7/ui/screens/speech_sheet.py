"""The "Speech" sheet: speech on or off, how fast it talks and how much it says, and which
of the system's voices speaks (or why none does).

Why a sheet of its own, opened from Settings: these are a listener's settings, found by
keyboard and speech alone (S at the menu turns speech on; Tab reaches Settings; V there
opens this sheet), and the Settings sheet has no room left for three more rows.
"""

from __future__ import annotations

from dirty7.i18n import N_, _
from dirty7.store.settings import SPEECH_RATES, SPEECH_VERBOSITIES
from dirty7.ui.core.speech import speech_notice
from dirty7.ui.widgets.choice_sheet import ChoiceSheetView, SheetRow

__all__ = ["RATE_LABELS", "SpeechView", "VERBOSITY_LABELS"]

RATE_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
               "fastest": N_("Fastest")}
VERBOSITY_LABELS = {"full": N_("Everything"), "brief": N_("Brief")}
#: The key hint: the sheet's keys, and the table's reading keys and the menu's S.
SPEECH_HINT = N_("↑ ↓ choose  ·  ← → change  ·  at the table C T K V A read it  ·  S at the "
                 "menu turns speech on or off  ·  Esc back")


class SpeechView(ChoiceSheetView):
    """The sheet of ``settings`` (the app's live settings; when None, those in ``store``
    are loaded); ``on_back()`` leaves it."""

    sheet_title = N_("Speech")
    hint = SPEECH_HINT

    @property
    def rows(self) -> tuple[SheetRow, ...]:  # type: ignore[override]
        """The rows; the switch's note says which voice speaks, read when built."""
        return (
            ("speech", N_("Speech"), f"{self.voice_line()}.", None),
            ("speech_rate", N_("Rate"), N_("How fast the voice talks ([ and ] at the menu)."),
             tuple((rate, RATE_LABELS[rate]) for rate in SPEECH_RATES)),
            ("speech_verbosity", N_("Say"), N_("Brief leaves out positions such as \"2 of 7\" "
                                               "(B at the menu)."),
             tuple((amount, VERBOSITY_LABELS[amount]) for amount in SPEECH_VERBOSITIES)),
        )

    def voice_line(self) -> str:
        """"Speech through espeak-ng", or what to install when the system has no voice
        (looked for only once speech is on: until then, which voices exist is moot)."""
        if not self.live.value.speech:
            return _("Off until you turn it on")
        voice = self.live.voice
        if voice is None:
            return speech_notice(None)
        backend = getattr(voice, "backend", None)  # the system's voice names itself
        return speech_notice(backend) if backend is not None else _("Speech on")

    def change(self, **changes: object) -> bool:
        """Apply a change; turning speech on or off builds the sheet again, so the note
        says which voice speaks now."""
        changed = super().change(**changes)
        if changed and "speech" in changes:
            # on_resize would keep the layout: the window's size and the look are the same
            self.on_layout(self.fit.width, self.fit.height)
        return changed
