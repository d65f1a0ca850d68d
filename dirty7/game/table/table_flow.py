"""The table's game flow without a window: what is shown, when, and what the player may do.

How it fits together: a :class:`dirty7.game.controller.Game` holds the truth and decides every
legality question. A move (the player's, or a computer seat's) changes the game at once
and returns engine events; the flow queues them and shows them one by one on a
lagging :class:`~dirty7.game.table.shown_state.TableState`, each after the hold of the one before
(:data:`HOLDS` × the animation speed), driven by :meth:`TableFlow.update`. When the
queue is empty (and the view has no card still moving) the shown state equals the game
again, and only then may the next move be asked for.

Why no Arcade: the flow of a game (whose turn, asking the computer, the hint, refusals
with the engine's reason) is the part worth testing move by move, and tests drive it
without a window. The Arcade view and each part of the table connect to the signals
they need of :attr:`TableFlow.events` (declared in :mod:`.flow_events`: move, step, tick,
idle, pick, pick_cancelled, hint, refused, message, finished).

One direction: the flow never asks the view anything. The view tells it whether its cards
are still moving (:meth:`TableFlow.view_moving`); the flow waits for that before it asks.
Every seat is a :class:`~dirty7.game.seats.seat_protocol.Seat`: the player's moves come from
the intents (:mod:`.player_intents`, through a ``PersonSeat``), a computer's from a
``ComputerSeat``, polled here."""

from __future__ import annotations

from collections import deque

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.person_seat import PersonSeat
from dirty7.game.seats.seat_factory import (
    computer_seats,
    new_game,
    opponent_level,
    seat_names,
)
from dirty7.game.seats.seat_protocol import Seat, missing_members
from dirty7.game.table import flow_words
from dirty7.game.table.flow_events import FlowEvents
from dirty7.game.table.gestures import Cooldown, DoubleClick
from dirty7.game.table.hand_order import HandOrder
from dirty7.game.table.hint_advisor import HINT_SPEC, HintAdvisor, hint_text
from dirty7.game.table.player_intents import PlayerIntents
from dirty7.game.table.shown_state import ShownEvent, TableState
from dirty7.game.table.status_words import offered_buttons, status_line
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.game.table.take_back import TakeBack
from dirty7.rules import (
    CardDealt,
    CardDrawn,
    CardPlayed,
    GameOver,
    IllegalMoveError,
    Move,
    NextTurn,
    Passed,
    StockRefilled,
    SuitNamed,
    UpCardTurned,
)

#: Seconds (at normal speed) before the next queued event starts: the game's rhythm.
HOLDS = {CardDealt: 0.11, UpCardTurned: 0.45, CardPlayed: 0.42, SuitNamed: 0.3, CardDrawn: 0.2,
         StockRefilled: 0.55, Passed: 0.25, NextTurn: 0.0, GameOver: 0.9}


class TableFlow(PlayerIntents):
    """One game at the table, its shown state and its event queue (see the module docstring).

    Give a ``game`` or let the flow make one from the ``options``' seed and first (or
    position). The seats not played from this table get a ComputerSeat for the options'
    difficulty (from the seat factory) unless their ``opponents`` map them to ready seats:
    any :class:`~dirty7.game.seats.seat_protocol.Seat` (a plugin's, or one answering from
    outside). See :class:`~dirty7.game.table.table_options.TableOptions` for the rest.
    """

    def __init__(self, game: Game | None = None, options: TableOptions = PLAIN_TABLE) -> None:
        self.options = options
        self.difficulty = options.difficulty
        self.hand_order = HandOrder(options.hand_order)  # the player's hand order (see hand_order)
        self.seed = options.seed
        self.highlight_playable = options.highlight_playable
        self.think_delay = options.think_delay
        self.speed = options.speed
        if game is None:
            game = new_game(seed=options.seed, first=options.first, position=options.position,
                            autoplay=options.autoplay, difficulty=options.difficulty)
        self.game = game
        opponents = dict(options.opponents) if options.opponents is not None else None
        self._seat_players(options.names, options.autoplay, opponents, options.opponent_mode)
        self._start_showing(options.animate)
        self.settled = False  # the idle work (raise, ask, reconcile) is done for this rest
        self.picking: int | None = None  # the Jack waiting for a suit
        self.raised: set[int] = set()  # playable cards standing raised in the hand
        self._reported_over = False
        self._requested: int | None = None
        #: Take back a misclick (Ctrl+Z), and the computer's request held meanwhile.
        self.take_back = TakeBack(self, enabled=options.take_back)

        hint_spec = HINT_SPEC if options.hint_spec is None else options.hint_spec
        self.hint = HintAdvisor(hint_spec, seed=options.seed or 0)
        self._hint_pending = False
        self.double_click = DoubleClick(options.clock)
        self.stock_cooldown = Cooldown(options.clock)
        #: What the view last said: its cards still move (the flow waits for them).
        self._view_moving = False
        self.events = FlowEvents()

    def _seat_players(self, names: tuple[str, str] | None, autoplay: bool,
                      opponents: dict[int, Seat] | None, opponent_mode: str) -> None:
        """Who sits where: the people, the computer seats and their names."""
        game, difficulty = self.game, self.difficulty
        self.human = (game.choosers[0] is PERSON_AT_TABLE, game.choosers[1] is PERSON_AT_TABLE)
        if all(self.human):
            raise ValueError("a table needs at least one computer seat")
        self.names = names or seat_names(self.human, difficulty, autoplay)
        #: The computer's level beside its name ("Easy"), or None (see opponent_level).
        self.opponent_level = opponent_level(self.human, difficulty, named=names is not None,
                                             autoplay=autoplay, given=bool(opponents))
        #: What the table shows while the other seat is asked ("Alex is choosing").
        self.thinking_label = flow_words.thinking_label()
        self.my_seat = self.human.index(True) if any(self.human) else 0
        for given in (opponents or {}).values():
            if missing := missing_members(given):
                raise TypeError(f"{type(given).__name__} is not a Seat: it has no "
                                f"{', '.join(missing)}")
        self.opponents = computer_seats(self.human, opponents, difficulty, self.seed,
                                        opponent_mode, game)
        #: Every seat, as the flow drives it: the player's and the computer's.
        self.seats: dict[int, Seat] = {
            seat: PersonSeat() if self.human[seat] else self.opponents[seat] for seat in (0, 1)}

    def _start_showing(self, animate: bool) -> None:
        """What the table shows first, and the events still to show (the deal, animated)."""
        game = self.game
        deal_events = list(game.deal_events) if animate and not game.history else []
        if deal_events:
            self.state = TableState.before_deal(game.position, deal_events)
        else:
            self.state = TableState.of(game.position, game.history)
        self.queue: deque[ShownEvent] = deque(deal_events)
        self.hold = 0.0
        #: The event shown last (the status speaks of a draw still being shown).
        self.last_shown: object = None

    # ------------------------------------------------------------------ the view's word
    def view_moving(self, moving: bool) -> None:
        """The view says whether its cards still move; False: its animations have finished.

        Why told, not asked: the flow lives below the window and must not reach up into
        it; the view tells it after every change to its sprites (a frame, a shown step,
        a press), so the flow waits exactly as long as if it looked.
        """
        self._view_moving = moving

    # ------------------------------------------------------------------ public state
    @property
    def is_animating(self) -> bool:
        return self.showing or self._view_moving

    @property
    def showing(self) -> bool:
        """A move (or the deal) is being shown: events queued, or the last one's hold."""
        return bool(self.queue) or self.hold > 0

    @property
    def is_idle(self) -> bool:
        """Nothing left to show: the table shows the game as it is."""
        return not self.is_animating

    @property
    def human_to_move(self) -> bool:
        return self.game.is_human_turn() and self.is_idle and self.picking is None

    @property
    def thinking(self) -> bool:
        seat = self.seats[self.position.to_move]
        return not seat.at_table and (seat.thinking or self.take_back.holding)

    @property
    def asked_seat(self) -> int | None:
        """The seat whose move was asked for and has not been made yet, if any."""
        return self._requested

    def forget_pending(self) -> None:
        """Nothing still due is shown or made: the queued events and their hold, the open
        request and a wild card waiting for its suit. Why: the move they belong to was
        taken back (:mod:`.take_back`), and the seat to move is asked again."""
        self.queue.clear()
        self.hold = 0.0
        self._requested = None
        self.picking = None

    def show_game(self) -> None:
        """Show the game as it stands, at once (after it was rewound); the idle work
        (raising the playable cards, asking the seat to move) is done again."""
        self.state = TableState.of(self.position, self.game.history)
        self.settled = False
        self.raised = set()

    def legal_cards(self) -> set[int]:
        """Card numbers the player to move could play now (from the engine)."""
        return {int(m.card) for m in self.position.legal_moves() if m.card is not None}

    def hinted_card(self) -> int | None:
        """The hand card the hint points at, if any."""
        move = self.hint.move
        if move is None or move.card is None or self.hint.ply != self.game.moves_played:
            return None
        return int(move.card)

    @property
    def hint_on_show(self) -> Move | None:
        """The hint move to show around the cards now, or None."""
        move = self.hint.move
        if move is not None and self.hint.ply == self.game.moves_played and self.is_idle:
            return move
        return None

    def face_up(self, seat: int) -> bool:
        """Whether ``seat``'s hand is shown face up: this player's (a demo's South), a person's."""
        return seat == self.my_seat or self.human[seat]

    @property
    def my_turn(self) -> bool:
        """The player's seat moves next and the game goes on."""
        return self.game.to_move == self.my_seat and not self.game.is_over

    @property
    def status_text(self) -> str:
        """The status line for the shown state (already saying what comes next)."""
        return flow_words.on_its_way(self.game, self.names) or status_line(
            self.state, self.queue, self.position, self.names, self.human, self.last_shown)

    @property
    def buttons_due(self) -> bool:
        """The player's turn is shown: nothing queued, nothing held, no Jack waiting.

        Why not :attr:`human_to_move`: that also waits for the view's gliding sprites,
        and the glide that raises the playable cards starts just before the buttons are
        refreshed, so they would stay hidden until the next refresh, which may never come.
        """
        return (self.game.is_human_turn() and not self.queue and self.hold <= 0
                and self.picking is None)

    def offered(self) -> tuple[str | None, bool]:
        """The buttons to offer: the Draw button's label (None: no Draw), and Pass."""
        return offered_buttons(self.position, self.buttons_due)

    # ------------------------------------------------------------------ the event queue
    def _enqueue(self, events: list[ShownEvent]) -> None:
        self.queue.extend(events)
        self.settled = False
        self.raised = set()
        self.events.move.emit(events)

    def _advance(self, delta_time: float) -> None:
        if self.hold > 0:
            self.hold = max(0.0, self.hold - delta_time)
        while self.queue and self.hold <= 0:
            self.hold += self._start_step(self.queue.popleft())

    def _start_step(self, event: ShownEvent) -> float:
        """Show one engine event; returns how long to wait before the next one."""
        self.state.apply(event)
        self.last_shown = event
        if isinstance(event, CardPlayed) and self.picking == int(event.card):
            self.picking = None
        self.events.step.emit(event)
        if isinstance(event, Passed):
            self._message(flow_words.passed_toast(self.names, self.human, event.seat), "info", 1.2)
        return HOLDS.get(type(event), 0.0) * self.speed()

    def settle(self) -> None:
        """The queue has run dry: reconcile with the model, raise playable cards."""
        self.settled = True
        if not self.state.matches(self.position):  # never drift from the model
            self.state = TableState.of(self.position, self.game.history)
        self.raised = set()
        if self.highlight_playable and self.game.is_human_turn() and self.picking is None:
            self.raised = self.legal_cards()
        self.events.idle.emit()

    def flush(self) -> None:
        """Show every queued event at once (the view then finishes its tweens)."""
        while self.queue:
            self._start_step(self.queue.popleft())
        self.hold = 0.0

    def skip(self) -> None:
        """Everything queued shown at once, and the idle work done."""
        self.flush()
        self.settle()

    def update(self, delta_time: float) -> None:
        """One frame: show due events, let listeners tick, then poll the hint and computer."""
        self._advance(delta_time)
        self.events.tick.emit(delta_time)
        self._update_hint(delta_time)
        # At instant speed a few computer moves may follow each other within one frame.
        for _ in range(6 if self.speed() <= 0 else 1):
            if not self.is_idle:
                break
            if not self.settled:
                self.settle()
            moved = self._drive_computer(delta_time)
            self._check_over()
            if not moved:
                break
            delta_time = 0.0
            self._advance(0.0)

    # ------------------------------------------------------------------ the computer
    def _drive_computer(self, delta_time: float) -> bool:
        """Ask the seat to move that the table waits for, and make its move once released.

        The player's seat is asked too (its answer comes from the intents, at once)."""
        game = self.game
        if game.is_over:
            return False
        seat = game.to_move
        player = self.seats[seat]
        if self._requested != seat:
            if not player.at_table and self.take_back.holds(delta_time):
                return False  # the take-back window: the computer is asked after it
            delay = self.take_back.rest_of_pause(self.think_delay * self.speed())
            player.request(game.view(seat), min_delay=delay)
            self._requested = seat
            if delay <= 0 and not player.at_table:
                player.wait(timeout=0.004)  # a quick strategy answers within this frame
        if player.at_table:
            return self._take_arrived()
        move = player.poll(delta_time)
        for report in player.take_reports():  # Medium plays on: the record says so
            game.hand_over(seat, report)
            self._message(str(report), "error", 5.0)
        if move is None:
            return False
        self._requested = None
        try:
            events = game.play(move)
        except IllegalMoveError:  # the guard should make this impossible; never crash
            events = game.play(game.position.legal_moves()[0])
        self._enqueue(events)
        return True

    def _take_arrived(self) -> bool:
        """The player's move, made elsewhere first (a network game), is shown now."""
        events = self.game.arrived()
        if not events:
            return False
        self._requested = None
        self._enqueue(events)
        return True

    def _check_over(self) -> None:
        if not self.game.is_over or self._reported_over:
            return
        self._reported_over = True
        self.close()
        self.events.finished.emit()

    def close(self) -> None:
        """Stop every worker: the computer seats and the hint."""
        for seat in self.seats.values():
            seat.close()
        self.hint.close()

    # ------------------------------------------------------------------ the hint
    def request_hint(self) -> bool:
        """Ask Hard for the player's move; shown when ready. False (and why) when not now."""
        game = self.game
        if game.is_over:
            self._message(flow_words.game_over_refusal())
            return False
        if not game.is_human_turn():
            self.not_your_turn()
            return False
        if self.picking is not None:
            self._message(flow_words.suit_first_refusal(self.picking % 13))
            return False
        if not self.is_idle:
            self._hint_pending = True  # asked again once the cards have settled
            return True
        ply = game.moves_played
        if self.hint.move is not None and self.hint.ply == ply:
            self._message(hint_text(self.hint.move, self.hint.sureness), "info", 4.0)
            return True
        if not self.hint.thinking:
            self.hint.request(game.view(self.my_seat), ply)
            self._message(flow_words.hint_wait_toast(), "info", 3.0)
        return True

    def _update_hint(self, delta_time: float) -> None:
        ply = self.game.moves_played
        if self.hint.move is not None and self.hint.ply != ply:
            self.hint.clear()  # somebody moved: the advice is stale
        if self._hint_pending and self.human_to_move:
            self._hint_pending = False
            self.request_hint()
        move = self.hint.poll(delta_time, ply)
        if move is not None:
            self._message(hint_text(move, self.hint.sureness), "info", 4.0)
            self.events.hint.emit(move)


__all__ = ["HOLDS", "TableFlow"]
