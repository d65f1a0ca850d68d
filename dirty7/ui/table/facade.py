"""The table view's public names, kept where players of the old table looked for them.

Why: the app, the scripts and the tests talk to "the table" (``view.game``,
``view.play_card(card)``, ``view.hint``, ``view.sprites``…). These now live on the
presenter and the parts; the view answers for them by delegating to their public state,
so callers need not know how the table is split. Nothing here holds state of its own.
"""

from __future__ import annotations

from dirty7.ui.core.card_sprites import CardSprite


class TableFacade:
    """Read-through properties and intents of a table view (``presenter``, parts, sprites)."""

    # --- the game (presenter) -----------------------------------------------------------
    @property
    def game(self):
        return self.presenter.game

    @property
    def position(self):
        return self.presenter.position

    @property
    def state(self):
        return self.presenter.state

    @property
    def names(self) -> tuple[str, str]:
        return self.presenter.names

    @property
    def human(self) -> tuple[bool, bool]:
        return self.presenter.human

    @property
    def my_seat(self) -> int:
        return self.presenter.my_seat

    @property
    def seed(self) -> int | None:
        return self.presenter.seed

    @property
    def difficulty(self) -> str:
        return self.presenter.difficulty

    @property
    def opponents(self) -> dict:
        return self.presenter.opponents

    @property
    def think_delay(self) -> float:
        return self.presenter.think_delay

    @think_delay.setter
    def think_delay(self, seconds: float) -> None:
        self.presenter.think_delay = seconds

    @property
    def highlight_playable(self) -> bool:
        return self.presenter.highlight_playable

    @property
    def hint(self):
        return self.presenter.hint

    @hint.setter
    def hint(self, advisor) -> None:
        self.presenter.hint = advisor

    @property
    def is_animating(self) -> bool:
        return self.presenter.is_animating

    @property
    def is_idle(self) -> bool:
        """Nothing left to show: the sprites show the game as it is."""
        return self.presenter.is_idle

    @property
    def human_to_move(self) -> bool:
        return self.presenter.human_to_move

    @property
    def thinking(self) -> bool:
        return self.presenter.thinking

    def legal_cards(self) -> set[int]:
        return self.presenter.legal_cards()

    def hinted_card(self) -> int | None:
        return self.presenter.hinted_card()

    # --- intents -------------------------------------------------------------------------
    def play_card(self, card) -> bool:
        """Play a card from the player's hand (refused, it goes back; a Jack asks a suit)."""
        return self.pointer.play(card)

    def draw(self) -> bool:
        return self.presenter.draw()

    def pass_turn(self) -> bool:
        return self.presenter.pass_turn()

    def choose_suit(self, suit: int) -> bool:
        return self.presenter.choose_suit(suit)

    def cancel_suit(self) -> None:
        self.presenter.cancel_suit()

    def request_hint(self) -> bool:
        return self.presenter.request_hint()

    def close_opponents(self) -> None:
        self.presenter.close()

    # --- sprites, input and parts --------------------------------------------------------
    @property
    def sprites(self) -> dict[int, CardSprite]:
        return self.card_sprites.sprites

    @property
    def cards(self):
        return self.card_sprites.cards

    @property
    def stock_backs(self):
        return self.card_sprites.stock_backs

    @property
    def drag(self):
        return self.pointer.drag

    @property
    def waste_glow(self):
        return self.pointer.waste_glow

    @property
    def menu_button(self):
        return self.hud.menu_button

    @property
    def draw_button(self):
        return self.hud.draw_button

    @property
    def pass_button(self):
        return self.hud.pass_button

    @property
    def hint_button(self):
        return self.hint_part.button

    @property
    def log_button(self):
        return self.log_part.button

    @property
    def help_button(self):
        return self.shortcuts_part.button

    @property
    def status(self):
        return self.hud.status

    @property
    def suit_text(self):
        return self.hud.suit_text

    @property
    def suit_caption(self):
        return self.hud.suit_caption

    @property
    def focus(self):
        return self.focus_part.focus

    @property
    def game_log(self):
        return self.log_part.game_log

    @property
    def log_panel(self):
        return self.log_part.panel

    def toggle_log(self) -> bool:
        return self.log_panel.toggle()

    @property
    def shortcuts(self):
        return self.shortcuts_part.overlay

    @property
    def sounds(self):
        return self.sound_part.cues

    def toggle_mute(self) -> bool:
        return self.sound_part.toggle_mute()


__all__ = ["TableFacade"]
