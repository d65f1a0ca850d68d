"""Unfinished network games, one file per room id: ``unfinished-<room id>.json``.

Why in the data folder and by room id: a game with a friend that was abandoned (the
connection did not come back in time, or a program was closed) can be resumed later by the
same two players with the same invite code, whose room id names the file; each side keeps
its own. The file is written before any message goes out (:mod:`dirty7.net.resume`), so
it always holds everything this side has said. It holds this side's secret keys of that
deal (docs/NETWORK.md, "Resuming later"): they reveal nothing the end of the game would
not, but the file must never be sent to anyone. Like ``saved-game.json`` the state is
concealed (base64 of zlib: against a glance, not protection) and the file is the owner's
only (0600).

This module checks the outer shape; the network layer checks the state itself
(:func:`dirty7.net.resume.check_state`) and, if it is damaged, calls
:func:`discard_unfinished` so it is set aside as ``NAME.bad`` with the usual warning.
"""

from __future__ import annotations

import os
import re
from typing import Any

from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.schema import Fields
from dirty7.store.concealed import conceal, reveal
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

__all__ = ["clear_unfinished", "discard_unfinished", "list_unfinished", "load_unfinished",
           "save_unfinished", "unfinished_file"]

_ROOM = re.compile(r"^[0-9a-f]{32}$")
_FILE = re.compile(r"^unfinished-([0-9a-f]{32})\.json$")
_FALLBACK = Phrase(N_("that unfinished game cannot be resumed"))


def unfinished_file(room: str) -> str:
    """The file name of room ``room``'s unfinished game (ValueError for a bad room id)."""
    if not isinstance(room, str) or not _ROOM.match(room):
        raise ValueError(f"not a room id: {str(room)[:40]!r}")
    return f"unfinished-{room}.json"


def _check(data: dict[str, Any]) -> dict[str, Any]:
    fields = Fields(data, "unfinished game")
    room = fields.text("room", 32)
    if not _ROOM.match(room):
        fields.fail("room", "a room id (32 hex digits)", room)
    if not isinstance(data.get("state"), str):
        fields.fail("state", "the concealed state of the game")
    data["state"] = reveal(data["state"])
    if not isinstance(data["state"], dict):
        fields.fail("state", "a JSON object", type(data["state"]).__name__)
    return data


def save_unfinished(room: str, state: dict[str, Any], store: Store | None = None) -> str | None:
    """Keep the unfinished game of ``room``; None on success, else why it was not saved."""
    store = store or default_store()
    return store.save(unfinished_file(room), {"version": FORMAT_VERSION, "room": room,
                                              "state": conceal(state)})


def load_unfinished(room: str, store: Store | None = None
                    ) -> tuple[dict[str, Any] | None, str | None]:
    """The state saved for ``room`` (None if there is none), and a warning if the file was
    there but damaged (it has been set aside)."""
    store = store or default_store()
    value, warning = store.load(unfinished_file(room), _check, _FALLBACK)
    if isinstance(value, dict) and value.get("room") != room:
        return None, discard_unfinished(room, Phrase(N_("it is the file of another room")), store)
    return (value["state"] if isinstance(value, dict) else None), warning


def discard_unfinished(room: str, problem: str, store: Store | None = None) -> str:
    """Set a damaged unfinished game aside (``NAME.bad``); the warning to show."""
    store = store or default_store()
    return store.quarantine(unfinished_file(room), problem, _FALLBACK)


def clear_unfinished(room: str, store: Store | None = None) -> str | None:
    """The game is over (finished, or stopped for good): its file goes."""
    store = store or default_store()
    return store.delete(unfinished_file(room))


def list_unfinished(store: Store | None = None) -> list[str]:
    """The room ids that have an unfinished game here, sorted."""
    store = store or default_store()
    try:
        names = os.listdir(store.directory)
    except OSError:
        return []
    return sorted(m[1] for m in map(_FILE.match, names) if m)
