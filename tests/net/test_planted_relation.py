"""A hostile host that plants a linear relation among its first-stage points learns nothing
of where the guest's shuffle put them: the guest locks each position of its stage with its
own key, so the relation does not survive (docs/NETWORK.md, "The deal").

The attack is the one a modified program would run: ``D1[w] = D1[a] + 2·D1[b] + 3·D1[c]``
with ``w`` a point that is no card, then a search of the guest's stage for four positions
in the same relation (meet in the middle: ``D2[j] + 2·D2[k] = D2[i] − 3·D2[l]``). The
control test runs it against a guest that locks its stage with one key, as the first
version of the protocol did, and the attack finds every planted card.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from nacl import bindings as sodium

from dirty7.net.group_cipher import lock
from dirty7.net.mental_deck import DeckError, second_stage
from dirty7.net.peer import Peer
from dirty7.rules import PRESETS
from tests.support.net_game import play


def _times(factor: int, point: bytes) -> bytes:
    return lock(factor.to_bytes(32, "little"), point)


def _relations(deck: list[bytes]) -> list[tuple[int, int, int, int]]:
    """Every ``(i, j, k, l)``, all different, with ``D[i] = D[j] + 2·D[k] + 3·D[l]``."""
    left: dict[bytes, list[tuple[int, int]]] = {}
    for j, p in enumerate(deck):
        for k, q in enumerate(deck):
            if j != k:
                left.setdefault(sodium.crypto_core_ed25519_add(p, _times(2, q)), []).append((j, k))
    found = []
    for i, p in enumerate(deck):
        for m, q in enumerate(deck):
            if i != m:
                for j, k in left.get(sodium.crypto_core_ed25519_sub(p, _times(3, q)), []):
                    if len({i, j, k, m}) == 4:
                        found.append((i, j, k, m))
    return found


class PlantsARelation(Peer):
    """The host: plants the relation, searches the guest's stage, then stops."""

    found: list[tuple[int, int, int, int]] = []
    planted: tuple[int, int, int, int] = (0, 0, 0, 0)

    def deck_stage(self, stage, deck):
        if stage == 1:
            deck = super().deck_stage(1, deck)
            w, a, b, c = random.sample(range(len(deck)), 4)
            total = sodium.crypto_core_ed25519_add(deck[a], _times(2, deck[b]))
            deck[w] = sodium.crypto_core_ed25519_add(total, _times(3, deck[c]))
            type(self).planted = (w, a, b, c)
            return deck
        type(self).found = _relations(deck)
        raise DeckError("the attacker has what it came for")


class LocksWithOneKey(Peer):
    """A guest whose second stage locks every position with one key (the old protocol)."""

    def deck_stage(self, stage, deck):
        if stage == 2:
            one = dataclasses.replace(self.secrets, lock_keys=self.secrets.lock_keys[:1])
            return second_stage(one, deck)
        return super().deck_stage(stage, deck)


def _claims(guest: Peer) -> tuple[int, int]:
    """How many of the attacker's claims name the true positions of the planted points in the
    guest's stage, and how many claims it made."""
    where = {source: i for i, source in enumerate(guest.secrets.shuffle)}  # D1 → D2
    w, a, b, c = PlantsARelation.planted
    right = sum((where[w], where[a], where[b], where[c]) == found
                for found in PlantsARelation.found)
    return right, len(PlantsARelation.found)


#: A deck of each size: all 52 cards, and Mau-Mau's 32.
DECKS = pytest.mark.parametrize("rules", ["dirty-seven", "mau-mau"])


@DECKS
def test_control_against_one_key_for_every_position_the_attack_finds_the_cards(rules):
    host, guest, _, guest_peer = play(PlantsARelation, LocksWithOneKey,
                                      variant=PRESETS[rules])
    assert not host.ok and not guest.ok
    assert _claims(guest_peer) == (1, 1)


@DECKS
def test_a_planted_relation_does_not_survive_the_guests_stage(rules):
    for _ in range(3):
        host, guest, _, guest_peer = play(PlantsARelation, Peer, variant=PRESETS[rules])
        assert not host.ok and not guest.ok  # the honest guest is told, and stops
        assert _claims(guest_peer) == (0, 0)  # no relation left to find: nothing learnt
