"""Rounded felt-table buttons and a selectable option, with their styles.

Why a subclass instead of a style dict: ``UIFlatButton`` paints a square flat rectangle;
card-game UIs read better with rounded, slightly lit buttons. The subclass keeps all of
``UIFlatButton``'s behaviour (states, click events, label) and only changes the painting.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.ui.core import theme
from dirty7.ui.core.arcade_private import apply_style
from dirty7.ui.core.bootstrap import gui

_Style = gui.UIFlatButton.UIStyle


def on_click(widget: gui.UIInteractiveWidget, action: Callable[[], object]) -> None:
    """Run ``action`` when ``widget`` is clicked: the one way the UI handles a click.

    Why this way: Arcade offers three (a subclass's ``on_click``, the
    ``@widget.event("on_click")`` decorator, assigning ``widget.on_click``); the decorator
    needs no subclass per button and, unlike the assignment, no ``type: ignore``.
    """

    @widget.event("on_click")
    def clicked(_event: gui.UIOnClickEvent) -> None:
        action()


def press(widget: gui.UIInteractiveWidget) -> None:
    """Run ``widget``'s click from the keyboard: the same event a mouse click sends, so the
    one handler of :func:`on_click` runs."""
    x, y = widget.rect.center
    widget.dispatch_event("on_click", gui.UIOnClickEvent(source=widget, x=int(x), y=int(y),
                                                         button=1, modifiers=0))


def _style(bg, text, border=None, size: float = theme.BUTTON_SIZE) -> gui.UIFlatButton.UIStyle:
    return _Style(
        # Arcade's style says int; pyglet lays out the fractional size a fitted row uses.
        font_size=size,  # type: ignore[arg-type]
        font_name=theme.BODY_FONT,
        font_color=text,
        bg=bg,
        border=border,
        border_width=2 if border else 0,
    )


def button_style(primary: bool = False, size: float = theme.BUTTON_SIZE) -> dict:
    """State → style for a normal or a primary (gold) button."""
    if primary:
        return {
            "normal": _style(theme.PRIMARY_BG, theme.PRIMARY_TEXT, theme.GOLD_DARK, size),
            "hover": _style(theme.PRIMARY_HOVER, theme.PRIMARY_TEXT, theme.CREAM, size),
            "press": _style(theme.PRIMARY_PRESS, theme.PRIMARY_TEXT, theme.GOLD_DARK, size),
            "disabled": _style(theme.BUTTON_DISABLED, theme.TEXT_DIM, None, size),
        }
    return {
        "normal": _style(theme.BUTTON_BG, theme.BUTTON_TEXT, theme.BUTTON_BORDER, size),
        "hover": _style(theme.BUTTON_HOVER, theme.BUTTON_TEXT, theme.CREAM, size),
        "press": _style(theme.BUTTON_PRESS, theme.BUTTON_TEXT, theme.BUTTON_BORDER, size),
        "disabled": _style(theme.BUTTON_DISABLED, theme.TEXT_DIM, None, size),
    }


def selected_style(size: float = theme.BUTTON_SIZE) -> dict:
    """Style of the chosen option in a group (gold outline on a lit felt)."""
    sel = _style((46, 118, 74), theme.CREAM, theme.GOLD, size)
    return {"normal": sel, "hover": sel, "press": sel, "disabled": sel}


def suit_button_style(color: tuple[int, int, int], size: int = 46) -> dict:
    """A cream card-like button whose label is a large suit symbol in the suit's colour."""
    return {
        "normal": _style(theme.CREAM, color, theme.GOLD_DARK, size),
        "hover": _style((255, 252, 240), color, theme.GOLD, size),
        "press": _style((232, 224, 200), color, theme.GOLD_DARK, size),
        "disabled": _style(theme.BUTTON_DISABLED, theme.TEXT_DIM, None, size),
    }


class TableButton(gui.UIFlatButton):
    """A rounded button; ``primary=True`` makes it the gold call to action."""

    #: The label's font size :func:`resize_button` last gave it (unset until then).
    _font_size: int

    def __init__(self, *, text: str = "", primary: bool = False, radius: int = 12, **kwargs):
        if kwargs.get("style") is None:
            kwargs["style"] = button_style(primary)
        # The label is made empty and gets its text once the style's font is set: made
        # with the text, it would lay the text out (and render its glyphs) in Arcade's
        # default font first, for nothing.
        super().__init__(text="", **kwargs)
        if text:
            self.text = text
        self.radius = radius
        # The rounded corners are see-through: a state drawn over the last one keeps the
        # last one's corners, so a change of state repaints what lies behind them too.
        gui.bind(self, "hovered", self.trigger_full_render)
        gui.bind(self, "pressed", self.trigger_full_render)
        gui.bind(self, "style", TableButton._restyle_now)
        self._restyle_now()

    def _restyle_now(self) -> None:
        """Apply the current state's style at once: its label laid out in its font, its
        look's nine-patch made.

        Why not at the next render, as Arcade does: there it happens among a frame's
        draws, and a new glyph or look is a write to a texture those draws read, which a
        software renderer makes only after finishing every draw queued before it (about
        3 ms each in the menu's first frame).
        """
        style = self.get_current_style()
        if style is not None:
            apply_style(self, style)
            self._look(style)

    def do_render(self, surface) -> None:  # type: ignore[override]
        self.prepare_render(surface)
        style = self.get_current_style()
        assert style is not None  # every button style here names all four states
        apply_style(self, style)
        surface.draw_texture(0, 0, self.content_width, self.content_height,
                             self._look(style))

    def _look(self, style) -> gui.NinePatchTexture:
        """The rounded rectangle of ``style`` (one of the button's states)."""
        bg = style.get("bg", None) or theme.BUTTON_BG
        border = style.get("border", None)
        return theme.nine_patch(tuple(bg), tuple(border) if border else None, self.radius)


class OptionButton(TableButton):
    """One option of a choice group: looks selected while ``selected`` is true.

    ``size`` is the label's font size (rows of four or five choices use a smaller one).
    """

    def __init__(self, *, text: str = "", value: str = "", size: float = theme.BUTTON_SIZE,
                 **kwargs):
        kwargs.setdefault("style", button_style(size=size))
        super().__init__(text=text, **kwargs)
        self.value = value
        self._size = size
        self._normal_style = dict(self.style)
        self._selected = False

    @property
    def selected(self) -> bool:
        return self._selected

    @selected.setter
    def selected(self, value: bool) -> None:
        if value != self._selected:
            self._selected = value
            self.style = selected_style(self._size) if value else dict(self._normal_style)
            self.trigger_full_render()


def resize_button(button: TableButton, width: float, height: float, font_size: float, *,
                  primary: bool = False, danger: bool = False) -> None:
    """Give a :class:`TableButton` (plain, gold when ``primary``, red when ``danger``) a
    new size and label size (a layout that grows with the text size; nothing is done when
    both are as they were)."""
    size = round(font_size)
    if (button.rect.width, button.rect.height, getattr(button, "_font_size", None)) == (
            width, height, size):
        return
    button._font_size = size
    button.style = danger_style(size) if danger else button_style(primary=primary, size=size)
    # The label keeps the size it had at its old font (it is fitted once, when made): fit
    # it to the new one, or the larger text is cut at the old label's edges.
    button.ui_label.update_font(font_size=size)
    button.ui_label.fit_content()
    button.rect = button.rect.resize(width, height)
    button.trigger_full_render()


DANGER_BG = (128, 44, 36)
DANGER_HOVER = (156, 58, 46)
DANGER_PRESS = (100, 32, 26)
DANGER_BORDER = (224, 128, 108)


def danger_style(size: int = theme.BUTTON_SIZE) -> dict:
    """Button style for an action that destroys something (muted red)."""
    style = gui.UIFlatButton.UIStyle

    def one(bg, border):
        return style(font_size=size, font_name=theme.BODY_FONT, font_color=theme.CREAM,
                     bg=bg, border=border, border_width=2)

    return {
        "normal": one(DANGER_BG, DANGER_BORDER),
        "hover": one(DANGER_HOVER, theme.CREAM),
        "press": one(DANGER_PRESS, DANGER_BORDER),
        "disabled": one(theme.BUTTON_DISABLED, None),
    }
