"""Every legal move can be made with the mouse alone and with the keyboard alone, and every
refused move is explained in words true for the position — a property, not a list of cases.

Why: a player who uses only the mouse (or only the keyboard) must never meet a position
where some allowed move has no gesture, whatever the settings (a Pass button that is not
there, a Draw that only a key reaches); and a refusal that names the wrong suit or offers
a move the rules forbid misleads. Hand-written cases cover the positions someone thought
of; here positions come from random play from random deals, sorted into every phase
(``n``, ``3``, ``a``, ``7`` with and without a Seven to answer with, a Jack and its suit
picker), and each is opened under a sampled combination of the settings (highlight on or
off, each animation speed, match play on or off; every value appears, see
:func:`test_the_sample_covers_every_phase_and_every_setting`). Each legal move is then
made in every way on a fresh table (:mod:`tests.support.drivers` finds its targets on screen) and
the engine must have received exactly that move. ``REACH_SEED=n`` draws another sample.
"""

from __future__ import annotations

import os
import random
import re
from dataclasses import dataclass

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.rules import (
    CARDS,
    DRAW_MOVE,
    MOVES,
    PASS_MOVE,
    SUIT_SYMBOLS,
    Card,
    Position,
    apply_move,
    deal,
    format_position,
    parse_position,
)
from dirty7.ui.table.table_session import SessionTable
from dirty7.ui.table.table_view import TableView
from tests.support.drivers import KeyboardPlayer, MousePlayer, Player, TableScreen
from tests.support.table import FakeClock, FirstLegal, live

SEED = int(os.environ.get("REACH_SEED", "2024"))
PER_KIND = 5
SEVEN, JACK = 6, 10

#: Kinds of position: what the player to move faces.
KINDS = {
    "n": "normal turn, a card to play, no Jack",
    "n-draw": "normal turn, nothing fits: draw",
    "3": "after a Three: play again or pass",
    "a": "after an Ace: play again",
    "7-seven": "a Seven to answer, holding a Seven",
    "7-draw": "a Seven to answer without a Seven: draw",
    "jack": "a Jack may be played: the suit picker",
}
SPEEDS = ("slow", "normal", "fast", "instant")


@dataclass(frozen=True)
class Case:
    position: str
    kind: str
    speed: str
    highlight: bool
    match: bool

    @property
    def id(self) -> str:
        return (f"{self.kind}-{self.speed}-{'hl' if self.highlight else 'plain'}"
                f"-{'match' if self.match else 'single'}")


def kind_of(position: Position) -> str | None:
    legal = position.legal_moves()
    if any(m.named_suit is not None for m in legal):
        return "jack"
    if position.phase == "7":
        return "7-seven" if any(m.card is not None for m in legal) else "7-draw"
    if position.phase == "n":
        return "n-draw" if legal == [DRAW_MOVE] else "n"
    return position.phase


def sample_positions(seed: int, per_kind: int = PER_KIND) -> list[tuple[str, str]]:
    """Positions with the player (seat 0) to move, from random games, ``per_kind`` each."""
    rng = random.Random(seed)
    found: dict[str, list[str]] = {k: [] for k in KINDS}
    for _game in range(2000):
        if all(len(v) >= per_kind for v in found.values()):
            break
        position = deal(rng.randrange(1 << 30), first=rng.randrange(2))
        for _ply in range(400):
            if position.is_over:
                break
            if position.to_move == 0:
                kind = kind_of(position)
                text = format_position(position)
                if len(found[kind]) < per_kind and rng.random() < 0.3 \
                        and text not in found[kind]:
                    found[kind].append(text)
            position = apply_move(position, rng.choice(position.legal_moves()))
    return [(text, kind) for kind, texts in found.items() for text in texts]


def sample_cases(seed: int) -> list[Case]:
    """The sampled positions, each with settings: the j-th of kind b gets combination
    ``3j + b`` of the 16 (speed, highlight, match), so each kind meets every speed and
    the whole sample meets every combination."""
    cases = []
    by_kind: dict[str, int] = {}
    for text, kind in sample_positions(seed):
        j = by_kind.get(kind, 0)
        by_kind[kind] = j + 1
        combo = (3 * j + list(KINDS).index(kind)) % 16
        cases.append(Case(text, kind, SPEEDS[combo % 4], bool(combo // 4 % 2),
                          bool(combo // 8)))
    return cases


CASES = sample_cases(SEED)


# --- tables --------------------------------------------------------------------------------
@pytest.fixture
def open_table(window):
    """Opens a fresh table on a case's position and settings; closes them all after."""
    made: list[TableView] = []

    def open_(case: Case) -> tuple[TableView, FakeClock]:
        clock = FakeClock()
        game = Game([PERSON_AT_TABLE, None], start=case.position, players=["You", "Computer"])
        options = TableOptions(clock=clock, opponents={1: ComputerSeat(strategy=FirstLegal())})
        settings = live(highlight_playable=case.highlight, animation_speed=case.speed)
        if case.match:
            from dirty7.game.session import PlaySession
            from dirty7.rules import Variant

            session = PlaySession.start("medium", None, seed=1, variant=Variant(match_to=100))
            session.game = game
            view: TableView = SessionTable(window, options, session=session, game=game,
                                           settings=settings)
        else:
            view = TableView(window, options, game=game, settings=settings)
        made.append(view)
        window.show_view(view)
        TableScreen(view, clock).wait_ready()
        return view, clock

    yield open_
    for view in made:
        view.flow.close()


def ways(move) -> list[tuple[type[Player], str | None]]:
    """Every way of making ``move``: each mouse gesture, each keyboard key."""
    if move.is_draw:
        return [(MousePlayer, "stock"), (MousePlayer, "button"), (KeyboardPlayer, None)]
    if move.is_pass:
        return [(MousePlayer, None), (KeyboardPlayer, None)]
    if move.named_suit is not None:  # four suits each way: alternate the gestures
        return [(MousePlayer, ("drag", "double")[move.named_suit % 2]),
                (KeyboardPlayer, ("enter", "space")[move.named_suit % 2])]
    return [(MousePlayer, "drag"), (MousePlayer, "double"),
            (KeyboardPlayer, ("enter", "space")[move % 2])]


# --- the property: every legal move, every way ------------------------------------------------
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_every_legal_move_can_be_made_by_mouse_alone_and_by_keyboard_alone(open_table, case):
    start = parse_position(case.position)
    for move in start.legal_moves():
        expected = format_position(apply_move(start, move))
        for player_class, how in ways(move):
            if how == "stock" and start.stock_size == 0:
                continue  # no stock on screen to click: the Draw button is the way
            view, clock = open_table(case)
            player = player_class(view, random.Random(int(move)), clock)
            player.play(move, how)  # raises when a target is missing or the move differs
            assert view.flow.game.record.moves == [str(move)], (player_class.__name__, how)
            assert format_position(view.flow.game.position) == expected


# --- the property: every refusal says something true --------------------------------------------
def untrue_claims(text: str, position: Position, card: int | None = None) -> list[str]:
    """What ``text`` (a refusal or the status line) says about ``position`` that is false.

    Read like a player would: a suit symbol (other than in the card tried) is the suit to
    follow, "nor R" the rank on the waste, a clause offering to draw or pass promises that
    move is allowed (and "draw N" that N cards come), and the few facts the explanations
    state (you have a Seven, a card to play, the Seven to answer, the Three, the Jack's
    suit) must hold.
    """
    wrong = []
    legal = position.legal_moves()
    hand = [int(c) for c in position.hand(position.to_move)]
    top = position.top_card
    words = text.replace(CARDS[card].pretty(), "") if card is not None else text
    active = SUIT_SYMBOLS[position.active_suit]
    for symbol in sorted(set(SUIT_SYMBOLS) & set(words)):
        if symbol != active:
            wrong.append(f"names {symbol} but the suit to follow is {active}")
    rank = re.search(r"\bnor (\w+)", words)
    if rank and rank.group(1) != top.pretty()[:-1]:
        wrong.append(f"names rank {rank.group(1)} but the waste shows {top.pretty()}")
    low = text.lower()
    for clause in re.split(r"[:;,.()—]", low):
        if re.search(r"\b(not|cannot|can't|no|only)\b", clause):
            continue
        if re.search(r"\bdraw\b", clause):
            if DRAW_MOVE not in legal:
                wrong.append(f"offers a draw ({clause.strip()!r}) but drawing is not allowed")
            count = re.search(r"\bdraw (\d+)", clause)
            if count and int(count.group(1)) != position.pending_draw:
                wrong.append(f"says draw {count.group(1)}, the draw is "
                             f"{position.pending_draw}")
        if re.search(r"\bpass\b", clause) and PASS_MOVE not in legal:
            wrong.append(f"offers to pass ({clause.strip()!r}) but passing is not allowed")
    facts = [
        (r"you have a seven|your seven", any(c % 13 == SEVEN for c in hand)),
        (r"a card to play", any(m.card is not None for m in legal)),
        (r"answer the seven", position.phase == "7"),
        (r"after a three|three played", position.phase == "3"),
        (r"pass only after", position.phase != "3"),
        (r"jack asked", top % 13 == JACK),
        (r"not in your hand", card is not None and card not in hand),
    ]
    wrong += [f"says {pattern!r}, which is false here" for pattern, true in facts
              if re.search(pattern, low) and not true]
    return wrong


def check_refusal(view, start: Position, move, what: str) -> None:
    reason = start.explain_illegal(move)
    assert view.flow.game.record.moves == [], f"{what} was played"
    assert view.toast.message == reason and view.toast.kind == "error", (
        what, view.toast.message, reason)
    card = int(move.card) if move.card is not None else None
    assert not untrue_claims(reason, start, card), (what, reason,
                                                    untrue_claims(reason, start, card))


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_every_refused_move_is_explained_truly_and_only_true_buttons_show(open_table, case):
    start = parse_position(case.position)
    legal = start.legal_moves()
    view, clock = open_table(case)
    mouse = MousePlayer(view, random.Random(1), clock)
    keys = KeyboardPlayer(view, random.Random(2), clock)
    screen = mouse.screen

    assert not untrue_claims(view.hud.status.text, start), (view.hud.status.text,
                                                         untrue_claims(view.hud.status.text, start))
    assert screen.shown(view.hud.draw_button) == (DRAW_MOVE in legal)
    assert screen.shown(view.hud.pass_button) == (PASS_MOVE in legal)

    playable = {int(m.card) for m in legal if m.card is not None}
    refused = [int(c) for c in start.hand(0) if int(c) not in playable]
    for i, card in enumerate(refused):
        for player, how in ((mouse, ("drag", "double")[i % 2]), (keys, None)):
            screen.pause()
            player.card(card, how)
            check_refusal(view, start, MOVES[card], f"{CARDS[card]} by {how or 'keys'}")
            screen.wait_ready()  # the card glides back
    if DRAW_MOVE not in legal:
        if screen.stock_point() is not None:
            mouse.draw("stock")
            check_refusal(view, start, DRAW_MOVE, "a click on the stock")
        keys.draw()
        check_refusal(view, start, DRAW_MOVE, "D")
    if PASS_MOVE not in legal:
        keys.pass_turn()
        check_refusal(view, start, PASS_MOVE, "P")


def test_the_truth_check_catches_wrong_words():
    """The claims reader bites: the words of defect 4, a wrong suit, a wrong rank."""
    two = int(Card.parse("2D"))
    holding_seven = parse_position("7C2DKS/9H4H/5H7H/QDAC 0 7 H")
    assert untrue_claims("Answer the Seven: play a Seven or draw 4", holding_seven, two)
    no_seven = parse_position("3C2DKS/9H4H/5H7H/QDAC 0 7 H")
    assert not untrue_claims("Answer the Seven: play a Seven or draw 4", no_seven, two)
    normal = parse_position("5H9CKS/2D4D/8C5C/QDAC6S 0 n C")
    ks = int(Card.parse("KS"))
    assert not untrue_claims("K♠ matches neither ♣ nor 5", normal, ks)
    assert untrue_claims("K♠ matches neither ♦ nor 5", normal, ks)
    assert untrue_claims("K♠ matches neither ♣ nor 8", normal, ks)
    assert untrue_claims("After a Three, play another card or pass", normal, ks)


def test_the_sample_covers_every_phase_and_every_setting():
    assert {c.kind for c in CASES} == set(KINDS)
    assert all(sum(c.kind == k for c in CASES) == PER_KIND for k in KINDS)
    assert {c.speed for c in CASES} == set(SPEEDS)
    assert {c.highlight for c in CASES} == {True, False}
    assert {c.match for c in CASES} == {True, False}
    assert len({(c.speed, c.highlight, c.match) for c in CASES}) == 16  # every combination
    for kind in KINDS:  # every kind of position meets every speed
        assert {c.speed for c in CASES if c.kind == kind} == set(SPEEDS), kind
