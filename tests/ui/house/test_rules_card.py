"""The rules in force are shown: How to play generated from the variant (a rule that is
off is not explained, the special cards are the variant's), the rules card opened with R
at the table, and a game by other rules than Dirty Seven says so when it opens."""

from __future__ import annotations

import pytest

from dirty7.game.rules_words import basics, rules_card, special_cards
from dirty7.i18n import set_language
from dirty7.rules import STANDARD
from dirty7.rules.presets import PRESETS
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.how_to_play import HowToPlayView
from tests.support.app import make_app
from tests.support.screens import show
from tests.support.table import settle


def words_of(view) -> set[str]:
    return {t.text for t in view._texts}


def test_dirty_sevens_special_cards_are_the_rulebooks():
    assert [heading for _rank, heading, _words in special_cards(STANDARD)] == [
        "Three — play again", "Ace — skip", "Seven — draw four", "Jack — wild"]
    assert "Last card" not in dict(basics(STANDARD))


def test_crazy_eights_explains_only_its_eights():
    cards = special_cards(PRESETS["crazy-eights"])
    assert cards == [(7, "Eight — wild", "Play it on anything and name the next suit.")]
    assert "draw until a card fits" in dict(basics(PRESETS["crazy-eights"]))["Your turn"]


def test_mau_mau_explains_its_deck_its_cards_and_the_call():
    rules = dict(basics(PRESETS["mau-mau"]))
    assert "5 cards from a 32-card deck" in rules["The deal"]
    assert "Forget it and you draw 1 card" in rules["Last card"]
    assert "play it at once, or keep it" in rules["Your turn"]
    assert [h for _r, h, _w in special_cards(PRESETS["mau-mau"])] == [
        "Eight — skip", "Seven — draw 2", "Jack — wild"]
    assert rules_card(PRESETS["mau-mau"])[-1] == "Call “Last card!” (U)"


@pytest.mark.parametrize("name", ["crazy-eights", "mau-mau"])
def test_how_to_play_shows_the_variants_rules_and_keys(window, name):
    view = show(window, HowToPlayView(window, variant=PRESETS[name]))
    words = words_of(view)
    assert "Three — play again" not in words and "Ace — skip" not in words
    assert any(w.startswith(("Crazy Eights: ", "Mau-Mau: ")) for w in words)
    view.on_key_press(arcade.key.K, 0)
    keys = words_of(view)
    assert ("U" in keys) == (name == "mau-mau")
    assert ("Name ♣ ♦ ♥ ♠ for an Eight" in keys) == (name == "crazy-eights")


def test_how_to_play_speaks_german_for_the_house_rules(window):
    set_language("de")
    try:
        view = show(window, HowToPlayView(window, variant=PRESETS["mau-mau"]))
        view.show_column("specials")
        assert "Acht — aussetzen" in words_of(view)
    finally:
        set_language("en")


def test_the_menus_how_to_play_follows_the_rules_chosen(window, _private_data_dir):
    app, _quits = make_app(window, rules="crazy-eights")
    app.show_menu()
    app.menu.how_to_play()
    assert "Eight — wild" in words_of(window.current_view)


def test_r_opens_the_rules_card_at_the_table(window, _private_data_dir):
    app, _quits = make_app(window, rules="mau-mau")
    table = app.start_game("easy", 3)
    try:
        assert table.toast.message == "Mau-Mau — R shows the rules"
        card = table.rules_card
        settle(table)  # a key while the deal is shown only skips it
        table.on_key_press(arcade.key.R, 0)
        assert card.is_open
        table.on_draw()
        assert card.title.text == "The rules: Mau-Mau"
        assert [t.text for t in card.texts][-1] == "·  Call “Last card!” (U)"
        left, bottom, width, height = card.panel_box()
        assert 0 <= left and left + width <= table.fit.width and 0 <= bottom
        table.on_mouse_press(5, 5, arcade.MOUSE_BUTTON_LEFT, 0)  # a click closes it
        assert not card.is_open and app.window.current_view is table
    finally:
        table.flow.close()
        app.navigator.session = None


def test_a_dirty_seven_table_says_nothing_of_its_rules_but_has_the_card(window,
                                                                          _private_data_dir):
    app, _quits = make_app(window)
    table = app.start_game("easy", 3)
    try:
        assert "R shows the rules" not in (table.toast.message or "")
        settle(table)
        table.on_key_press(arcade.key.R, 0)
        assert table.rules_card.is_open and table.rules_card.lines[0] == "Dirty Seven"
        table.on_key_press(arcade.key.ESCAPE, 0)
        assert not table.rules_card.is_open and app.window.current_view is table
    finally:
        table.flow.close()
        app.navigator.session = None
