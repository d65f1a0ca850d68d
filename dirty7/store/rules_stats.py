"""Statistics per rule set: a Crazy Eights win is not a Dirty Seven win.

Why a section of its own and not a prefix on the levels: Dirty Seven's numbers are the
file's top level, as they always were, so an old ``stats.json`` loads as Dirty Seven's
unchanged and a file of Dirty Seven games only is written byte for byte as before. A game
by other rules is counted under ``by_rules`` → the preset's name (``crazy-eights``, or
``custom``), with its own levels and last games; the ids of counted games stay one list
(a game is counted once, whatever its rules), and the quiet milestones are Dirty Seven's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The rule set of the file's top level.
DEFAULT_RULES = "dirty-seven"
_MAX_NAME_LENGTH = 40


def rules_from(data: dict[str, Any], parse: Callable[[Any], Any],
               is_name: Callable[[Any, int], bool]) -> dict[str, Any]:
    """The ``by_rules`` section of a stored object, each parsed with ``parse`` (a
    :meth:`Stats.from_dict`); ValueError for a section of the wrong shape."""
    section = data.get("by_rules", {})
    if not isinstance(section, dict):
        raise ValueError("statistics: by_rules must be an object")
    parts = {}
    for name, part in section.items():
        if not is_name(name, _MAX_NAME_LENGTH) or name == DEFAULT_RULES:
            raise ValueError(f"statistics: by_rules has a bad rule set name {name!r:.50}")
        if not isinstance(part, dict) or set(part) - {"by_difficulty", "recent"}:
            raise ValueError(f"statistics: by_rules.{name} holds levels and games only")
        parts[name] = parse(part)
        parts[name].achievements = {}  # none are kept here (see the module docstring)
    return parts


def rules_to_dict(by_rules: dict[str, Any]) -> dict[str, Any]:
    """The ``by_rules`` section to store (nothing at all while it is empty)."""
    if not by_rules:
        return {}
    stored = {name: part.to_dict() for name, part in sorted(by_rules.items())}
    return {"by_rules": {name: {"by_difficulty": whole["by_difficulty"],
                                "recent": whole["recent"]}
                         for name, whole in stored.items()}}


__all__ = ["DEFAULT_RULES", "rules_from", "rules_to_dict"]
