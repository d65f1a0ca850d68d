"""Why a network game stopped, in each player's own language: the reasons are messages, and
the other side's reason crosses the wire as a phrase's data beside its English text, which
stays the fallback for anything odd (an older program, a hostile one)."""

from __future__ import annotations

import json

import pytest

from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import set_language
from dirty7.net.messages import check_message, message
from dirty7.net.peer import Peer
from dirty7.net.stop_words import Sentence, as_sentence, phrase_data, read_reason
from dirty7.rules import parse_position
from dirty7.rules.phrase import N_, Phrase
from tests.support import hostile_peer as hostile
from tests.support.net_game import play

ENGLISH = "it sent something odd"


def _refused() -> Phrase:
    """What an honest side says of an illegal play: the rules' refusal quoted in its own."""
    refusal = parse_position("7H2C/KD4D/5H/4C 0 n H").explain_illegal("2C")
    return Phrase(N_("it played {move}, which the rules refuse: {reason}"), move="2♣",
                  reason=refusal)


def test_a_reason_is_its_english_sentence_and_a_message_with_its_quoted_refusal():
    reason = _refused()
    assert reason == "it played 2♣, which the rules refuse: 2♣ matches neither ♥ nor 5"
    set_language("de")
    assert phrase_words(reason) == ("es spielte 2♣, was die Regeln nicht erlauben: 2♣ passt "
                                    "weder zu ♥ noch zu 5")
    shown = as_sentence(reason)
    assert isinstance(shown, Sentence) and shown.startswith("It played") and shown.endswith(".")
    assert phrase_words(shown).startswith("Es spielte 2♣") and phrase_words(shown).endswith(".")


def test_the_wire_carries_the_phrase_beside_the_english_and_reads_it_back():
    reason = _refused()
    sent = message("abort", reason=str(reason), phrase=phrase_data(reason))
    got = check_message(json.loads(json.dumps(sent)))
    back = read_reason(got)
    assert back == reason and isinstance(back, Phrase)
    assert back.fields["reason"].message == "{card} matches neither {suit} nor {top}"
    set_language("fr")
    assert phrase_words(back).startswith("il a joué 2♣, ce que les règles refusent\u00a0: 2♣ ")
    assert read_reason(message("abort", reason="older")) == "older"  # an older program
    assert phrase_data("plain text") is None  # (a reason that is no message: English only)
    long_quote = Phrase(N_("the connection closed ({why})"), why="x" * 500)
    assert phrase_data(long_quote) is None  # the other side would refuse it: English only


def test_a_cheaters_side_reads_why_it_was_stopped_in_french():
    """The honest guest catches an illegal play and says why; the cheating host's program,
    set to French, reads that reason in French (the rules' refusal too)."""
    cheat, honest, _, _ = play(hostile.IllegalMove, Peer)
    assert not honest.ok and "which the rules refuse" in honest.reason
    told = cheat.reason
    assert told.startswith("the other program stopped the game: it played ")
    set_language("fr")
    words = phrase_words(told)
    assert words.startswith("l'autre programme a arrêté la partie\u00a0: il a joué ")
    assert "ce que les règles refusent" in words and "rules" not in words


@pytest.mark.parametrize("bad", [
    {"message": "a message of its own {x}", "plural": None, "fields": {"x": "y"}},  # unknown id
    {"message": "it played {move}, which the rules refuse: {reason}", "plural": None,
     "fields": {"move": "2♣"}},  # a field missing
    {"message": "it played {move}, which the rules refuse: {reason} {extra}", "plural": None,
     "fields": {"move": "2♣", "reason": "r"}},  # a placeholder no field fills
    {"message": "the game stopped", "plural": None, "fields": {"x": "y" * 1000}},  # huge text
    {"message": "the game stopped" * 40, "plural": None, "fields": {}},
    {"message": 7, "plural": None, "fields": {}},  # wrong types
    {"message": "the game stopped", "plural": None, "fields": [1, 2]},
    {"message": "the game stopped", "plural": None, "fields": {"x": 1.5}},
    {"message": "the game stopped", "plural": None, "fields": {"x": None}},
    {"message": "{x.__class__}", "plural": None, "fields": {"x": "a"}},
    {"message": "the game stopped", "plural": None},
    [1, 2, 3], "the game stopped", 12, True,
    {"message": "the other player left the game ({reason})", "plural": None,
     "fields": {"reason": {"message": "the game stopped", "plural": None,
                           "fields": {"reason": {"message": "x", "plural": None,
                                                 "fields": {}}}}}},  # a quoted unknown id
])
def test_a_hostile_phrase_falls_back_to_the_english_reason(bad):
    got = check_message(json.loads(json.dumps({"v": 1, "type": "abort", "reason": ENGLISH,
                                               "phrase": bad})))
    assert read_reason(got) == ENGLISH and not isinstance(read_reason(got), Phrase)
    set_language("de")
    assert phrase_words(read_reason(got)) == ENGLISH


def test_phrases_quoted_too_deep_fall_back_too():
    data: dict = {"message": "the game stopped", "plural": None, "fields": {}}
    for _ in range(8):
        data = {"message": "the other player left the game ({reason})", "plural": None,
                "fields": {"reason": data}}
    got = {"v": 1, "type": "leave", "reason": ENGLISH, "phrase": data}
    assert read_reason(got) == ENGLISH


class AbortsWithPhrase(Peer):
    """On its first move stops the game, saying why in English and with phrase data."""

    phrase: object = None

    async def _my_move(self):
        await self.channel.send(message("abort", reason=ENGLISH, phrase=self.phrase))
        await self.expect("nothing more")


class AbortsWithUnknownPhrase(AbortsWithPhrase):
    phrase = {"message": "you lose {x}", "plural": None, "fields": {"x": "now"}}


class AbortsWithBrokenPhrase(AbortsWithPhrase):
    phrase = {"message": "the game stopped", "fields": "no"}


class AbortsWithSoundPhrase(AbortsWithPhrase):
    phrase = Phrase(N_("the deck holds {card} twice"), card=5).to_data()


@pytest.mark.parametrize("cheat", [AbortsWithUnknownPhrase, AbortsWithBrokenPhrase])
def test_an_abort_with_a_bad_phrase_ends_the_game_with_the_english_reason(cheat):
    _cheat, honest, _, _ = play(cheat, Peer)
    assert honest.reason == f"the other program stopped the game: {ENGLISH}"
    set_language("fr")
    assert phrase_words(honest.reason) == f"l'autre programme a arrêté la partie\u00a0: {ENGLISH}"


def test_an_abort_with_a_sound_phrase_is_read_in_the_readers_language():
    _cheat, honest, _, _ = play(AbortsWithSoundPhrase, Peer)
    assert honest.reason == "the other program stopped the game: the deck holds 5 twice"
    set_language("fr")
    assert phrase_words(honest.reason) == \
        "l'autre programme a arrêté la partie\u00a0: le jeu contient 5 deux fois"
