"""The keyword arguments of a :class:`~dirty7.game.table.table_flow.TableFlow`, declared.

Why declared: a flow for one kind of table (a lesson, two people at one computer) takes
the table's keywords and passes them on to the flow it extends, after setting its own; as
a ``TypedDict`` the type checker follows each keyword through that pass (a misspelled or
mistyped one fails where it is given, not deep inside the flow).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypedDict

if TYPE_CHECKING:
    from dirty7.game.seats.seat_protocol import Seat
    from dirty7.rules import Position


class SeatedKeywords(TypedDict, total=False):
    """Every keyword of :class:`TableFlow` but ``names`` (a flow that names its seats
    itself takes these)."""

    difficulty: str
    seed: int | None
    first: int
    position: Position | str | None
    autoplay: bool
    opponents: dict[int, Seat] | None
    opponent_mode: str
    clock: Callable[[], float]
    animate: bool
    highlight_playable: bool
    think_delay: float
    speed: Callable[[], float]
    hint_spec: str
    hand_order: str
    take_back: bool


class FlowKeywords(SeatedKeywords, total=False):
    """Every keyword of :class:`TableFlow`."""

    names: tuple[str, str] | None


__all__ = ["FlowKeywords", "SeatedKeywords"]
