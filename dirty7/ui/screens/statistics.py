"""The Statistics screen: numbers per difficulty, a win-rate chart and the last 20 games;
and, under its Achievements button (or ``A``), the quiet milestones reached, dated.

Why both a table and charts: the bars and the strip of results answer "am I getting better?"
at a glance; the table is there for the player who wants the exact figures. The numbers are
read from ``stats.json`` when the view is made; a damaged file is shown as a warning (the
loader moves it aside and starts afresh), never as a crash.

Reset asks first, in a panel over the screen, because it cannot be undone. The numbers are
one rule set's (``rules``; R steps on), named in the title unless it is Dirty Seven.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from dirty7.i18n import N_, _, format_number, ngettext
from dirty7.store.stats import DifficultyStats, load_stats, reset_stats
from dirty7.store.storage import Store
from dirty7.ui.core import look, theme
from dirty7.ui.core.arcade_private import box_gap, set_box_gap
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.card_sprites import back_texture
from dirty7.ui.core.difficulties import load_difficulty_options
from dirty7.ui.core.layout import Box
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.widgets.achievement_list import TITLE, draw_medals, layout_achievements
from dirty7.ui.widgets.banner import MessageBanner, unseen_messages
from dirty7.ui.widgets.buttons import (
    TableButton,
    button_style,
    danger_style,
    on_click,
    resize_button,
)
from dirty7.ui.widgets.chart import Bar, ResultsStrip, WinRateChart
from dirty7.ui.widgets.confirm import ConfirmDialog
from dirty7.ui.widgets.friends_table import layout_friends
from dirty7.ui.widgets.levels_table import layout_levels_table
from dirty7.ui.widgets.option_pager import text_width
from dirty7.ui.widgets.ornament import draw_ornament
from dirty7.ui.widgets.recent_words import recent_heading, recent_summary
from dirty7.ui.widgets.statistics_buttons import button_row
from dirty7.ui.widgets.stats_cells import METRICS, Column, clash, format_metric
from dirty7.ui.widgets.stats_rules import RULES_ORDER, next_rules, rules_order, rules_title

__all__ = ["CONFIRM_QUESTION", "CONFIRM_WARNING", "EMPTY_TEXT", "METRICS", "RULES_ORDER",
           "StatisticsView", "danger_style", "format_metric"]

EMPTY_TEXT = N_("No games yet — play one!")
CONFIRM_QUESTION = N_("Reset all statistics?")
CONFIRM_WARNING = N_("This cannot be undone.")
ALL = "all"  # the column key of the totals

class StatisticsView(ScaledView):
    """Statistics per difficulty with charts; Back returns to ``back_to`` (menu or results).

    ``stats`` is what is shown; ``message`` a load warning or reset error shown in a banner.
    """

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        back_to: arcade.View | None = None,
        on_back: Callable[[], None] | None = None,
        strategies: Sequence | None = None,
        store: Store | None = None,
        settings: LiveSettings | None = None,
        on_play: Callable[[str], None] | None = None,
        rules: str = RULES_ORDER[0],
    ) -> None:
        super().__init__(window)
        self.rules = rules  # the rule set counted (see RULES_ORDER)
        #: Start a game at a level from the empty state (the app asks first over a
        #: waiting game); without it, the window's ``start_game`` when it has one.
        self.on_play = on_play
        #: The app's settings (the default level to play, the card back shown when empty).
        self.settings = settings if settings is not None else LiveSettings(persist=False)
        self.back_to = back_to
        self.on_back = on_back
        self.store = store
        self.all_stats, _warning = load_stats(store)  # a warning is queued in the store
        self.stats = self.all_stats.of_rules(rules)
        self.message = unseen_messages(store)
        self.options = load_difficulty_options(strategies)
        self.columns: list[Column] = []
        self.cells: dict[tuple[str, str], arcade.Text] = {}
        self.chart = WinRateChart()
        self.strip = ResultsStrip()
        self.confirming = False
        #: The achievements are shown in the panel instead of the numbers.
        self.showing_achievements = False
        self._medals: list = []
        self._texts: list[arcade.Text] = []
        self._panel = Box(0, 0, 0, 0)
        self._stripes: list[Box] = []
        self.oldest_label: arcade.Text | None = None  # under the strip's first chip
        self.latest_label: arcade.Text | None = None  # under the newest game's chip
        self._divider = 0.0
        self._table_rows: tuple[float, float] | None = None  # the table's, when shown
        self._fan: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.text_k = 1.0  # the scale of the panel's texts (see on_layout)
        #: The numbers on two pages ("table" or "chart" shown) where the table and the
        #: chart side by side would not fit the player's text size; None: side by side.
        self.numbers_page: str | None = None
        #: The page the player turned to (kept when the window is laid out again).
        self._chosen_page = "table"
        #: How far the table's left edge reaches into the chart's half (larger text,
        #: more levels); set with the table.
        self._table_shift = 0.0
        #: The Friends page instead of the levels' (first when only friends were played).
        self.showing_friends = bool(self.stats.by_friend) and not self._level_games
        self._build_ui()
        self._refresh_model()
        title = rules_title(rules, self.settings.value.custom_rules)
        self._title = arcade.Text(title, 0, 0, theme.CREAM, theme.HEADING_SIZE + 8,
                                  font_name=theme.TITLE_FONT, bold=True, anchor_x="center",
                                  anchor_y="top")
        self._ornament = (0.0, 0.0)

    # --- model -------------------------------------------------------------------------
    def next_rules(self) -> None:
        """R: the numbers of the next rule set."""
        self.rules = next_rules(self.rules, rules_order(self.all_stats.by_rules,
                                                        self.settings.rules))
        self.stats = self.all_stats.of_rules(self.rules)
        self._title.text = rules_title(self.rules, self.settings.value.custom_rules)
        self._refresh_model()
        self.on_layout(self.fit.width, self.fit.height)

    @property
    def is_empty(self) -> bool:
        """True before the first counted game (the intentional empty state is shown)."""
        return not self._level_games and not self.stats.by_friend

    @property
    def _level_games(self) -> bool:
        return self.stats.totals().games > 0 or bool(self.stats.recent)

    def toggle_friends(self) -> None:
        """Friends (F): the page of games against friends, or back to the levels'."""
        if self.stats.by_friend:
            self.showing_friends = not self.showing_friends
            if self.showing_friends:  # one page in the panel at a time
                self.showing_achievements = False
                self.achievements_button.text = _(TITLE)
            self._refresh_model()
            self.on_layout(self.fit.width, self.fit.height)

    def _refresh_model(self) -> None:
        known = [Column(o.name, o.label) for o in self.options]
        names = {c.name for c in known}
        extra = [Column(name, name.replace("_", " ").title())
                 for name in sorted(self.stats.by_difficulty) if name not in names]
        columns = known + extra
        if len(columns) > 4:  # keep the table readable: the ones actually played first
            played = [c for c in columns if self.stats.for_difficulty(c.name).games]
            columns = (played or columns)[:4]
        self.columns = columns
        self._refresh_buttons()
        self.banner.show(self.message)

    def _refresh_buttons(self) -> None:
        wanted = button_row(self)
        if list(self.buttons.children) != wanted:
            self.buttons.clear()
            for button in wanted:
                self.buttons.add(button)

    @property
    def _numbers_shown(self) -> bool:
        """The levels' numbers are in the panel (not the empty state or another page)."""
        return not (self.is_empty or self.showing_achievements or self.showing_friends)

    def turn_page(self) -> None:
        """C or the page button: the chart's page or the table's, when they are two."""
        if self.numbers_page is not None and self._numbers_shown:
            self._chosen_page = "chart" if self.numbers_page == "table" else "table"
            self.on_layout(self.fit.width, self.fit.height)

    def part(self, name: str) -> DifficultyStats:
        """Totals of one column (``"all"`` for every difficulty together)."""
        return self.stats.totals() if name == ALL else self.stats.for_difficulty(name)

    # --- building ----------------------------------------------------------------------
    def _build_ui(self) -> None:
        self.back_button = TableButton(text=_("Back"), width=200, height=46)
        on_click(self.back_button, self.back)
        self.reset_button = TableButton(text=_("Reset statistics"), width=220, height=46,
                                        style=danger_style())
        on_click(self.reset_button, self.ask_reset)
        self.play_button = TableButton(
            text=_("Play a game"), width=220, height=46, style=button_style(primary=True)
        )
        on_click(self.play_button, self.play)
        self.achievements_button = TableButton(text=_(TITLE), width=200, height=46)
        on_click(self.achievements_button, self.toggle_achievements)
        self.friends_button = TableButton(text=_("Friends"), width=200, height=46)
        on_click(self.friends_button, self.toggle_friends)
        self.page_button = TableButton(text=_("Chart"), width=200, height=46)
        on_click(self.page_button, self.turn_page)
        buttons = gui.UIBoxLayout(vertical=False, space_between=20)
        self.buttons = buttons
        self.banner = MessageBanner(820)
        self.footer = gui.UIAnchorLayout()  # placed in on_layout
        self.ui.add(self.footer)
        # A problem with the file overlays the panel's lower part: it only comes with an
        # empty (or just cleared) table, where that part is free.
        banner_layer = gui.UIAnchorLayout()
        banner_layer.add(self.banner, anchor_x="center", anchor_y="center", align_y=-178)
        self.ui.add(banner_layer, layer=1)

        self.modal = ConfirmDialog(
            _(CONFIRM_QUESTION), _(CONFIRM_WARNING), yes_text=_("Yes"), no_text=_("Cancel"),
            on_yes=self.confirm_reset, on_no=self.cancel_reset, yes_style=danger_style(),
            button_width=170)
        self.confirm_title, self.confirm_body = self.modal.title, self.modal.body
        self.cancel_button, self.yes_button = self.modal.no_button, self.modal.yes_button

    def toggle_achievements(self) -> None:
        """The milestones in the panel instead of the numbers, or the numbers again."""
        if self.is_empty:
            return
        self.showing_achievements = not self.showing_achievements
        self.achievements_button.text = _("Numbers") if self.showing_achievements \
            else _(TITLE)
        if self.showing_achievements and self.showing_friends:
            self.showing_friends = False
            self._refresh_model()
        self.on_layout(self.fit.width, self.fit.height)

    # --- reset -------------------------------------------------------------------------
    def ask_reset(self) -> None:
        """Open the confirmation panel (nothing is cleared yet)."""
        if self.confirming or self.is_empty:
            return
        self.confirming = True
        self.ui.add(self.modal, layer=1)
        self.ui.trigger_render()

    def cancel_reset(self) -> None:
        """Close the confirmation panel and keep everything."""
        if self.confirming:
            self.confirming = False
            self.ui.remove(self.modal)
            self.ui.trigger_render()

    def confirm_reset(self) -> None:
        """Clear the statistics and their file; a save problem is shown in the banner."""
        if not self.confirming:
            return
        self.cancel_reset()
        self.all_stats, error = reset_stats(self.all_stats, self.store)
        self.stats = self.all_stats.of_rules(self.rules)
        unseen_messages(self.store)  # shown here: not again elsewhere
        self.message = error
        self._refresh_model()
        self.on_layout(self.fit.width, self.fit.height)

    # --- navigation --------------------------------------------------------------------
    def play(self) -> None:
        """From the empty state: start a game at the default difficulty."""
        if self.on_play is not None:
            self.on_play(self.settings.value.difficulty)
        else:
            self.window.start_game(self.settings.value.difficulty, None)

    def back(self) -> None:
        """Return to where the player came from (the menu when nothing was given)."""
        if self.on_back is not None:
            self.on_back()
        elif self.back_to is not None:
            self.window.show_view(self.back_to)
        elif hasattr(self.window, "show_menu"):
            self.window.show_menu()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.confirming:  # the question takes every key while it is open
            self.modal.on_key(symbol)
            return True
        if symbol in (arcade.key.ESCAPE, arcade.key.BACKSPACE):
            self.back()
            return True
        if symbol == arcade.key.A:
            self.toggle_achievements()
            return True
        if symbol == arcade.key.F:
            self.toggle_friends()
            return True
        if symbol in (arcade.key.C, arcade.key.R):
            (self.turn_page if symbol == arcade.key.C else self.next_rules)()
            return True
        return super().on_key_press(symbol, modifiers)

    # --- layout ------------------------------------------------------------------------
    def _text(self, text: str, x: float, y: float, size: float, color, *, bold: bool = False,
              font=theme.BODY_FONT, anchor_x: str = "left",
              anchor_y: str = "baseline") -> arcade.Text:
        t = arcade.Text(text, x, y, theme.panel_text(color), size * self.text_k,
                        font_name=font, bold=bold, anchor_x=anchor_x, anchor_y=anchor_y)
        self._texts.append(t)
        return t

    def on_layout(self, width: int, height: int) -> None:
        """The panel at the player's text scale, or the largest smaller one at which its
        texts stay inside the panel and clear of one another; the table and the chart on
        pages of their own where side by side they would not hold the player's size."""
        def fit() -> float:
            return fit_text_scale(self.text_scale, lambda k: self._layout_at(width, height, k),
                                  self._texts_fit,
                                  remember=(type(self), width, height, self.numbers_page))

        self.numbers_page = None
        self._refresh_buttons()  # the row is measured too: as it will stand, each time
        self.text_k = fit()
        shrunk = self.text_k < look.current().text_factor or not self._texts_fit()
        if shrunk and self._numbers_shown:  # (a long language's table needs the room too)
            self.numbers_page = self._chosen_page
            self._refresh_buttons()
            self.text_k = fit()
        self._refresh_model()

    def _texts_fit(self) -> bool:
        p = self._panel
        chart = self._numbers_shown and self.numbers_page != "table"
        texts = self._texts + (self.chart.texts if chart else [])
        boxes = [(t.left, t.bottom, t.right, t.top) for t in texts if t.text]
        inside = all(p.left <= a and c <= p.right and p.bottom <= b and d <= p.top
                     for a, b, c, d in boxes)
        shown = list(self.buttons.children)  # the row of buttons across the window too
        across = sum(b.width for b in shown) + box_gap(self.buttons) * (len(shown) - 1)
        return inside and not any(clash(a, b) for a, b in combinations(boxes, 2)) and \
            across <= self.fit.width - 40

    def _layout_at(self, width: float, height: float, k: float) -> None:
        self.text_k = k
        cx, mid = width / 2, height / 2
        spare = max(0.0, (height - 720) / 2)  # a taller table: title up, buttons down
        top = mid + 360 + spare * 0.4
        heading_k = self.heading_scale(k)
        self._title.font_size = (theme.HEADING_SIZE + 8) * heading_k
        self._title.position = (cx, top - 18)
        self._ornament = (cx, top - 18 - 60 * heading_k)
        self._size_buttons(k)
        self.footer.clear()
        self.footer.add(self.buttons, anchor_x="center", anchor_y="center",
                        align_y=-312 - spare * 0.3)
        self._texts = []
        self.cells = {}
        self._stripes = []
        self.oldest_label = self.latest_label = None
        self._fan.clear()
        self._medals = []
        self._panel = Box(cx - 575, mid - 262, 1150, 512)
        if self.is_empty:
            self._panel = Box(cx - 520, mid - 226, 1040, 440)
            self._layout_empty(cx, mid)
        elif self.showing_achievements:
            self._medals = layout_achievements(self._panel, self.stats.achievements, k,
                                               self._text)
        elif self.showing_friends:
            self._stripes = layout_friends(self._panel, self.stats.friends(), self._text,
                                           self.text_k)
        else:
            self._table_rows = None
            if self.numbers_page != "chart":
                self._layout_table(cx)  # first: it says how much room the chart has
            if self.numbers_page != "table":
                self._layout_chart()
            self._layout_recent()

    def _size_buttons(self, k: float) -> None:
        """The buttons' words at the text scale ``k``, each button as wide as they need."""
        for button, least in ((self.back_button, 200), (self.reset_button, 220),
                              (self.play_button, 220), (self.achievements_button, 200),
                              (self.friends_button, 200), (self.page_button, 200)):
            size = theme.BUTTON_SIZE * k
            resize_button(button, max(least * min(k, 1.15), text_width(button.text, size)
                                      + 40 * k), 46 * k, size,
                          primary=button is self.play_button,
                          danger=button is self.reset_button)
        set_box_gap(self.buttons, round(20 * k))

    def _layout_empty(self, cx: float, mid: float) -> None:
        texture = back_texture(self.settings.value.card_back)
        for i, angle in enumerate((-14, 0, 14)):
            sprite = arcade.Sprite(texture, scale=0.8)
            sprite.position = (cx + (i - 1) * 58, mid + 72 - abs(i - 1) * 10)
            sprite.angle = angle
            self._fan.append(sprite)
        grow = self.text_k - 1  # the heading and the line move down as they grow
        heading = self._text(_(EMPTY_TEXT), cx, mid - 84 - 16 * grow, theme.HEADING_SIZE,
                             theme.CREAM, bold=True, font=theme.TITLE_FONT, anchor_x="center")
        heading.font_size = theme.HEADING_SIZE * self.heading_scale(self.text_k)
        line = arcade.Text(  # wrapped: at a large text size it is wider than the panel
            _("Your win rate, streaks and a chart of your last 20 games will appear here."),
            cx, mid - 106 - 30 * grow, theme.panel_text(theme.TEXT_DIM),
            theme.BODY_SIZE * self.text_k, font_name=theme.BODY_FONT, anchor_x="center",
            anchor_y="top", multiline=True, width=round(self._panel.width - 60), align="center")
        self._texts.append(line)

    def _layout_chart(self) -> None:
        p = self._panel
        left = p.left + 34
        self._text(_("Win rate"), left, p.top - 42, theme.SMALL_SIZE + 1, theme.GOLD, bold=True)
        bars = []
        for column in self.columns:
            part = self.part(column.name)
            caption = _("no games") if not part.games else ngettext(
                "{count} game", "{count} games", part.games).format(
                count=format_number(part.games))
            bars.append(Bar(column.name, column.label, part.win_rate, caption))
        k = self.text_k
        wide = p.width - 120 if self.numbers_page == "chart" else 360 - self._table_shift
        plot = Box(left + 44 * k, p.bottom + 228, wide - 44 * (k - 1), p.height - 228 - 110)
        self.chart.set(plot, bars, k)

    def _layout_table(self, cx: float) -> None:
        """The levels' table (see :func:`layout_levels_table`); where it needs more than
        its half, it reaches into the chart's (``_table_shift``)."""
        keys = [c.name for c in self.columns] + [ALL]
        heads = [c.label for c in self.columns] + [_("All")]
        table = layout_levels_table(
            self._panel, cx, list(zip(heads, keys, strict=True)),
            {name: self.part(name) for name in keys}, self.text_k, self._text,
            alone=self.numbers_page == "table")
        self.cells, self._stripes = table.cells, table.stripes
        self._table_shift, self._all_x, self._table_rows = table.shift, table.all_x, table.rows

    def _layout_recent(self) -> None:
        p = self._panel
        self._divider = p.bottom + 148
        recent = self.stats.recent[-self.strip.limit:]
        results, pairs = [r.won for r in recent], [r.pair for r in recent]
        marked = [r.take_backs > 0 for r in recent]
        self._text(recent_heading(self.strip.limit), p.left + 34, p.bottom + 112,
                   theme.SMALL_SIZE + 1, theme.GOLD, bold=True)
        self._text(recent_summary(results, marked), p.right - 34, p.bottom + 112,
                   theme.SMALL_SIZE, theme.TEXT_DIM, anchor_x="right")
        self.strip.set(Box(p.left + 34, p.bottom + 46, p.width - 68, 42), results, pairs,
                       marked)
        # The chips fill from the left: "latest" marks the newest game, not the last slot.
        if not results:
            return
        dim = (*theme.TEXT_DIM, 150)
        chips = self.strip.chip_boxes
        newest = chips[len(results) - 1]
        if len(results) > 1:
            self.oldest_label = self._text(_("oldest"), chips[0].center[0], p.bottom + 22,
                                           theme.SMALL_SIZE - 2, dim, anchor_x="center")
        self.latest_label = self._text(_("latest"), newest.center[0], p.bottom + 22,
                                       theme.SMALL_SIZE - 2, dim, anchor_x="center")

    # --- drawing -----------------------------------------------------------------------
    def draw_scene(self) -> None:
        self._title.draw()
        draw_ornament(*self._ornament, 150)
        p = self._panel
        theme.draw_panel(p.left, p.bottom, p.width, p.height, radius=20)
        if self.is_empty:
            self._fan.draw()
        elif self.showing_achievements:
            draw_medals(self._medals)
        elif self.showing_friends:
            for stripe in self._stripes:
                arcade.draw_lbwh_rectangle_filled(
                    stripe.left, stripe.bottom, stripe.width, stripe.height, theme.faint(12))
        else:
            for stripe in self._stripes:
                arcade.draw_lbwh_rectangle_filled(
                    stripe.left, stripe.bottom, stripe.width, stripe.height, theme.faint(12)
                )
            if self._table_rows is not None:
                bottom, top = self._table_rows
                arcade.draw_line(self._all_x, bottom, self._all_x, top + 30, theme.faint(30), 1)
            if self.numbers_page is None:
                mid_x = p.left + p.width / 2 - 106 - self._table_shift
                arcade.draw_line(mid_x, self._divider + 22, mid_x, p.top - 24, theme.faint(30),
                                 1)
            arcade.draw_line(p.left + 24, self._divider, p.right - 24, self._divider,
                             theme.faint(30), 1)
            if self.numbers_page != "table":
                self.chart.draw()
            self.strip.draw()
        for text in self._texts:
            text.draw()

    def draw_overlay(self) -> None:
        if self.confirming:
            self.modal.draw_focus()
