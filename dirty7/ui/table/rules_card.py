"""The rules card: the rules in force on one small panel, opened with R at the table.

Why a card and a key rather than a line on the felt: the table's corners are taken (the
Menu button, the scoreboard of a match, a friend's connection line, the side panels), and
a player needs the rules at a glance only now and then. A game by other rules than Dirty
Seven says so when it opens ("Crazy Eights — R shows the rules"), once; the card itself
lists what :func:`~dirty7.game.rules_words.rules_card` says of the variant played: its
name, its special cards and its turn rules, nothing of a rule that is off.
"""

from __future__ import annotations

from dirty7.game.rules_words import rules_card, rules_family, rules_label
from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.keyboard_focus import action_for

PAD = 28


class RulesCardPart(TablePart):
    """R opens and closes the card (a part of the table view); Esc or a click closes it."""

    def __init__(self, view) -> None:
        self.view = view
        variant = view.flow.position.variant
        self.is_open = False
        self.lines = rules_card(variant)
        font, ink = theme.BODY_FONT, theme.panel_text
        self.title = arcade.Text(_("The rules: {rules}").format(rules=self.lines[0]), 0, 0,
                                 ink(theme.GOLD), theme.BODY_SIZE + 2, font_name=font,
                                 bold=True, anchor_x="left", anchor_y="top")
        self.texts = [arcade.Text(f"·  {line}", 0, 0, ink(theme.TEXT), theme.BODY_SIZE,
                                  font_name=font, anchor_x="left", anchor_y="top")
                      for line in self.lines[1:]]
        self.footer = arcade.Text(_("Press R or Esc, or click, to close"), 0, 0,
                                  ink(theme.TEXT_DIM), theme.SMALL_SIZE, font_name=font,
                                  anchor_x="left", anchor_y="top")
        name = rules_family(variant)
        if name != "dirty-seven":
            view.toast.show(_("{rules} — R shows the rules").format(rules=rules_label(name)),
                            duration=5.0)

    def toggle(self) -> bool:
        self.is_open = not self.is_open
        return self.is_open

    def close(self) -> None:
        self.is_open = False

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """R opens or closes; while open every other key closes it (full screen and mute
        still work)."""
        if self.is_open:
            if action_for(symbol, modifiers) in ("fullscreen", "mute"):
                return False
            self.close()
            return True
        if symbol == arcade.key.R and not modifiers & (arcade.key.MOD_CTRL |
                                                       arcade.key.MOD_ALT):
            return self.toggle()
        return False

    def panel_box(self) -> tuple[float, float, float, float]:
        """(left, bottom, width, height) of the card, centred on the table."""
        texts = [self.title, *self.texts, self.footer]
        width = max(t.content_width for t in texts) + 2 * PAD
        height = sum(t.content_height * 1.25 for t in texts) + 2 * PAD + 16
        fit = self.view.fit
        return (fit.width - width) / 2, (fit.height - height) / 2, width, height

    def draw_overlay(self) -> None:
        if not self.is_open:
            return
        scale = self.view.text_scale
        self.title.font_size = (theme.BODY_SIZE + 2) * scale
        for text in self.texts:
            text.font_size = theme.BODY_SIZE * scale
        self.footer.font_size = theme.SMALL_SIZE * scale
        fit = self.view.fit
        arcade.draw_texture_rect(theme.dim_texture(), arcade.LBWH(0, 0, fit.width, fit.height))
        left, bottom, width, height = self.panel_box()
        theme.nine_patch(*theme.panel_colors((8, 36, 22, 255), theme.GOLD_DARK), 20).draw_rect(
            rect=arcade.LBWH(left, bottom, width, height))
        y = bottom + height - PAD
        for text in (self.title, *self.texts):
            text.position = (left + PAD, y)
            text.draw()
            y -= text.content_height * 1.25 + (8 if text is self.title else 0)
        self.footer.position = (left + PAD, y - 8)
        self.footer.draw()


__all__ = ["RulesCardPart"]
