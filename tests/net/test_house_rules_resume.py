"""An unfinished network game by house rules (draws told card by card, the last-card
call) is kept and resumed later like a Dirty Seven one: both programs finish it with the
same record, which verifies by the host's rules; a 32-card game (Mau-Mau) as well."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from dirty7.ai.medium import MediumStrategy
from dirty7.net.identity import Identity
from dirty7.net.invite import Invite
from dirty7.net.resume import journaled_peer, keep_after, resume_peer
from dirty7.rules import PRESETS
from dirty7.store.storage import Store
from dirty7.store.unfinished import (
    clear_unfinished,
    list_unfinished,
    load_unfinished,
    save_unfinished,
)
from tests.support.resumable_game import TIMEOUT, WINDOW, Switchboard, at_ply, check_finished

RULES = dataclasses.replace(PRESETS["mau-mau"], deck=52, hand_size=8, cannot_play="draw-until",
                            last_card=2)
#: The rule sets resumed: 52 cards drawn until one fits, and Mau-Mau's 32.
SETS = {"52-draw-until": RULES, "mau-mau": PRESETS["mau-mau"]}


class _Side:
    """One player's program, journaling its game in its own data folder."""

    def __init__(self, root, role, invite, rules=RULES):
        self.role, self.invite, self.room = role, invite, invite.room_id()
        self.rules = rules
        self.store = Store(root / role)
        self.identity = Identity.fresh()

    def save(self, state):
        assert save_unfinished(self.room, state, self.store) is None

    def options(self):
        return {"name": self.role, "chooser": MediumStrategy().choose,
                "player": ("medium", 0), "move_limit": 2000}

    def new_peer(self, board):
        extra = {"variant": self.rules} if self.role == "host" else {}
        return journaled_peer(board.connector(self.role), self.invite.channel_key(),
                              self.role, save=self.save,
                              channel_options={"timeout": TIMEOUT, "resume_window": WINDOW},
                              identity=self.identity, **self.options(), **extra)

    def resumed_peer(self, board):
        state, warning = load_unfinished(self.room, self.store)
        assert warning is None and state is not None
        return resume_peer(state, board.connector(self.role), self.invite.channel_key(),
                           self.options()["chooser"], save=self.save, timeout=TIMEOUT,
                           resume_window=WINDOW, identity=self.identity)


async def _play(sides, host, guest):
    outcomes = await asyncio.wait_for(asyncio.gather(host.run(), guest.run()), 120)
    for side, peer, outcome in zip(sides, (host, guest), outcomes, strict=True):
        if not keep_after(peer, outcome):
            clear_unfinished(side.room, side.store)
    return outcomes


@pytest.mark.parametrize("rules", SETS)
def test_a_house_rules_game_abandoned_then_resumed_finishes_and_verifies(tmp_path, rules):
    invite = Invite.fresh()
    sides = (_Side(tmp_path, "host", invite, SETS[rules]),
             _Side(tmp_path, "guest", invite, SETS[rules]))

    async def first_sitting():
        board = Switchboard()
        host, guest = (side.new_peer(board) for side in sides)
        games = asyncio.ensure_future(_play(sides, host, guest))
        if not await at_ply(host, 4):
            outcomes = await games
            raise AssertionError(f"ended before move 4: {outcomes[0].reason} / "
                                 f"{outcomes[1].reason}")
        board.down = True  # the relay goes away for longer than the window
        await board.cut()
        return await games, list(host.moves)

    (host_out, guest_out), before = asyncio.run(first_sitting())
    assert host_out.abandoned and guest_out.abandoned
    assert all(list_unfinished(side.store) == [side.room] for side in sides)

    async def second_sitting():
        board = Switchboard()
        host, guest = (side.resumed_peer(board) for side in sides)
        return await _play(sides, host, guest)

    host_out, guest_out = asyncio.run(second_sitting())
    record = check_finished(host_out, guest_out)
    assert record.variant.play_rules() == SETS[rules].play_rules()
    assert record.moves[:len(before)] == before and len(record.moves) > len(before)
