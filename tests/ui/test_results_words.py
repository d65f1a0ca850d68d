"""A results screen given no names calls the players "You" and "Computer" in the language in
force (the screenshots' and the tests' results were in English in every language), and a
name the table gave is shown as it is, even one that is also a word of the game."""

from __future__ import annotations

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.i18n import _, set_language
from dirty7.ui.screens.results import ResultsShown, ResultsView


def _result():
    game = Game([PERSON_AT_TABLE, None], start="5H/2D4D/8C5C/QDAC6S 0 n C",
                players=["You", "Computer"])
    game.play("5H")
    return game.result()


def test_the_default_names_are_in_the_language_in_force(window):
    set_language("ru")
    view = ResultsView(window, ResultsShown(_result()))
    assert view.names == (_("You"), _("Computer")) and "Computer" not in view.names
    assert _("Computer") in view.left_caption


def test_a_given_name_is_shown_as_it_is(window):
    set_language("de")
    view = ResultsView(window, ResultsShown(_result(), names=("Ana", "Menu")))
    assert view.names == ("Ana", "Menu")
