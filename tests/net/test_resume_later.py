"""An unfinished network game is kept in the data folder by room id and resumed later by
the same two players with the same code: after both were abandoned, after both programs
were killed at any instant, or after one was killed while the other waited. Both games
then finish with identical, verified records. A program that does not have the game is
refused clearly (and the other keeps its file); a damaged file is set aside."""

from __future__ import annotations

import asyncio
import random

import pytest

from dirty7.net.identity import Identity
from dirty7.net.invite import Invite
from dirty7.net.resume import (
    check_state,
    journal_key,
    journaled_peer,
    keep_after,
    resume_peer,
    seal,
)
from dirty7.store.storage import Store
from dirty7.store.unfinished import (
    clear_unfinished,
    discard_unfinished,
    list_unfinished,
    load_unfinished,
    save_unfinished,
)
from tests.support.resumable_game import (
    TIMEOUT,
    WINDOW,
    Switchboard,
    at_ply,
    check_finished,
)


def _options(role):
    from dirty7.ai.medium import MediumStrategy

    return {"name": "Ann" if role == "host" else "Bob", "chooser": MediumStrategy().choose,
            "player": ("medium", 0), "move_limit": 2000}


class _Side:
    """One player's program: its own data folder, journaling its game there."""

    def __init__(self, root, role, invite):
        self.role, self.invite = role, invite
        self.room = invite.room_id()
        self.store = Store(root / role)
        self.identity = Identity.fresh()  # its data folder's key, the same when resumed
        self.writes = 0

    def save(self, state):
        self.writes += 1
        assert save_unfinished(self.room, state, self.store) is None

    def new_peer(self, board):
        return journaled_peer(board.connector(self.role), self.invite.channel_key(),
                              self.role, save=self.save,
                              channel_options={"timeout": TIMEOUT, "resume_window": WINDOW},
                              identity=self.identity, **_options(self.role))

    def resumed_peer(self, board):
        state, warning = load_unfinished(self.room, self.store)
        assert warning is None and state is not None
        options = _options(self.role)
        return resume_peer(state, board.connector(self.role), self.invite.channel_key(),
                           options["chooser"], save=self.save, timeout=TIMEOUT,
                           resume_window=WINDOW, identity=self.identity)

    def settle(self, peer, outcome):
        if outcome.own_fault:  # as the friend link does: set aside, as evidence
            discard_unfinished(self.room, outcome.reason, self.store)
        elif not keep_after(peer, outcome):
            clear_unfinished(self.room, self.store)


def _sides(tmp_path):
    invite = Invite.fresh()
    return _Side(tmp_path, "host", invite), _Side(tmp_path, "guest", invite)


async def _play(host_side, guest_side, host, guest):
    outcomes = await asyncio.wait_for(asyncio.gather(host.run(), guest.run()), 60)
    host_side.settle(host, outcomes[0])
    guest_side.settle(guest, outcomes[1])
    return outcomes


async def _until_ply(peer, ply):
    assert await at_ply(peer, ply)


def _resume_to_the_end(host_side, guest_side):
    async def go():
        board = Switchboard()
        host, guest = host_side.resumed_peer(board), guest_side.resumed_peer(board)
        return (*await _play(host_side, guest_side, host, guest), host, guest)
    host_outcome, guest_outcome, host, guest = asyncio.run(go())
    record = check_finished(host_outcome, guest_outcome)
    assert list_unfinished(host_side.store) == list_unfinished(guest_side.store) == []
    return record, host, guest


def test_both_abandoned_then_resumed_later_finishes_and_verifies(tmp_path):
    host_side, guest_side = _sides(tmp_path)

    async def first_sitting():
        board = Switchboard()
        host, guest = host_side.new_peer(board), guest_side.new_peer(board)
        games = asyncio.ensure_future(_play(host_side, guest_side, host, guest))
        # Ply 4 of a ten-ply game: a loaded machine may play a few more before the poll
        # sees it, and the cut must still come before the game's end.
        await _until_ply(host, 4)
        board.down = True  # the relay goes away for longer than the window
        await board.cut()
        return await games, host.moves
    (host_out, guest_out), moves_before = asyncio.run(first_sitting())
    assert host_out.abandoned and guest_out.abandoned
    assert list_unfinished(host_side.store) == [host_side.room]
    assert list_unfinished(guest_side.store) == [guest_side.room]
    record, host, _ = _resume_to_the_end(host_side, guest_side)
    assert record.moves[:len(moves_before)] == moves_before
    assert len(record.moves) > len(moves_before)
    assert host.other_name == "Bob"


@pytest.mark.parametrize("seed", range(4))
def test_both_programs_killed_at_any_instant_resume_from_their_files(tmp_path, seed):
    """Killed between any two steps (even between writing a message and sending it)."""
    host_side, guest_side = _sides(tmp_path)
    rng = random.Random(seed)

    async def killed():
        board = Switchboard()
        host, guest = host_side.new_peer(board), guest_side.new_peer(board)
        games = [asyncio.ensure_future(p.run()) for p in (host, guest)]
        await _until_ply(host, rng.randrange(0, 12))
        for _ in range(rng.randrange(0, 40)):
            await asyncio.sleep(0)
        for peer, game in zip((host, guest), games, strict=True):
            peer.channel._closing = True  # a killed program says nothing more
            game.cancel()
            for task in list(peer.channel._tasks):
                task.cancel()
        await asyncio.sleep(0)
    asyncio.run(killed())
    _resume_to_the_end(host_side, guest_side)


def test_one_program_killed_resumes_with_the_other_still_waiting(tmp_path):
    host_side, guest_side = _sides(tmp_path)

    async def go():
        board = Switchboard()
        host, guest = host_side.new_peer(board), guest_side.new_peer(board)
        guest_game = asyncio.ensure_future(guest.run())
        host_game = asyncio.ensure_future(host.run())
        await _until_ply(host, 7)
        host.channel._closing = True
        host_game.cancel()
        for task in list(host.channel._tasks):
            task.cancel()
        await board.cut()  # its socket goes with it; the guest starts reconnecting
        again = host_side.resumed_peer(board)  # the host's program started again
        host_outcome = await asyncio.wait_for(again.run(), 60)
        return host_outcome, await guest_game
    check_finished(*asyncio.run(go()))


def test_a_program_that_does_not_have_the_game_is_refused_and_the_other_keeps_it(tmp_path):
    host_side, guest_side = _sides(tmp_path)

    async def abandoned():
        board = Switchboard()
        host, guest = host_side.new_peer(board), guest_side.new_peer(board)
        games = asyncio.ensure_future(_play(host_side, guest_side, host, guest))
        await _until_ply(host, 4)
        await guest.channel.leave("Bob left")
        return await games
    asyncio.run(abandoned())
    clear_unfinished(guest_side.room, guest_side.store)  # the guest no longer has it

    async def mismatch():
        board = Switchboard()
        host, guest = host_side.resumed_peer(board), guest_side.new_peer(board)
        return await _play(host_side, guest_side, host, guest)
    host_outcome, guest_outcome = asyncio.run(mismatch())
    assert "does not have this game" in host_outcome.reason
    assert "resuming a game this program does not have" in guest_outcome.reason
    assert list_unfinished(host_side.store) == [host_side.room]  # kept for the right friend


def test_a_finished_game_leaves_no_file(tmp_path):
    host_side, guest_side = _sides(tmp_path)

    async def go():
        board = Switchboard()
        host, guest = host_side.new_peer(board), guest_side.new_peer(board)
        return await _play(host_side, guest_side, host, guest)
    check_finished(*asyncio.run(go()))
    assert host_side.writes > 10
    assert list_unfinished(host_side.store) == list_unfinished(guest_side.store) == []


def test_a_damaged_or_altered_file_is_set_aside_or_refused(tmp_path):
    store = Store(tmp_path)
    room = Invite.fresh().room_id()
    (tmp_path / f"unfinished-{room}.json").write_text('{"version": 1, "room": "x"}')
    state, warning = load_unfinished(room, store)
    assert state is None and "set aside" in warning.lower() or "bad" in warning
    assert (tmp_path / f"unfinished-{room}.json.bad").exists()
    for broken in ({}, {"version": 1}, {"version": 2, "role": "host"}, {"version": 3}):
        with pytest.raises(ValueError):
            check_state(broken)


def test_an_altered_journal_is_refused_by_its_own_checks(tmp_path):
    host_side, guest_side = _sides(tmp_path)

    async def abandoned():
        board = Switchboard()
        host, guest = host_side.new_peer(board), guest_side.new_peer(board)
        games = asyncio.ensure_future(_play(host_side, guest_side, host, guest))
        await _until_ply(host, 4)
        await guest.channel.leave("Bob left")
        return await games
    asyncio.run(abandoned())
    state, _ = load_unfinished(host_side.room, host_side.store)
    check_state(state)
    for change in (lambda s: s["channel"].update(consumed=s["channel"]["consumed"] + 1),
                   lambda s: s["received"][0].update(type="nonsense"),
                   lambda s: s["secrets"].update(shuffle=[0] * 52),
                   lambda s: s.update(role="referee")):
        altered = __import__("copy").deepcopy(state)
        change(altered)
        with pytest.raises(ValueError):
            check_state(altered)


def test_a_room_id_is_checked_before_it_names_a_file(tmp_path):
    with pytest.raises(ValueError):
        save_unfinished("../settings", {}, Store(tmp_path))


def _abandoned_at(tmp_path, ply, tries=5):
    """Two sides whose game was abandoned at ``ply`` (a fresh invite, so a fresh deal, each
    time the deal ended before it)."""
    for attempt in range(tries):
        host_side, guest_side = _sides(tmp_path / f"deal-{attempt}")

        async def abandoned(host_side, guest_side):
            board = Switchboard()
            host, guest = host_side.new_peer(board), guest_side.new_peer(board)
            games = asyncio.ensure_future(_play(host_side, guest_side, host, guest))
            reached = await at_ply(host, ply)
            if reached:
                board.down = True
                await board.cut()
            await games
            return reached
        if asyncio.run(abandoned(host_side, guest_side)):
            return host_side, guest_side
    raise AssertionError(f"{tries} deals in a row ended before ply {ply}")


def test_a_journal_edited_by_hand_is_refused_as_this_sides_problem(tmp_path):
    host_side, guest_side = _abandoned_at(tmp_path, 6)
    state, _ = load_unfinished(host_side.room, host_side.store)
    keys = state["secrets"]["keys"]
    keys[0], keys[1] = keys[1], keys[0]  # still well formed: only the seal can tell
    save_unfinished(host_side.room, state, host_side.store)
    with pytest.raises(ValueError, match="changed outside the program.*not to blame"):
        host_side.resumed_peer(Switchboard())


def _tampered_move(state):
    """A journaled move of the other player's changed into another card (the journal
    resealed, as a determined editor could)."""
    for body in state["received"]:
        if body["type"] == "move" and body["pos"] is not None:
            body["move"] = "7H" if body["move"] != "7H" else "7S"
            return
    raise AssertionError("no card played from the deck in the journal")


def test_a_journal_that_fails_its_replay_never_blames_the_friend(tmp_path):
    host_side, guest_side = _abandoned_at(tmp_path, 12)
    state, _ = load_unfinished(host_side.room, host_side.store)
    _tampered_move(state)
    state["seal"] = seal(state, journal_key(host_side.invite.channel_key()))
    save_unfinished(host_side.room, state, host_side.store)

    async def go():
        board = Switchboard()
        host, guest = host_side.resumed_peer(board), guest_side.resumed_peer(board)
        return await _play(host_side, guest_side, host, guest)
    host_outcome, guest_outcome = asyncio.run(go())
    assert host_outcome.own_fault and not host_outcome.ok
    assert "this computer's saved copy of the game does not check out" in host_outcome.reason
    assert "not to blame" in host_outcome.reason
    # the friend is told nothing that blames them, and keeps its game to resume
    assert guest_outcome.abandoned and not guest_outcome.own_fault
    assert "cheat" not in guest_outcome.reason and "share" not in guest_outcome.reason
    assert list_unfinished(guest_side.store) == [guest_side.room]
    # this side's file is kept aside as evidence, not deleted
    assert list_unfinished(host_side.store) == []
    assert (host_side.store.directory / f"unfinished-{host_side.room}.json.bad").exists()
