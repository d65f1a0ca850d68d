"""The deal's cipher: commutative, every point checked, and — unlike SRA over a prime
(Lipton, 1981) — nothing of a card survives its lock (docs/NETWORK.md, "The cipher")."""

from __future__ import annotations

import dataclasses
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.net import group_cipher as gc
from dirty7.net.mental_deck import (
    ALL_CARDS,
    DeckError,
    DeckSecrets,
    check_deck,
    check_transcript,
    first_stage,
    open_card,
    relock,
    second_stage,
)
from dirty7.rules import PRESETS, rules_of

cards = st.integers(0, 51)


def test_the_52_cards_are_distinct_points_of_the_prime_order_group():
    assert len(set(gc.CARD_POINTS)) == 52
    for point in gc.CARD_POINTS:
        assert gc.check_point(point) == point
        with pytest.raises(RuntimeError):  # ℓ·M is the identity: M is in the subgroup
            gc.lock(gc.GROUP_ORDER.to_bytes(32, "little"), point)


@settings(max_examples=30, deadline=None)
@given(cards)
def test_locks_commute_and_come_off_in_any_order(card):
    a, b = gc.random_key(), gc.random_key()
    point = gc.CARD_POINTS[card]
    both = gc.lock(b, gc.lock(a, point))
    assert both == gc.lock(a, gc.lock(b, point))
    assert gc.unlock(both, a, b) == gc.unlock(gc.unlock(both, b), a) == point


def test_what_is_not_a_point_or_a_key_is_refused():
    small_order = bytes(32)  # the encoding of a point of small order / not canonical
    for bad in (small_order, b"\x01" + bytes(31), os.urandom(31), b"\xff" * 32):
        with pytest.raises(gc.CipherError):
            gc.check_point(bad)
    for bad in (bytes(32), gc.GROUP_ORDER.to_bytes(32, "little"), b"\xff" * 32, b"1"):
        with pytest.raises(gc.CipherError):
            gc.check_key(bad)


def _bit_counts(card: int, samples: int) -> list[int]:
    counts = [0] * 256
    point = gc.CARD_POINTS[card]
    for _ in range(samples):
        locked = int.from_bytes(gc.lock(gc.random_key(), point), "little")
        for bit in range(256):
            counts[bit] += locked >> bit & 1
    return counts


def test_a_locked_card_shows_no_bit_of_which_card_it_is():
    """Every bit of the encoding of a locked Ace of clubs and a locked Seven of hearts is
    set as often for one as for the other, about half the time (the 255 bits of y and the
    sign of x). 5.5 standard deviations of room: a false alarm is rarer than
    one in ten thousand runs."""
    samples = 1500
    tolerance = 5.5 * (0.25 / samples) ** 0.5
    ace, seven = _bit_counts(0, samples), _bit_counts(2 * 13 + 6, samples)
    for bit in range(256):
        assert abs(ace[bit] / samples - 0.5) < tolerance, bit
        assert abs(seven[bit] / samples - 0.5) < tolerance, bit


def _legendre(a: int, p: int) -> int:
    return pow(a, (p - 1) // 2, p)


def test_by_contrast_sra_over_a_safe_prime_keeps_each_cards_residuosity():
    """Lipton's observation, the leak this cipher avoids: modulo a safe prime p = 2q + 1,
    an SRA key is odd, and the Legendre symbol of m^k is that of m, whatever the key."""
    p = 2039  # 2 * 1019 + 1, both prime
    q = (p - 1) // 2
    assert all(p % d for d in range(2, 46)) and all(q % d for d in range(2, 32))
    encoded = range(2, 54)  # the 52 cards as the numbers 2 … 53
    keys = [k for k in range(3, p - 1, 2) if k % q]  # invertible modulo p − 1
    for m in encoded:
        assert {_legendre(pow(m, k, p), p) for k in keys[:50]} == {_legendre(m, p)}
    assert len({_legendre(m, p) for m in encoded}) == 2  # so the deck splits in two


#: The decks a deal shuffles: all 52 cards, and a 32-card set's (Seven to Ace).
DECKS = {52: ALL_CARDS, 32: rules_of(PRESETS["mau-mau"]).deck_cards}


def _deal(cards=ALL_CARDS):
    host = DeckSecrets.fresh("host", len(cards))
    guest = DeckSecrets.fresh("guest", len(cards))
    decks = [first_stage(host, cards)]
    decks.append(second_stage(guest, decks[0]))
    decks.append(relock(host, decks[1]))
    decks.append(relock(guest, decks[2]))
    return host, guest, decks


@pytest.mark.parametrize("size", DECKS)
def test_the_four_stages_deal_the_two_shuffles_composed(size):
    cards = DECKS[size]
    host, guest, decks = _deal(cards)
    for deck in decks:
        check_deck(deck, size)
    order = check_transcript(host, guest, (host.commitment(), guest.commitment()), decks,
                             cards)
    assert sorted(order) == list(cards)
    for pos in (0, 14, size - 1):
        card = open_card(decks[3], pos, host.position_keys[pos], guest.position_keys[pos],
                         cards)
        assert card == order[pos] == cards[host.shuffle[guest.shuffle[pos]]]


@pytest.mark.parametrize("size", DECKS)
def test_a_deck_with_a_card_twice_or_a_stranger_is_refused(size):
    _, _, decks = _deal(DECKS[size])
    last = size - 1
    with pytest.raises(DeckError, match="twice"):
        check_deck(decks[3][:last] + decks[3][:1], size)
    with pytest.raises(DeckError, match="not a locked card"):
        check_deck(decks[3][:last] + [bytes(32)], size)
    with pytest.raises(DeckError, match=f"{last} cards"):
        check_deck(decks[3][:last], size)


@pytest.mark.parametrize("size", DECKS)
def test_a_secret_other_than_the_committed_one_is_named(size):
    cards = DECKS[size]
    host, guest, decks = _deal(cards)
    other = DeckSecrets.fresh("guest", size)
    with pytest.raises(DeckError, match="guest's revealed shuffle"):
        check_transcript(host, other, (host.commitment(), guest.commitment()), decks, cards)
    with pytest.raises(DeckError, match="host's deck at stage 3"):
        check_transcript(host, guest, (host.commitment(), guest.commitment()),
                         [decks[0], decks[1], relock(other, decks[1]), decks[3]], cards)


def test_a_52_card_stage_in_a_32_card_game_is_refused_with_its_size():
    _, _, decks = _deal(ALL_CARDS)
    with pytest.raises(DeckError, match="its deck has 52 cards, not 32"):
        check_deck(decks[0], 32)
    _, _, short = _deal(DECKS[32])
    with pytest.raises(DeckError, match="its deck has 32 cards, not 52"):
        check_deck(short[0], 52)


def test_52_card_secrets_in_a_32_card_deal_are_refused_with_their_size():
    host, guest, decks = _deal(ALL_CARDS)
    with pytest.raises(DeckError, match="orders 52 cards, not the 32"):
        check_transcript(host, guest, (host.commitment(), guest.commitment()), decks,
                         DECKS[32])
    with pytest.raises(DeckError, match="not an order of the 32 cards"):
        DeckSecrets.from_dict(guest.to_dict(), 32)
    assert DeckSecrets.from_dict(guest.to_dict()) == guest  # either size, when unsaid


def test_a_point_of_a_card_the_32_card_deck_lacks_is_a_forged_deck():
    """A host whose first stage holds the Twos to Sixes: the card opened is named."""
    cards, strangers = DECKS[32], tuple(c for c in ALL_CARDS if c not in DECKS[32])
    host, guest, decks = _deal(strangers + cards[:12])
    pos = next(p for p in range(32) if host.shuffle[guest.shuffle[p]] < len(strangers))
    with pytest.raises(DeckError, match="does not hold \\(a forged deck\\)"):
        open_card(decks[3], pos, host.position_keys[pos], guest.position_keys[pos], cards)
    with pytest.raises(DeckError, match="host's deck at stage 1"):
        check_transcript(host, guest, (host.commitment(), guest.commitment()), decks, cards)


@settings(max_examples=5, deadline=None)
@given(st.sampled_from(sorted(DECKS)), st.randoms(use_true_random=False))
def test_any_two_shuffles_of_either_deck_recompute_to_their_composition(size, rng):
    """The deal is the two shuffles composed, whatever they are (the keys fresh)."""
    cards = DECKS[size]
    host, guest = DeckSecrets.fresh("host", size), DeckSecrets.fresh("guest", size)
    orders = [list(range(size)), list(range(size))]
    for order in orders:
        rng.shuffle(order)
    host = dataclasses.replace(host, shuffle=tuple(orders[0]))
    guest = dataclasses.replace(guest, shuffle=tuple(orders[1]))
    decks = [first_stage(host, cards)]
    decks.append(second_stage(guest, decks[0]))
    decks.append(relock(host, decks[1]))
    decks.append(relock(guest, decks[2]))
    order = check_transcript(host, guest, (host.commitment(), guest.commitment()), decks,
                             cards)
    assert order == [cards[orders[0][orders[1][i]]] for i in range(size)]
