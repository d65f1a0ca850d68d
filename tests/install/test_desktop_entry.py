"""``dirty7 desktop install|uninstall``: a freedesktop entry, the hicolor icons
and AppStream metainfo that the validators accept, starting the program that wrote them."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dirty7.__main__ import main
from dirty7.assets import resource_path
from dirty7.cli import desktop_command
from dirty7.cli.desktop_command import APP_ID, ICON_SIZES

VALIDATORS = ("desktop-file-validate", "appstreamcli")


def _entry(prefix: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(prefix / "applications" / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_writes_the_entry_the_icons_and_the_metainfo(tmp_path, capsys):
    assert main(["desktop", "install", "--prefix", str(tmp_path)]) == 0
    printed = capsys.readouterr().out.split()
    entry = _entry(tmp_path)
    assert entry["Name"] == "Dirty Seven" and entry["Icon"] == APP_ID
    assert entry["Exec"] == " ".join(desktop_command.program_command())
    assert Path(entry["Exec"].split()[0]) == Path(sys.executable).parent / "dirty7"
    for size in ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert icon.read_bytes() == resource_path("icons", f"dirty7-{size}.png").read_bytes()
        assert str(icon) in printed
    from importlib import metadata

    meta = (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").read_text()
    assert f"<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>" in meta
    assert metadata.version("dirty7") in meta


@pytest.mark.skipif(not all(shutil.which(tool) for tool in VALIDATORS),
                    reason="desktop-file-validate/appstreamcli missing: Debian's "
                           "desktop-file-utils and appstream (.ci/run installs them)")
def test_the_freedesktop_validators_accept_the_files(tmp_path):
    desktop_command.install(tmp_path)
    for command in (["desktop-file-validate", str(tmp_path / "applications" / f"{APP_ID}.desktop")],
                    ["appstreamcli", "validate", "--no-net",
                     str(tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml")]):
        proc = subprocess.run(command, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stdout + proc.stderr


def test_uninstall_removes_exactly_what_install_wrote(tmp_path, capsys):
    mine = tmp_path / "applications" / "someone-else.desktop"
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\n")
    written = desktop_command.install(tmp_path)
    assert main(["desktop", "uninstall", "--prefix", str(tmp_path)]) == 0
    assert all(not p.exists() for p in written) and mine.exists()
    assert f"uninstalled ({len(written)} files)" in capsys.readouterr().err
    assert desktop_command.uninstall(tmp_path) == []  # twice is fine


def test_the_default_place_is_the_users_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert desktop_command.default_prefix() == tmp_path / "xdg"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop_command.default_prefix() == tmp_path / ".local" / "share"


def test_the_bundle_points_the_entry_at_its_own_executable(monkeypatch):
    monkeypatch.setattr(desktop_command.sys, "frozen", True, raising=False)
    monkeypatch.setattr(desktop_command.sys, "executable", "/opt/Dirty Seven/dirty7")
    assert desktop_command.program_command() == ["/opt/Dirty Seven/dirty7"]
    line = desktop_command.desktop_entry(desktop_command.program_command())
    assert 'Exec="/opt/Dirty Seven/dirty7"\n' in line
    assert desktop_command._desktop_quote('a"$b%') == '"a\\"\\$b%%"'


def test_the_entry_and_the_metainfo_speak_every_shipped_language(tmp_path):
    """A menu or a software centre shows the line of its own locale: each shipped language
    has its generic name, comment, keywords, summary and description, from the catalogue."""
    import xml.etree.ElementTree as ET

    from dirty7.i18n import selectable_languages

    desktop_command.install(tmp_path)
    entry = _entry(tmp_path)
    languages = [code for code in selectable_languages() if code != "en"]
    assert entry["GenericName[de]"] == "Kartenspiel" and entry["Keywords"].endswith(";")
    for code in languages:
        for key in ("GenericName", "Comment", "Keywords"):
            assert entry[f"{key}[{code}]"] not in ("", entry[key]), (code, key)
        assert entry[f"Keywords[{code}]"].endswith(";")
    root = ET.parse(tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    summaries = {e.get(lang): e.text for e in root.findall("summary")}
    paragraphs = [e.get(lang) for e in root.find("description").findall("p")]
    locales = [*languages, "pt"]  # pt_BR speaks for a plain Portuguese desktop too
    assert set(summaries) == {None, *locales}
    assert summaries["de"] == "Ablegespiel gegen den Computer oder mit Freunden"
    assert summaries["pt"] == summaries["pt_BR"] and entry["Comment[pt]"] == entry["Comment[pt_BR]"]
    assert sorted(paragraphs, key=str) == sorted([None, *locales] * 2, key=str)
    assert [e.text for e in root.find("languages")] == list(selectable_languages())
