"""The mouse-only and the keyboard-only players finish whole games of each preset: Crazy
Eights (an Eight opens the suit picker, draw until a card fits) and Mau-Mau (32 cards, the
"Last card!" button and key, a drawn card played or kept, Eights play again, no Jack on a
Jack), through the table's real handlers at instant speed."""

from __future__ import annotations

import random

import pytest

from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.seats.seat_factory import PERSON, PlayerSpec, dealt_game
from dirty7.game.table.table_options import TableOptions
from dirty7.rules import apply_move, format_position, parse_move
from dirty7.rules.presets import PRESETS
from dirty7.ui.table.table_view import TableView
from tests.support.drivers import KeyboardPlayer, MousePlayer, play_game
from tests.support.table import FakeClock, live

PLAYERS = {"mouse": MousePlayer, "keyboard": KeyboardPlayer}
SEEDS = (1, 2, 3)


class RandomLegal:
    """The computer seat: a seeded random legal move (calls whenever it may)."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view):
        calls = [m for m in view.legal_moves if m.is_call]
        return calls[0] if calls else self.rng.choice(view.legal_moves)


def house_table(window, name: str, seed: int, clock) -> TableView:
    game = dealt_game([PERSON, PlayerSpec.computer("easy", seed, 1)], seed=seed,
                      first=seed % 2, variant=PRESETS[name])
    view = TableView(window,
                     TableOptions(clock=clock,
                                  opponents={1: ComputerSeat(strategy=RandomLegal(seed))}),
                     game=game,
                     settings=live(highlight_playable=seed % 2 == 0, animation_speed="instant"))
    window.show_view(view)
    return view


@pytest.mark.parametrize("player", list(PLAYERS))
@pytest.mark.parametrize("name", ["crazy-eights", "mau-mau"])
def test_whole_house_rules_games_by_one_input_device(window, player, name):
    seen: set[str] = set()
    for seed in SEEDS:
        clock = FakeClock()
        view = house_table(window, name, seed, clock)
        try:
            rng = random.Random(seed)
            made = play_game(PLAYERS[player](view, rng, clock), rng)
            game = view.flow.game
            assert game.is_over and made == sum(1 for s, _m, _e in game.history if s == 0)
            seen.update(str(m) for s, m, _e in game.history if s == 0)
            replayed = game.record.initial_position()
            for text in game.record.moves:
                replayed = apply_move(replayed, parse_move(text))
            assert format_position(replayed) == format_position(game.position)
            assert view.hud.status.text in ("You win!", "Computer wins")
        finally:
            view.flow.close()
    wild = "8" if name == "crazy-eights" else "J"
    assert any(m.startswith(wild) and ">" in m for m in seen)  # the picker was used
    if name == "mau-mau":
        assert "pass" in seen and "call" in seen  # a drawn card kept; the call made
