"""The Statistics screen's "Friends" page: one row per friend, their games won, lost and
abandoned, the friend's key fingerprint beside the name (the key first met under it; a
name met with another key is a row of its own, "Alex (new key e5f6 0718)").

Why a page of its own and not a column of the levels' table: a friend's game is no game
against a level (it never counts for or against one, nor in the totals or streaks), and
the names are the players' own, any number of them. The screen lays the page out through
``text`` (its own way of making a text at its scale), so it fits and grows like the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dirty7.i18n import N_, _, format_number, ngettext
from dirty7.store.friend_stats import FriendStats, plain_name
from dirty7.store.identity_file import fingerprint
from dirty7.ui.core import theme
from dirty7.ui.core.layout import Box
from dirty7.ui.widgets.option_pager import fit_text

__all__ = ["FRIEND_COLUMNS", "FRIENDS_NOTE", "MAX_ROWS", "friend_cells", "friend_label",
           "last_evening", "layout_friends"]

#: The columns after the friend's name: a key of :class:`FriendStats` and its heading.
FRIEND_COLUMNS: tuple[tuple[str, str], ...] = (
    ("games", N_("Games")), ("won", N_("Won")), ("lost", N_("Lost")),
    ("abandoned", N_("Abandoned")))
FRIENDS_NOTE = (N_("Games against friends never count for or against a computer level."),
                N_("Abandoned: one of you left, or the connection was lost too long."))
#: Rows on the page at most (the friends played last; fewer when the text is large); the
#: rest are counted on a line under them.
MAX_ROWS = 8
ROW_HEIGHT = 40


def friend_label(name: str, part: FriendStats) -> str:
    """The friend's name as the row shows it: with their key's fingerprint when known
    (a row kept apart for a new key already names its key)."""
    if not part.key or plain_name(name) != name:
        return name
    return f"{name} ({fingerprint(part.key)})"


def friend_cells(part: FriendStats) -> list[str]:
    """The row's numbers, in :data:`FRIEND_COLUMNS`' order."""
    return [format_number(getattr(part, key)) for key, _label in FRIEND_COLUMNS]


def last_evening(friends: Sequence[tuple[str, FriendStats]],
                 shorten: Callable[[str], str] = str) -> str:
    """The summary of the last session with a friend (the friend played last who has
    one): its games, who won how many, and the match points when it was a match.
    ``shorten`` fits the friend's name to its room."""
    played = [(part.last, name, part.evening) for name, part in friends if part.evening]
    if not played:
        return ""
    _last, name, evening = max(played)
    friend = shorten(plain_name(name))
    line = ngettext("Last evening with {friend}: {count} game, you won {won}, {friend} "
                    "won {lost}", "Last evening with {friend}: {count} games, you won {won}, "
                    "{friend} won {lost}", evening.games).format(
        friend=friend, count=evening.games, won=evening.won, lost=evening.lost)
    if evening.points is not None:
        line = _("{line} · match {mine}–{theirs}").format(line=line, mine=evening.points[0],
                                                           theirs=evening.points[1])
    return line


def layout_friends(panel: Box, friends: Sequence[tuple[str, FriendStats]],
                   text: Callable[..., object], k: float) -> list[Box]:
    """Lay the page out in ``panel`` with ``text(words, x, y, size, colour, **options)``;
    returns the boxes of the striped rows."""
    left, right = panel.left + 34, panel.right - 40
    name_w = (right - left) * 0.3
    col_w = (right - left - name_w) / len(FRIEND_COLUMNS)
    row_h = ROW_HEIGHT * min(k, 1.25)
    y = panel.top - 42
    text(_("Friends"), left + 12, y, theme.SMALL_SIZE + 1, theme.GOLD, bold=True)
    for i, (_key, label) in enumerate(FRIEND_COLUMNS):
        text(_(label), left + name_w + col_w * (i + 0.5), y, theme.SMALL_SIZE + 1, theme.GOLD,
             bold=True, anchor_x="center")
    y -= 16 * k
    # As many rows as leave room for the "more" line, the last evening's and the note's two.
    rows = max(1, min(MAX_ROWS, int((y - panel.bottom - 140 * k) // row_h)))
    stripes = []
    for index, (name, part) in enumerate(friends[:rows]):
        row_top = y - index * row_h
        if index % 2 == 0:
            stripes.append(Box(left, row_top - row_h, right - left, row_h))
        middle = row_top - row_h / 2
        shown_name = fit_text(friend_label(name, part), name_w - 24,
                              (theme.SMALL_SIZE + 1) * k)
        text(shown_name, left + 12, middle, theme.SMALL_SIZE + 1, theme.CREAM,
             anchor_y="center")
        for i, cell in enumerate(friend_cells(part)):
            text(cell, left + name_w + col_w * (i + 0.5), middle, theme.SMALL_SIZE + 1,
                 theme.CREAM, anchor_x="center", anchor_y="center")
    shown = min(len(friends), rows)
    if len(friends) > rows:
        more = len(friends) - rows
        text(ngettext("and {count} more friend, played longer ago",
                      "and {count} more friends, played longer ago", more).format(count=more),
             left + 12, y - shown * row_h - 28 * k, theme.SMALL_SIZE, theme.TEXT_DIM)
    size = theme.SMALL_SIZE * k
    evening = last_evening(friends, lambda name: fit_text(name, name_w - 24, size))
    if evening:
        text(fit_text(evening, right - left - 24, size), left + 12,
             panel.bottom + 24 + 2 * 24 * k + 8, theme.SMALL_SIZE, theme.CREAM)
    for i, line in enumerate(FRIENDS_NOTE):
        text(_(line), panel.left + panel.width / 2, panel.bottom + 24 + (1 - i) * 24 * k,
             theme.SMALL_SIZE - 1, theme.TEXT_DIM, anchor_x="center")
    return stripes
