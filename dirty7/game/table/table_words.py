"""The table's words: whose turn it is and what is asked, in plain language.

Why a module of its own: the texts are the interface a player reads every turn; keeping
them pure functions of the shown state makes them easy to test and to reword. Each is one
message of the catalogue (:mod:`dirty7.i18n`), with named placeholders and plural forms.
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.game.card_words import SUIT_NAMES, rank_name, suit_name, suit_word
from dirty7.i18n import N_, _, ngettext
from dirty7.rules import STANDARD, SUIT_SYMBOLS, Variant
from dirty7.rules.cards import ACE, EIGHT, JACK, RANKS, SEVEN

#: "Your turn" by the wild rank (None: no wild card), each its own message: a language
#: may inflect the rank ("einen Buben", "eine Acht").
_YOUR_TURN = {JACK: N_("Your turn: play a matching card or a Jack"),
              EIGHT: N_("Your turn: play a matching card or an Eight"),
              None: N_("Your turn: play a matching card")}
#: The play-again card's line by its rank.
_AGAIN = {ACE: N_("Ace played: your opponent is skipped, play again"),
          EIGHT: N_("Eight played: your opponent is skipped, play again")}

#: The suits in words, in the engine's order (the words layer's; kept for its importers).
SUIT_WORDS = SUIT_NAMES


def phase_text(phase: str, to_move: int, pending: int, *, names: Sequence[str],
               human_seats: Sequence[bool] = (True, False),
               holds_seven: bool | None = None, variant: Variant = STANDARD) -> str:
    """What the player to move is asked to do, e.g. "Answer the Seven: play your Seven".

    ``names`` are the seats' display names; ``human_seats`` says which seat is played
    from this table (the text then speaks to "you"). ``holds_seven`` says whether that
    player can answer the penalty card with one (then drawing is not allowed: RULES.md,
    phase 7); None when not known: the text is then true either way. ``variant`` names
    the ranks: a phase speaks of the rank that does it in the rules in force.
    """
    if phase == "-":
        return ""
    if human_seats[to_move]:
        return _your_phase(phase, pending, holds_seven, variant)
    who = names[to_move]
    if phase == "7":
        if variant.penalty_rank not in (None, SEVEN):
            return _("{name} must answer the {rank}").format(
                name=who, rank=rank_name(variant.penalty_rank))
        return _("{name} must answer the Seven").format(name=who)
    if phase == "3":
        return _("{name} may play again on the Three").format(name=who)
    if phase == "a":
        return _("{name} plays again").format(name=who)
    return _("{name}'s turn").format(name=who)


def _your_phase(phase: str, pending: int, holds_seven: bool | None,
                variant: Variant) -> str:
    if phase == "7" and variant.penalty_rank not in (None, SEVEN):
        return ngettext("Answer the {rank}: play a {rank}, else draw {count}",
                        "Answer the {rank}: play a {rank}, else draw {count}",
                        pending).format(rank=rank_name(variant.penalty_rank), count=pending)
    if phase == "7":
        if holds_seven is None:
            return ngettext("Answer the Seven: play a Seven if you have one, else draw {count}",
                            "Answer the Seven: play a Seven if you have one, else draw {count}",
                            pending).format(count=pending)
        if holds_seven:
            return _("Answer the Seven: play your Seven")
        return ngettext("Answer the Seven: you have no Seven, draw {count}",
                        "Answer the Seven: you have no Seven, draw {count}",
                        pending).format(count=pending)
    if phase == "3":
        return _("Three played: play another card or pass")
    if phase == "a":
        again = variant.again_rank
        return _(_AGAIN[again]) if again in _AGAIN else _(
            "{rank} played: your opponent is skipped, play again").format(
            rank=rank_name(again if again is not None else ACE))
    wild = variant.wild_rank
    if wild is None or wild in _YOUR_TURN:
        return _(_YOUR_TURN[wild])
    return _("Your turn: play a matching card or a wild {rank}").format(rank=rank_name(wild))


def winner_text(winner: int | None, names: Sequence[str],
                human_seats: Sequence[bool] = (True, False)) -> str:
    """The headline of a finished game, the one wording of it (results, table status).

    "You win!" only when exactly the winner's seat is a human's; otherwise the winner is
    named ("Computer wins", or a seat's name when both seats are people or computers).
    """
    if winner is None:
        return _("A draw")
    if human_seats[winner] and not human_seats[winner ^ 1]:
        return _("You win!")
    return _("{name} wins").format(name=names[winner])


def jack_caption(suit: int, up_card: bool, rank: int = JACK) -> str:
    """Under the suit badge while a wild card (of ``rank``: a Jack, or an Eight in Crazy
    Eights) tops the waste: ``Jack asks for ♥ hearts`` when a player played it, ``Up-card
    J♥: ♥ hearts`` when it was turned up at the deal (nobody asked for anything: its own
    suit is in play). The side panels leave room for the longest of them
    (:func:`jack_captions`)."""
    if up_card:
        return _("Up-card {rank}{symbol}: {suit}").format(
            rank=RANKS[rank], symbol=SUIT_SYMBOLS[suit], suit=suit_word(suit))
    if rank == EIGHT:
        return _("Eight asks for {suit}").format(suit=suit_word(suit))
    return _("Jack asks for {suit}").format(suit=suit_word(suit))


def jack_captions() -> list[str]:
    """Every wild card's caption in the language in force (the longest sets the room
    kept)."""
    return [jack_caption(suit, up, rank) for suit in range(4) for up in (False, True)
            for rank in (JACK, EIGHT)]


def up_card_refusal(card: str, top: str, suit: int) -> str:
    """Why ``card`` does not fit on a Jack turned up at the deal (``top``, e.g. ``J♠``): it
    asked for nothing, so the words say what is on the waste, not what a Jack asked."""
    return _("{card} does not match: the up-card is {top}, so the suit is {symbol}").format(
        card=card, top=top, symbol=SUIT_SYMBOLS[suit])


def cards_count(n: int) -> str:
    """``1 card`` / ``5 cards`` in the language in force."""
    return ngettext("{count} card", "{count} cards", n).format(count=n)


def match_line(match_to: int, scores: Sequence[int], names: Sequence[str] | None = None
               ) -> str:
    """``Match to 100 — You 12 · Computer 35`` (the loser of each game scores its cards)."""
    you, other = names or (_("You"), _("Computer"))
    return _("Match to {target} — {first} {first_score} · {second} {second_score}").format(
        target=match_to, first=you, first_score=scores[0], second=other,
        second_score=scores[1])


def match_result(match_to: int, scores: Sequence[int], match_over: bool,
                 match_loser: int | None, names: Sequence[str] | None = None) -> str:
    """``You won the match 87–112`` / ``You lost the match 104–62``, else the running score."""
    if not match_over or match_loser is None:
        return match_line(match_to, scores, names)
    first = (names or (_("You"),))[0]
    if first == _("You"):
        text = _("You won the match {mine}–{theirs}") if match_loser == 1 else \
            _("You lost the match {mine}–{theirs}")
        return text.format(mine=scores[0], theirs=scores[1])
    text = _("{name} won the match {mine}–{theirs}") if match_loser == 1 else \
        _("{name} lost the match {mine}–{theirs}")
    return text.format(name=first, mine=scores[0], theirs=scores[1])


def points_line(points: int, loser: int | None, names: Sequence[str] | None = None) -> str:
    """What this game added to the match: the loser scores the cards left in hand."""
    if loser is None or points <= 0:
        return _("No points scored this game")
    names = names or (_("You"), _("Computer"))
    if loser == 0 and names[0] == _("You"):
        return ngettext("You score {count} point this game",
                        "You score {count} points this game", points).format(count=points)
    return ngettext("{name} scores {count} point this game",
                    "{name} scores {count} points this game", points).format(
        name=names[loser], count=points)


__all__ = [
    "SUIT_WORDS", "cards_count", "jack_caption", "jack_captions", "match_line",
    "match_result", "points_line", "suit_name", "suit_word", "up_card_refusal",
    "winner_text", "phase_text",
]
