#!/usr/bin/env python3
"""Build the player's bundle: ``dist/dirty7/`` (a PyInstaller one-folder program, its
executable ``dist/dirty7/dirty7``) and the archive ``dist/dirty7-VERSION-OS-ARCH.tar.gz``
(``.zip`` on Windows). Run it through ``scripts/build`` (which installs PyInstaller).

Why one folder and not one file: a one-file program unpacks itself into a temporary folder
at every start (slower, and data paths that break: Arcade issue #773), and antivirus
programs flag such self-extractors more often. What goes in, beyond the code PyInstaller
finds by itself:

- every ``dirty7`` module (the built-in levels are imported by name, from
  ``dirty7.ai.builtin``, which PyInstaller cannot follow) and its data: sounds, icons,
  the strength and value-model files;
- the package's metadata (``--copy-metadata``), so that ``--version`` and the records say
  the version; a frozen program has no other installed packages, so no plugins;
- Arcade's card art (``:resources:images/cards``: its hook ships only its system files).

Ray and the test tools are left out: the bundle plays, it runs no cluster.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tarfile
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = ROOT / "scripts" / "bundle" / "dirty7_entry.py"
EXCLUDED = ("ray", "pytest", "_pytest", "hypothesis", "tkinter", "IPython", "ruff")


def platform_tag() -> str:
    """``linux-x86_64``, ``macos-arm64``, ``windows-amd64``: where the bundle runs."""
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    import arcade

    cards = Path(arcade.__file__).parent / "resources" / "assets" / "images" / "cards"
    sep = os.pathsep
    args = ["--noconfirm", "--clean", "--onedir", "--name", "dirty7", "--log-level", "WARN",
            "--distpath", str(dist), "--workpath", str(work / "build"),
            "--specpath", str(work),
            "--paths", str(ROOT),  # the checkout: an editable install hides it from analysis
            "--collect-submodules", "dirty7", "--collect-data", "dirty7",
            "--copy-metadata", "dirty7",
            "--add-data", f"{cards}{sep}arcade/resources/assets/images/cards"]
    for name in EXCLUDED:
        args += ["--exclude-module", name]
    return [*args, str(ENTRY)]


def fix_arcade_version(folder: Path) -> None:
    """Arcade 3.3's hook ships its ``VERSION`` file as a folder ``arcade/VERSION/VERSION``
    (a destination PyInstaller 6 reads as a folder): Arcade then reports version 0.0.0,
    and the game's patches, written for 3.3, stand aside (headless ``arcade.gui`` then
    fails to import). Put the file where Arcade reads it."""
    wrong = folder / "_internal" / "arcade" / "VERSION"
    if wrong.is_dir() and (wrong / "VERSION").is_file():
        text = (wrong / "VERSION").read_bytes()
        shutil.rmtree(wrong)
        wrong.write_bytes(text)


def archive(folder: Path, out: Path) -> Path:
    """The bundle folder packed under its own name (``dirty7/...``)."""
    if out.suffix == ".zip":
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as packed:
            for path in sorted(folder.rglob("*")):
                packed.write(path, path.relative_to(folder.parent))
    else:
        with tarfile.open(out, "w:gz") as packed:
            packed.add(folder, arcname=folder.name)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the bundle and the archive go (default dist/)")
    parser.add_argument("--no-archive", action="store_true", help="build the folder only")
    args = parser.parse_args(argv)
    import PyInstaller.__main__

    dist = args.dist.resolve()
    work = ROOT / "build" / "pyinstaller"
    shutil.rmtree(dist / "dirty7", ignore_errors=True)
    PyInstaller.__main__.run(pyinstaller_args(dist, work))
    folder = dist / "dirty7"
    fix_arcade_version(folder)
    print(folder)
    if not args.no_archive:
        suffix = ".zip" if sys.platform == "win32" else ".tar.gz"
        name = f"dirty7-{metadata.version('dirty7')}-{platform_tag()}{suffix}"
        print(archive(folder, dist / name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
