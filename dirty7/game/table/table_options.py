"""What a table needs to make and run one game, as one value.

Why one frozen value: the table's flow, its view and every kind of table (a session's, a
lesson's, two people's at one computer, a friend's) take the same knobs — how the game is
made, who sits where, its pace and the player's comforts. Passed as one
:class:`TableOptions` they go through the view and the subclasses untouched, and a
variation is spelled once with :func:`dataclasses.replace` (the view fills the fields that
come from the player's settings; a pass-and-play table turns take-back off) instead of
each layer repeating every argument.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from dirty7.game.controller import OWN_SEAT
from dirty7.game.seats.seat_protocol import Seat
from dirty7.game.table.gestures import Clock
from dirty7.rules import Position


def normal_speed() -> float:
    """The animation speed factor when nobody set one: as designed (0 would be instant)."""
    return 1.0


@dataclass(frozen=True)
class TableOptions:
    """One game's table: how the game is made, who sits, its pace, the player's comforts.

    The game is made from ``seed`` and ``first`` (or ``position``, a test's or a
    screenshot's) unless the flow is given one; ``autoplay`` seats a computer in the
    player's place. The seats not played from the table get a computer of ``difficulty``
    unless ``opponents`` maps them to ready seats; ``opponent_mode`` says where a computer
    thinks; ``names`` replace the seats' names. ``clock`` times double-clicks and the
    stock's cooldown, ``animate`` shows the deal, ``think_delay`` is the pause before the
    computer moves, ``speed()`` the animation speed factor (0: instant).
    ``highlight_playable``, ``hand_order`` and ``take_back`` are the player's settings (the
    view fills them and ``speed`` from its :class:`LiveSettings`); ``hint_spec`` is the
    strategy behind the hint (None: the hint advisor's own, which this module does not
    import: it would load the strategies before the menu's first frame).
    """

    difficulty: str = "medium"
    seed: int | None = None
    first: int = OWN_SEAT
    position: Position | str | None = None
    autoplay: bool = False
    opponents: Mapping[int, Seat] | None = None
    opponent_mode: str = "thread"
    names: tuple[str, str] | None = None
    clock: Clock = time.monotonic
    animate: bool = True
    think_delay: float = 0.7
    speed: Callable[[], float] = normal_speed
    highlight_playable: bool = True
    hint_spec: str | None = None
    hand_order: str = "suit"
    take_back: bool = True


#: The options of a table nobody tuned (a default argument: the value is frozen).
PLAIN_TABLE = TableOptions()


__all__ = ["PLAIN_TABLE", "TableOptions", "normal_speed"]
