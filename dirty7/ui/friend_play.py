"""Play a friend in the window: the menu's Host and Join screen, the wait of ``dirty7 host``
/ ``join``, the friend's settings sheet, and the table once the friend is there.

Why apart from :mod:`dirty7.ui.app`: the app is the flow between the views of a game
against the computer; a friend's game has its own screens and its own table
(:mod:`dirty7.ui.friend_table`), so their wiring lives here, as the deal of the day's does
in :mod:`dirty7.ui.daily_play`. The screens never import each other: this module does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dirty7.ui.app import App


class FriendPlay:
    """The app's ways to a friend's game (see the module docstring)."""

    def __init__(self, app: App) -> None:
        from dirty7.ui.pass_play import PassPlay

        self.app = app
        #: Two players at this computer (Play a friend → At this computer).
        self.here = PassPlay(app)

    def show(self) -> None:
        """Menu → Play a friend: host or join (a ready link opens the table: :meth:`ready`),
        or two players at this computer (:mod:`dirty7.ui.pass_play`)."""
        from dirty7.ui.screens.friend import FriendView

        app = self.app
        app.navigator.show(FriendView(
            app.window, start_host=self.start_host, start_join=self.start_join,
            on_ready=self.ready, on_back=app.show_menu, settings=app.settings,
            start_here=self.here.start, here_names=self.here.last_names()))

    def start_host(self, name: str):
        """A hosting link through the relay of the settings, by the rules in force."""
        from dirty7.net.friend_link import FriendLink

        settings = self.app.settings.value
        return FriendLink.host(name=name, relay=settings.relay_url, port=None,
                               variant=self.app.settings.game_variant, games=None)

    def start_join(self, code: str, name: str):
        """A joining link for ``code`` (an InviteError for a bad one, at once)."""
        from dirty7.net.friend_link import FriendLink

        return FriendLink.join(code, name=name, relay=self.app.settings.value.relay_url,
                               games=None)

    def ready(self, link):
        """The friend is there and the deal agreed: the table against them."""
        from dirty7.ui.friend_table import open_friend_table

        return open_friend_table(self.app, link)

    def wait(self, link) -> None:
        """``dirty7 host`` / ``join`` with a window: wait for the friend, then the table."""
        from dirty7.ui.screens.friend_wait import FriendWaitView

        app = self.app
        app.navigator.show(FriendWaitView(app.window, link=link, on_ready=self.ready,
                                          on_leave=lambda: app.quit(2)))

    def show_settings(self) -> None:
        """Your name and the relay's address, opened from Settings; Back returns there."""
        from dirty7.ui.screens.settings.friend_sheet import FriendSettingsView

        app = self.app
        app.navigator.show(FriendSettingsView(app.window, settings=app.settings,
                                              on_back=app.show_settings))


__all__ = ["FriendPlay"]
