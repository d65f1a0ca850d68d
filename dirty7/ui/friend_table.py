"""The table against a friend, and its results: what :meth:`FriendPlay.ready` opens.

Why apart from :mod:`dirty7.ui.app`: a network game is not part of a session against the
computer (no save, no difficulty, a record both programs hold), so its wiring lives here —
the :class:`~dirty7.net.net_game.NetGame` on the link, the friend's
:class:`~dirty7.net.remote_seat.RemoteSeat`, the friend's name everywhere the table says
"Computer", "Alex is choosing…" while the friend thinks, the connection indicator, and at
the end the joint record (the same file on both sides) for export, verify and review, or
the reason the game stopped.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from dirty7.game.phrase_words import phrase_words
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.i18n import _
from dirty7.net.friend_link import FriendLink
from dirty7.net.net_game import NetGame
from dirty7.net.remote_seat import RemoteSeat
from dirty7.ui.table.friend_status import FriendStatusPart
from dirty7.ui.table.quiet_words_part import WORDS_KEYS, QuietWordsPart
from dirty7.ui.table.table_view import TableView

if TYPE_CHECKING:
    from dirty7.ui.app import App

log = logging.getLogger("dirty7.ui")


def open_friend_table(app: App, link: FriendLink,
                      table_options: TableOptions = PLAIN_TABLE) -> TableView:
    """The table for ``link``'s game (its status "ready": the deal is done);
    ``table_options`` start the view's (a test's clock); the seats are the link's."""
    return app.navigator.open_table(lambda: _friend_table(app, link, table_options))


def _friend_table(app: App, link: FriendLink, table_options: TableOptions) -> TableView:
    game = NetGame(link)
    friend = link.other_name or _("Your friend")
    seat = RemoteSeat(game.feed, name=friend)
    options = replace(table_options, opponents={1: seat}, names=(_("You"), friend),
                      think_delay=0.0)
    table = TableView(app.window, options, game=game, settings=app.settings,
                      on_menu=lambda: leave_friend_table(app, link),
                      on_game_over=lambda view: show_friend_results(app, view, link))
    # beside the friend's name at the right edge: a long name would run off the table
    table.flow.thinking_label = _("{friend} is choosing").format(friend=friend) \
        if len(friend) <= 12 else _("Choosing")
    status = FriendStatusPart(table, link)
    words = QuietWordsPart(table, link, table.settings)
    table.parts += [words, status]  # the indicator drawn last, over the rest
    table.key_parts.insert(0, words)  # Q, and 1–7 while the words are open
    table.shortcuts_part.add_keys(WORDS_KEYS)
    app.navigator.friend_link = link
    return table


def leave_friend_table(app: App, link: FriendLink) -> None:
    """Menu or Esc at a friend's table: hang up (the friend is told), then the menu — also
    for a game the command line started (``dirty7 host`` / ``join``): the window stays."""
    link.cancel()
    app.show_menu()


def joint_names(link: FriendLink) -> tuple[str, str]:
    """The joint record's seats (the host's in seat 0) in this side's words."""
    friend = link.other_name or _("Your friend")
    return (_("You"), friend) if link.me == 0 else (friend, _("You"))


def show_friend_results(app: App, table: TableView, link: FriendLink) -> None:
    """The game is over (or stopped): counted per friend, exported if asked, the results."""
    from dirty7.game.export import verify_export
    from dirty7.ui.friend_again import AgainButtons, match_outcome, session_line
    from dirty7.ui.screens.results import ResultsActions, ResultsShown

    game = table.flow.game
    assert isinstance(game, NetGame)  # the game :func:`_friend_table` gave the table
    joint = game.joint
    changed = link.key_changed()
    outcome = count_friend_result(link, game)
    if joint is not None and app.options.export:
        from dirty7.game.export import session_game_path

        write_joint(joint, session_game_path(app.options.export, link.index))
    stopped = (_("The game was abandoned: {reason}") if outcome == "abandoned"
               else _("The game stopped: {reason}")).format(
        reason=phrase_words(game.stopped) if game.stopped is not None else "")
    words = (_("Both programs revealed their keys and checked the whole game: "
               "the deal was fair and every move legal.") if joint is not None else stopped)
    totals = session_line(link)
    match = match_outcome(link, game)
    shown = ResultsShown(result=game.result(), names=table.flow.names, human=(True, False),
                         seal_text=f"{words}\n{totals}" if totals else words,
                         outcome=match, match_to=link.variant.match_to if match else None,
                         stopped=None if joint is not None else stopped_words(link))
    again = AgainButtons(app, link, lambda app, link: open_friend_table(
        app, link, TableOptions(clock=table.clock)))
    actions = ResultsActions(
        play_again=again.play_again, menu=again.menu, tick=again.tick,
        export=(lambda: export_joint(joint)) if joint is not None else None,
        verify=verify_export,
        review=(lambda: show_friend_review(app, link, joint)) if joint is not None else None)
    notice = None
    if game.stopped is not None:
        notice = stopped
    elif changed:
        notice = _("{friend} had another key before. It may be someone else, so this game "
                   "is counted apart.").format(friend=link.other_name)
    app.navigator.show_results(shown, actions, notice)


def stopped_words(link: FriendLink) -> tuple[str, str]:
    """The results' headline and detail of a friend's game that stopped before its end:
    never "a draw". An abandoned game says who left and how to pick it up again later
    (the same code, each side keeping its copy); one stopped by a check says so."""
    friend = link.other_name or _("Your friend")
    if link.outcome is not None and not link.outcome.abandoned:
        return _("Game stopped"), _("A check failed, so the game was stopped.")
    if link.me == 0:
        later = _("To finish it later, host again with code {code}.") if link.code else \
            _("To finish it later, host again with the same code.")
    else:
        later = _("To finish it later, join again with code {code} once it is hosted.") \
            if link.code else _("To finish it later, join again with the same code once it "
                                "is hosted.")
    later = later.format(code=link.code)
    if link.left:
        return _("You left · game abandoned"), later
    if "left" in (link.error or ""):
        return _("{friend} left · game abandoned").format(friend=friend), later
    return _("The connection was lost · game abandoned"), later


def count_friend_result(link: FriendLink, game: NetGame) -> str | None:
    """Count the game in the statistics under the friend's name, once: won or lost when
    both programs checked it to its end, *abandoned* when it stopped before (the friend
    left or was gone, or the game was stopped for cheating) — never as a game against the
    computer. A game without a winner (the move limit) is not counted. The outcome."""
    from dirty7.net.friend_count import count_for_friend

    if game.joint is not None:
        winner = game.result().winner
        outcome = "won" if winner == 0 else "lost" if winner == 1 else None
    else:
        outcome = "abandoned"
    log.info("friend game with %s: %s", link.other_name, outcome)
    problem = count_for_friend(link, outcome)
    if problem:
        log.warning("the friend game was not counted: %s", problem)
    return outcome


def write_joint(joint: dict, path: str) -> str | None:
    """``--export FILE``: the joint record, the same bytes on both sides; None or why not."""
    from dirty7.game.export import write_joint_record

    return write_joint_record(joint, path)


def export_joint(joint: dict) -> tuple[str | None, str]:
    """The results' Export: the joint record into the exports folder."""
    from dirty7.game.export import EXPORTS_DIR, export_path
    from dirty7.store.storage import default_store

    path = export_path(default_store().directory / EXPORTS_DIR, prefix="friend-game")
    problem = write_joint(joint, str(path))
    return (None, problem) if problem else \
        (str(path), _("Game exported to {path}").format(path=path))


def show_friend_review(app: App, link: FriendLink, joint: dict) -> None:
    """Step through the finished game from the joint record, this side's seat below."""
    from dirty7.ui.screens.review_screen import ReviewView

    app.navigator.show(ReviewView(app.window, record=joint, names=joint_names(link),
                                  seat=link.me, on_back=app.navigator.back_to_results()))


__all__ = ["count_friend_result", "export_joint", "joint_names", "leave_friend_table",
           "open_friend_table", "show_friend_results", "write_joint"]
