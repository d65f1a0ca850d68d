"""Game records for ``dirty7 verify``'s tests: honest games as the game records them, and
the reporter's forgery of one: seat 1's first real decision changed and
Medium playing on from there."""

from __future__ import annotations

import json

from dirty7.ai.medium import MediumStrategy
from dirty7.ai.registry import create_strategy
from dirty7.game.controller import Game
from dirty7.game.players import strategy_seed
from dirty7.game.record import GameRecord
from dirty7.game.seal import draw_nonce
from dirty7.rules import parse_move

SEED = 41


def honest(players=("medium", "medium"), *, sealed: bool = True) -> dict:
    """A whole game of ``players`` (``human`` played by Medium), as the game records it."""
    seeds = [None if p == "human" else strategy_seed(SEED, s) for s, p in enumerate(players)]
    bots = [create_strategy("medium" if p == "human" else p, seeds[s] or 0)
            for s, p in enumerate(players)]
    game = Game(bots, seed=SEED, players=list(players), seeds=seeds,
                nonce=draw_nonce() if sealed else None, move_limit=400)
    game.run()
    return game.record.to_dict()


def forged(data: dict) -> tuple[dict, int]:
    """``data`` with seat 1's first real decision changed and Medium playing on from there;
    and the index of the changed move."""
    record = GameRecord.from_dict(data)
    position = record.initial_position()
    moves: list[str] = []
    for text in record.moves:
        others = [str(m) for m in position.legal_moves() if str(m) != text]
        if position.to_move == 1 and others:
            break
        moves.append(text)
        position.push(parse_move(text))
    changed = len(moves)
    moves.append(others[0])
    position.push(parse_move(others[0]))
    medium = MediumStrategy()
    while not position.is_over and len(moves) < 400:
        move = medium.choose(position.view(position.to_move))
        moves.append(str(move))
        position.push(move)
    return {**json.loads(json.dumps(data)), "moves": moves}, changed


def seat_1(data: dict, spec: str, seed: object = "same") -> dict:
    """``data`` with seat 1 played by ``spec`` with ``seed`` (by default the recorded one)."""
    out = json.loads(json.dumps(data))
    recorded = out["players"][1]["seed"]
    out["players"][1] = {"spec": spec, "seed": recorded if seed == "same" else seed}
    return out


