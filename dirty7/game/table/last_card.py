"""The last-card call at the table: the player's "Last card!" and what the table says of
it (no Arcade).

Why a part of its own: only a rule set with the call (Mau-Mau) has it; the flow makes the
move like any other, and this part offers it, makes it, and tells the player when a call
was made or forgotten — a forgotten call costs the penalty (the engine draws it with the
play), which the player must understand, not only see as cards arriving.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dirty7.game.phrase_words import phrase_words
from dirty7.game.table.status_words import call_offered
from dirty7.i18n import _, ngettext
from dirty7.rules import CALL_MOVE, CardDrawn, CardPlayed, LastCardCalled, NextTurn

if TYPE_CHECKING:
    from dirty7.game.table.shown_state import ShownEvent
    from dirty7.game.table.table_flow import TableFlow


class LastCard:
    """The call of ``flow`` (a :class:`~dirty7.game.table.table_flow.TableFlow`)."""

    def __init__(self, flow: TableFlow) -> None:
        self.flow = flow
        #: A forgotten call's penalty still to be shown: (seat, cards).
        self._penalty: tuple[int, int] | None = None
        flow.events.move.connect(self._on_move)
        flow.events.step.connect(self._on_step)

    @property
    def offered(self) -> bool:
        """Whether the "Last card!" button shows now (the player's turn, the call legal)."""
        flow = self.flow
        return flow.picking is None and call_offered(flow.position, flow.buttons_due)

    def call(self) -> bool:
        """Call "last card" before playing the next-to-last card; False (and why) when
        it cannot be called now."""
        flow = self.flow
        if not flow.human_to_move:
            flow.not_your_turn()
            return False
        reason = flow.position.explain_illegal(CALL_MOVE)
        if reason is not None:
            flow.events.refused.emit(phrase_words(reason))
            return False
        return flow._make_move(CALL_MOVE)

    def _on_move(self, events: list[ShownEvent]) -> None:
        """A play that left one card and drew at once: the call was forgotten."""
        played = None
        drawn = 0
        for event in events:
            if isinstance(event, CardPlayed):
                played = event.seat
            elif isinstance(event, CardDrawn) and event.seat == played:
                drawn += 1
            elif isinstance(event, NextTurn):
                break
        self._penalty = (played, drawn) if played is not None and drawn else None

    def _on_step(self, event: ShownEvent) -> None:
        flow = self.flow
        if isinstance(event, LastCardCalled):
            text = _("You call “Last card!”") if flow.human[event.seat] else \
                _("{name} calls “Last card!”").format(name=flow.names[event.seat])
            flow.events.message.emit(text, "info", 2.0)
        elif isinstance(event, CardDrawn) and self._penalty is not None \
                and self._penalty[0] == event.seat:
            seat, count = self._penalty
            self._penalty = None
            if flow.human[seat]:
                text = ngettext("You did not call “Last card!”: you draw {count} card",
                                "You did not call “Last card!”: you draw {count} cards",
                                count).format(count=count)
            else:
                text = ngettext("{name} did not call “Last card!”: draws {count} card",
                                "{name} did not call “Last card!”: draws {count} cards",
                                count).format(name=flow.names[seat], count=count)
            flow.events.message.emit(text, "error", 4.0)


__all__ = ["LastCard"]
