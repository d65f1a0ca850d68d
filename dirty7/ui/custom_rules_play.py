"""The way from Settings to the Custom rules sheet, and back.

Why apart from :mod:`dirty7.ui.app`: the app wires the views of a game against the
computer and is at its size limit; the Custom rules sheet is one more sheet opened from
Settings (Custom… in the Rules row, or C), whose Back returns there, as the Look and hand
and Speech sheets do.
"""

from __future__ import annotations

from typing import Any


def show_custom_rules(app: Any) -> Any:
    """Show the Custom rules sheet over ``app``'s live settings (the app's navigator shows
    it; a change of language builds it again through ``app.sheet_shown``)."""
    from dirty7.ui.screens.custom_rules_sheet import CustomRulesView

    view = CustomRulesView(app.window, on_back=app.show_settings, settings=app.settings)
    app.navigator.show(view)
    app.sheet_shown = (view, lambda: show_custom_rules(app))
    return view


__all__ = ["show_custom_rules"]
