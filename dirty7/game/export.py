"""Export a game to the ``exports`` folder of the data directory: the full record of a
finished game, or a snapshot of the player's view of an unfinished one.

Why a file of its own in the data directory: a player who wants to keep a game, show it to
someone or attach it to a bug report needs one self-contained file (the record replays every
position: see :mod:`dirty7.game.record`), and ``dirty7 --load FILE`` opens it again.

Why only a snapshot while the game goes on: the full record holds the seed, the nonce and
the deal — the computer's hand and the order of the stock. Written mid-game, a key press
would show the player every hidden card and the seal would mean nothing. So an unfinished
game exports ``position-….json`` (:func:`snapshot`): what the player's seat sees
(:meth:`~dirty7.rules.view.PlayerView.to_dict`), the moves so far (each a card played
face up, ``draw`` or ``pass``), the variant, the players' levels and the commitment shown
before the deal — no seed, nonce, deal, starting position or computer seed.
``dirty7 verify`` and ``--load`` refuse it with the reason
(:data:`~dirty7.game.record.SNAPSHOT_REFUSAL`). The writes are atomic and never raise for
disk problems: the caller shows the returned message.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dirty7.game.record import SNAPSHOT_KIND, GameRecord
from dirty7.i18n import _
from dirty7.rules import Position
from dirty7.store.app_version import app_label
from dirty7.store.storage import StorageError, default_store, write_json_atomic

if TYPE_CHECKING:
    from dirty7.game.verdict import Verdict

log = logging.getLogger("dirty7.game")

EXPORTS_DIR = "exports"
#: Version of the snapshot's format (a record has its own, RECORD_VERSION).
SNAPSHOT_VERSION = 1
#: What the toast says after a snapshot (the path follows).
SNAPSHOT_WORDS = "your view only; the full record after the game"


def export_path(directory: Path, when: datetime | None = None, prefix: str = "game") -> Path:
    """A new file name in ``directory`` for a game exported at ``when`` (never an old one)."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    path = directory / f"{prefix}-{stamp}.json"
    n = 2
    while path.exists():  # two exports in one second keep both
        path = directory / f"{prefix}-{stamp}-{n}.json"
        n += 1
    return path


def snapshot(record: GameRecord, position: Position, seat: int) -> dict[str, Any]:
    """The unfinished game as ``seat`` sees it: JSON-safe, nothing that seat may not know.

    ``position`` is the game's current position (``record`` replayed); only its view for
    ``seat`` is written. The view's ``universe`` lists every card of the deck, which says
    nothing about where any card is.
    """
    return {
        "version": SNAPSHOT_VERSION,
        "kind": SNAPSHOT_KIND,
        "app": app_label(),
        "about": "a mid-game snapshot: the position as seat "
                 f"{seat} saw it and the moves so far; the deal, its seed and nonce are in "
                 "the full record, exported once the game is over",
        "seat": seat,
        "first": record.first,
        "variant": record.variant.to_dict(),
        "players": list(record.players),  # the levels (specs), never their seeds
        "commitment": record.commitment,  # shown before the deal; the record's seal
        "moves": list(record.moves),
        "view": position.view(seat).to_dict(),
    }


def _write(obj: dict[str, Any], prefix: str, when: datetime | None) -> tuple[Path | None, str]:
    path = export_path(default_store().directory / EXPORTS_DIR, when, prefix)
    try:
        write_json_atomic(path, obj)
    except StorageError as exc:
        return None, str(exc)
    return path, ""


def export_record(record: GameRecord, when: datetime | None = None) -> tuple[Path | None, str]:
    """Write ``record``; returns (path, "Game exported to …") or (None, why it could not be)."""
    path, problem = _write(record.to_dict(), "game", when)
    return path, problem if path is None else f"Game exported to {path}"


def export_snapshot(record: GameRecord, position: Position, seat: int,
                    when: datetime | None = None) -> tuple[Path | None, str]:
    """Write :func:`snapshot`; returns (path, "Position exported to … (your view only; …)")
    or (None, why it could not be)."""
    path, problem = _write(snapshot(record, position, seat), "position", when)
    return path, problem if path is None else f"Position exported to {path} ({SNAPSHOT_WORDS})"


# --- the table's calls: the results' Export and verify, ``--export FILE`` -------------------
def export_finished(record: GameRecord) -> tuple[str | None, str]:
    """Write the record to the exports folder: (path or None, what to tell the player)."""
    path, problem = export_record(record)
    if path is None:
        return None, problem
    return str(path), _("Game exported to {path}").format(path=path)


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
    try:
        write_json_atomic(path, record.to_dict())
    except StorageError as exc:
        log.error("could not export the game to %s: %s", path, exc)


def write_joint_record(record: dict[str, Any], path: str | Path) -> str | None:
    """A network game's joint record (a plain dict, the same on both sides) to ``path``:
    None, or why it could not be written."""
    try:
        write_json_atomic(path, record)
    except StorageError as exc:
        log.error("could not export the game to %s: %s", path, exc)
        return str(exc)
    return None


def session_game_path(path: str, index: int) -> str:
    """Where game ``index`` (0-based) of a session with a friend is exported (``--export
    FILE``): the first to FILE itself, game 2 to ``FILE-2.json`` beside it, and so on."""
    if index == 0:
        return path
    where = Path(path)
    return str(where.with_name(f"{where.stem}-{index + 1}{where.suffix}"))


__all__ = ["EXPORTS_DIR", "SNAPSHOT_VERSION", "SNAPSHOT_WORDS", "export_finished", "export_path",
           "export_record", "export_snapshot", "export_to", "session_game_path", "snapshot",
           "verdict_text", "verify_export", "write_joint_record"]
