"""The player's custom rule sets: each a name and its rules code, kept in the settings.

Why in ``settings.json`` and not a file of their own: they are a few short lines the
player chose, saved with the rules in force under the same lock; a damaged entry (an edited
file, a later version's code) is set aside and logged, never the whole file, so the other
sets and settings are kept.
"""

from __future__ import annotations

import logging
from typing import Any

from dirty7.rules import rules_name
from dirty7.rules.schema import shown

log = logging.getLogger("dirty7.store")

#: The longest name a custom set is saved under, and how many sets are kept.
MAX_SET_NAME = 24
MAX_SETS = 30


def clean_set_name(text: Any) -> str:
    """A custom set's name as saved: spaces collapsed, printable, 1 to
    :data:`MAX_SET_NAME` characters (ValueError otherwise)."""
    name = " ".join(text.split()) if isinstance(text, str) else ""
    if not name or len(name) > MAX_SET_NAME or not name.isprintable():
        raise ValueError(f"a set's name has 1 to {MAX_SET_NAME} printable characters")
    return name


def check_sets(sets: Any) -> None:
    """ValueError unless ``sets`` is at most :data:`MAX_SETS` names, each clean, mapped
    to a rules code as :func:`~dirty7.rules.rules_name` writes it."""
    if not isinstance(sets, dict) or len(sets) > MAX_SETS:
        raise ValueError(f"custom_rules must be an object of at most {MAX_SETS} sets")
    for name, code in sets.items():
        if clean_set_name(name) != name or not isinstance(code, str) \
                or rules_name(code) != code or not code.startswith("R7-"):
            raise ValueError(f"custom_rules: {shown(name)} is no named rules code")


def set_aside_bad_sets(values: dict[str, Any]) -> None:
    """Keep the good entries of a stored ``custom_rules``; each bad one (or a section of
    the wrong shape) is logged and left out."""
    if "custom_rules" not in values:
        return
    stored = values["custom_rules"]
    if not isinstance(stored, dict):
        log.warning("settings.json: custom_rules %s set aside", shown(stored))
        values["custom_rules"] = {}
        return
    kept: dict[str, str] = {}
    for name, code in stored.items():
        try:
            check_sets({name: code})
        except ValueError as exc:
            log.warning("settings.json: custom set %s set aside (%s)", shown(name), exc)
            continue
        if len(kept) < MAX_SETS:
            kept[name] = code
    values["custom_rules"] = kept


def with_set(sets: dict[str, str], name: str, code: str) -> dict[str, str]:
    """``sets`` with ``code`` saved under ``name`` (replacing a set of that name; the
    oldest is dropped beyond :data:`MAX_SETS`); ValueError for a bad name or code."""
    name, code = clean_set_name(name), rules_name(code)
    if not code.startswith("R7-"):
        raise ValueError("a preset is not saved as a custom set")
    new = {k: v for k, v in sets.items() if k != name}
    new[name] = code
    while len(new) > MAX_SETS:
        del new[next(iter(new))]
    return new


__all__ = ["MAX_SETS", "MAX_SET_NAME", "check_sets", "clean_set_name", "set_aside_bad_sets",
           "with_set"]
