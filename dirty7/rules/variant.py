"""The rule variant: the game's parameters, like OpenSpiel's game parameters.

RULES.md, "Variants": ``seven_stack`` (Sevens answered with a Seven add up), ``first``
(who starts each game of a session) and ``match_to`` (games are chained until a player
has scored that many points; None plays single games). One frozen :class:`Variant`
travels from the settings to the session, the match, the game, its record and the
position, so that no layer keeps its own copy of a rule or of its allowed values, and
the match scoring lives here once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .schema import Fields

#: Who starts: seat 0 (the human) always, seat 1 (the computer) always, or in turn.
FIRST_CHOICES: tuple[str, ...] = ("human", "computer", "alternate")
#: The highest match target: far above any sensible match, low enough to catch garbage.
#: The one bound of ``match_to`` — the settings, the saved session and the records all
#: build a :class:`Variant`, so none keeps its own.
MATCH_TO_MAX = 10_000


@dataclass(frozen=True)
class Variant:
    """One set of rule options; the defaults are RULES.md's standard game.

    Constructing one checks every option against its allowed values (ValueError naming
    the field): this is the only place they are checked.
    """

    seven_stack: bool = False
    first: str = "alternate"
    match_to: int | None = None

    def __post_init__(self) -> None:
        fields = Fields(self.to_dict(), "variant")
        fields.flag("seven_stack")
        fields.choice("first", FIRST_CHOICES)
        fields.whole("match_to", 1, MATCH_TO_MAX, optional=True)

    def first_player(self, game_index: int) -> int:
        """The seat that starts game ``game_index`` (0-based) of a session or match."""
        if self.first == "human":
            return 0
        if self.first == "computer":
            return 1
        return game_index % 2

    # ------------------------------------------------------------------ match scoring
    def score(self, scores: Sequence[int], loser: int | None, points: int) -> list[int]:
        """The match scores after a game whose ``loser`` kept cards worth ``points``
        (:func:`~dirty7.rules.cards.hand_points`): the loser scores them; a drawn game
        (``loser`` None) or a variant without a match scores nothing."""
        new = list(scores)
        if self.match_to is not None and loser is not None:
            new[loser] += points
        return new

    def match_over(self, scores: Sequence[int]) -> bool:
        """Whether a player has reached ``match_to`` (never without a match)."""
        return self.match_to is not None and max(scores) >= self.match_to

    def match_loser(self, scores: Sequence[int]) -> int | None:
        """The seat that lost the match (reached the target first), once it is over."""
        if not self.match_over(scores):
            return None
        return 0 if scores[0] >= self.match_to else 1

    # ------------------------------------------------------------------ storage
    def to_dict(self) -> dict[str, Any]:
        """The JSON fields, under the names every file of Dirty Seven uses."""
        return {"seven_stack": self.seven_stack, "first": self.first, "match_to": self.match_to}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Variant:
        """The variant stored in ``data``; missing fields take their defaults (older
        files stored only some). ValueError names a bad field."""
        fields = {k: data[k] for k in ("seven_stack", "first", "match_to") if k in data}
        return cls(**fields)


STANDARD = Variant()

__all__ = ["FIRST_CHOICES", "MATCH_TO_MAX", "STANDARD", "Variant"]
