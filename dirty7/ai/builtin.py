"""The one definition of "built-in": this project's own levels, by entry-point target.

Why one place: the registry (which specs it creates in the game's process), the guard
(which strategies it calls directly, shows their earlier views and never cuts for time)
and ``dirty7 verify`` (which seats it re-runs) must agree on what a built-in level is;
two lists drifted apart once (Matched was built-in to the registry and not to the guard,
so a Matched seat got a thread per move and its catch-up was skipped).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

#: Name → entry-point target of each built-in level, in the menu's order.
BUILTIN_TARGETS = {
    "easy": "dirty7.ai.easy:EasyStrategy",
    "medium": "dirty7.ai.medium:MediumStrategy",
    "hard": "dirty7.ai.hard:HardStrategy",
    "matched": "dirty7.ai.matched:MatchedStrategy",
}
BUILTIN_ORDER = tuple(BUILTIN_TARGETS)
#: The level offered when the player has chosen none (or theirs is not installed).
DEFAULT_LEVEL = "medium"
#: The computer of the deal of the day (and the level a challenge of it names): Hard on a
#: fixed iteration count, never a machine's calibration, so that everyone meets the same
#: computer on the same day and the same moves get the same answers (about 0.2 s a
#: decision on a 2020s laptop core).
DAILY_SPEC = "hard:iterations=3000"
#: Who plays a seat whose strategy failed (dirty7.ai.guard), as a record names it.
FALLBACK_SPEC = "medium"

_classes: tuple[type, ...] = ()


def load_target(target: str) -> Any:
    """The object ``module:attr`` names (imported now)."""
    module_name, _, attr = target.partition(":")
    return getattr(import_module(module_name), attr)


def builtin_classes() -> tuple[type, ...]:
    """The classes of the built-in levels (imported at the first call)."""
    global _classes
    if not _classes:
        _classes = tuple(load_target(t) for t in BUILTIN_TARGETS.values())
    return _classes


def is_builtin_target(name: str, target: str) -> bool:
    """Whether the entry point ``name`` → ``target`` is one of this project's levels."""
    return BUILTIN_TARGETS.get(name) == target


def is_builtin_spec(spec: str) -> bool:
    """Whether ``spec`` (``hard:iterations=3100``) names one of this project's levels (the
    registry lets no plugin take their names)."""
    return spec.split(":", 1)[0].strip() in BUILTIN_TARGETS


def is_builtin_strategy(strategy: Any) -> bool:
    """Whether ``strategy`` is an instance of a built-in level (not a subclass: a plugin
    may derive from one and is still a plugin)."""
    return type(strategy) in builtin_classes()


__all__ = ["BUILTIN_ORDER", "BUILTIN_TARGETS", "DAILY_SPEC", "FALLBACK_SPEC", "builtin_classes",
           "is_builtin_spec", "is_builtin_strategy", "is_builtin_target", "load_target"]
