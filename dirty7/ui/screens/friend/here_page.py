"""The "At this computer" page of "Play a friend": the two players' names, then Play.

Why a page of the friend screen: it is the third way to play a friend, beside Host and
Join, and shares their way back (Back, Esc) and their keys; but it needs no link, so it
only checks the two names (:func:`names_problem`) and hands them on.
"""

from __future__ import annotations

from dirty7.i18n import _
from dirty7.store.settings import clean_display_name
from dirty7.ui.core import theme

#: The fields of the page, in Tab order.
FIELDS = ("first", "second")


def names_problem(first: str, second: str) -> tuple[tuple[str, str] | None, str | None]:
    """The two names cleaned, or why they cannot be two players' names."""
    names = []
    for text in (first, second):
        try:
            name = clean_display_name(text)
        except ValueError as error:
            return None, _("A name: {error}.").format(error=error)
        if not name:
            return None, _("Type both players' names.")
        names.append(name)
    if names[0].casefold() == names[1].casefold():
        return None, _("The two players need different names.")
    return (names[0], names[1]), None


def build_here(build, view) -> None:
    """The page on ``build`` (the friend panels' builder): two fields, Play and Back."""
    build.line(_("Two players at this computer"), theme.BODY_SIZE + 4, color=theme.GOLD,
               bold=True)
    build.text_field("first", _("Starts"), view.drafts["first"], 300)
    build.text_field("second", _("Second"), view.drafts["second"], 300)
    build.line(_("Between turns a cover hides both hands: pass the computer, then press "
                 "Space when ready."), theme.SMALL_SIZE, color=theme.TEXT_DIM)
    build.buttons(("play_here", _("Play"), view.play_here, True),
                  ("cancel", _("Back"), view.cancel, False))


__all__ = ["FIELDS", "build_here", "names_problem"]
