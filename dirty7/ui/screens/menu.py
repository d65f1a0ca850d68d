"""The main menu: the difficulty choice and the way to every other screen.

Why callbacks: the menu only lets the player choose; what Start, How to play, Settings or
Statistics do belongs to the app (:mod:`dirty7.ui.app`), which wires them all (a callback
left ``None`` does nothing: tests pass the ones they check). Difficulty options come from
the AI registry when it is installed, or from the ``strategies`` argument (tests).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from dirty7.ai.strength import load_strength
from dirty7.i18n import _
from dirty7.store.stats import Stats, load_stats
from dirty7.ui.core import look, theme
from dirty7.ui.core.arcade_private import label_text
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.deal_entry import DealField, parse_deal_number
from dirty7.ui.core.difficulties import (
    DifficultyOption,
    describe,
    load_difficulty_options,
    preferred,
    strength_line,
)
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.scaling import HEADING_GROWTH, ScaledView, fit_text_scale
from dirty7.ui.widgets import menu_words as words
from dirty7.ui.widgets.buttons import OptionButton, TableButton, on_click
from dirty7.ui.widgets.card_fan import fan_sprites
from dirty7.ui.widgets.confirm import ConfirmDialog, draw_focus_ring
from dirty7.ui.widgets.menu_keys import MenuKeys
from dirty7.ui.widgets.menu_panel import (
    ARRANGEMENTS,
    PAD_X,
    WIDE,
    Entry,
    build_panel,
    labels_fit,
    least_tall_height,
    menu_texts,
    shrink_to,
    start_style,
)
from dirty7.ui.widgets.menu_questions import MenuQuestions
from dirty7.ui.widgets.menu_speech import MenuSpeech
from dirty7.ui.widgets.option_pager import OptionPager, text_width
from dirty7.ui.widgets.ornament import draw_ornament, draw_title
from dirty7.ui.widgets.version_footer import VersionFooter

log = logging.getLogger("dirty7.ui")

#: Narrower than this, a difficulty button could not show a word: the row pages instead.
OPTION_MIN_WIDTH = 110
#: The panel's centre right of the table's, the felt kept beside it and above/below it.
PANEL_X, PANEL_MARGIN, PANEL_MARGIN_Y = 300, 40, 20
#: Set across the table, the panel leaves the title this much room above it and the
#: keyboard hint this much below it.
TITLE_ROOM, HINT_ROOM, WIDE_MARGIN = 130, 48, 20
#: The difficulty buttons' label size; never shrunk (long labels get an ellipsis).
OPTION_FONT_SIZE = theme.BUTTON_SIZE


class MenuView(MenuQuestions, ScaledView):
    """Title, decorative fan of cards, difficulty choice and the menu buttons.

    Keyboard: Up/Down (Left/Right) move the focus along the difficulties (an available
    one is chosen; an unavailable one says why), Enter does what the highlighted button
    says, Tab and Shift+Tab move a ring along the buttons (Enter presses the ringed one),
    N new game, R resume, H How to play, S speech on or off (then [ ] its rate, B brief
    or everything), Esc quits (asking over a waiting game).
    Resume shows after :meth:`set_resume_available` (or from the start: ``resume_available``,
    the panel then built once); a new game over a waiting one starts
    once the player confirms it. File problems show once, on a notice at the top.
    """

    #: The Deal number field of the panel built last (each build makes one).
    deal_input: DealField

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
        ways_to_play: Sequence[tuple[str, str, Callable[[], None]]] = (),
        settings: LiveSettings | None = None,
        on_choose: Callable[[str], None] | None = None,
        resume_available: bool = False,
    ) -> None:
        super().__init__(window)
        from dirty7.ui.widgets.notice import Notice

        self.notice = Notice()
        self.on_resume = on_resume
        # Known before the panel is built, it is built once with Resume: shown after, it
        # was built again before the first frame (a whole panel, tens of milliseconds).
        self.resume_available = self._offers_resume(resume_available)
        self.options = load_difficulty_options(strategies)
        self._strength = load_strength()
        self._records = Stats()  # the player's own record, read each time the menu shows
        self._wanted = difficulty
        self._strategies_later = strategies_later
        self._frames_drawn = 0
        usable = [o.name for o in self.options if o.available]
        self.difficulty = (difficulty if difficulty in usable
                           else preferred(usable) or self.options[0].name)
        self.on_start = on_start
        self.on_how_to_play = on_how_to_play
        self.on_settings = on_settings
        self.on_statistics = on_statistics
        self.on_quit = on_quit
        #: Hears each difficulty the player picks (the app keeps it as their setting).
        self.on_choose = on_choose
        #: More ways to play than a new game (key, label, action): the deal of the day, a
        #: friend, a challenge, the lessons; each shown under Start, in this order.
        self.ways_to_play = list(ways_to_play)
        self.focus = self.difficulty  # the difficulty the keyboard is on
        self.option_buttons: dict[str, OptionButton] = {}
        self.buttons: dict[str, TableButton] = {}
        self.confirm: ConfirmDialog | None = None
        self._k, self._compact = 1.0, self._first_arrangement(1.0)  # set by on_layout
        self._build_ui()
        self._fan: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._title, self._title_shadow, self._tagline, self._hint = menu_texts(
            _(words.HINT_RESUME if self.resume_available else words.HINT_START))
        self._left_x = self._fan_y = 0.0
        if self.resume_available:
            self._show_resume()
        self.footer = VersionFooter()  # the version, bottom left
        self.speech = MenuSpeech(self, settings)  # S turns speech on; the focus is said
        self.keys = MenuKeys(self)  # the arrows on the difficulties, Tab along the buttons

    # --- building ----------------------------------------------------------------------
    def _build_ui(self) -> None:
        """The panel at the scale and arrangement of :meth:`_build_at` (its colours follow
        the look), its Deal number kept."""
        typed = self.deal_input.text if hasattr(self, "deal_input") else ""
        built = build_panel(self._k, self._entries(), arrangement=self._compact,
                            resume=self.resume_available, room=self._room(),
            descriptions=[
            describe(o, True) for o in self.options], strengths=[
            strength_line(o.name, self._strength) for o in self.options])
        self._built: tuple[float, int, bool] | None = (self._k, self._compact,
                                                       self.resume_available)
        self.heading, self._option_row = built.heading, built.option_row
        self.description, self.strength = built.description, built.strength
        self.deal_input, self.buttons = built.deal_input, built.buttons
        self.deal_input.text = typed
        self._row_width, self.panel = built.row_width, built.panel
        self._fill_options()
        self.buttons["resume"].visible = None  # None: hidden and no room kept in the panel
        self.anchor = gui.UIAnchorLayout()
        if self.wide:
            self.anchor.add(self.panel, anchor_x="center", anchor_y="bottom",
                            align_y=HINT_ROOM)
        else:
            self.anchor.add(self.panel, anchor_x="center", anchor_y="center",
                            align_x=PANEL_X)
        self.ui.add(self.anchor)
        self._refresh_selection()

    def _entries(self) -> list[Entry]:
        return [("resume", _("Resume game"), True, self.resume),
                ("start", _("Start game"), True, self.new_game),
                *[(key, label, False, lambda act=action: self._run(act))
                  for key, label, action in self.ways_to_play],
                ("how_to_play", _("How to play"), False, self.how_to_play),
                ("settings", _("Settings"), False, lambda: self._run(self.on_settings)),
                ("statistics", _("Statistics"), False, lambda: self._run(self.on_statistics)),
                ("quit", _("Quit"), False, self.quit)]

    def _first_arrangement(self, k: float) -> int:
        """The first arrangement worth building at scale ``k`` (see :meth:`_may_fit`)."""
        return next(a for a in range(len(ARRANGEMENTS)) if self._may_fit(k, a))

    def _may_fit(self, k: float, arrangement: int) -> bool:
        """False where ``arrangement`` surely does not fit, known without building it: the
        tall one higher than the table, or a button too narrow for its label. The last
        arrangement is always worth building (the menu has to show something)."""
        if arrangement == len(ARRANGEMENTS) - 1:
            return True
        entries, resume = self._entries(), self.resume_available
        if arrangement == 0 and least_tall_height(k, entries, resume) > \
                self.fit.height - 2 * PANEL_MARGIN_Y:
            return False
        return labels_fit(k, entries, arrangement=arrangement, room=self._room(arrangement),
                          resume=resume)

    @property
    def wide(self) -> bool:
        """Whether the panel spans the table, the title above it (the largest text)."""
        return self._compact >= WIDE

    def _room(self, arrangement: int | None = None) -> float:
        """How wide the panel's rows may be in ``arrangement`` (the one built when None):
        its half of the table (or, wide, the whole table), less its padding."""
        if (self._compact if arrangement is None else arrangement) >= WIDE:
            return self.fit.width - 2 * WIDE_MARGIN - 2 * PAD_X
        return self.fit.width / 2 - PANEL_MARGIN - 2 * PAD_X

    @staticmethod
    def _run(callback: Callable[[], None] | None) -> None:
        if callback is not None:
            callback()

    def rebuild_look(self) -> None:
        """Build the panel again for a changed look when next shown (see on_layout)."""
        self._laid_out_for, self._built = None, None

    def _build_at(self, k: float, arrangement: int) -> None:
        """The panel at text scale ``k`` in ``arrangement`` (Resume and the focus kept),
        laid out."""
        if (k, arrangement, self.resume_available) != self._built:
            self._k, self._compact = k, arrangement
            self.ui.remove(self.anchor)
            self._build_ui()
            self._show_resume()
        self.ui.execute_layout()

    def _fill_options(self) -> None:
        """The difficulty row: one page of buttons, or all of them when they fit."""
        self._option_row.clear()
        k = self._k
        self.pager = OptionPager(
            [(o.name, o.label) for o in self.options], width=self._row_width, height=46 * k,
            font_size=round(OPTION_FONT_SIZE * k), make_button=self._option_button,
            min_width=OPTION_MIN_WIDTH * k, max_width=140 * k, gap=6 * k)  # "Matched" fits
        self.pager.on_turn = self._refresh_heading
        self.option_buttons = self.pager.buttons
        self.pager.show(self.focus)
        self._refresh_heading()
        self._option_row.add(self.pager)

    def _option_button(self, name: str, text: str, width: float) -> OptionButton:
        option = self.option(name)
        button = OptionButton(text=text, value=name, width=width, height=46 * self._k,
                              size=round(OPTION_FONT_SIZE * self._k))
        button.disabled = option is None or not option.available
        on_click(button, lambda: self.select(name))
        gui.bind(button, "hovered", self._refresh_description)
        return button

    def _refresh_heading(self) -> None:
        """The heading names the page of difficulties where that fits its box, measured
        in the heading's own (bold) font: a page number measured in the regular font ran
        past the box and widened the whole panel, past the table."""
        where = self.pager.page_text
        full = _("Difficulty   ·   {page}").format(page=where) if where else ""
        shown = label_text(self.heading)
        fits = bool(full) and text_width(full, shown.font_size, bool(shown.bold)) <= \
            self.heading.width
        self.heading.text = full if fits else _("Difficulty")

    def set_options(self, strategies: Sequence) -> None:
        """Replace the difficulty choice (e.g. once the registry has been read)."""
        self.options = load_difficulty_options(strategies)
        usable = [o.name for o in self.options if o.available]
        if self._wanted in usable:
            self.difficulty = self._wanted
        elif self.difficulty not in usable:
            self.difficulty = preferred(usable)
        self.focus = self.difficulty
        self._built = None  # built again, not only laid out: the row and boxes hold them
        self.on_layout(self.fit.width, self.fit.height)

    def on_layout(self, width: int, height: int) -> None:
        """Centre the two columns (art + title | panel) on the logical table.

        The panel's text grows by :attr:`text_scale` as far as the panel still fits its
        half of the table and the height: its buttons one under another while they fit,
        else two by two (what lets 150 % text grow in a 16:9 window).
        """
        # the title grows with the text size, as far as a heading does
        title_k = min(HEADING_GROWTH, look.current().text_factor)
        self._title.font_size = self._title_shadow.font_size = theme.TITLE_SIZE * title_k

        def fits() -> bool:
            room_x = width - 2 * WIDE_MARGIN if self.wide else width / 2 - PANEL_MARGIN
            room_y = height - 2 * PANEL_MARGIN_Y - (TITLE_ROOM * title_k + HINT_ROOM
                                                      if self.wide else 0)
            return (self.panel.rect.width <= room_x
                    and self.panel.rect.height <= room_y
                    and all(label_text(b.ui_label).content_width <= b.rect.width - 8
                            for b in self.buttons.values() if b.visible))

        def build(k: float) -> None:
            for arrangement in range(len(ARRANGEMENTS)):
                if not self._may_fit(k, arrangement):
                    continue  # not built to see
                self._build_at(k, arrangement)
                if fits():
                    break

        k = fit_text_scale(self.text_scale, build, fits, remember=(type(self), width, height))
        self._hint.font_size = theme.SMALL_SIZE * (k if self.wide else min(k, 1.2))
        self._left_x = width / 2 - 290
        if self.wide:  # the title over the panel, the hint under it, across the table
            self._left_x = width / 2
            top = height - PANEL_MARGIN_Y - 64 * title_k
            self._title.position = (self._left_x, top)
            self._title_shadow.position = (self._left_x + 3, top - 4)
            self._hint.position = (self._left_x, 18)
            self._hint_size = self._hint.font_size
            self._fit_hint()
            self._tagline.visible = False  # the panel is where it would be
            self._fan.clear()
            return
        self._tagline.visible = True
        shrink_to(self._tagline, theme.BODY_SIZE * min(k, 1.3),  # clear of the panel
                  2 * (width / 2 + PANEL_X - self.panel.rect.width / 2 - 12 - self._left_x))
        mid = height / 2
        self._fan_y = mid + 96
        self._title.position = (self._left_x, mid - 120)
        self._title_shadow.position = (self._left_x + 3, mid - 124)
        self._tagline.position = (self._left_x, mid - 186)
        self._hint.position = (self._left_x, 22)  # under the art: the panel may reach the foot
        self._hint_size = self._hint.font_size
        self._fit_hint()
        self._build_fan()

    def _build_fan(self) -> None:
        """Four Sevens and a Jack fanned like a hand: the game's cast."""
        self._fan.clear()
        self._fan.extend(fan_sprites(self._left_x, self._fan_y))

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
        record = self._records.for_difficulty(option.name) if option else None
        self.strength.text = strength_line(option.name, self._strength, record) if option \
            else ""

    def on_show_view(self) -> None:
        """The player's record may have grown since the menu was last shown."""
        super().on_show_view()
        self._records = load_stats()[0]
        self._refresh_description()
        self.speech.shown()

    def option(self, name: str) -> DifficultyOption | None:
        return next((o for o in self.options if o.name == name), None)

    def select(self, name: str) -> bool:
        """Choose a difficulty by strategy name; unavailable ones are refused."""
        option = self.option(name)
        if option is None or not option.available:
            return False
        changed = name != self.difficulty
        self.difficulty = self.focus = self._wanted = name
        self.pager.show(name)
        self._refresh_selection()
        if changed and self.on_choose is not None:
            self.on_choose(name)
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
        """Show or hide Resume (Start is then the quieter "New game"), laid out again."""
        shown = self._offers_resume(available)
        if shown != self.resume_available:
            self.resume_available = shown
            self._show_resume()
            if self._laid_out_for is not None:
                self.on_layout(self.fit.width, self.fit.height)

    def _offers_resume(self, available: bool) -> bool:
        """Whether Resume shows for a game that is ``available``: only with a way to resume."""
        return available and self.on_resume is not None

    def _show_resume(self) -> None:
        resume, start = self.buttons["resume"], self.buttons["start"]
        resume.visible = True if self.resume_available else None
        start.style = start_style(self._k, quiet=self.resume_available)  # then its words
        start.text = _("New game") if self.resume_available else _("Start game")
        start.trigger_full_render()
        self._hint.text = _(words.HINT_RESUME if self.resume_available else words.HINT_START)
        if self._laid_out_for is not None:  # else the first layout fits it: fitted before,
            self._fit_hint()  # to no art column yet, it shrank a size at a time for nothing

    def _fit_hint(self) -> None:
        """The footer hint within the art's column (the panel starts past 640)."""
        room = (self.fit.width - 2 * PANEL_MARGIN if self.wide
                else 2 * max(60.0, min(self._left_x - 8, 260)))
        shrink_to(self._hint, getattr(self, "_hint_size", self._hint.font_size), room)

    def resume(self) -> None:
        if self.resume_available and self.on_resume is not None:
            self.on_resume()

    def new_game(self) -> None:
        """Start a game; over an unfinished one, only after the player confirms it."""
        self.ask_new_game(self.start)

    @property
    def deal_number(self) -> int | None:
        """The deal typed under "Deal number" (None: empty, a random sealed deal).

        ValueError, saying what a deal number is, for anything else.
        """
        return parse_deal_number(self.deal_input.text)

    def start(self) -> None:
        """Start a game at the chosen difficulty at once (see :meth:`new_game`)."""
        try:
            parse_deal_number(self.deal_input.text)
        except ValueError as exc:
            self.notice.show(str(exc))
            return
        if self.on_start is not None:
            self.on_start(self.difficulty)
        elif hasattr(self.window, "start_game"):
            self.window.start_game(self.difficulty, self.deal_number)

    def how_to_play(self) -> None:
        if self.on_how_to_play is not None:
            self.on_how_to_play()

    def quit(self) -> None:
        (self.on_quit or self.window.close)()

    # --- events ------------------------------------------------------------------------
    def on_update(self, delta_time: float) -> None:
        """Read the strategy registry after the first frame, when asked to (fast start)."""
        later = self._strategies_later if self._frames_drawn else None
        if later is not None:
            self._strategies_later = None
            try:
                self.set_options(later())
            except Exception:  # noqa: BLE001 - a broken plugin must not stop the menu
                log.warning("the strategy registry could not be read; keeping the built-in "
                            "difficulties", exc_info=True)
        self.notice.update(delta_time)
        super().on_update(delta_time)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """The menu's keys (:class:`~dirty7.ui.widgets.menu_keys.MenuKeys`), else the view's."""
        if self.keys.on_key(symbol, modifiers):
            return True
        return super().on_key_press(symbol, modifiers)

    # --- drawing -----------------------------------------------------------------------
    def on_draw(self) -> None:
        super().on_draw()
        self._frames_drawn += 1

    def draw_scene(self) -> None:
        self._fan.draw()
        draw_title(self._title, self._title_shadow)
        x, y = self._title.x, self._title.y
        draw_ornament(x, y - 30, 160)
        if self._tagline.visible:
            self._tagline.draw()
        self._hint.draw()
        self.footer.draw()

    def draw_overlay(self) -> None:
        if self.confirm is not None:
            self.confirm.draw_focus()
        elif self.keys.draw_focus():
            pass  # the Tab ring is on a button
        elif self.focus != self.difficulty and self.focus in self.pager.shown:
            draw_focus_ring(self.option_buttons[self.focus].rect)
        self.notice.draw(self.fit.width / 2, self.fit.height - 18)


