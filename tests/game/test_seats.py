"""Seats as one protocol, made by one factory, driven by the table's flow without a window.

Why: a player who answers from outside at any time (a friend over a connection, later)
must be able to take a seat without going through the window layer; the person at the
table, a built-in level and a plugin are seats of the same protocol, and every game's
seats come from the same specs the record names.
"""

from __future__ import annotations

from dirty7.ai.guard import FallbackReport
from dirty7.ai.registry import create_strategy
from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.record import GameRecord
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.seats.person_seat import PersonSeat
from dirty7.game.seats.seat_factory import (
    PERSON,
    PlayerSpec,
    dealt_game,
    loaded_game,
    strategy_for,
    table_seat,
)
from dirty7.game.seats.seat_protocol import CannotRewind, Seat
from dirty7.game.table.flow_events import FlowEvents, Signal
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import TableOptions
from dirty7.rules import MOVES

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 1 n C"


class OutsideSeat(CannotRewind):
    """A seat whose answer comes from outside whenever it comes (as a remote player's
    would): the test delivers it, or lets the seat fail."""

    at_table = False
    person = False

    def __init__(self) -> None:
        self.asked: list = []
        self.answer = None
        self.reports: list[FallbackReport] = []
        self.closed = False

    @property
    def thinking(self) -> bool:
        return bool(self.asked) and self.answer is None

    def request(self, view, min_delay: float = 0.0) -> None:
        self.asked.append(view)

    def poll(self, delta_time: float):
        move, self.answer = self.answer, None
        return move

    def wait(self, timeout: float | None = None) -> None:
        pass  # the answer comes when it comes

    def cancel(self) -> None:
        self.answer = None

    def catch_up(self, history) -> None:
        pass

    def take_reports(self) -> list[FallbackReport]:
        out, self.reports = self.reports, []
        return out

    def close(self) -> None:
        self.closed = True


def test_every_kind_of_seat_is_a_seat() -> None:
    computer = ComputerSeat("easy", seed=1, mode="thread")
    try:
        for seat in (PersonSeat(), computer, OutsideSeat()):
            assert isinstance(seat, Seat)
        assert PersonSeat.at_table and not computer.at_table
    finally:
        computer.close()


def test_the_players_seat_answers_with_the_tables_intent() -> None:
    seat = PersonSeat()
    game = Game([PERSON_AT_TABLE, None], start="5H9CKS/2D4D/8C5C/QDAC6S 0 n C")
    seat.request(game.view(0))
    assert seat.thinking and seat.poll(0.1) is None
    seat.answer("5H")
    assert seat.poll(0.0) == MOVES[int(seat_card("5H"))] and not seat.thinking


def seat_card(text: str):
    from dirty7.rules import Card

    return Card.parse(text)


def test_a_seat_answering_from_outside_plays_at_the_table_when_its_answer_comes() -> None:
    outside = OutsideSeat()
    game = Game([PERSON_AT_TABLE, None], start=NORMAL, players=["You", "Friend"])
    flow = TableFlow(game, TableOptions(opponents={1: outside}, think_delay=0.0, animate=False))
    for _ in range(5):  # silent: the table waits, nothing is played
        flow.update(0.1)
    assert len(outside.asked) == 1 and game.moves_played == 0 and flow.thinking
    outside.answer = outside.asked[0].legal_moves[0]
    flow.update(0.1)
    assert game.moves_played == 1
    flow.close()
    assert outside.closed


def test_a_failing_outside_seat_is_reported_and_the_record_says_who_played_on() -> None:
    outside = OutsideSeat()
    game = Game([PERSON_AT_TABLE, None], start=NORMAL, players=["human", "friend"], seeds=[None, 5])
    flow = TableFlow(game, TableOptions(opponents={1: outside}, think_delay=0.0, animate=False))
    said: list[str] = []
    flow.events.message.connect(lambda text, _kind, _duration: said.append(text))
    flow.update(0.1)
    outside.reports.append(FallbackReport("friend", "the connection went silent",
                                          "medium", 9))
    outside.answer = outside.asked[0].legal_moves[0]
    flow.update(0.1)
    assert game.moves_played == 1 and said and "went silent" in said[-1]
    assert game.record.players[1] == "medium" and game.record.replaced[0].spec == "friend"
    flow.close()


def test_the_factory_names_every_seat_in_the_record_as_it_made_it() -> None:
    computer = PlayerSpec("medium", 7)
    game = dealt_game([PERSON, computer], seed=11, first=0)
    assert game.record.players == ["human", "medium"] and game.record.seeds == [None, 7]
    assert game.choosers[0] is PERSON_AT_TABLE and game.choosers[1] is None
    assert isinstance(table_seat(PERSON), PersonSeat)
    seat = table_seat(computer)
    try:
        assert isinstance(seat, ComputerSeat) and (seat.spec, seat.seed) == ("medium", 7)
    finally:
        seat.close()


def test_exact_players_are_the_strategies_verify_re_runs() -> None:
    game = dealt_game([PlayerSpec("easy", 3), PlayerSpec("easy", 4)], seed=2, first=0)
    exact = strategy_for(PlayerSpec("easy", 3), exact=True)
    same = create_strategy("easy", seed=3)
    view = game.view(game.to_move)
    assert exact.choose(view) == same.choose(view)
    guarded = strategy_for(PlayerSpec("easy", 3))
    try:
        assert hasattr(guarded, "fallbacks")
    finally:
        guarded.close()


def test_a_loaded_game_keeps_who_made_the_earlier_moves() -> None:
    game = dealt_game([PlayerSpec("easy", 1), PlayerSpec("easy", 2)], seed=5, first=0)
    bots = [create_strategy("easy", seed=1), create_strategy("easy", seed=2)]
    for _ in range(4):
        game.play(bots[game.to_move].choose(game.view(game.to_move)))
    record = GameRecord.from_dict(game.record.to_dict())
    loaded = loaded_game(record, "medium", "easy")
    assert loaded.record.players == ["human", "medium"]
    assert [(r.seat, r.spec, r.until) for r in loaded.record.replaced] == [
        (0, "easy", 4), (1, "easy", 4)]
    assert loaded.moves_played == 4


def test_the_flows_events_are_declared_and_heard_in_connection_order() -> None:
    events = FlowEvents()
    names = [signal.name for signal in events.every()]
    assert names == ["move", "step", "tick", "idle", "pick", "pick_cancelled", "hint",
                     "refused", "message", "taken_back", "finished"]
    heard: list[str] = []
    events.step.connect(lambda e: heard.append(f"first {e}"))
    events.step.connect(lambda e: heard.append(f"second {e}"))
    events.step.emit("x")
    assert heard == ["first x", "second x"]
    assert isinstance(events.idle, Signal) and not hasattr(events, "on_step")


def _four_moves_of_easy() -> GameRecord:
    game = dealt_game([PlayerSpec("easy", 1), PlayerSpec("easy", 2)], seed=5, first=0)
    bots = [create_strategy("easy", seed=1), create_strategy("easy", seed=2)]
    for _ in range(4):
        game.play(bots[game.to_move].choose(game.view(game.to_move)))
    return GameRecord.from_dict(game.record.to_dict())


def test_the_game_layer_builds_a_loaded_records_session_the_app_only_asks() -> None:
    """``--load``: the session (seat 1's level, the next games' rules, the id, whether it
    counts) is built in ``game/`` (``App.open_record`` once built it itself)."""
    from dirty7.game.session import PlaySession

    record = _four_moves_of_easy()
    session = PlaySession.of_record(record, None, "hard", first="human")
    assert session.state.difficulty == "easy"  # as recorded, installed here
    assert session.game.record.players == ["human", "easy"]
    assert session.state.variant.first == "human" and session.state.base_seed == 5
    assert session.state.game_id == "load-" + record.digest() and session.counts
    asked = PlaySession.of_record(record, "medium", "hard")
    assert asked.state.difficulty == "medium"
    assert [(r.seat, r.spec) for r in asked.game.record.replaced] == [(0, "easy"), (1, "easy")]
    unknown = GameRecord.from_dict({**record.to_dict(),
                                    "players": ["human", "no-such-level"]})
    assert PlaySession.of_record(unknown, None, "hard").state.difficulty == "hard"


def test_a_finished_loaded_record_is_not_counted_again() -> None:
    from dirty7.game.session import PlaySession

    game = dealt_game([PlayerSpec("easy", 1), PlayerSpec("easy", 2)], seed=9, first=0)
    bots = [create_strategy("easy", seed=1), create_strategy("easy", seed=2)]
    while not game.is_over:
        game.play(bots[game.to_move].choose(game.view(game.to_move)))
    record = GameRecord.from_dict(game.record.to_dict())
    assert not PlaySession.of_record(record, None, "hard").counts


class OlderSeat:
    """A seat written to the protocol before it declared person, decided, can_rewind and
    rewind: the members the table asked of every seat then, and no more."""

    at_table = False
    thinking = False
    request = poll = wait = cancel = catch_up = close = OutsideSeat.close
    take_reports = OutsideSeat.take_reports


def test_a_given_seat_missing_a_member_of_the_protocol_is_refused_when_the_table_is_set():
    # Not later, when the player presses Ctrl+Z (decided) or asks Why? (person).
    game = Game([PERSON_AT_TABLE, None], start=NORMAL, players=["You", "Friend"])
    try:
        TableFlow(game, TableOptions(opponents={1: OlderSeat()}, think_delay=0.0, animate=False))
    except TypeError as refused:
        said = str(refused)
        assert all(name in said for name in ("person", "decided", "can_rewind", "rewind"))
    else:
        raise AssertionError("a seat without the protocol's members was taken")
