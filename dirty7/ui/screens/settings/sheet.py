"""Building the Settings sheet: its rows (label and control), the card backs, Back and the
banner, at the text scale and arrangement the view chose.

Why apart from the view: building is long and runs again whenever the window's size asks
for another text scale; the view keeps the model, the keys' dispatch and the layout.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from dirty7.game.rules_words import RULES_LABELS
from dirty7.i18n import N_, _
from dirty7.store.settings import CARD_BACKS
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import gui
from dirty7.ui.screens.settings.choices import (
    ANIMATION_CHOICES,
    CONTROL_WIDTH,
    CUSTOM,
    DIFFICULTY_MIN_WIDTH,
    DIFFICULTY_SPARE,
    FIRST_CHOICES_LABELS,
    LABEL_SIZE,
    LABEL_WIDTH,
    MATCH_TARGETS,
    OPTION_FONT_SIZE,
    OPTION_GAP,
    ROW_HEIGHT,
    RULE_CONTROL_WIDTH,
    RULE_LABEL_WIDTH,
    Row,
)
from dirty7.ui.screens.settings.keys import (
    flag_step,
    flag_toggle,
    step_difficulty,
    step_volume,
    stepper,
    stepper_of,
)
from dirty7.ui.widgets.banner import FixedLabel, MessageBanner
from dirty7.ui.widgets.button_rows import LABEL_PAD
from dirty7.ui.widgets.buttons import OptionButton, TableButton, button_style, on_click
from dirty7.ui.widgets.card_back import CARD_BACK_SIZE, CardBackButton
from dirty7.ui.widgets.option_pager import WORD_ROOM, OptionPager, row_widths, text_width
from dirty7.ui.widgets.slider import VolumeSlider
from dirty7.ui.widgets.toggle import ToggleSwitch


def _label(text: str, width: float, *, size: int = LABEL_SIZE, color=theme.TEXT,
           bold: bool = False) -> gui.UILabel:
    """A label of the panel, its colour as the look shows panel text."""
    return FixedLabel(text, width, font_name=theme.BODY_FONT, font_size=size,
                      text_color=theme.panel_text(color), bold=bold)


def _match_label(value: int | None) -> str:
    return _("Off") if value is None else str(value)


def options(
    view, key: str, choices: Sequence[tuple[Any, str]], width: float, *,
    disabled: Sequence[Any] = (),
) -> gui.UIBoxLayout:
    k = view.text_k
    box = gui.UIBoxLayout(vertical=False, space_between=round(OPTION_GAP * k))
    buttons: dict[Any, OptionButton] = {}
    widths, size = row_widths([_(text) for _value, text in choices],
                              round(OPTION_FONT_SIZE * k), width * k, round(OPTION_GAP * k),
                              2 * WORD_ROOM * k)
    for (value, text), each in zip(choices, widths, strict=True):
        button = OptionButton(text=_(text), value=str(value), width=each,
                              height=(ROW_HEIGHT - 2) * k, size=size)
        button.disabled = value in disabled
        on_click(button, chooser(view, key, value))
        buttons[value] = button
        box.add(button)
    view.groups[key] = buttons
    return box


def chooser(view, key: str, value: Any) -> Callable[[], None]:
    def choose() -> None:
        if (key, value) == ("rules", CUSTOM):
            view.open_custom()  # the Custom rules sheet: the set is made there
            return
        view.change(**{key: value})

    return choose


def switch(view, key: str) -> gui.UIBoxLayout:
    k = view.text_k
    switch = ToggleSwitch(value=getattr(view.settings, key), width=62 * k, height=32 * k)

    @switch.event("on_change")
    def changed(event: gui.UIOnChangeEvent) -> None:
        view.change(**{key: bool(event.new_value)})

    state = _label("", 60 * k, color=theme.TEXT_DIM, size=round((theme.SMALL_SIZE + 1) * k))
    view.switches[key] = switch
    view.state_labels[key] = state
    box = gui.UIBoxLayout(vertical=False, space_between=round(14 * k), align="center")
    box.add(switch)
    box.add(state)
    return box


def row(view, label: str, control: gui.UIWidget, label_width: float = LABEL_WIDTH,
         note: str | None = None, stacked: bool = False) -> gui.UIBoxLayout:
    """A label and its control side by side (or the label above it when ``stacked``),
    with an optional note under them."""
    k = view.text_k
    line = gui.UIBoxLayout(vertical=stacked, space_between=round(6 * k) if stacked else 0,
                           align="left" if stacked else "center")
    text = _label(label, 0 if stacked else label_width * k, size=round(LABEL_SIZE * k))
    line.add(text)
    line.add(control)
    line.with_padding(left=12, right=12, top=4, bottom=4)
    if note is None:
        return line
    block = gui.UIBoxLayout(vertical=True, space_between=0, align="left")
    block.add(line)
    width = (RULE_CONTROL_WIDTH if stacked else label_width + CONTROL_WIDTH) * k
    size = round((theme.SMALL_SIZE - 1) * k)
    hint = _label(note, width, size=size, color=(*theme.TEXT_DIM, 200))
    if stacked:  # the note wraps under its control
        hint = FixedLabel(note, width, width=width, multiline=True, font_name=theme.BODY_FONT,
                          font_size=size, text_color=theme.panel_text((*theme.TEXT_DIM, 200)))
    hint.with_padding(left=12, bottom=4)
    block.add(hint)
    return block


def heading(view, text: str) -> gui.UILabel:
    k = view.text_k
    heading = _label(text, 200 * k, size=round((theme.SMALL_SIZE + 1) * k), color=theme.GOLD,
                     bold=True)
    heading.with_padding(left=12)
    return heading


def add_row(view, key: str, box: gui.UIWidget, step, toggle=None) -> gui.UIWidget:
    view.rows.append(Row(key, box, step, toggle))
    return box


#: The pages of a sheet too large for its window (see :func:`build_sheet`): each one's
#: tab and the rows it holds.
PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("Game"), ("difficulty", "animation_speed", "highlight_playable", "rules")),
    (N_("Sound and cards"), ("sound", "volume", "card_back")),
    (N_("Rules"), ("seven_stack", "first", "match_to")),
)


def build_sheet(view) -> None:
    """Build the sheet at ``view.text_k``: the Game and Rules columns side by side over
    the card backs, or (``view.page`` a number) one of :data:`PAGES` under a row of tabs.

    Why pages: at a large text size a 16:9 window cannot hold every row at once; a third
    of them can, so the text grows instead of staying at 100 %.
    """
    for table in (view.groups, view.switches, view.state_labels, view.card_backs):
        table.clear()
    view.rows.clear()
    k = view.text_k
    game, rules, backs = game_column(view), rules_column(view), card_back_row(view)
    panel = gui.UIBoxLayout(vertical=True, space_between=round(18 * k), align="left")
    view.off_page = []
    if view.page is None:
        columns = gui.UIBoxLayout(vertical=False, space_between=round(36 * k), align="top")
        columns.add(game)
        columns.add(rules)
        panel.add(columns)
        panel.add(backs)
    else:
        panel.add(page_rows(view, (game, rules, backs)))
    panel.with_padding(top=20, bottom=22, left=20, right=20)
    panel.with_background(texture=theme.nine_patch(*theme.panel_colors(), 20))
    view.panel = panel
    footer_widgets(view)
    anchor = gui.UIAnchorLayout()
    anchor.add(panel, anchor_x="center", anchor_y="center")
    view.ui.clear()
    view.ui.add(anchor)
    view.anchor = anchor
    view.footer = gui.UIAnchorLayout()  # Back and the banner; placed in on_layout
    view.ui.add(view.footer, layer=1)


def page_rows(view, parts) -> gui.UIBoxLayout:
    """The tabs and the rows of page ``view.page``, taken out of the columns ``parts``;
    ``view.rows`` becomes the tabs and those rows, in the keyboard's order.

    The columns stay referenced (``view.off_page``): the rows left in them keep their
    widgets, which the view still syncs, and a collected column would leave them with a
    dead parent to notify.
    """
    k = view.text_k
    _title, keys = PAGES[view.page]
    shown = [row for row in view.rows if row.key in keys]
    view.off_page = list(parts)
    tabs = page_tabs(view)
    view.rows[:] = [Row("page", tabs, view.turn_page), *shown]
    page = gui.UIBoxLayout(vertical=True, space_between=round(10 * k), align="left")
    page.add(tabs)
    for row in shown:
        if row.box.parent is not None:
            row.box.parent.remove(row.box)
        page.add(row.box)
    return page


def page_tabs(view) -> gui.UIBoxLayout:
    """The row of tabs over a paged sheet: one per page, the shown one selected."""
    k = view.text_k
    tabs = gui.UIBoxLayout(vertical=False, space_between=round(OPTION_GAP * k))
    for i, (title, _keys) in enumerate(PAGES):
        text = _(title)
        tab = OptionButton(text=text, value=str(i), width=(80 + 9 * len(text)) * k,
                           height=(ROW_HEIGHT - 2) * k, size=round(OPTION_FONT_SIZE * k))
        tab.selected = i == view.page
        on_click(tab, partial(view.show_page, i))
        tabs.add(tab)
    tabs.with_padding(left=12, right=12, top=4, bottom=4)
    return tabs


def game_column(view) -> gui.UIBoxLayout:
    """Heading and the rows of the game: difficulty, speed, highlighting, sound, volume."""
    k = view.text_k
    # Tighter than the rules: the difficulty row carries a note line under it.
    game = gui.UIBoxLayout(vertical=True, space_between=round(8 * k), align="left")
    game.add(heading(view, _("Game")))
    game.add(add_row(view, "difficulty", difficulty_row(view), partial(step_difficulty, view)))
    speed = options(view, "animation_speed", ANIMATION_CHOICES, CONTROL_WIDTH)
    game.add(add_row(view, "animation_speed", row(view, _("Animation speed"), speed),
                     stepper(view, "animation_speed", [v for v, _text in ANIMATION_CHOICES])))
    for key, label in (("highlight_playable", _("Highlight playable")), ("sound", _("Sound"))):
        game.add(add_row(view, key, row(view, label, switch(view, key)), flag_step(view, key),
                         flag_toggle(view, key)))
    game.add(add_row(view, "volume", volume_controls(view), partial(step_volume, view)))
    return game


def rules_column(view) -> gui.UIBoxLayout:
    """Heading and the rule variants, each with its note."""
    k, stacked = view.text_k, view.stacked
    rules = gui.UIBoxLayout(vertical=True, space_between=round(12 * k), align="left")
    rules.add(add_row(view, "rules", rules_heading(view),
                      stepper_of(view, "rules", list(RULES_LABELS), lambda: view.live.rules)))
    rules.add(add_row(view, "seven_stack", row(
        view, _("Sevens stack"), switch(view, "seven_stack"), RULE_LABEL_WIDTH,
        _("Each Seven answered adds four more cards to draw."), stacked),
        flag_step(view, "seven_stack"), flag_toggle(view, "seven_stack")))
    first = options(view, "first", FIRST_CHOICES_LABELS, RULE_CONTROL_WIDTH)
    rules.add(add_row(view, "first", row(
        view, _("Who starts"), first, RULE_LABEL_WIDTH,
        _("Alternate: the players take turns to start a game."), stacked),
        stepper(view, "first", [v for v, _text in FIRST_CHOICES_LABELS])))
    targets = match_targets(view)
    match = options(view, "match_to", [(v, _match_label(v)) for v in targets],
                    RULE_CONTROL_WIDTH)
    rules.add(add_row(view, "match_to", row(
        view, _("Match to"), match, RULE_LABEL_WIDTH,
        _("The loser scores the cards left; first to the target loses."), stacked),
        stepper(view, "match_to", targets)))
    return rules


def rules_heading(view) -> gui.UIBoxLayout:
    """The column's heading with the rule set beside it (Dirty Seven, Crazy Eights,
    Mau-Mau, Custom… which opens the Custom rules sheet): the rows under it are that
    set's options. In the heading's line, so the
    column grows by no row."""
    k = view.text_k
    line = gui.UIBoxLayout(vertical=view.stacked, align="left" if view.stacked else "center",
                           space_between=round(6 * k) if view.stacked else 0)
    title = _label(_("Rules"), 0 if view.stacked else (RULE_LABEL_WIDTH - 12) * k,
                   size=round((theme.SMALL_SIZE + 1) * k), color=theme.GOLD, bold=True)
    line.add(title)
    # on the Game page it sits under the game's rows: as wide as they are
    width = RULE_CONTROL_WIDTH if view.page is None or view.stacked else \
        LABEL_WIDTH + CONTROL_WIDTH - RULE_LABEL_WIDTH
    line.add(options(view, "rules", [*RULES_LABELS.items(), (CUSTOM, N_("Custom…"))], width))
    line.with_padding(left=12, right=12)
    return line


def card_back_row(view) -> gui.UIBoxLayout:
    """The card backs in a row, the label beside them (or above, on a narrow sheet or a
    page: the row is then as wide as the page may be)."""
    k, stacked = view.text_k, view.stacked or view.page is not None
    # On a page the backs take two rows where one would be wider than the window.
    one_row = (len(CARD_BACKS) * (CARD_BACK_SIZE[0] + 8) - 8) * k + 64  # and the paddings
    lines = 2 if view.page is not None and one_row > view.fit.width - 40 else 1
    backs = gui.UIBoxLayout(vertical=True, space_between=round(8 * k), align="left")
    per_line = -(-len(CARD_BACKS) // lines)
    for start in range(0, len(CARD_BACKS), per_line):
        line = gui.UIBoxLayout(vertical=False, space_between=round(8 * k), align="center")
        for name in CARD_BACKS[start:start + per_line]:
            button = CardBackButton(name, selected=name == view.settings.card_back, scale=k)
            on_click(button, chooser(view, "card_back", name))
            view.card_backs[name] = button
            line.add(button)
        backs.add(line)
    back_row = gui.UIBoxLayout(vertical=stacked, space_between=round(6 * k) if stacked else 0,
                               align="left" if stacked else "center")
    back_row.add(_label(_("Card back"), 0 if stacked else LABEL_WIDTH * k,
                        size=round(LABEL_SIZE * k)))
    back_row.add(backs)
    back_row.with_padding(left=12, right=12, top=6, bottom=6)
    add_row(view, "card_back", back_row, stepper(view, "card_back", list(CARD_BACKS)))
    return back_row


def footer_widgets(view) -> None:
    """Back, "Look and hand…", "Speech…", "Play a friend…" and the banner (placed by the
    view). Narrow enough that the four fit side by side at 150 % text in a 1280-wide
    window."""
    k = view.text_k
    size = round(theme.BUTTON_SIZE * k)

    def button(text: str, width: float, action: Callable[[], object]) -> TableButton:
        """A footer button, wider than ``width`` where its words need it (another
        language's are longer)."""
        made = TableButton(text=text, width=max(width * k, text_width(text, size) + LABEL_PAD * k),
                           height=46 * k, style=button_style(size=size))
        on_click(made, action)
        return made

    view.back_button = button(_("Back"), 150, view.back)
    view.look_button = button(_("Look and hand…"), 210, lambda: view.on_look and view.on_look())
    view.speech_button = button(_("Speech…"), 150,
                                lambda: view.on_speech and view.on_speech())
    view.friend_button = button(_("Play a friend…"), 200,
                                lambda: view.on_friend and view.on_friend())
    view.banner = MessageBanner(round(980 * min(k, 1.2)))
    view.banner.show(view.message)


def difficulty_row(view) -> gui.UIWidget:
    """The difficulty choice (paged when the strategies do not fit) and, under it, the
    line that describes the one hovered or focused, or says why it is unavailable."""
    k = view.text_k
    size = round(OPTION_FONT_SIZE * k)

    def make_button(name: str, text: str, width: float) -> OptionButton:
        button = OptionButton(text=text, value=name, width=width,
                              height=(ROW_HEIGHT - 2) * k, size=size)
        option = view.difficulty_option(name)
        button.disabled = option is None or not option.available
        on_click(button, chooser(view, "difficulty", name))
        gui.bind(button, "hovered", view.refresh_note)
        return button

    view.difficulty_pager = OptionPager(
        [(o.name, o.label) for o in view.difficulties],
        width=(CONTROL_WIDTH + DIFFICULTY_SPARE) * k,
        height=(ROW_HEIGHT - 2) * k, font_size=size, make_button=make_button,
        gap=round(OPTION_GAP * k), min_width=DIFFICULTY_MIN_WIDTH * k, arrow_width=30 * k,
        max_width=(CONTROL_WIDTH - 2 * OPTION_GAP) * k / 3,  # one or two: not wider
    )
    view.difficulty_pager.show(view.difficulty_focus)
    view.groups["difficulty"] = view.difficulty_pager.buttons
    line = gui.UIBoxLayout(vertical=False, align="center")
    line.add(_label(_("Difficulty"), (LABEL_WIDTH - DIFFICULTY_SPARE) * k,
                    size=round(LABEL_SIZE * k)))
    line.add(view.difficulty_pager)
    line.with_padding(left=12, right=12, top=4, bottom=2)
    width = (LABEL_WIDTH + CONTROL_WIDTH) * k
    view.difficulty_note = _label("", width, size=round((theme.SMALL_SIZE - 1) * k),
                                  color=(*theme.TEXT_DIM, 200))
    view.difficulty_note.with_padding(left=12)
    block = gui.UIBoxLayout(vertical=True, space_between=0, align="left")
    block.add(line)
    block.add(view.difficulty_note)
    return block


def volume_controls(view) -> gui.UIWidget:
    k = view.text_k
    view.volume_slider = VolumeSlider(value=round(view.settings.volume * 100), width=210 * k,
                                      height=30 * k)

    @view.volume_slider.event("on_change")
    def changed(_event: gui.UIOnChangeEvent) -> None:
        view.change(volume=round(float(view.volume_slider.value)) / 100)

    view.volume_label = _label("", 70 * k, color=theme.TEXT_DIM,
                               size=round((theme.SMALL_SIZE + 1) * k))
    box = gui.UIBoxLayout(vertical=False, space_between=round(14 * k), align="center")
    box.add(view.volume_slider)
    box.add(view.volume_label)
    return row(view, _("Volume"), box)


def match_targets(view) -> list[int | None]:
    targets = list(MATCH_TARGETS)
    if view.settings.match_to not in targets:
        targets.append(view.settings.match_to)
        targets = [None] + sorted(t for t in targets if t is not None)
    return targets
