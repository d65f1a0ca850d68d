"""The game log, the voice and the table's toasts speak the player's language: each line
one message, the seats' names and the cards in their places, German's verb agreeing with
"du" and with a named seat."""

from __future__ import annotations

from dirty7.game.announcer import Announcer
from dirty7.game.narration import describe
from dirty7.game.table import flow_words
from dirty7.i18n import set_language
from dirty7.rules import apply_move_with_events, parse_position
from dirty7.ui.core.screen_voice import ScreenVoice, item_words, position_pattern, words_of


def events(text: str, move: str) -> list:
    return apply_move_with_events(parse_position(text), move)[1]


def test_the_game_log_in_german():
    set_language("de")
    assert describe(events("7H2C/KD4D/5H/4C 0 n H", "7H")) == [
        "Du hast 7♥ gelegt — Computer muss mit einer Sieben antworten oder 4 ziehen"]
    assert describe(events("2C/7CKD/5C/4C 1 n C", "7C")) == [
        "Computer hat 7♣ gelegt — antworte mit einer Sieben oder ziehe 4"]
    assert describe(events("KD/AH9H2C/5H/4C 1 n H", "AH")) == [
        "Computer hat A♥ gelegt und spielt noch einmal"]
    assert describe(events("5H9C/KD/3S/4S8D 0 n S", "draw")) == ["Du hast 1 Karte gezogen: 4♠"]
    refill = describe(events("9H4H/2CKS/QDAC5H7H/3D8S 1 7 H", "draw"))
    assert refill == ["Computer hat 4 Karten gezogen (gesehen: Q♦, A♣)",
                      "Die Ablage wurde umgedreht: 3 Karten bilden einen neuen Stapel"]


def test_the_voice_in_german():
    set_language("de")
    view = parse_position("7H2C/KD4D/5H/4C 0 n H").view(0)
    assert Announcer().deal(view).startswith(
        "Neues Spiel. Du hast 2 Karten: Kreuz-Zwei, Herz-Sieben. Startkarte ist Herz-Fünf.")
    said = Announcer().move(events("JS2D/9H4C/5H/QD 0 n H", "JS>C"))
    assert said == "Du hast Pik-Bube gelegt und Kreuz gewünscht."
    assert Announcer().counts(view) == \
        "Du hast 2 Karten, Computer hat 2 Karten, der Stapel hat 1 Karte."


def test_the_toasts_and_the_menu_voice_in_german():
    set_language("de")
    assert flow_words.passed_toast(("Du", "Computer"), (True, False), 1) == "Computer passt"
    assert flow_words.wait_refusal("Computer") == "Warte: Computer ist am Zug"
    text = item_words("Textgröße", "150 %", 2, 3)
    assert text == "Textgröße, 150 Prozent, 3 von 3"
    assert position_pattern().sub("", text) == "Textgröße, 150 Prozent"
    assert words_of("Suche einen Tipp…") == "Suche einen Tipp"
    assert ScreenVoice(None).toggle() is False


def test_brief_speech_drops_the_position_in_english_too():
    assert position_pattern().sub("", item_words("Text size", "150%", 2, 3)) == \
        "Text size, 150 percent"


def test_the_hint_and_the_hand_order_in_german():
    from dirty7.game.table.hint_advisor import Sureness, hint_text
    from dirty7.rules import MOVES
    set_language("de")
    move = next(m for m in MOVES if not m.is_draw and not m.is_pass and m.named_suit is None
                and m.card.pretty() == "6♥")
    runner = next(m for m in MOVES if m.is_draw)
    assert hint_text(move) == "Tipp: 6♥ legen"
    assert hint_text(move, Sureness(runner, False, 0.0, 1.0)) == \
        "Tipp: 6♥ legen oder vom Stapel ziehen — knapp"


def test_the_computers_level_beside_its_name_is_in_the_players_language():
    from dirty7.game.seats.seat_factory import opponent_level, seat_names

    set_language("ru")
    level = opponent_level((True, False), "medium", named=False, autoplay=False, given=False)
    assert level == "Средне"  # was "Medium" under "Компьютер" in every language
    assert seat_names((False, False), "hard:iterations=50", autoplay=True)[0].endswith(
        "(Сложно)")
    assert opponent_level((True, False), "myplugin", named=False, autoplay=False,
                          given=False) == "Myplugin"  # a plug-in's own name, as it is
