"""The sheets the Settings sheet opens, and the way to the Custom rules sheet and back.

Why apart from :mod:`dirty7.ui.app`: the app wires the views of a game against the
computer and is at its size limit; the Settings sheet's buttons and keys open the Look and
hand, Speech, Play a friend and Custom rules sheets, whose Back returns to Settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def settings_ways(app: Any) -> dict[str, Callable[[], Any]]:
    """The Settings sheet's ways to the other sheets, as its keyword arguments."""
    return {"on_look": app.show_look, "on_friend": app.friends.show_settings,
            "on_speech": app.show_speech, "on_custom": lambda: show_custom_rules(app)}


def show_custom_rules(app: Any) -> Any:
    """Show the Custom rules sheet over ``app``'s live settings (the app's navigator shows
    it; a change of language builds it again through ``app.sheet_shown``)."""
    from dirty7.ui.screens.custom_rules_sheet import CustomRulesView

    view = CustomRulesView(app.window, on_back=app.show_settings, settings=app.settings)
    app.navigator.show(view)
    app.sheet_shown = (view, lambda: show_custom_rules(app))
    return view


__all__ = ["settings_ways", "show_custom_rules"]
