"""How strong each built-in level measured, from ``strength.json`` in this package.

Why a file and not a live figure: a fair measure takes thousands of games (minutes of
CPU), so ``scripts/measure_strength.py`` runs the tournaments once and writes the file;
the menu only reads it. A level's strength is its win rate over every game it played
against the other levels (each pairing seat-balanced: every deal played from both seats).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any


@dataclass(frozen=True)
class LevelStrength:
    """A level's wins over its games against the other built-in levels."""

    name: str
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def strengths_of(data: dict[str, Any]) -> dict[str, LevelStrength]:
    """Per level, its games and wins summed over the file's pairings."""
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    for pairing in data.get("pairings", []):
        for side in ("a", "b"):
            name = str(pairing[side])
            games[name] = games.get(name, 0) + int(pairing["games"])
            wins[name] = wins.get(name, 0) + int(pairing[f"{side}_wins"])
    return {n: LevelStrength(n, games[n], wins[n]) for n in games}


def load_strength() -> dict[str, LevelStrength]:
    """The shipped figures; empty when the file is missing or unreadable."""
    try:
        text = resources.files("dirty7.ai").joinpath("strength.json").read_text("utf-8")
        return strengths_of(json.loads(text))
    except (OSError, ValueError, KeyError, TypeError):
        return {}


__all__ = ["LevelStrength", "load_strength", "strengths_of"]
