"""Take back a misclick (dirty7.game.table.take_back): the play returns to the hand, the
computer never sees it, the record keeps the final moves and counts the take-backs."""

from __future__ import annotations

import threading

import pytest

from dirty7.game.catchup import seat_history
from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.record import GameRecord, RecordError
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.seats.seat_factory import new_game
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import TableOptions
from dirty7.game.table.take_back import CANNOT, NOTHING, TOO_LATE, TURNED_OFF
from dirty7.game.verify import verify
from dirty7.rules import parse_move
from tests.support.table import FakeClock, FirstLegal

HARD = "hard:iterations=300"
ACE = "ACKC5C9D/2D4D/8C/QDKS6S 0 n C"


def run_until(flow: TableFlow, done, dt: float = 0.05, limit: int = 20000) -> None:
    """Frames of ``dt`` until ``done()``, each after the computer has finished thinking."""
    for _ in range(limit):
        if done():
            return
        for opp in flow.opponents.values():
            if opp.thinking:
                opp.wait(timeout=30)
        flow.update(dt)
    raise AssertionError("the flow never got there")


def flow_at(position: str, **kwargs) -> TableFlow:
    game = Game([PERSON_AT_TABLE, None], start=position, players=["You", "Computer"])
    kwargs.setdefault("opponents", {1: ComputerSeat(strategy=FirstLegal())})
    kwargs.setdefault("think_delay", 0.7)
    flow = TableFlow(game, TableOptions(clock=FakeClock(), **kwargs))
    flow.update(0.0)
    return flow


def played_cards(flow: TableFlow) -> list[int]:
    return sorted(int(m.card) for m in flow.position.legal_moves()
                  if m.card is not None and m.named_suit is None)


def test_the_controller_undoes_exactly_the_last_move() -> None:
    game = Game([PERSON_AT_TABLE, None], start=ACE, players=["You", "Computer"])
    before = game.position.copy()
    game.play("AC")
    after_ace = game.position.copy()
    game.play("KC")
    assert game.undo_last() == (0, parse_move("KC"))
    assert game.position == after_ace and game.record.moves == ["AC"]
    game.undo_last()
    assert game.position == before and game.record.moves == [] and not game.history
    assert game.record.take_backs == 2
    with pytest.raises(IndexError):
        game.undo_last()


def test_a_play_goes_back_to_the_hand_during_the_computers_pause() -> None:
    flow = flow_at("5H9CKS/2D4D/8C5C/QDAC6S 0 n C")
    taken: list = []
    flow.events.taken_back.connect(taken.append)
    assert flow.take_back.why_not() == NOTHING
    assert flow.play(parse_move("9C").card)
    run_until(flow, lambda: flow.is_idle)
    flow.update(0.1)
    assert flow.asked_seat is None and flow.thinking  # the computer waits: the window
    assert flow.take_back.offered
    assert flow.take_back.take_back()
    assert taken == [parse_move("9C")]
    assert "9C" not in flow.game.record.moves and flow.game.to_move == 0
    assert int(parse_move("9C").card) in [int(c) for c in flow.position.hand(0)]
    assert flow.state.matches(flow.position) and flow.take_back.count == 1


def test_a_draw_is_never_taken_back() -> None:
    flow = flow_at("9D/2D4D/8C5C/QDAC6S 0 n C")
    assert flow.draw()
    run_until(flow, lambda: flow.is_idle)
    assert flow.take_back.why_not() == NOTHING and not flow.take_back.take_back()


def test_after_an_ace_the_plays_come_back_one_at_a_time() -> None:
    flow = flow_at(ACE)
    for card in ("AC", "KC"):
        run_until(flow, lambda: flow.human_to_move)
        assert flow.play(parse_move(card).card)
    run_until(flow, lambda: flow.is_idle)
    assert flow.take_back.take_back() and flow.game.record.moves == ["AC"]
    assert flow.game.to_move == 0  # the Ace's extra play is the player's again
    assert flow.take_back.take_back() and flow.game.record.moves == []
    assert flow.take_back.why_not() == NOTHING and flow.take_back.count == 2


def assert_shows_the_game_at_rest(flow: TableFlow) -> None:
    """After a take-back the flow is as if the play had never been made: nothing queued or
    held, no request open, no suit picker, the game shown as it stands, the idle work due."""
    assert not flow.queue and flow.hold == 0.0 and not flow.showing
    assert flow.asked_seat is None and flow.picking is None
    assert flow.state.matches(flow.position) and not flow.raised and not flow.settled


def test_a_play_still_flying_is_taken_back_and_never_shown() -> None:
    flow = flow_at("5H9CKS/2D4D/8C5C/QDAC6S 0 n C")
    steps: list = []
    flow.events.step.connect(steps.append)
    assert flow.play(parse_move("9C").card) and flow.queue  # queued, not yet shown
    assert flow.take_back.take_back()
    assert_shows_the_game_at_rest(flow)
    flow.update(0.05)
    assert steps == [] and flow.human_to_move and flow.raised == flow.legal_cards()


def test_a_take_back_closes_the_suit_picker() -> None:
    flow = flow_at("ACJC5C9D/2D4D/8C/QDKS6S 0 n C")
    assert flow.play(parse_move("AC").card)
    run_until(flow, lambda: flow.human_to_move)
    assert not flow.play(parse_move("JC").card) and flow.picking is not None
    assert flow.take_back.take_back() and flow.game.record.moves == []
    assert_shows_the_game_at_rest(flow)
    assert not flow.choose_suit(0)  # the picker is gone: nothing is played


def test_turned_off_in_settings_nothing_is_taken_back() -> None:
    flow = flow_at("5H9CKS/2D4D/8C5C/QDAC6S 0 n C", take_back=False)
    assert flow.play(parse_move("9C").card)
    assert flow.take_back.why_not() == TURNED_OFF and not flow.take_back.take_back()
    assert flow.game.record.moves == ["9C"]


def gated(flow: TableFlow) -> threading.Event:
    """Hold the computer's worker: its next request is open (asked, not decided)."""
    gate = threading.Event()
    flow.opponents[1]._executor.submit(gate.wait, 30)
    return gate


def test_once_the_computer_has_decided_nothing_is_taken_back() -> None:
    flow = flow_at("5H9CKS/2D4D/8C5C/QDAC6S 0 n C", think_delay=0.0,
                   opponents={1: ComputerSeat("medium", seed=3)})
    gate = gated(flow)
    assert flow.play(parse_move("9C").card)
    run_until(flow, lambda: flow.asked_seat == 1)
    assert flow.take_back.offered  # asked, still thinking
    gate.set()
    flow.opponents[1].wait(timeout=30)
    assert flow.take_back.why_not() == TOO_LATE and not flow.take_back.take_back()
    flow.close()


def test_a_strategy_that_cannot_be_made_afresh_is_not_taken_back_from() -> None:
    flow = flow_at("5H9CKS/2D4D/8C5C/QDAC6S 0 n C", think_delay=0.0)  # given ready-made
    gate = gated(flow)
    assert flow.play(parse_move("9C").card)
    run_until(flow, lambda: flow.asked_seat == 1)
    assert flow.take_back.why_not() == CANNOT
    gate.set()


# --- the computer never sees a taken-back move ----------------------------------------------
SEED = 12


def _hard_table(think_delay: float) -> TableFlow:
    """Deal SEED against Hard, played on (the player's first legal move each turn) until
    the player may choose between two plays: Hard has a memory of the game by then."""
    game = new_game(seed=SEED, first=0, position=None, autoplay=False, difficulty=HARD)
    flow = TableFlow(game,
                     TableOptions(difficulty=HARD, seed=SEED, clock=FakeClock(), animate=False,
                                  think_delay=think_delay))
    for _ in range(4000):
        if flow.human_to_move and (len(game.record.moves) >= 6
                                   and len(played_cards(flow)) >= 2):
            return flow
        if flow.human_to_move:
            flow._make_move(flow.position.legal_moves()[0])
        for opp in flow.opponents.values():
            if opp.thinking:
                opp.wait(timeout=60)
        flow.update(0.05)
    raise AssertionError("no turn with two plays")


def _hard_memory(flow: TableFlow):
    strategy = flow.opponents[1]._strategy
    return repr(vars(getattr(strategy, "strategy", strategy)._model))


def _play_on(flow: TableFlow, card: int, moves: int = 6) -> list[str]:
    """Play ``card``, then the first legal move on each turn; the record's moves."""
    flow.play(card)
    target = len(flow.game.record.moves) + moves
    for _ in range(4000):
        if flow.game.is_over or len(flow.game.record.moves) >= target:
            break
        if flow.human_to_move:
            flow._make_move(flow.position.legal_moves()[0])
        for opp in flow.opponents.values():
            if opp.thinking:
                opp.wait(timeout=60)
        flow.update(0.05)
    return list(flow.game.record.moves)


@pytest.mark.parametrize("asked", [False, True], ids=["in-the-pause", "while-it-thinks"])
def test_hards_moves_are_as_if_the_play_had_never_been_made(asked: bool) -> None:
    straight = _hard_table(0.7)
    misclick, meant = played_cards(straight)[:2]
    expected = _play_on(straight, meant)

    flow = _hard_table(0.7)
    if asked:
        flow.think_delay = 0.0
    gate = gated(flow) if asked else None
    flow.play(misclick)
    run_until(flow, lambda: flow.is_idle)
    flow.update(0.1)
    assert (flow.asked_seat == 1) is asked
    assert flow.take_back.take_back()
    if gate is not None:
        gate.set()  # the voided search runs on, then the seat forgets it
    flow.think_delay = 0.7
    assert _play_on(flow, meant) == expected
    assert _hard_memory(flow) == _hard_memory(straight)
    assert flow.game.record.take_backs == 1
    flow.close()
    straight.close()


def test_the_seat_forgets_what_it_was_shown_only_when_rewound() -> None:
    """The check above can fail: a seat merely cancelled remembers the voided view."""
    memories = []
    for rewind in (True, False, None):
        flow = _hard_table(0.0)
        misclick, meant = played_cards(flow)[:2]
        seat = flow.opponents[1]
        gate = gated(flow) if rewind is not None else None
        if rewind is not None:
            flow.play(misclick)
            run_until(flow, lambda: flow.asked_seat == 1)  # noqa: B023 - called at once
            flow.game.undo_last()
            flow.forget_pending()
            if rewind:
                seat.rewind(seat_history(flow.game.record, 1))
            else:
                seat.cancel()
            gate.set()
        flow.think_delay = 0.7
        _play_on(flow, meant, moves=1)
        seat.wait(timeout=60)
        memories.append(_hard_memory(flow))
        flow.close()
    assert memories[0] == memories[2] != memories[1]


# --- the record ---------------------------------------------------------------------------------
def test_the_record_counts_take_backs_and_still_verifies() -> None:
    game = new_game(seed=5, first=0, position=None, autoplay=False, difficulty="medium")
    flow = TableFlow(game,
                     TableOptions(difficulty="medium", seed=5, clock=FakeClock(), animate=False,
                                  think_delay=0.5))
    flow.update(0.0)
    card = played_cards(flow)[0]
    flow.play(card)
    run_until(flow, lambda: flow.is_idle)
    assert flow.take_back.take_back()
    _play_on(flow, card, moves=400)
    assert flow.game.is_over
    text = flow.game.record.to_json()
    loaded = GameRecord.from_json(text)
    assert loaded.take_backs == 1 and loaded.moves == flow.game.record.moves
    assert verify(loaded).status == "verified"
    old = flow.game.record.to_dict()
    del old["take_backs"]
    assert GameRecord.from_dict(old).take_backs == 0  # older records load


@pytest.mark.parametrize("bad", [-1, True, 1.0, "2", 10**9])
def test_a_bad_take_back_count_is_refused(bad) -> None:
    data = GameRecord(seed=3).to_dict()
    data["take_backs"] = bad
    with pytest.raises(RecordError, match="take_backs"):
        GameRecord.from_dict(data)
