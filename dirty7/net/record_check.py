"""The check of a joint record's ``network`` section, for ``dirty7 verify`` (docs/NETWORK.md,
"The end").

Why here and not in :mod:`dirty7.game.verify`: the check needs the group cipher (PyNaCl),
and only ``net`` may import it; the game's own checks (every move legal from ``start``,
the players re-run) stay below, and the command line adds this one on top. From the
section alone anyone can recompute the deal: both sides' revealed secrets hash to the
commitments they sent before any deck, the four decks exchanged follow from those secrets,
and the true deck they give, dealt as docs/RULES.md says, is the record's ``start``.
"""

from __future__ import annotations

from typing import Any

from dirty7.game.phrase_words import kept_phrase
from dirty7.rules import Variant, format_position, rules_of
from dirty7.rules.phrase import MAX_TEXT, N_, Phrase

from .group_cipher import CipherError
from .mental_deck import DeckError, DeckSecrets, check_deck, check_transcript
from .messages import ProtocolError, check_message
from .shared_table import deal_deck
from .signatures import SIGNED_FIELDS
from .stop_words import reason_of

#: Version 2: the guest locks each position of its stage with its own key.
NETWORK_VERSION = 2


def check_network(data: dict[str, Any]) -> tuple[bool, str]:
    """``(True, what was checked)`` or ``(False, the plain reason it fails)``: English text
    that says itself in the reader's language where it is shown (``dirty7 verify``)."""
    ok, detail = _checked(data)
    return ok, kept_phrase(detail)


def _checked(data: dict[str, Any]) -> tuple[bool, str]:
    section = data.get("network")
    try:
        variant = Variant.from_dict(data["variant"]) if data.get("variant") else Variant()
        cards = rules_of(variant).deck_cards
        secrets, commitments, decks = _read(section, len(cards))
        deck = check_transcript(secrets[0], secrets[1], commitments, decks, cards)
        first = data.get("first")
        if first not in (0, 1):
            return False, Phrase(N_("the record does not say who started (first)"))
        dealt = format_position(deal_deck(deck, first, variant))
    except (DeckError, CipherError, ProtocolError) as exc:
        return False, reason_of(exc)
    except (ValueError, TypeError, KeyError) as exc:
        return False, Phrase(N_("the network section is not one ({error})"),
                             error=str(reason_of(exc))[:MAX_TEXT])
    if dealt != data.get("start"):
        return False, Phrase(N_("the deck the two programs shuffled deals {dealt}, not the "
                                "record's start {start}"),
                             dealt=dealt, start=str(data.get("start"))[:MAX_TEXT])
    return True, Phrase(N_("both sides' revealed shuffles and keys match their commitments, "
                           "the four decks recompute, and the true deck deals the record's "
                           "start"))


def _read(section: Any, size: int) -> tuple[list[DeckSecrets], tuple[bytes, bytes],
                                            list[list[bytes]]]:
    """The section's secrets, commitments and decks, for a deck of ``size`` cards (the
    record's rules say which)."""
    if isinstance(section, dict) and section.get("version") == 1:
        raise ValueError("it is of version 1, made by an older Dirty Seven whose deal a "
                         "modified program could see into; this program checks version "
                         f"{NETWORK_VERSION}")
    if not isinstance(section, dict) or section.get("version") != NETWORK_VERSION:
        raise ValueError(f"no network section of version {NETWORK_VERSION}")
    deal = {"version", "commitments", "secrets", "decks"}
    if set(section) not in (deal, deal | set(SIGNED_FIELDS)):  # unsigned: an older record
        raise ValueError(f"its fields are {sorted(section)[:8]}")
    commitments, secrets, decks = section["commitments"], section["secrets"], section["decks"]
    if not (isinstance(commitments, list) and len(commitments) == 2
            and isinstance(secrets, list) and len(secrets) == 2
            and isinstance(decks, list) and len(decks) == 4):
        raise ValueError("it needs two commitments, two sides' secrets and four decks")
    for digest in commitments:
        check_message({"v": 1, "type": "commit", "digest": digest})
    for stage, points in enumerate(decks, start=1):
        check_message({"v": 1, "type": "deck", "stage": stage, "points": points})
    sides = []
    for side in secrets:
        check_message({"v": 1, "type": "reveal", "secrets": side})
        sides.append(DeckSecrets.from_dict(side, size))
    dealt = [check_deck([bytes.fromhex(p) for p in points], size) for points in decks]
    return sides, (bytes.fromhex(commitments[0]), bytes.fromhex(commitments[1])), dealt
