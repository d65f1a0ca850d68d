"""``dirty7 verify``'s report in the player's language, its data in none.

Why a record kept from before the report was translated (``data/sealed_game.json``, with
the English report and ``--json`` that version printed): the record's format and its
checks must not change with the words, so an old record still verifies, and its
``--json`` and English report are exactly what they were. The same record then reads in
German, Polish and the pseudo-language, and ``--json`` is the same in every language.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dirty7.ai.registry import create_strategy
from dirty7.game.record import GameRecord
from dirty7.i18n import LANGUAGES, PSEUDO_LANGUAGE
from tests.support.cli_words import CODE as _CODE
from tests.support.cli_words import run as _run

DATA = Path(__file__).resolve().parent / "data"
RECORD = DATA / "sealed_game.json"
EVERY_LANGUAGE = [*LANGUAGES, PSEUDO_LANGUAGE]


def test_an_old_record_verifies_with_the_report_and_json_it_always_had(capsys):
    status, out, _err = _run(["verify", str(RECORD)], capsys)
    assert status == 0 and out == (DATA / "sealed_game.verify.txt").read_text()
    status, out, _err = _run(["verify", str(RECORD), "--json"], capsys)
    assert status == 0
    assert json.loads(out) == json.loads((DATA / "sealed_game.verify.json").read_text())


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_the_json_report_is_the_same_in_every_language(language, capsys):
    status, out, _err = _run(["--language", language, "verify", str(RECORD), "--json"], capsys)
    assert status == 0
    assert json.loads(out) == json.loads((DATA / "sealed_game.verify.json").read_text())


def test_the_report_reads_in_german(capsys):
    status, out, _err = _run(["--language", "de", "verify", str(RECORD)], capsys)
    lines = out.splitlines()
    assert status == 0
    assert lines[0].startswith("Siegel: ok — SHA-256 von Seed 41 und Nonce ")
    assert lines[1].startswith("Kartenverteilung: ok — Seed 41 gibt AC4DJD2H")  # notation kept
    assert lines[2] == "Züge: ok — 25 Züge, jeder regelgerecht"
    assert lines[3] == ("Spieler: ok — Platz 0 medium, Seed 82 (12 Züge); Platz 1 "
                        "hard:iterations=20, Seed 83 (13 Züge)")
    assert lines[4] == "Zug 1 (Platz 0, medium): 4D nachgespielt"
    assert lines[-1] == "bestätigt: jede Prüfung hält"


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_a_forged_move_is_refused_with_exit_1_in_every_language(language, tmp_path, capsys):
    data = json.loads(RECORD.read_text())
    data["moves"][0] = "D"  # the first player draws instead of playing its 4D
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(data))
    status, out, _err = _run(["--language", language, "verify", str(forged)], capsys)
    assert status == 1
    if language == "de":
        assert out.splitlines()[-1].startswith("Prüfung fehlgeschlagen: Züge: Zug ")


def _old_record(tmp_path) -> Path:
    """A version-1 record: no seeds, so its computer moves are legal only."""
    record = GameRecord(seed=3, players=["human", "easy"], seeds=[None, None])
    position, easy = record.initial_position(), create_strategy("easy", 0)
    while not position.is_over and len(record.moves) < 8:
        move = easy.choose(position.view(position.to_move))
        record.moves.append(str(move))
        position.push(move)
    path = tmp_path / "old.json"
    path.write_text(json.dumps({**record.to_dict(), "version": 1}))
    return path


def test_legal_only_names_the_moves_with_the_polish_plural(tmp_path, capsys):
    status, out, _err = _run(["--language", "pl", "verify", str(_old_record(tmp_path))],
                             capsys)
    assert status == 3
    last = out.splitlines()[-1]
    assert last.startswith("tylko poprawne: każde sprawdzenie się zgadza, ale te ruchy ")
    assert "miejsce 1 (easy: nie zapisano ziarna), ruchy " in last


def test_a_file_of_records_counts_in_russian_and_names_a_damaged_line(tmp_path, capsys):
    lines = tmp_path / "games.jsonl"
    lines.write_text(RECORD.read_text() + "{not json\n")
    status, out, _err = _run(["--language", "ru", "verify", str(lines)], capsys)
    assert status == 1
    said = out.splitlines()
    assert said[0] == "строка 1: подтверждено: все проверки пройдены"
    assert said[1].startswith("строка 2: повреждена: это не запись партии: ")
    assert said[2] == (f"2 записи в {lines}: подтверждено 1, только по правилам 0, "
                       "отклонено 0, повреждено 1")
    status, out, _err = _run(["verify", str(lines), "--json"], capsys)
    report = json.loads(out)
    assert report["lines"][1]["summary"].startswith("damaged: it is not a game record: ")


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_a_file_that_is_no_record_is_exit_2_in_every_language(language, tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_text("[1, 2]")
    status, _out, err = _run(["--language", language, "verify", str(path)], capsys)
    assert status == 2
    if language == "de":
        assert "dirty7 verify: Fehler: " in err


def test_the_pseudo_language_report_has_no_unmarked_word(capsys):
    import re

    _status, out, _err = _run(["--language", PSEUDO_LANGUAGE, "verify", str(RECORD)], capsys)
    # the notation stays: hex digits of the seal, specs, the moves "draw" and "pass"
    code = re.compile(r"(?<![0-9a-f])[0-9a-f]{16,}|\b[\w.-]+:[\w=,.-]+|\b(hard|draw|pass)\b")
    words = re.findall(r"[^\W\d_]+", _CODE.sub(" ", code.sub(" ", out)))
    assert [word for word in words if word.isascii() and len(word) >= 3] == []


def test_a_said_sentence_is_its_english_until_it_is_shown():
    import copy
    from dataclasses import asdict

    from dirty7.game.verdict import Check
    from dirty7.i18n import set_language
    from dirty7.i18n.said import Grouped, nsaid, said, shown

    moves = nsaid("{count} move, every one legal", "{count} moves, every one legal", 3,
                  count=3)
    assert moves == "3 moves, every one legal" and json.dumps(moves) == f'"{moves}"'
    check = asdict(Check("moves", True, moves))
    assert json.dumps(check) == ('{"name": "moves", "ok": true, "detail": "3 moves, every '
                                 'one legal", "skipped": false}')
    set_language("de")
    assert shown(moves) == shown(copy.deepcopy(moves)) == "3 Züge, jeder regelgerecht"
    assert shown(check["detail"]) == "3 Züge, jeder regelgerecht"
    bound = said("{earlier}; {later}", earlier=said("not installed here"), later="plain")
    assert shown(bound) == "hier nicht installiert; plain"  # a plain str is shown as it is
    assert shown(Grouped(1_000_000)) == "1.000.000" and str(Grouped(5)) == "5"


def test_a_record_that_cannot_be_loaded_is_refused_in_german(tmp_path, capsys):
    missing = tmp_path / "missing.json"
    status, _out, err = _run(["--language", "de", "--load", str(missing)], capsys)
    assert status == 2
    assert f"dirty7: Fehler: Argument --load: Spielstand {missing} nicht lesbar: " in err
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({**json.loads(RECORD.read_text()), "version": 99}))
    status, _out, err = _run(["--language", "de", "verify", str(newer)], capsys)
    assert status == 2 and "Spielstand-Version 99 ist neuer, als dieses Spiel versteht" in err


def test_the_engines_refusal_of_a_forged_move_reads_in_german(tmp_path, capsys):
    data = json.loads(RECORD.read_text())
    data["moves"][0] = "9S"  # a card the first player does not hold
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(data))
    status, out, _err = _run(["--language", "de", "verify", str(forged)], capsys)
    assert status == 1
    assert out.splitlines()[-1] == ("Prüfung fehlgeschlagen: Züge: Zug 1 (9S) ist regelwidrig: "
                                    "9♠ ist nicht auf deiner Hand")
    status, out, _err = _run(["verify", str(forged), "--json"], capsys)
    assert json.loads(out)["failure"] == "moves: move 1 (9S) is illegal: 9♠ is not in your hand"
