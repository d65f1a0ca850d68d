"""What the "Play a friend" screens are at: a page, a link and what to say, without a window.

Why apart from the view: the steps of hosting and joining (a name first, a code checked
before anything is sent, the host's variant agreed to, a failure with "Try again") are the
part worth testing by themselves, and the view only draws them and forwards the keys and
clicks. The link is n1's ``FriendLink`` (``dirty7.net.friend_link``) or, in the tests, a
fake with the same attributes: ``code``, ``status``, ``error``, ``other_name``,
``variant_text``, ``accept()`` and ``cancel()``. Its methods return at once; the flow
reads its status in :meth:`FriendFlow.poll`, once a frame, and never waits on it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import N_, _
from dirty7.net.invite import Invite, InviteError
from dirty7.net.stop_words import reason_of
from dirty7.store.settings import clean_display_name

log = logging.getLogger("dirty7.ui")

__all__ = ["CHOOSE", "HERE", "HOST", "JOIN", "FriendFlow", "code_problem"]

#: The pages; ``here`` asks the names of two players at this computer (no link).
CHOOSE, HOST, JOIN, HERE = "choose", "host", "join", "here"
#: The link's statuses while a connection is being made (nothing to do but wait).
_UNDER_WAY = ("starting", "waiting", "connecting", "reconnecting")
NAME_NEEDED = N_("Type your name first: it is what your friend sees.")
LEFT = N_("The connection ended before the game began.")


def said_of(error: BaseException) -> str:
    """What ``error`` says, in the player's language (a net error's phrase translated)."""
    return phrase_words(reason_of(error))


def code_problem(text: str) -> str | None:
    """Why ``text`` is not an invite code, in plain words (None: it is one)."""
    if not text.strip():
        return _("Type or paste the invite code your friend gave you (it starts with d7-).")
    try:
        Invite.parse(text)
    except InviteError as error:
        return _("That is not an invite code: {reason}.").format(reason=said_of(error))
    return None


class FriendFlow:
    """The pages: ``choose`` (the name, Host, Join or this computer), ``host``, ``join``
    and ``here``.

    ``start_host(name)`` and ``start_join(code, name)`` make a link (the App's); an
    exception from either is shown, never raised. ``on_ready(link)`` is called once, when
    the link is ready: for the guest only after it agreed to the host's variant. ``save_name``
    keeps the name the player typed (the settings).
    """

    def __init__(self, start_host: Callable[[str], Any], start_join: Callable[[str, str], Any],
                 on_ready: Callable[[Any], None], *, name: str = "",
                 save_name: Callable[[str], None] | None = None) -> None:
        self.start_host, self.start_join = start_host, start_join
        self.on_ready, self.save_name = on_ready, save_name
        self.name = name
        self.page = CHOOSE
        self.link: Any = None
        self.message: str | None = None  # what went wrong, in plain words
        self.accepted = False
        self.handed_over = False
        self.code = ""  # the code as typed on the join page (kept for "Try again")

    # --- what the player does ----------------------------------------------------------
    def take_name(self, text: str) -> bool:
        """Check and keep the name; False (and :attr:`message`) when it cannot be one."""
        try:
            name = clean_display_name(text)
        except ValueError as error:
            self.message = _("Your name: {reason}.").format(reason=error)
            return False
        if not name:
            self.message = _(NAME_NEEDED)
            return False
        if name != self.name and self.save_name is not None:
            self.save_name(name)
        self.name = name
        return True

    def host(self, name: str | None = None) -> bool:
        """Host a game: a link is made at once and gives its code soon after."""
        if name is not None and not self.take_name(name):
            return False
        self.drop_link()
        self.page, self.message, self.accepted = HOST, None, False
        self.link = self._start(lambda: self.start_host(self.name))
        return self.link is not None

    def open_join(self, name: str | None = None) -> bool:
        """The join page (its code field), once the name is known."""
        if name is not None and not self.take_name(name):
            return False
        self.drop_link()
        self.page, self.message, self.accepted = JOIN, None, False
        return True

    def open_here(self) -> None:
        """The page of two players at this computer: their names (no link, no network)."""
        self.drop_link()
        self.page, self.message, self.accepted = HERE, None, False

    def join(self, code: str) -> bool:
        """Connect with ``code`` (checked first: a bad one is refused here with why)."""
        self.code = code
        problem = code_problem(code)
        if problem is not None:
            self.message = problem
            return False
        self.drop_link()
        self.message, self.accepted = None, False
        self.link = self._start(lambda: self.start_join(code.strip(), self.name))
        return self.link is not None

    def accept(self) -> None:
        """The guest plays by the host's variant: the deal starts."""
        if self.stage == "offer":
            self.accepted = True
            self.link.accept()

    def cancel(self) -> None:
        """Back a step (Cancel, Esc): hang up; from the host page, or a join page with
        no connection, to the first page; else the join page again, its code kept."""
        had_link = self.link is not None
        self.drop_link()
        self.message, self.accepted = None, False
        if self.page == HOST or not had_link:
            self.page = CHOOSE
    def try_again(self) -> None:
        """After a failure: host again, or the join page with the code still typed."""
        if self.page == HOST:
            self.host()
        else:
            self.drop_link()
            self.message = None

    def drop_link(self) -> None:
        """Hang up the link (unless the table has it now)."""
        link, self.link = self.link, None
        if link is not None and not self.handed_over:
            try:
                link.cancel()
            except Exception:  # noqa: BLE001 - leaving must always work
                log.warning("cancelling the friend link failed", exc_info=True)

    def _start(self, make: Callable[[], Any]) -> Any:
        try:
            return make()
        except InviteError as error:
            self.message = _("That is not an invite code: {reason}.").format(
                reason=said_of(error))
        except Exception as error:  # noqa: BLE001 - the network must never crash the screen
            log.warning("could not start the friend link", exc_info=True)
            self.message = _("The game could not start: {reason}").format(
                reason=said_of(error))
        return None

    # --- what the link says -------------------------------------------------------------
    @property
    def stage(self) -> str:
        """``idle`` (no link: :attr:`message` says why, if anything went wrong),
        ``starting``, ``waiting`` (a host with its code), ``connecting``, ``offer`` (the
        guest is shown the variant), ``dealing``, ``ready`` or ``failed``."""
        link = self.link
        if link is None:
            return "idle"
        status = getattr(link, "status", "failed")
        if status in ("failed", "ended"):
            return "failed"
        if self.page == JOIN and not self.accepted:
            if link.variant_text is not None or status in ("ready", "playing"):
                return "offer"
            return "connecting"
        if status in ("ready", "playing"):
            return "ready"
        if self.accepted:
            return "dealing"
        if status == "starting" or (status == "waiting" and not link.code):
            return "starting"
        return "waiting" if status == "waiting" else "connecting"

    @property
    def failure(self) -> str | None:
        """What to say when the stage is ``failed``."""
        if self.link is None:
            return self.message
        return phrase_words(getattr(self.link, "error", None) or "") or _(LEFT)

    def poll(self) -> bool:
        """Read the link (each frame); True once it was handed to ``on_ready``."""
        if self.link is not None and not self.handed_over and self.stage == "ready":
            self.handed_over = True
            self.on_ready(self.link)
        return self.handed_over
