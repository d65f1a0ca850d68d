"""``dirty7`` / ``python -m dirty7``: the game, ``dirty7 tournament ...``,
``dirty7 selfplay ...`` or ``dirty7 verify FILE``."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Dispatch to the tournament tool, the self-play tool, the record checker or the game
    (the default)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] == "tournament":
        from .tournament import main as tournament_main

        return tournament_main(argv[1:])
    if argv and argv[0] == "selfplay":
        from .selfplay import main as selfplay_main

        return selfplay_main(argv[1:])
    if argv and argv[0] == "verify":
        from .cli import verify_main

        return verify_main(argv[1:])
    from .cli import main as game_main

    return game_main(argv)


if __name__ == "__main__":
    sys.exit(main())
