"""Where the game log and the Why? panel open: room on the table's left that hides no pile.

Why a column left of the suit badge first: there the panel hides nothing the player needs
(the hand is centred, the piles and the badge are to its right), and a tall column shows
many lines. The column stops short of the badge at its largest pulse and of its caption
as they stand now (a Jack's wider caption narrows it a little). Whether the column is wide
enough to read is decided for the worst case (a Jack asking for ♦ diamonds), so the panel
does not jump across the table when a Jack is played: where large cards or a large text
size leave too narrow a column, it opens below the piles and the status line instead,
over the left of the hand, the only room left (L or W closes it to play), and wider
there, as its text is large.

Where that column is too narrow, the player's hand must still stay in view (the panel
used to open over it: at 800×600 with extra-large cards and 150 % text the player could
not see their own cards while reading): the panel then opens over the computer's
face-down hand (its count stays in its label), right of the tools and down to the piles,
the badge and Draw/Pass, its text at the window's 100 % size if need be so that a few
lines show (the log scrolls, see :mod:`.game_log`). Where even that box is too low
(16:9 and 16:10 windows with large cards) it opens over the piles and the badge, above
the status line (:func:`over_piles`); only where that too is too low, over the hand.

The Why? panel must show a whole explanation, so it is offered more places, in order
(:func:`why_boxes`): the box :func:`log_place` gives, the box over the computer's hand,
the box over the piles (tried after the others, see ``WhyPanel``), then the column run
down to the window's bottom edge, the box below the status line, and that box across the
whole table, which lie over the player's hand (used only where no box is clear of it).
The panel takes the first clear box where its whole text fits at about its text size;
where none holds it, it keeps the size and scrolls, as the log does.
"""

from __future__ import annotations

from functools import lru_cache

from dirty7.game.table.table_words import jack_captions
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import EDGE_MARGIN, STATUS_HEIGHT, TableLayout, card_size
from dirty7.ui.table.hud import JACK_BADGE, PULSE

GAP = 14.0  # felt kept between a panel and what it must not hide
#: The narrowest column worth reading, at text scale 1 (the title, "L to hide" and about
#: 20 characters a line).
MIN_COLUMN = 180.0
#: The least room over the computer's hand worth opening in (logical units, at text scale
#: 1): the title and two or three lines.
MIN_TOP_HEIGHT = 110.0


def longest_caption(font_size: float) -> tuple[float, float]:
    """Width and height of the longest caption under the badge at ``font_size`` (in the
    language in force: each has its own longest)."""
    return _longest_caption(font_size, tuple(jack_captions()))


@lru_cache(maxsize=16)
def _longest_caption(font_size: float, captions: tuple[str, ...]) -> tuple[float, float]:
    sizes = []
    for caption in captions:
        text = arcade.Text(caption, 0, 0, font_size=font_size, font_name=theme.BODY_FONT)
        sizes.append((text.content_width, text.content_height))
    return max(sizes)


def column_fits(layout: TableLayout, text_scale: float, caption_size: float) -> bool:
    """Whether the column left of the badge is wide enough to read even beside a Jack's
    badge and caption (``caption_size``: the caption's font size)."""
    caption_w = min(longest_caption(caption_size)[0], layout.suit_caption_room)
    badge_x, _ = layout.suit_badge_for(caption_w, JACK_BADGE)
    band_left = badge_x - max(caption_w, JACK_BADGE * PULSE) / 2
    return band_left - GAP - layout.menu_button.left >= MIN_COLUMN * text_scale


def badge_band_left(hud) -> float:
    """The left edge of the badge (at its largest pulse) and its caption as they stand now."""
    bx, _ = hud.badge_pos
    return bx - max(hud.suit_caption.content_width, hud.badge_size(pulse=False) * PULSE) / 2


def place_heading(title, hint, left: float, top: float, width: float, pad: float) -> bool:
    """A side panel's title at its top left and "L to hide" / "W to hide" at its top right;
    whether the hint fits beside the title (in a narrow panel the button says it)."""
    title.position = (left + pad, top - pad + 2)
    hint.position = (left + width - pad, top - pad)
    return title.content_width + hint.content_width + 12 <= width - 2 * pad


def draw_plate(rect, title, hint, show_hint: bool) -> None:
    """A side panel's opaque plate (where the column is too narrow it lies over the hand),
    its title and, if it fits, its hint."""
    fill, border = theme.panel_colors((8, 32, 20, 255), theme.GOLD_DARK)
    theme.nine_patch(fill, border, 14).draw_rect(rect=rect)
    title.draw()
    if show_hint:
        hint.draw()


#: The height of the line under the Menu button a table part may take (times the text
#: scale): the friend's connection indicator.
BAND_UNDER_MENU = 28.0


def log_place(view, want_width: float) -> tuple[tuple[float, float, float, float], float]:
    """The log panel's box (left, bottom, width, height in logical units) on table ``view``,
    ``want_width`` wide where there is room for it, and the text scale to set it at."""
    layout, hud, ts = view.layout, view.hud, view.text_scale
    menu = layout.menu_button
    status_half = max(STATUS_HEIGHT * ts, hud.status.content_height) / 2
    if column_fits(layout, ts, hud.suit_caption_size):
        band_left = badge_band_left(hud)
        top = layout.tools_bottom - 16 - (BAND_UNDER_MENU * ts if hud.band_under_menu else 0.0)
        bottom = layout.status_pos[1] + status_half + 4  # its highest place
        height = min(top - bottom, 470.0 * ts)
        return (menu.left, top - height, min(want_width, band_left - GAP - menu.left),
                height), ts
    over = over_computer(view)
    # Over the computer's hand at the text size, or at 100 % where the text size leaves
    # fewer than three lines; the window's 100 % is the least the text goes down to.
    plain = ts / look.current().text_factor
    for scale in (ts, plain):
        if over[3] >= MIN_TOP_HEIGHT * scale:
            return over, scale
    # Over the piles and the badge (16:9 and 16:10 windows with extra-large cards, where
    # nothing else leaves the player's hand in view): the player closes it to play.
    piles = over_piles(view, want_width * ts)
    for scale in (ts, plain):
        if piles[3] >= MIN_TOP_HEIGHT * scale:
            return piles, scale
    # Wider as the text grows (long lines wrap less, the lines are few), at most half the table.
    return _below_status(view, min(want_width * ts, layout.width / 2 - menu.left)), ts


def over_piles(view, want_width: float) -> tuple[float, float, float, float]:
    """The box over the piles, the badge and the stock count: from under the tools down to
    the status line (kept in view, with the hand below it), left of Draw/Pass.

    Why it may hide the piles: where the cards are extra large in a wide window there is
    no felt clear of both the hand and the piles, and the player's own hand matters more
    while they read (the panel is opaque and closes with L or W to play)."""
    layout, hud = view.layout, view.hud
    menu = layout.menu_button
    status = hud.label_boxes()["status"]
    bottom, top = status.top + GAP / 2, layout.tools_bottom - 16
    right = layout.buttons_area.left - GAP  # Draw/Pass and their holder
    return menu.left, bottom, min(want_width, right - menu.left), max(0.0, top - bottom)


def side_box(view, want_width: float) -> tuple[float, float, float, float]:
    """The box of :func:`log_place`, without its text scale."""
    return log_place(view, want_width)[0]


def over_computer(view) -> tuple[float, float, float, float]:
    """The box over the computer's face-down hand: right of Menu and the tools, left of
    the computer's name, from the top edge down to the piles, the badge (at its largest
    pulse) and Draw/Pass, with :data:`GAP` of felt kept from each."""
    layout, hud = view.layout, view.hud
    w, h = card_size(layout.pile_scale)
    _, by = hud.badge_pos
    area = layout.buttons_area
    floor = max(layout.piles_y + h / 2 + 0.12 * w + 10,  # a tossed waste card's corner
                by + 4 + hud.badge_size(pulse=False) * PULSE / 2, area.bottom + area.height)
    left, right = layout.tools_right + GAP, layout.opponent_label_pos[0] - GAP
    bottom, top = floor + GAP, layout.height - EDGE_MARGIN
    return left, bottom, right - left, max(0.0, top - bottom)


def covers_hand(view, box: tuple[float, float, float, float]) -> bool:
    """Whether ``box`` reaches down into the player's hand (below the status line)."""
    hud = view.hud
    status = hud.label_boxes().get("status")
    floor = status.bottom if status is not None else view.layout.status_pos[1]
    return box[1] < floor


def _below_status(view, width: float) -> tuple[float, float, float, float]:
    """A box ``width`` wide under the status line at its lowest (over a hand of one row)."""
    layout, ts = view.layout, view.text_scale
    status_half = max(STATUS_HEIGHT * ts, view.hud.status.content_height) / 2
    top = layout.status_pos_for(1)[1] - status_half - GAP / 2
    bottom = EDGE_MARGIN * 2
    return layout.menu_button.left, bottom, width, top - bottom


def why_boxes(view, want_width: float) -> list[tuple[float, float, float, float]]:
    """The boxes the Why? panel may open in on table ``view``, in order of preference:
    :func:`side_box` first, then taller or wider ones that still hide no pile, badge,
    caption, button or status text (the hand is covered while the panel is open)."""
    layout, hud = view.layout, view.hud
    menu = layout.menu_button
    boxes = [side_box(view, want_width)]
    over = over_computer(view)
    if over[3] >= MIN_TOP_HEIGHT and over not in boxes:
        boxes.append(over)
    # The column left of the badge run down to the bottom edge, where the status line's
    # text (as it stands now) leaves it clear.
    width = min(badge_band_left(hud), hud.label_boxes()["status"].left) - GAP - menu.left
    low, top = EDGE_MARGIN * 2, layout.tools_bottom - 16
    if width >= MIN_COLUMN:
        boxes.append((menu.left, low, min(want_width * view.text_scale, width), top - low))
    piles = over_piles(view, layout.width)
    if piles[3] >= MIN_TOP_HEIGHT and piles not in boxes:
        boxes.append(piles)
    boxes.append(_below_status(view, layout.width - 2 * menu.left))
    return boxes



class SideSlot:
    """The left of the table, where the game log and the Why? panel open: one at a time,
    the later one opened. Each part is given the slot (not its sibling's panel)."""

    def __init__(self, *panels) -> None:
        self.panels = list(panels)

    def add(self, panel) -> None:
        self.panels.append(panel)

    def open(self, panel) -> None:
        """Show ``panel`` there; any other panel of the slot closes."""
        panel.visible = True
        for other in self.panels:
            if other is not panel:
                other.visible = False

    def taken_from(self, panel) -> bool:
        """Whether another panel of the slot is open (it was opened after ``panel``)."""
        return any(other.visible for other in self.panels if other is not panel)


__all__ = ["SideSlot", "badge_band_left", "column_fits", "covers_hand", "log_place",
           "longest_caption", "over_computer", "over_piles", "side_box", "why_boxes"]
