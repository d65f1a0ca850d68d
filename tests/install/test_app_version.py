"""One version, from the package metadata, everywhere a player or a bug report sees one:
``dirty7 --version``, the menu's footer, every exported record, the crash log."""

from __future__ import annotations

import json
import re
from importlib import metadata
from pathlib import Path

import pytest

from dirty7.__main__ import main
from dirty7.game.export import export_record, export_snapshot
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.store import app_version
from tests.support.forgeries import honest

ROOT = Path(__file__).resolve().parents[2]
LABEL = f"dirty7 {metadata.version('dirty7')}"


def test_the_version_is_the_one_pyproject_gives(capsys):
    written = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(),
                        re.MULTILINE).group(1)
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"dirty7 {written}\n" == f"{LABEL}\n"
    import dirty7

    assert dirty7.__version__ == written == app_version.app_version()


def test_an_uninstalled_tree_reads_its_pyproject_and_never_crashes(monkeypatch):
    def missing(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    app_version.app_version.cache_clear()
    try:
        assert app_version.app_label() == LABEL
    finally:
        app_version.app_version.cache_clear()


def test_every_exported_record_names_the_program_that_wrote_it(window):
    data = honest()
    assert data["app"] == LABEL
    record = GameRecord.from_dict(data)
    path, _ = export_record(record)
    assert json.loads(path.read_text())["app"] == LABEL
    path, _ = export_snapshot(record, record.initial_position(), 0)
    assert json.loads(path.read_text())["app"] == LABEL


def test_a_record_written_before_versions_still_loads_and_verifies():
    data = honest()
    del data["app"]
    record = GameRecord.from_dict(data)
    assert verify(record, data).exit_status == 0


def test_the_menu_footer_shows_the_version_and_the_bundle_note(window, monkeypatch):
    from dirty7.ui.screens.menu import MenuView
    from dirty7.ui.widgets import version_footer
    from tests.support.screens import STRATEGIES, show

    menu = show(window, MenuView(window, strategies=STRATEGIES))
    assert menu.footer.text.text == ""  # the first frame reads no metadata (start-up)
    menu.on_draw()
    assert menu.footer.text.text == LABEL
    monkeypatch.setattr(app_version.sys, "frozen", True, raising=False)
    assert version_footer.footer_text() == f"{LABEL}   ·   {version_footer.FROZEN_NOTE}"
