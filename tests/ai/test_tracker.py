"""Hard's memory of the opponent's voids never contradicts the opponent's real hand."""

from __future__ import annotations

import pytest

from dirty7.ai.easy import EasyStrategy
from dirty7.ai.hard.tracker import OpponentModel
from dirty7.ai.medium import MediumStrategy
from dirty7.game.controller import Game
from dirty7.rules import cards_of


def perfect_matching(slots: list[int], cards: list[int]) -> bool:
    """Can every card go to a different slot that allows it? (augmenting paths)"""
    owner: dict[int, int] = {}

    def place(card: int, seen: set[int]) -> bool:
        for i, forbidden in enumerate(slots):
            if forbidden >> card & 1 or i in seen:
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = card
                return True
        return False

    return len(slots) == len(cards) and all(place(c, set()) for c in cards)


class Recorder:
    """The opponent: plays its strategy and remembers its true hand at every move."""

    def __init__(self, strategy, game_ref: list) -> None:
        self.strategy = strategy
        self.game_ref = game_ref
        self.hands: dict[int, int] = {}

    def choose(self, view):
        self.hands[view.ply] = self.game_ref[0].position.hands[view.seat]
        return self.strategy.choose(view)


class Watcher:
    """Plays Medium and checks the model against the true position at each turn."""

    def __init__(self, game_ref: list) -> None:
        self.model = OpponentModel()
        self.medium = MediumStrategy()
        self.game_ref = game_ref
        self.checked = 0
        self.constrained = 0
        self.explained = 0
        self.with_decisions = 0
        self.careful_only = 0
        self.mixed = 0

    def choose(self, view):
        self.model.observe(view)
        position = self.game_ref[0].position
        opp = view.seat ^ 1
        unknown = position.hands[opp] & ~position.known_in_hand[opp]
        slots = [mask for mask, _born in self.model.slot_list()]
        assert perfect_matching(slots, [int(c) for c in cards_of(unknown)])
        self.checked += 1
        self.constrained += any(slots)
        if self.model.decisions:
            self.with_decisions += 1
            hands = [self.opponent.hands[d.ply] for d in self.model.decisions]
            self.explained += self.model.likelihood(hands, 0.0) == 1.0
            self.careful_only += self.model.likelihood(hands, 0.0) > 0.0
            self.mixed += self.model.likelihood(hands, 0.0, careless=0.5) > 0.0
        move = self.medium.choose(view)
        self.model.after_my_move(view, move)
        return move


@pytest.mark.parametrize("opponent", [EasyStrategy, MediumStrategy])
def test_inferred_voids_are_consistent_with_the_real_hand(opponent):
    checked = constrained = explained = with_decisions = careful_only = mixed = 0
    for seed in range(40):
        ref: list = []
        watcher = Watcher(ref)
        watcher.opponent = Recorder(opponent(seed=seed), ref)
        seats = [watcher, watcher.opponent] if seed & 1 else [watcher.opponent, watcher]
        game = Game(seats, seed=seed, first=seed & 1, move_limit=600)
        ref.append(game)
        game.run()
        checked += watcher.checked
        constrained += watcher.constrained
        explained += watcher.explained
        with_decisions += watcher.with_decisions
        careful_only += watcher.careful_only
        mixed += watcher.mixed
    assert checked > 500 and constrained > checked // 4
    if opponent is MediumStrategy:  # Medium's real hand explains its recorded decisions
        assert with_decisions > 200 and explained >= 0.97 * with_decisions
        assert mixed >= careful_only
    else:  # a strict model of a careful player rules out a random player's real hands...
        assert careful_only < 0.9 * with_decisions
        assert mixed == with_decisions  # ...the mixture never does


def test_a_pass_with_a_playable_card_rules_out_the_random_player():
    from dirty7.ai.hard.tracker import Decision
    from dirty7.rules import parse_move
    from dirty7.rules.cards import parse_card_or_none as parse_card
    from dirty7.rules.moves import PASS
    from dirty7.rules.phases import AFTER_THREE

    model = OpponentModel()
    three = int(parse_card("3H"))
    model.decisions = [Decision(top=three, suit=three // 13, phase=AFTER_THREE, my_size=5,
                                seen=1 << three, move=PASS, epoch=0, ply=3)]
    holds_heart = 1 << int(parse_card("9H"))
    holds_nothing = 1 << int(parse_card("9C"))
    assert model.likelihood([holds_nothing], 0.25, careless=1.0) == 1.0
    assert model.likelihood([holds_heart], 0.25, careless=1.0) == 0.0
    assert model.likelihood([holds_heart], 0.25, careless=0.5) > 0.0
    assert parse_move("pass") == PASS


def test_a_new_game_resets_the_model():
    model = OpponentModel()
    game = Game([MediumStrategy(), MediumStrategy()], seed=3, move_limit=100)
    for _ in range(8):
        if game.is_over:
            break
        game.step()
    view = game.view(game.to_move)
    model.observe(view)
    model.after_my_move(view, view.legal_moves[0])
    fresh = Game([MediumStrategy(), MediumStrategy()], seed=4).view(0)
    model.observe(fresh)
    assert [mask for mask, _born in model.slot_list()] == [0] * fresh.opponent_hand_size
