"""The main menu and the "How to play" screen.

Why callbacks: the menu only lets the player choose; what Start, Settings or Statistics
do belongs to the app (:mod:`dirty7.ui.app`). A callback that is ``None`` hides its
button, so the menu can ship before those screens exist. Difficulty options come from the
AI registry when it is installed, or from the ``strategies`` argument (tests).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dirty7.ui import theme
from dirty7.ui.bootstrap import arcade, gui
from dirty7.ui.cards import card_number, face_texture
from dirty7.ui.scaling import ScaledView
from dirty7.ui.widgets import (
    ConfirmDialog,
    OptionButton,
    OptionPager,
    TableButton,
    button_style,
    draw_focus_ring,
)

#: Width of the difficulty row and of the description under it (logical units).
ROW_WIDTH = 470
#: Narrower than this, a difficulty button could not show a word: the row pages instead.
OPTION_MIN_WIDTH = 110
#: The difficulty buttons' label size; never shrunk (long labels get an ellipsis).
OPTION_FONT_SIZE = theme.BUTTON_SIZE
NEW_GAME_TITLE = "Start a new game?"
NEW_GAME_BODY = "Your unfinished game will be replaced: it cannot be resumed afterwards."
HINT_START = "↑ ↓ choose difficulty   ·   Enter start   ·   H how to play"
HINT_RESUME = ("↑ ↓ choose difficulty   ·   Enter resume   ·   N new game   ·   "
               "H how to play")


@dataclass(frozen=True)
class DifficultyOption:
    """One entry of the difficulty choice (same fields as the AI registry's StrategyInfo)."""

    name: str
    label: str
    description: str
    available: bool = True
    reason: str = ""


#: Used only when the AI registry cannot be imported (early development, broken install).
FALLBACK_OPTIONS = (
    DifficultyOption("easy", "Easy", "Plays a random legal card. Good for learning the rules."),
    DifficultyOption("medium", "Medium", "Plays sensibly: keeps its Sevens and Jacks for later."),
    DifficultyOption("hard", "Hard", "Remembers every card and looks ahead. Hard to beat."),
)


def load_difficulty_options(strategies: Sequence | None = None) -> list[DifficultyOption]:
    """Options for the menu: from ``strategies`` if given, else from the AI registry."""
    if strategies is None:
        try:
            from dirty7.ai.registry import available_strategies
        except Exception:  # registry not there yet or broken: offer the built-in three
            return list(FALLBACK_OPTIONS)
        try:
            strategies = available_strategies()
        except Exception:
            return list(FALLBACK_OPTIONS)
    options = []
    for info in strategies:
        if isinstance(info, DifficultyOption):
            options.append(info)
            continue
        options.append(
            DifficultyOption(
                name=str(info.name),
                label=str(getattr(info, "label", None) or info.name).strip(),
                description=str(getattr(info, "description", "") or ""),
                available=bool(getattr(info, "available", True)),
                reason=str(getattr(info, "reason", "") or ""),
            )
        )
    return options or list(FALLBACK_OPTIONS)


#: The fan on the menu: four Sevens and a Jack (rank, suit), 7C 7D JS 7H 7S.
FAN_CARDS = ((6, 0), (6, 1), (10, 3), (6, 2), (6, 3))


def prefetch_images() -> None:
    """Make the menu's images ahead (the app runs this in a thread while the window
    opens): the fan's faces and the buttons' and the panel's rounded rectangles. Each
    maker caches what it made; anything missed here is simply made when first drawn."""
    from dirty7.ui.widgets import button_style, selected_style

    for rank, suit in FAN_CARDS:
        face_texture(card_number(rank, suit))
    looks = [(theme.PANEL, theme.PANEL_BORDER, 20)]
    for style in (button_style(False)["normal"], button_style(True)["normal"],
                  selected_style()["normal"]):
        looks.append((style.bg, style.border, 12))
    for fill, border, radius in looks:
        theme.nine_patch_image(fill, border, radius)


def draw_title(text: arcade.Text, shadow: arcade.Text) -> None:
    """A title with a soft drop shadow (two draws of the same text)."""
    shadow.draw()
    text.draw()


def draw_ornament(cx: float, y: float, half_width: float) -> None:
    """A thin gold rule with a small diamond in the middle, under titles."""
    arcade.draw_line(cx - half_width, y, cx - 14, y, (*theme.GOLD, 200), 2)
    arcade.draw_line(cx + 14, y, cx + half_width, y, (*theme.GOLD, 200), 2)
    arcade.draw_polygon_filled(
        [(cx - 8, y), (cx, y + 8), (cx + 8, y), (cx, y - 8)], theme.GOLD
    )


class MenuView(ScaledView):
    """Title, decorative fan of cards, difficulty choice and the menu buttons.

    Keyboard: Up/Down (or Left/Right) move the focus along the difficulties (an
    available one is chosen at once; an unavailable one only shows why in the description
    line, as hovering it does), Enter does what the highlighted button says (Start, or
    Resume when a game is waiting), N starts a new game, R resumes, H opens How to play,
    Esc quits. ``difficulty`` holds the chosen strategy name. Resume is shown only after
    :meth:`set_resume_available` (the app asks the session whether a game is waiting);
    a new game over a waiting one is started only once the player confirms it. Problems
    with the player's files are shown once, on a notice at the top, when they arrive.
    """

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        strategies: Sequence | None = None,
        difficulty: str | None = None,
        on_start: Callable[[str], None] | None = None,
        on_how_to_play: Callable[[], None] | None = None,
        on_settings: Callable[[], None] | None = None,
        on_statistics: Callable[[], None] | None = None,
        on_quit: Callable[[], None] | None = None,
        strategies_later: Callable[[], Sequence] | None = None,
        on_resume: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(window)
        from dirty7.ui.notice import Notice

        self.notice = Notice()
        self.on_resume = on_resume
        self.resume_available = False
        self.options = load_difficulty_options(strategies)
        self._wanted = difficulty
        self._strategies_later = strategies_later
        self._frames_drawn = 0
        usable = [o.name for o in self.options if o.available]
        if difficulty in usable:
            self.difficulty = difficulty
        elif "medium" in usable:
            self.difficulty = "medium"
        else:
            self.difficulty = usable[0] if usable else self.options[0].name
        self.on_start = on_start
        self.on_how_to_play = on_how_to_play
        self.on_settings = on_settings
        self.on_statistics = on_statistics
        self.on_quit = on_quit
        self.focus = self.difficulty  # the difficulty the keyboard is on
        self.option_buttons: dict[str, OptionButton] = {}
        self.buttons: dict[str, TableButton] = {}
        self.confirm: ConfirmDialog | None = None
        self._build_ui()
        self._fan = arcade.SpriteList()
        self._title = arcade.Text(
            "Dirty Seven", 0, 0, theme.CREAM, theme.TITLE_SIZE,
            font_name=theme.TITLE_FONT, bold=True, anchor_x="center", anchor_y="baseline",
        )
        self._title_shadow = arcade.Text(
            "Dirty Seven", 0, 0, (0, 0, 0, 120), theme.TITLE_SIZE,
            font_name=theme.TITLE_FONT, bold=True, anchor_x="center", anchor_y="baseline",
        )
        self._tagline = arcade.Text(
            "A two-player shedding game with a sting", 0, 0, theme.TEXT_DIM,
            theme.BODY_SIZE, font_name=theme.BODY_FONT, anchor_x="center", anchor_y="baseline",
        )
        self._hint = arcade.Text(
            HINT_START, 0, 0,
            (*theme.TEXT_DIM, 170), theme.SMALL_SIZE, font_name=theme.BODY_FONT,
            anchor_x="center", anchor_y="baseline",
        )
        self._left_x = 0.0
        self._fan_y = 0.0

    # --- building ----------------------------------------------------------------------
    def _build_ui(self) -> None:
        panel = gui.UIBoxLayout(vertical=True, space_between=14, align="center")
        self.heading = gui.UILabel(
            "Difficulty", width=ROW_WIDTH, font_name=theme.BODY_FONT,
            font_size=theme.SMALL_SIZE + 1, text_color=theme.GOLD, bold=True, align="center",
        )
        panel.add(self.heading)
        self._option_row = gui.UIBoxLayout(vertical=False)
        self.description = gui.UILabel(
            "", width=ROW_WIDTH, height=52, multiline=True, font_name=theme.BODY_FONT,
            font_size=theme.SMALL_SIZE + 1, text_color=theme.TEXT, align="center",
        )
        self._fill_options()
        panel.add(self._option_row)
        panel.add(self.description)
        panel.add(gui.UISpace(height=4, width=10))

        entries = [
            ("resume", "Resume game", True, self.resume),
            ("start", "Start game", True, self.new_game),
            ("how_to_play", "How to play", False, self.how_to_play),
            ("settings", "Settings", False, self._call(lambda: self.on_settings)),
            ("statistics", "Statistics", False, self._call(lambda: self.on_statistics)),
            ("quit", "Quit", False, self.quit),
        ]
        hidden = {"settings": self.on_settings is None, "statistics": self.on_statistics is None,
                  "resume": self.on_resume is None}
        for key, text, primary, action in entries:
            if hidden.get(key):
                continue
            button = TableButton(
                text=text,
                primary=primary,
                width=300,
                height=58 if primary else 48,
                style=button_style(primary=True, size=theme.BUTTON_SIZE + 3) if primary else None,
            )
            button.on_click = _clicker(action)  # type: ignore[method-assign]
            self.buttons[key] = button
            panel.add(button)
        if "resume" in self.buttons:
            self.buttons["resume"].visible = None  # None: hidden and no room kept in the panel

        panel.with_padding(top=26, bottom=30, left=28, right=28)
        panel.with_background(texture=theme.nine_patch(theme.PANEL, theme.PANEL_BORDER, 20))
        self.panel = panel
        self.anchor = gui.UIAnchorLayout()
        self.anchor.add(panel, anchor_x="center", anchor_y="center", align_x=300)
        self.ui.add(self.anchor)
        self._refresh_selection()

    def _fill_options(self) -> None:
        """The difficulty row: one page of buttons, or all of them when they fit."""
        self._option_row.clear()
        self.pager = OptionPager(
            [(o.name, o.label) for o in self.options], width=ROW_WIDTH, height=46,
            font_size=OPTION_FONT_SIZE, make_button=self._option_button,
            min_width=OPTION_MIN_WIDTH, max_width=140,
        )
        self.pager.on_turn = self._refresh_heading
        self.option_buttons = self.pager.buttons
        self.pager.show(self.focus)
        self._refresh_heading()
        self._option_row.add(self.pager)

    def _option_button(self, name: str, text: str, width: float) -> OptionButton:
        option = self.option(name)
        button = OptionButton(text=text, value=name, width=width, height=46)
        button.disabled = option is None or not option.available
        button.on_click = self._make_select(name)  # type: ignore[method-assign]
        gui.bind(button, "hovered", self._refresh_description)
        return button

    def _refresh_heading(self) -> None:
        where = self.pager.page_text
        self.heading.text = f"Difficulty   ·   {where}" if where else "Difficulty"

    def set_options(self, strategies: Sequence) -> None:
        """Replace the difficulty choice (e.g. once the registry has been read)."""
        self.options = load_difficulty_options(strategies)
        usable = [o.name for o in self.options if o.available]
        if self._wanted in usable:
            self.difficulty = self._wanted
        elif self.difficulty not in usable:
            self.difficulty = "medium" if "medium" in usable else (usable or [""])[0]
        self.focus = self.difficulty
        self._fill_options()
        self._refresh_selection()

    def _make_select(self, name: str):
        def handler(_event=None) -> None:
            self.select(name)

        return handler

    def _call(self, getter: Callable[[], Callable[[], None] | None]) -> Callable[[], None]:
        def run() -> None:
            callback = getter()
            if callback is not None:
                callback()

        return run

    def on_layout(self, width: int, height: int) -> None:
        """Centre the two columns (art + title | panel) on the logical table."""
        self._left_x = width / 2 - 290
        mid = height / 2
        self._fan_y = mid + 96
        self._title.position = (self._left_x, mid - 120)
        self._title_shadow.position = (self._left_x + 3, mid - 124)
        self._tagline.position = (self._left_x, mid - 186)
        self._hint.position = (width / 2, 22)
        self._build_fan()

    def _build_fan(self) -> None:
        """Four Sevens and a Jack fanned like a hand: the game's cast."""
        self._fan.clear()
        cards = FAN_CARDS
        radius = 420.0
        pivot_y = self._fan_y - radius + 20
        for i, (rank, suit) in enumerate(cards):
            angle = (i - 2) * 11.0
            sprite = arcade.Sprite(face_texture(card_number(rank, suit)), scale=0.86)
            rad = math.radians(angle)
            sprite.position = (
                self._left_x + radius * math.sin(rad),
                pivot_y + radius * math.cos(rad),
            )
            sprite.angle = angle
            self._fan.append(sprite)

    # --- model -------------------------------------------------------------------------
    def _refresh_selection(self) -> None:
        for name, button in self.option_buttons.items():
            button.selected = name == self.difficulty
        self._refresh_description()

    @property
    def described(self) -> str:
        """The difficulty the description line is about: the one under the mouse, else the
        one the keyboard is on."""
        shown = self.pager.shown
        hovered = [name for name in shown if self.option_buttons[name].hovered]
        return hovered[0] if hovered else self.focus

    def _refresh_description(self) -> None:
        option = self.option(self.described)
        self.description.text = describe(option, self.pager.shortened.get(option.name, False)
                                         ) if option else ""

    def option(self, name: str) -> DifficultyOption | None:
        return next((o for o in self.options if o.name == name), None)

    def select(self, name: str) -> bool:
        """Choose a difficulty by strategy name; unavailable ones are refused."""
        option = self.option(name)
        if option is None or not option.available:
            return False
        self.difficulty = self.focus = name
        self.pager.show(name)
        self._refresh_selection()
        return True

    def move_selection(self, delta: int) -> None:
        """Move the keyboard focus to the next (``+1``) or previous (``-1``) difficulty,
        wrapping; an available one is chosen, an unavailable one only described."""
        names = [o.name for o in self.options]
        i = names.index(self.focus) if self.focus in names else 0
        self.focus = names[(i + delta) % len(names)]
        self.pager.show(self.focus)
        if not self.select(self.focus):
            self._refresh_description()

    def set_resume_available(self, available: bool) -> None:
        """Show or hide Resume; with Resume shown, Start is the quieter "New game"."""
        self.resume_available = available and self.on_resume is not None
        resume, start = self.buttons.get("resume"), self.buttons.get("start")
        if resume is None or start is None:
            return
        resume.visible = True if self.resume_available else None
        start.text = "New game" if self.resume_available else "Start game"
        start.style = (button_style() if self.resume_available
                       else button_style(primary=True, size=theme.BUTTON_SIZE + 3))
        start.trigger_full_render()
        self._hint.text = HINT_RESUME if self.resume_available else HINT_START

    def resume(self) -> None:
        if self.resume_available and self.on_resume is not None:
            self.on_resume()

    def new_game(self) -> None:
        """Start a game; over an unfinished one, only after the player confirms it."""
        if not self.resume_available:
            self.start()
        elif self.confirm is None:
            self.confirm = ConfirmDialog(
                NEW_GAME_TITLE, NEW_GAME_BODY, yes_text="New game", no_text="Cancel",
                on_yes=self._confirmed_new_game, on_no=self.close_confirm,
            )
            self.ui.add(self.confirm, layer=2)

    def close_confirm(self) -> None:
        """Close the new-game question, if it is open (nothing else changes)."""
        if self.confirm is not None:
            self.ui.remove(self.confirm)
            self.confirm = None
            self.ui.trigger_render()

    def _confirmed_new_game(self) -> None:
        self.close_confirm()
        self.start()

    def start(self) -> None:
        """Start a game at the chosen difficulty at once (see :meth:`new_game`)."""
        if self.on_start is not None:
            self.on_start(self.difficulty)
        elif hasattr(self.window, "start_game"):
            self.window.start_game(self.difficulty, None)

    def how_to_play(self) -> None:
        if self.on_how_to_play is not None:
            self.on_how_to_play()
        else:
            self.window.show_view(HowToPlayView(self.window, back_to=self))

    def quit(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        else:
            self.window.close()

    # --- events ------------------------------------------------------------------------
    def on_update(self, delta_time: float) -> None:
        """Read the strategy registry after the first frame, when asked to (fast start)."""
        later = self._strategies_later if self._frames_drawn else None
        if later is not None:
            self._strategies_later = None
            try:
                self.set_options(later())
            except Exception:  # noqa: BLE001 - keep the built-in choice
                pass
        self.notice.update(delta_time)
        super().on_update(delta_time)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if self.confirm is not None:  # the question takes every key while it is open
            self.confirm.on_key(symbol)
            return True
        if symbol in (key.UP, key.LEFT):
            self.move_selection(-1)
        elif symbol in (key.DOWN, key.RIGHT):
            self.move_selection(+1)
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.SPACE):
            if self.resume_available:  # Resume is the highlighted button then
                self.resume()
            else:
                self.start()
        elif symbol == key.N:
            self.new_game()
        elif symbol == key.R and self.resume_available:
            self.resume()
        elif symbol == key.H or symbol == key.F1:
            self.how_to_play()
        elif symbol == key.ESCAPE:
            self.quit()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    # --- drawing -----------------------------------------------------------------------
    def on_draw(self) -> None:
        super().on_draw()
        self._frames_drawn += 1

    def draw_scene(self) -> None:
        self._fan.draw()
        draw_title(self._title, self._title_shadow)
        x, y = self._title.position
        draw_ornament(x, y - 30, 160)
        self._tagline.draw()
        self._hint.draw()

    def draw_overlay(self) -> None:
        if self.confirm is not None:
            self.confirm.draw_focus()
        elif self.focus != self.difficulty and self.focus in self.pager.shown:
            draw_focus_ring(self.option_buttons[self.focus].rect)
        self.notice.draw(self.fit.width / 2, self.fit.height - 18)


def describe(option: DifficultyOption, shortened: bool = False) -> str:
    """The description line for ``option``: why it cannot be chosen when it is
    unavailable, and its full name when its button shows it shortened."""
    if not option.available:
        return f"{option.label} is unavailable: {option.reason or 'it cannot be loaded here'}."
    return f"{option.label}: {option.description}" if shortened else option.description


def _clicker(action: Callable[[], None]):
    def on_click(_event=None) -> None:
        action()

    return on_click


# --- How to play -----------------------------------------------------------------------
GOAL = "Be the first to play every card from your hand."
BASICS = (
    ("The deal", "Each player gets seven cards. One card is turned face up to start the "
     "waste pile; the rest is the stock. The first up-card has no special power."),
    ("Your turn", "Play one card that matches the top card of the waste: same rank or same "
     "suit. If none of your cards can be played, draw one card from the stock. Drawing "
     "ends your turn, and you can't play that card until your next turn."),
    ("Empty stock", "When the stock runs out, the waste (all but its top card) is turned "
     "over to become the new stock. It is not shuffled, so a good memory pays off."),
    ("Winning", "The game ends the moment a hand is empty, whatever the last card was."),
)
SPECIALS = (
    (2, "Three — play again",
     "Play one more card that matches the Three, or pass. You may always pass."),
    (0, "Ace — skip",
     "Your opponent loses a turn: you move again. Draw if you then can't play."),
    (6, "Seven — draw four",
     "Your opponent must answer with a Seven of any suit, or draw four cards."),
    (10, "Jack — wild",
     "Play it on anything except a Seven you have to answer, and name the next suit."),
)


class HowToPlayView(ScaledView):
    """The rules in plain words with pictures of the special cards; Back or Esc returns."""

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        back_to: arcade.View | None = None,
        on_back: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(window)
        self.back_to = back_to
        self.on_back = on_back
        self._texts: list[arcade.Text] = []
        self._cards = arcade.SpriteList()
        self._rules: list[tuple[float, float, float]] = []
        self.back_button = TableButton(text="Back", width=200, height=46)
        self.back_button.on_click = _clicker(self.back)  # type: ignore[method-assign]
        self._anchor = gui.UIAnchorLayout()
        self._anchor.add(self.back_button, anchor_x="center", anchor_y="bottom", align_y=18)
        self.ui.add(self._anchor)

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        elif self.back_to is not None:
            self.window.show_view(self.back_to)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.BACKSPACE):
            self.back()
            return True
        return super().on_key_press(symbol, modifiers)

    def _text(self, text: str, x: float, y: float, size: float, color, *, width=None,
              bold=False, font=theme.BODY_FONT, anchor_x="left", anchor_y="top") -> arcade.Text:
        t = arcade.Text(
            text, x, y, color, size, width=width, multiline=width is not None,
            font_name=font, bold=bold, anchor_x=anchor_x, anchor_y=anchor_y,
        )
        self._texts.append(t)
        return t

    def on_layout(self, width: int, height: int) -> None:
        """Title, goal, the two-column panel and Back, centred as one block.

        In a small window logical units shrink, so the text grows by up to 1.3 to stay
        readable — as far as the block still fits the table's height.
        """
        s = self.text_scale
        while True:
            block = self._lay_out(width, height, s)
            if block <= height - 24 or s <= 1.0:
                break
            s = max(1.0, s - 0.05)

    def _lay_out(self, width: int, height: int, s: float) -> float:
        """Place everything at text scale ``s``; returns the block's height."""
        self._texts.clear()
        self._cards.clear()
        self._rules.clear()
        cx = width / 2
        head = 140 * s  # title, ornament and goal above the panel
        left, right = cx - 570, cx + 30
        pad = 22 * s

        # Measure the columns first (at y = 0), then shift them under the title.
        y = -pad
        basics = []
        for heading, body in BASICS:
            h = self._text(heading, left, y, theme.BODY_SIZE * s, theme.GOLD, bold=True)
            t = self._text(body, left, y - 26 * s, (theme.SMALL_SIZE + 1) * s, theme.TEXT,
                           width=530)
            basics += [h, t]
            y -= 26 * s + t.content_height + 12 * s
        left_h = -y - 12 * s + pad
        card_scale = 0.52 * min(s, 1.15)
        card_h = 190 * card_scale
        y = -pad
        specials = []
        for rank, heading, body in SPECIALS:
            suit = (rank // 3 + 1) % 4  # a mix of suits, red and black
            sprite = arcade.Sprite(face_texture(card_number(rank, suit)), scale=card_scale)
            sprite.position = (right + 42, y - card_h / 2)
            self._cards.append(sprite)
            specials.append(self._text(heading, right + 98, y - 4 * s, theme.BODY_SIZE * s,
                                       theme.GOLD, bold=True))
            t = self._text(body, right + 98, y - 30 * s, (theme.SMALL_SIZE + 1) * s,
                           theme.TEXT, width=440)
            specials.append(t)
            y -= max(card_h, 30 * s + t.content_height) + 16 * s
        right_h = -y - 16 * s + pad
        panel_h = max(left_h, right_h)
        button_h, gap = 46 * s, 18 * s
        block = head + panel_h + gap + button_h
        top = height / 2 + block / 2
        panel_top = top - head
        for t in basics + specials:
            t.y += panel_top
        for sprite in self._cards:
            sprite.center_y += panel_top

        title = self._text("How to play", cx, top, (theme.HEADING_SIZE + 8) * s, theme.CREAM,
                           bold=True, font=theme.TITLE_FONT, anchor_x="center")
        self._ornament = (cx, top - title.content_height - 4 * s)
        self._text(GOAL, cx, top - title.content_height - 18 * s, theme.BODY_SIZE * s,
                   theme.GOLD, anchor_x="center")
        self._divider_x = cx
        self._panel = (left - 26, panel_top - panel_h, 1140 + 52, panel_h)
        self.back_button.style = button_style(size=round(theme.BUTTON_SIZE * s))
        self.back_button.resize(width=200 * s, height=button_h)
        self._anchor.clear()
        self._anchor.add(self.back_button, anchor_x="center", anchor_y="bottom",
                         align_y=top - block)
        return block

    def draw_scene(self) -> None:
        left, bottom, w, h = self._panel
        theme.draw_panel(left, bottom, w, h)
        mid = self._divider_x
        arcade.draw_line(mid, bottom + 22, mid, bottom + h - 22, (255, 255, 255, 36), 1)
        draw_ornament(self._ornament[0], self._ornament[1], 170)
        self._cards.draw()
        for text in self._texts:
            text.draw()
