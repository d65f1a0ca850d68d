"""``dirty7 desktop install|uninstall [--prefix DIR]``: the game in the Linux desktop's
application menu.

Why these three kinds of file: a freedesktop ``.desktop`` entry is what a menu or launcher
lists, its icon is looked up by name in the hicolor theme (one PNG per size, drawn by
``scripts/make_icon.py``), and an AppStream metainfo file is what a software centre shows.
They go under ``~/.local/share`` (``$XDG_DATA_HOME`` when set), or ``--prefix``, and the
entry starts the program that ran the command: the bundle's executable, or the
pip-installed ``dirty7`` (else this Python with ``-m dirty7``), so the menu opens the same
game whichever way it was installed. ``uninstall`` removes exactly the files ``install``
writes. Both validate with ``desktop-file-validate`` and ``appstreamcli validate``.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import shutil
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from dirty7.assets import resource_path
from dirty7.cli.cli_language import add_language_option
from dirty7.cli.desktop_words import (
    DESCRIPTION,
    GENERIC_NAME,
    KEYWORDS,
    NAME,
    SUMMARY,
    entry_lines,
    languages_element,
    xml_elements,
)
from dirty7.i18n import _, ngettext
from dirty7.store.app_version import app_version, is_frozen

#: The application's id: reverse DNS, as AppStream asks, and the base of every file name.
APP_ID = "io.github.dirty7.DirtySeven"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def default_prefix() -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share`` (the freedesktop per-user data home)."""
    home = os.environ.get("XDG_DATA_HOME", "").strip()
    return Path(home) if home else Path.home() / ".local" / "share"


def program_command() -> list[str]:
    """The command that starts this game: the bundle, the installed script, or Python."""
    if is_frozen():
        return [sys.executable]
    script = Path(sys.executable).parent / "dirty7"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    found = shutil.which("dirty7")
    return [found] if found else [sys.executable, "-m", "dirty7"]


def desktop_entry(command: list[str]) -> str:
    """The ``.desktop`` file (Exec quoted as the Desktop Entry spec asks), its generic
    name, comment and keywords in every shipped language."""
    exec_line = " ".join(_desktop_quote(part) for part in command)
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        f"Name={NAME}",
        *entry_lines("GenericName", GENERIC_NAME),
        *entry_lines("Comment", SUMMARY),
        f"Exec={exec_line}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        *entry_lines("Keywords", KEYWORDS),
        "StartupNotify=true",
        f"StartupWMClass={NAME}",
        "",
    ])


def _desktop_quote(part: str) -> str:
    """An Exec argument: quoted when it holds a reserved character, with \\ " ` $ escaped."""
    if not any(c in part for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return part.replace("%", "%%")
    inner = "".join("\\" + c if c in '"`$\\' else c for c in part)
    return '"' + inner.replace("%", "%%") + '"'


def metainfo(version: str) -> str:
    """The AppStream metainfo (what a software centre shows), in every shipped language."""
    paragraphs = "\n".join(xml_elements("p", text, "    ") for text in DESCRIPTION)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>MIT</project_license>
  <name>{NAME}</name>
{xml_elements("summary", SUMMARY, "  ")}
  <developer_name>The Dirty Seven developers</developer_name>
  <description>
{paragraphs}
  </description>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <content_rating type="oars-1.1"/>
  <provides>
    <binary>dirty7</binary>
  </provides>
{languages_element("  ")}
  <custom>
    <value key="dirty7::version">{escape(version)}</value>
  </custom>
</component>
"""


def planned_files(prefix: Path) -> dict[Path, bytes | Path]:
    """Every file ``install`` writes under ``prefix``: its text, or the icon to copy."""
    files: dict[Path, bytes | Path] = {
        prefix / "applications" / f"{APP_ID}.desktop": desktop_entry(program_command()).encode(),
        prefix / "metainfo" / f"{APP_ID}.metainfo.xml": metainfo(app_version()).encode(),
    }
    for size in ICON_SIZES:
        icon = prefix / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        files[icon] = resource_path("icons", f"dirty7-{size}.png")
    return files


def install(prefix: Path) -> list[Path]:
    """Write the entry, the icons and the metainfo; the paths written."""
    written = []
    for path, content in planned_files(prefix).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        data = content.read_bytes() if isinstance(content, Path) else content
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
        written.append(path)
    return written


def uninstall(prefix: Path) -> list[Path]:
    """Remove what :func:`install` writes (nothing else); the paths removed."""
    removed = []
    for path in planned_files(prefix):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
    return removed


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dirty7 desktop",
        description=_("Add Dirty Seven to the desktop's application menu (Linux): a "
                      ".desktop entry, its icons in the hicolor theme and AppStream "
                      "metainfo, starting {command}.").format(
                          command=shlex.join(program_command())))
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--prefix", type=Path, metavar="DIR",
                        help=_("the data folder to write under (default $XDG_DATA_HOME or "
                               "~/.local/share)"))
    add_language_option(parser)
    return parser


def main(argv: list[str]) -> int:
    """Install or uninstall; prints each file, then a line of what it did."""
    ns = build_parser().parse_args(argv)
    prefix = (ns.prefix or default_prefix()).expanduser()
    try:
        paths = install(prefix) if ns.action == "install" else uninstall(prefix)
    except OSError as exc:
        print(_("{prog}: {reason}").format(prog=f"dirty7 desktop {ns.action}", reason=exc),
              file=sys.stderr)
        return 1
    for path in paths:
        print(path)
    done = (_("{name} installed under {folder}") if ns.action == "install" else
            ngettext("{name} uninstalled ({count} file) under {folder}",
                     "{name} uninstalled ({count} files) under {folder}", len(paths)))
    print(done.format(name=NAME, count=len(paths), folder=prefix), file=sys.stderr)
    return 0


__all__ = ["APP_ID", "desktop_entry", "install", "main", "metainfo", "planned_files",
           "program_command", "uninstall"]
