"""The game in progress, ``saved-game.json`` in the data directory, so a quit game resumes.

The file holds ``{"version": 1, "record": ..., "difficulty": str, "match": ... | null}``.
``record`` and ``match`` hold the seed, the nonce, the deal and the computer's seed, so they
are written concealed (:mod:`dirty7.store.concealed`: base64 text a glance does not read;
not protection, and the README says so); a file from before, with them as plain objects,
still loads. The file is readable by its owner only (0600, as every file of the data
folder: ``mkstemp`` makes it so). The record is produced and checked by the engine's
game-record code (``GameRecord.to_dict()`` / ``GameRecord.from_dict()`` in
``dirty7.game.record``); this module only checks the outer shape, so it does not depend on
the engine. When the caller's deeper check fails, :func:`discard_saved_game` moves the file
to ``saved-game.json.bad`` with the same warning as any other damaged file, so it is not
offered again.
"""

from __future__ import annotations

from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields
from dirty7.store.concealed import conceal, reveal
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

__all__ = [
    "SAVED_GAME_FILE",
    "clear_saved_game",
    "discard_saved_game",
    "load_saved_game",
    "save_game",
]

SAVED_GAME_FILE = "saved-game.json"
_FALLBACK = Phrase(N_("no saved game is resumed"))
#: A strategy name with its options; far longer than any real one.
_MAX_DIFFICULTY = 1_000


def _check(data: dict[str, Any]) -> dict[str, Any]:
    """Raise ValueError unless ``data`` has the outer shape of a saved game; a concealed
    ``record`` or ``match`` is revealed in place (what the caller gets is plain). The
    record and the match are checked field by field by their own readers."""
    fields = Fields(data, "saved game")
    for key in ("record", "difficulty", "match"):
        if key not in data:
            fields.fail(key, "present")
    for key in ("record", "match"):
        if isinstance(data[key], str):
            data[key] = reveal(data[key])
    if not isinstance(data["record"], dict) or not data["record"]:
        fields.fail("record", "a game record (a JSON object)", type(data["record"]).__name__)
    fields.name("difficulty", _MAX_DIFFICULTY)
    for key in ("match", "hand"):
        if data.get(key) is not None and not isinstance(data[key], dict):
            fields.fail(key, "an object or null", data[key])
    return data


def save_game(
    record: dict[str, Any],
    difficulty: str,
    match: dict[str, Any] | None = None,
    store: Store | None = None,
    hand: dict[str, Any] | None = None,
) -> str | None:
    """Store the game in progress; None on success, else why it cannot be saved.

    ``record`` is ``GameRecord.to_dict()``; ``match`` the match state (scores so far) or None
    when match scoring is off; ``hand`` the player's hand order (the table's, read back by
    it; a file without it, from an older version, is fine). ``record`` and ``match`` are
    written concealed. A malformed argument is a programming error (ValueError).
    """
    store = store or default_store()
    _check({"version": FORMAT_VERSION, "record": record, "difficulty": difficulty, "match": match})
    data = {"version": FORMAT_VERSION, "record": conceal(record), "difficulty": difficulty,
            "match": None if match is None else conceal(match)}
    if hand is not None:
        data["hand"] = hand
    return store.save(SAVED_GAME_FILE, data)


def load_saved_game(store: Store | None = None) -> tuple[dict[str, Any] | None, str | None]:
    """The saved game as stored (``version``, ``record``, ``difficulty``, ``match``), or None.

    The second item is a warning when a file was there but unusable (it has been moved aside).
    """
    store = store or default_store()
    value, warning = store.load(SAVED_GAME_FILE, _check, _FALLBACK)
    return (value if isinstance(value, dict) else None), warning


def discard_saved_game(problem: str, store: Store | None = None) -> str:
    """Move a saved game the caller could not use to ``.bad``; return the warning to show.

    ``problem`` says what was wrong, e.g. the message of ``GameRecord.from_dict``'s ValueError.
    """
    store = store or default_store()
    return store.quarantine(SAVED_GAME_FILE, problem, _FALLBACK)


def clear_saved_game(store: Store | None = None) -> str | None:
    """Delete the saved game (a finished game is not resumed); None or an error message."""
    store = store or default_store()
    return store.delete(SAVED_GAME_FILE)
