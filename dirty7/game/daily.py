"""The deal of the day and a friend's challenge as play sessions, and the words after them.

Why here (the game floor): both are ordinary sessions of :mod:`dirty7.game.session` — a
chosen deal against a computer, saved, resumed, counted in the statistics and verified
like any game — with a marker in the session (``daily``: the date; ``challenge``: the
code) that says what to do when it ends:

- the deal of the day (docs/RULES.md, "The deal of the day"): the day's deal number, the
  standard rules, the player starts, against :data:`dirty7.ai.builtin.DAILY_SPEC` (Hard on
  a fixed iteration count) with the seed the deal gives; the first finished game of a
  day counts for the streak (:mod:`dirty7.store.daily_log`), a replay does not;
- a challenge (:mod:`dirty7.game.challenge`): the code's deal, who started, variant,
  computer spec and seed; the results compare both players' games.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from dirty7.ai.builtin import DAILY_SPEC
from dirty7.game.challenge import Challenge, ChallengeError, challenge_of, encode, read_code
from dirty7.game.controller import GameResult
from dirty7.game.record import GameRecord
from dirty7.game.seats.seat_factory import PERSON, PlayerSpec, dealt_game
from dirty7.game.session import PlaySession
from dirty7.i18n import ngettext
from dirty7.rules import STANDARD, Variant
from dirty7.rules.daily_seed import DAILY_FIRST, daily_seed
from dirty7.store.daily_log import record_day
from dirty7.store.storage import Store

#: The rules of the deal of the day: the standard game, the player first.
DAILY_VARIANT = Variant(first="human" if DAILY_FIRST == 0 else "computer")


def daily_session(day: date) -> PlaySession:
    """A session that deals ``day``'s deal against the daily computer."""
    session = PlaySession.start(DAILY_SPEC, None, seed=daily_seed(day), variant=DAILY_VARIANT)
    session.state.daily = day.isoformat()
    return session


def challenge_session(code: str) -> PlaySession:
    """A session that plays the challenge ``code`` holds (ChallengeError: why not)."""
    challenge = read_code(code)
    variant = replace(STANDARD, seven_stack=challenge.seven_stack,
                      first="human" if challenge.first == 0 else "computer")
    session = PlaySession.start(challenge.spec, None, seed=challenge.seed, variant=variant)
    session.state.challenge = code.strip()
    # the computer exactly as the code names it: its spec and its seed, not resolved again
    session.game = dealt_game([PERSON, PlayerSpec(challenge.spec, challenge.computer_seed)],
                              seed=challenge.seed, first=challenge.first, variant=variant)
    return session


def replay(session: PlaySession) -> PlaySession | None:
    """The same daily deal or challenge again (a replay: not counted for the streak), or
    None for another session."""
    state = session.state
    if state.challenge:
        try:
            return challenge_session(state.challenge)
        except ChallengeError:
            return None
    if state.daily:
        try:
            return daily_session(date.fromisoformat(state.daily))
        except ValueError:
            return None
    return None


def day_of(session: PlaySession) -> date | None:
    """The date of the daily deal a session plays, or None."""
    try:
        return date.fromisoformat(session.state.daily) if session.state.daily else None
    except ValueError:  # a saved session's text that is no date: no daily game
        return None


def count_day(session: PlaySession, result: GameResult,
              store: Store | None = None) -> tuple[bool, str | None]:
    """Count a finished daily game for its day, the first time only: (counted, error)."""
    day = day_of(session)
    if day is None or result.winner is None:
        return False, None
    loser = result.winner ^ 1
    return record_day(day, result.winner == 0, result.moves, result.cards_left[loser], store)


def result_line(day: date, result: GameResult) -> str:
    """The line to share after the deal of the day: no name, no card, only how it went."""
    moves = result.moves
    if result.winner is None:
        line = ngettext("Dirty Seven ♠♥♦♣ deal of the day {day}: no winner after {moves} move",
                        "Dirty Seven ♠♥♦♣ deal of the day {day}: no winner after {moves} moves",
                        moves)
    elif result.winner == 0:
        line = ngettext("Dirty Seven ♠♥♦♣ deal of the day {day}: won ★ in {moves} move · "
                        "Hard kept {cards}", "Dirty Seven ♠♥♦♣ deal of the day {day}: won ★ "
                        "in {moves} moves · Hard kept {cards}", moves)
    else:
        line = ngettext("Dirty Seven ♠♥♦♣ deal of the day {day}: lost in {moves} move · "
                        "{cards} left in my hand", "Dirty Seven ♠♥♦♣ deal of the day {day}: "
                        "lost in {moves} moves · {cards} left in my hand", moves)
    loser = 1 if result.winner == 0 else 0
    return line.format(day=day.isoformat(), moves=moves, cards=_cards(result.cards_left[loser]))


def challenge_code(record: GameRecord, result: GameResult) -> str | None:
    """The code that challenges a friend to this finished game, or None when it cannot."""
    won = None if result.winner is None else result.winner == 0
    challenge = challenge_of(record, won, result.moves, result.cards_left)
    return encode(challenge) if challenge is not None else None


def _cards(count: int) -> str:
    """``1 card``, ``3 cards``: a count of cards, put into a sentence that has its own."""
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def _side(friend: bool, won: bool | None, moves: int, left: tuple[int, int]) -> str:
    """One player's game (the friend's or yours): the result, the moves, and the loser's
    cards left; each a whole sentence."""
    if won is None:
        line = ngettext("Your friend: no winner after {moves} move",
                        "Your friend: no winner after {moves} moves", moves) if friend else \
            ngettext("You: no winner after {moves} move", "You: no winner after {moves} moves",
                     moves)
    elif won:
        line = ngettext("Your friend: won in {moves} move, the computer kept {cards}",
                        "Your friend: won in {moves} moves, the computer kept {cards}",
                        moves) if friend else \
            ngettext("You: won in {moves} move, the computer kept {cards}",
                     "You: won in {moves} moves, the computer kept {cards}", moves)
    else:
        line = ngettext("Your friend: lost in {moves} move, {cards} left",
                        "Your friend: lost in {moves} moves, {cards} left", moves) if friend \
            else ngettext("You: lost in {moves} move, {cards} left",
                          "You: lost in {moves} moves, {cards} left", moves)
    return line.format(moves=moves, cards=_cards(left[1] if won else left[0]))


def comparison(code: str, result: GameResult) -> tuple[str, str] | None:
    """Both games of a challenge side by side: (the friend's, yours), or None."""
    try:
        challenge: Challenge = read_code(code)
    except ChallengeError:
        return None
    mine = None if result.winner is None else result.winner == 0
    return (_side(True, challenge.won, challenge.moves, challenge.cards_left),
            _side(False, mine, result.moves, result.cards_left))


__all__ = ["DAILY_VARIANT", "challenge_code", "challenge_session", "comparison", "count_day",
           "daily_session", "day_of", "replay", "result_line"]
