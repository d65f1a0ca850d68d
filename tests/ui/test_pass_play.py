"""Two players at one computer, driven through the window's real handlers: the way in from
Play a friend, the cover between turns (on screen and in the sprites), a player who plays
again keeps the screen, both input devices finish a game, the names reach the results and
the game counts once for the pair."""

from __future__ import annotations

import random

import pytest

from dirty7.game.table.table_options import TableOptions
from dirty7.rules.cards import ACE, SEVEN
from dirty7.store.pair_stats import load_pairs
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.screens.review_screen import ReviewView
from dirty7.ui.table.pass_cover import COVER_COLOR
from dirty7.ui.table.pass_table import PassPlayTable
from tests.support.app import make_app
from tests.support.drivers import KeyboardPlayer, MousePlayer, by_kind, key, press_release
from tests.support.screens import click, show
from tests.support.table import FakeClock, live, pixel, tick

K = arcade.key
FRAME = 1 / 60


def open_table(window, names=("Alex", "Bob"), clock=None) -> tuple:
    """The app on the test window, a game of ``names`` at its table (not yet lifted)."""
    app, _quits = make_app(window)
    app.friends.here.table_options = TableOptions(clock=clock or FakeClock())
    seeds = iter(range(11, 100))
    app.friends.here.next_seed = lambda: next(seeds)
    table = app.friends.here.start(*names)
    return app, table


def rest(table, limit: float = 30.0) -> None:
    """Frames until the table has shown everything and done its idle work."""
    t = 0.0
    while not (table.flow.is_idle and table.flow.settled):
        tick(table)
        t += FRAME
        assert t < limit, "the table did not come to rest"


def hand_sprites(table) -> list:
    """The sprites of every card in either hand, as the table shows them now."""
    hands = {int(c) for hand in table.flow.state.hands for c in hand}
    return [s for k, s in table.card_sprites.sprites.items() if k in hands]


def assert_covered(table) -> None:
    """No card of either hand is face up, nor turning face up, while the cover is up."""
    assert table.cover.is_up
    shown = [s for s in hand_sprites(table) if s.face_up or s.target_face_up]
    assert not shown, f"{len(shown)} hand cards face up under the cover"


def make_move(table, rng) -> None:
    flow = table.flow
    move = by_kind(flow.game.position.legal_moves(), rng)
    if move.is_draw:
        assert flow.draw()
    elif move.is_pass:
        assert flow.pass_turn()
    elif move.is_call:
        assert table.hud.last_card.call()
    else:
        made = flow.play(move.card)
        if move.named_suit is not None:
            made = flow.choose_suit(move.named_suit)
        assert made, move


def test_the_cover_hides_both_hands_between_turns(window):
    _app, table = open_table(window)
    rng = random.Random(3)
    rest(table)
    assert_covered(table)  # the first player is asked to the screen too
    key(table, K.SPACE)
    assert not table.cover.is_up and table.flow.my_seat == table.flow.game.to_move
    # two people share the screen: the status line says whom its "you" means
    player = table.flow.names[table.flow.my_seat]
    assert table.flow.status_text.startswith(f"{player} · Your turn")
    checked = 0
    while checked < 2 and not table.flow.game.is_over:
        mover = table.flow.game.to_move
        make_move(table, rng)
        rest(table)
        if table.flow.game.to_move == mover:
            assert not table.cover.is_up  # the same player plays again: no cover
            continue
        assert_covered(table)
        table.on_draw()
        image = arcade.get_image().convert("RGB")
        sprites = hand_sprites(table)
        assert len(sprites) == sum(len(hand) for hand in table.flow.state.hands)
        for sprite in sprites:  # where each card of both hands lies: the cover's colour
            for dx, dy in ((0, 0), (-0.3, 0.3), (0.3, -0.3)):
                x, y = table.to_window(sprite.center_x + dx * sprite.width,
                                       sprite.center_y + dy * sprite.height)
                assert image.getpixel((round(x), image.height - 1 - round(y))) == COVER_COLOR
        # the cover also takes the clicks: a hand card under it is not played
        before = table.flow.game.moves_played
        x, y = table.to_window(sprites[-1].center_x, sprites[-1].center_y)
        press_release(table, (round(x), round(y)))
        assert table.flow.game.moves_played == before and table.cover.is_up
        key(table, K.ENTER)
        assert table.flow.my_seat == table.flow.game.to_move != mover
        faces = {int(s.card) for s in hand_sprites(table) if s.face_up}
        assert faces == {int(c) for c in table.flow.state.hands[table.flow.my_seat]}
        table.on_draw()
        bottom = table.card_sprites.sprites[int(table.flow.state.hands[table.flow.my_seat][0])]
        x, y = table.to_window(bottom.center_x, bottom.center_y)
        assert pixel(round(x), round(y)) != COVER_COLOR  # the cover is down: the card shows
        checked += 1
    assert checked == 2
    table.flow.close()


def _first_play_of(window, rank: int, fits=lambda position: True):
    """A table at one computer whose first player (Alex) can play a card of ``rank`` (in
    a deal that ``fits``), uncovered; the first such move is played."""
    from dirty7.game.seats.seat_factory import PERSON, dealt_game

    def playable(position) -> bool:
        return fits(position) and any(m.card is not None and m.card.rank == rank
                                      for m in position.legal_moves())

    seed = next(s for s in range(500)
                if playable(dealt_game([PERSON, PERSON], seed=s, first=0).position))
    table = PassPlayTable(window, TableOptions(names=("Alex", "Bob"), clock=FakeClock()),
                          game=dealt_game([PERSON, PERSON], seed=seed, first=0),
                          settings=live(animation_speed="instant"))
    window.show_view(table)
    rest(table)
    key(table, K.SPACE)
    move = next(m for m in table.flow.position.legal_moves()
                if m.card is not None and m.card.rank == rank)
    assert table.flow.play(move.card)
    return table


def test_a_player_who_plays_again_keeps_the_screen(window):
    table = _first_play_of(window, ACE)
    rest(table)
    assert table.flow.game.to_move == 0 and not table.cover.is_up
    assert any(s.face_up for s in hand_sprites(table))
    table.flow.close()


def test_the_cover_goes_up_after_a_sevens_draw(window):
    """Alex plays a Seven, Bob (no Seven to answer) draws its cards: back to Alex, covered."""
    table = _first_play_of(window, SEVEN, lambda position: not any(
        c.rank == SEVEN for c in position.hand(1)))
    rest(table)
    assert_covered(table)
    key(table, K.SPACE)
    assert table.flow.my_seat == 1 and table.flow.position.phase == "7"
    assert table.flow.draw()
    rest(table)
    assert_covered(table)
    assert table.flow.game.to_move == 0 and table.cover.words()[0] == "Pass to Alex"
    table.flow.close()


def play_by(table, player, lift, rng) -> set[str]:
    """Both players' moves by one device, the cover lifted by it too; the kinds of move
    (play, draw, pass, a Seven's draw) after which the cover went up."""
    covered_after: set[str] = set()
    last = None
    while not table.flow.game.is_over:
        rest(table)
        if table.flow.game.is_over:
            break
        if table.cover.is_up:
            assert_covered(table)
            lift(table)
            assert not table.cover.is_up
            if last is not None:
                covered_after.add(last)
        before = table.flow.game.position
        move = by_kind(before.legal_moves(), rng)
        player.play(move)
        last = ("seven's draw" if before.phase == "7" else "draw") if move.is_draw else \
            "pass" if move.is_pass else "play"
    return covered_after


def click_ready(table) -> None:
    table.on_draw()  # the cover and its button where a person sees them
    x, y = table.to_window(*table.cover.button.center)
    press_release(table, (round(x), round(y)))


@pytest.mark.parametrize("device", ["mouse", "keyboard"])
def test_one_input_device_plays_a_game_to_its_end(window, device):
    clock = FakeClock()
    app, table = open_table(window, ("Alex", "Bob"), clock)
    rng = random.Random(1)
    player = (MousePlayer if device == "mouse" else KeyboardPlayer)(table, rng, clock)
    lift = click_ready if device == "mouse" else (lambda t: key(t, K.SPACE))
    covered_after = play_by(table, player, lift, rng)
    game = table.flow.game
    assert game.is_over and {"play", "draw", "pass"} <= covered_after, covered_after
    for _ in range(600):
        if isinstance(window.current_view, ResultsView):
            break
        tick(table)
    results = window.current_view
    assert isinstance(results, ResultsView)
    winner = ("Alex", "Bob")[game.result().winner]
    assert results.headline == f"{winner} wins"
    stats, _warning = load_pairs()
    pair = stats.pair(("Bob", "Alex"))
    assert pair is not None and pair.games == 1 and pair.wins_of(winner) == 1
    wins = {"Alex": 0, "Bob": 0, winner: 1}
    assert results.seal_text == (f"Games at this computer: Alex won {wins['Alex']}, "
                                 f"Bob won {wins['Bob']}")
    assert app.friends.here.count(table) == ""  # counted once: a second count changes nothing
    assert load_pairs()[0].pair(("Alex", "Bob")).games == 1
    results.on_draw()
    click(results, results.review_button)  # both hands face up, move by move
    review = window.current_view
    assert isinstance(review, ReviewView) and review.names == ("Alex", "Bob")
    review.on_key_press(K.ESCAPE, 0)
    assert window.current_view is results
    results.on_key_press(K.ENTER, 0)  # Play again: the other player starts
    again = window.current_view
    assert isinstance(again, PassPlayTable) and again.flow.game.to_move == 1
    again.flow.close()


def test_at_this_computer_from_play_a_friend(window):
    app, _quits = make_app(window)
    app.friends.show()
    screen = show(window, window.current_view)
    assert screen.focus == "name"  # typing a name: A would be a letter of it
    while screen.focus != "here":
        screen.on_key_press(K.TAB, 0)
    screen.on_key_press(K.ENTER, 0)
    screen.on_draw()
    assert screen.focus == "first"
    assert screen.built.fields["first"].text == "Player 1"
    screen.on_key_press(K.TAB, 0)
    assert screen.focus == "second"
    field = screen.built.fields["second"]
    field.text = ""
    screen.on_text("Player 1")
    screen.on_key_press(K.ENTER, 0)  # the same name twice is refused, with why
    screen.on_draw()
    assert "different names" in screen.flow.message
    screen.built.fields["second"].text = ""
    screen.on_text("Bob")
    click(screen, screen.built.controls["play_here"])
    table = window.current_view
    assert isinstance(table, PassPlayTable) and table.flow.names == ("Player 1", "Bob")
    table.flow.close()
    app.friends.show()  # the names are offered again
    again = show(window, window.current_view)
    assert (again.drafts["first"], again.drafts["second"]) == ("Player 1", "Bob")


def test_why_take_back_and_the_log_at_one_computer(window):
    """Why? says a person decides alone; nothing is taken back (the other player saw it);
    the log, open to both, names no card either player drew."""
    _app, table = open_table(window)
    rng = random.Random(5)
    rest(table)
    key(table, K.SPACE)
    table.why_part.toggle()
    assert "unavailable for a person" in table.toast.message
    while not any(move.is_draw for _s, move, _e in table.flow.game.history):
        assert not table.flow.game.is_over, "no draw in this game"
        make_move(table, rng)
        assert not table.flow.take_back.offered
        rest(table)
        if table.cover.is_up:
            key(table, K.SPACE)
    table.on_key_press(K.Z, K.MOD_CTRL)  # take back: refused, saying why
    assert table.toast.message.startswith("Nothing is taken back at one computer")
    drawn = [line for line in table.game_log.lines if " drew " in line]
    assert drawn and not any(":" in line or "seen" in line for line in drawn), drawn
    table.flow.close()


class Ear:
    """A voice that keeps what it was asked to say."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str, interrupt: bool = False) -> None:
        self.said.append(text)

    def stop(self) -> None:
        pass


def test_the_table_at_one_computer_says_no_hand_aloud(window):
    """Both players would hear it: with Speech on, nothing of the game is spoken."""
    ear = Ear()
    settings = live(speech=True, animation_speed="instant")
    settings._voice, settings._voice_looked_for = ear, True
    from dirty7.game.seats.seat_factory import PERSON, dealt_game

    table = PassPlayTable(window, TableOptions(names=("Alex", "Bob"), clock=FakeClock()),
                          game=dealt_game([PERSON, PERSON], seed=4, first=0), settings=settings)
    window.show_view(table)
    rest(table)
    key(table, K.SPACE)
    key(table, K.C)  # the key that reads the hand elsewhere
    make_move(table, random.Random(1))
    rest(table)
    assert ear.said == []
    table.flow.close()


def test_the_game_is_played_by_the_rules_in_the_settings(window):
    app, _quits = make_app(window, rules="crazy-eights")
    table = app.friends.here.start("Alex", "Bob")
    assert table.flow.game.record.variant == app.settings.game_variant
    assert app.settings.game_variant.wild_rank != 10  # not Dirty Seven's Jack
    table.flow.close()


def test_the_command_line_opens_the_table_of_two_players(window):
    """``dirty7 --pass-and-play Alex Bob --seed 5``: their table at once, deal 5."""
    from dirty7.cli.play_command import build_parser

    ns = build_parser().parse_args(["--pass-and-play", " Alex ", "Bob", "--seed", "5"])
    app, _quits = make_app(window, pass_and_play=tuple(ns.pass_and_play), seed=ns.seed)
    app.start()
    table = window.current_view
    assert isinstance(table, PassPlayTable) and table.flow.names == ("Alex", "Bob")
    assert table.flow.game.record.seed == 5 and table.cover.is_up
    table.flow.close()
