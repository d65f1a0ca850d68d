"""The review after a game: step through every move with both hands face up, and a graph of
your chance to win (Hard's estimate from your view at each of your decisions).

Why the graph fills in: the estimates come from :class:`dirty7.game.review.ReviewRun`,
which searches each of your decisions in background processes; this view polls it every
frame and draws a progress bar until it is done, so the window never waits. Your moves
that cost at least ten points of that chance are marked red on the graph, and the move
that was better is named under the table. Keys: ←/→ a move, Home/End the start and the
end, Esc back; the mouse drags the slider, clicks the graph, or uses the buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dirty7.game.narration import describe
from dirty7.game.record import GameRecord
from dirty7.i18n import _, format_percent, ngettext
from dirty7.rules import SUIT_SYMBOLS
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.card_sprites import face_texture
from dirty7.ui.core.layout import card_size
from dirty7.ui.core.scaling import ScaledView
from dirty7.ui.core.suit_text import SizedText, SuitText
from dirty7.ui.widgets.buttons import TableButton, on_click, resize_button
from dirty7.ui.widgets.chart import LOSS_COLOR
from dirty7.ui.widgets.slider import StepSlider

CARD_SCALE = 0.5
GRAPH = (130.0, 84.0, 1060.0, 100.0)  # left, bottom, width, height (logical)
SLIDER_DROP = 60.0  # the slider's bottom this far under the graph's: room for the x axis
LINE_COLOR = theme.GOLD


def replay_in_words(record: dict[str, Any], names: tuple[str, str]) -> tuple[list, list[str]]:
    """Every position of ``record`` (from the deal) and each move in words ("The deal"
    first), for seats called ``names``."""
    rec = GameRecord.from_dict(record)
    positions, lines = [rec.initial_position()], [_("The deal")]
    for step in rec.steps():
        positions.append(step.after)
        lines.append(" · ".join(describe(step.events, names, None)) or rec.moves[step.index])
    return positions, lines


class ReviewView(ScaledView):
    """Step through ``record`` (a :class:`GameRecord` as a dict); ``seat`` is the player.

    ``run`` is the background computation (a :class:`~dirty7.game.review.ReviewRun`, or
    any object with ``poll()``, ``done``, ``total``, ``judgements``, ``failed`` and
    ``close()``); None starts one.
    """

    def __init__(self, window: arcade.Window | None = None, *, record: dict[str, Any],
                 names: tuple[str, str] | None = None, seat: int = 0,
                 on_back: Callable[[], None] | None = None, run: Any = None) -> None:
        super().__init__(window)
        names = names or (_("You"), _("Computer"))
        self.names, self.seat, self.on_back = names, seat, on_back
        self.positions, self.lines = replay_in_words(record, names)
        self.index = 0
        if run is None:
            from dirty7.game.review import ReviewRun

            run = ReviewRun(record, seat)
        self.run = run
        self._make_texts(names)
        self._cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._make_widgets()
        self.go(0)

    def _make_texts(self, names: tuple[str, str]) -> None:
        """The title, the move in words, the judgement, the seat labels and the graph's
        axes, each at its size for text scale 1 (kept in ``_sizes``: on_layout grows them)."""
        font, ink = theme.BODY_FONT, theme.panel_text  # all on the panel
        self._title = arcade.Text(_("Review"), 0, 0, ink(theme.GOLD), theme.HEADING_SIZE - 4,
                                  font_name=font, bold=True, anchor_x="center", anchor_y="top")
        self._step = arcade.Text("", 0, 0, ink(theme.TEXT_DIM), theme.SMALL_SIZE, font_name=font,
                                 anchor_x="center", anchor_y="top")
        # The move, the judgement and the suit name cards: suits in their colours.
        self._move = SuitText("", 0, 0, ink(theme.CREAM), theme.BODY_SIZE + 2, bold=True,
                              anchor_x="center", anchor_y="center")
        self._judged = SuitText("", 0, 0, ink(theme.TEXT), theme.SMALL_SIZE,
                                anchor_x="center", anchor_y="center")
        self._pile = SuitText("", 0, 0, ink(theme.TEXT_DIM), theme.SMALL_SIZE,
                              anchor_x="left", anchor_y="center")
        self._labels = [arcade.Text(n, 0, 0, ink(theme.TEXT), theme.SMALL_SIZE, font_name=font,
                                    bold=True, anchor_x="right", anchor_y="center")
                        for n in names]
        self._graph_label = arcade.Text("", 0, 0, ink(theme.TEXT_DIM), theme.SMALL_SIZE - 2,
                                        font_name=font, anchor_x="left", anchor_y="bottom")
        # The graph's axes: the chance (0-100 %) up the left, the moves along the bottom.
        def axis(text: str, ax: str, ay: str) -> arcade.Text:
            return arcade.Text(text, 0, 0, ink(theme.TEXT_DIM), theme.SMALL_SIZE - 4,
                               font_name=font, anchor_x=ax, anchor_y=ay)
        n = len(self.positions) - 1
        #: The axis titles and tick labels by name (tests look at them).
        self.axis_labels = {
            "y_title": axis(_("Your chance to win"), "left", "bottom"),
            "y_0": axis(format_percent(0.0), "right", "center"),
            "y_50": axis(format_percent(0.5), "right", "center"),
            "y_100": axis(format_percent(1.0), "right", "center"),
            "x_title": axis(_("Your decisions (move number)"), "center", "top"),
            "x_first": axis("1", "center", "top"), "x_last": axis(str(n), "center", "top")}
        #: Each text's font size at text scale 1 (on_layout grows them).
        sized: tuple[SizedText, ...] = (
            self._title, self._step, self._move, self._judged, self._pile, self._graph_label,
            *self._labels, *self.axis_labels.values())
        self._sizes = {text: text.font_size for text in sized}

    def _make_widgets(self) -> None:
        """The slider under the graph and the ◀ ▶ Back buttons at the top right."""
        self.slider = StepSlider(max_value=len(self.positions) - 1, width=GRAPH[2], height=28)
        self.slider.event("on_change")(lambda _e: self.go(round(self.slider.value)))
        self.back_button = TableButton(text=_("Back"), width=140, height=46)
        on_click(self.back_button, self.back)
        self.prev_button = TableButton(text="◀", width=60, height=46)
        on_click(self.prev_button, lambda: self.go(self.index - 1))
        self.next_button = TableButton(text="▶", width=60, height=46)
        on_click(self.next_button, lambda: self.go(self.index + 1))
        anchor = gui.UIAnchorLayout()
        anchor.add(self.slider, anchor_x="left", anchor_y="bottom", align_x=GRAPH[0],
                   align_y=GRAPH[1] - SLIDER_DROP)
        row = gui.UIBoxLayout(vertical=False, space_between=10)
        for button in (self.prev_button, self.next_button, self.back_button):
            row.add(button)
        anchor.add(row, anchor_x="right", anchor_y="top", align_x=-24, align_y=-18)
        self.ui.add(anchor)

    # ------------------------------------------------------------------ stepping
    def go(self, index: int) -> None:
        """Show the position after move ``index`` (0: the deal), clamped."""
        self.index = max(0, min(len(self.positions) - 1, index))
        if round(self.slider.value) != self.index:
            self.slider.value = self.index
        self._refresh()

    def back(self) -> None:
        self.run.close()
        if self.on_back is not None:
            self.on_back()

    def judgement(self, index: int | None = None):
        """The judgement of the move that led to position ``index`` (None if none)."""
        index = self.index if index is None else index
        return self.run.judgements.get(index - 1) if index > 0 else None

    def _refresh(self) -> None:
        i, n = self.index, len(self.positions) - 1
        self._step.text = _("Move {number} of {count}").format(number=i, count=n) if i else \
            ngettext("The deal · {count} move", "The deal · {count} moves", n).format(count=n)
        self._move.text = self.lines[i]
        j = self.judgement()
        if j is None:
            self._judged.text = ""
        elif j.flagged:
            self._judged.text = _("Costly: {played} left you {chance}; {best} was better "
                                  "({best_chance})").format(
                played=j.played, chance=format_percent(j.played_value), best=j.best,
                best_chance=format_percent(j.best_value))
            self._judged.color = LOSS_COLOR
        else:
            self._judged.text = _("Your chance to win here: {chance} · a good move").format(
                chance=format_percent(j.chance))
            self._judged.color = theme.panel_text(theme.TEXT)
        pos = self.positions[i]
        suit = SUIT_SYMBOLS[pos.active_suit]
        self._pile.text = _("Suit {suit} · {count} in stock").format(suit=suit,
                                                                      count=pos.stock_size)
        self._place_cards()

    # ------------------------------------------------------------------ layout
    def on_layout(self, width: int, height: int) -> None:
        ts = self.text_scale  # larger in a small window and with the player's text size
        for text, size in self._sizes.items():
            text.font_size = size * ts
        self._title.position = (width / 2, height - 16)
        self._step.position = (width / 2, height - 56 * ts)
        # the buttons grow with the text as far as the title beside them leaves room
        # (1.32: the label's whole points still come to 1.3 times the window's own size)
        room = width - 24 - 20 - (width / 2 + self._title.content_width / 2) - 16
        k = max(1.0, min(ts, 1.32 * self.window_text_scale, room / (60 + 60 + 140)))
        for button, base in ((self.prev_button, 60), (self.next_button, 60),
                             (self.back_button, 140)):
            resize_button(button, base * k, 46 * k, theme.BUTTON_SIZE * k)
        self._place_axes()
        self._place_cards()

    def _place_axes(self) -> None:
        """Tick labels beside and under the graph, the titles outside them."""
        left, bottom, w, h = GRAPH
        labels = self.axis_labels
        for key, frac in (("y_0", 0.0), ("y_50", 0.5), ("y_100", 1.0)):
            labels[key].position = (left - 6, bottom + h * frac)
        # The chance axis's title heads it, at the start of the caption line (turned a
        # quarter it had to shrink below reading size at 800 x 600).
        title = labels["y_title"]
        title.position = (left, bottom + h + 16)
        self._graph_label.position = (left, bottom + h + 16)
        self._fit_caption()
        labels["x_first"].position = (self.graph_point(1, 0)[0], bottom - 3)
        labels["x_last"].position = (left + w, bottom - 3)
        labels["x_title"].position = (left + w / 2, bottom - 3)

    def _fit_caption(self) -> None:
        """The chance axis's title and the caption after it at their size, or smaller as
        far as the line needs to stay over the graph (a large text size in a small window
        made it run past the panel)."""
        title, caption = self.axis_labels["y_title"], self._graph_label
        size = self._sizes[caption] * self.text_scale
        room = GRAPH[2]
        for text in (title, caption):
            text.font_size = size
        while title.content_width + caption.content_width > room and size > 8:
            size -= 1
            for text in (title, caption):
                text.font_size = size
        caption.position = (GRAPH[0] + title.content_width, caption.position[1])

    def _place_cards(self) -> None:
        """The hands, the waste and the move's lines, stacked from the step line down to
        the graph's caption: as at 1280 × 720 there, and in a taller table (a small window's)
        with larger cards and the spare height shared between the rows."""
        width, height = self.fit.width, self.fit.height
        ts = self.text_scale
        pos = self.positions[self.index]
        top = height - 76 * ts  # under "Move n of m"
        bottom = GRAPH[1] + GRAPH[3] + 16 + 22 * ts + 8  # over the graph's caption
        # Cards grow in a small window; a large text size leaves them less height.
        scale = CARD_SCALE * min(1.4, max(1.0, 0.8 / self.fit.scale))
        scale *= min(1.0, (top - bottom - 68 * ts - 40) / 3 / card_size(scale)[1])
        cw, ch = card_size(scale)
        room = top - bottom - 3 * ch - 68 * ts  # for the gaps between the rows
        base = (16.0, 27.0, 28.0, 7.0)  # the gaps at 1280 × 720
        if room >= sum(base):
            gaps = [g + (room - sum(base)) / 4 for g in base]
        else:  # a tall text size: closer rather than over the graph
            gaps = [g * max(0.0, room) / sum(base) for g in base]
        y_opp = top - gaps[0] - ch / 2
        y_waste = y_opp - ch - gaps[1]
        y_me = y_waste - ch - gaps[2]
        below = y_me - ch / 2 - gaps[3]
        self._move.position = (width / 2, below - 18 * ts)
        self._judged.position = (width / 2, below - 52 * ts)
        self._cards.clear()
        for seat, y in {1 - self.seat: y_opp, self.seat: y_me}.items():
            hand = sorted(pos.hand(seat), key=lambda c: (c // 13, c % 13))
            step = min(cw * 0.62, 760 / max(1, len(hand)))
            x0 = width / 2 - step * (len(hand) - 1) / 2
            for k, card in enumerate(hand):
                self._add(card, x0 + k * step, y, scale)
            label = self._labels[seat]  # left of the hands, within the panel
            label.position = (max(width / 2 - 400, 64 + label.content_width), y)
        if pos.waste:
            self._add(pos.waste[-1], width / 2 - 60, y_waste, scale)
        self._pile.position = (width / 2 - 60 + cw / 2 + 16, y_waste)

    def _add(self, card: int, x: float, y: float, scale: float) -> None:
        sprite = arcade.Sprite(face_texture(card), scale=scale)
        sprite.position = (x, y)
        self._cards.append(sprite)

    # ------------------------------------------------------------------ the graph
    def graph_point(self, index: int, chance: float) -> tuple[float, float]:
        """Logical point of ``chance`` at position ``index`` (a decision's dot sits at the
        position its move led to, where the review tells that move)."""
        left, bottom, w, h = GRAPH
        n = max(1, len(self.positions) - 1)
        return left + w * index / n, bottom + h * chance

    def outcome_point(self) -> tuple[float, float] | None:
        """Where the graph ends: the last position at 100 % if you won, 0 % if you lost
        (None for a game not finished). Without it a graph whose last decisions came early
        stayed at its last estimate through the forced moves of a lost game."""
        last = self.positions[-1]
        if not last.is_over:
            return None
        return self.graph_point(len(self.positions) - 1, 1.0 if last.winner == self.seat else 0.0)

    def index_at(self, x: float) -> int:
        left, _, w, _ = GRAPH
        n = len(self.positions) - 1
        return round((x - left) / w * n)

    def _draw_graph(self) -> None:
        left, bottom, w, h = GRAPH
        arcade.draw_rect_filled(arcade.LBWH(left, bottom, w, h), (0, 0, 0, 70))
        for frac in (0.25, 0.5, 0.75):
            y = bottom + h * frac
            arcade.draw_line(left, y, left + w, y, theme.faint(60 if frac == 0.5 else 30), 1)
        x, _y = self.graph_point(self.index, 0)
        arcade.draw_line(x, bottom, x, bottom + h, theme.faint(120), 2)
        points = [(self.graph_point(ply + 1, j.chance), j)
                  for ply, j in sorted(self.run.judgements.items())]
        if len(points) > 1:
            arcade.draw_line_strip([p for p, _ in points], theme.panel_text(LINE_COLOR), 3)
        end = self.outcome_point()
        if end is not None and points and self.run.done == self.run.total:
            # The game's end after your last choice (forced moves have no dot): 100 % or 0 %.
            (px, py), _judged = points[-1]  # not `_`: it is the translator here
            arcade.draw_line(px, py, *end, theme.faint(120), 1)
            arcade.draw_circle_outline(*end, 6, theme.panel_text(LINE_COLOR), 2)
        for (px, py), j in points:
            color = LOSS_COLOR if j.flagged else theme.panel_text(LINE_COLOR)
            arcade.draw_circle_filled(px, py, 7 if j.flagged else 4, color)
        done, total = self.run.done, self.run.total
        if self.run.failed:
            caption = " · " + _("the review could not be computed ({reason})").format(
                reason=self.run.failed)
        elif done < total:
            arcade.draw_rect_filled(arcade.LBWH(left, bottom + h + 6, w * done / total, 6),
                                    theme.GOLD)
            caption = " · " + _("computing… {done} of {total}").format(done=done, total=total)
        else:
            flagged = sum(j.flagged for j in self.run.judgements.values())
            caption = " · " + ngettext(
                "Hard's estimate from your view · {count} costly move (beyond its noise)",
                "Hard's estimate from your view · {count} costly moves (beyond its noise)",
                flagged).format(count=flagged)
        if caption != self._graph_label.text:
            self._graph_label.text = caption
            self._fit_caption()
        self._graph_label.draw()
        for text in self.axis_labels.values():
            text.draw()

    # ------------------------------------------------------------------ input and frames
    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.run.poll():
            self._refresh()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        steps = {key.LEFT: self.index - 1, key.RIGHT: self.index + 1, key.HOME: 0,
                 key.END: len(self.positions) - 1}
        if symbol in steps:
            self.go(steps[symbol])
        elif symbol == key.ESCAPE:
            self.back()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if super().on_mouse_press(x, y, button, modifiers):
            return True
        lx, ly = self.to_logical(x, y)
        left, bottom, w, h = GRAPH
        if left - 10 <= lx <= left + w + 10 and bottom <= ly <= bottom + h:
            self.go(self.index_at(lx))
            return True
        return None

    def draw_scene(self) -> None:
        theme.draw_panel(40, 14, self.fit.width - 80, self.fit.height - 28)
        self._title.draw()
        self._step.draw()
        self._cards.draw()
        for label in self._labels:
            label.draw()
        self._pile.draw()
        self._move.draw()
        self._judged.draw()
        self._draw_graph()

    def on_hide_view(self) -> None:
        super().on_hide_view()
        self.run.close()


__all__ = ["ReviewView"]
