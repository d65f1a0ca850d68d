"""What a table flow announces, declared: one :class:`Signal` per kind of event.

Why declared and not found by name: a listener that misspells ``on_stpe`` used to hear
nothing and nobody noticed; a part now connects to the signals it uses
(``flow.events.step.connect(self.on_step)``), so a wrong name fails at once, and a reader
sees in one place everything the flow can say. pyglet's ``EventDispatcher`` would do the
same, but the flow lives in ``dirty7.game``, which never imports pyglet.

Handlers run in the order they connected (the pointer connects before the view, so it
lets go of a card before the view moves the sprites).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, ParamSpec

if TYPE_CHECKING:
    from dirty7.game.table.shown_state import ShownEvent

P = ParamSpec("P")


class Signal(Generic[P]):
    """One kind of event: handlers connect, :meth:`emit` calls each in connection order."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._handlers: list[Callable[P, object]] = []

    def connect(self, handler: Callable[P, object]) -> None:
        """Call ``handler`` at every emit from now on."""
        self._handlers.append(handler)

    def disconnect(self, handler: Callable[P, object]) -> None:
        self._handlers.remove(handler)

    def emit(self, *args: P.args, **kwargs: P.kwargs) -> None:
        for handler in list(self._handlers):
            handler(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Signal({self.name!r}, {len(self._handlers)} handlers)"


class FlowEvents:
    """Every event of a table flow (:class:`~dirty7.game.table.table_flow.TableFlow`)."""

    def __init__(self) -> None:
        #: A move was made (the game changed at once): its engine events, still to show.
        self.move: Signal[[list[ShownEvent]]] = Signal("move")
        #: One engine event is shown now (the shown state has just applied it).
        self.step: Signal[[ShownEvent]] = Signal("step")
        #: A frame passed (seconds), after due events were shown.
        self.tick: Signal[[float]] = Signal("tick")
        #: Nothing is left to show: the shown state equals the game again.
        self.idle: Signal[[]] = Signal("idle")
        #: The player picked up a Jack (its card number): a suit is asked for.
        self.pick: Signal[[int]] = Signal("pick")
        #: The Jack went back to the hand, nothing played.
        self.pick_cancelled: Signal[[]] = Signal("pick_cancelled")
        #: A hint arrived (the move).
        self.hint: Signal[[object]] = Signal("hint")
        #: The player's move was refused (the engine's reason, in words).
        self.refused: Signal[[str]] = Signal("refused")
        #: Something to tell the player: text, kind ("info", "error"), seconds or None.
        self.message: Signal[[str, str, float | None]] = Signal("message")
        #: The player's last play was taken back (the move): the game is one move shorter.
        self.taken_back: Signal[[object]] = Signal("taken_back")
        #: The game is over and shown.
        self.finished: Signal[[]] = Signal("finished")

    def every(self) -> list[Signal[...]]:
        """Each signal, in the order declared (for a handler that follows all of them)."""
        return [value for value in vars(self).values() if isinstance(value, Signal)]


__all__ = ["FlowEvents", "Signal"]
