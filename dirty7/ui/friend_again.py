"""Between two games with a friend, on the results: Play again, Leave, and the friend's word.

Why a part of its own: the results screen knows nothing of the network; this is what its
buttons do after a friend's game, and what it watches while it shows. Play again tells the
friend and waits ("Waiting for Alex…"); the friend's own wish shows as soon as it comes
("Alex wants to play again"); the next deal opens the table again on the same link. Menu
(Leave) ends the session for both and shows the menu — also in a window opened by ``dirty7
host``/``join``, which stays open. Once the session is over (the friend left, the match is
decided, the game stopped) Play again goes to the menu too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dirty7.i18n import _

if TYPE_CHECKING:
    from dirty7.ui.app import App


def session_goes_on(link) -> bool:
    """Whether another game can follow: the link waits between games, and the friend has
    not said they leave."""
    return link.status == "between" and link.other_again is not False


def session_line(link) -> str:
    """The running totals of the evening, for the results (from the second game on, or a
    match)."""
    played = len(link.results)
    if played < 2 and link.variant.match_to is None:
        return ""
    mine, theirs = link.wins()
    friend = link.other_name or _("Your friend")
    return _("Games with {friend}: {played} · you won {mine}, {friend} won {theirs}").format(
        friend=friend, played=played, mine=mine, theirs=theirs)


class AgainButtons:
    """The results' Play again and Menu after a friend's game, and the watch on the link
    while they show (:meth:`tick`, every update)."""

    def __init__(self, app: App, link, open_table) -> None:
        self.app, self.link, self.open_table = app, link, open_table
        self.friend = link.other_name or _("Your friend")
        #: The friend's word already shown (None: nothing yet).
        self.told: bool | None = None
        #: This player said Play again (the link forgets it once the next game is dealt).
        self.asked = False
        #: The friend's last quiet word already shown (at the table or here).
        self.heard = link.heard_word

    def play_again(self) -> None:
        if not session_goes_on(self.link):
            self.menu()
            return
        self.asked = True
        self.link.play_again()
        if self.app.results is not None:
            self._show_waiting(self.app.results)

    def menu(self) -> None:
        """Leave: the friend is told, and the menu shows (the program stays open)."""
        link = self.link
        if link.status == "between":
            link.leave_session()
        link.cancel()
        self.app.show_menu()

    def tick(self, view) -> None:
        link = self.link
        if self.asked and link.status in ("ready", "playing"):
            self.open_table(self.app, link)
            return
        word = link.other_again
        if word is None and link.finished:
            word = False  # the session ended without the friend's word: they are gone
        if word is not None and word != self.told:
            self.told = word
            view.notice.show(_("{friend} wants to play again").format(friend=self.friend)
                             if word else _("{friend} left").format(friend=self.friend))
        if self.asked and session_goes_on(link):
            self._show_waiting(view)
        self._show_word(view)

    def _show_word(self, view) -> None:
        """The friend's quiet word, as a line of the notice (unless they are muted)."""
        from dirty7.net.quiet_words import WORD_TEXTS
        from dirty7.ui.table.quiet_words_part import is_muted

        heard = self.link.heard_word
        if heard == self.heard:
            return
        self.heard = heard
        if heard is not None and not is_muted(self.app.settings.value, self.link):
            view.notice.show(_("{friend}: {word}").format(friend=self.friend,
                                                         word=_(WORD_TEXTS[heard[1]])))

    def _show_waiting(self, view) -> None:
        view.notice.show(_("Waiting for {friend}…").format(friend=self.friend))


def match_outcome(link, game) -> Any:
    """The match so far as the results show one (:class:`GameOutcome`, this side's seat
    first), or None without a match."""
    from dirty7.game.session import GameOutcome

    variant = link.variant
    if variant.match_to is None or game.joint is None:
        return None
    result = game.result()
    loser = result.loser
    scores = link.match_scores()
    points = 0 if loser is None else variant.hand_points(game.position.hands[loser])
    return GameOutcome(winner=result.winner, moves=len(game.record.moves), loser_cards=[],
                       points=points, scores=scores, match_over=variant.match_over(scores),
                       match_loser=variant.match_loser(scores), counted=True)


__all__ = ["AgainButtons", "match_outcome", "session_goes_on", "session_line"]
