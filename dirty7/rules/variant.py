"""The rule variant: the whole rule set, like OpenSpiel's game parameters.

One frozen :class:`Variant` describes a member of the shedding family — Dirty Seven,
Crazy Eights, Mau-Mau or a custom mix (docs/RULES.md, "House rules") — and travels from
the settings to the session, the match, the game, its record and the position, so that
no layer keeps its own copy of a rule or of its allowed values, and the match scoring
lives here once. The engine reads the switches through :mod:`.ruleset`, never a name.

Storage keeps old files valid: :meth:`Variant.to_dict` writes ``seven_stack``, ``first``
and ``match_to`` as always and a new switch only when it differs from Dirty Seven's
value, so a Dirty Seven record, seal or code is byte for byte what it always was, and
:meth:`Variant.from_dict` of old data gives Dirty Seven.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from .cards import SEVEN, cards_of
from .schema import Fields

#: Who starts: seat 0 (the human) always, seat 1 (the computer) always, or in turn.
FIRST_CHOICES: tuple[str, ...] = ("human", "computer", "alternate")
#: The highest match target: far above any sensible match, low enough to catch garbage.
#: The one bound of ``match_to`` — the settings, the saved session and the records all
#: build a :class:`Variant`, so none keeps its own.
MATCH_TO_MAX = 10_000

#: The rank a switch names, by its JSON word ("none": the switch is off).
RANK_WORDS: dict[str, int | None] = {
    "none": None, "ace": 0, "two": 1, "three": 2, "seven": 6, "eight": 7, "jack": 10}
WILD_CHOICES = ("jack", "eight", "none")
AGAIN_CHOICES = ("ace", "eight", "none")
EXTRA_CHOICES = ("three", "none")
PENALTY_CHOICES = ("seven", "two", "none")
#: When a player cannot play: draw one and the turn ends; draw one and play it at once
#: if it fits; or draw until a card fits (or stock and waste are exhausted).
CANNOT_PLAY_CHOICES = ("draw-one", "draw-play", "draw-until")
DECK_CHOICES = (52, 32)
HAND_SIZES = (5, 6, 7, 8)
#: Who scores the cards left in the loser's hand in a match: the loser (the first to
#: reach the target loses the match) or the winner (the first to reach it wins).
SCORER_CHOICES = ("loser", "winner")

#: Match values of a card left in hand, by rank A 2 3 … K, for each named table.
CARD_VALUES: dict[str, tuple[int, ...]] = {
    "dirty-seven": (15, 2, 3, 4, 5, 6, 50, 8, 9, 10, 20, 10, 10),
    "crazy-eights": (1, 2, 3, 4, 5, 6, 7, 50, 9, 10, 10, 10, 10),
    "mau-mau": (10, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 10, 10),
}

#: The switches added after the first three fields, in storage order: written only when
#: they differ from Dirty Seven's value.
NEW_FIELDS = ("deck", "hand_size", "wild", "wild_on_wild", "again", "extra", "penalty",
              "penalty_draw", "cannot_play", "first_effect", "last_card", "card_values",
              "scorer")


@dataclass(frozen=True)
class Variant:
    """One rule set; the defaults are RULES.md's Dirty Seven.

    Constructing one checks every switch against its allowed values and against each
    other (ValueError naming the field): this is the only place they are checked.
    """

    seven_stack: bool = False
    first: str = "alternate"
    match_to: int | None = None
    deck: int = 52
    hand_size: int = 7
    wild: str = "jack"
    wild_on_wild: bool = True
    again: str = "ace"
    extra: str = "three"
    penalty: str = "seven"
    penalty_draw: int = 4
    cannot_play: str = "draw-one"
    first_effect: bool = False
    last_card: int = 0
    card_values: str = "dirty-seven"
    scorer: str = "loser"

    def __post_init__(self) -> None:
        checked = Fields(self._all_fields(), "variant")
        checked.flag("seven_stack")
        checked.choice("first", FIRST_CHOICES)
        checked.whole("match_to", 1, MATCH_TO_MAX, optional=True)
        checked.choice("deck", DECK_CHOICES)
        checked.choice("hand_size", HAND_SIZES, words="5, 6, 7 or 8")
        checked.choice("wild", WILD_CHOICES)
        checked.flag("wild_on_wild")
        checked.choice("again", AGAIN_CHOICES)
        checked.choice("extra", EXTRA_CHOICES)
        checked.choice("penalty", PENALTY_CHOICES)
        checked.choice("penalty_draw", (2, 4))
        checked.choice("cannot_play", CANNOT_PLAY_CHOICES)
        checked.flag("first_effect")
        checked.choice("last_card", (0, 1, 2), words="0 (off), 1 or 2")
        checked.choice("card_values", tuple(CARD_VALUES))
        checked.choice("scorer", SCORER_CHOICES)
        self._check_ranks(checked)

    def _check_ranks(self, checked: Fields) -> None:
        """Each special rank does one thing, and a 32-card deck holds it."""
        seen: dict[int, str] = {}
        for key in ("wild", "again", "extra", "penalty"):
            rank = RANK_WORDS[getattr(self, key)]
            if rank is None:
                continue
            if rank in seen:
                checked.fail(key, f"a rank other than the {seen[rank]} rank",
                             getattr(self, key))
            seen[rank] = key
            if self.deck == 32 and 0 < rank < SEVEN:
                checked.fail(key, "a rank of the 32-card deck (Seven to Ace)",
                             getattr(self, key))

    def _all_fields(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    # ------------------------------------------------------------------ the ranks
    @property
    def wild_rank(self) -> int | None:
        """The rank that is wild and names a suit (a :mod:`.cards` rank index), or None."""
        return RANK_WORDS[self.wild]

    @property
    def again_rank(self) -> int | None:
        """The rank whose player plays again, or None."""
        return RANK_WORDS[self.again]

    @property
    def extra_rank(self) -> int | None:
        """The rank whose player may play another matching card or pass, or None."""
        return RANK_WORDS[self.extra]

    @property
    def penalty_rank(self) -> int | None:
        """The rank the opponent must answer in kind or draw :attr:`penalty_draw`, or None."""
        return RANK_WORDS[self.penalty]

    def rank_name(self, rank: int | None) -> str:
        """A rank index as a player's word (``Jack``), for texts built from a variant."""
        return "none" if rank is None else RANK_NAMES[rank]

    def first_player(self, game_index: int) -> int:
        """The seat that starts game ``game_index`` (0-based) of a session or match."""
        if self.first == "human":
            return 0
        if self.first == "computer":
            return 1
        return game_index % 2

    # ------------------------------------------------------------------ match scoring
    def card_points(self, card: int) -> int:
        """Match value of ``card`` left in a hand, in this variant's table."""
        return CARD_VALUES[self.card_values][card % 13]

    def hand_points(self, mask: int) -> int:
        """Match value of the cards of ``mask``."""
        values = CARD_VALUES[self.card_values]
        return sum(values[c % 13] for c in cards_of(mask))

    def score(self, scores: Sequence[int], loser: int | None, points: int) -> list[int]:
        """The match scores after a game whose ``loser`` kept cards worth ``points``: the
        loser scores them (or, with ``scorer`` "winner", the winner does); a drawn game
        (``loser`` None) or a variant without a match scores nothing."""
        new = list(scores)
        if self.match_to is not None and loser is not None:
            new[loser if self.scorer == "loser" else loser ^ 1] += points
        return new

    def match_over(self, scores: Sequence[int]) -> bool:
        """Whether a player has reached ``match_to`` (never without a match)."""
        return self.match_to is not None and max(scores) >= self.match_to

    def match_loser(self, scores: Sequence[int]) -> int | None:
        """The seat that lost the match, once it is over: the one that reached the target
        first, or with ``scorer`` "winner" the one that did not."""
        if not self.match_over(scores) or self.match_to is None:
            return None
        reached = 0 if scores[0] >= self.match_to else 1
        return reached if self.scorer == "loser" else reached ^ 1

    # ------------------------------------------------------------------ storage
    def to_dict(self) -> dict[str, Any]:
        """The JSON fields, under the names every file of Dirty Seven uses: the first
        three always, a later switch only when it differs from Dirty Seven."""
        data = {"seven_stack": self.seven_stack, "first": self.first, "match_to": self.match_to}
        for key in NEW_FIELDS:
            value = getattr(self, key)
            if value != _DEFAULTS[key]:
                data[key] = value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Variant:
        """The variant stored in ``data``; missing fields take Dirty Seven's values (older
        files stored only some). ValueError names a bad field."""
        known = ("seven_stack", "first", "match_to", *NEW_FIELDS)
        return cls(**{k: data[k] for k in known if k in data})

    def play_rules(self) -> Variant:
        """This variant without who starts and the match: what a position plays by."""
        return Variant(**{**self._all_fields(), "first": "alternate", "match_to": None})


#: The ranks in English words, in rank order (A = 0 … K = 12): what the rules' own texts
#: say (a screen names a rank in the player's language from its index instead).
RANK_NAMES = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
              "Ten", "Jack", "Queen", "King")
_DEFAULTS = {f.name: f.default for f in fields(Variant)}

STANDARD = Variant()

__all__ = ["AGAIN_CHOICES", "CANNOT_PLAY_CHOICES", "CARD_VALUES", "DECK_CHOICES",
           "EXTRA_CHOICES", "FIRST_CHOICES", "HAND_SIZES", "MATCH_TO_MAX", "NEW_FIELDS",
           "PENALTY_CHOICES", "RANK_NAMES", "RANK_WORDS", "SCORER_CHOICES", "STANDARD",
           "WILD_CHOICES", "Variant"]
