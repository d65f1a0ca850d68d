"""The hostile strategies. Each plays a legal move until its trick, then does it."""

from __future__ import annotations

import gc
import json
import os
import sys
import time

#: The hunter appends what it found to the file this environment variable names.
HUNT_FILE_ENV = "DIRTY7_HUNT_FILE"


class _Base:
    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, view):
        return view.legal_moves[0]


class RaisesInInit(_Base):
    def __init__(self, seed=0):
        raise RuntimeError("refuses to be created")


class RaisesInChoose(_Base):
    def choose(self, view):
        raise RuntimeError("boom in choose")


class IllegalMove(_Base):
    def choose(self, view):
        legal = {int(m) for m in view.legal_moves}
        return next(m for m in range(70) if m not in legal)


class ReturnsFloat(_Base):
    def choose(self, view):
        return 1.5


class ReturnsNone(_Base):
    def choose(self, view):
        return None


class Sleeps(_Base):
    def choose(self, view):
        time.sleep(3600)


class Spins(_Base):
    def choose(self, view):
        while True:
            pass


class CallsSysExit(_Base):
    def choose(self, view):
        sys.exit(7)


class CallsOsExit(_Base):
    def choose(self, view):
        os._exit(7)


class MutatesView(_Base):
    """Empties and rewrites its view, then plays a move it added (illegal)."""

    def choose(self, view):
        view.legal_moves.clear()
        view.legal_moves.extend(range(70))
        view._hand_mask = (1 << 52) - 1
        view.to_move ^= 1
        return view.legal_moves[0]  # 0 (AC) now: illegal unless AC is playable


class ChangesGlobals(_Base):
    """Empties the deal for every later game, if the engine let it."""

    def choose(self, view):
        import dirty7.rules.position as position

        position.HAND_SIZE = 0
        return view.legal_moves[0]


class Hunter(_Base):
    """Looks for the opponent's hand through gc and every thread's stack frames.

    Records each hand mask it finds for the opponent's seat (a Position's ``hands`` or
    a list/tuple of two masks next to its own) with the ply; plays a legal move.
    """

    def choose(self, view):
        me, found = view.seat, set()
        mine = view.hand_mask

        def consider(obj):
            if isinstance(obj, (list, tuple)):
                hands = obj
            else:  # a Position by its class name (a getattr on anything has side effects)
                hands = obj.hands if type(obj).__name__ == "Position" else None
            if (isinstance(hands, (list, tuple)) and len(hands) == 2
                    and all(type(h) is int for h in hands) and hands[me] == mine):
                found.add(hands[me ^ 1])

        for obj in gc.get_objects():
            try:
                consider(obj)
            except Exception:  # noqa: BLE001 - anything odd in gc
                pass
        for frame in sys._current_frames().values():
            while frame is not None:
                for value in list(frame.f_locals.values()):
                    try:
                        consider(value)
                        consider(getattr(value, "position", None))
                    except Exception:  # noqa: BLE001
                        pass
                frame = frame.f_back
        path = os.environ.get(HUNT_FILE_ENV)
        if path:
            with open(path, "a", encoding="utf-8") as out:
                out.write(json.dumps({"ply": view.ply, "seat": me,
                                      "found": sorted(found)}) + "\n")
        return view.legal_moves[0]


#: entry-point name -> class, as the fixture registers them.
BOTS = {
    "raises-in-init": "RaisesInInit",
    "raises-in-choose": "RaisesInChoose",
    "illegal-move": "IllegalMove",
    "returns-float": "ReturnsFloat",
    "returns-none": "ReturnsNone",
    "sleeps": "Sleeps",
    "spins": "Spins",
    "sys-exit": "CallsSysExit",
    "os-exit": "CallsOsExit",
    "mutates-view": "MutatesView",
    "changes-globals": "ChangesGlobals",
    "hunter": "Hunter",
    "a-plugin-whose-entry-point-name-is-much-longer-than-forty-characters": "_Base",
}
