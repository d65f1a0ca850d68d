"""The panel of each step of "Play a friend", at a text scale: its words, fields and buttons.

Why apart from the view: the view decides what a key or click does and when to build
again; this module only makes the widgets of the step the flow is at
(:mod:`dirty7.ui.screens.friend.friend_flow`), so each can be read by itself. Every
button and field the keyboard can reach is named in :attr:`FriendPanel.controls`, in
the order Tab goes through them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import gui
from dirty7.ui.core.deal_entry import DealField
from dirty7.ui.screens.friend.here_page import build_here
from dirty7.ui.widgets.banner import FixedLabel
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click
from dirty7.ui.widgets.option_pager import text_width

__all__ = ["CODE_FIELD_CHARS", "CODE_FIELD_WIDTH", "CODE_FONT", "FriendPanel", "PANEL_WIDTH",
           "build_panel"]

#: The panel's inner width at 100 % text (logical units).
PANEL_WIDTH = 600
#: A code is read aloud: a typewriter face keeps 1 and l, 0 and o apart.
CODE_FONT = ("DejaVu Sans Mono", "Consolas", "Menlo", "Liberation Mono", "monospace")
ERROR_TEXT = (255, 196, 170)
#: The same on the white panels of high contrast (the light one would not read there).
ERROR_TEXT_ON_WHITE = (150, 24, 20)
#: The code field's width at 100 % text: a relay's code (36 characters) in full.
CODE_FIELD_WIDTH = PANEL_WIDTH - 40
#: The longest code a field takes (a secret and a host's address: well under this).
CODE_FIELD_CHARS = 120


@dataclass
class FriendPanel:
    """A built step: the panel, the widgets the keyboard reaches (key → widget, in Tab
    order), what each button does, and the fields by name."""

    panel: gui.UIBoxLayout
    controls: dict[str, gui.UIWidget] = field(default_factory=dict)
    actions: dict[str, Callable[[], None]] = field(default_factory=dict)
    fields: dict[str, DealField] = field(default_factory=dict)


class _Builder:
    """Adds lines, fields and rows of buttons to one panel at text scale ``k``."""

    def __init__(self, k: float) -> None:
        self.k = k
        self.width = PANEL_WIDTH * k
        self.built = FriendPanel(gui.UIBoxLayout(vertical=True, space_between=round(14 * k),
                                                 align="center"))

    def line(self, text: str, size: float = theme.BODY_SIZE, *, color=theme.TEXT,
             bold: bool = False, font=theme.BODY_FONT) -> FixedLabel:
        if color == ERROR_TEXT and theme.panel_text(theme.TEXT) != theme.TEXT:
            color = ERROR_TEXT_ON_WHITE
        label = FixedLabel(text, self.width, width=self.width, multiline=True,
                           font_name=font, font_size=round(size * self.k), bold=bold,
                           text_color=theme.panel_text(color), align="center")
        self.built.panel.add(label)
        return label

    def text_field(self, key: str, label: str, text: str, width: float, *,
                   font=theme.BODY_FONT, above: bool = False) -> DealField:
        """A labelled field ``width`` wide at 100 %: the label beside it, or ``above`` it
        (a field as wide as the panel)."""
        k = self.k
        size = round((theme.BODY_SIZE + 1) * k)
        row = gui.UIBoxLayout(vertical=above, space_between=round((6 if above else 12) * k),
                              align="center")
        row.add(FixedLabel(label, 0, font_name=theme.BODY_FONT, font_size=size,
                           text_color=theme.panel_text(theme.TEXT)))
        dark = theme.panel_text(theme.TEXT) == theme.TEXT
        well, ring = ((0, 0, 0, 90), (0, 0, 0, 130)) if dark else \
            ((255, 255, 255, 255), (236, 236, 230, 255))
        look = gui.UIInputText.UIStyle(bg=well, border=theme.panel_text((*theme.GOLD_DARK, 255)),
                                       border_width=2)
        lit = gui.UIInputText.UIStyle(bg=ring, border=theme.panel_text((*theme.GOLD, 255)),
                                      border_width=3)
        entry = DealField(width=width * k, height=40 * k, text=text, font_name=font,
                          font_size=size, text_color=theme.panel_text(theme.CREAM),
                          caret_color=theme.panel_text(theme.CREAM),
                          style={"normal": look, "hover": lit, "press": lit,
                                 "disabled": look, "invalid": look})
        row.add(entry)
        self.built.panel.add(row)
        self.built.controls[key] = entry
        self.built.fields[key] = entry
        return entry

    def buttons(self, *entries: tuple[str, str, Callable[[], None], bool]) -> None:
        """A row of buttons: (key, label, action, primary); a column of them, each as wide
        as the longest label needs, where a label would not fit its share of the row (a
        long language)."""
        k = self.k
        size = round(theme.BUTTON_SIZE * k)
        each = min(260 * k, (self.width - 16 * k * (len(entries) - 1)) / len(entries))
        needed = max(text_width(text, size) for _key, text, _action, _primary in entries)
        stacked = needed > each - 24 * k
        if stacked:
            each = min(self.width, max(each, needed + 32 * k))
        row = gui.UIBoxLayout(vertical=stacked, space_between=round((10 if stacked else 16) * k),
                              align="center")
        for key, text, action, primary in entries:
            button = TableButton(text=text, width=each, height=48 * k, primary=primary,
                                 style=button_style(primary, size=size))
            on_click(button, action)
            row.add(button)
            self.built.controls[key] = button
            self.built.actions[key] = action
        self.built.panel.add(row)


def build_panel(view, k: float) -> FriendPanel:
    """The panel of the step ``view.flow`` is at (the view gives the actions and the
    texts typed so far, ``view.drafts``)."""
    build = _Builder(k)
    flow = view.flow
    page, stage = flow.page, flow.stage
    if page == "choose":
        _choose(build, view)
    elif page == "here":
        build_here(build, view)
    elif page == "host":
        _host(build, view, stage)
    else:
        _join(build, view, stage)
    message = flow.message if stage != "failed" else None
    if message and not (page == "host" and stage == "idle"):
        build.line(message, theme.SMALL_SIZE + 1, color=ERROR_TEXT)
    panel = build.built.panel
    panel.with_padding(top=round(24 * k), bottom=round(26 * k), left=round(28 * k),
                       right=round(28 * k))
    panel.with_background(texture=theme.nine_patch(*theme.panel_colors(), 20))
    return build.built


def _choose(build: _Builder, view) -> None:
    build.text_field("name", _("Your name"), view.drafts["name"], 300)
    build.line(_("Your friend sees this name. You play by the rules of whoever hosts."),
               theme.SMALL_SIZE, color=theme.TEXT_DIM)
    build.buttons(("host", _("Host a game"), view.host, True),
                  ("join", _("Join a game"), view.open_join, True))
    if view.start_here is not None:  # two players at this computer, no network
        build.buttons(("here", _("At this computer"), view.open_here, True),
                      ("back", _("Back"), view.back, False))
    else:
        build.buttons(("back", _("Back"), view.back, False))


def _host(build: _Builder, view, stage: str) -> None:
    flow = view.flow
    link = flow.link
    if stage == "idle" or stage == "failed":
        build.line(_("The game could not be hosted"), theme.BODY_SIZE + 3, color=theme.GOLD,
                   bold=True)
        build.line(flow.failure or "", theme.BODY_SIZE, color=ERROR_TEXT)
        build.buttons(("again", _("Try again"), view.try_again, True),
                      ("cancel", _("Back"), view.cancel, False))
        return
    if stage == "starting":
        build.line(_("Making an invite code…"), theme.BODY_SIZE + 2)
        build.buttons(("cancel", _("Cancel"), view.cancel, False))
        return
    build.line(_("Your invite code"), theme.BODY_SIZE, color=theme.TEXT_DIM)
    view.code_label = build.line(link.code.replace("@", "\n@"), 27, color=theme.CREAM,
                                 bold=True, font=CODE_FONT)
    build.line(_("Read it to your friend or send it: they choose Join a game and type or "
                 "paste it."), theme.SMALL_SIZE, color=theme.TEXT_DIM)
    waiting = _("Waiting for your friend…") if stage == "waiting" else \
        _("{friend} is here: shuffling the deck together…").format(friend=_who(link))
    build.line(waiting, theme.BODY_SIZE + 2, color=theme.GOLD, bold=True)
    _keys(build, link)
    build.buttons(("copy", _("Copied") if view.copied else _("Copy"), view.copy, True),
                  ("cancel", _("Cancel"), view.cancel, False))


def _who(link) -> str:
    """The friend's name with their key's fingerprint, once their program said hello."""
    name = link.other_name or _("Your friend")
    return _("{friend} (key {fingerprint})").format(
        friend=name, fingerprint=link.other_fingerprint) if link.other_fingerprint else name


def _keys(build: _Builder, link) -> None:
    """This player's fingerprint, to compare aloud; a warning when the friend's name was
    met before with another key."""
    build.line(_("Your key is {fingerprint}. Your friend can check it.").format(
                   fingerprint=link.fingerprint),
               theme.SMALL_SIZE, color=theme.TEXT_DIM)
    if link.other_fingerprint and link.key_changed():
        build.line(_("{friend} had another key before. It may be someone else.").format(
                   friend=link.other_name),
                   theme.SMALL_SIZE, color=ERROR_TEXT)


def _join(build: _Builder, view, stage: str) -> None:
    flow = view.flow
    link = flow.link
    if stage == "idle":
        # a whole relay code in view: the field is as wide as the panel, in the face the
        # code is read aloud in (the label above it)
        build.text_field("code", _("Invite code"), view.drafts["code"], CODE_FIELD_WIDTH,
                         font=CODE_FONT, above=True)
        build.line(_("Ctrl+V pastes  ·  Enter connects  ·  Esc back"), theme.SMALL_SIZE,
                   color=theme.TEXT_DIM)
        build.buttons(("connect", _("Connect"), view.connect, True),
                      ("cancel", _("Back"), view.cancel, False))
    elif stage == "connecting":
        build.line(_("Connecting…"), theme.BODY_SIZE + 4, color=theme.GOLD, bold=True)
        build.line(_("Your friend's program and yours are finding each other."),
                   theme.SMALL_SIZE, color=theme.TEXT_DIM)
        _keys(build, link)
        build.buttons(("cancel", _("Cancel"), view.cancel, False))
    elif stage == "offer":
        build.line(_("{friend} hosts this game").format(friend=_who(link)), theme.BODY_SIZE + 4,
                   color=theme.GOLD, bold=True)
        build.line(_("The rules: {rules}").format(rules=link.variant_text) if link.variant_text
                   else _("The rules: the host did not say"), theme.BODY_SIZE)
        _keys(build, link)
        build.buttons(("play", _("Play"), view.accept, True),
                      ("cancel", _("Cancel"), view.cancel, False))
    elif stage == "dealing":
        build.line(_("Shuffling the deck together…"), theme.BODY_SIZE + 4, color=theme.GOLD,
                   bold=True)
        build.buttons(("cancel", _("Cancel"), view.cancel, False))
    else:  # failed
        build.line(_("The connection did not work"), theme.BODY_SIZE + 3, color=theme.GOLD,
                   bold=True)
        build.line(flow.failure or "", theme.BODY_SIZE, color=ERROR_TEXT)
        build.buttons(("again", _("Try again"), view.try_again, True),
                      ("cancel", _("Back"), view.cancel, False))
