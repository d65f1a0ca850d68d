"""Plugins whose *class* is hostile: reading its label, description or methods raises.

Why a module apart from :mod:`.bots`: these never play (they are listed as unavailable),
so the tournament and window tests that play every bot must not meet them.
"""

from __future__ import annotations


class _RaisingLabel(type):
    @property
    def label(cls):
        raise RuntimeError("label refuses to be read")


class _RaisingDescription(type):
    @property
    def description(cls):
        raise ValueError("description refuses to be read")


class _RaisingEverything(type):
    def __getattr__(cls, name):
        raise KeyError(name)


class _Plays:
    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, view):
        return view.legal_moves[0]


class RaisingLabel(_Plays, metaclass=_RaisingLabel):
    pass


class RaisingDescription(_Plays, metaclass=_RaisingDescription):
    pass


class RaisingGetattr(metaclass=_RaisingEverything):
    """Has no choose: asking for it runs the metaclass's __getattr__, which raises."""


class _Unprintable(Exception):
    def __str__(self):
        raise RuntimeError("no text either")


class _UnprintableLabel(type):
    @property
    def label(cls):
        raise _Unprintable()


class UnprintableLabel(_Plays, metaclass=_UnprintableLabel):
    pass


#: entry-point name -> (class, what its reason says)
CLASSES = {
    "raising-label": ("RaisingLabel", "RuntimeError: label refuses to be read"),
    "raising-description": ("RaisingDescription",
                            "ValueError: description refuses to be read"),
    "raising-getattr": ("RaisingGetattr", "KeyError: 'choose'"),
    "unprintable-label": ("UnprintableLabel", "_Unprintable: ?"),
}
