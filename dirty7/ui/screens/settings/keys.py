"""How the arrow keys change a row of the Settings sheet (Left/Right step, Space toggles).

Why functions of the view: each row's step is made while the sheet is built and changes
the setting through :meth:`SettingsView.change`, the one way a setting changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def stepper(view, key: str, values: Sequence[Any]) -> Callable[[int], None]:
    """Left/Right move ``key`` along ``values`` (wrapping)."""
    return stepper_of(view, key, values, lambda: getattr(view.settings, key))


def stepper_of(view, key: str, values: Sequence[Any], shown: Callable[[], Any]
               ) -> Callable[[int], None]:
    """Left/Right move ``key`` along ``values`` from the value ``shown()`` (the one in
    force, which the command line may hold for this run)."""
    def step(delta: int) -> None:
        current = shown()
        i = values.index(current) if current in values else 0
        view.change(**{key: values[(i + delta) % len(values)]})

    return step


def step_difficulty(view, delta: int) -> None:
    """Move along every difficulty: an available one is chosen (and saved), an
    unavailable one only focused, so the note says why it cannot be."""
    names = [o.name for o in view.difficulties]
    if not names:
        return
    i = names.index(view.difficulty_focus) if view.difficulty_focus in names else 0
    view.difficulty_focus = names[(i + delta) % len(names)]
    view.difficulty_pager.show(view.difficulty_focus)
    option = view.difficulty_option(view.difficulty_focus)
    if not (option.available and view.change(difficulty=option.name)):
        view.refresh_note()


def flag_step(view, key: str) -> Callable[[int], None]:
    """Right switches ``key`` on, Left off."""
    def step(delta: int) -> None:
        view.change(**{key: delta > 0})

    return step


def flag_toggle(view, key: str) -> Callable[[], None]:
    """Space or Enter flips ``key``."""
    def toggle() -> None:
        view.change(**{key: not getattr(view.settings, key)})

    return toggle


def step_volume(view, delta: int) -> None:
    """Left/Right change the volume by 5 %."""
    volume = min(1.0, max(0.0, round(view.settings.volume * 20 + delta) / 20))
    view.change(volume=volume)
