"""``dirty7`` / ``python -m dirty7``: the game, ``dirty7 tournament ...``,
``dirty7 selfplay ...``, ``dirty7 verify FILE``, ``dirty7 relay`` or
``dirty7 desktop install`` (each a module of ``dirty7.cli``)."""

from __future__ import annotations

import os
import sys

#: The exit status when the reader of stdout went away (128 + SIGPIPE, as ``cat`` reports).
BROKEN_PIPE_STATUS = 141


def main(argv: list[str] | None = None) -> int:
    """Dispatch to the tournament tool, the self-play tool, the record checker or the game
    (the default).

    Why the broken pipe is caught here: ``dirty7 verify FILE | head -1`` closes the pipe
    after one line; every command's report then ends quietly instead of in a traceback.
    """
    try:
        status = _dispatch(sys.argv[1:] if argv is None else list(argv))
        sys.stdout.flush()  # inside the try: a pipe closed early fails here, not at exit
    except BrokenPipeError:
        _silence_stdout()
        return BROKEN_PIPE_STATUS
    return status


#: The command words (anything else opens the game).
COMMANDS = ("tournament", "selfplay", "relay", "host", "join", "desktop", "verify")


def _dispatch(argv: list[str]) -> int:
    """Each command is imported only when it runs (``dirty7 --help`` loads no batch tool).

    The language is chosen first (``--language``, the setting, the system's locale), so
    that every word after it, argparse's help and errors too, is in it."""
    from .cli.cli_language import command_first, speak_language

    speak_language(argv)
    argv = command_first(argv, COMMANDS)
    if argv and argv[0] == "tournament":
        from .cli.tournament_command import main as tournament_main

        return tournament_main(argv[1:])
    if argv and argv[0] == "selfplay":
        from .cli.selfplay_command import main as selfplay_main

        return selfplay_main(argv[1:])
    if argv and argv[0] == "relay":
        from .cli.relay_command import main as relay_main

        return relay_main(argv[1:])
    if argv and argv[0] in ("host", "join"):
        from .cli.friend_command import host_main, join_main

        return (host_main if argv[0] == "host" else join_main)(argv[1:])
    if argv and argv[0] == "desktop":
        from .cli.desktop_command import main as desktop_main

        return desktop_main(argv[1:])
    if argv and argv[0] == "verify":
        from .cli.verify_command import verify_main

        return verify_main(argv[1:])
    from .cli.play_command import main as game_main

    return game_main(argv)


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that the interpreter's last flush of what is still
    buffered does not fail again ("Exception ignored ... BrokenPipeError")."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is not a file (a test's capture): nothing to do
        pass


if __name__ == "__main__":
    sys.exit(main())
