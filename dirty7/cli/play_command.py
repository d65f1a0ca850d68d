"""``dirty7`` / ``python -m dirty7``: open the game (``tournament``/``selfplay`` live elsewhere).

Why argparse checks everything before a window opens: a bad ``--size`` or an unknown
``--difficulty`` should give a clear message and exit status 2 at once, not a crash
after the window appeared. Arcade is imported only after the arguments are valid, so
``--help`` is instant.
"""

from __future__ import annotations

import argparse
import gc
import sys

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
            f"expected WIDTHxHEIGHT such as 1280x720, not {text!r}") from None
    if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            f"{width}x{height} is too small: the table needs at least "
            f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    if width > 16384 or height > 16384:
        raise argparse.ArgumentTypeError(f"{width}x{height} is too large")
    return width, height


def parse_seed(text: str) -> int:
    """A deal number: a whole number from 0 to 2**64 - 1 (what a game record accepts)."""
    if len(text) > 40:
        raise argparse.ArgumentTypeError("a deal number is at most 20 digits long")
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a deal number is a whole number, not {text!r}") from None
    if seed < 0:
        raise argparse.ArgumentTypeError(f"a deal number is 0 or more, not {seed}")
    if seed >= 2**64:
        raise argparse.ArgumentTypeError(f"a deal number is below 2**64, not {seed}")
    return seed


class VersionAction(argparse.Action):
    """``--version``: print ``dirty7 X`` and exit, reading the metadata only when asked."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from dirty7.store.app_version import app_label

        print(app_label())  # on stdout, as argparse's own version action prints it
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dirty7",
        description="Play Dirty Seven against the computer. "
                    "(`dirty7 verify FILE` checks an exported game record; "
                    "`dirty7 tournament --help` and `dirty7 selfplay --help` for "
                    "computer-vs-computer games.)",
    )
    parser.add_argument("--difficulty", metavar="NAME",
                        help="the computer's strategy (easy, medium, hard, matched or a plugin; "
                             "options as in hard:think_ms=300)")
    parser.add_argument("--seed", type=parse_seed, metavar="N",
                        help="start at once with deal number N (the next game is N+1)")
    parser.add_argument("--size", type=parse_size, default=(BASE_WIDTH, BASE_HEIGHT),
                        metavar="WxH", help=f"window size (default {BASE_WIDTH}x{BASE_HEIGHT})")
    parser.add_argument("--fullscreen", action="store_true", help="open full screen")
    parser.add_argument("--autoplay", action="store_true",
                        help="the computer plays both seats (a demo)")
    parser.add_argument("--exit-after-game", action="store_true",
                        help="quit with status 0 once the results have been shown")
    parser.add_argument("--screenshot", metavar="PATH",
                        help="save a PNG of the window just before quitting")
    parser.add_argument("--animation-speed", choices=SPEEDS,
                        help="override the animation speed setting")
    parser.add_argument("--load", metavar="FILE",
                        help="open a saved or exported game record (JSON) at its last "
                             "position; you play seat 0, the computer seat 1")
    parser.add_argument("--export", metavar="FILE",
                        help="write the finished game's record (JSON) to FILE when it ends "
                             "(check it with `dirty7 verify FILE`)")
    parser.add_argument("--version", action=VersionAction, nargs=0)
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
        parser.error(f"argument --difficulty: {exc}")


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
        reason = " ".join(str(exc).split())
        where = "" if str(path) in reason else f"{path}: "
        parser.error(f"argument --load: {where}{reason}")
    problem = _player_problem(record.players[1])
    if problem is not None:
        parser.error(f"argument --load: {path}: its computer player {record.players[1][:60]!r} "
                     f"cannot be used: {problem}")
    return record


def _player_problem(spec: str) -> str | None:
    """Why a record's computer player, a strategy spec with bad options, cannot be obeyed;
    None when it is usable or names no installed strategy (``computer``, a plugin that
    is not installed here: the game then uses the difficulty setting)."""
    from dirty7.ai.registry import StrategyError, find_strategy, parse_spec, validate_spec

    try:
        name, _options = parse_spec(spec)
    except StrategyError as exc:
        return str(exc)
    try:
        find_strategy(name)
    except StrategyError:
        return None
    try:
        validate_spec(spec)
    except StrategyError as exc:
        return str(exc)
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
        parser.error("argument --load: cannot be combined with --autoplay or --seed")
    if ns.screenshot and not ns.screenshot.lower().endswith(".png"):
        parser.error("argument --screenshot: the file name must end in .png")

    from dirty7.ui.app import AppOptions, run_app

    options = AppOptions(
        difficulty=ns.difficulty,
        seed=ns.seed,
        autoplay=ns.autoplay,
        exit_after_game=ns.exit_after_game,
        screenshot=ns.screenshot,
        animation_speed=ns.animation_speed,
        startup_probe=ns.startup_probe,
        record=record,
        export=ns.export,
    )
    try:
        return run_app(options, size=ns.size, fullscreen=ns.fullscreen)
    except Exception as exc:  # noqa: BLE001 - e.g. no display: say it plainly
        if "display" in str(exc).lower() or "NoSuchDisplay" in type(exc).__name__:
            print(f"dirty7: cannot open a window: {exc}", file=sys.stderr)
            return 1
        raise


def parse_work(text: str) -> int:
    """``--max-work N``: a whole number of at least 1 (underscores allowed: 5_000_000)."""
    try:
        work = int(text.replace("_", "")) if len(text) <= 40 else -1
    except ValueError:
        work = -1
    if work < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return work


def build_verify_parser() -> argparse.ArgumentParser:
    from dirty7.arena.progress import PROGRESS_CHOICES
    from dirty7.game.claims import DEFAULT_MAX_WORK

    parser = argparse.ArgumentParser(
        prog="dirty7 verify",
        description="Check a game record: the seal, the deal, every move's legality, the "
                    "players it names, and every move of a built-in level re-run from its "
                    "own view. Exit status 0: verified; 3: legal only (some computer moves "
                    "were checked for legality only, named); 1: refused; 2: not a record.")
    parser.add_argument("file", metavar="FILE", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    bound = parser.add_mutually_exclusive_group()
    bound.add_argument("--max-work", type=parse_work, default=DEFAULT_MAX_WORK, metavar="N",
                       help="re-run at most N units of work (search iterations x playout "
                            f"plies; default {DEFAULT_MAX_WORK:,}); players past it are "
                            "checked for legality only")
    bound.add_argument("--no-limit", action="store_true",
                       help="re-run every computer move, however long it takes")
    parser.add_argument("--progress", choices=PROGRESS_CHOICES, default="auto",
                        metavar="auto|always|never",
                        help="the progress bar on stderr: on a terminal after a couple of "
                             "seconds (auto, the default; DIRTY7_PROGRESS=1 or 0 overrides), "
                             "always or never")
    return parser


def verify_main(argv: list[str]) -> int:
    """``dirty7 verify FILE``: 0 when every check holds and every computer move was re-run,
    3 when some computer moves were checked for legality only (named), 1 when a check or a
    computer move fails or a player is not one (named), 2 for a file that is no record."""
    import json

    from dirty7.game.verify import Unreadable, verify_file

    parser = build_verify_parser()
    ns = parser.parse_args(argv)
    with _MoveBar(ns.progress) as bar:
        try:
            verdict = verify_file(ns.file, max_work=None if ns.no_limit else ns.max_work,
                                  progress=bar.update)
        except Unreadable as exc:
            parser.error(" ".join(str(exc).split()))
    if ns.json:
        print(json.dumps(verdict.to_dict()))
    else:
        print("\n".join(verdict.lines()))
    return verdict.exit_status


class _MoveBar:
    """verify's progress on stderr: computer moves re-run, drawn once a check has lasted a
    couple of seconds (tqdm's delay), so stdout stays the report alone."""

    def __init__(self, choice: str) -> None:
        from dirty7.arena.progress import bar_choice

        self.choice = bar_choice(choice)
        self._wanted = self.choice == "always" or (self.choice == "auto"
                                                   and sys.stderr.isatty())
        self._bar = None

    def update(self, done: int, total: int) -> None:
        if not self._wanted:
            return
        if self._bar is None:
            from tqdm import tqdm

            from dirty7.arena.progress import BAR_DELAY_S

            self._bar = tqdm(total=total, desc="verify", unit="move", file=sys.stderr,
                             delay=BAR_DELAY_S if self.choice == "auto" else 0,
                             dynamic_ncols=True, leave=True)
        self._bar.update(done - self._bar.n)

    def __enter__(self) -> _MoveBar:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.close()


if __name__ == "__main__":
    raise SystemExit(main())
