"""The "Play a friend" screen (host a game or join one by its invite code): the flow of
its steps without a window (``friend_flow``), the panel of each step (``friend_panels``)
and the view (``friend_view``)."""

from dirty7.ui.screens.friend.friend_flow import FriendFlow, code_problem
from dirty7.ui.screens.friend.friend_view import FriendView

__all__ = ["FriendFlow", "FriendView", "code_problem"]
