"""The table's game flow without a window: TableFlow driven by update(dt) steps."""

from __future__ import annotations

import ast
import pathlib

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_flow import HOLDS, TableFlow
from dirty7.game.table.table_options import TableOptions
from dirty7.rules import CardPlayed, NextTurn, Passed, UpCardTurned

JACK = "JH4SKD/2D4D/8C5C/QDAC6S 0 n C"
THREE = "3C9D/2D4D/8C5C/QDAC6S 0 n C"
NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"


class FakeClock:
    """Time stands still unless a test moves it."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class FirstLegal:
    """A deterministic computer seat: the first legal move."""

    name = "first"

    def choose(self, view):
        return view.legal_moves[0]


class Recorder:
    """Listens to every announcement the flow makes."""

    def __init__(self) -> None:
        self.steps: list = []
        self.moves = 0
        self.idles = 0
        self.refused: list[str] = []
        self.messages: list[str] = []
        self.picks: list[int] = []
        self.finished = 0

    def on_step(self, event) -> None:
        self.steps.append(event)

    def on_move(self, _events) -> None:
        self.moves += 1

    def on_idle(self) -> None:
        self.idles += 1

    def on_refused(self, reason: str) -> None:
        self.refused.append(reason)

    def on_message(self, text: str, _kind: str, _duration) -> None:
        self.messages.append(text)

    def on_pick(self, card: int) -> None:
        self.picks.append(card)

    def on_finished(self) -> None:
        self.finished += 1

    def listen(self, flow: TableFlow) -> Recorder:
        """Connect to the flow's declared events (each one this recorder follows)."""
        events = flow.events
        for signal, handler in ((events.step, self.on_step), (events.move, self.on_move),
                                (events.idle, self.on_idle), (events.refused, self.on_refused),
                                (events.message, self.on_message), (events.pick, self.on_pick),
                                (events.finished, self.on_finished)):
            signal.connect(handler)
        return self


def flow_at(position: str, **kwargs) -> tuple[TableFlow, Recorder]:
    game = Game([PERSON_AT_TABLE, None], start=position, players=["You", "Computer"])
    kwargs.setdefault("opponents", {1: ComputerSeat(strategy=FirstLegal())})
    p = TableFlow(game, TableOptions(clock=FakeClock(), think_delay=0.0, **kwargs))
    rec = Recorder()
    rec.listen(p)
    p.update(0.0)
    return p, rec


def run_until(p: TableFlow, done, dt: float = 0.05, limit: int = 20000) -> None:
    for _ in range(limit):
        if done():
            return
        for opp in p.opponents.values():
            if opp.thinking:
                opp.wait(timeout=30)
        p.update(dt)
    raise AssertionError("the flow never got there")


def test_the_flow_imports_no_arcade() -> None:
    """Read the sources: flow and everything of dirty7 it imports, transitively."""
    root = pathlib.Path(__file__).resolve().parents[2]
    seen: set[str] = set()
    todo = ["dirty7.game.table.table_flow"]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parts = name.split(".")
        path = root.joinpath(*parts).with_suffix(".py")
        if not path.exists():
            path = root.joinpath(*parts, "__init__.py")
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            for mod in names:
                assert not mod.startswith(("arcade", "pyglet")), (name, mod)
                assert mod != "dirty7.ui.core.bootstrap", name
                if mod.startswith("dirty7") and (
                        root.joinpath(*mod.split(".")).with_suffix(".py").exists()
                        or root.joinpath(*mod.split("."), "__init__.py").exists()):
                    todo.append(mod)
                    # a package's __init__ runs too
                    for i in range(2, len(mod.split("."))):
                        todo.append(".".join(mod.split(".")[:i]))
    assert "dirty7.game.table.table_flow" in seen and len(seen) > 3


def test_a_whole_game_between_two_first_legal_seats() -> None:
    p = TableFlow(options=TableOptions(autoplay=True, seed=3, clock=FakeClock(), think_delay=0.0,
                                       opponents={0: ComputerSeat(strategy=FirstLegal()),
                                                  1: ComputerSeat(strategy=FirstLegal())}))
    rec = Recorder()
    rec.listen(p)
    run_until(p, lambda: rec.finished > 0 and p.is_idle)
    assert p.game.is_over and rec.finished == 1
    assert p.is_idle and p.state.matches(p.position)
    assert p.status_text.endswith("wins")
    assert rec.moves == p.game.moves_played
    p.update(0.05)
    assert rec.finished == 1  # announced once


def test_the_queue_waits_its_holds_in_dt_steps() -> None:
    game = Game([PERSON_AT_TABLE, None], seed=4, players=["You", "Computer"])
    p = TableFlow(game,
                  TableOptions(clock=FakeClock(),
                               opponents={1: ComputerSeat(strategy=FirstLegal())}))
    rec = Recorder()
    rec.listen(p)
    total = len(p.queue)
    assert total > 0 and p.is_animating and p.status_text == "Dealing…"
    p.update(0.0)
    assert len(rec.steps) == 1  # the first deal event at once, then its hold
    hold = HOLDS[type(rec.steps[0])]
    p.update(hold * 0.5)
    assert len(rec.steps) == 1
    p.update(hold * 0.6)
    assert len(rec.steps) == 2
    run_until(p, lambda: rec.idles > 0, dt=0.01)
    assert any(isinstance(e, UpCardTurned) for e in rec.steps)
    assert p.state.matches(p.position)


def test_the_view_saying_its_cards_move_keeps_the_flow_busy() -> None:
    p, rec = flow_at(NORMAL)
    assert p.play(p.legal_cards().pop())
    p.view_moving(True)  # the view says its cards still move
    run_until(p, lambda: not p.queue and p.hold == 0)
    assert not p.is_idle and not p.human_to_move
    p.view_moving(False)  # ... and then that they have finished
    assert p.is_idle


def test_refusals_carry_the_engines_reason() -> None:
    p, rec = flow_at(NORMAL)
    assert p.human_to_move
    king = next(int(c) for c in p.state.hands[0] if c.rank == 12)
    assert not p.play(king)
    assert rec.refused and rec.refused[0] and king not in p.legal_cards()
    assert not p.pass_turn()  # no pass before a draw
    assert len(rec.refused) == 2 and p.game.moves_played == 0


def test_not_your_turn_while_the_computer_moves() -> None:
    game = Game([PERSON_AT_TABLE, None], start="KSQH/2C4D/8C5C/QDAC6S 1 n C",
                players=["You", "Computer"])
    p = TableFlow(game,
                  TableOptions(clock=FakeClock(), think_delay=30.0,
                               opponents={1: ComputerSeat(strategy=FirstLegal())}))
    rec = Recorder()
    rec.listen(p)
    p.update(0.0)
    assert not p.human_to_move
    assert not p.draw()
    assert rec.messages and rec.messages[-1].startswith("Wait")
    p.close()


def test_a_three_lets_the_player_pass_and_the_buttons_say_so() -> None:
    p, rec = flow_at(THREE)
    three = next(int(c) for c in p.state.hands[0] if c.rank == 2)
    assert p.play(three)
    run_until(p, lambda: p.is_idle and p.settled)
    assert p.offered() == (None, True)  # after a Three: play on or pass, never draw
    assert p.pass_turn()
    run_until(p, lambda: any(isinstance(e, Passed) for e in rec.steps))
    assert "You pass" in rec.messages


def test_a_jack_waits_for_its_suit_and_can_be_cancelled() -> None:
    p, rec = flow_at(JACK)
    jack = next(int(c) for c in p.state.hands[0] if c.rank == 10)
    assert not p.play(jack)
    assert p.picking == jack and rec.picks == [jack] and not p.human_to_move
    p.cancel_suit()
    assert p.picking is None and p.game.moves_played == 0
    assert not p.play(jack)
    assert p.choose_suit(2)  # hearts
    assert p.picking is None
    run_until(p, lambda: any(isinstance(e, CardPlayed) for e in rec.steps))
    assert p.game.history[0][1].named_suit == 2


def test_the_status_says_what_comes_next_while_a_move_is_shown() -> None:
    p, rec = flow_at(NORMAL)
    assert p.play(p.legal_cards().pop())
    assert any(isinstance(e, NextTurn) for e in p.queue)
    assert "Computer" in p.status_text


def test_a_burst_of_draws_draws_once_until_the_clock_moves_on() -> None:
    clock = FakeClock()
    game = Game([PERSON_AT_TABLE, None], start="KS2H/2C4D/8C5C/QDAC6S 0 n C", players=["You", "C"])
    p = TableFlow(game,
                  TableOptions(clock=clock, opponents={1: ComputerSeat(strategy=FirstLegal())}))
    p.update(0.0)
    assert p.draw()
    assert not p.draw()  # neither the player's turn nor past the cooldown
    assert p.game.moves_played == 1
    p.close()
