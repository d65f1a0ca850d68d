"""What the store says about the player's files (a damaged settings file set aside, a disk
that is full, an unfinished network game that cannot be resumed) is a message: English
where it is kept and logged, the player's language where a screen shows it."""

from __future__ import annotations

import ast
import errno
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import set_language
from dirty7.net.resume import check_state
from dirty7.rules.phrase import Phrase
from dirty7.store.files import write_json_atomic
from dirty7.store.storage import StorageError, Store

ROOT = Path(__file__).resolve().parents[2]
STORE = ROOT / "dirty7" / "store"
TEMPLATE = ROOT / "resources" / "locale" / "dirty7.pot"
#: The store's modules that word a problem for the player.
WORDING = ["reading.py", "files.py", "jsonguard.py", "storage.py", "crash_log.py"]


def _english_built_on_the_spot(tree: ast.AST) -> list[int]:
    """Lines that raise a ValueError or StorageError, or return, an f-string: English no
    catalogue holds."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            first = node.exc.args[0] if node.exc.args else None
            if getattr(node.exc.func, "id", "") in ("ValueError", "StorageError", "NotAFileError",
                                                    "TooLargeError") \
                    and isinstance(first, ast.JoinedStr | ast.Constant):
                lines.append(node.lineno)
        if isinstance(node, ast.Return) and isinstance(node.value, ast.JoinedStr):
            lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("module", WORDING)
def test_the_stores_problems_are_phrases_not_english_built_on_the_spot(module):
    tree = ast.parse((STORE / module).read_text(encoding="utf-8"))
    assert _english_built_on_the_spot(tree) == []


def test_the_walk_finds_english_built_on_the_spot():
    tree = ast.parse('def f(p):\n    raise ValueError(f"{p} is bad")\n'
                     'def g(p):\n    return f"{p} is full"\n'
                     'def h(p):\n    raise ValueError(Phrase(N_("{p} is bad"), p=p))\n')
    assert _english_built_on_the_spot(tree) == [2, 4]


def test_the_fallbacks_and_reasons_are_in_the_template():
    with TEMPLATE.open("rb") as handle:
        ids = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id}
    for message in ("the defaults are used", "the statistics start from zero",
                    "{file} in {folder} could not be used: {problem}; it was moved to {moved} "
                    "and {fallback}.", "it is not valid JSON (line {line}: {detail})",
                    "it was changed outside the program (its seal does not match); the other "
                    "player is not to blame"):
        assert message in ids


def test_a_damaged_settings_file_is_said_in_german_and_kept_in_english(tmp_path):
    store = Store(tmp_path)
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    value, warning = store.load("settings.json", lambda obj: obj)
    assert value is None and isinstance(warning, Phrase)
    assert warning.startswith("settings.json in ") and "it was moved to settings.json.bad" \
        in warning and "the defaults are used" in warning
    set_language("de")
    german = phrase_words(warning)
    assert german.startswith("settings.json in ")
    assert "konnte nicht verwendet werden" in german and "kein gültiges JSON" in german
    assert "settings.json.bad" in german and "Standardwerte werden verwendet" in german
    assert "could not" not in german


def test_a_full_disk_is_said_in_russian(tmp_path, monkeypatch):
    import dirty7.store.files as files

    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.tempfile, "mkstemp", full)
    with pytest.raises(StorageError) as caught:
        write_json_atomic(tmp_path / "stats.json", {"version": 1})
    assert str(caught.value).startswith("Cannot save stats.json in ")
    set_language("ru")
    words = phrase_words(caught.value.args[0])
    assert words.startswith("Не удаётся сохранить stats.json в ") and "диск заполнен" in words


def test_an_unfinished_game_changed_outside_the_program_is_said_in_french():
    with pytest.raises(ValueError) as caught:
        check_state({"version": "nope"})
    set_language("fr")
    assert phrase_words(caught.value.args[0]) == \
        "ce n'est pas une partie inachevée de cette version"


def test_the_banner_and_the_notice_show_the_players_language(tmp_path, window):
    from dirty7.ui.widgets.banner import unseen_messages
    from dirty7.ui.widgets.notice import Notice

    store = Store(tmp_path)
    (tmp_path / "stats.json").write_text("[]", encoding="utf-8")
    store.load("stats.json", lambda obj: obj)
    set_language("es")
    text = unseen_messages(store)
    assert text is not None and text.startswith("No se pudo usar stats.json en ")
    notice = Notice(source=None)
    (tmp_path / "settings.json").mkdir()
    _value, warning = store.load("settings.json", lambda obj: obj)
    notice.show(warning)
    assert "es una carpeta, no un archivo" in notice.message


def test_the_crash_screen_says_why_the_game_was_not_saved_in_the_players_language():
    from types import SimpleNamespace

    from dirty7.ui.crash_recovery import save_after_crash

    full = Phrase("the disk is full ({detail})", detail="{x} %s")
    session = SimpleNamespace(game=SimpleNamespace(is_over=False), save=lambda: full)
    app = SimpleNamespace(navigator=SimpleNamespace(forget_game=lambda: (session, None)))
    set_language("de")
    try:
        said = save_after_crash(app)
    finally:
        set_language("en")
    assert "der Datenträger ist voll ({x} %s)" in said, said
