"""The shuffle is the documented one: docs/RULES.md, "The shuffle", recomputes every deal.

Why: a sealed deal is only checkable if another program can deal the seed. The fixed
values below are what such a program compares with; the reference implementation in the
document is run here and must agree with the engine.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from dirty7.rules import CARDS, deal, format_position
from dirty7.rules.shuffle import commitment, fingerprint, nonce_bytes, shuffled_deck

RULES = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"
SEED_42 = ("6C 2S KC KS 9D 3S 5C AH 8S 7H 6H 4S KD TS 7C TD 9H 9S 4C AS 5D QC 3H 8H QH 4H "
           "7S AC KH JH 3D JD 5H 2D QS 9C TH 3C 2H 8C 5S QD 8D JS 6D 7D 6S TC AD 2C JC 4D")


def shuffle_section() -> str:
    text = RULES.read_text(encoding="utf-8")
    start = text.index("## The shuffle")
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


def reference() -> dict:
    (code,) = re.findall(r"```python\n(.*?)```", shuffle_section(), re.S)
    namespace: dict = {}
    exec(compile(code, str(RULES), "exec"), namespace)  # the document's own code
    return namespace


def test_seed_42_gives_the_documented_deck_and_deal():
    assert " ".join(str(CARDS[c]) for c in shuffled_deck(42)) == SEED_42
    assert SEED_42 in " ".join(shuffle_section().split())
    position = deal(42, first=0)
    assert format_position(position).startswith("AH7H2S3S4STSKS/5C6CKC9DKD6H8S/7C/TD9H")
    block = hashlib.sha256((42).to_bytes(8, "big") + bytes(8)).hexdigest()
    assert f"`{block[:8]} {block[8:16]} …`" in shuffle_section()


@pytest.mark.parametrize("seed", [0, 1, 42, 2**32, 2**63 + 5, 2**64 - 1, *range(100, 160)])
def test_the_documents_reference_code_deals_what_the_engine_deals(seed):
    assert reference()["shuffled_deck"](seed) == shuffled_deck(seed)


def test_the_deal_hands_out_the_deck_as_documented():
    deck = shuffled_deck(7)
    for first in (0, 1):
        position = deal(7, first)
        other = first ^ 1
        assert position.hands[other] == sum(1 << c for c in deck[0:14:2])
        assert position.hands[first] == sum(1 << c for c in deck[1:14:2])
        assert position.top_card == deck[14]
        assert [int(c) for c in position.stock] == deck[15:]


@pytest.mark.parametrize("seed", [-1, 2**64, 1.0, True, "7"])
def test_a_seed_outside_64_bits_is_refused(seed):
    with pytest.raises(ValueError):
        shuffled_deck(seed)


def test_the_commitment_is_the_documented_hash_and_matches_the_reference():
    nonce = "00112233445566778899aabbccddeeff"
    expected = hashlib.sha256((42).to_bytes(8, "big") + bytes.fromhex(nonce)).hexdigest()
    assert commitment(42, nonce) == expected == reference()["commitment"](42, nonce)
    assert commitment(43, nonce) != expected
    assert fingerprint(expected) == f"{expected[:4]} {expected[4:8]}"
    for bad in ("00", nonce + "00", "zz" * 16):
        with pytest.raises(ValueError):
            nonce_bytes(bad)


def test_every_index_is_drawn_without_modulo_bias():
    """Over many seeds each card lands in each of a few places about equally often."""
    counts = [[0] * 52 for _ in range(3)]
    for seed in range(3000):
        deck = shuffled_deck(seed)
        for k, place in enumerate((0, 14, 51)):
            counts[k][deck[place]] += 1
    for row in counts:  # expected 57.7 each; a broken draw (e.g. j = w % i) is far off
        assert max(row) < 100 and min(row) > 25
