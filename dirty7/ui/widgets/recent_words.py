"""The words over the Statistics screen's strip of last games: its heading and its count.

Why apart from the screen: they are sentences with numbers in them (one message each, a
plural form for the heading), and the screen only places them.
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.i18n import _, ngettext


def recent_heading(limit: int) -> str:
    """``Last 20 games``."""
    return ngettext("Last {count} game", "Last {count} games", limit).format(count=limit)


def recent_summary(results: Sequence[bool | None], marked: Sequence[bool]) -> str:
    """``9 won of the last 14``, and a note when a game had plays taken back (its chip
    has a star)."""
    wins = sum(1 for won in results if won)
    summary = _("{wins} won of the last {count}").format(wins=wins, count=len(results)) \
        if results else _("none yet")
    if any(marked):
        summary = _("{summary}  ·  * plays taken back").format(summary=summary)
    return summary


__all__ = ["recent_heading", "recent_summary"]
