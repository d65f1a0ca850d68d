"""``dirty7`` / ``python -m dirty7``: open the game (each other command has its module here).

Why argparse checks everything before a window opens: a bad ``--size`` or an unknown
``--difficulty`` should give a clear message and exit status 2 at once, not a crash
after the window appeared. Arcade is imported only after the arguments are valid, so
``--help`` is instant.
"""

from __future__ import annotations

import argparse
import gc
import re
import sys
from pathlib import Path

from dirty7.cli.cli_language import add_language_option
from dirty7.cli.rules_option import parse_rules
from dirty7.i18n import _
from dirty7.rules.shuffle import SEED_LIMIT
from dirty7.store.settings import ANIMATION_SPEEDS
from dirty7.ui.core.layout import BASE_HEIGHT, BASE_WIDTH, MIN_WINDOW

SPEEDS = tuple(ANIMATION_SPEEDS)  # the settings' names, in their order


def parse_size(text: str) -> tuple[int, int]:
    """``1280x720`` → (1280, 720); at least 800×600 (argparse turns errors into exit 2)."""
    try:
        w_text, h_text = text.lower().replace("×", "x").split("x")
        width, height = int(w_text), int(h_text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("expected WIDTHxHEIGHT such as 1280x720, not {text}").format(
                text=repr(text))) from None
    if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            _("{size} is too small: the table needs at least {least}").format(
                size=f"{width}x{height}", least=f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}"))
    if width > 16384 or height > 16384:
        raise argparse.ArgumentTypeError(
            _("{size} is too large").format(size=f"{width}x{height}"))
    return width, height


def parse_seed(text: str) -> int:
    """A deal number: a whole number from 0 to 2**64 - 1 (what a game record accepts)."""
    if len(text) > 40:
        raise argparse.ArgumentTypeError(_("a deal number is at most 20 digits long"))
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("a deal number is a whole number, not {text}").format(text=repr(text))) from None
    if seed < 0:
        raise argparse.ArgumentTypeError(
            _("a deal number is 0 or more, not {seed}").format(seed=seed))
    if seed >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            _("a deal number is below 2**64, not {seed}").format(seed=seed))
    return seed


def parse_player_name(text: str) -> str:
    """A player's name for ``--pass-and-play`` (as a display name: trimmed, printable,
    at most 40 characters); any other is a usage error saying why."""
    from dirty7.store.settings import clean_display_name

    try:
        name = clean_display_name(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(_("{name}: {reason}").format(
            name=repr(text[:60]), reason=exc)) from None
    if not name:
        raise argparse.ArgumentTypeError(_("a player's name cannot be empty"))
    return name


class VersionAction(argparse.Action):
    """``--version``: print ``dirty7 X`` and exit, reading the metadata only when asked."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from dirty7.store.app_version import app_label

        print(app_label())  # on stdout, as argparse's own version action prints it
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dirty7",
        description=_("Play Dirty Seven against the computer. (`dirty7 verify FILE` checks "
                      "an exported game record; `dirty7 tournament --help` and `dirty7 "
                      "selfplay --help` for computer-vs-computer games.)"),
    )
    parser.add_argument("--difficulty", metavar="NAME",
                        help=_("the computer's strategy (easy, medium, hard, matched or a "
                               "plugin; options as in hard:think_ms=300)"))
    parser.add_argument("--seed", type=parse_seed, metavar="N",
                        help=_("start at once with deal number N (the next game is N+1)"))
    parser.add_argument("--size", type=parse_size, default=(BASE_WIDTH, BASE_HEIGHT),
                        metavar="WxH", help=_("window size (default {size})").format(
                            size=f"{BASE_WIDTH}x{BASE_HEIGHT}"))
    parser.add_argument("--fullscreen", action="store_true", help=_("open full screen"))
    parser.add_argument("--autoplay", action="store_true",
                        help=_("the computer plays both seats (a demo)"))
    parser.add_argument("--exit-after-game", action="store_true",
                        help=_("quit with status 0 once the results have been shown"))
    parser.add_argument("--screenshot", metavar="PATH",
                        help=_("save a PNG of the window just before quitting"))
    parser.add_argument("--animation-speed", choices=SPEEDS,
                        help=_("override the animation speed setting"))
    add_language_option(parser)
    parser.add_argument("--rules", type=parse_rules, metavar="NAME",
                        help=_("the rules against the computer for this run: dirty-seven, "
                               "crazy-eights, mau-mau or a custom set's code R7-… (the Rules "
                               "setting otherwise; the deal of the day, challenges and "
                               "lessons stay Dirty Seven)"))
    parser.add_argument("--load", metavar="FILE",
                        help=_("open a saved or exported game record (JSON) at its last "
                               "position; you play seat 0, the computer seat 1"))
    parser.add_argument("--export", metavar="FILE",
                        help=_("write the finished game's record (JSON) to FILE when it "
                               "ends (check it with `dirty7 verify FILE`)"))
    parser.add_argument("--pass-and-play", nargs=2, type=parse_player_name,
                        metavar=("FIRST", "SECOND"),
                        help=_("two players at this computer: their table at once, FIRST "
                               "starts (a cover hides both hands between turns)"))
    parser.add_argument("--version", action=VersionAction, nargs=0,
                        help=_("show program's version number and exit"))
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    return parser


def check_difficulty(parser: argparse.ArgumentParser, spec: str | None) -> None:
    """An unknown or unusable strategy (or bad options) is a usage error."""
    if spec is None:
        return
    try:
        from dirty7.ai.registry import StrategyError, validate_spec
    except ImportError:  # pragma: no cover - the AI package is part of the project
        return
    try:
        validate_spec(spec)  # a plugin's __init__ runs only in its own process
    except StrategyError as exc:
        from dirty7.game.phrase_words import phrase_words

        parser.error(_("argument --difficulty: {reason}").format(
            reason=phrase_words(exc.reason)))


def load_record(parser: argparse.ArgumentParser, path: str | None):
    """The validated record of ``--load FILE`` (every move replayed), or a usage error.

    Whatever is wrong with the file (too large, not a file, bad JSON, too deep, a wrong type,
    a move that does not replay) is exit status 2 with a one-line reason.
    """
    if path is None:
        return None
    from dirty7.game.record import GameRecord, RecordError

    try:
        record = GameRecord.load(path)
    except RecordError as exc:
        from dirty7.i18n.said import reason_of, shown

        reason = re.sub(r"[ \t\r\n]+", " ", str(shown(reason_of(exc)))).strip()
        if str(path) in reason:
            parser.error(_("argument --load: {reason}").format(reason=reason))
        parser.error(_("argument --load: {path}: {reason}").format(path=path, reason=reason))
    problem = _player_problem(record.players[1])
    if problem is not None:
        from dirty7.game.phrase_words import phrase_words


        parser.error(_("argument --load: {path}: its computer player {player} cannot be "
                       "used: {reason}").format(path=path, player=repr(record.players[1][:60]),
                                                reason=phrase_words(problem)))
    return record


def _player_problem(spec: str) -> str | None:
    """Why a record's computer player, a strategy spec with bad options, cannot be obeyed;
    None when it is usable or names no installed strategy (``computer``, a plugin that
    is not installed here: the game then uses the difficulty setting)."""
    from dirty7.ai.registry import StrategyError, find_strategy, parse_spec, validate_spec

    try:
        name, _options = parse_spec(spec)
    except StrategyError as exc:
        return exc.reason
    try:
        find_strategy(name)
    except StrategyError:
        return None
    try:
        validate_spec(spec)
    except StrategyError as exc:
        return exc.reason
    return None


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, open the window, return the exit status."""
    # Importing Arcade and building the first screen makes a few hundred thousand
    # long-lived objects; collections in between would walk them again and again.
    # run_app turns the collector back on (and freezes them) once the first screen is
    # built; any other way out turns it back on here.
    gc.disable()
    try:
        return _main(argv)
    finally:
        gc.enable()


def _main(argv: list[str] | None) -> int:
    parser = build_parser()
    ns = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    check_difficulty(parser, ns.difficulty)
    record = load_record(parser, ns.load)
    if record is not None and (ns.autoplay or ns.seed is not None):
        parser.error(_("argument --load: cannot be combined with --autoplay or --seed"))
    names = ns.pass_and_play
    if names is not None and (record is not None or ns.autoplay):
        parser.error(_("argument --pass-and-play: cannot be combined with --load or "
                       "--autoplay"))
    if names is not None and names[0].casefold() == names[1].casefold():
        parser.error(_("argument --pass-and-play: the two players need different names"))
    if ns.screenshot and not ns.screenshot.lower().endswith(".png"):
        parser.error(_("argument --screenshot: the file name must end in .png"))

    answers_file = _library_answers_file()
    from dirty7.ui.app import AppOptions, run_app

    options = AppOptions(
        difficulty=ns.difficulty,
        seed=ns.seed,
        autoplay=ns.autoplay,
        exit_after_game=ns.exit_after_game,
        screenshot=ns.screenshot,
        animation_speed=ns.animation_speed,
        language=ns.language,
        rules=ns.rules,
        startup_probe=ns.startup_probe,
        record=record,
        export=ns.export,
        pass_and_play=tuple(names) if names is not None else None,
        offer_lessons=not (ns.autoplay or ns.screenshot or ns.startup_probe),
    )
    try:
        return run_app(options, size=ns.size, fullscreen=ns.fullscreen)
    except Exception as exc:  # noqa: BLE001 - e.g. no display: say it plainly
        if "display" in str(exc).lower() or "NoSuchDisplay" in type(exc).__name__:
            print(_("dirty7: cannot open a window: {reason}").format(reason=exc),
                  file=sys.stderr)
            return 1
        raise
    finally:
        if answers_file is not None:
            from dirty7.ui.core import library_search

            library_search.keep_answers()


def _library_answers_file() -> Path | None:
    """Where the game keeps pyglet's library answers between starts (its cache folder), with
    the search put in before Arcade's import reads them; None where the search is not used.

    Why here: only the game's start reads and writes the file; the tools and the tests
    that import Arcade search as before (:mod:`dirty7.ui.core.library_answers`)."""
    from dirty7.store.storage import cache_dir
    from dirty7.ui.core import library_search
    from dirty7.ui.core.library_answers import FILE_NAME

    path = cache_dir() / FILE_NAME
    return path if library_search.install(path) else None


if __name__ == "__main__":
    raise SystemExit(main())
