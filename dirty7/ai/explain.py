"""Why a computer player made its move, in words, from its own view only.

Why a module of its own: the "Why?" panel of the table must explain a move where the move
was computed (in the computer's worker), from the same :class:`~dirty7.rules.PlayerView`
the strategy saw, and carry it back as plain data. A strategy may implement
``explain(view, move) -> Explanation``; Easy says it picked at random, Medium names the
rule of thumb that fired (:func:`heuristic_reason`, which reads the scores of
:mod:`dirty7.ai.heuristic`), Hard reports its search and its belief
(:mod:`dirty7.ai.hard.hard_explanation`). Nothing here looks at a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dirty7.rules import MOVES, SUIT_NAMES, SUIT_SYMBOLS, PlayerView
from dirty7.rules.cards import ACE, JACK, JACKS, RANK_MASK, SEVEN, SUIT_MASK, THREE
from dirty7.rules.moves import DRAW, JACK_MOVE_BASE, PASS
from dirty7.rules.phases import ANSWER_SEVEN

from .heuristic import ATTACK_AT, best_suit

PREFIX = "From the computer's view: "
_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve")


@dataclass(frozen=True)
class Explanation:
    """A move explained: the lines to read and, for Hard, the figures behind them.

    ``best`` holds ``(move, chance to win, share of the search)`` for the search's best
    moves; ``suits`` holds ``(suit, chance the opponent holds one, reason)``; ``known``
    holds ``(card, reason)`` for cards the computer knows the opponent holds.
    """

    level: str
    move: str
    lines: tuple[str, ...]
    rule: str | None = None
    best: tuple[tuple[str, float, float], ...] = ()
    suits: tuple[tuple[str, float, str], ...] = ()
    known: tuple[tuple[str, str], ...] = ()

    def text(self) -> str:
        """All of it as one paragraph, saying whose view it is."""
        return PREFIX + "; ".join(self.lines)

    def to_dict(self) -> dict[str, Any]:
        """Plain data (what a worker process sends back with its move)."""
        return {"level": self.level, "move": self.move, "lines": list(self.lines),
                "rule": self.rule, "best": [list(b) for b in self.best],
                "suits": [list(s) for s in self.suits], "known": [list(k) for k in self.known]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Explanation:
        return cls(str(data["level"]), str(data["move"]), tuple(str(s) for s in data["lines"]),
                   data.get("rule"),
                   tuple((str(m), float(v), float(s)) for m, v, s in data.get("best", ())),
                   tuple((str(s), float(p), str(r)) for s, p, r in data.get("suits", ())),
                   tuple((str(c), str(r)) for c, r in data.get("known", ())))


def count_words(n: int, suit: int) -> str:
    """``three hearts``, ``one spade``, ``no clubs``."""
    name = SUIT_NAMES[suit]
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{word} {name[:-1] if n == 1 else name}"


def _card_of(move: int) -> int:
    return move if move < JACK_MOVE_BASE else ((move - JACK_MOVE_BASE) >> 2) * 13 + JACK


def heuristic_reason(hand: int, moves, move: int, phase: int,
                     opp_size: int) -> tuple[str, list[str]]:
    """The rule of :mod:`.heuristic` that picked ``move``: ``(rule key, lines)``.

    Rule keys: ``forced``, ``pass``, ``last``, ``jack``, ``answer``, ``attack``,
    ``seven``, ``shed``, ``suit``; a card play that held a Seven back adds the line
    "kept its Seven to answer yours".
    """
    moves = [int(m) for m in moves]
    if len(moves) == 1:
        if move == DRAW:
            if phase == ANSWER_SEVEN:
                return "forced", ["it could not answer your Seven, so it drew"]
            return "forced", ["it had nothing to play, so it drew"]
        return "forced", ["it had only this one legal move"]
    if move == PASS:
        return "pass", ["passed rather than give up a Jack or a Seven"]
    if move == DRAW:
        return "forced", ["it drew rather than play"]
    card = _card_of(move)
    rest = hand & ~(1 << card)
    rank, suit = card % 13, card // 13
    if not rest:
        return "last", ["played its last card"]
    if rank == JACK:
        named = (move - JACK_MOVE_BASE) & 3
        held = (rest & ~JACKS & SUIT_MASK[named]).bit_count()
        return "jack", ["played a Jack only because nothing better fitted",
                        f"named {SUIT_SYMBOLS[named]}: it holds {count_words(held, named)}"]
    lines: list[str] = []
    rule = "suit"
    if rank == SEVEN:
        if phase == ANSWER_SEVEN:
            return "answer", ["answered your Seven with a Seven: now you answer or draw more"]
        if opp_size <= ATTACK_AT:
            rule = "attack"
            lines.append(f"attacked with its Seven: you hold only {opp_size} "
                         f"card{'s' if opp_size != 1 else ''}")
        else:
            rule = "seven"
            lines.append("played a Seven: no other card fitted better")
    elif rank in (ACE, THREE):
        follow = rest & (SUIT_MASK[suit] | RANK_MASK[rank]) & ~JACKS
        name = "an Ace" if rank == ACE else "a Three"
        if follow:
            rule = "shed"
            lines.append(f"played {name} to play again: it holds a card to follow it")
    if rule == "suit":
        kept = (rest & ~JACKS & SUIT_MASK[suit]).bit_count()
        if kept and suit == best_suit(rest):
            lines.append(f"played to its longest suit: it keeps {count_words(kept, suit)}")
        else:
            lines.append(f"played {MOVES[move].pretty()}: the card that left it best placed")
    sevens_kept = [m for m in moves if m < DRAW and _card_of(m) % 13 == SEVEN]
    if rank != SEVEN and phase != ANSWER_SEVEN and sevens_kept:
        lines.append("kept its Seven to answer yours")
    if rank != JACK and any(JACK_MOVE_BASE <= m < DRAW for m in moves):
        lines.append("kept its Jack for later")
    return rule, lines


def medium_explanation(view: PlayerView, move: int, level: str = "Medium") -> Explanation:
    """Medium's rule for ``move`` on ``view``."""
    rule, lines = heuristic_reason(view.hand_mask, view.legal_moves, int(move),
                                   view.phase_index, view.opponent_hand_size)
    return Explanation(level, MOVES[int(move)].pretty(), tuple(lines), rule)


def easy_explanation(view: PlayerView, move: int) -> Explanation:
    """Easy picks at random among its legal moves (never passing when it can play)."""
    if len(view.legal_moves) == 1:
        rule, lines = heuristic_reason(view.hand_mask, view.legal_moves, int(move),
                                       view.phase_index, view.opponent_hand_size)
        return Explanation("Easy", MOVES[int(move)].pretty(), tuple(lines), rule)
    return Explanation("Easy", MOVES[int(move)].pretty(), ("played a random legal card",),
                       "random")


__all__ = ["Explanation", "PREFIX", "count_words", "easy_explanation", "heuristic_reason",
           "medium_explanation"]
