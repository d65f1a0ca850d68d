"""``--rules NAME``: a preset's name or a custom set's code, refused in the player's words.

Why a module of its own: the game, ``dirty7 tournament``/``selfplay`` and ``dirty7 host``
take the same option; the rules layer says why a name is none with an id (a code's reason),
and the words for it are the game's (:func:`dirty7.game.custom_rules.code_error_words`, the
ones the Custom rules sheet shows), so a mistyped code reads the same in the window and on
the command line. Imported lazily: ``dirty7 --help`` reads no rules.
"""

from __future__ import annotations

import argparse

from dirty7.i18n import _


def parse_rules(text: str) -> str:
    """A preset's name or a custom set's code (written as the game writes it, so a run's
    records and figures name it one way); a usage error says what is wrong otherwise."""
    from dirty7.rules.presets import PRESETS, rules_name

    try:
        return rules_name(text)
    except ValueError as exc:
        if getattr(exc, "reason", None) is not None:  # a code, mistyped or from elsewhere
            from dirty7.game.custom_rules import code_error_words

            raise argparse.ArgumentTypeError(code_error_words(exc)) from None
        raise argparse.ArgumentTypeError(
            _("unknown rules {name}: use one of {names} or a custom set's code "
              "(R7-…)").format(name=repr(text[:60]), names=", ".join(PRESETS))) from None


__all__ = ["parse_rules"]
