"""A notice plate for problems with the player's files ("cannot save", "moved aside").

Why not the table's toast: storage messages are long (they name the file, the folder and
what was done about it) and must be readable, so they wrap over a few lines on a warm plate
and stay several seconds. They come from the store's queue
(:meth:`dirty7.store.storage.Store.pop_messages`), which hands each problem out once, so whichever
screen is showing when a problem arrives tells the player, and nobody tells it twice.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.game.phrase_words import phrase_words
from dirty7.store.storage import default_store
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade

TEXT = (255, 226, 200)
FILL = (96, 30, 22, 232)
BORDER = (236, 140, 110, 170)
WIDTH = 760.0
SECONDS = 9.0


def store_messages() -> list[str]:
    """Problems the player has not been shown yet (the process-wide store's queue)."""
    return default_store().pop_messages()


class Notice:
    """Wrapped lines on a plate that fade after ``seconds``; new lines are added below."""

    def __init__(self, width: float = WIDTH, seconds: float = SECONDS,
                 source: Callable[[], list[str]] | None = store_messages) -> None:
        self.width = width
        self.seconds = seconds
        self.source = source
        self.lines: list[str] = []
        self.remaining = 0.0
        self._label: arcade.Text | None = None

    @property
    def _text(self) -> arcade.Text:
        """The plate's text, made when there is first something to say.

        Why not at once: every menu, table and results screen has a notice, nearly always
        silent, and an empty wrapped text still costs a layout (and its font) before the
        screen's first frame.
        """
        if self._label is None:
            self._label = arcade.Text("", 0, 0, TEXT, theme.SMALL_SIZE, width=int(self.width),
                                      multiline=True, align="center",
                                      font_name=theme.BODY_FONT, anchor_x="center",
                                      anchor_y="top")
        return self._label

    @property
    def in_motion(self) -> bool:
        """Shown, and fading by itself (the window draws at full rate meanwhile)."""
        return self.remaining > 0

    @property
    def message(self) -> str:
        """What is shown now ("" when nothing is)."""
        return "\n".join(self.lines) if self.remaining > 0 else ""

    def show(self, message: str) -> None:
        """Add ``message`` (restarting the timer), in the player's language (the store words
        its problems as phrases); an identical line is not repeated."""
        message = phrase_words(message)
        if self.remaining <= 0:
            self.lines = []
        if message and message not in self.lines:
            self.lines = (self.lines + [message])[-3:]
        self._text.text = "\n".join(self.lines)
        self.remaining = self.seconds

    def poll(self) -> None:
        """Take new messages from the source (called every frame; cheap when empty)."""
        if self.source is None:
            return
        for message in self.source():
            self.show(message)

    def update(self, delta_time: float) -> None:
        self.poll()
        if self.remaining > 0:
            self.remaining = max(0.0, self.remaining - delta_time)

    def draw(self, x: float, top: float) -> None:
        """Draw centred on ``x`` with the plate's top edge at ``top`` (logical units)."""
        if self.remaining <= 0 or not self.lines:
            return
        alpha = round(min(1.0, self.remaining / 0.5) * 4) / 4  # few plates: each is a shader
        pad_x, pad_y = 20.0, 12.0
        height = self._text.content_height + 2 * pad_y
        width = min(self.width, self._text.content_width) + 2 * pad_x
        fill = (*FILL[:3], int(FILL[3] * alpha))
        theme.nine_patch(fill, BORDER, 12).draw_rect(
            rect=arcade.LBWH(x - width / 2, top - height, width, height))
        self._text.position = (x, top - pad_y)
        self._text.color = (*TEXT, int(255 * alpha))
        self._text.draw()


__all__ = ["Notice", "store_messages"]
