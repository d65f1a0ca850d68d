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

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, cast

from dirty7.rules import MOVES, STANDARD, SUIT_SYMBOLS, PlayerView, Variant
from dirty7.rules.cards import RANK_MASK, SUIT_MASK
from dirty7.rules.moves import CALL, DRAW, PASS
from dirty7.rules.phases import ANSWER_SEVEN
from dirty7.rules.phrase import N_, Nn_, Phrase

from .heuristic import ATTACK_AT, best_suit


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

    def to_dict(self) -> dict[str, Any]:
        """Plain data (what a worker process sends back with its move); a line that is a
        :class:`~dirty7.rules.phrase.Phrase` keeps its message for the reader's language."""
        return {"level": self.level, "move": self.move,
                "lines": [_text_data(line) for line in self.lines], "rule": self.rule,
                "best": [list(b) for b in self.best],
                "suits": [[s, p, _text_data(r)] for s, p, r in self.suits],
                "known": [[c, _text_data(r)] for c, r in self.known]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Explanation:
        """The explanation :meth:`to_dict` sent (a malformed phrase: ValueError)."""
        return cls(str(data["level"]), str(data["move"]),
                   tuple(_read_text(s) for s in data["lines"]), data.get("rule"),
                   tuple((str(m), float(v), float(s)) for m, v, s in data.get("best", ())),
                   tuple((str(s), float(p), _read_text(r)) for s, p, r in data.get("suits", ())),
                   tuple((str(c), _read_text(r)) for c, r in data.get("known", ())))


def read_explanation(data: dict[str, Any] | None) -> Explanation | None:
    """A worker's explanation; None when it has none or it is malformed (a plugin's odd
    reason must never cost the move it came with, nor the table showing it)."""
    if not data:
        return None
    try:
        return Explanation.from_dict(data)
    except (ValueError, TypeError, KeyError, ArithmeticError):
        return None


def _text_data(text: str) -> str | dict[str, Any]:
    return text.to_data() if isinstance(text, Phrase) else str(text)


def _read_text(data: object) -> str:
    """A line sent back: a phrase's data, or a plain text (a plugin's own words)."""
    return Phrase.from_data(data) if isinstance(data, dict) else str(data)


def _card_of(move: int) -> int:
    card = MOVES[move].card
    return -1 if card is None else int(card)


def heuristic_reason(hand: int, moves: Iterable[int], move: int, phase: int, opp_size: int,
                     variant: Variant = STANDARD) -> tuple[str, list[Phrase]]:
    """The rule of :mod:`.heuristic` that picked ``move``: ``(rule key, lines)``.

    Rule keys: ``forced``, ``pass``, ``call``, ``last``, ``jack``, ``answer``, ``attack``,
    ``seven``, ``shed``, ``suit``; a card play that held a Seven back adds the line
    "kept its Seven to answer yours". The words name the ranks of ``variant`` (the wild
    rank where Dirty Seven says Jack, the penalty rank where it says Seven).
    """
    moves = [int(m) for m in moves]
    wild, penalty = variant.wild_rank, variant.penalty_rank
    if len(moves) == 1 or move in (CALL, PASS, DRAW):
        return _no_card_reason(len(moves), move, phase, wild, penalty)
    card = _card_of(move)
    rest = hand & ~(1 << card)
    rank, suit = card % 13, card // 13
    non_wild = ~RANK_MASK[wild] if wild is not None else -1
    if not rest:
        return "last", [Phrase(N_("played its last card"))]
    if rank == wild:
        named = cast(int, MOVES[move].named_suit)  # a wild card with cards left names one
        held = (rest & non_wild & SUIT_MASK[named]).bit_count()
        return "jack", [Phrase(N_("played its {rank} only because nothing better fitted"),
                               rank=wild),
                        Phrase(*Nn_("named {suit}: it holds {count} card of that suit",
                                    "named {suit}: it holds {count} cards of that suit"),
                               suit=SUIT_SYMBOLS[named], count=held)]
    lines: list[Phrase] = []
    rule = "suit"
    if rank == penalty:
        if phase == ANSWER_SEVEN:
            return "answer", [Phrase(N_("answered your {rank} with its own: now you answer "
                                        "or draw more"), rank=penalty)]
        if opp_size <= ATTACK_AT:
            rule = "attack"
            lines.append(Phrase(*Nn_("attacked with its {rank}: you hold only {count} card",
                                     "attacked with its {rank}: you hold only {count} cards"),
                                rank=penalty, count=opp_size))
        else:
            rule = "seven"
            lines.append(Phrase(N_("played its {rank}: no other card fitted better"),
                                rank=penalty))
    elif rank in (variant.again_rank, variant.extra_rank):
        follow = rest & (SUIT_MASK[suit] | RANK_MASK[rank]) & non_wild
        if follow:
            rule = "shed"
            lines.append(Phrase(N_("played its {rank} to play again: it holds a card to "
                                   "follow it"), rank=rank))
    if rule == "suit":
        kept = (rest & non_wild & SUIT_MASK[suit]).bit_count()
        if kept and suit == best_suit(rest, non_wild):
            lines.append(Phrase(*Nn_("played to its longest suit: it keeps {count} {suit}",
                                     "played to its longest suit: it keeps {count} {suit}"),
                                count=kept, suit=SUIT_SYMBOLS[suit]))
        else:
            lines.append(Phrase(N_("played {move}: the card that left it best placed"),
                                move=MOVES[move].pretty()))
    return rule, lines + _kept(moves, rank, phase, variant)


def _no_card_reason(choices: int, move: int, phase: int, wild: int | None,
                    penalty: int | None) -> tuple[str, list[Phrase]]:
    """The reason for a forced move, a call, a pass or a draw."""
    if choices == 1:
        if move == DRAW:
            if phase == ANSWER_SEVEN and penalty is not None:  # a Seven to answer: a penalty
                return "forced", [Phrase(N_("it could not answer your {rank}, so it drew"),
                                         rank=penalty)]
            return "forced", [Phrase(N_("it had nothing to play, so it drew"))]
        return "forced", [Phrase(N_("it had only this one legal move"))]
    if move == CALL:
        return "call", [Phrase(N_('called "last card": it is about to play its '
                                  'next-to-last card'))]
    if move == PASS:
        kept = [rank for rank in (wild, penalty) if rank is not None]
        if len(kept) == 2:
            return "pass", [Phrase(N_("passed rather than give up its {rank} or its "
                                      "{other_rank}"), rank=kept[0], other_rank=kept[1])]
        if kept:
            return "pass", [Phrase(N_("passed rather than give up its {rank}"), rank=kept[0])]
        return "pass", [Phrase(N_("passed rather than play"))]
    return "forced", [Phrase(N_("it drew rather than play"))]


def _kept(moves: list[int], rank: int, phase: int, variant: Variant) -> list[Phrase]:
    """The lines saying which special card a play held back."""
    lines = []
    penalty, wild = variant.penalty_rank, variant.wild_rank
    cards = [_card_of(m) for m in moves]
    if penalty is not None and rank != penalty and phase != ANSWER_SEVEN and any(
            c >= 0 and c % 13 == penalty for c in cards):
        lines.append(Phrase(N_("kept its {rank} to answer yours"), rank=penalty))
    if wild is not None and rank != wild and any(MOVES[m].named_suit is not None for m in moves):
        lines.append(Phrase(N_("kept its {rank} for later"), rank=wild))
    return lines


def medium_explanation(view: PlayerView, move: int, level: str = N_("Medium")) -> Explanation:
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
        return Explanation(N_("Easy"), MOVES[int(move)].pretty(), tuple(lines), rule)
    return Explanation(N_("Easy"), MOVES[int(move)].pretty(),
                       (Phrase(N_("played a random legal card")),), "random")


__all__ = ["Explanation", "easy_explanation", "read_explanation", "heuristic_reason",
           "medium_explanation"]
