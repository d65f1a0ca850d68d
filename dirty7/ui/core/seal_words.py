"""How the table and the results speak of a deal's seal (docs/RULES.md, "The shuffle").

Why words of their own: the same record is announced before the deal (the fingerprint of
the commitment, nothing that gives the deal away), logged in full, and revealed after the
game (seed and nonce, and whether they match the commitment shown at the start).
"""

from __future__ import annotations

from typing import Any

from dirty7.i18n import N_, _
from dirty7.rules import commitment, fingerprint

#: Before the second half of a "Swap hands" pair: what happened, and why it has no seal.
SWAPPED = N_("Hands swapped: the same deal with your hands exchanged — a set position, "
             "not a sealed deal")
#: Who chose an unsealed deal: the player typed its number (or ``--seed``) …
CHOSEN = "chosen"
#: … or the game's date chose it, or the friend whose challenge code it came from.
DAILY = "daily"
CHALLENGE = "challenge"
#: An unsealed deal's words by who chose it: each a whole sentence (a language puts the
#: number and the chooser where its grammar wants them).
_NUMBERED = {CHOSEN: N_("Deal {seed}, chosen by you"),
             DAILY: N_("Deal {seed}, the deal of the day"),
             CHALLENGE: N_("Deal {seed}, the challenge's deal")}


def deal_origin(session: Any) -> str:
    """Who chose the deal a session plays: the deal of the day and a challenge were not
    chosen by the player (saying so confused players), any other deal with a number was."""
    state = getattr(session, "state", None)
    if getattr(state, "daily", None):
        return DAILY
    if getattr(state, "challenge", None):
        return CHALLENGE
    return CHOSEN


def announcement(record: Any, swapped: bool = False, origin: str = CHOSEN) -> str:
    """Before the deal: ``Deal sealed · 3fa2 91c0``, or ``Deal 42, chosen by you`` (``origin``
    says who chose it, :func:`deal_origin`); ``swapped``: the game is the second half of a
    Swap hands pair (:data:`SWAPPED`)."""
    if record.commitment is not None:
        return _("Deal sealed · {fingerprint}").format(fingerprint=fingerprint(record.commitment))
    if record.seed is not None:
        return _(_NUMBERED.get(origin, _NUMBERED[CHOSEN])).format(seed=record.seed)
    return _(SWAPPED) if swapped else _("A set position, not a deal")


def log_line(record: Any, origin: str = CHOSEN) -> str:
    """For the game log: the full commitment (or the chosen deal), its 64 hex digits in
    groups of eight so that the log's narrow panel can wrap them (one 64-digit word ran
    out of the panel)."""
    if record.commitment is not None:
        digits = record.commitment
        groups = " ".join(digits[i:i + 8] for i in range(0, len(digits), 8))
        return _("Deal sealed: SHA-256 {digits}").format(digits=groups)
    return announcement(record, origin=origin)


def matches(record: Any) -> bool:
    """Whether the revealed seed and nonce hash to the commitment shown at the start."""
    return (record.nonce is not None
            and commitment(record.seed, record.nonce) == record.commitment)


def revelation(record: Any, origin: str = CHOSEN) -> str:
    """After the game: seed and nonce, and whether the deal matched its seal."""
    if record.commitment is None:
        return announcement(record, origin=origin)
    words = _("Seed {seed} · nonce {nonce} · the deal matched its seal ({fingerprint})") \
        if matches(record) else \
        _("Seed {seed} · nonce {nonce} · the deal did NOT match its seal ({fingerprint})")
    return words.format(seed=record.seed, nonce=record.nonce,
                        fingerprint=fingerprint(record.commitment))


__all__ = ["CHALLENGE", "CHOSEN", "DAILY", "SWAPPED", "announcement", "deal_origin",
           "log_line", "matches", "revelation"]
