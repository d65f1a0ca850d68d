"""What the window does with a game's record: the demo's sealed deal, export, verify.

Why here and not in the app: the app is navigation; these are the few calls into the game
layer that its screens need (``--export FILE``, the results' "Export and verify", the
autoplay demo's deal), kept out of the navigation code.
"""

from __future__ import annotations

import logging

from dirty7.game.record import GameRecord

log = logging.getLogger("dirty7.ui")


def export(record: GameRecord) -> tuple[str | None, str]:
    """Write the record to the exports folder: (path or None, what to tell the player)."""
    from dirty7.game.export import export_record

    path, message = export_record(record)
    return (None if path is None else str(path)), message


def verify_export(path: str) -> tuple[bool, str]:
    """``dirty7 verify`` on an exported record, in-process: (ok, one line for the player)."""
    from dirty7.game.verify import verify_file

    verdict = verify_file(path)
    if verdict.ok:
        return True, (f"Verified: seal, deal and every move check out "
                      f"({verdict.moves_checked} computer moves re-run)")
    return False, f"Verify failed: {verdict.failure}"


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

__all__ = ["demo_game", "export", "export_to", "verify_export"]
