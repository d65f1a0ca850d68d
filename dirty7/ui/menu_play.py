"""The main menu as the app builds it, and every screen built again in a new language.

Why apart from the app: the menu's construction wires a dozen of the app's callbacks, and
a change of language rebuilds it (every word is looked up when a screen is built), along
with the settings sheet the player changed the language on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dirty7.ui.core.first_frame import first_frame_probe

if TYPE_CHECKING:
    from dirty7.ui.app import App
    from dirty7.ui.screens.menu import MenuView


def build_menu(app: App, resume: bool = False) -> MenuView:
    """The main menu, in the language in force, wired to ``app``; ``resume``: with Resume
    shown from the start (its panel is then built once, not again when it is shown)."""
    from dirty7.ui.core.difficulties import BUILT_IN_OPTIONS, installed_strategies
    from dirty7.ui.screens.how_to_play import HowToPlayView
    from dirty7.ui.screens.menu import MenuView

    strategies, later = app.options.strategies, None
    if strategies is None:
        # The registry imports every strategy (and the rules' move tables): read
        # it after the first frame so the window shows at once.
        strategies, later = BUILT_IN_OPTIONS, installed_strategies

    def start(name: str) -> None:
        assert app.menu is not None  # its Start was pressed: the menu is built and shown
        app.start_game(app.spec_for(name), app.menu.deal_number)

    menu = MenuView(
        app.window,
        strategies=strategies,
        strategies_later=later,
        difficulty=app.difficulty.split(":", 1)[0],
        on_start=start,
        on_resume=app.resume_game,
        on_how_to_play=lambda: app.navigator.show(
            HowToPlayView(app.window, back_to=app.menu, variant=app.settings.game_variant)),
        on_settings=app.show_settings,
        on_statistics=app.show_statistics,
        on_quit=lambda: app.quit(0),
        ways_to_play=app.ways_to_play(),
        settings=app.settings,
        on_choose=app.choose_difficulty,
        resume_available=resume,
    )
    if app.options.startup_probe:
        # Arcade reads a view's handlers by name when it shows it: this one menu's draw
        # is wrapped on the instance (a benchmark's flag, no subclass of its own).
        menu.on_draw = first_frame_probe(  # type: ignore[method-assign]
            menu.on_draw, lambda: app.quit(0))
    return menu


def rebuild_in_language(app: App) -> None:
    """The language changed: the menu is built again (the difficulty chosen on it kept,
    Resume and the deal of the day refreshed), and the settings sheet on show with it (the
    keyboard on the same row)."""
    shown = app.window.current_view
    if app.menu is not None:
        app.difficulty = app.spec_for(app.menu.difficulty)
        app.menu = build_menu(app, resume=app.can_resume())
        app.daily.refresh(app.menu)
    if app.sheet_shown is not None and shown is app.sheet_shown[0]:
        again = app.sheet_shown[1]()
        page = getattr(shown, "shown_page", getattr(shown, "page", None))
        if page is not None:  # the same page of a sheet too large for its window
            again.show_page(page)
        again.focus = shown.focus


__all__ = ["build_menu", "rebuild_in_language"]
