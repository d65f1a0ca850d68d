"""The language of the command line, chosen before it prints a word.

Why before any parser is built: argparse reads the help texts (and its own group titles)
when a parser is made, so the language must be in force first. The choice is the
window's own (:class:`~dirty7.ui.core.language_choice.LanguageChoice`): ``--language
CODE``, else the Language setting, else the system's locale. A code that is no shipped
language is not chosen here: the command's parser then refuses it, in the language the
setting or the system names.

``--language`` may stand before the command (``dirty7 --language de tournament …``) or
among its options; :func:`command_first` puts it after the command word, where each
command's parser takes it (:func:`add_language_option`).
"""

from __future__ import annotations

import argparse

from dirty7.i18n import _

OPTION = "--language"


def parse_language(text: str) -> str:
    """A shipped language's code (``de``); any other is a usage error naming them."""
    from dirty7.i18n import shipped_languages, shipped_sentence

    if text not in shipped_languages():
        raise argparse.ArgumentTypeError(
            _("{code!r} is not a language of this game: {languages}").format(
                code=text, languages=shipped_sentence()))
    return text


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """``--language CODE`` (its value is applied before parsing, by :func:`speak_language`)."""
    parser.add_argument(OPTION, type=parse_language, metavar="CODE",
                        help=_("the language of every word for this run (en, de, es, fr, "
                               "pl, pt_BR, ru; the Language setting otherwise)"))


def requested_language(argv: list[str]) -> str | None:
    """The code ``--language CODE`` (or ``--language=CODE``) names in ``argv``, the last
    one as argparse takes it; None without one. Nothing after a lone ``--`` counts."""
    found = None
    for index, word in enumerate(argv):
        if word == "--":
            break
        if word == OPTION and index + 1 < len(argv):
            found = argv[index + 1]
        elif word.startswith(OPTION + "="):
            found = word[len(OPTION) + 1:]
    return found


def speak_language(argv: list[str]) -> str:
    """Make the run's language the one every message (argparse's too) is looked up in;
    its code. The settings are read only when ``--language`` names no shipped language."""
    from dirty7.cli.argparse_words import use_game_catalogue
    from dirty7.i18n import shipped_languages
    from dirty7.store.settings import Settings, load_settings_or_defaults
    from dirty7.ui.core.language_choice import LanguageChoice

    code = requested_language(argv)
    override = code if code in shipped_languages() else None
    settings = Settings() if override else load_settings_or_defaults()
    use_game_catalogue()
    return LanguageChoice(override).apply(settings)


def command_first(argv: list[str], commands: tuple[str, ...]) -> list[str]:
    """``--language de tournament …`` → ``tournament --language de …``: leading language
    options follow the command word (one of ``commands``), whose parser takes them."""
    leading: list[str] = []
    rest = list(argv)
    while rest and (rest[0] == OPTION or rest[0].startswith(OPTION + "=")):
        take = 2 if rest[0] == OPTION else 1
        leading, rest = leading + rest[:take], rest[take:]
    if leading and rest and rest[0] in commands:
        return [rest[0], *leading, *rest[1:]]
    return list(argv)


__all__ = ["OPTION", "add_language_option", "command_first", "parse_language",
           "requested_language", "speak_language"]
