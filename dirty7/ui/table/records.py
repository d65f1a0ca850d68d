"""What the window does with a game's record: the demo's sealed deal, export, verify.

Why here and not in the app: the app is navigation; these are the few calls into the game
layer that its screens need (``--export FILE``, the results' "Export and verify", the
autoplay demo's deal), kept out of the navigation code.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from dirty7.game.record import GameRecord

if TYPE_CHECKING:
    from dirty7.game.verify import Verdict

log = logging.getLogger("dirty7.ui")


def export(record: GameRecord) -> tuple[str | None, str]:
    """Write the record to the exports folder: (path or None, what to tell the player)."""
    from dirty7.game.export import export_record

    path, message = export_record(record)
    return (None if path is None else str(path)), message


def verify_export(path: str) -> tuple[bool, str]:
    """``dirty7 verify`` on an exported record, in-process: (ok, its verdict for the player).

    The words are the command line's own (:func:`verdict_text`), never re-worded here: a
    screen that said "seal" for a chosen deal the command line calls unsealed was wrong.
    """
    from dirty7.game.verify import Unreadable, verify_file

    try:
        verdict = verify_file(path)
    except Unreadable as exc:  # what ``dirty7 verify`` gives as its error, on one line
        return False, " ".join(str(exc).split())
    return verdict.ok, verdict_text(verdict)


def verdict_text(verdict: Verdict) -> str:
    """The verdict as ``dirty7 verify FILE`` prints it: the last of its lines (the lines
    before it are one per check and per re-run move; the results show the seal apart)."""
    return verdict.lines()[-1]


def export_to(record: GameRecord, path: str) -> None:
    """``--export FILE``: write the finished game's record; a failure is logged, not fatal."""
    from dirty7.store.storage import StorageError, write_json_atomic

    try:
        write_json_atomic(path, record.to_dict())
    except StorageError as exc:
        log.error("could not export the game to %s: %s", path, exc)


def demo_game(seed: int | None, difficulty: str):
    """The demo's game: deal ``seed``, or a sealed deal from the OS when None."""
    from dirty7.game.seal import draw_nonce, draw_seed
    from dirty7.ui.table.seats import new_game

    nonce = None
    if seed is None:
        seed, nonce = draw_seed(), draw_nonce()
    return new_game(seed=seed, first=0, position=None, autoplay=True,
                    difficulty=difficulty, nonce=nonce)

__all__ = ["demo_game", "export", "export_to", "verdict_text", "verify_export"]
