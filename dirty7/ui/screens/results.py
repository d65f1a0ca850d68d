"""The results screen: who won, the loser's cards, the number of moves, and what next.

Why a view of its own: the end of a game deserves a moment; the screen shows the cards
that were left (face up at last) and offers the next deal or the menu. In match play it
also says what the game scored and how the match stands (or who won it). Enter plays again
(a new match after a finished one), S shows the statistics, E exports the game's record
and verifies it (``dirty7 verify``, in a background thread, the verdict shown when ready),
R reviews the game, W replays the same deal with the hands swapped, Esc goes to the menu.
After the deal of the day it shows the line to share and C (Copy result) puts it on the
clipboard; F (Challenge a friend) shows the game's challenge code and copies it; after a
challenge both players' games are shown side by side.
The deal's seal is revealed: seed, nonce and whether they match the commitment shown
before the deal.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from dirty7.game.controller import GameResult
from dirty7.game.table.result_words import pair_line, result_texts
from dirty7.game.table.table_words import match_result, points_line
from dirty7.i18n import _
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.card_sprites import face_texture
from dirty7.ui.core.scaling import ScaledView, fit_text_scale
from dirty7.ui.widgets.button_rows import ButtonRows
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click
from dirty7.ui.widgets.notice import Notice
from dirty7.ui.widgets.option_pager import text_width
from dirty7.ui.widgets.ornament import draw_ornament
from dirty7.ui.widgets.results_parts import fit_seal, loser_fan, size_buttons
from dirty7.ui.widgets.toast import Toast

EDGE = 40.0  # the least felt kept between the buttons and the window's sides
BESIDE_GAP = 28.0  # between the panel and a column of buttons beside it
TOAST_GAP = 14.0  # between the buttons and the toast under them


@dataclass(frozen=True)
class ResultsShown:
    """What the results screen shows: the game's result, who played it (``names``, and
    which seats are people), the match it belongs to (``outcome``, a
    :class:`dirty7.game.session.GameOutcome`, with ``match_to``; None for a demo), the
    deal's revealed seal, and the first half of a Swap hands pair (``paired``)."""

    result: GameResult
    #: None: "You" and "Computer" in the language in force (a given name is shown as is)
    names: tuple[str, str] | None = None
    human: tuple[bool, bool] = (True, False)
    outcome: Any = None
    match_to: int | None = None
    seal_text: str = ""
    paired: GameResult | None = None
    share_line: str = ""  # the deal of the day's line to share
    challenge_code: str | None = None  # the code that challenges a friend to this game
    compared: tuple[str, str] | None = None  # a challenge: the friend's game, yours
    #: A game stopped before its end (a friend left): its headline and detail, said
    #: instead of a result that has no winner (it was no draw).
    stopped: tuple[str, str] | None = None


@dataclass(frozen=True)
class ResultsActions:
    """What the screen's buttons and keys do. None leaves out the button of Statistics,
    Export, Review or Swap hands; ``export`` returns the file's path (None: not written)
    and the words to show, ``verify`` checks that file; ``drawn`` hears every frame."""

    play_again: Callable[[], None] | None = None
    menu: Callable[[], None] | None = None
    statistics: Callable[[], None] | None = None
    export: Callable[[], tuple[str | None, str]] | None = None
    verify: Callable[[str], tuple[bool, str]] | None = None
    review: Callable[[], None] | None = None
    swap: Callable[[], None] | None = None
    copy: Callable[[str], str | None] | None = None  # to the clipboard; None or why not
    drawn: Callable[[ResultsView], None] | None = None
    #: Called every update while the screen shows (a friend's session: the friend's word,
    #: the next deal).
    tick: Callable[[ResultsView], None] | None = None


class ResultsView(ScaledView):
    """Shows what :class:`ResultsShown` holds, with the buttons :class:`ResultsActions` gives."""

    def __init__(self, window: arcade.Window | None, shown: ResultsShown,
                 actions: ResultsActions = ResultsActions()) -> None:
        super().__init__(window)
        self.shown, self.actions = shown, actions
        self.result, self.outcome, self.match_to = shown.result, shown.outcome, shown.match_to
        self.names = shown.names or (_("You"), _("Computer"))
        self.human, self.seal_text = shown.human, shown.seal_text
        self.on_play_again, self.on_menu, self.on_drawn = actions.play_again, actions.menu, \
            actions.drawn
        self.on_statistics, self.on_export, self.on_verify = actions.statistics, \
            actions.export, actions.verify
        self.on_review, self.on_swap = actions.review, actions.swap
        self.code_shown = False  # the challenge code shows once asked for
        self._verifying: Future | None = None
        self._exported_words = ""  # "Game exported to PATH", shown again with the verdict
        self.verified: tuple[bool, str] | None = None
        self.notice = Notice()
        self.toast = Toast()
        self.exported: str | None = None
        self.frames_drawn = 0
        match_over, in_match = self._word_it()
        self._make_texts()
        self._make_buttons(match_over, in_match)
        self._rows = ButtonRows()
        self._anchor = gui.UIAnchorLayout()
        self.ui.add(self._anchor)
        self._panel = (0.0, 0.0, 0.0, 0.0)
        self._ornament = (0.0, 0.0, 200.0)
        self.toast_at = (0.0, 0.0)  # the toast's centre, under the group
        self.beside = False  # the buttons in a column beside the panel, not under it
        self.scale = 1.0  # the text scale of the last layout
        self._height_needed = 0.0

    def _word_it(self) -> tuple[bool, bool]:
        """The headline, details and match line; whether the match is over, and whether
        this game is part of one."""
        shown, names, human = self.shown, self.names, self.human
        self.headline, self.detail, self.left_caption = result_texts(shown.result, names, human)
        if shown.stopped is not None:
            (self.headline, self.detail), self.left_caption = shown.stopped, ""
        self.match_text = ""
        match_over = in_match = False
        if shown.outcome is not None and shown.match_to is not None:
            in_match = True
            seat_names = (_("You"), names[1]) if human[0] else names
            outcome = shown.outcome
            self.match_text = match_result(shown.match_to, outcome.scores, outcome.match_over,
                                           outcome.match_loser, seat_names)
            self.detail += " · " + points_line(outcome.points, shown.result.loser, seat_names)
            match_over = outcome.match_over
        if shown.paired is not None:  # the second half of a Swap hands pair: both, side by side
            self.match_text = pair_line(shown.paired, shown.result, names, human)
        return match_over, in_match

    def _make_texts(self) -> None:
        ink = theme.panel_text  # every text here is on the panel

        def text(words: str, color, size: float, font: tuple[str, ...] = theme.BODY_FONT, **kw):
            return arcade.Text(words, 0, 0, color, size, font_name=font, anchor_x="center",
                               anchor_y="top", **kw)

        self._match = text(self.match_text, ink(theme.CREAM), theme.BODY_SIZE + 5, bold=True)
        self._cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._title = text(self.headline, ink(theme.CREAM), theme.TITLE_SIZE - 8,
                           theme.TITLE_FONT, bold=True)
        self._shadow = text(self.headline, (0, 0, 0, 120), theme.TITLE_SIZE - 8,
                            theme.TITLE_FONT, bold=True)
        self._detail = text(self.detail, ink(theme.GOLD), theme.BODY_SIZE + 3)
        self._seal = text(self.seal_text, ink(theme.TEXT), theme.BODY_SIZE - 2, multiline=True,
                          width=1000, align="center")
        self._caption = text(self.left_caption, ink(theme.TEXT), theme.BODY_SIZE,
                             multiline=True, width=1000, align="center")
        shown = self.shown
        # wrapped (at a space) rather than shrunk: a small window keeps them readable
        self._share = text(shown.share_line, ink(theme.CREAM), theme.BODY_SIZE,
                           multiline=True, width=1000, align="center")
        self._code = text("", ink(theme.GOLD), theme.BODY_SIZE, multiline=True,
                          width=1000, align="center")
        self._versus = [text(side.replace(": ", "\n", 1), ink(theme.CREAM), theme.BODY_SIZE,
                             multiline=True,
                             width=500, align="center") for side in shown.compared or ()]

    def _make_buttons(self, match_over: bool, in_match: bool) -> None:
        self.play_again_button = TableButton(
            text=_("New match") if match_over else _("Next game") if in_match
            else _("Play again"),
            primary=True, width=240,
            height=56,
            style=button_style(primary=True, size=theme.BUTTON_SIZE + 2),
        )
        on_click(self.play_again_button, self.play_again)
        self.menu_button = TableButton(text=_("Menu"), width=200, height=56)
        on_click(self.menu_button, self.menu)
        self.statistics_button = TableButton(text=_("Statistics"), width=200, height=56)
        on_click(self.statistics_button, self.statistics)
        self.export_button = TableButton(
            text=_("Export and verify") if self.on_verify is not None else _("Export game"),
            width=200, height=56)
        on_click(self.export_button, self.export)
        self.review_button = TableButton(text=_("Review"), width=200, height=56)
        on_click(self.review_button, self.review)
        self.swap_button = TableButton(text=_("Swap hands"), width=200, height=56)
        on_click(self.swap_button, self.swap)
        self.copy_button = TableButton(text=_("Copy result"), width=200, height=56)
        on_click(self.copy_button, self.copy_result)
        self.challenge_button = TableButton(text=_("Challenge a friend"), width=200, height=56)
        on_click(self.challenge_button, self.challenge_friend)
        copies = self.actions.copy is not None
        self.buttons = [self.play_again_button]  # in reading order, which is Tab's too
        self.buttons += [button for button, shown in (
            (self.copy_button, copies and self.shown.share_line or None),
            (self.challenge_button, copies and self.shown.challenge_code or None),
            (self.statistics_button, self.on_statistics), (self.export_button, self.on_export),
            (self.review_button, self.on_review), (self.swap_button, self.on_swap))
            if shown]
        self.buttons.append(self.menu_button)

    def on_layout(self, width: int, height: int) -> None:
        """One centred group: the panel (title, details, the loser's cards), the buttons.

        In a small window logical units shrink, so the text, the cards and the buttons
        grow by the text scale to stay readable (as the game log does), as far as the
        group and a toast under it fit the window's height. Where many buttons under the
        panel would hold the text back, they stand in a column beside it instead, if
        that lets the text grow more.
        """
        lay_out, key = partial(self._lay_out, width, height), (type(self), width, height)

        def fits() -> bool:
            return self._height_needed <= height

        self.beside = False
        self.scale = fit_text_scale(self.text_scale, lay_out, fits, remember=(*key, False))
        if self.scale >= self.text_scale or len(self.buttons) <= 2:
            return
        under, self.beside = self.scale, True
        beside = fit_text_scale(self.text_scale, lay_out, fits, remember=(*key, True))
        if beside > under + 0.01 and fits():
            self.scale = beside
        else:  # no better beside: back under the panel
            self.beside = False
            lay_out(under)

    def _lay_out(self, width: int, height: int, s: float) -> None:
        """Everything at the text scale ``s``; what it needs of the height is kept. The
        loser's cards shrink first (down to under half their size) where the group would not
        fit the window's height: a long screen (a challenge's comparison, its code and a
        seal) keeps its text at the player's size and its title inside the window."""
        buttons_w, buttons_h = self._size_buttons(s, width - 2 * EDGE)
        panel_w = min(width - 80.0, 1120.0)
        if self.beside:
            panel_w = min(width - 2 * EDGE - buttons_w - BESIDE_GAP * s, 1120.0)
        room = panel_w - 80.0  # widest a line of text may be
        cx = (width - (panel_w + (BESIDE_GAP * s + buttons_w) * self.beside)) / 2 + panel_w / 2
        squeezed = self._size_texts(room, s)
        rows = [self._detail] + ([self._match] if self.match_text else [])
        rows += [self._versus[0]] if self._versus else []
        rows += [self._share] if self.shown.share_line else []
        rows += [self._code] if self.code_shown else []
        rows += [self._seal] if self.seal_text else []
        if self.left_caption:
            rows.append(self._caption)
        card_k = 1.0
        while True:
            fan_at = loser_fan(self.result, cx, room, s, card_k)
            panel_h, total = self._heights(rows, fan_at, buttons_h, s)
            over = self._height_needed - height
            if over <= 0 or not fan_at[1] or card_k < 1.0:
                break
            # larger text takes the cards down to three fifths; only at the smallest
            # text may they go under half their size
            card_k = max(0.6 if s > 1.0 else 0.45, (fan_at[3] - over) / fan_at[3])
        if squeezed and self.beside:
            self._height_needed = math.inf  # too narrow a panel: the buttons go under it
        self._place(cx, height, (panel_w, room), rows, fan_at, (panel_h, total, buttons_h), s)

    def _heights(self, rows, fan_at, buttons_h: float, s: float) -> tuple[float, float]:
        """The panel's height and the group's (the panel with the buttons under it or
        beside it); the height the group and a toast under it need is kept in
        ``_height_needed``."""
        _cards, slots, _top, cards_h = fan_at
        pad, rule = 26.0 * s, 28.0 * s  # the rule sits under the title's descenders
        text_h = sum(r.content_height + 8.0 * s for r in rows)
        text_h += 10.0 * s if self.left_caption else 0.0
        panel_h = pad + self._title.content_height + rule + text_h + (
            18.0 * s + cards_h if slots else 0.0) + pad
        total = max(panel_h, buttons_h) if self.beside else panel_h + 28.0 * s + buttons_h
        # Room under the group for a toast (the export's path, the verdict): the group
        # moves up by half of it, so the toast covers neither the buttons nor the panel.
        self._height_needed = total + self.toast.plate_height() + 2 * TOAST_GAP
        return panel_h, total

    def _place(self, cx: float, height: float, widths: tuple[float, float], rows, fan_at,
               heights: tuple[float, float, float], s: float) -> None:
        """The panel, its texts, the loser's cards, the buttons and the toast's place."""
        cards, slots, cards_top, _cards_h = fan_at
        (panel_w, room), (panel_h, total, buttons_h) = widths, heights
        toast_room = self._height_needed - total if math.isfinite(self._height_needed) else 0
        group_top = min(height / 2 + (total + toast_room) / 2, height - 4.0)
        top = group_top - (total - panel_h) / 2 if self.beside else group_top
        self._panel = (cx - panel_w / 2, top - panel_h, panel_w, panel_h)
        y = self._stack_texts(cx, top - 26.0 * s, self._title.content_height, 28.0 * s,
                              rows, s)
        if self._versus:  # side by side: the friend's game left, yours right
            mine, theirs = self._versus[1], self._versus[0]
            theirs.position = (cx - room / 4, theirs.y)
            mine.position = (cx + room / 4, theirs.y)
        self._cards.clear()
        for card, slot in zip(cards, slots, strict=True):
            sprite = arcade.Sprite(face_texture(card), scale=slot.scale)
            sprite.position = (slot.x, slot.y + y - 18.0 * s - cards_top)
            sprite.angle = slot.angle
            self._cards.append(sprite)
        self._anchor.clear()
        if self.beside:  # a column right of the panel, their middles level
            self._anchor.add(self._rows.box, anchor_x="left", anchor_y="bottom",
                             align_x=cx + panel_w / 2 + BESIDE_GAP * s,
                             align_y=group_top - total / 2 - buttons_h / 2)
        else:
            self._anchor.add(self._rows.box, anchor_x="center", anchor_y="bottom",
                             align_x=cx - self.fit.width / 2, align_y=group_top - total)
        self._rows.box.trigger_full_render()
        self.toast_at = (cx, group_top - total - TOAST_GAP - self.toast.plate_height() / 2)
        self.toast.max_width = (panel_w if self.beside else self.fit.width) - EDGE

    def _size_texts(self, room: float, s: float) -> bool:
        """Every text at the text scale ``s``, a line wider than ``room`` shrunk to fit;
        whether the title or the details had to be made smaller."""
        title_s = self.heading_scale(s)  # the title is large already: it grows less
        squeezed = False
        for label, size in ((self._title, (theme.TITLE_SIZE - 8) * title_s / s),
                            (self._shadow, (theme.TITLE_SIZE - 8) * title_s / s),
                            (self._detail, theme.BODY_SIZE + 3),
                            (self._match, theme.BODY_SIZE + 5)):
            label.font_size = size * s
            if label.content_width > room:  # a long match line: shrink it to fit
                label.font_size *= room / label.content_width
                squeezed = squeezed or label is not self._match
        for side in self._versus:
            side.font_size, side.width = theme.BODY_SIZE * s, round(room / 2 - 10)
        self._share.font_size, self._share.width = theme.BODY_SIZE * s, round(room)
        self._caption.font_size, self._caption.width = theme.BODY_SIZE * s, round(room)
        self._fit_code(room, s)
        if self.seal_text:
            fit_seal(self._seal, self.seal_text, room, s)
        return squeezed

    def _fit_code(self, room: float, s: float) -> None:
        """The challenge code on one line with its label, else under it, shrunk to fit."""
        code, label, value = self._code, _("Challenge code:"), self.shown.challenge_code
        if not value:
            code.text = ""
            return
        size = theme.BODY_SIZE * s
        one = f"{label} {value}"
        if text_width(one, size) <= room:  # measured unwrapped: pyglet wraps at dashes
            code.text = one
        else:
            code.text = f"{label}\n{value}"
            size = min(size, size * (room - 8) / text_width(value, size))
        code.font_size, code.width = size, round(room)

    def _stack_texts(self, cx: float, y: float, title_h: float, rule: float, rows,
                     s: float) -> float:
        """The title, its rule and ``rows`` stacked down from ``y`` (texts are anchored by
        their top edge); where the next row would start."""
        self._title.position = (cx, y)
        self._shadow.position = (cx + 3 * s, y - 4 * s)
        y -= title_h  # the title's bottom, under "Computer wins"'s p: the rule goes below
        self._ornament = (cx, y - max(10.0 * s, 9.0), 200.0 * s)
        y -= rule
        for r in rows:
            if r is self._caption:  # the caption belongs with the cards under it
                y -= 10.0 * s
            r.position = (cx, y)
            y -= r.content_height + 8.0 * s
        return y

    def _size_buttons(self, s: float, room: float) -> tuple[float, float]:
        """The buttons at the text scale ``s``: see :func:`size_buttons`."""
        return size_buttons(self._rows, self.buttons, (self.play_again_button,
                            self.export_button), s, None if self.beside else room)

    def play_again(self) -> None:
        if self.on_play_again is not None:
            self.on_play_again()

    def menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def review(self) -> None:
        if self.on_review is not None:
            self.on_review()

    def swap(self) -> None:
        if self.on_swap is not None:
            self.on_swap()

    def statistics(self) -> None:
        if self.on_statistics is not None:
            self.on_statistics()

    def copy_result(self) -> None:
        """The deal of the day's line to the clipboard (or why it could not go there)."""
        if self.actions.copy is not None and self.shown.share_line:
            problem = self.actions.copy(self.shown.share_line)
            self.toast.show(problem or _("Result copied: paste it anywhere"),
                            kind="error" if problem else "info", duration=5.0)

    def challenge_friend(self) -> None:
        """Show the challenge code (laid out again) and put it on the clipboard."""
        code = self.shown.challenge_code
        if self.actions.copy is None or not code:
            return
        if not self.code_shown:
            self.code_shown = True
            self.on_layout(self.fit.width, self.fit.height)
        problem = self.actions.copy(code)
        self.toast.show(problem or _("Code copied: your friend pastes it into Play a "
                                     "challenge"),
                        kind="error" if problem else "info", duration=6.0)

    def export(self) -> str | None:
        """Export the game's record; the file's path (or the problem) is shown."""
        if self.on_export is None:
            return None
        path, message = self.on_export()
        if path is None:
            self.notice.show(message)
        else:
            self.exported, self._exported_words = path, message
            self.toast.show(message, duration=6.0)
            if self.on_verify is not None and self._verifying is None:
                self.toast.show(_("{message} · verifying…").format(message=message),
                                duration=600.0)
                pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dirty7-verify")
                self._verifying = pool.submit(self.on_verify, path)
                pool.shutdown(wait=False)
        return path

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        self.notice.update(delta_time)
        self.toast.update(delta_time)
        if self.actions.tick is not None:
            self.actions.tick(self)
        if self._verifying is not None and self._verifying.done():
            future, self._verifying = self._verifying, None
            try:
                self.verified = future.result()
            except Exception as exc:  # noqa: BLE001 - a failed check is shown, never fatal
                self.verified = (False, _("Could not verify: {reason}").format(reason=exc))
            ok, text = self.verified  # the verdict keeps where the file went beside it
            self.toast.show(f"{text} · {self._exported_words}", kind="info" if ok else "error",
                            duration=12.0)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.SPACE):
            self.play_again()
        elif symbol in (key.ESCAPE, key.M):
            self.menu()
        elif symbol == key.S:
            self.statistics()
        elif symbol == key.E:
            self.export()
        elif symbol == key.R:
            self.review()
        elif symbol == key.W:
            self.swap()
        elif symbol == key.C:
            self.copy_result()
        elif symbol == key.F:
            self.challenge_friend()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def draw_scene(self) -> None:
        left, bottom, w, h = self._panel
        theme.draw_panel(left, bottom, w, h)
        if not look.current().high_contrast:  # no shadow under dark text on white
            self._shadow.draw()
        self._title.draw()
        draw_ornament(*self._ornament)
        self._detail.draw()
        if self.match_text:
            self._match.draw()
        if self.seal_text:
            self._seal.draw()
        for label in (*self._versus, *[self._share] * bool(self.shown.share_line),
                      *[self._code] * self.code_shown):
            label.draw()
        self._caption.draw()
        self._cards.draw()

    def draw_overlay(self) -> None:
        self.notice.draw(self.fit.width / 2, self.fit.height - 18)
        self.toast.draw(*self.toast_at)

    def on_draw(self) -> None:
        super().on_draw()
        self.frames_drawn += 1
        if self.on_drawn is not None:
            self.on_drawn(self)


__all__ = ["ResultsActions", "ResultsShown", "ResultsView"]
