"""argparse's own words ("usage:", "options", its usage errors) in the player's language.

Why two names are re-bound: argparse imports ``gettext`` and ``ngettext`` from the standard
library as its module globals ``_`` and ``ngettext`` and looks each of its words up through
them when it builds a parser, prints help or reports an error, in the standard library's
domain, where no catalogue of the game is. A subclass of ``ArgumentParser`` would have to
copy every method that holds one of those words (the usage formatter, the group titles,
the checks of missing, unknown and invalid arguments); re-binding the two globals to the
game's lookups (:func:`use_game_catalogue`) is the narrowest point. A word the catalogue
lacks, and every word in English, reads as argparse wrote it.

The texts below are this Python's argparse's (Lib/argparse.py), the ones a player can
meet; they are marked here so that extraction puts them into the catalogue.
"""

from __future__ import annotations

import argparse

from dirty7.i18n import N_, gettext, ngettext

ARGPARSE_WORDS = (
    N_("usage: "),
    N_("options"),
    N_("positional arguments"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)


def _plural_words(count: int) -> str:
    """argparse's one plural message, marked for extraction (argparse looks it up itself)."""
    return ngettext("expected %s argument", "expected %s arguments", count)


def use_game_catalogue() -> None:
    """Make argparse look its words up in the game's catalogue (the language in force)."""
    # Its module globals, by name: the standard library's stubs do not list them.
    vars(argparse).update(_=gettext, ngettext=ngettext)


__all__ = ["ARGPARSE_WORDS", "use_game_catalogue"]
