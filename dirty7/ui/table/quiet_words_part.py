"""Quiet words at a friend's table: the Words button and Q, the six words, the friend's
word beside their name, and the mute.

Why a part of its own: only a friend's table has it, and it talks to the link, not the
game (:mod:`dirty7.net.quiet_words`). Q (or the Words button) opens a small column of
the six words, 1–6 pick one and 7 mutes or unmutes the friend (Esc closes it); the button
says "Resting…" while this side must wait before the next word. The friend's word shows
on a plate beside their name for a few seconds and is said aloud when Speech is on —
unless the friend is muted, which the settings remember by the friend's key.
"""

from __future__ import annotations

from dirty7.i18n import N_, _
from dirty7.net.quiet_words import WORD_IDS, WORD_TEXTS
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.widgets.buttons import TableButton, on_click

#: The key that opens the words (free at the table: see ui/widgets/key_list.py).
WORDS_KEY = arcade.key.Q
#: What the table's ``?`` list says of the words' keys.
WORDS_KEYS = (("Q", N_("Quiet words to your friend (1–6 send one, 7 mutes)")),)
#: Seconds a friend's word stays beside their name.
SHOWN_FOR = 4.0
_PICK_KEYS = (arcade.key.KEY_1, arcade.key.KEY_2, arcade.key.KEY_3, arcade.key.KEY_4,
              arcade.key.KEY_5, arcade.key.KEY_6)
_MUTE_KEY = arcade.key.KEY_7
_NUMPAD = (arcade.key.NUM_1, arcade.key.NUM_2, arcade.key.NUM_3, arcade.key.NUM_4,
           arcade.key.NUM_5, arcade.key.NUM_6)


def friend_id(link) -> str:
    """How the settings remember the friend: their key, or their name before it is known."""
    return link.other_key or link.other_name


def is_muted(settings, link) -> bool:
    """Whether the friend's words are not shown (by key, or by the name muted earlier)."""
    muted = settings.muted_friends
    return bool(link.other_key and link.other_key in muted) or link.other_name in muted


def toggle_mute(live, link) -> bool:
    """Mute or unmute the friend in the player's settings; whether muted now."""
    muted = [m for m in live.value.muted_friends if m not in (link.other_key, link.other_name)]
    now = not is_muted(live.value, link)
    if now:
        muted.append(friend_id(link))
    live.change(muted_friends=tuple(muted[-200:]))
    return now


class QuietWordsPart(TablePart):
    """The words of ``view``'s friend table on ``link``, with the player's ``live``
    settings (the mute)."""

    def __init__(self, view, link, live) -> None:
        self.view, self.link, self.live = view, link, live
        self.friend = link.other_name or _("Your friend")
        self.button = TableButton(text=_("Words"), width=150, height=44)
        on_click(self.button, self.toggle)
        self.choices = [self._choice(f"{n}  {_(WORD_TEXTS[w])}", w)
                        for n, w in enumerate(WORD_IDS, 1)]
        self.mute_button = TableButton(text="", width=230, height=40)
        on_click(self.mute_button, self.mute)
        self.column = gui.UIBoxLayout(vertical=True, space_between=4,
                                      children=[*self.choices, self.mute_button])
        self.column.visible = False
        self.holder = gui.UIAnchorLayout()
        view.ui.add(self.holder)
        self.text = arcade.Text("", 0, 0, theme.panel_text(theme.CREAM), theme.SMALL_SIZE,
                                font_name=theme.BODY_FONT, anchor_x="right",
                                anchor_y="center")
        #: The friend's word on show ("" for none), and for how much longer.
        self.shown, self.left = "", 0.0
        self._heard = link.heard_word
        self._placed_for = None

    def _choice(self, label: str, word: str) -> TableButton:
        button = TableButton(text=label, width=230, height=40)
        on_click(button, lambda: self.say(word))
        return button

    # ------------------------------------------------------------------ acting
    @property
    def is_open(self) -> bool:
        return bool(self.column.visible)  # Arcade's None (hidden, no room kept): closed

    def toggle(self) -> None:
        """Open the six words (closed again by a second press)."""
        if not self.is_open and self.link.word_rest_left() > 0:
            self.view.toast.show(_("Words rest a moment"), duration=2.0)
            return
        self.column.visible = not self.is_open
        self._refresh_mute()

    def say(self, word: str) -> bool:
        """Send ``word`` to the friend; the column closes."""
        self.column.visible = False
        sent = self.link.say_word(word)
        if sent:
            self.view.toast.show(_("You: {word}").format(word=_(WORD_TEXTS[word])),
                                 duration=2.0)
        return sent

    def mute(self) -> None:
        muted = toggle_mute(self.live, self.link)
        self.view.toast.show((_("{friend}'s words are muted") if muted else
                              _("{friend}'s words show again")).format(friend=self.friend),
                             duration=3.0)
        self.column.visible = False
        if muted:
            self.shown, self.left = "", 0.0

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_ALT | arcade.key.MOD_COMMAND):
            return False
        if symbol == WORDS_KEY:
            self.toggle()
            return True
        if not self.is_open:
            return False
        if symbol in _PICK_KEYS or symbol in _NUMPAD:
            keys = _PICK_KEYS if symbol in _PICK_KEYS else _NUMPAD
            self.say(WORD_IDS[keys.index(symbol)])
        elif symbol == _MUTE_KEY:
            self.mute()
        elif symbol == arcade.key.ESCAPE:
            self.column.visible = False
        else:
            return False
        return True

    # ------------------------------------------------------------------ every frame
    def update(self, delta_time: float) -> None:
        if self._placed_for is not self.view.layout:
            self.place()
        resting = self.link.word_rest_left() > 0
        label = _("Resting…") if resting else _("Words")
        if self.button.text != label:
            self.button.text = label
        heard = self.link.heard_word
        if heard != self._heard:
            self._heard = heard
            if heard is not None and not is_muted(self.live.value, self.link):
                self._show(_(WORD_TEXTS[heard[1]]))
        self.left = max(0.0, self.left - delta_time)
        if self.left == 0.0:
            self.shown = ""

    def _show(self, word: str) -> None:
        self.shown, self.left = word, SHOWN_FOR
        speech = getattr(self.view, "speech_part", None)
        if speech is not None:
            speech.say(_("{friend} says: {word}").format(friend=self.friend, word=word),
                       False)

    def _refresh_mute(self) -> None:
        muted = is_muted(self.live.value, self.link)
        words = _("7  Unmute {friend}") if muted else _("7  Mute {friend}")
        self.mute_button.text = words.format(friend=self.friend[:16])

    def place(self) -> None:
        """At the right edge on the piles' line (clear of both hands and of Draw and
        Pass); the words' column opens under it."""
        self._placed_for = layout = self.view.layout
        _, y = layout.waste_center
        bottom = y - self.button.height / 2
        column = len(self.column.children) * 44 - 4
        self.holder.clear()
        self.holder.add(self.button, anchor_x="right", anchor_y="bottom", align_x=-20,
                        align_y=bottom)
        self.holder.add(self.column, anchor_x="right", anchor_y="bottom", align_x=-20,
                        align_y=max(4.0, bottom - 6 - column))

    def draw_overlay(self) -> None:
        """The friend's word on a plate left of their name."""
        if not self.shown:
            return
        layout, scale = self.view.layout, self.view.layout.text_scale
        x, y = layout.opponent_label_pos
        self.text.text, self.text.font_size = self.shown, (theme.SMALL_SIZE + 1) * scale
        width = self.text.content_width + 28 * scale
        height = self.text.content_height + 16 * scale
        right = x - 12 * scale
        theme.nine_patch(*theme.panel_colors(), 12).draw_rect(
            rect=arcade.LBWH(right - width, y - height / 2, width, height))
        self.text.position = (right - 14 * scale, y)
        self.text.draw()


__all__ = ["QuietWordsPart", "SHOWN_FOR", "WORDS_KEY", "friend_id", "is_muted",
           "toggle_mute"]
