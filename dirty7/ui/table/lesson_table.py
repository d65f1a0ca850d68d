"""A lesson of "Learn to play" at the table: the lesson line beside the cards, and its keys.

Why a table like any other: a lesson is a game on the real table from the lesson's
position (:class:`~dirty7.game.lessons.lesson_flow.LessonFlow`, which knows the goal and
words the hints), so every gesture and key the player learns is the game's own. What this
module adds is the **lesson panel** (:class:`LessonPanel`): the lesson's heading and line
on an opaque plate, with **Next** (``N``; after the last lesson "Play a game against
Easy"), **Again** (``R``, the lesson from its start) and **Leave lessons** (``Esc`` too).

Where it stands: in the column left of the suit badge where the game log opens (it hides
no pile and none of the player's cards), or, where large text leaves that column too
narrow, over the computer's face-down hand; its text shrinks down to the window's 100 %
rather than reach into the player's hand (tests/ui/table/test_lesson_table.py checks it
at 800×600 and 150 %). While the game log or Why? is open in that column it steps aside.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from dirty7.game.lessons.lesson_flow import LessonCourse, LessonFlow, not_that
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.i18n import N_, _
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.layout import EDGE_MARGIN, STATUS_HEIGHT, card_size
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.recent import Recent
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.hud import JACK_BADGE, PULSE
from dirty7.ui.table.lesson_voice import LessonVoice
from dirty7.ui.table.side_room import GAP, badge_band_left, longest_caption, over_computer
from dirty7.ui.table.table_view import TableView
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click, resize_button

NEXT_KEY, AGAIN_KEY = arcade.key.N, arcade.key.R
#: What Next says on the last lesson: the course ends in a normal game.
PLAY_EASY = N_("Play a game against Easy")
WANT_WIDTH = 340.0  # the panel's width where there is room (at text scale 1)
PAD = 14.0
BUTTON_H = 38.0
MIN_WIDTH = 200.0  # the narrowest panel worth reading, at text scale 1
MIN_SCALE = 0.7  # the smallest the panel's text goes, of the window's 100 %
HEIGHTS_KEPT = 1024
#: Panel heights measured, by (line, heading, scale, width): see LessonPanel._height_of.
_heights: Recent[tuple[str, str, float, float], float] = Recent(HEIGHTS_KEPT)


class LessonPanel:
    """The plate, heading, line and buttons of the lesson (laid out by :meth:`place`)."""

    def __init__(self, view: LessonTable, heading: str, next_label: str) -> None:
        self.view = view
        font = theme.BODY_FONT
        self.heading = arcade.Text(heading, 0, 0, theme.GOLD, theme.SMALL_SIZE, bold=True,
                                   font_name=font, anchor_y="top", multiline=True, width=300)
        self.line = arcade.Text("", 0, 0, theme.TEXT, theme.BODY_SIZE, font_name=font,
                                anchor_y="top", multiline=True, width=300)
        self.next_button = TableButton(text=next_label, primary=False)
        self.again_button = TableButton(text=_("Again (R)"))
        self.leave_button = TableButton(text=_("Leave lessons"))
        self.holder = gui.UIAnchorLayout()
        self.rect = (0.0, 0.0, 0.0, 0.0)  # left, bottom, width, height (logical)
        self.visible = True
        self.primary = False  # Next is the gold call to action once the lesson is done

    @property
    def buttons(self) -> tuple[TableButton, TableButton, TableButton]:
        return self.next_button, self.again_button, self.leave_button

    def boxes(self) -> list[tuple[float, float, float, float]]:
        """Where the panel may stand, in order (see the module docstring): the column
        left of the badge, beside the player's hand (left of it, under the status line),
        over the computer's face-down hand. None of them reaches into a pile or the hand."""
        view = self.view
        layout, hud, ts = view.layout, view.hud, view.text_scale
        menu = layout.menu_button
        hand = layout.player_hand(self.max_hand)
        card_w, card_h = card_size(layout.hand_scale)
        status_x, status_y = layout.status_pos_for(self.max_hand)
        status_half = max(STATUS_HEIGHT * ts, hud.status.content_height) / 2
        top = layout.tools_bottom - 16
        low = status_y + status_half + GAP
        column = (menu.left, low, _widest_badge_left(view) - GAP - menu.left, top - low)
        hand_left = min(slot.x for slot in hand) - card_w / 2 - card_h * 0.1 if hand else 0
        beside_top = min(status_y - status_half, hand[0].y + card_h / 2 + 40) - GAP / 2
        beside = (menu.left, EDGE_MARGIN * 2, hand_left - GAP - menu.left,
                  beside_top - EDGE_MARGIN * 2)
        return [b for b in (column, beside, over_computer(view)) if b[2] > 60 and b[3] > 60]

    @property
    def max_hand(self) -> int:
        """The most cards the player's hand holds in this lesson: its start and its draws
        (the lessons' ways draw one card at a time)."""
        lesson = self.view.flow.lesson
        return len(lesson.start.hand(0)) + sum(1 for m in lesson.solution if m.is_draw)

    def _fits(self, k: float, width: float, height: float) -> bool:
        """Whether the longest line of the lesson fits ``height`` at scale ``k``, ``width``
        wide (the line may be left holding another text: :meth:`place` sets it back).

        The lines are tried longest first (a wrong try's: a reason and the hint), and the
        first that does not fit answers: each is laid out to be measured.
        """
        lesson = self.view.flow.lesson
        return all(self._height_of(text, k, width) <= height for text in (
            not_that("x" * 90, lesson), f"{_(lesson.intro)} {_(lesson.try_words)}",
            _(lesson.done)))

    def _height_of(self, text: str, k: float, width: float) -> float:
        """The panel's height with ``text`` as its line, at scale ``k``, ``width`` wide.

        Kept once measured, for every lesson's panel (the fonts are fixed, so the words,
        the scale and the width say the height): each measure lays a multiline text out
        again, and a resize, each new line, each box tried and the same lesson opened
        again ask for the same few heights at the same scales.
        """
        key = (text, self.heading.text, k, width)
        height = _heights.get(key)
        if height is None:
            height = self._size(k, width, text)
            _heights.put(key, height)
        return height

    def _scale_in(self, box: tuple[float, float, float, float]) -> float:
        """The largest text scale (down to the least) at which the panel fits ``box``,
        at least :data:`MIN_WIDTH` wide at that scale; 0.0 where it does not fit at all."""
        ts = self.view.text_scale
        least = MIN_SCALE * ts / look.current().text_factor
        width = min(box[2], WANT_WIDTH * ts)
        k = ts
        while True:
            if width >= MIN_WIDTH * k and self._fits(k, width, box[3]):
                return k
            if k <= least:
                return 0.0
            k = max(least, k - 0.06)

    def _size(self, k: float, width: float, line: str) -> float:
        """Set every text at scale ``k`` in a panel ``width`` wide, the line's words to
        ``line``; the height it needs."""
        inner = max(40, int(width - 2 * PAD))
        _set(self.heading, font_size=theme.SMALL_SIZE * k, width=inner)
        _set(self.line, text=line, font_size=theme.BODY_SIZE * k, width=inner)
        button_h = BUTTON_H * k
        return (2 * PAD + self.heading.content_height + 8 * k + self.line.content_height
                + 12 * k + len(self.buttons) * (button_h + 8 * k) - 8 * k)

    def place(self) -> None:
        """Lay the panel out in the box of :meth:`boxes` where its text is largest."""
        shown = self.line.text
        boxes = self.boxes() or [(EDGE_MARGIN, EDGE_MARGIN, WANT_WIDTH, 300.0)]
        scales = [self._scale_in(box) for box in boxes]
        # the largest text, the box first in order; where none holds it, the largest box
        best = max(range(len(boxes)), key=lambda i: (round(scales[i], 2), -i))
        if scales[best] <= 0:
            best = max(range(len(boxes)), key=lambda i: min(boxes[i][2], 400) * boxes[i][3])
            scales[best] = MIN_SCALE * self.view.text_scale / look.current().text_factor
        (left, bottom, width, height), k = boxes[best], scales[best]
        width = min(width, WANT_WIDTH * self.view.text_scale)
        need = min(height, self._size(k, width, shown))
        top = bottom + height
        self.rect = (left, top - need, width, need)
        self.heading.position = (left + PAD, top - PAD)
        self.line.position = (left + PAD, top - PAD - self.heading.content_height - 8 * k)
        self.heading.color = theme.panel_text(theme.GOLD)
        self.line.color = theme.panel_text(theme.TEXT)
        self._place_buttons(left, top - need, width, k)

    def _place_buttons(self, left: float, bottom: float, width: float, k: float) -> None:
        """A row each, the panel's full width: side by side in half of it, Again and
        Leave lessons had to shrink their words to a size hard to read."""
        inner, h, gap = width - 2 * PAD, BUTTON_H * k, 8 * k
        size = theme.BUTTON_SIZE * k
        spots = [(button, left + PAD, bottom + PAD + row * (h + gap), inner)
                 for row, button in enumerate(reversed(self.buttons))][::-1]
        self.holder.clear()
        fit_h = self.view.fit.height
        fonts = [size * min(1.0, (w - 14) / max(1.0, arcade.Text(
            b.text, 0, 0, font_size=size, font_name=theme.BODY_FONT).content_width))
            for b, _x, _y, w in spots]
        # Next at its own size (its last label is long); Again and Leave lessons share one
        fonts = [fonts[0], min(fonts[1:]), min(fonts[1:])]
        for (button, x, y, w), font in zip(spots, fonts, strict=True):
            resize_button(button, w, h, font)
            self.holder.add(button, anchor_x="left", anchor_y="top", align_x=x,
                            align_y=-(fit_h - y - h))
        self.next_button.style = button_style(primary=self.primary, size=round(fonts[0]))
        self.next_button.trigger_full_render()

    def show(self, visible: bool) -> None:
        self.visible = visible
        self.holder.visible = visible

    def draw(self) -> None:
        if not self.visible:
            return
        fill, border = theme.panel_colors((8, 32, 20, 240), theme.GOLD_DARK)
        theme.nine_patch(fill, border, 14).draw_rect(rect=arcade.LBWH(*self.rect))
        self.heading.draw()
        self.line.draw()


def _set(shown: arcade.Text, /, **values: object) -> None:
    """Set those of a text's ``values`` that it does not hold already, laid out once:
    each setting of a multiline text lays all its words out again (a new text twice),
    even to the value it has."""
    changed = {name: value for name, value in values.items() if getattr(shown, name) != value}
    if not changed:
        return
    shown.label.begin_update()
    try:
        for name, value in changed.items():
            setattr(shown, name, value)
    finally:
        shown.label.end_update()


def _widest_badge_left(view) -> float:
    """The left edge of the suit badge and its caption at their widest (a Jack asking for
    ♦): the panel stays put when the active suit changes (as side_room's column does)."""
    layout, hud = view.layout, view.hud
    caption_w = min(longest_caption(hud.suit_caption_size)[0], layout.suit_caption_room)
    badge_x, _ = layout.suit_badge_for(caption_w, JACK_BADGE)
    return min(badge_band_left(hud), badge_x - max(caption_w, JACK_BADGE * PULSE) / 2)


class LessonPart(TablePart):
    """The panel as a part of the table: it follows the flow's lesson line and the keys."""

    def __init__(self, view: LessonTable) -> None:
        self.view = view
        course = view.course
        label = _(PLAY_EASY) if course.is_last else _("Next lesson (N)")
        self.panel = LessonPanel(view, course.heading, label)
        view.ui.add(self.panel.holder)
        on_click(self.panel.next_button, view.next_lesson)
        on_click(self.panel.again_button, view.restart_lesson)
        on_click(self.panel.leave_button, view.go_to_menu)
        view.flow.events.lesson.connect(self.on_line)
        self.panel.line.text = view.flow.line
        self.voice = LessonVoice(view)  # the line said too, while Speech is on
        self.place()

    def on_line(self, text: str) -> None:
        self.panel.line.text = text
        self.panel.primary = self.view.flow.reached
        self.voice.on_line(text)
        self.place()

    def place(self) -> None:
        self.panel.place()

    def update(self, _delta_time: float) -> None:
        view = self.view
        aside = view.log_part.panel.visible or view.why_part.panel.visible
        if self.panel.visible == aside:
            self.panel.show(not aside)

    def draw_over_cards(self) -> None:
        self.panel.draw()

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_COMMAND):
            return False
        if symbol == NEXT_KEY:
            self.view.next_lesson()
            return True
        if symbol == AGAIN_KEY:
            self.view.restart_lesson()
            return True
        return False

    @staticmethod
    def acts_after_skip(symbol: int, modifiers: int) -> bool:
        """N and R act even when their press first skipped an animation."""
        return symbol in (NEXT_KEY, AGAIN_KEY)


class LessonTable(TableView):
    """The table of the course's current lesson. ``on_lesson(index)`` shows a lesson (the
    next, or this one again), ``on_play_easy()`` starts the game after the last one,
    ``on_menu()`` leaves the lessons. The ``options`` are the flow's (the game, its seats
    and difficulty are the lesson's); the other arguments are :class:`TableView`'s."""

    #: The flow ``flow_type`` makes here: the lesson's, with its line and goal.
    flow: LessonFlow

    def __init__(self, window: arcade.Window | None = None,
                 options: TableOptions = PLAIN_TABLE, *, course: LessonCourse,
                 on_lesson: Callable[[int], None] | None = None,
                 on_play_easy: Callable[[], None] | None = None,
                 on_menu: Callable[[], None] | None = None,
                 on_game_over: Callable[[TableView], None] | None = None,
                 settings: LiveSettings | None = None) -> None:
        self.course = course
        self.on_lesson = on_lesson
        self.on_play_easy = on_play_easy
        super().__init__(window, options, on_menu=on_menu, on_game_over=on_game_over,
                         settings=settings,
                         flow_type=functools.partial(LessonFlow, lesson=course.lesson))
        self.lesson_part = LessonPart(self)
        self.parts.append(self.lesson_part)
        self.key_parts.insert(0, self.lesson_part)

    def on_layout(self, width: int, height: int) -> None:
        super().on_layout(width, height)
        if hasattr(self, "lesson_part"):
            self.lesson_part.place()

    def next_lesson(self) -> None:
        """Next (N): the next lesson, or after the last one a game against Easy."""
        self.flow.close()
        if self.course.is_last:
            if self.on_play_easy is not None:
                self.on_play_easy()
        elif self.on_lesson is not None:
            self.on_lesson(self.course.index + 1)

    def restart_lesson(self) -> None:
        """Again (R): this lesson from its starting position."""
        self.flow.close()
        if self.on_lesson is not None:
            self.on_lesson(self.course.index)


__all__ = ["PLAY_EASY", "LessonPanel", "LessonPart", "LessonTable"]
