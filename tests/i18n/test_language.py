"""The language in force: switched at run time, read once, chosen from the system or the
setting, and numbers written the language's way."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.i18n import (
    _,
    current_language,
    format_number,
    format_percent,
    language_name,
    ngettext,
    resolve_language,
    set_language,
    shipped_sentence,
    system_language,
)
from dirty7.i18n.catalogue import catalogue
from dirty7.i18n.catalogue_build import GROWTH, pseudo_text


def test_set_language_switches_every_later_lookup():
    assert _("Menu") == "Menu"
    set_language("de")
    assert current_language() == "de" and _("Menu") == "Menü"
    set_language("en")
    assert _("Menu") == "Menu"


def test_a_catalogue_is_read_once():
    assert catalogue("de") is catalogue("de")


def test_plural_forms_follow_the_language():
    set_language("de")
    assert ngettext("{count} card", "{count} cards", 1).format(count=1) == "1 Karte"
    assert ngettext("{count} card", "{count} cards", 5).format(count=5) == "5 Karten"


def test_french_counts_zero_as_one_and_polish_has_three_forms():
    def cards(count: int) -> str:
        return ngettext("{count} card", "{count} cards", count).format(count=count)

    set_language("fr")
    assert [cards(n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    set_language("pl")
    assert [cards(n) for n in (1, 3, 5, 12, 22, 25)] == [
        "1 karta", "3 karty", "5 kart", "12 kart", "22 karty", "25 kart"]


def test_brazilian_portuguese_counts_zero_and_one_as_singular_and_follows_its_locale():
    set_language("pt_BR")
    assert [ngettext("{count} card", "{count} cards", n).format(count=n) for n in (0, 1, 2)] == [
        "0 carta", "1 carta", "2 cartas"]
    assert system_language({"LANG": "pt_BR.UTF-8"}) == "pt_BR"


def test_russian_has_three_forms_and_a_card_names_its_suit_in_the_genitive():
    set_language("ru")
    assert [ngettext("{count} card", "{count} cards", n).format(count=n)
            for n in (1, 3, 5, 11, 21, 22, 25)] == [
        "1 карта", "3 карты", "5 карт", "11 карт", "21 карта", "22 карты", "25 карт"]
    assert _("{rank} of {suit}").format(rank=_("Seven"), suit=_("hearts")) == "Семёрка червей"


def test_the_system_locale_chooses_a_shipped_language_else_english():
    assert system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert system_language({"LANGUAGE": "it:de", "LANG": "it_IT.UTF-8"}) == "de"
    assert system_language({"LANG": "fr_CA.UTF-8"}) == "fr"
    assert system_language({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}) == "en"
    assert system_language({"LANG": "it_IT.UTF-8"}) == "en"
    assert system_language({}) == "en"


def test_a_language_shipped_in_another_regions_form_gets_that_form():
    assert system_language({"LANG": "pt_PT.UTF-8"}) == "pt_BR"
    assert system_language({"LANGUAGE": "pt"}) == "pt_BR"
    assert system_language({"LANGUAGE": "pt_PT:de"}) == "pt_BR"  # the reader's order
    assert system_language({"LANGUAGE": "it:pt_PT"}) == "pt_BR"
    assert system_language({"LANG": "de_AT.UTF-8"}) == "de"  # a plain code still first


def test_the_setting_wins_over_the_system_when_it_ships():
    assert resolve_language("de", {"LANG": "en_GB.UTF-8"}) == "de"
    assert resolve_language("", {"LANG": "de_AT.UTF-8"}) == "de"
    assert resolve_language("system", {"LANG": "de_CH.UTF-8"}) == "de"
    assert resolve_language("it", {"LANG": "de_DE.UTF-8"}) == "de"  # not shipped: system
    assert resolve_language("en_XA", {}) == "en_XA"


def test_each_language_is_named_in_itself():
    assert language_name("de") == "Deutsch" and language_name("en") == "English"
    assert "de (Deutsch)" in shipped_sentence()


def test_numbers_and_percentages_are_written_the_languages_way():
    assert format_number(12345, "en") == "12,345" and format_number(12345, "de") == "12.345"
    assert format_percent(0.56, "en") == "56%"
    assert format_percent(0.56, "de").replace("\xa0", " ") == "56 %"


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="abcdefghij ABC:·{}", max_size=30),
       st.lists(st.sampled_from(["{name}", "{count}", "{card}"]), max_size=3))
def test_the_pseudo_language_keeps_placeholders_and_grows(words, placeholders):
    text = words.replace("{", "").replace("}", "") + "".join(placeholders)
    pseudo = pseudo_text(text)
    assert pseudo.startswith("[") and pseudo.endswith("]")
    for placeholder in placeholders:
        assert pseudo.count(placeholder) >= text.count(placeholder)
    letters = len(text) - sum(len(p) for p in placeholders)
    assert len(pseudo) - 2 >= len(text) + GROWTH * letters


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.floats(min_value=0, max_value=1))
def test_english_numbers_need_no_babel_and_read_as_babels(whole, fraction):
    """English is written by Python's format (no Babel at start): the same text as CLDR's."""
    from babel.numbers import format_decimal
    from babel.numbers import format_percent as babel_percent

    assert format_number(whole, "en") == format_decimal(whole, locale="en")
    assert format_percent(fraction, "en") == babel_percent(fraction, locale="en")
