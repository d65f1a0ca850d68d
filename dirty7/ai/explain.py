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

from dirty7.rules import MOVES, STANDARD, SUIT_NAMES, SUIT_SYMBOLS, PlayerView, Variant
from dirty7.rules.cards import RANK_MASK, SUIT_MASK
from dirty7.rules.moves import CALL, DRAW, PASS
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
    card = MOVES[move].card
    return -1 if card is None else int(card)


def _a(name: str) -> str:
    return f"an {name}" if name[0] in "AEIOU" else f"a {name}"


def heuristic_reason(hand: int, moves, move: int, phase: int, opp_size: int,
                     variant: Variant = STANDARD) -> tuple[str, list[str]]:
    """The rule of :mod:`.heuristic` that picked ``move``: ``(rule key, lines)``.

    Rule keys: ``forced``, ``pass``, ``call``, ``last``, ``jack``, ``answer``, ``attack``,
    ``seven``, ``shed``, ``suit``; a card play that held a Seven back adds the line
    "kept its Seven to answer yours". The words name the ranks of ``variant`` (the wild
    rank where Dirty Seven says Jack, the penalty rank where it says Seven).
    """
    moves = [int(m) for m in moves]
    wild, penalty = variant.wild_rank, variant.penalty_rank
    wild_name, penalty_name = variant.rank_name(wild), variant.rank_name(penalty)
    if len(moves) == 1 or move in (CALL, PASS, DRAW):
        return _no_card_reason(len(moves), move, phase, wild_name, penalty_name)
    card = _card_of(move)
    rest = hand & ~(1 << card)
    rank, suit = card % 13, card // 13
    non_wild = ~RANK_MASK[wild] if wild is not None else -1
    if not rest:
        return "last", ["played its last card"]
    if rank == wild:
        named = MOVES[move].named_suit
        held = (rest & non_wild & SUIT_MASK[named]).bit_count()
        return "jack", [f"played {_a(wild_name)} only because nothing better fitted",
                        f"named {SUIT_SYMBOLS[named]}: it holds {count_words(held, named)}"]
    lines: list[str] = []
    rule = "suit"
    if rank == penalty:
        if phase == ANSWER_SEVEN:
            return "answer", [f"answered your {penalty_name} with {_a(penalty_name)}: now you "
                              "answer or draw more"]
        if opp_size <= ATTACK_AT:
            rule = "attack"
            lines.append(f"attacked with its {penalty_name}: you hold only {opp_size} "
                         f"card{'s' if opp_size != 1 else ''}")
        else:
            rule = "seven"
            lines.append(f"played {_a(penalty_name)}: no other card fitted better")
    elif rank in (variant.again_rank, variant.extra_rank):
        follow = rest & (SUIT_MASK[suit] | RANK_MASK[rank]) & non_wild
        if follow:
            rule = "shed"
            lines.append(f"played {_a(variant.rank_name(rank))} to play again: it holds a "
                         "card to follow it")
    if rule == "suit":
        kept = (rest & non_wild & SUIT_MASK[suit]).bit_count()
        if kept and suit == best_suit(rest, non_wild):
            lines.append(f"played to its longest suit: it keeps {count_words(kept, suit)}")
        else:
            lines.append(f"played {MOVES[move].pretty()}: the card that left it best placed")
    return rule, lines + _kept(moves, rank, phase, variant)


def _no_card_reason(choices: int, move: int, phase: int, wild_name: str,
                    penalty_name: str) -> tuple[str, list[str]]:
    """The reason for a forced move, a call, a pass or a draw."""
    if choices == 1:
        if move == DRAW:
            if phase == ANSWER_SEVEN:
                return "forced", [f"it could not answer your {penalty_name}, so it drew"]
            return "forced", ["it had nothing to play, so it drew"]
        return "forced", ["it had only this one legal move"]
    if move == CALL:
        return "call", ["called \"last card\": it is about to play its next-to-last card"]
    if move == PASS:
        kept = " or ".join(_a(name) for name in (wild_name, penalty_name) if name != "none")
        return "pass", [f"passed rather than give up {kept}" if kept
                        else "passed rather than play"]
    return "forced", ["it drew rather than play"]


def _kept(moves: list[int], rank: int, phase: int, variant: Variant) -> list[str]:
    """The lines saying which special card a play held back."""
    lines = []
    penalty, wild = variant.penalty_rank, variant.wild_rank
    cards = [_card_of(m) for m in moves]
    if rank != penalty and phase != ANSWER_SEVEN and any(
            c >= 0 and c % 13 == penalty for c in cards):
        lines.append(f"kept its {variant.rank_name(penalty)} to answer yours")
    if rank != wild and any(MOVES[m].named_suit is not None for m in moves):
        lines.append(f"kept its {variant.rank_name(wild)} for later")
    return lines


def medium_explanation(view: PlayerView, move: int, level: str = "Medium") -> Explanation:
    """Medium's rule for ``move`` on ``view``."""
    rule, lines = heuristic_reason(view.hand_mask, view.legal_moves, int(move),
                                   view.phase_index, view.opponent_hand_size, view.variant)
    return Explanation(level, MOVES[int(move)].pretty(), tuple(lines), rule)


def easy_explanation(view: PlayerView, move: int) -> Explanation:
    """Easy picks at random among its legal moves (never passing when it can play)."""
    if len(view.legal_moves) == 1:
        rule, lines = heuristic_reason(view.hand_mask, view.legal_moves, int(move),
                                       view.phase_index, view.opponent_hand_size,
                                       view.variant)
        return Explanation("Easy", MOVES[int(move)].pretty(), tuple(lines), rule)
    return Explanation("Easy", MOVES[int(move)].pretty(), ("played a random legal card",),
                       "random")


__all__ = ["Explanation", "PREFIX", "count_words", "easy_explanation", "heuristic_reason",
           "medium_explanation"]
