"""The table's voice: what a :class:`TableFlow` does, said as it happens, and the reading keys.

Why apart from the window: what is said and when (a move as soon as it is made, the
player's turn once the table rests, a refusal, a Jack's question, the result) is the
part a blind player depends on, and tests check it move by move without a window. The
window's speech part only turns keys into :meth:`TableVoice.read` and hands each
sentence to a speech backend.

Each sentence goes to ``say(text, interrupt)``: events queue (every move must be heard,
in order), while what the player asked for — a reading key, a focus move — interrupts
what is still waiting, since the player wants the answer now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from dirty7.game.announcer import Announcer
from dirty7.game.table.shown_state import ShownEvent
from dirty7.game.table.table_flow import TableFlow
from dirty7.rules import PlayerView

#: The reading keys' actions, each the announcer's answer to "what is …?".
READ_ACTIONS = ("read_hand", "read_table", "read_counts", "read_last", "repeat")


class Say(Protocol):
    def __call__(self, text: str, interrupt: bool) -> object: ...


class TableVoice:
    """Says ``flow``'s events through ``say``; ``chosen()`` names the keyboard's card."""

    def __init__(self, flow: TableFlow, say: Say,
                 chosen: Callable[[], int | None] = lambda: None,
                 brief: Callable[[], bool] = lambda: False) -> None:
        self.flow = flow
        self.say = say
        self.chosen = chosen
        self.brief = brief
        self._announcer = Announcer(flow.my_seat, flow.names)
        self._dealt = False
        events = flow.events
        events.move.connect(self.on_move)
        events.idle.connect(self.on_idle)
        events.pick.connect(self.on_pick)
        events.pick_cancelled.connect(self.on_pick_cancelled)
        events.refused.connect(self.on_refused)
        events.message.connect(self.on_message)
        events.taken_back.connect(self.on_taken_back)

    @property
    def announcer(self) -> Announcer:
        """The announcer, as brief as the player's verbosity is now."""
        self._announcer.brief = self.brief()
        return self._announcer

    def _view(self) -> PlayerView:
        return self.flow.game.view(self.flow.my_seat)

    def hand(self) -> list[int]:
        """The player's hand as shown, in the table's order."""
        flow = self.flow
        return [int(c) for c in flow.hand_order.arrange(flow.state.hands[flow.my_seat])]

    # ------------------------------------------------------------------ the flow's events
    def on_move(self, events: list[ShownEvent]) -> None:
        self.say(self.announcer.move(events), False)

    def on_idle(self) -> None:
        """The table rests: the deal once, then the player's turn each time it comes."""
        flow, view = self.flow, self._view()
        if not self._dealt:
            self._dealt = True
            if not flow.game.history:
                self.say(self.announcer.deal(view, self.hand()), False)
                return
            self.say(self.announcer.hand(self.hand()), False)
        if flow.my_turn and flow.picking is None:
            self.say(self.announcer.turn(view), False)

    def on_pick(self, _card: int) -> None:
        self.say(self.announcer.suit_asked(), True)

    def on_pick_cancelled(self) -> None:
        self.say(self.announcer.message("The Jack is back in your hand"), True)

    def on_refused(self, reason: str) -> None:
        self.say(self.announcer.refused(reason), True)

    def on_message(self, text: str, kind: str, _seconds: float | None) -> None:
        if text.endswith(("pass", "passes")):
            return  # the move's own sentence said it ("You passed")
        self.say(self.announcer.message(text), kind == "error")

    def on_taken_back(self, _move: object) -> None:
        self.say(self.announcer.message("Your play was taken back"), True)

    # ------------------------------------------------------------------ the player's asks
    def focused(self, card: int) -> None:
        """The keyboard's focus reached ``card``: its name, and whether it fits now."""
        playable = self.flow.my_turn and card in self.flow.legal_cards()
        self.say(self.announcer.focus(card, playable), True)

    def read(self, action: str) -> str:
        """Answer a reading key (one of :data:`READ_ACTIONS`) aloud; returns the sentence."""
        announcer = self.announcer
        if action == "read_hand":
            text = announcer.hand(self.hand(), self.chosen())
        elif action == "read_table":
            text = announcer.table(self._view())
        elif action == "read_counts":
            text = announcer.counts(self._view())
        elif action == "read_last":
            text = announcer.last_move()
        elif action == "repeat":
            text = announcer.repeat()
        else:
            raise ValueError(f"not a reading key: {action!r}")
        self.say(text, True)
        return text


__all__ = ["READ_ACTIONS", "Say", "TableVoice"]
