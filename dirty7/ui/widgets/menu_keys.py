"""The main menu's keyboard: the difficulty with the arrows, the buttons with Tab.

Why Tab reaches every button: a player who does not use the mouse (or cannot see the
screen) must reach the deal of the day, a friend, a challenge, the lessons, Settings and
Statistics too, not only Start. Tab and Shift+Tab move a ring along the buttons shown, in
the order they stand; Enter or Space presses the ringed one (the click's own handler), and
an arrow takes the keyboard back to the difficulties. Each button reached is said while
speech is on ("Play a friend, button, 3 of 9").
"""

from __future__ import annotations

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.screen_voice import item_words
from dirty7.ui.widgets.buttons import press
from dirty7.ui.widgets.confirm import draw_focus_ring

_ARROWS = (arcade.key.UP, arcade.key.LEFT, arcade.key.DOWN, arcade.key.RIGHT)
_ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER, arcade.key.SPACE)


class MenuKeys:
    """The keys of ``menu`` (a :class:`~dirty7.ui.screens.menu.MenuView`)."""

    def __init__(self, menu) -> None:
        self.menu = menu
        #: The button the Tab ring is on, or None (the keyboard is on the difficulties).
        self.button: str | None = None

    def shown(self) -> list[str]:
        """The keys of the buttons shown, in the order they stand."""
        return [key for key, button in self.menu.buttons.items() if button.visible]

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """Take ``symbol`` if it is the menu's (True), else leave it to the view."""
        menu, key = self.menu, arcade.key
        if menu.confirm is not None:  # the question takes every key while it is open
            menu.confirm.on_key(symbol)
            return True
        if menu.deal_input.active and symbol not in _ENTER[:3]:
            if symbol == key.ESCAPE:  # Esc leaves the field; its keys are its own till then
                menu.deal_input.deactivate()
            return True  # what they type or move arrives as on_text / on_text_motion
        if symbol == key.TAB:
            self.move(-1 if modifiers & key.MOD_SHIFT else +1)
        elif symbol in _ARROWS:
            self.button = None
            menu.move_selection(-1 if symbol in (key.UP, key.LEFT) else +1)
            menu.speech.moved()
        elif menu.speech.on_key(symbol):
            pass  # S: speech on or off; and its rate and verbosity while it is on
        elif symbol in _ENTER:
            if self.button is not None and self.button in self.shown():
                press(menu.buttons[self.button])
            else:
                (menu.resume if menu.resume_available else menu.start)()
        elif symbol == key.R and menu.resume_available:
            menu.resume()
        elif symbol in (key.N, key.H, key.F1, key.ESCAPE):
            {key.N: menu.new_game, key.ESCAPE: menu.escape}.get(symbol, menu.how_to_play)()
        else:
            return False
        return True

    def move(self, step: int) -> None:
        """The ring to the next (``+1``) or previous button shown, wrapping."""
        shown = self.shown()
        if not shown:
            return
        at = shown.index(self.button) + step if self.button in shown else (0 if step > 0
                                                                           else -1)
        self.button = shown[at % len(shown)]
        label = self.menu.buttons[self.button].text
        self.menu.speech.voice.say(item_words(label, "button", shown.index(self.button),
                                              len(shown)) + ".")

    def draw_focus(self) -> bool:
        """The ring on the Tab button, if there is one (True: drawn)."""
        button = self.menu.buttons.get(self.button) if self.button else None
        if button is None or not button.visible:
            return False
        draw_focus_ring(button.rect)
        return True
