"""The command line speaks the player's language: its messages, ``--help`` (argparse's own
words too) and its refusals, chosen before anything is printed.

Why through ``dirty7.__main__.main``: that is where the language is chosen (``--language``,
else the setting, else the system's locale), before any parser is built; a command's module
called on its own would miss that step.
"""

from __future__ import annotations

import json
import re

import pytest

from dirty7.i18n import LANGUAGES, PSEUDO_LANGUAGE, current_language
from tests.support.cli_words import plain_words as _plain_words
from tests.support.cli_words import run as _run

EVERY_LANGUAGE = [*LANGUAGES, PSEUDO_LANGUAGE]
COMMANDS = ["tournament", "selfplay", "verify", "host", "join", "relay", "desktop"]


@pytest.fixture(autouse=True)
def _wide_help(monkeypatch):
    """argparse wraps help at $COLUMNS: the same width on every machine."""
    monkeypatch.setenv("COLUMNS", "100")


def test_help_is_german_with_language_de_and_english_by_default(capsys):
    status, out, _err = _run(["--language", "de", "--help"], capsys)
    assert status == 0
    assert out.startswith("Aufruf: dirty7 ")
    assert "\nOptionen:\n" in out and "diese Hilfe zeigen und beenden" in out
    assert "im Vollbild öffnen" in out and "Spiele Dirty Seven gegen den Computer." in out
    status, out, _err = _run(["--help"], capsys)
    assert status == 0
    assert out.startswith("usage: dirty7 ")
    assert "\noptions:\n" in out and "show this help message and exit" in out
    assert "open full screen" in out


@pytest.mark.parametrize("command", COMMANDS)
def test_every_commands_help_is_german_before_or_after_the_command(command, capsys):
    for argv in (["--language", "de", command, "--help"], [command, "--language=de", "-h"]):
        status, out, _err = _run(argv, capsys)
        assert status == 0 and out.startswith(f"Aufruf: dirty7 {command}")
        assert "diese Hilfe zeigen und beenden" in out and "--language CODE" in out
    status, out, _err = _run([command, "--help"], capsys)
    assert status == 0 and out.startswith(f"usage: dirty7 {command}")
    assert "show this help message and exit" in out


def test_a_bad_rules_name_or_code_is_refused_in_the_players_words(capsys):
    status, _out, err = _run(["--language", "de", "tournament", "easy", "easy", "--rules",
                              "R7-AAAA"], capsys)
    assert status == 2  # the Custom rules sheet's own sentence for a mistyped code
    assert "Argument --rules: Dieser Regelcode ist vertippt" in err
    status, _out, err = _run(["--language", "es", "--rules", "bogus"], capsys)
    assert status == 2 and "reglas desconocidas 'bogus': usa una de dirty-seven" in err
    status, _out, err = _run(["host", "--rules", "bogus"], capsys)
    assert status == 2 and "unknown rules 'bogus': use one of dirty-seven" in err


def test_a_bad_argument_is_refused_in_french_and_in_english(capsys):
    status, _out, err = _run(["--language", "fr", "tournament", "--games", "x"], capsys)
    assert status == 2
    assert err == ("dirty7 tournament\u00a0: erreur\u00a0: argument --games\u00a0: nombre "
                   "entier attendu, pas 'x' (voir --help)\n")
    status, _out, err = _run(["--language", "fr", "verify"], capsys)
    assert status == 2
    assert err.startswith("usage\u00a0: dirty7 verify")  # argparse's own words, in French
    assert err.endswith("dirty7 verify\u00a0: erreur\u00a0: ces arguments sont "
                        "obligatoires\u00a0: FILE\n")
    status, _out, err = _run(["tournament", "easy", "easy", "--games", "x"], capsys)
    assert status == 2
    assert err == ("dirty7 tournament: error: argument --games: expected a whole number, "
                   "not 'x' (see --help)\n")


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
@pytest.mark.parametrize("argv, status", [
    (["tournament", "easy", "easy", "--games", "3"], 2),
    (["tournament", "easy", "easy", "--rules", "no-such-rules"], 2),
    (["selfplay", "easy", "easy"], 2),
    (["verify", "no-such-record.json"], 2),
    (["--size", "10x10"], 2),
    (["--pass-and-play", "Ann", "ann"], 2),
    (["host", "--port", "1", "--relay", "ws://127.0.0.1:1"], 2),
    (["relay", "--port", "0"], 2),
    (["tournament", "easy", "easy", "--language", "xx"], 2),
])
def test_a_refusal_keeps_its_exit_status_in_every_language(language, argv, status, capsys):
    assert _run(["--language", language, *argv], capsys)[0] == status
    assert current_language() == (language if "--language" not in argv else "en")


def test_a_refused_language_is_named_in_the_language_already_in_force(capsys):
    status, _out, err = _run(["--language", "xx"], capsys)
    assert status == 2 and "'xx' is not a language of this game" in err
    assert "de (Deutsch)" in err and current_language() == "en"


def test_the_saved_language_setting_speaks_when_no_language_is_given(capsys):
    from dirty7.store.settings import Settings, save_settings

    assert save_settings(Settings(language="pl")) is None
    status, out, _err = _run(["tournament", "--help"], capsys)
    assert status == 0 and out.startswith("użycie: dirty7 tournament")
    status, out, _err = _run(["--language", "en", "tournament", "--help"], capsys)
    assert out.startswith("usage: dirty7 tournament")  # --language beats the setting


def test_the_system_locale_speaks_when_nothing_else_does(monkeypatch, capsys):
    monkeypatch.setenv("LANGUAGE", "ru_RU.UTF-8")
    status, out, _err = _run(["verify", "--help"], capsys)
    assert status == 0 and out.startswith("использование: dirty7 verify")


def test_a_tournament_reports_in_german_and_its_json_stays_the_same(capsys):
    argv = ["tournament", "easy", "medium", "--games", "2", "--seed", "3", "--jobs", "1"]
    status, out, _err = _run(["--language", "de", *argv], capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "easy gegen medium: 2 Spiele (Seed 3, Plätze je Kartenverteilung getauscht)"
    assert "Gewinnquote" in lines[2] and "95 %-KI" not in lines[2] and "95\u00a0%-KI" in lines[2]
    assert "Bedenkzeit Median" in out
    german = json.loads(_run(["--language", "de", *argv, "--json"], capsys)[1])
    english = json.loads(_run([*argv, "--json"], capsys)[1])
    assert german.keys() == english.keys()
    same = ("a", "b", "seed", "games", "a_wins", "b_wins", "draws", "ci95", "moves_per_game")
    assert [german[key] for key in same] == [english[key] for key in same]


def test_selfplay_says_what_it_wrote_in_russian_with_the_plural_of_the_count(tmp_path, capsys):
    out_file = tmp_path / "games.jsonl"
    argv = ["--language", "ru", "selfplay", "easy", "easy", "--games", "2", "--jobs", "1",
            "--out", str(out_file)]
    status, out, _err = _run(argv, capsys)
    assert status == 0
    assert out.startswith(f"2 записи партий записаны в {out_file} (easy выиграл ")
    assert len(out_file.read_text().splitlines()) == 2  # the records: no language in them


def test_a_jobs_note_is_german_and_counts_the_cores_with_the_right_plural(monkeypatch,
                                                                        capsys):
    import dirty7.cli.command_options as options

    monkeypatch.setattr(options, "default_jobs", lambda: 1)
    status, _out, err = _run(["--language", "de", "tournament", "easy", "easy", "--games",
                              "2", "--jobs", "5", "--json"], capsys)
    assert status == 0
    assert ("dirty7 tournament: --jobs 5 ist mehr als der 1 Kern dieses Rechners; es wird "
            "1 genommen") in err


def test_a_yes_is_the_languages_own_word_and_y_everywhere():
    from dirty7.cli.friend_command import is_yes
    from dirty7.i18n import set_language

    assert is_yes("y") and is_yes(" YES ") and not is_yes("j") and not is_yes("")
    set_language("de")
    assert is_yes("j") and is_yes("Ja") and is_yes("y") and not is_yes("nein")
    set_language("ru")
    assert is_yes("да") and is_yes("д") and not is_yes("нет")


@pytest.mark.parametrize("argv", [
    ["--help"], *([command, "--help"] for command in COMMANDS),
    ["tournament", "easy", "easy", "--games", "3"],
    ["tournament", "easy", "easy", "--games", "x"],
    ["tournament", "easy", "medium", "--games", "2", "--jobs", "1"],
    ["selfplay", "easy", "easy"],
    ["--size", "10x10"],
    ["--seed", "-4"],
])
def test_the_pseudo_language_shows_no_unmarked_word(argv, capsys):
    _status, out, err = _run(["--language", PSEUDO_LANGUAGE, *argv], capsys)
    assert out or err
    assert _plain_words(out + err) == []


def test_the_plain_word_check_sees_english():
    assert _plain_words("[Ŵîîñš] usage: dirty7 verify [-h] FILE ok") == ["usage"]


class _Link:
    """What ``dirty7 join``'s question needs of a link: the host's name and rules."""

    finished = False
    other_name = "Alex"
    variant_text = "Dirty Seven"

    def __init__(self) -> None:
        self.accepted = self.closed = False

    def accept(self) -> None:
        self.accepted = True

    def close(self) -> None:
        self.closed = True


@pytest.mark.parametrize("answer, agreed", [("j", True), ("Ja", True), ("y", True),
                                            ("nein", False), ("", False)])
def test_join_asks_in_german_and_takes_a_german_yes(answer, agreed, monkeypatch, capsys):
    from dirty7.cli.friend_command import _agreed
    from dirty7.i18n import set_language

    set_language("de")
    monkeypatch.setattr("builtins.input", lambda: answer)
    link = _Link()
    assert _agreed(link, accept=False) == (None if agreed else 1)
    out, err = capsys.readouterr()
    assert out == "Alex lädt zum Spiel ein: Dirty Seven.\nSpielen? [j/N] "
    assert link.accepted == agreed and link.closed != agreed
    assert agreed or err.startswith("dirty7 join: nicht gespielt (die Regeln des Gastgebers")


def test_join_with_no_one_to_ask_says_how_to_accept_in_russian(monkeypatch, capsys):
    from dirty7.cli.friend_command import _agreed
    from dirty7.i18n import set_language

    def closed() -> str:
        raise EOFError

    set_language("ru")
    monkeypatch.setattr("builtins.input", closed)
    assert _agreed(_Link(), accept=False) == 2
    assert "запусти снова с --accept" in capsys.readouterr().err


def test_the_progress_bar_counts_in_german(capsys):
    status, _out, err = _run(["--language", "de", "tournament", "easy", "easy", "--games",
                              "4", "--jobs", "1", "--json", "--progress", "always"], capsys)
    last = err.strip().split("\r")[-1]
    assert status == 0 and "4/4" in last and "Spiel/s" in last
    assert re.search(r"A gewinnt \d+,\d\u00a0% \(95\u00a0%-KI \d+,\d\u00a0%–\d+,\d\u00a0%\)", last)
