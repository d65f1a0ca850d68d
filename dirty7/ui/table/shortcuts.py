"""The ``?`` overlay: every keyboard shortcut of the table on one panel.

Why an overlay drawn by hand (not arcade.gui): it is read-only, shows over everything,
and closes with ``?``, Esc or any click; two columns of :class:`arcade.Text` are all
it needs. The list is :func:`~dirty7.ui.widgets.key_list.table_keys` of the rules in
force, which How to play shows too.
"""

from __future__ import annotations

from dirty7.i18n import gettext
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.scaling import fit_text_scale
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.keyboard_focus import action_for
from dirty7.ui.widgets.buttons import TableButton, on_click
from dirty7.ui.widgets.key_list import TABLE_KEYS, table_keys

SHORTCUTS = TABLE_KEYS
#: The smallest the list's text is made for a language whose words are longer.
SMALLEST_SCALE = 0.7


class ShortcutsOverlay:
    """A centred panel over a dimmed table; ``is_open`` while shown."""

    def __init__(self, shortcuts=SHORTCUTS) -> None:
        self.is_open = False
        #: The keys listed: (key, words) pairs, as messages.
        self.shortcuts = shortcuts
        #: The text scale the texts are sized at (see :meth:`fit`).
        self.scale = 1.0
        self._fitted: tuple | None = None
        self._texts: tuple[arcade.Text, arcade.Text, list[arcade.Text], list[arcade.Text]] | None \
            = None

    def _made(self) -> tuple[arcade.Text, arcade.Text, list[arcade.Text], list[arcade.Text]]:
        """The title, the footer, the keys and their words, made the first time they are
        needed: most games never open the list, and its thirty texts cost a new table
        about a tenth of its making."""
        if self._texts is None:
            font, ink = theme.BODY_FONT, theme.panel_text
            title = arcade.Text(gettext("Keyboard shortcuts"), 0, 0, ink(theme.GOLD),
                                theme.HEADING_SIZE - 6, font_name=font, bold=True,
                                anchor_x="center", anchor_y="center")
            footer = arcade.Text(gettext("Press ? or Esc, or click, to close"), 0, 0,
                                 ink(theme.TEXT_DIM), theme.SMALL_SIZE, font_name=font,
                                 anchor_x="center", anchor_y="center")
            keys = [arcade.Text(gettext(k), 0, 0, ink(theme.CREAM), theme.BODY_SIZE,
                                font_name=font, bold=True, anchor_x="right", anchor_y="center")
                    for k, _ in self.shortcuts]
            words = [arcade.Text(gettext(w), 0, 0, ink(theme.TEXT), theme.BODY_SIZE,
                                 font_name=font, anchor_x="left", anchor_y="center")
                     for _, w in self.shortcuts]
            self._texts = (title, footer, keys, words)
        return self._texts

    @property
    def title(self) -> arcade.Text:
        return self._made()[0]

    @property
    def footer(self) -> arcade.Text:
        return self._made()[1]

    @property
    def keys(self) -> list[arcade.Text]:
        return self._made()[2]

    @property
    def words(self) -> list[arcade.Text]:
        return self._made()[3]

    def toggle(self) -> bool:
        self.is_open = not self.is_open
        return self.is_open

    def close(self) -> None:
        self.is_open = False

    def _size(self, s: float) -> None:
        """Give the texts their sizes at text scale ``s``."""
        self.scale = s
        self.title.font_size = (theme.HEADING_SIZE - 6) * s
        self.footer.font_size = theme.SMALL_SIZE * s
        for text in (*self.keys, *self.words):
            text.font_size = theme.BODY_SIZE * s

    def _box_at(self, width: float, height: float) -> tuple[float, float, float, float]:
        w = max(660.0, self._split() + 12 + max(t.content_width for t in self.words) + 36)
        h = self._head() + self._pitch() * (len(self.shortcuts) - 1) + self._foot()
        return (width - w) / 2, (height - h) / 2, w, h

    def _split(self) -> float:
        """Room left of the key/words split: the widest key, and at least 230."""
        return max(230.0, 36 + max(t.content_width for t in self.keys) + 12)

    def _pitch(self) -> float:
        """Row to row: 34 at 100 %, else a little more than a line of the text."""
        return max(34.0, self.keys[0].font_size * 4 / 3 * 1.15)

    def _head(self) -> float:
        return 92.0 + 36 * (self.scale - 1)

    def _foot(self) -> float:
        return 92.0 + 28 * (self.scale - 1)

    def fit(self, width: float, height: float, text_scale: float = 1.0) -> float:
        """Size the texts at ``text_scale``, or the largest scale down to 1.0 at which the
        panel still fits a ``width`` × ``height`` table; the scale used is returned.

        Why: the list follows the player's text size, but fourteen lines at
        150 % would run off a 720-high table; and where a language's longer words would
        not fit even at 100 %, the text is made smaller (down to :data:`SMALLEST_SCALE`).
        """
        def fits() -> bool:
            box = self._box_at(width, height)
            return box[2] <= width - 16 and box[3] <= height - 16
        scale = fit_text_scale(text_scale, self._size, fits,
                               remember=(type(self), width, height))
        while not fits() and scale > SMALLEST_SCALE:  # longer words (another language)
            scale = round(scale - 0.05, 2)
            self._size(scale)
        return scale

    def panel_box(self, width: float, height: float) -> tuple[float, float, float, float]:
        """(left, bottom, w, h) of the panel on a ``width`` × ``height`` table at the
        texts' present size: wide enough for its longest line."""
        return self._box_at(width, height)

    def draw(self, width: float, height: float, text_scale: float = 1.0) -> None:
        if not self.is_open:
            return
        if self._fitted != (width, height, text_scale):
            self.fit(width, height, text_scale)
            self._fitted = (width, height, text_scale)
        arcade.draw_texture_rect(theme.dim_texture(), arcade.LBWH(0, 0, width, height))
        left, bottom, w, h = self.panel_box(width, height)
        theme.nine_patch(*theme.panel_colors((8, 36, 22, 255), theme.GOLD_DARK), 20).draw_rect(
            rect=arcade.LBWH(left, bottom, w, h))
        cx, s = left + w / 2, self.scale
        self.title.position = (cx, bottom + h - 42 * s)
        self.title.draw()
        split = left + self._split()
        y = bottom + h - self._head()
        for key, words in zip(self.keys, self.words, strict=True):
            key.position = (split - 12, y)
            words.position = (split + 12, y)
            key.draw()
            words.draw()
            y -= self._pitch()
        self.footer.position = (cx, bottom + 32 * s)
        self.footer.draw()


class ShortcutsPart(TablePart):
    """The overlay on the table: the ? button and key, modal while it is read."""

    def __init__(self, view) -> None:
        self.view = view
        self.overlay = ShortcutsOverlay(table_keys(view.flow.position.variant))
        self.button = TableButton(text="?", width=42, height=42)
        on_click(self.button, lambda: self.overlay.toggle())

    def add_keys(self, keys: tuple[tuple[str, str], ...]) -> None:
        """List the keys of a part added to this table (a friend's quiet words), before
        the last line (``?`` itself); ``keys`` are (key, words) messages."""
        listed = self.overlay.shortcuts
        self.overlay = ShortcutsOverlay((*listed[:-1], *keys, listed[-1]))

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """``?`` opens and closes; while open, Esc closes and other keys do nothing
        (full screen and mute still work)."""
        action = action_for(symbol, modifiers)
        if self.overlay.is_open:
            if action == "help" or symbol == arcade.key.ESCAPE:
                self.overlay.close()
                return True
            return action not in ("fullscreen", "mute")
        if action == "help":
            self.overlay.toggle()
            return True
        return False

    def draw_overlay(self) -> None:
        self.overlay.draw(self.view.fit.width, self.view.fit.height, self.view.text_scale)


__all__ = ["SHORTCUTS", "ShortcutsOverlay", "ShortcutsPart"]
