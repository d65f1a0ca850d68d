"""The other program's claimed player is checked: a spec that is not one is refused at
hello; a level that did not play its moves is caught once the deal is revealed; a claim
that cannot be re-run here is said to be unchecked, never called checked."""

from __future__ import annotations

from dirty7.ai.easy import EasyStrategy
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.net.peer import Peer
from tests.support.net_game import play


class ClaimsMediumPlaysEasy(Peer):
    """Says Medium (seed 0) plays its seat, and lets Easy play it."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.chooser = EasyStrategy(seed=11).choose


class ClaimsANonsenseLevel(Peer):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.player = ("medium:depth=99", 0)


class ClaimsAHugeHard(Peer):
    """Says a Hard of 200,000 iterations plays (too costly to re-run), and plays Medium."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.player = ("hard:iterations=200000", 0)


class ClaimsALevelNotInstalled(Peer):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.player = ("someones-plugin", 0)


def test_control_an_honest_level_is_checked_by_the_other_side():
    host, guest, _, _ = play(Peer, Peer)
    assert host.ok and guest.ok
    assert host.claim.checked and guest.claim.checked and host.claim.spec == "medium"


def test_a_level_that_did_not_play_its_moves_is_caught_as_cheating():
    for _ in range(5):
        host, guest, _, _ = play(Peer, ClaimsMediumPlaysEasy)
        if host.ok:  # Easy happened to play as Medium would, every move: play again
            continue
        assert "it claimed its seat is played by medium, but its move" in host.reason
        assert host.record is None and not guest.ok
        return
    raise AssertionError("Easy played five whole games exactly as Medium")


def test_a_claimed_spec_that_is_not_one_is_refused_at_hello():
    host, guest, host_peer, _ = play(Peer, ClaimsANonsenseLevel)
    assert not host.ok and "medium:depth=99" in host.reason and "not a valid spec" in host.reason
    assert host_peer.table is None  # refused before any deal


def test_a_level_too_costly_to_re_run_is_refused_at_hello():
    host, guest, host_peer, _ = play(Peer, ClaimsAHugeHard)
    assert not host.ok and "too costly to check" in host.reason
    assert host_peer.table is None


def test_a_claim_that_cannot_be_re_run_here_is_unchecked_and_its_record_says_so():
    host, guest, _, _ = play(Peer, ClaimsALevelNotInstalled)
    assert host.ok and not host.claim.checked
    assert "not installed here" in host.claim.unchecked
    verdict = verify(GameRecord.from_dict(host.record), host.record)
    assert verdict.failure is None and verdict.status == "legal-only"  # what verify says too
