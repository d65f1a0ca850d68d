"""The friend's seat and the network game against the Seat protocol, with a fake link
(no network): the seat answers only when the friend's move has come, the table waits for it
(never the window), and the player's own move is shown only once the Peer has made it.
"""

from __future__ import annotations

from dirty7.game.seats.seat_protocol import Seat
from dirty7.game.table.shown_state import CardRelabelled, TableState
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import TableOptions
from dirty7.net.net_game import NetGame
from dirty7.net.remote_seat import RemoteSeat
from dirty7.rules import Card, parse_position
from tests.support.friend import START, FakeLink


def _table(link: FakeLink):
    game = NetGame(link)
    seat = RemoteSeat(game.feed, name="Alex")
    flow = TableFlow(game,
                     TableOptions(opponents={1: seat}, think_delay=0.0, animate=False,
                                  speed=lambda: 0.0, names=("You", "Alex")))
    return game, seat, flow


def test_the_friends_seat_is_a_seat_that_no_window_plays():
    game, seat, _flow = _table(FakeLink())
    assert isinstance(seat, Seat) and not seat.at_table and seat.person
    assert seat.take_reports() == [] and seat.poll(0.1) is None


def test_the_players_move_is_shown_only_once_the_peer_has_made_it():
    link = FakeLink()
    game, _seat, flow = _table(link)
    flow.update(0.1)
    assert flow.human_to_move
    flow.play(Card.parse("5H"))  # on 5♣
    assert link.sent == ["5H"] and game.moves_played == 0 and game.sent is not None
    for _ in range(5):  # the Peer has not answered: nothing is shown, nothing more allowed
        flow.update(0.1)
    assert game.moves_played == 0 and not flow.human_to_move and not flow.draw()
    link.publish(parse_position(START), 0, "5H")
    flow.update(0.1)
    assert game.record.moves == ["5H"] and game.sent is None
    assert flow.state.matches(game.position) or flow.showing


def test_the_friends_move_is_played_when_it_comes_and_the_table_waits_till_then():
    link = FakeLink()
    game, seat, flow = _table(link)
    position = parse_position(START)
    flow.draw()
    link.publish(position, 0, "draw")
    for _ in range(3):
        flow.update(0.1)
    assert game.record.moves == ["draw"] and seat.thinking and flow.thinking
    after = game.position.copy()
    link.publish(after, 1, "draw")
    flow.update(0.1)
    assert game.record.moves == ["draw", "draw"] and not seat.thinking


def test_a_card_the_peer_learnt_is_relabelled_on_the_table():
    """The friend's hidden cards are fillers; when one is learnt the table is told."""
    link = FakeLink(start="5H9CKS/2D4D/8C5C/QDAC6S 1 n C")
    game, _seat, flow = _table(link)
    learnt = parse_position("5H9CKS/2D5D/8C5C/QDAC6S 1 n C")  # 4♦ was really 5♦
    link.publish(learnt, 1, "5D")
    flow.update(0.1)
    events = game.history[-1][2]
    relabel = events[0]
    assert isinstance(relabel, CardRelabelled) and str(relabel.old) == "4D" \
        and str(relabel.new) == "5D"
    state = TableState.of(parse_position("5H9CKS/2D4D/8C5C/QDAC6S 1 n C"))
    for event in events:
        state.apply(event)
    assert state.matches(game.position)


def test_the_guests_table_shows_its_own_seat_south():
    link = FakeLink(me=1, start="2D4D/5H9CKS/8C5C/QDAC6S 1 n C")
    game, _seat, flow = _table(link)
    assert {str(c) for c in game.position.hand(0)} == {"5H", "9C", "KS"}
    assert game.position.to_move == 0 and flow.my_seat == 0
    flow.update(0.1)
    flow.play(Card.parse("5H"))
    link.publish(parse_position("2D4D/5H9CKS/8C5C/QDAC6S 1 n C"), 1, "5H")
    flow.update(0.1)
    assert game.record.moves == ["5H"] and game.history[-1][0] == 0


def test_a_failed_link_ends_the_game_with_its_reason():
    link = FakeLink()
    game, seat, flow = _table(link)
    finished: list[bool] = []
    flow.events.finished.connect(lambda: finished.append(True))
    flow.draw()
    link.publish(parse_position(START), 0, "draw")
    flow.update(0.1)
    link.finished, link.error = True, "The connection closed."
    flow.update(0.1)
    assert game.is_over and game.stopped == "The connection closed." and finished
    assert not seat.thinking
