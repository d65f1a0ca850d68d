"""The "Custom rules" sheet: start from a preset or a saved set, change any switch, save
the set under a name, copy its code for a friend, or enter a friend's code.

Why a sheet of its own, opened from Settings (Custom… in the Rules row, or C): a set has
fourteen switches, more than the Settings sheet has room for; the choice sheet pages
them. Every change is the rules of the next game at once (as every setting is): the set
in force is a preset's name when it is one, else its code (``R7-…``), which the sheet
shows under its first row.

Keys: the sheet's (↑ ↓ ← →), N saves under a name, C copies the code, E enters a code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from dirty7.game.custom_rules import SWITCH_ROWS, code_error_words, rules_key
from dirty7.game.rules_words import RULES_LABELS, rules_family
from dirty7.i18n import N_, _
from dirty7.rules import PRESETS, Variant, encode_rules, preset_name, variant_named
from dirty7.rules.rules_code import looks_like_code
from dirty7.store.custom_sets import with_set
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.clipboard import copy_text
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click
from dirty7.ui.widgets.choice_sheet import ChoiceSheetView, SheetRow
from dirty7.ui.widgets.text_entry import TextEntryView

__all__ = ["CustomRulesView"]

HINT = N_("Changes are the rules of your next game  ·  ↑ ↓ choose  ·  ← → change  ·  "
          "N save  ·  C copy the code  ·  E enter a code  ·  Esc back")
CLASH = N_("That rank already does something else (or is not in a 32-card deck): change "
           "the other switch first.")


class CustomRulesView(ChoiceSheetView):
    """The sheet over ``settings`` (the app's live settings); ``on_back()`` leaves it."""

    sheet_title = N_("Custom rules")
    hint = HINT
    pages_when_too_long = True  # sixteen rows never fit one page

    def __init__(self, window: arcade.Window | None = None, *,
                 on_back: Callable[[], None] | None = None, settings=None) -> None:
        self.draft: Variant = (settings.game_variant.play_rules() if settings is not None
                               else PRESETS["dirty-seven"])
        self.notice: str | None = None
        super().__init__(window, on_back=on_back, settings=settings)

    # --- the model: the set being made --------------------------------------------------
    @property
    def settings(self) -> Any:  # type: ignore[override]
        """The draft's switches, the preset it is and the saved set it is, by row key."""
        fields = {key: getattr(self.draft, key) for key, *_rest in SWITCH_ROWS}
        return SimpleNamespace(**fields, start=preset_name(self.draft),
                               saved=self.code if self.code in self.saved.values() else "")

    @property
    def code(self) -> str:
        return encode_rules(self.draft)

    @property
    def saved(self) -> dict[str, str]:
        return self.live.value.custom_rules

    @property
    def rows(self) -> tuple[SheetRow, ...]:  # type: ignore[override]
        """The preset to start from (the code under it), the saved sets, the switches."""
        saved = tuple((code, name) for name, code in self.saved.items()) or (
            ("", N_("None saved yet")),)
        return (
            ("start", N_("Start from"), _("Code: {code}").format(code=self.code),
             tuple(RULES_LABELS.items())),
            ("saved", N_("Saved sets"), N_("N saves these rules under a name."), saved),
            *SWITCH_ROWS,
        )

    def change(self, **changes: Any) -> bool:
        """Change the draft (``start``: a preset, ``saved``: a saved set, else a switch)
        and make it the rules of the next game; a clash of ranks is said, not made."""
        (key, value), = changes.items()
        if key == "start":
            new = PRESETS[value].play_rules()
        elif key == "saved":
            if not value:
                return False
            new = variant_named(value)
        else:
            try:
                new = replace(self.draft, **changes)
            except ValueError:
                self.show_notice(_(CLASH))
                return False
        return self.use(new)

    def use(self, variant: Variant) -> bool:
        """Make ``variant`` the draft and the rules in force; False when nothing changed."""
        if variant == self.draft:
            return False
        self.draft = variant
        if rules_family(variant) == "dirty-seven":  # Sevens stack is Dirty Seven's setting
            self.live.change(rules="dirty-seven", seven_stack=variant.seven_stack)
        else:
            self.live.change(rules=rules_key(variant))
        self.save_error = self.live.save_error
        self.notice = None
        if self._k:  # built: again, for the code under the first row
            self.on_layout(self.fit.width, self.fit.height)
        return True

    @property
    def banner_text(self) -> str:
        """What the banner says: a save error, else the last notice (or "")."""
        return self.save_error or self.notice or ""

    def show_notice(self, text: str) -> None:
        self.notice = text
        self._sync()

    def _sync(self) -> None:
        super()._sync()
        self.banner.show(self.save_error or self.notice)

    # --- saving, copying, entering a code -------------------------------------------------
    def save_as(self) -> None:
        """N: ask for a name and save the draft under it."""
        if preset_name(self.draft) is not None:
            self.show_notice(_("This is a preset: change a switch to make a set of your own."))
            return
        self._ask(_("Save these rules"), _("A name for this set (up to 24 characters), "
                                           "to choose it again later."), _("Name"),
                  self._save_named)

    def _save_named(self, name: str) -> str | None:
        try:
            sets = with_set(self.saved, name, self.code)
        except ValueError:
            return _("A name has 1 to 24 characters.")
        self.live.change(custom_rules=sets)
        self._come_back(_("Saved as “{name}”.").format(name=" ".join(name.split())))
        return None

    def copy_code(self) -> None:
        """C: the code on the clipboard, and in the banner to copy by hand."""
        problem = copy_text(self.window, self.code)
        self.show_notice(_("Code copied: {code}").format(code=self.code) if problem is None
                         else _("Your friend types this code: {code}").format(code=self.code))

    def enter_code(self) -> None:
        """E: ask for a friend's code; its rules are then in force and may be named."""
        self._ask(_("Enter a rules code"), _("Type or paste the code a friend sent you (it "
                                             "starts with R7-)."), "R7-…", self._take_code)

    def _take_code(self, text: str) -> str | None:
        if not looks_like_code(text):
            return _("That is no rules code (they start with R7-).")
        try:
            variant = variant_named(text)
        except ValueError as exc:
            return code_error_words(exc)
        self.use(variant)
        if preset_name(variant) is None:
            self.save_as()
        else:
            self._come_back(None)
        return None

    def _ask(self, title: str, explain: str, placeholder: str,
             on_done: Callable[[str], str | None]) -> None:
        self.window.show_view(TextEntryView(
            self.window, title=title, explain=explain, placeholder=placeholder,
            on_done=on_done, on_back=lambda: self._come_back(None)))

    def _come_back(self, notice: str | None) -> None:
        self.window.show_view(self)
        self.notice = notice
        self.on_layout(self.fit.width, self.fit.height)

    # --- building and keys ------------------------------------------------------------------
    def _build(self, k: float) -> None:
        """The sheet's rows, then a row of its actions under them."""
        super()._build(k)
        actions = gui.UIBoxLayout(vertical=False, space_between=round(12 * k))
        for text, action in ((_("Save as…"), self.save_as), (_("Copy code"), self.copy_code),
                             (_("Enter a code…"), self.enter_code)):
            button = TableButton(text=text, width=190 * k, height=40 * k,
                                 style=button_style(size=round(14 * k)))
            on_click(button, action)
            actions.add(button)
        actions.with_padding(left=12, top=6)
        self.panel.add(actions)
        self.action_row = actions

    def sheet_key(self, symbol: int) -> bool:
        key = arcade.key
        action = {key.N: self.save_as, key.C: self.copy_code, key.E: self.enter_code}.get(symbol)
        if action is None:
            return False
        action()
        return True
