"""Showing a screen on the test window and clicking its widgets; stand-in strategies for
the difficulty rows (no tests here)."""

from __future__ import annotations

from dataclasses import dataclass

from dirty7.ui.core.bootstrap import arcade

LEFT = arcade.MOUSE_BUTTON_LEFT


@dataclass
class Info:
    """Stands in for dirty7.ai.registry.StrategyInfo."""

    name: str
    label: str
    description: str
    available: bool = True
    reason: str = ""
    cls: type | None = None


STRATEGIES = [
    Info("easy", "Easy", "Plays a random legal card."),
    Info("medium", "Medium", "Keeps its Sevens for later."),
    Info("hard", "Hard", "Looks ahead and remembers every card."),
    Info("neural", "Neural", "A trained network.", available=False, reason="no model file"),
]


def show(window, view):
    window.show_view(view)
    view.on_draw()  # the first draw lays the widgets out
    return view


def center_on_window(view, widget) -> tuple[int, int]:
    x, y = widget.rect.center
    wx, wy = view.to_window(x, y)
    return round(wx), round(wy)


def click(view, widget) -> None:
    x, y = center_on_window(view, widget)
    view.on_mouse_motion(x, y, 0, 0)
    view.on_mouse_press(x, y, LEFT, 0)
    view.on_mouse_release(x, y, LEFT, 0)
    view.on_draw()


def pixel(x: int, y: int) -> tuple[int, int, int]:
    """Colour at window pixel (x, y) with Arcade's y-up convention."""
    image = arcade.get_image().convert("RGB")
    return image.getpixel((x, image.height - 1 - y))


#: Window pixels a label's font must reach on screen to stay readable.
READABLE_PX = 10


def many(count: int) -> list[Info]:
    """``count`` strategies: the three built-ins, then plugins (every third unavailable,
    some with names far too long for a button)."""
    names = ["Neural", "Monte Carlo Tree Search", "Greedy", "Counts every card it sees"]
    plugins = [Info(f"plugin{i}", f"{names[i % 4]} {i}", f"Plugin {i}.", available=i % 3 != 1,
                    reason=f"plugin {i} needs a model file") for i in range(count)]
    return (STRATEGIES[:3] + plugins)[:count]


def check_row(view, buttons: dict, pager, panel, min_size: float) -> None:
    """Every shown button inside the panel and the window, none overlapping, readable."""
    shown = [buttons[name] for name in pager.shown]
    arrows = [b for b in (pager.prev_button, pager.next_button) if b is not None]
    rects = [b.rect for b in shown + arrows]
    outer = panel.rect
    width, height = view.fit.width, view.fit.height
    for rect in rects:
        assert outer.left <= rect.left and rect.right <= outer.right, (rect, outer)
        assert outer.bottom <= rect.bottom and rect.top <= outer.top, (rect, outer)
        assert 0 <= rect.left and rect.right <= width, (rect, width)
        assert 0 <= rect.bottom <= rect.top <= height, (rect, height)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom
    for button in shown:
        size = button.style["normal"].font_size
        assert size >= min_size
        assert size * view.fit.scale >= READABLE_PX, size * view.fit.scale


def _result(difficulty: str, won: bool, cards_left: int, minute: int) -> dict:
    return {"difficulty": difficulty, "won": won, "cards_left": cards_left, "moves": 30,
            "date": f"2025-03-01T18:{minute:02d}:00+01:00"}


#: Easy: won all 4. Hard: lost all 3 with 5, 4 and 3 cards left. Medium: never played.
#: A statistics file as a player could have it (for the Statistics screen's tests).
PREPARED_STATS = {
    "version": 1,
    "by_difficulty": {
        "easy": {"games": 4, "wins": 4, "losses": 0, "draws": 0, "streak": 4,
                 "best_streak": 4, "cards_left_when_losing": 0},
        "hard": {"games": 3, "wins": 0, "losses": 3, "draws": 0, "streak": -3,
                 "best_streak": 0, "cards_left_when_losing": 12},
    },
    "recent": [_result("hard", False, 5, 1)]
    + [_result("easy", True, 0, m) for m in range(2, 6)]
    + [_result("hard", False, 4, 6), _result("hard", False, 3, 7)],
    "recorded_ids": [f"game-{i}" for i in range(7)],
}
