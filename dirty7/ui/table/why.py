"""The "Why?" part: W (or its button) explains the computer's last move, in its own words.

Why the text comes from the computer's worker: the explanation is computed where the move
was (:meth:`Opponent.last_explanation`, from the strategy's ``explain(view, move)``), from
the view the computer had, so the panel can never reveal a card the computer could not
see. This part only keeps the newest one (released once its move has been shown on the
table) and draws it in a panel where the game log opens (one of the two at a time).
"""

from __future__ import annotations

from dirty7.ai.explain import PREFIX, Explanation
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.suit_text import SuitText
from dirty7.ui.table.keyboard_focus import action_for
from dirty7.ui.table.side_room import side_box
from dirty7.ui.widgets.buttons import TableButton, on_click


def why_lines(explanation: Explanation, name: str) -> tuple[str, list[str]]:
    """The panel's heading and lines (plain text; Hard's figures as short rows)."""
    verb = {"draw": "drew", "pass": "passed"}.get(explanation.move)
    heading = f"{name} {verb}" if verb else f"{name} played {explanation.move}"
    lines = [f"{PREFIX.strip().rstrip(':')} ({explanation.level}):"]
    lines += [f"• {line[0].upper()}{line[1:]}" for line in explanation.lines]
    if explanation.best:
        lines.append("Its best moves (chance to win · share of the search):")
        lines += [f"   {move}:  {value:.0%} · {share:.0%}"
                  for move, value, share in explanation.best]
    if explanation.suits:
        lines.append("What it believes of your hand (chance you hold one):")
        for suit, chance, reason in explanation.suits:
            label = "a Jack" if suit == "J" else suit
            lines.append(f"   {label}:  {chance:.0%}" + (f" — {reason}" if reason else ""))
    if explanation.known:
        lines += [f"   It knows you hold {card}: {reason}" for card, reason in explanation.known]
    return heading, lines


class WhyPanel:
    """A translucent panel on the right of the table with one explanation."""

    def __init__(self) -> None:
        self.visible = False
        font, ink = theme.BODY_FONT, theme.panel_text
        self.title = arcade.Text("", 0, 0, ink(theme.GOLD), theme.SMALL_SIZE + 1, font_name=font,
                                 bold=True, anchor_y="top")
        self.hint = arcade.Text("W to hide", 0, 0, ink(theme.TEXT_DIM), theme.SMALL_SIZE - 2,
                                font_name=font, anchor_x="right", anchor_y="top")
        self.body = SuitText("", 0, 0, ink(theme.TEXT), theme.SMALL_SIZE - 1,
                             width=300)
        self.box = (0.0, 0.0, 360.0, 400.0)
        self.rect = arcade.LBWH(0, 0, 0, 0)
        self._content: tuple[str, list[str]] = ("", [])
        self._laid_out: tuple | None = None
        self._title_room = 34.0
        self._scale = 1.0

    def show(self, heading: str, lines: list[str]) -> None:
        self._content = (heading, lines)
        self._laid_out = None

    def place(self, left: float, bottom: float, width: float, height: float,
              text_scale: float = 1.0) -> None:
        """The box (logical units) the table leaves free on its right."""
        if ((left, bottom, width, height), text_scale) == (self.box, self._scale):
            return  # placed there already (the part places it every frame it is open)
        self.box = (left, bottom, width, height)
        self.title.font_size = (theme.SMALL_SIZE + 1) * text_scale
        self.hint.font_size = (theme.SMALL_SIZE - 2) * text_scale
        self._scale = text_scale
        self._title_room = 34 * text_scale
        self._laid_out = None

    def _layout(self) -> None:
        key = (self._content[0], tuple(self._content[1]), self.box)
        if self._laid_out == key:
            return
        self._laid_out = key
        left, bottom, width, height = self.box
        pad = 14
        self.title.text, lines = self._content
        self.body.width = int(width - 2 * pad)
        size = theme.SMALL_SIZE - 1
        self.body.font_size = size * self._scale
        self.body.text = "\n".join(lines)
        room = height - 2 * pad - self._title_room
        while self.body.content_height > room and size > theme.SMALL_SIZE - 3:
            size -= 1  # a long explanation shrinks to fit rather than spill
            self.body.font_size = size * self._scale
        while self.body.content_height > room and len(lines) > 1:
            lines = lines[:-1]  # still too long at the smallest readable size: cut its tail
            self.body.text = "\n".join([*lines, "…"])
        top = bottom + height
        self.title.position = (left + pad, top - pad + 2)
        self.hint.position = (left + width - pad, top - pad)
        # A long heading in a narrow panel leaves no room for "W to hide" (the button says it).
        self._hint_fits = self.title.content_width + self.hint.content_width + 12 <= width - 2 * pad
        self.body.position = (left + pad, top - pad - self._title_room)
        used = min(height, self._title_room + self.body.content_height + 2 * pad + 4)
        self.rect = arcade.LBWH(left, top - used, width, used)

    def draw(self) -> None:
        if not self.visible:
            return
        self._layout()
        # Opaque: where the column is too narrow the panel opens over the hand.
        fill, border = theme.panel_colors((8, 32, 20, 255), theme.GOLD_DARK)
        theme.nine_patch(fill, border, 14).draw_rect(rect=self.rect)
        self.title.draw()
        if self._hint_fits:
            self.hint.draw()
        self.body.draw()


class WhyPart:
    """The Why? button and W key on ``view``; the computer's newest explanation."""

    def __init__(self, view) -> None:
        self.view = view
        self.presenter = view.presenter
        self.panel = WhyPanel()
        self.explanation: Explanation | None = None
        self.seat = 1
        self._pending: tuple[int, Explanation | None] | None = None
        self.button = TableButton(text="Why?", width=80, height=42)
        on_click(self.button, self.toggle)
        self.presenter.subscribe(self)

    def on_move(self, _events) -> None:
        """A move was made: a computer's explanation waits until the move is shown."""
        seat = self.presenter.game.history[-1][0]
        opponent = self.presenter.opponents.get(seat)
        if opponent is not None:
            self._pending = (seat, opponent.last_explanation)

    def on_idle(self) -> None:
        if self._pending is None:
            return
        seat, explanation = self._pending
        self._pending = None
        self.explanation = explanation
        self.seat = seat
        self._refresh()

    def _refresh(self) -> None:
        if self.explanation is not None:
            name = self.presenter.names[self.seat]
            self.panel.show(*why_lines(self.explanation, name))

    def toggle(self) -> bool:
        """Open (or close) the panel; says why not when there is nothing to explain."""
        if self.panel.visible:
            self.panel.visible = False
            return False
        if self.explanation is None:
            self.view.toast.show("Why? explains the computer's moves: it has not moved yet")
            return False
        self.panel.visible = True
        self.view.log_panel.visible = False  # they share the left of the table
        return True

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if action_for(symbol, modifiers) != "why":
            return False
        self.toggle()
        return True

    def place(self) -> None:
        """Where the game log opens (see :mod:`side_room`): the right of the table holds
        Draw and Pass. The later one opened shows."""
        self.panel.place(*side_box(self.view, 380.0), self.view.text_scale)

    def draw_over_cards(self) -> None:
        if self.view.log_panel.visible:
            self.panel.visible = False  # the log was opened after: it has the place
        if self.panel.visible:
            self.place()  # the badge moves left beside a Jack's longer caption
        self.panel.draw()


__all__ = ["WhyPanel", "WhyPart", "why_lines"]
