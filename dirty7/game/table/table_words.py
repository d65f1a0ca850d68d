"""The table's words: whose turn it is and what is asked, in plain language.

Why a module of its own: the texts are the interface a player reads every turn; keeping
them pure functions of the shown state makes them easy to test and to reword.
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.rules import SUIT_SYMBOLS

SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


def phase_text(phase: str, to_move: int, pending: int, *, names: tuple[str, str],
               human_seats: tuple[bool, bool] = (True, False),
               holds_seven: bool | None = None) -> str:
    """What the player to move is asked to do, e.g. "Answer the Seven: play your Seven".

    ``names`` are the seats' display names; ``human_seats`` says which seat is played
    from this table (the text then speaks to "you"). ``holds_seven`` says whether that
    player can answer a Seven with one (then drawing is not allowed: RULES.md, phase 7);
    None when not known: the text is then true either way.
    """
    if phase == "-":
        return ""
    if human_seats[to_move]:
        if phase == "7":
            if holds_seven is None:
                return f"Answer the Seven: play a Seven if you have one, else draw {pending}"
            if holds_seven:
                return "Answer the Seven: play your Seven"
            return f"Answer the Seven: you have no Seven, draw {pending}"
        if phase == "3":
            return "Three played: play another card or pass"
        if phase == "a":
            return "Ace played: your opponent is skipped, play again"
        return "Your turn: play a matching card or a Jack"
    who = names[to_move]
    if phase == "7":
        return f"{who} must answer the Seven"
    if phase == "3":
        return f"{who} may play again on the Three"
    if phase == "a":
        return f"{who} plays again"
    return f"{who}'s turn"


def winner_text(winner: int | None, names: tuple[str, str],
                human_seats: tuple[bool, bool] = (True, False)) -> str:
    """The headline of a finished game, the one wording of it (results, table status).

    "You win!" only when exactly the winner's seat is a human's; otherwise the winner is
    named ("Computer wins", or a seat's name when both seats are people or computers).
    """
    if winner is None:
        return "A draw"
    if human_seats[winner] and not human_seats[winner ^ 1]:
        return "You win!"
    return f"{names[winner]} wins"


def suit_word(suit: int) -> str:
    """``♥ hearts``: symbol and name of a suit index (C D H S)."""
    return f"{SUIT_SYMBOLS[suit]} {SUIT_WORDS[suit]}"


def jack_caption(suit: int, up_card: bool) -> str:
    """Under the suit badge while a Jack tops the waste: ``Jack asks for ♥ hearts`` when a
    player played it, ``Up-card J♥: ♥ hearts`` when it was turned up at the deal (nobody
    asked for anything: its own suit is in play). Never longer than the longest Jack
    caption, ``Jack asks for ♦ diamonds``, which the side panels leave room for."""
    if up_card:
        return f"Up-card J{SUIT_SYMBOLS[suit]}: {suit_word(suit)}"
    return f"Jack asks for {suit_word(suit)}"


def up_card_refusal(card: str, top: str, suit: int) -> str:
    """Why ``card`` does not fit on a Jack turned up at the deal (``top``, e.g. ``J♠``): it
    asked for nothing, so the words say what is on the waste, not what a Jack asked."""
    return f"{card} does not match: the up-card is {top}, so the suit is {SUIT_SYMBOLS[suit]}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def match_line(match_to: int, scores: Sequence[int], names: Sequence[str] = ("You", "Computer")
               ) -> str:
    """``Match to 100 — You 12 · Computer 35`` (the loser of each game scores its cards)."""
    return f"Match to {match_to} — {names[0]} {scores[0]} · {names[1]} {scores[1]}"


def match_result(match_to: int, scores: Sequence[int], match_over: bool,
                 match_loser: int | None, names: Sequence[str] = ("You", "Computer")) -> str:
    """``You won the match 87–112`` / ``You lost the match 104–62``, else the running score."""
    if not match_over or match_loser is None:
        return match_line(match_to, scores, names)
    verb = "won" if match_loser == 1 else "lost"
    return f"{names[0]} {verb} the match {scores[0]}–{scores[1]}"


def points_line(points: int, loser: int | None, names: Sequence[str] = ("You", "Computer")
                ) -> str:
    """What this game added to the match: the loser scores the cards left in hand."""
    if loser is None or points <= 0:
        return "No points scored this game"
    who = "You score" if loser == 0 and names[0] == "You" else f"{names[loser]} scores"
    return f"{who} {plural(points, 'point')} this game"


__all__ = [
    "SUIT_WORDS", "jack_caption", "match_line", "match_result", "phase_text", "plural",
    "points_line", "suit_word", "up_card_refusal", "winner_text",
]
