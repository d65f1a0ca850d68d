#!/usr/bin/env python3
"""The game's message catalogues: extract → update → pseudo-language → compile.

Usage: ``python scripts/catalogues.py [--check] [--init CODE]``

Extracts every marked message of ``dirty7/`` (babel.cfg) into the template
``dirty7/resources/locale/dirty7.pot``, updates each language's ``dirty7.po`` from it (a new
message empty, a changed one fuzzy), generates the pseudo-language ``en_XA`` from the
template and compiles every catalogue to the ``dirty7.mo`` the game reads. A file is
written only when its messages changed. ``--check`` writes nothing and exits 1 when a file
is stale; ``--init CODE`` starts the catalogue of a new language first.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dirty7.i18n.catalogue_build import (  # noqa: E402 - the checkout's package, not an old install
    extract_template,
    new_catalogue,
    po_bytes,
    po_path,
    stale_files,
)
from dirty7.i18n.languages import is_language_code  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 when a catalogue is stale")
    parser.add_argument("--init", metavar="CODE",
                        help="start the catalogue of a new language (de, pt_BR…) first")
    ns = parser.parse_args(argv)
    template = extract_template()
    if ns.init:
        if not is_language_code(ns.init):
            parser.error(f"--init takes a language code such as fr or pt_BR, not {ns.init!r}")
        path = po_path(ns.init)
        if path.exists():
            parser.error(f"{path.relative_to(ROOT)} exists already")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(po_bytes(new_catalogue(ns.init, template)))
        print(f"started {path.relative_to(ROOT)}")
    stale = stale_files(template)
    for path, content in stale.items():
        print(f"{'stale' if ns.check else 'wrote'} {path.relative_to(ROOT)}")
        if not ns.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
    if not stale:
        print("the catalogues are up to date")
    return 1 if ns.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
